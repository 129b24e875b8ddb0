// Reachable hexes for every unit of a full game turn with all 37 counters of the Black Eagle
// order of battle on the shipped map (spec 5, 6): each side's movement phase asks for every one
// of its units. Prints the per-unit figures; the target is under 1 ms per unit, and a full run
// (by hand) fails if any unit's median misses it. HERALD_BENCH_QUICK=1 runs a few rounds only.
#include "../benchutil.h"
#include "core/hexwar/mapformat.h"
#include "core/hexwar/reach.h"
#include "core/hexwar/scenario.h"
#include "core/hexwar/sequence.h"

#include <QFile>

#include <chrono>
#include <map>

using namespace herald::hexwar;

namespace {

QByteArray readResource(const char *name)
{
    QFile file(QStringLiteral(HERALD_SOURCE_DIR "/resources/hexwar/") + QLatin1String(name));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(file.fileName()));
    return file.readAll();
}

// Every unit on the first free land hex of its set-up or entry area; the ogres, who have none
// (spec A4), on the first free hex of the frost giants' mountains.
GameState everyCounterOnTheMap(const HexwarMap &map, const Scenario &scenario)
{
    GameState state = newGame(scenario);
    const QList<herald::map::Hex> fallback =
        scenario.find(QStringLiteral("B18"))->arrival.area.resolve(map);
    for (const ScenarioUnit &su : scenario.units) {
        QList<herald::map::Hex> area = su.arrival.area.resolve(map);
        area += fallback;
        for (const herald::map::Hex hex : area) {
            if (map.isLand(hex) && !state.unitAt(hex)) {
                Unit *u = state.unit(su.unit.id);
                u->hex = hex;
                u->state = UnitState::Full;
                break;
            }
        }
    }
    return state;
}

} // namespace

int main()
{
    const auto mapParse = parseHexwarMap(readResource("black-eagle.map.json"));
    const auto scenarioParse = parseScenario(readResource("black-eagle.scenario.json"));
    if (!mapParse.ok() || !scenarioParse.ok())
        qFatal("cannot read the Black Eagle map or scenario");
    const HexwarMap &map = *mapParse.map;
    const Scenario &scenario = *scenarioParse.scenario;
    GameState state = everyCounterOnTheMap(map, scenario);
    int onMap = 0;
    for (const Unit &u : state.units)
        onMap += u.onMap() ? 1 : 0;

    const int rounds = quickBench() ? 3 : 200;
    std::vector<double> perUnit;
    std::map<QString, std::vector<double>> byUnit;
    long long checksum = 0;
    for (int round = 0; round < rounds; ++round) {
        for (const Side side : {Side::BlackEagle, Side::Karameikan}) {
            state.activeSide = side;
            state.phase = Phase::Movement;
            for (const Unit &u : state.units) {
                if (u.side != side || !u.onMap())
                    continue;
                const auto start = std::chrono::steady_clock::now();
                const auto reach = reachableHexes(map, state, u.id);
                const auto end = std::chrono::steady_clock::now();
                const double ms = std::chrono::duration<double, std::milli>(end - start).count();
                perUnit.push_back(ms);
                byUnit[u.id].push_back(ms);
                checksum += reach.size();
            }
        }
    }
    double worstMedian = 0;
    QString worstUnit;
    for (const auto &[id, samples] : byUnit) {
        const double median = figures(samples).median;
        if (median > worstMedian) {
            worstMedian = median;
            worstUnit = id;
        }
    }
    std::printf("bench_hexwar_reach: %d counters on a %dx%d map, %d rounds [checksum %lld]\n",
                onMap, map.columns(), map.rows(), rounds, checksum);
    const bool typical = report("reachable hexes, per unit", figures(perUnit), 1.0);
    std::printf("slowest unit: %s, median %.3f ms\n", qPrintable(worstUnit), worstMedian);
    const bool worst =
        report("reachable hexes, slowest unit's median", {worstMedian, worstMedian}, 1.0);
    return benchExitCode(typical && worst && onMap == int(scenario.units.size()));
}
