#include "app/services/decks/decksquery.h"

#include "app/services/decks/rollexplanation.h"
#include "db/decks/decksstore.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace herald::app::decks {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::app::decks::DecksQuery)
};

std::optional<db::decks::DecksStore> store(const CampaignService &service)
{
    if (!service.isOpen())
        return std::nullopt;
    return db::decks::DecksStore(service.file()->database());
}

QStringList deckLines(const QJsonObject &details)
{
    QStringList lines;
    for (const QJsonValue &line : details.value(QStringLiteral("details")).toArray())
        lines << line.toString();
    lines << Tr::tr("%1 cards left to draw, %2 discarded")
                 .arg(details.value(QStringLiteral("drawPile")).toInt())
                 .arg(details.value(QStringLiteral("discardPile")).toInt());
    return lines;
}

} // namespace

std::optional<herald::decks::Content> content(const CampaignService &service, QString *error)
{
    QString problem;
    const auto s = store(service);
    auto found = s ? s->content(&problem) : std::nullopt;
    if (error)
        *error = problem;
    return found;
}

std::optional<herald::decks::Table> table(const CampaignService &service, const QString &id)
{
    QString error;
    const auto s = store(service);
    return s && !id.isEmpty() ? s->table(id, &error) : std::nullopt;
}

std::optional<herald::decks::Deck> deck(const CampaignService &service, const QString &id)
{
    QString error;
    const auto s = store(service);
    return s && !id.isEmpty() ? s->deck(id, &error) : std::nullopt;
}

std::vector<herald::decks::MagicItem> magicItems(const CampaignService &service)
{
    QString error;
    const auto s = store(service);
    return s ? s->magicItems(&error).value_or(std::vector<herald::decks::MagicItem>{})
             : std::vector<herald::decks::MagicItem>{};
}

QList<DecksResult> recentResults(const CampaignService &service, int limit)
{
    QList<DecksResult> results;
    if (!service.isOpen())
        return results;
    for (const db::decks::StoredResult &r :
         db::decks::recentResults(service.file()->database(), limit)) {
        const bool roll = r.kind == QLatin1String("roll");
        results.append(
            {r.summary, roll ? explanationLines(r.details) : deckLines(r.details), r.kind});
    }
    return results;
}

} // namespace herald::app::decks
