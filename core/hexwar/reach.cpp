#include "core/hexwar/reach.h"

#include <algorithm>
#include <functional>
#include <queue>
#include <vector>

namespace herald::hexwar {

namespace {

struct Node
{
    MoveProgress progress;
    map::Hex previous;
    bool hasPrevious = false;
};

} // namespace

QList<ReachableHex> reachableHexes(const HexwarMap &map, const GameState &state,
                                   const QString &unitId, const HexwarSettings &settings)
{
    const Unit *unit = state.unit(unitId);
    if (!unit || !unit->onMap() || state.phase != Phase::Movement ||
        state.activeSide != unit->side || state.movedThisPhase.contains(unitId))
        return {};
    const MoveBoard board = *moveBoard(map, state, *unit, settings);
    return reachableFrom(board, startMove(board, *unit));
}

QList<ReachableHex> reachableFrom(const MoveBoard &board, const MoveProgress &start)
{
    // Every stop rule (ZOC, river, one-hex minimum) is a property of the hex entered or spends
    // the whole MA, so the cheapest arrival in a hex is never worse than a dearer one: one
    // settled progress per hex is enough.
    QHash<map::Hex, Node> best;
    using Entry = std::pair<int, map::Hex>;
    std::priority_queue<Entry, std::vector<Entry>, std::greater<>> open;
    best.insert(start.at, Node{start, {}, false});
    open.push({start.spent, start.at});
    QSet<map::Hex> settled;
    while (!open.empty()) {
        const auto [cost, hex] = open.top();
        open.pop();
        if (settled.contains(hex))
            continue;
        settled.insert(hex);
        const MoveProgress here = best.value(hex).progress;
        if (here.ended != MoveEnd::No)
            continue;
        for (const map::Hex next : hex.neighbours()) {
            if (settled.contains(next))
                continue;
            const StepOutcome o = evaluateStep(board, here, next);
            if (o.refusal != MoveRefusal::None)
                continue;
            const int total = here.spent + o.cost;
            const auto found = best.constFind(next);
            if (found != best.constEnd() && found->progress.spent <= total)
                continue;
            MoveProgress after = here;
            after.at = next;
            after.spent = total;
            after.steps += 1;
            after.ended = o.ends;
            best.insert(next, Node{after, hex, true});
            open.push({total, next});
        }
    }

    QList<ReachableHex> out;
    for (auto it = best.cbegin(); it != best.cend(); ++it) {
        if (it.key() == start.at || board.occupants.contains(it.key()))
            continue;
        ReachableHex r{it.key(), it->progress.spent, {}};
        for (map::Hex h = it.key(); h != start.at; h = best.value(h).previous)
            r.path.prepend(h);
        out.append(r);
    }
    std::sort(out.begin(), out.end(), [](const ReachableHex &a, const ReachableHex &b) {
        return a.cost != b.cost ? a.cost < b.cost : a.hex < b.hex;
    });
    return out;
}

} // namespace herald::hexwar
