// The New Year's rules computation (§3.1) for a generated campaign of 64 nations and 256
// armies: NY-1 removal, NY-2a Last Stands and chaos lands (rolled and applied), the NY-3 tally,
// the NY-4 production plans with their explanations, and the outer ring of the absent nations
// (§7.6). Prints the figures at 1,000, 3,000 and 10,000 areas (the time per 1,000 areas shows
// whether growth stays linear); the target is under 50 ms at 10,000 areas. HERALD_BENCH_QUICK=1
// runs a few rounds only.
#include "newyearcampaign.h"

using namespace newyearbench;

int main()
{
    const int runs = quickBench() ? 3 : 50;
    struct Size
    {
        int columns;
        int rows;
    };
    int checksum = 0;
    bool met = true;
    for (const Size size : {Size{40, 25}, Size{60, 50}, Size{100, 100}}) {
        const Campaign c = generate(size.columns, size.rows);
        const Measured m = measure(c, runs, checksum);
        const int areas = size.columns * size.rows;
        char label[64];
        std::snprintf(label, sizeof label, "New Year, %5d areas (%.3f ms per 1,000)", areas,
                      m.wall.median * 1000.0 / areas);
        if (areas == 10000)
            met = report(label, m.wall, 50) && met;
        else
            print(label, m.wall);
        std::snprintf(label, sizeof label, "  CPU time, %5d areas (%.3f ms per 1,000)", areas,
                      m.cpu.median * 1000.0 / areas);
        print(label, m.cpu);
    }
    std::printf("bench_warmaster_newyear: %d nations, %d armies, %d runs [checksum %d]\n",
                nationCount, armyCount, runs, checksum);
    return benchExitCode(met);
}
