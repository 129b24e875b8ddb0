#pragma once

// The generated world of the month benchmarks and one month resolved on it (§3.2 M-0 to M-5):
// bench_warmaster_month and bench_warmaster_year_table measure the same work.
#include "../benchutil.h"
#include "core/warmaster/areacontrol.h"
#include "core/warmaster/armylimit.h"
#include "core/warmaster/engagements.h"
#include "core/warmaster/supply.h"

#include <chrono>
#include <ctime>

namespace monthbench {

using namespace herald::warmaster;
using Clock = std::chrono::steady_clock;

constexpr int nations = 64;
constexpr int armyPairs = 128;

/// A world of columns × rows hexes: the first column is sea, nations hold 8 × 8 blocks, every
/// 11th area is uncontrolled, towns, cities and mountains are sprinkled so that barriers,
/// ports and supply gaps all occur.
struct World
{
    StrategicMap map;
    herald::map::AreaGraph graph; ///< built once with the map, as the storage keeps it
    std::vector<Order> orders;
};

inline World generate(int columns, int rows)
{
    World w;
    for (int n = 0; n < nations; ++n) {
        Nation nation;
        nation.id = QStringLiteral("n%1").arg(n);
        nation.name = nation.id;
        w.map.nations.push_back(nation);
    }
    for (int c = 0; c < columns; ++c) {
        for (int r = 0; r < rows; ++r) {
            const int i = c * rows + r;
            Area a;
            a.hex = herald::map::Hex::fromOffset({c, r});
            if (c == 0) {
                a.terrain = Terrain::Sea;
                a.centre = PopulationCentre::None;
            } else {
                a.coastal = c == 1;
                a.terrain = i % 8 == 0 ? Terrain::Mountains : Terrain::Plains;
                a.owner = i % 11 == 0 ? noIndex : (c * 8 / columns) * 8 + r * 8 / rows;
                a.centre = i % 41 == 0  ? PopulationCentre::City
                           : i % 7 == 0 ? PopulationCentre::Town
                                        : PopulationCentre::Village;
            }
            w.map.areas.push_back(a);
        }
    }
    w.map.resolveBoundaries({});
    // Pairs of armies of neighbouring nations face each other: one marches into the other's
    // area, and every fourth pair tries to swap places. Army areas keep clear of the map's
    // edges so that every hex has a printed number (state details store them).
    w.graph = w.map.graph();
    const auto &graph = w.graph;
    for (int p = 0; p < armyPairs; ++p) {
        const int c = 2 + (p * 37) % (columns - 4);
        const int r = 1 + (p * 53) % (rows - 2);
        const int x = c * rows + r;
        const int y = graph.neighbours(x).back();
        Army a;
        a.id = QStringLiteral("a%1").arg(p);
        a.name = a.id;
        a.nationId = QStringLiteral("n%1").arg(p % nations);
        a.area = w.map.areas[static_cast<std::size_t>(x)].hex;
        Army b = a;
        b.id = QStringLiteral("b%1").arg(p);
        b.name = b.id;
        b.nationId = QStringLiteral("n%1").arg((p + 1) % nations);
        b.area = w.map.areas[static_cast<std::size_t>(y)].hex;
        b.location = ArmyLocation::PopulationCentre;
        w.map.armies.push_back(a);
        w.map.armies.push_back(b);
        Order move;
        move.armyId = a.id;
        move.kind = OrderKind::Move;
        move.destination = b.area;
        w.orders.push_back(move);
        Order other;
        other.armyId = b.id;
        other.kind = p % 4 == 0 ? OrderKind::Move : OrderKind::Hold;
        other.destination = a.area;
        w.orders.push_back(other);
    }
    return w;
}

/// M-0 to M-5 once; returns a checksum of what was decided.
inline int resolveMonth(const World &world, std::uint64_t seed)
{
    const StrategicMap &map = world.map;
    const CampaignSettings settings;
    const auto &graph = world.graph;
    std::vector<Army> armies = map.armies;
    SupplyTrace(map, graph, armies, settings).apply(armies);

    MovementFacts facts{map, graph, armies, {}};
    herald::dice::Dice dice(herald::dice::Generator(seed, 0));
    std::vector<TerrainCheckEntry> checks;
    for (const TerrainCheckDue &due : terrainChecksDue(facts, world.orders)) {
        const int roll = rollTerrainCheck(dice, 3, due.armyId);
        checks.push_back({due.armyId, *resolveTerrainCheck(3, roll, HabitatAdjustment::None,
                                                           due.naturalHabitat)});
    }
    MovementChoices choices;
    choices.checks = checks;
    MovementResult moved = resolveMovement(facts, world.orders, choices);

    const EngagementFacts engagementFacts{map, moved.armies, settings};
    QSet<QString> fought;
    std::vector<EngagementOutcome> outcomes;
    for (const Engagement &e : findEngagements(engagementFacts, world.orders, moved)) {
        std::vector<LocationChoice> locations;
        for (const QString &id : e.choosers)
            locations.push_back({id, ArmyLocation::Countryside});
        outcomes.push_back(resolveEngagement(e, engagementFacts, locations, {}));
        for (const PendingBattle &b : outcomes.back().battles)
            fought.unite(QSet<QString>(b.sides[0].begin(), b.sides[0].end()))
                .unite(QSet<QString>(b.sides[1].begin(), b.sides[1].end()));
    }
    for (const EngagementOutcome &o : outcomes)
        applyEngagementOutcome(moved.armies, o);

    const ControlResult control = countOccupation(map, moved.armies, fought, settings);
    const auto crowded = crowdedAreas(map, control.armies);
    const SupplyTrace after(map, graph, control.armies, settings);
    int inSupply = 0;
    for (const ArmySupply &s : after.armies())
        inSupply += s.inSupply() ? 1 : 0;
    return int(checks.size()) + int(outcomes.size()) * 10 + int(fought.size()) * 100 +
           int(crowded.size()) * 1000 + inSupply * 10000;
}

inline Measured timeMonth(const World &world, int runs, int &checksum)
{
    std::vector<double> wall;
    std::vector<double> cpu;
    for (int run = 0; run < runs; ++run) {
        const std::clock_t cpuStart = std::clock();
        const auto start = Clock::now();
        checksum = resolveMonth(world, static_cast<std::uint64_t>(run));
        wall.push_back(std::chrono::duration<double, std::milli>(Clock::now() - start).count());
        cpu.push_back(1000.0 * double(std::clock() - cpuStart) / CLOCKS_PER_SEC);
    }
    return {figures(wall), figures(cpu)};
}

} // namespace monthbench
