// One month of the WarMaster campaign resolved on a generated world of 64 nations and 256
// armies: supply for every army (M-0), terrain checks rolled, movement (M-2), engagements
// built and resolved with location choices (M-3), occupation and the one-army check, supply
// again (M-5). Printed at 1,000, 3,000 and 10,000 areas to show linear growth; the target is
// under 20 ms at 10,000 areas. HERALD_BENCH_QUICK=1 runs a few rounds only.
#include "monthworld.h"

using namespace monthbench;

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
        const Figures f = timeMonth(world, runs, checksum).wall;
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
