#include "core/warmaster/areacontrol.h"

#include "core/warmaster/armyplacement.h"
#include "core/warmaster/armypositions.h"
#include "core/warmaster/movement.h"

#include <QCoreApplication>

namespace herald::warmaster {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::warmaster::AreaControl)
};

} // namespace

ControlResult countOccupation(const StrategicMap &map, std::span<const Army> armies,
                              const QSet<QString> &fought, const CampaignSettings &settings)
{
    ControlResult result;
    result.armies.assign(armies.begin(), armies.end());
    const ArmyPositions positions(map, armies);
    for (int i = 0; i < positions.count(); ++i) {
        Army &army = result.armies[static_cast<std::size_t>(i)];
        const int area = positions.area(i);
        const int nation = positions.nation(i);
        const Area *a = area == noIndex ? nullptr : &map.areas[static_cast<std::size_t>(area)];
        if (!a || !a->isLand() || nation == noIndex || a->owner == nation || !countsAsArmy(army) ||
            army.location != ArmyLocation::PopulationCentre) {
            army.occupation = 0;
            continue;
        }
        const int level = turnsToGainControl(a->centre);
        if (fought.contains(army.id)) {
            const bool reset = settings.battleResetsOccupation == OccupationAfterBattle::Reset;
            if (reset)
                army.occupation = 0;
            result.decisions.push_back(
                {QStringLiteral("I-55"),
                 {army.id},
                 reset ? Tr::tr("I-55 %1 fought a battle in %2: its occupation count starts "
                                "again from 0.")
                             .arg(army.name, areaLabel(*a))
                       : Tr::tr("I-55 %1 fought a battle in %2: this turn does not count "
                                "(%3 of %4 turns held).")
                             .arg(army.name, areaLabel(*a))
                             .arg(army.occupation)
                             .arg(level)});
            continue;
        }
        if (army.moved && !settings.arrivalTurnCounts) {
            army.occupation = 0; // I-55: the turn of arrival does not count
            continue;
        }
        army.occupation += 1;
        if (army.occupation < level) {
            result.decisions.push_back(
                {QStringLiteral("§4.7"),
                 {army.id},
                 Tr::tr("§4.7 %1 has held the %2 of %3 for %4 of the %5 turn(s) needed.")
                     .arg(army.name, nameOf(a->centre), areaLabel(*a))
                     .arg(army.occupation)
                     .arg(level)});
            continue;
        }
        result.changes.push_back({area, a->owner, nation, army.id});
        result.decisions.push_back(
            {QStringLiteral("§4.7"),
             {army.id},
             Tr::tr("§4.7 %1 has held the %2 of %3 for %n turn(s): the area and its people join "
                    "%4.",
                    nullptr, level)
                 .arg(army.name, nameOf(a->centre), areaLabel(*a),
                      map.nations[static_cast<std::size_t>(nation)].name)});
        army.occupation = 0;
    }
    return result;
}

void applyControlChanges(StrategicMap &map, std::span<const ControlChange> changes)
{
    for (const ControlChange &c : changes)
        map.areas[static_cast<std::size_t>(c.area)].owner = c.to;
}

} // namespace herald::warmaster
