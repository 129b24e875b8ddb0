#pragma once

// The generated campaign of the New Year benchmarks and the New Year's rules work on it (§3.1):
// bench_warmaster_newyear and bench_warmaster_year_table measure the same work.
#include "../benchutil.h"
#include "core/warmaster/armyremoval.h"
#include "core/warmaster/chaoslands.h"
#include "core/warmaster/laststand.h"
#include "core/warmaster/npp.h"
#include "core/warmaster/productionplan.h"

#include <chrono>
#include <ctime>

namespace newyearbench {

using namespace herald::warmaster;

constexpr int nationCount = 64;
constexpr int armyCount = 256;

struct Campaign
{
    StrategicMap map;
    std::vector<Army> armies;
    QSet<int> absent;
    QSet<QString> absentIds;
};

/// columns × rows areas in 8 × 8 blocks of nations, a few uncontrolled; towns, cities and chaos
/// lands sprinkled evenly; the last nation has lost its towns (a Last Stand); two are absent.
inline Campaign generate(int columns, int rows)
{
    Campaign c;
    for (int n = 0; n < nationCount; ++n) {
        Nation nation;
        nation.id = QStringLiteral("n%1").arg(n);
        nation.name = QStringLiteral("Nation %1").arg(n);
        c.map.nations.push_back(nation);
    }
    c.map.landmasses = {{QStringLiteral("main"), QStringLiteral("Mainland")}};
    for (int col = 0; col < columns; ++col) {
        for (int row = 0; row < rows; ++row) {
            Area a;
            a.hex = herald::map::Hex::fromOffset({col, row});
            a.landmass = 0;
            const int i = col * rows + row;
            const int owner = (col * 8 / columns) * 8 + row * 8 / rows;
            a.owner = i % 9 == 0 ? noIndex : owner;
            a.centre = i % 41 == 0  ? PopulationCentre::City
                       : i % 7 == 0 ? PopulationCentre::Town
                                    : PopulationCentre::Village;
            if (owner == nationCount - 1)
                a.centre = PopulationCentre::Village;
            a.chaos = i % 97 == 0;
            c.map.areas.push_back(a);
        }
    }
    c.map.reindex();
    for (int n : {5, 40}) {
        c.map.nations[std::size_t(n)].npp = true;
        c.absent.insert(n);
        c.absentIds.insert(c.map.nations[std::size_t(n)].id);
    }
    for (int i = 0; i < armyCount; ++i) {
        Army army;
        army.id = QStringLiteral("a%1").arg(i);
        army.name = QStringLiteral("Army %1").arg(i);
        army.nationId = c.map.nations[std::size_t(i % nationCount)].id;
        army.area = c.map.areas[std::size_t(i * 37 % c.map.areas.size())].hex;
        if (i % 50 == 0)
            army.expeditionId = QStringLiteral("e%1").arg(i);
        c.armies.push_back(army);
    }
    return c;
}

/// One New Year's computation; returns a checksum so that nothing is optimised away.
inline int newYear(StrategicMap &map, const Campaign &c, herald::dice::Dice &dice)
{
    const CampaignSettings settings;
    ArmyRemovalFacts facts{
        c.armies, {QStringLiteral("e0"), QStringLiteral("e100")}, {}, c.absentIds};
    int checksum = static_cast<int>(removeOldArmies(facts).size());
    checksum += static_cast<int>(planLastStands(map, c.absent).size());
    const ChaosYear chaos = rollChaos(map, dice, c.absent);
    checksum += static_cast<int>(chaos.explain(map).size());
    applyChaosMoves(map, chaos);
    const Tally tally = tallyNations(map, {chaos.lands, {}, {}});
    for (const NationTally &nation : tally.nations)
        checksum += nation.population.total();
    for (const ProductionPlan &plan : planProduction(map, settings, c.absent))
        checksum += static_cast<int>(plan.explain(map).size());
    const herald::map::AreaGraph graph = map.graph();
    for (const int n : c.absent)
        checksum += static_cast<int>(outerRing(map, graph, n).areas.size());
    return checksum;
}

inline Measured measure(const Campaign &c, int runs, int &checksum)
{
    std::vector<double> wall;
    std::vector<double> cpu;
    for (int run = 0; run < runs; ++run) {
        StrategicMap map = c.map; // the New Year changes the map; each run starts afresh
        herald::dice::Dice dice(herald::dice::Generator(42, 0));
        const std::clock_t cpuStart = std::clock();
        const auto start = std::chrono::steady_clock::now();
        checksum += newYear(map, c, dice);
        const auto end = std::chrono::steady_clock::now();
        cpu.push_back(1000.0 * double(std::clock() - cpuStart) / CLOCKS_PER_SEC);
        wall.push_back(std::chrono::duration<double, std::milli>(end - start).count());
    }
    return {figures(wall), figures(cpu)};
}

} // namespace newyearbench
