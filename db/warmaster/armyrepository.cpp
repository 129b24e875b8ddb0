#include "db/warmaster/armyrepository.h"

#include "db/map/maprepository.h"
#include "db/warmaster/commandsupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>

namespace herald::db {

using namespace herald::warmaster;
using nations::tr;

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

QString explainPlacement(const PlacementIssue &issue)
{
    switch (issue.problem) {
    case PlacementProblem::UnknownNation:
        return tr("§1.2 Nation %1 is not on the map.").arg(issue.subject);
    case PlacementProblem::AreaNotOnMap:
        return tr("§1.3 Area %1 is not a land area of the map.").arg(issue.subject);
    case PlacementProblem::NotOwnArea:
        return issue.other.isEmpty()
                   ? tr("§4.9 %1 is uncontrolled: an army starts in one of its nation's own "
                        "areas.")
                         .arg(issue.subject)
                   : tr("§4.9 %1 is held by %2: an army starts in one of its nation's own areas.")
                         .arg(issue.subject, issue.other);
    case PlacementProblem::NoPlacementSite:
        return tr("§4.9 %1 has neither a town nor a city, nor a POI whose card lets armies "
                  "muster there.")
            .arg(issue.subject);
    case PlacementProblem::UnknownGeneral:
        return tr("§1.5 %1 is not a character on this year's roster of the nation; an army "
                  "needs one of its generals.")
            .arg(issue.subject);
    case PlacementProblem::NotAGeneral:
        return tr("§1.4 %1 is a %2, and only a general leads an army.")
            .arg(issue.subject, issue.other);
    case PlacementProblem::GeneralUnavailable:
        switch (issue.status) {
        case CharacterStatus::Captured:
            return tr("§1.4 %1 is a captive and cannot lead an army.").arg(issue.subject);
        case CharacterStatus::Killed:
            return tr("§1.4 %1 is dead and cannot lead an army.").arg(issue.subject);
        case CharacterStatus::OnExpedition:
            return tr("I-11 %1 leads an expedition this year, not an army.").arg(issue.subject);
        case CharacterStatus::Envoy:
            return tr("§7.2.7 %1 is away as an envoy and cannot lead an army.").arg(issue.subject);
        case CharacterStatus::Active:
            break;
        }
        return describe(issue);
    case PlacementProblem::GeneralLeadsArmy:
        return tr("§1.5 %1 already leads %2; a general leads one army.")
            .arg(issue.subject, issue.other);
    case PlacementProblem::FirstYearLimit:
        return tr("S-6 In year 1 a nation has one general and so at most %1 army; this would be "
                  "army number %2.")
            .arg(issue.limit)
            .arg(issue.count);
    case PlacementProblem::MoreArmiesThanGenerals:
        return tr("NY-7 The nation has %1 general(s) free to lead armies; %2 armies would be "
                  "too many.")
            .arg(issue.limit)
            .arg(issue.count);
    }
    return describe(issue);
}

PlacementChoices placementChoices(const QSqlDatabase &db, qint64 nationId, int year)
{
    PlacementChoices choices;
    const PlacementData data = loadPlacementData(db, nationId, year);
    if (data.nation == noIndex)
        return choices;
    choices.generals = freeGenerals(data.characters, data.map.armies);
    for (const int index : placementAreas(data.map, data.nation, data.pois))
        choices.areas.push_back(data.map.areas[static_cast<std::size_t>(index)]);
    if (data.characters.empty())
        choices.blocked =
            tr("§2.3 No general on the roster for year %1 yet: open the roster and take one.")
                .arg(year);
    else if (choices.generals.empty())
        choices.blocked = tr("§1.5 Every general of the nation already leads an army or is away.");
    else if (choices.areas.empty())
        choices.blocked =
            tr("§4.9 The nation holds no town, no city and no POI where armies may muster.");
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
