#pragma once

#include <QElapsedTimer>
#include <QtGlobal>

#include <algorithm>
#include <cstdio>
#include <vector>

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

/// Median and 90th percentile of samples in milliseconds.
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

/// Prints one figure line and says whether it meets its target.
inline bool report(const char *what, const Figures &f, double targetMs)
{
    const bool ok = f.median < targetMs;
    std::printf("%-48s median %9.3f ms  p90 %9.3f ms  target < %.1f ms  %s\n", what, f.median,
                f.p90, targetMs, ok ? "ok" : "MISSED");
    std::fflush(stdout);
    return ok;
}
