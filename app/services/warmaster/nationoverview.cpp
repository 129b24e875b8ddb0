#include "app/services/warmaster/nationoverview.h"

#include "app/services/campaignservice.h"
#include "app/services/warmaster/rosterreport.h"
#include "db/warmaster/nationrepository.h"

namespace herald::app {

std::vector<NationOverview> nationOverviews(const CampaignService &service)
{
    std::vector<NationOverview> overviews;
    const QSqlDatabase db = service.file()->database();
    const int year = service.info().date.year;
    const warmaster::StrategicMap map = db::loadTallyMap(db);
    const warmaster::Tally tally = db::tallyCampaign(db, map, year);
    const warmaster::CampaignSettings settings = db::loadSettings(db);
    for (const db::NationRecord &n : db::loadNations(db)) {
        NationOverview o;
        o.id = n.id;
        o.name = n.name;
        o.colour = n.colour;
        o.player = n.playerName;
        o.race = n.race;
        if (const auto index = map.nationIndex(QString::number(n.id))) {
            const warmaster::NationTally &t = tally.nations[std::size_t(*index)];
            o.populationTotal = t.population.total();
            o.armyPoints = t.armyPoints.points();
            o.characterPoints = t.characterPoints.total();
            // explainAreas() repeats the population line explain() starts with.
            o.tallyLines = t.explain() + t.population.explainAreas(map).mid(1);
        }
        const auto list = db::loadArmyList(db, n.armyListId);
        if (list) {
            for (const warmaster::UnitType &u : list->units)
                o.unitTypes << u.name;
            for (const warmaster::CharacterEntry &c : list->characters)
                o.characterEntries << c.name;
        }
        if (const auto stored = db::loadRoster(db, n.id, year); stored && list)
            o.roster = rosterToJson(n, stored->roster, *list, settings);
        overviews.push_back(std::move(o));
    }
    return overviews;
}

QStringList armyListIds(const CampaignService &service)
{
    QStringList ids;
    for (const db::ArmyListRecord &l : db::loadArmyLists(service.file()->database()))
        ids << l.id;
    return ids;
}

QStringList playerNames(const CampaignService &service)
{
    QStringList names;
    for (const db::PlayerRecord &p : db::loadPlayers(service.file()->database()))
        names << p.name;
    return names;
}

QStringList nationOverviewTables()
{
    return {QStringLiteral("nation"),      QStringLiteral("player"),
            QStringLiteral("army_list"),   QStringLiteral("area"),
            QStringLiteral("tally_grant"), QStringLiteral("roster"),
            QStringLiteral("roster_line"), QStringLiteral("roster_character"),
            QStringLiteral("character"),   QStringLiteral("magic_item_binding"),
            QStringLiteral("setting"),     QStringLiteral("campaign")};
}

} // namespace herald::app
