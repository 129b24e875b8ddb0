#pragma once

#include <QElapsedTimer>
#include <QtGlobal>

#include <algorithm>
#include <cstdio>
#include <vector>

/// @file
/// What every benchmark under tests/bench shares: it prints each figure with its target through
/// report(), and main() returns benchExitCode() of all the targets, so a full run (by hand)
/// fails on a missed target while ctest's quick run only checks that the benchmark runs.

/// Benchmarks run briefly under ctest (HERALD_BENCH_QUICK=1) and fully when run by hand.
inline bool quickBench()
{
    return qEnvironmentVariableIntValue("HERALD_BENCH_QUICK") == 1;
}

/// The exit code for a benchmark: a missed target fails a full run; a quick run under ctest
/// only prints it (CI shares its cores, so a short run's times say little).
inline int benchExitCode(bool targetsMet)
{
    return targetsMet || quickBench() ? 0 : 1;
}

/// Median and 90th percentile of samples (milliseconds unless report() is told another unit).
struct Figures
{
    double median = 0;
    double p90 = 0;
};

inline Figures figures(std::vector<double> samples)
{
    std::sort(samples.begin(), samples.end());
    if (samples.empty())
        return {};
    return {samples[samples.size() / 2],
            samples[std::min(samples.size() - 1, samples.size() * 9 / 10)]};
}

/// Wall-clock figures (the target) and the process's CPU time for the same runs: on a shared
/// machine the wall clock also counts the time spent waiting for a core, which the CPU time
/// leaves out, so the pair tells the cost of the code from the load of the machine.
struct Measured
{
    Figures wall;
    Figures cpu;
};

/// Prints one figure line without a target: a reference to compare the targeted figures with.
inline void print(const char *what, const Figures &f, const char *unit = "ms")
{
    std::printf("%-48s median %9.3f %s  p90 %9.3f %s  (reference, no target)\n", what, f.median,
                unit, f.p90, unit);
    std::fflush(stdout);
}

/// Prints one figure line and says whether its median meets the target (in `unit`).
inline bool report(const char *what, const Figures &f, double target, const char *unit = "ms")
{
    const bool ok = f.median < target;
    std::printf("%-48s median %9.3f %s  p90 %9.3f %s  target < %.1f %s  %s\n", what, f.median, unit,
                f.p90, unit, target, unit, ok ? "ok" : "MISSED");
    std::fflush(stdout);
    return ok;
}
