#include "db/warmaster/campaigndecks.h"

#include "core/decks/content.h"
#include "db/warmaster/commandsupport.h"

#include <QJsonDocument>
#include <QSqlQuery>

namespace herald::db {

std::optional<decks::Deck> loadCampaignDeck(const QSqlDatabase &db, const QString &deckId)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT content FROM decks_deck WHERE id = ?"));
    if (!nations::run(q, {deckId}) || !q.next())
        return std::nullopt;
    auto parsed = decks::deckFromJson(QJsonDocument::fromJson(q.value(0).toByteArray()).object());
    if (!parsed.ok())
        return std::nullopt;
    return std::move(parsed).value();
}

bool saveCampaignDeck(const QSqlDatabase &db, const decks::Deck &deck)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("UPDATE decks_deck SET content = ? WHERE id = ?"));
    return nations::run(
        q,
        {QString::fromUtf8(QJsonDocument(decks::deckToJson(deck)).toJson(QJsonDocument::Compact)),
         deck.id});
}

} // namespace herald::db
