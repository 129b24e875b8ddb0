#include "db/warmaster/armyrepository.h"

#include "core/warmaster/explanations.h"
#include "db/map/maprepository.h"
#include "db/warmaster/commandsupport.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>

namespace herald::db {

using namespace herald::warmaster;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::ArmyRepository)
};

} // namespace

QSet<QString> placementPois(const QSqlDatabase &db)
{
    QSet<QString> pois;
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("SELECT content FROM decks_deck WHERE id = 'poi'")) || !q.next())
        return pois;
    const QJsonArray cards = QJsonDocument::fromJson(q.value(0).toString().toUtf8())
                                 .object()
                                 .value(QStringLiteral("cards"))
                                 .toArray();
    for (const QJsonValue &card : cards) {
        const QJsonObject c = card.toObject();
        if (c.value(QStringLiteral("tags"))
                .toArray()
                .contains(QJsonValue(QString::fromLatin1(armyPlacementTag))))
            pois.insert(c.value(QStringLiteral("id")).toString());
    }
    return pois;
}

PlacementData loadPlacementData(const QSqlDatabase &db, qint64 nationId, int year)
{
    PlacementData data;
    data.map = loadTallyMap(db);
    data.nation = data.map.nationIndex(QString::number(nationId)).value_or(noIndex);
    if (const auto stored = loadRoster(db, nationId, year))
        data.characters = stored->roster.characters;
    data.pois = placementPois(db);
    return data;
}

PlacementChoices placementChoices(const QSqlDatabase &db, qint64 nationId, int year)
{
    return placementChoices(loadPlacementData(db, nationId, year), year);
}

PlacementChoices placementChoices(const PlacementData &data, int year)
{
    PlacementChoices choices;
    if (data.nation == noIndex)
        return choices;
    choices.generals = freeGenerals(data.characters, data.map.armies);
    for (const int index : placementAreas(data.map, data.nation, data.pois))
        choices.areas.push_back(data.map.areas[static_cast<std::size_t>(index)]);
    if (data.characters.empty())
        choices.blocked =
            Tr::tr("§2.3 No general on the roster for year %1 yet: open the roster and take one.")
                .arg(year);
    else if (choices.generals.empty())
        choices.blocked =
            Tr::tr("§1.5 Every general of the nation already leads an army or is away.");
    else if (choices.areas.empty())
        choices.blocked =
            Tr::tr("§4.9 The nation holds no town, no city and no POI where armies may muster.");
    else if (const auto issues = checkPlacement({data.map.nations[std::size_t(data.nation)].id,
                                                 choices.generals.front().id,
                                                 choices.areas.front().hex,
                                                 {}},
                                                data.facts(year));
             !issues.empty())
        choices.blocked = explainPlacement(issues.front());
    return choices;
}

std::optional<Army> findArmy(const QSqlDatabase &db, const QString &ref)
{
    std::optional<Army> byName;
    int named = 0;
    for (const Army &army : loadArmies(db)) {
        if (army.id == ref)
            return army;
        if (army.name.compare(ref.trimmed(), Qt::CaseInsensitive) == 0) {
            byName = army;
            ++named;
        }
    }
    return named == 1 ? byName : std::nullopt;
}

} // namespace herald::db
