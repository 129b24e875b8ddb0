#include "core/warmaster/routedmarch.h"

#include "core/warmaster/armyplacement.h"
#include "core/warmaster/armypositions.h"
#include "core/warmaster/armystatedetail.h"

#include <QCoreApplication>

#include <algorithm>

namespace herald::warmaster {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::warmaster::RoutedMarch)
};

bool isTownOrCity(const Area &area)
{
    return area.centre == PopulationCentre::Town || area.centre == PopulationCentre::City;
}

/// I-58: an army of another nation that moved into the routed army's area this turn.
bool contactedThisTurn(const StrategicMap &map, const Army &routed)
{
    return std::any_of(map.armies.begin(), map.armies.end(), [&](const Army &other) {
        return other.nationId != routed.nationId && other.moved && other.area == routed.area;
    });
}

} // namespace

QString RoutedMarch::explain(const StrategicMap &map, const QString &army, int chosen) const
{
    const QString chosenLabel =
        chosen >= 0 ? areaLabel(map.areas[static_cast<std::size_t>(chosen)]) : QString();
    std::vector<int> others = steps;
    std::erase(others, chosen);
    //: appended when a routed army had several equal steps; %1 the other areas
    const QString alternatives =
        others.empty()
            ? QString()
            : Tr::tr(" (the owner may choose %1 instead, I-58)").arg(areaLabels(map, others));
    switch (kind) {
    case Kind::Marches:
        //: %1 army, %2 steps to go, %3 the area it marches to, %4 the alternatives or nothing
        return Tr::tr("§6.8 %1 is routed, %2 area steps from a free town or city of its own: it "
                      "marches to %3%4")
            .arg(army)
            .arg(stepsToHome)
            .arg(chosenLabel, alternatives);
    case Kind::Arrives:
        //: %1 army, %2 its home area, %3 the alternatives or nothing
        return Tr::tr("§6.8 %1 is routed and reaches %2, a free town or city of its own%3; it "
                      "reforms after one full turn there without an enemy entering")
            .arg(army, chosenLabel, alternatives);
    case Kind::Waits:
        return Tr::tr("§6.8 %1 is routed and waits at home for one full turn without an enemy "
                      "entering (an enemy's arrival starts the wait again, I-58)")
            .arg(army);
    case Kind::Reforms:
        return Tr::tr("§6.8 %1 stood a full turn at home without contact: it reforms as an army")
            .arg(army);
    case Kind::Stranded:
        break;
    }
    return Tr::tr("§6.8 %1 is routed and no free town or city of its own can be reached: it "
                  "stays where it is (I-58)")
        .arg(army);
}

RoutedMarch routedMarch(const StrategicMap &map, std::span<const Army> armies, int army,
                        RoutedWait wait)
{
    const ArmyPositions positions(map, armies);
    const int here = positions.area(army);
    const int nation = positions.nation(army);
    RoutedMarch march;
    if (here == noIndex || nation == noIndex)
        return march;
    const auto isHome = [&](int area) {
        const Area &a = map.areas[static_cast<std::size_t>(area)];
        if (a.owner != nation || !isTownOrCity(a))
            return false;
        const auto in = positions.armiesIn(area);
        return std::none_of(in.begin(), in.end(), [&](int other) {
            return other != army && countsAsArmy(armies[static_cast<std::size_t>(other)]);
        });
    };
    if (isHome(here)) {
        march.kind = wait.homeBeforeThisTurn && !wait.contactedThisTurn ? RoutedMarch::Kind::Reforms
                                                                        : RoutedMarch::Kind::Waits;
        return march;
    }
    const map::AreaGraph graph = map.graph();
    // Over land, and for the sea people only where there is water (§7.2.7).
    const map::AreaGraph::Passable overLand = [&map, nation](int, int to) {
        return map.armyMayStand(nation, to);
    };
    // Steps from each area to the nearest home area: the graph is undirected, so a search
    // from every home area at once would do; one search per neighbour keeps it simple and the
    // neighbours are few.
    const auto stepsHome = [&](int from) {
        const std::vector<int> distance = graph.distancesFrom(from, overLand);
        int best = -1;
        for (int area = 0; area < static_cast<int>(map.areas.size()); ++area) {
            const int d = distance[static_cast<std::size_t>(area)];
            if (d >= 0 && isHome(area) && (best < 0 || d < best))
                best = d;
        }
        return best;
    };
    march.stepsToHome = stepsHome(here);
    if (march.stepsToHome < 0)
        return march;
    for (const int n : graph.neighbours(here)) {
        if (map.armyMayStand(nation, n) && stepsHome(n) == march.stepsToHome - 1)
            march.steps.push_back(n);
    }
    std::sort(march.steps.begin(), march.steps.end());
    march.kind = march.stepsToHome == 1 ? RoutedMarch::Kind::Arrives : RoutedMarch::Kind::Marches;
    return march;
}

std::vector<PlannedRoutedStep> planRoutedSteps(const StrategicMap &map, int turn)
{
    std::vector<PlannedRoutedStep> planned;
    for (int i = 0; i < static_cast<int>(map.armies.size()); ++i) {
        const Army &army = map.armies[static_cast<std::size_t>(i)];
        if (army.state != ArmyState::Routed)
            continue;
        const ArmyStateDetail detail = readStateDetail(army.stateDetail);
        PlannedRoutedStep step;
        step.army = i;
        step.contacted = contactedThisTurn(map, army);
        step.march = routedMarch(map, map.armies, i,
                                 {detail.homeSince > 0 && detail.homeSince < turn, step.contacted});
        const std::vector<int> &steps = step.march.steps;
        if (!steps.empty()) {
            const auto asked = detail.marchTo ? map.areaAt(*detail.marchTo) : std::nullopt;
            step.chosen = asked && std::find(steps.begin(), steps.end(), *asked) != steps.end()
                              ? *asked
                              : steps.front();
        }
        planned.push_back(step);
    }
    return planned;
}

bool mayRallyLastDitch(const StrategicMap &map, std::span<const Army> armies, int nation,
                       bool rallyUsed)
{
    if (rallyUsed)
        return false;
    bool anyRouted = false;
    for (const Army &army : armies) {
        const auto index = map.nationIndex(army.nationId);
        if (!index || *index != nation)
            continue;
        if (countsAsArmy(army))
            return false;
        anyRouted = true;
    }
    return anyRouted;
}

} // namespace herald::warmaster
