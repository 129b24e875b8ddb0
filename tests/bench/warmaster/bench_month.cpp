// One month of the WarMaster campaign resolved on a generated world of 64 nations and 256
// armies: supply for every army (M-0), terrain checks rolled, movement (M-2), engagements
// built and resolved with location choices (M-3), occupation and the one-army check, supply
// again (M-5). Printed at 1,000, 3,000 and 10,000 areas to show linear growth; the target is
// under 20 ms at 10,000 areas. HERALD_BENCH_QUICK=1 runs a few rounds only.
#include "../benchutil.h"
#include "core/warmaster/areacontrol.h"
#include "core/warmaster/armylimit.h"
#include "core/warmaster/engagements.h"
#include "core/warmaster/supply.h"

#include <chrono>

using namespace herald::warmaster;
using Clock = std::chrono::steady_clock;

namespace {

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

World generate(int columns, int rows)
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
int resolveMonth(const World &world, std::uint64_t seed)
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

Figures timeMonth(const World &world, int runs, int &checksum)
{
    std::vector<double> ms;
    for (int run = 0; run < runs; ++run) {
        const auto start = Clock::now();
        checksum = resolveMonth(world, static_cast<std::uint64_t>(run));
        ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - start).count());
    }
    return figures(ms);
}

} // namespace

int main()
{
    const int runs = quickBench() ? 3 : 100;
    struct Size
    {
        int columns;
        int rows;
    };
    const Size sizes[] = {{40, 25}, {60, 50}, {100, 100}};
    std::printf("bench_warmaster_month: %d nations, %d armies, %d runs per size\n", nations,
                armyPairs * 2, runs);
    bool ok = true;
    double perThousandSmall = 0;
    for (const Size &size : sizes) {
        const World world = generate(size.columns, size.rows);
        const int areas = size.columns * size.rows;
        int checksum = 0;
        const Figures f = timeMonth(world, runs, checksum);
        char what[96];
        std::snprintf(what, sizeof what, "one month M-0..M-5, %5d areas [checksum %d]", areas,
                      checksum);
        if (areas == 10000) {
            ok = report(what, f, 20) && ok;
            // Linear growth: ten times the areas may cost at most ten times as much (plus a
            // margin for the fixed share of the 256 armies).
            const Figures perThousand{f.median / 10, f.p90 / 10};
            ok = report("  per 1,000 areas at 10,000", perThousand, perThousandSmall * 1.5) && ok;
        } else {
            print(what, f);
            if (areas == 1000)
                perThousandSmall = f.median;
        }
        // The storage builds the area graph when it loads the map, not once a month.
        std::vector<double> graphMs;
        for (int run = 0; run < runs; ++run) {
            const auto start = Clock::now();
            const auto graph = world.map.graph();
            graphMs.push_back(
                std::chrono::duration<double, std::milli>(Clock::now() - start).count());
        }
        std::snprintf(what, sizeof what, "  the area graph of %5d areas (reference)", areas);
        print(what, figures(graphMs));
    }
    return benchExitCode(ok);
}
