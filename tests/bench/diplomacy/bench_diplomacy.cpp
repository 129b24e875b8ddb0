// Diplomacy adjudicator benchmarks: movement, retreat and adjustment phases on the
// standard board from random play, the whole DATC suite, and (when valgrind is installed
// and the run is not quick) instructions per movement phase under callgrind. A full run fails
// when a figure misses its target (benchutil.h); ctest's quick run only checks it runs.
#include "../benchutil.h"
#include "datcfile.h"
#include "datcrunner.h"
#include "randomplay.h"
#include "testsupport.h"

#include "core/diplomacy/adjudicator.h"

#include <QTemporaryDir>
#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

using namespace herald::diplomacy;
using namespace herald::diplomacy::test;
using Clock = std::chrono::steady_clock;

namespace {

struct Sample
{
    Position position;
    std::vector<Order> orders;
};

/// Phases met in random games on the standard board, sorted by phase type.
struct Samples
{
    std::vector<Sample> byPhase[3];
};

Samples collect(int games, int years)
{
    Samples out;
    Adjudication result;
    for (int game = 0; game < games; ++game) {
        std::mt19937 random(static_cast<unsigned>(1000 + game));
        Position position = initialPosition(standardVariant());
        while (position.year < 1901 + years) {
            Sample s{position, randomOrders(position, random)};
            adjudicate(s.position, s.orders, result);
            out.byPhase[static_cast<int>(position.phase)].push_back(std::move(s));
            position = result.next;
        }
    }
    return out;
}

/// Times each sample `repeat` times and returns per-phase microseconds.
Figures timePhases(const std::vector<Sample> &samples, int repeat)
{
    Adjudication result;
    std::vector<double> us;
    us.reserve(samples.size());
    for (const Sample &s : samples) {
        const auto start = Clock::now();
        for (int i = 0; i < repeat; ++i)
            adjudicate(s.position, s.orders, result);
        const std::chrono::duration<double, std::micro> took = Clock::now() - start;
        us.push_back(took.count() / repeat);
    }
    return figures(std::move(us));
}

double averageUnits(const std::vector<Sample> &samples)
{
    double units = 0;
    for (const Sample &s : samples) {
        for (const Unit &u : s.position.units)
            units += u.exists() ? 1 : 0;
    }
    return units / static_cast<double>(samples.size());
}

/// Milliseconds to read both DATC files and parse and adjudicate every case, over `runs` runs;
/// `failed` counts the cases the judge got wrong.
Figures timeDatc(int runs, int &failed)
{
    const std::string dir = HERALD_SHARED_DIR "/data/diplomacy/";
    const std::string base = readTextFile(dir + "datc_v2.4_06.txt");
    const std::string delta = readTextFile(dir + "datc_v3.0_delta.txt");
    std::vector<double> ms;
    for (int r = 0; r < runs; ++r) {
        const auto start = Clock::now();
        std::string error;
        const auto cases = mergeDatc(readDatc(base, error), readDatc(delta, error));
        failed = error.empty() ? 0 : 1;
        for (const DatcCase &c : cases)
            failed += runDatcCase(standardVariant(), c).empty() ? 0 : 1;
        const std::chrono::duration<double, std::milli> took = Clock::now() - start;
        ms.push_back(took.count());
        if (failed != 0)
            std::printf("DATC: %d cases failed %s\n", failed, error.c_str());
    }
    return figures(std::move(ms));
}

/// Runs only movement phases, for callgrind to count.
int callgrindTarget(int phases)
{
    const Samples samples = collect(20, 10);
    const auto &moves = samples.byPhase[0];
    Adjudication result;
    for (int i = 0; i < phases; ++i)
        adjudicate(moves[static_cast<std::size_t>(i) % moves.size()].position,
                   moves[static_cast<std::size_t>(i) % moves.size()].orders, result);
    return 0;
}

/// Instructions per movement phase counted by callgrind, or a negative number.
double callgrindInstructions(const char *self, int phases)
{
    if (std::system("valgrind --version > /dev/null 2>&1") != 0)
        return -1;
    // callgrind's output goes to a folder of this run, removed afterwards.
    const QTemporaryDir folder;
    if (!folder.isValid())
        return -1;
    const std::string out = folder.filePath(QStringLiteral("callgrind.out")).toStdString();
    const std::string command = "valgrind --tool=callgrind --toggle-collect='*adjudicateMovement*'"
                                " --callgrind-out-file=" +
                                out + " " + self + " --callgrind-target " + std::to_string(phases) +
                                " > /dev/null 2>&1";
    if (std::system(command.c_str()) != 0)
        return -1;
    std::ifstream file(out);
    std::string line;
    double total = -1;
    while (std::getline(file, line)) {
        if (line.rfind("summary:", 0) == 0 || line.rfind("totals:", 0) == 0)
            total = std::stod(line.substr(line.find(':') + 1));
    }
    std::remove(out.c_str());
    return total < 0 ? -1 : total / phases;
}

} // namespace

int main(int argc, char **argv)
{
    if (argc == 3 && std::string(argv[1]) == "--callgrind-target")
        return callgrindTarget(std::atoi(argv[2]));
    const bool quick = quickBench();
    const Samples samples = quick ? collect(5, 6) : collect(60, 15);
    const int repeat = quick ? 3 : 20;

    const char *names[3] = {"movement phase", "retreat phase", "adjustment phase"};
    const double targets[3] = {15, 3, 3};
    bool ok = true;
    for (int phase = 0; phase < 3; ++phase) {
        const auto &set = samples.byPhase[phase];
        std::printf("%s: %zu samples, %.1f units on average\n", names[phase], set.size(),
                    averageUnits(set));
        ok &= report(names[phase], timePhases(set, repeat), targets[phase], "us");
    }
    int failed = 0;
    ok &= report("DATC suite (read, parse, adjudicate both files)",
                 timeDatc(quick ? 3 : 21, failed), 10);
    ok &= failed == 0;
    if (!quick) {
        const double instructions = callgrindInstructions(argv[0], 2000);
        if (instructions > 0)
            ok &= report("callgrind: instructions per movement phase", {instructions, instructions},
                         100000, "instr");
        else
            std::printf("callgrind: valgrind not available\n");
    }
    return benchExitCode(ok);
}
