// Issue 21's target: 10,000 battles simulated by the auto-resolve policy (§15) under 100 ms
// in a Release build. Two major armies (8 brigades and 2 leaders a side). Prints the wall and
// CPU time of each run, the median and 90th percentile; a full run (by hand) fails over
// 100 ms; HERALD_BENCH_QUICK=1 (ctest) runs three times and only prints.
#include "../benchutil.h"
#include "core/battleboard/simulation.h"

#include <chrono>
#include <ctime>

using namespace herald::battleboard;

namespace {

std::vector<Deployment> army(bool attacker)
{
    std::vector<Deployment> a;
    for (int i = 0; i < 4; ++i)
        a.push_back({UnitType::Infantry, false, SpaceKind::Reserve, 0, 0});
    a.push_back({UnitType::Cavalry, attacker, SpaceKind::Reserve, 0, 0});
    a.push_back({UnitType::Cavalry, false, SpaceKind::Reserve, 0, 0});
    a.push_back({UnitType::Artillery, false, SpaceKind::Reserve, 0, 0});
    a.push_back({UnitType::Artillery, false, SpaceKind::Reserve, 0, 0});
    a.push_back({UnitType::Leader, false, SpaceKind::Reserve, 0, 0});
    a.push_back({UnitType::Leader, false, SpaceKind::Reserve, 0, 0});
    return a;
}

double cpuMs()
{
    return 1000.0 * double(std::clock()) / CLOCKS_PER_SEC;
}

} // namespace

int main()
{
    constexpr int battles = 10000;
    const Ruleset rules;
    const auto attacker = army(true);
    const auto defender = army(false);
    const int runs = quickBench() ? 3 : 15;
    std::vector<double> wall;
    std::vector<double> cpu;
    BattleOdds odds;
    for (int run = 0; run < runs; ++run) {
        const double c0 = cpuMs();
        const auto start = std::chrono::steady_clock::now();
        odds = simulateBattles(attacker, defender, rules, 20260 + std::uint64_t(run), battles);
        const auto end = std::chrono::steady_clock::now();
        cpu.push_back(cpuMs() - c0);
        wall.push_back(std::chrono::duration<double, std::milli>(end - start).count());
    }
    std::printf("bench_battleboard_autoresolve: %d battles per run, %d runs; last run: attacker "
                "%.3f, defender %.3f, undecided %.3f, mean turns %.2f, losses A %.2f D %.2f\n",
                battles, runs, odds.attackerShare(), odds.defenderShare(), odds.undecidedShare(),
                odds.meanTurns, odds.losses[0].total(), odds.losses[1].total());
    print("CPU time of 10,000 simulated battles", figures(cpu));
    const bool ok = report("10,000 simulated battles (wall)", figures(wall), 100.0);
    return benchExitCode(ok && odds.battles == battles);
}
