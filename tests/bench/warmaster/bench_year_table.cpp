// The campaign year's two rules computations side by side (issue 17): one month resolved
// (M-0 supply for every army, M-2 terrain checks and movement, M-3 engagements with location
// choices, M-5 occupation and supply again; the work bench_warmaster_month measures) and the
// New Year (NY-1 to NY-4 and the outer rings; the work bench_warmaster_newyear measures), on
// the same generated campaigns of 64 nations and 256 armies at every size. The sizes are
// 40 × 25 = 1,000, 60 × 50 = 3,000 and 99 × 99 = 9,801 areas: 99 × 99 is the largest map the
// XXYY numbering holds, so it stands for the 10,000. Targets: under 20 ms for the month
// and under 50 ms for the New Year at 9,801 areas (wall clock, as the two benchmarks hold them),
// and linear growth: from 1,000 to 9,801 areas (9.8 times the areas) each median CPU time may
// grow at most 15 times. Growth is judged on the CPU time because on a shared machine a short
// run fits in one time slice while a longer one also waits for a core, which the wall clock
// counts; the wall-clock growth is printed beside it. HERALD_BENCH_QUICK=1 runs a few rounds
// only.
#include "monthworld.h"
#include "newyearcampaign.h"

namespace {

struct Row
{
    int areas = 0;
    Measured month;
    Measured newYear;
};

/// Medians in milliseconds: wall clock, CPU time and CPU time per 1,000 areas.
void printRow(const Row &row)
{
    const double thousands = row.areas / 1000.0;
    std::printf("%6d | %8.3f %8.3f %8.3f | %8.3f %8.3f %8.3f\n", row.areas, row.month.wall.median,
                row.month.cpu.median, row.month.cpu.median / thousands, row.newYear.wall.median,
                row.newYear.cpu.median, row.newYear.cpu.median / thousands);
    std::fflush(stdout);
}

/// The growth from the smallest to the largest size: of the CPU time against its limit, of
/// the wall clock for reference.
bool reportGrowth(const char *what, const Measured &small, const Measured &large, double limit)
{
    const auto ratio = [](double a, double b) { return a > 0 ? b / a : 0; };
    const double cpu = ratio(small.cpu.median, large.cpu.median);
    const bool ok = cpu < limit;
    std::printf("%-48s CPU %6.2fx  target < %.1fx  %s  (wall clock %.2fx)\n", what, cpu, limit,
                ok ? "ok" : "MISSED", ratio(small.wall.median, large.wall.median));
    std::fflush(stdout);
    return ok;
}

} // namespace

int main()
{
    const bool quick = quickBench();
    const int monthRuns = quick ? 3 : 100;
    const int newYearRuns = quick ? 3 : 50;
    struct Size
    {
        int columns;
        int rows;
    };
    const Size sizes[] = {{40, 25}, {60, 50}, {99, 99}};
    std::printf("bench_warmaster_year_table: %d nations, %d armies at every size; medians of %d "
                "months and %d New Years\n",
                monthbench::nations, monthbench::armyPairs * 2, monthRuns, newYearRuns);
    std::printf("       | month (ms)                 | New Year (ms)\n");
    std::printf(" areas |     wall      CPU CPU/1000 |     wall      CPU CPU/1000\n");
    std::vector<Row> rows;
    int checksum = 0;
    for (const Size &size : sizes) {
        Row row;
        row.areas = size.columns * size.rows;
        const monthbench::World world = monthbench::generate(size.columns, size.rows);
        row.month = monthbench::timeMonth(world, monthRuns, checksum);
        const newyearbench::Campaign campaign = newyearbench::generate(size.columns, size.rows);
        row.newYear = newyearbench::measure(campaign, newYearRuns, checksum);
        printRow(row);
        rows.push_back(row);
    }
    std::printf("[checksum %d]\n", checksum);

    const Row &small = rows.front();
    const Row &large = rows.back();
    bool ok = report("one month M-0..M-5 at 9,801 areas", large.month.wall, 20);
    ok = report("the New Year at 9,801 areas", large.newYear.wall, 50) && ok;
    ok = reportGrowth("month, 1,000 to 9,801 areas (9.8x)", small.month, large.month, 15) && ok;
    ok = reportGrowth("New Year, 1,000 to 9,801 areas (9.8x)", small.newYear, large.newYear, 15) &&
         ok;
    return benchExitCode(ok);
}
