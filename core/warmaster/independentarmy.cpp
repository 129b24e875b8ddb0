#include "core/warmaster/independentarmy.h"

#include "core/warmaster/armyplacement.h"
#include "core/warmaster/armypositions.h"
#include "core/warmaster/movement.h"

#include <QCoreApplication>

#include <algorithm>

namespace herald::warmaster {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::warmaster::IndependentArmies)
};

bool isTownOrCity(const Area &area)
{
    return area.centre == PopulationCentre::Town || area.centre == PopulationCentre::City;
}

bool hasIndependentAt(std::span<const IndependentArmy> independents, map::Hex hex,
                      const QString &except = {})
{
    return std::any_of(independents.begin(), independents.end(), [&](const IndependentArmy &i) {
        return i.area == hex && i.raceId != except;
    });
}

/// "0407 Carrow", or the bare XXYY for a hex the map has no area for.
QString hexLabel(const StrategicMap &map, map::Hex hex)
{
    const auto index = map.areaAt(hex);
    return index ? areaLabel(map.areas[static_cast<std::size_t>(*index)]) : hex.toXXYY();
}

bool isLandHex(const StrategicMap &map, map::Hex hex)
{
    const auto index = map.areaAt(hex);
    return index && map.areas[static_cast<std::size_t>(*index)].isLand();
}

bool lessXXYY(map::Hex a, map::Hex b)
{
    return a.toXXYY() < b.toXXYY();
}

} // namespace

QString placementRefusal(const StrategicMap &map, std::span<const IndependentArmy> independents,
                         map::Hex area, int gap)
{
    const auto index = map.areaAt(area);
    if (!index)
        return Tr::tr("§7.7.6 %1 is not an area of the map.").arg(area.toXXYY());
    const Area &a = map.areas[static_cast<std::size_t>(*index)];
    if (!a.isLand() || a.underwater)
        return Tr::tr("§7.7.6 %1 is not a land area: an independent army is placed on land.")
            .arg(areaLabel(a));
    for (const Army &army : map.armies) {
        if (army.area == area)
            return Tr::tr("§7.7.6 %1 holds the army %2: an independent army is placed in an area "
                          "without armies.")
                .arg(areaLabel(a), army.name);
    }
    if (hasIndependentAt(independents, area))
        return Tr::tr("§7.7.6 %1 already holds an independent army.").arg(areaLabel(a));
    for (const Area &other : map.areas) {
        if (!isTownOrCity(other))
            continue;
        const int distance = other.hex.distanceTo(area);
        if (distance > gap)
            continue;
        if (distance == 0)
            //: %1 the area, %2 "Town" or "City"
            return Tr::tr("§7.7.6 %1 has a population centre (%2): an independent army stays away "
                          "from towns and cities.")
                .arg(areaLabel(a), nameOf(other.centre));
        //: %1 the area, %2 areas between, %3 "Town" or "City", %4 its area, %5 the setting's value
        return Tr::tr("§7.7.6 %1 is %2 area(s) from %4 (%3); the campaign wants at least %5 "
                      "area(s) between an independent army and any town or city "
                      "(independentPlacementGap).")
            .arg(areaLabel(a))
            .arg(distance)
            .arg(nameOf(other.centre), areaLabel(other))
            .arg(gap);
    }
    return {};
}

QString independentController(const CampaignSettings &settings, const LesserRace &race,
                              const QString &placingNation)
{
    switch (settings.independentController) {
    case IndependentController::PlacingPlayer:
        return placingNation;
    case IndependentController::Referee:
        return {};
    case IndependentController::MostMarkers:
        break;
    }
    int most = 0;
    for (const auto &[nation, markers] : race.markers)
        most = std::max(most, markers);
    if (most == 0)
        return placingNation;
    if (race.markersOf(placingNation) == most)
        return placingNation;
    QStringList leaders;
    for (const auto &[nation, markers] : race.markers) {
        if (markers == most)
            leaders << nation;
    }
    return leaders.size() == 1 ? leaders.front() : QString();
}

QString independentMoveRefusal(const StrategicMap &map,
                               std::span<const IndependentArmy> independents,
                               const IndependentArmy &army, map::Hex to)
{
    if (army.movedThisTurn())
        return Tr::tr("§4.1 The %1 army has already moved this turn (from %2).")
            .arg(army.raceName, hexLabel(map, *army.cameFrom));
    if (army.area.distanceTo(to) != 1)
        return Tr::tr("§4.1 %1 is not next to %2: the %3 army moves one area a turn.")
            .arg(hexLabel(map, to), hexLabel(map, army.area), army.raceName);
    if (!isLandHex(map, to))
        return Tr::tr("§7.7.6 %1 is not a land area: the %2 army marches on land.")
            .arg(hexLabel(map, to), army.raceName);
    if (hasIndependentAt(independents, to, army.raceId))
        return Tr::tr("§7.7.6 %1 holds another independent army.").arg(hexLabel(map, to));
    return {};
}

ForcedRetreatPlan planForcedRetreat(const StrategicMap &map, const IndependentArmy &army,
                                    std::optional<map::Hex> awayFrom,
                                    std::optional<map::Hex> chosen)
{
    ForcedRetreat retreat;
    const map::Hex at = army.area;
    if (awayFrom && *awayFrom != at) {
        if (const auto direction = at.directionTo(*awayFrom)) {
            retreat.candidates = {at.neighbour(map::opposite(*direction))};
            retreat.explanation << Tr::tr("I-76 The pushing army came in from %1: the %2 army "
                                          "steps to the area on the opposite side, %3.")
                                       .arg(hexLabel(map, *awayFrom), army.raceName,
                                            hexLabel(map, retreat.candidates.front()));
        } else {
            int farthest = 0;
            for (const map::Hex next : at.neighbours())
                farthest = std::max(farthest, next.distanceTo(*awayFrom));
            for (const map::Hex next : at.neighbours()) {
                if (next.distanceTo(*awayFrom) == farthest)
                    retreat.candidates.push_back(next);
            }
            retreat.explanation << Tr::tr("I-76 The %1 army steps to a neighbour farthest from "
                                          "%2, where the pushing army came from.")
                                       .arg(army.raceName, hexLabel(map, *awayFrom));
        }
    } else if (army.cameFrom) {
        retreat.candidates = {*army.cameFrom};
        retreat.explanation << Tr::tr("I-76 The %1 army walked into the army that pushes it: it "
                                      "goes back to %2, where it came from.")
                                   .arg(army.raceName, hexLabel(map, *army.cameFrom));
    } else {
        const auto all = at.neighbours();
        retreat.candidates.assign(all.begin(), all.end());
        retreat.explanation << Tr::tr("I-76 Neither army moved this turn: every neighbour of %1 "
                                      "is as far from the pushing army, the referee picks.")
                                   .arg(hexLabel(map, at));
    }
    std::sort(retreat.candidates.begin(), retreat.candidates.end(), lessXXYY);
    if (chosen) {
        if (std::find(retreat.candidates.begin(), retreat.candidates.end(), *chosen) ==
            retreat.candidates.end()) {
            QStringList labels;
            for (const map::Hex hex : retreat.candidates)
                labels << hexLabel(map, hex);
            return {std::nullopt,
                    Tr::tr("I-76 The %1 army cannot retreat to %2; it goes to %3.")
                        .arg(army.raceName, chosen->toXXYY(), labels.join(Tr::tr(" or ")))};
        }
        retreat.destination = *chosen;
    } else {
        const auto land = std::find_if(retreat.candidates.begin(), retreat.candidates.end(),
                                       [&](map::Hex hex) { return isLandHex(map, hex); });
        retreat.destination = land != retreat.candidates.end() ? *land : retreat.candidates.front();
        if (retreat.candidates.size() > 1)
            retreat.explanation << Tr::tr("I-76 Several areas are as far: %1 is taken (land "
                                          "first, then the lowest number); the referee may name "
                                          "another.")
                                       .arg(hexLabel(map, retreat.destination));
    }
    retreat.intoTheSea = !isLandHex(map, retreat.destination);
    if (retreat.intoTheSea)
        retreat.explanation << Tr::tr("§7.7.6 %1 is sea or off the map: the %2 army is driven "
                                      "into the sea and destroyed; the race goes back to box 0.")
                                   .arg(hexLabel(map, retreat.destination), army.raceName);
    return {retreat, {}};
}

IndependentHold countIndependentHold(const StrategicMap &map, const IndependentArmy &army,
                                     bool fought, const CampaignSettings &settings)
{
    IndependentHold hold;
    const auto index = map.areaAt(army.area);
    if (!index)
        return hold;
    const Area &area = map.areas[static_cast<std::size_t>(*index)];
    if (!area.isLand() || area.owner == noIndex)
        return hold;
    const int level = turnsToGainControl(area.centre);
    if (fought) {
        const bool reset = settings.battleResetsOccupation == OccupationAfterBattle::Reset;
        hold.occupation = reset ? 0 : army.occupation;
        hold.explanation = reset ? Tr::tr("I-55 The %1 army fought a battle in %2: its count "
                                          "starts again from 0.")
                                       .arg(army.raceName, areaLabel(area))
                                 : Tr::tr("I-55 The %1 army fought a battle in %2: this turn "
                                          "does not count (%3 of %4 turns held).")
                                       .arg(army.raceName, areaLabel(area))
                                       .arg(army.occupation)
                                       .arg(level);
        return hold;
    }
    if (army.movedThisTurn() && !settings.arrivalTurnCounts) {
        hold.explanation = Tr::tr("I-55 The %1 army arrived in %2 this turn: its hold counts "
                                  "from next turn.")
                               .arg(army.raceName, areaLabel(area));
        return hold;
    }
    hold.occupation = army.occupation + 1;
    if (hold.occupation < level) {
        hold.explanation = Tr::tr("§7.7.6 The %1 army has held %2 for %3 of the %4 turn(s) "
                                  "needed.")
                               .arg(army.raceName, areaLabel(area))
                               .arg(hold.occupation)
                               .arg(level);
        return hold;
    }
    hold.areaFreed = true;
    hold.occupation = 0;
    hold.explanation = Tr::tr("§7.7.6 The %1 army has held %2 for %n turn(s): the area leaves "
                              "%3 and becomes uncontrolled.",
                              nullptr, level)
                           .arg(army.raceName, areaLabel(area),
                                map.nations[static_cast<std::size_t>(area.owner)].name);
    return hold;
}

} // namespace herald::warmaster
