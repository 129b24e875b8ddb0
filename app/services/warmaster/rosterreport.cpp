#include "app/services/warmaster/rosterreport.h"

#include "core/warmaster/characterstatus.h"
#include "core/warmaster/explanations.h"

#include <QJsonArray>

namespace herald::app {

using namespace herald::warmaster;
using herald::db::NationRecord;

QJsonObject rosterToJson(const NationRecord &nation, const Roster &roster, const ArmyList &list,
                         const CampaignSettings &settings)
{
    QJsonArray categories;
    for (const SheetCategory &sheet : sheetCategories(roster)) {
        QJsonArray lines;
        for (int index : sheet.lines) {
            const RosterLine &line = roster.lines[static_cast<std::size_t>(index)];
            lines.append(QJsonObject{
                {QStringLiteral("line"), index + 1},
                {QStringLiteral("unitTypes"), QJsonArray::fromStringList(line.unitTypes)},
                {QStringLiteral("cost"), line.cost.toString()},
                {QStringLiteral("purchased"), line.purchased},
                {QStringLiteral("lost"), line.lost},
                {QStringLiteral("free"), line.free},
                {QStringLiteral("available"), line.available()},
                {QStringLiteral("totalCost"), line.totalCost().toString()}});
        }
        categories.append(QJsonObject{{QStringLiteral("category"), keyOf(sheet.category)},
                                      {QStringLiteral("name"), nameOf(sheet.category)},
                                      {QStringLiteral("purchased"), sheet.purchased},
                                      {QStringLiteral("lost"), sheet.lost},
                                      {QStringLiteral("available"), sheet.available()},
                                      {QStringLiteral("lines"), lines}});
    }
    QJsonArray characters;
    for (const RosterCharacter &c : roster.characters) {
        const CharacterEntry *entry = list.character(c.listEntry);
        characters.append(QJsonObject{
            {QStringLiteral("id"), c.id.toLongLong()},
            {QStringLiteral("name"), c.name},
            {QStringLiteral("type"), keyOf(c.type)},
            {QStringLiteral("typeName"), nameOf(c.type)},
            {QStringLiteral("attack"), entry ? entry->attackBonus : 0},
            {QStringLiteral("command"), entry ? entry->command : 0},
            {QStringLiteral("cp"), c.free ? 0 : characterCost(c.type, settings).value_or(0)},
            {QStringLiteral("free"), c.free},
            {QStringLiteral("status"), keyOf(c.status)},
            {QStringLiteral("magicItems"), QJsonArray::fromStringList(c.magicItems)}});
    }
    QJsonArray refusals;
    QJsonArray warnings;
    for (const RosterIssue &issue : validateRoster(roster, list, settings))
        (issue.isWarning() ? warnings : refusals).append(explainIssue(roster, issue, settings));
    return {{QStringLiteral("nation"), nation.name},
            {QStringLiteral("nationId"), nation.id},
            {QStringLiteral("player"), nation.playerName},
            {QStringLiteral("race"), list.race},
            {QStringLiteral("armyList"), list.id},
            {QStringLiteral("year"), roster.year},
            {QStringLiteral("experience"), roster.experience},
            {QStringLiteral("populationTotal"), roster.populationTotal},
            {QStringLiteral("armyPoints"), roster.armyPoints},
            {QStringLiteral("characterPoints"), roster.characterPoints},
            {QStringLiteral("characterPointsUsed"), roster.characterPointsUsed(settings)},
            {QStringLiteral("spent"), roster.spent().toString()},
            {QStringLiteral("mobLimit"), roster.mobLimit},
            {QStringLiteral("generals"), roster.generals()},
            {QStringLiteral("categories"), categories},
            {QStringLiteral("characters"), characters},
            {QStringLiteral("refusals"), refusals},
            {QStringLiteral("warnings"), warnings},
            {QStringLiteral("valid"), refusals.isEmpty()}};
}

namespace {

QJsonArray areaIds(const StrategicMap &map, const std::vector<int> &areas)
{
    QJsonArray ids;
    for (int a : areas)
        ids.append(map.areas[static_cast<std::size_t>(a)].id());
    return ids;
}

QJsonArray grants(const StrategicMap &map, const std::vector<PointsGrant> &list)
{
    QJsonArray array;
    for (const PointsGrant &g : list)
        array.append(QJsonObject{
            {QStringLiteral("points"), g.points},
            {QStringLiteral("reason"), g.reason},
            {QStringLiteral("area"),
             g.area == noIndex ? QString() : map.areas[static_cast<std::size_t>(g.area)].id()}});
    return array;
}

} // namespace

QJsonObject nationTallyToJson(const StrategicMap &map, const NationTally &t)
{
    const Nation &nation = map.nations[static_cast<std::size_t>(t.nation)];
    const PopulationTotal &p = t.population;
    return {{QStringLiteral("nation"), nation.name},
            {QStringLiteral("nationId"), nation.id},
            {QStringLiteral("populationTotal"), p.total()},
            {QStringLiteral("armyPoints"), t.armyPoints.points()},
            {QStringLiteral("characterPoints"), t.characterPoints.total()},
            {QStringLiteral("mobLimit"), t.mobs()},
            {QStringLiteral("cities"), areaIds(map, p.cityAreas)},
            {QStringLiteral("towns"), areaIds(map, p.townAreas)},
            {QStringLiteral("villages"), areaIds(map, p.villageAreas)},
            {QStringLiteral("chaos"), areaIds(map, p.chaosAreas)},
            {QStringLiteral("otherPopulation"), grants(map, p.other)},
            {QStringLiteral("characterBonuses"), grants(map, t.characterPoints.bonuses)},
            {QStringLiteral("explain"), QJsonArray::fromStringList(t.explain())},
            {QStringLiteral("areas"), QJsonArray::fromStringList(p.explainAreas(map))}};
}

} // namespace herald::app
