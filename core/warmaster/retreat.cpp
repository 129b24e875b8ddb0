#include "core/warmaster/retreat.h"

#include "core/warmaster/armyplacement.h"
#include "core/warmaster/armypositions.h"

#include <QCoreApplication>

#include <algorithm>
#include <limits>

namespace herald::warmaster {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::warmaster::Retreat)
};

/// Steps from `from` to the nearest town or city of the nation; max() when none is reachable.
int stepsToOwnCentre(const StrategicMap &map, const map::AreaGraph &graph, int from, int nation)
{
    const std::vector<int> distance = graph.distancesFrom(from);
    int best = std::numeric_limits<int>::max();
    for (std::size_t i = 0; i < map.areas.size(); ++i) {
        const Area &a = map.areas[i];
        if (a.owner == nation && distance[i] >= 0 &&
            (a.centre == PopulationCentre::Town || a.centre == PopulationCentre::City))
            best = std::min(best, distance[i]);
    }
    return best;
}

} // namespace

QString RetreatChoice::explain(const StrategicMap &map) const
{
    switch (level) {
    case 1:
        return Tr::tr("§6.7 (1) back to the area it came from: %1").arg(areaLabels(map, areas));
    case 2:
        return Tr::tr("§6.7 (2) a free area of its own nation: %1").arg(areaLabels(map, areas));
    case 3:
        return Tr::tr("§6.7 (3) a free uncontrolled area: %1").arg(areaLabels(map, areas));
    case 4:
        return Tr::tr("§6.7 (4) another player's area without town or city, nearer its own: %1")
            .arg(areaLabels(map, areas));
    default:
        return Tr::tr("§6.7 no area qualifies: the army routs (§6.8).");
    }
}

RetreatChoice retreatChoices(const StrategicMap &map, std::span<const Army> armies, int army)
{
    const ArmyPositions positions(map, armies);
    const int here = positions.area(army);
    const int nation = positions.nation(army);
    if (here == noIndex || nation == noIndex)
        return {};
    // §7.7.6: an independent lesser-race army holds its area like any army.
    const auto free = [&](int area) {
        const auto in = positions.armiesIn(area);
        const map::Hex hex = map.areas[static_cast<std::size_t>(area)].hex;
        return std::none_of(in.begin(), in.end(),
                            [&](int other) {
                                return other != army &&
                                       countsAsArmy(armies[static_cast<std::size_t>(other)]);
                            }) &&
               std::none_of(map.independentArmies.begin(), map.independentArmies.end(),
                            [&](const IndependentMarker &m) { return m.area == hex; });
    };
    const Army &self = armies[static_cast<std::size_t>(army)];
    if (self.moved && self.originArea) {
        const auto origin = map.areaAt(*self.originArea);
        if (origin && *origin != here && map.armyMayStand(nation, *origin) && free(*origin))
            return {1, {*origin}};
    }
    const map::AreaGraph graph = map.graph();
    std::vector<int> levels[3];
    int stepsHere = -1; // worked out only when a level-4 candidate needs it
    for (const int n : graph.neighbours(here)) {
        const Area &a = map.areas[static_cast<std::size_t>(n)];
        if (!map.armyMayStand(nation, n))
            continue;
        if (a.owner == nation && free(n))
            levels[0].push_back(n);
        else if (a.owner == noIndex && free(n))
            levels[1].push_back(n);
        else if (a.owner != nation && a.owner != noIndex && a.centre == PopulationCentre::Village) {
            if (stepsHere < 0)
                stepsHere = stepsToOwnCentre(map, graph, here, nation);
            if (stepsToOwnCentre(map, graph, n, nation) < stepsHere)
                levels[2].push_back(n);
        }
    }
    for (int level = 0; level < 3; ++level) {
        if (!levels[level].empty()) {
            std::sort(levels[level].begin(), levels[level].end());
            return {level + 2, levels[level]};
        }
    }
    return {};
}

} // namespace herald::warmaster
