// The New Year tally over a large map: 10,000 areas, 64 nations, one pass (§2.1-§2.3).
// Prints the median time of many runs; the target is under 5 ms. HERALD_BENCH_QUICK=1 runs
// a few rounds only.
#include "../benchutil.h"
#include "core/warmaster/population.h"

#include <chrono>

using namespace herald::warmaster;

int main()
{
    constexpr int columns = 100;
    constexpr int rows = 100;
    constexpr int nations = 64;
    StrategicMap map;
    for (int n = 0; n < nations; ++n) {
        map.nations.emplace_back();
        map.nations.back().id = QStringLiteral("n%1").arg(n);
    }
    TallyAdjustments adjustments;
    for (int c = 0; c < columns; ++c) {
        for (int r = 0; r < rows; ++r) {
            Area a;
            a.hex = herald::map::Hex::fromOffset({c, r});
            const int i = c * rows + r;
            a.owner = i % 9 == 0 ? noIndex : (i / 7) % nations; // some uncontrolled
            a.centre = i % 41 == 0  ? PopulationCentre::City
                       : i % 7 == 0 ? PopulationCentre::Town
                                    : PopulationCentre::Village;
            a.chaos = i % 97 == 0 && a.centre == PopulationCentre::Village;
            if (a.chaos && a.owner != noIndex)
                adjustments.chaosRolls.push_back({i, 1 + i % 10});
            map.areas.push_back(a);
        }
    }
    for (int n = 0; n < nations; ++n)
        adjustments.characterPoints.push_back({n, noIndex, 1, QStringLiteral("POI bonus")});

    const int runs = quickBench() ? 5 : 200;
    std::vector<double> ms;
    int checksum = 0;
    for (int run = 0; run < runs; ++run) {
        const auto start = std::chrono::steady_clock::now();
        const Tally tally = tallyNations(map, adjustments);
        const auto end = std::chrono::steady_clock::now();
        ms.push_back(std::chrono::duration<double, std::milli>(end - start).count());
        checksum += tally.nations[0].population.total();
    }
    std::printf("bench_warmaster_tally: %zu areas, %d nations, %d runs [checksum %d]\n",
                map.areas.size(), nations, runs, checksum);
    return benchExitCode(report("tally of every nation", figures(ms), 5));
}
