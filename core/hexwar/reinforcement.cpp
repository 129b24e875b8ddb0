#include "core/hexwar/reinforcement.h"

#include "core/hexwar/entrycost.h"
#include "core/hexwar/reach.h"

#include <QCoreApplication>

#include <climits>

namespace herald::hexwar {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::hexwar::Reinforcement)
};

bool isDue(const ScenarioUnit &su, const GameState &state)
{
    switch (su.arrival.kind) {
    case Arrival::Kind::SetUp:
        return false;
    case Arrival::Kind::OnTurn:
        return state.turn >= su.arrival.turn;
    case Arrival::Kind::OnVictoryPoints:
        return state.released.contains(su.unit.id);
    }
    return false;
}

// The unit standing on its entry hex, having paid for it (E2): the board it sees and its move
// so far. The one-hex minimum lets it in whatever the cost; an enemy ZOC there stops it (E3).
std::pair<MoveBoard, MoveProgress> entryMove(const HexwarMap &map, const GameState &state,
                                             const Unit &unit, map::Hex hex,
                                             const HexwarSettings &settings)
{
    GameState placed = state;
    Unit *entering = placed.unit(unit.id);
    entering->hex = hex;
    entering->state = UnitState::Full;
    const MoveBoard board = *moveBoard(map, placed, *entering, settings);
    MoveProgress p;
    p.unitId = unit.id;
    p.start = p.at = hex;
    p.movement = unit.movement;
    p.steps = 1;
    const int cost = hexMp(map, unit.kind, hex).value_or(unit.movement);
    if (cost > unit.movement) {
        p.spent = unit.movement;
        p.ended = MoveEnd::OneHexMinimum;
    } else {
        p.spent = cost;
    }
    if (board.enemyZoc.contains(hex))
        p.ended = MoveEnd::EnteredZoc;
    return {board, p};
}

} // namespace

QStringList availableReinforcements(const Scenario &scenario, const GameState &state, Side side)
{
    QStringList out;
    if (state.phase != Phase::Movement || state.activeSide != side || state.finished)
        return out;
    for (const ScenarioUnit &su : scenario.units) {
        const Unit *u = state.unit(su.unit.id);
        if (su.unit.side == side && u && u->state == UnitState::NotEntered && isDue(su, state))
            out.append(su.unit.id);
    }
    return out;
}

QList<map::Hex> entryHexes(const HexwarMap &map, const Scenario &scenario, const GameState &state,
                           const QString &unitId, const HexwarSettings &settings)
{
    const ScenarioUnit *su = scenario.find(unitId);
    const Unit *unit = state.unit(unitId);
    if (!su || !unit)
        return {};
    const QList<map::Hex> area = su->arrival.area.resolve(map);
    QList<map::Hex> out;
    for (const map::Hex hex : area) {
        const Unit *there = state.unitAt(hex);
        if (!map.isLand(hex) || (there && there->side != su->unit.side))
            continue;
        // A friend there is passed through, so the hex serves only if the unit can go on (E5).
        if (there) {
            const auto [board, progress] = entryMove(map, state, *unit, hex, settings);
            if (reachableFrom(board, progress).isEmpty())
                continue;
        }
        out.append(hex);
    }
    if (!out.isEmpty() || area.isEmpty())
        return out;
    // E3: the nearest hexes where the unit could be placed.
    int best = INT_MAX;
    for (const map::Hex hex : map.allHexes()) {
        if (!map.isLand(hex) || state.unitAt(hex))
            continue;
        int d = INT_MAX;
        for (const map::Hex a : area)
            d = std::min(d, a.distanceTo(hex));
        if (d < best) {
            best = d;
            out.clear();
        }
        if (d == best)
            out.append(hex);
    }
    return out;
}

std::optional<GameState> enterReinforcement(const HexwarMap &map, const Scenario &scenario,
                                            const GameState &state, const QString &unitId,
                                            const QList<map::Hex> &path, PathCheck *check,
                                            const HexwarSettings &settings)
{
    PathCheck verdict;
    const auto refuse = [&](MoveRefusal r, const QString &what) {
        verdict.refusal = r;
        verdict.failedStep = 0;
        verdict.explanation = Tr::tr("Refused (rule %1): %2.").arg(moveRuleSection(r), what);
        if (check)
            *check = verdict;
        return std::nullopt;
    };
    const Unit *u = state.unit(unitId);
    const ScenarioUnit *su = scenario.find(unitId);
    if (!u || !su)
        return refuse(MoveRefusal::UnknownUnit,
                      Tr::tr("no unit \"%1\" in this scenario").arg(unitId));
    if (!availableReinforcements(scenario, state, u->side).contains(unitId))
        return refuse(MoveRefusal::NotAvailable,
                      Tr::tr("%1 is not a reinforcement that may enter now").arg(u->label()));
    if (path.isEmpty())
        return refuse(MoveRefusal::EmptyPath,
                      Tr::tr("the entry of %1 names no hex").arg(u->label()));
    const QList<map::Hex> entries = entryHexes(map, scenario, state, unitId, settings);
    if (entries.isEmpty())
        return refuse(MoveRefusal::NoEntryHex,
                      Tr::tr("the scenario gives %1 no entry hex: the referee must choose one and "
                             "add it to the map's hex set \"%2\"")
                          .arg(u->label(), su->arrival.area.set));
    if (!entries.contains(path.first())) {
        QStringList ids;
        for (const map::Hex h : entries.mid(0, 8))
            ids.append(map.number(h));
        return refuse(MoveRefusal::NotAnEntryHex,
                      Tr::tr("%1 enters in %2, for example %3, not %4")
                          .arg(u->label(), su->arrival.area.describe(map),
                               ids.join(QStringLiteral(", ")), map.number(path.first())));
    }

    auto [board, p] = entryMove(map, state, *u, path.first(), settings);
    p.log.append(Tr::tr("enters at %1: %2 MP (E2)").arg(map.number(p.at)).arg(p.spent));
    for (int i = 1; i < path.size(); ++i) {
        const StepCheck step = checkStep(board, p, path.at(i));
        if (!step.ok()) {
            verdict.refusal = step.refusal;
            verdict.failedStep = i;
            p.log.append(step.explanation);
            verdict.explanation = p.log.join(QLatin1Char('\n'));
            if (check)
                *check = verdict;
            return std::nullopt;
        }
        p = step.after;
    }
    if (board.occupants.contains(p.at)) {
        verdict.refusal = MoveRefusal::EndsStacked;
        verdict.failedStep = int(path.size()) - 1;
        verdict.explanation =
            Tr::tr("Refused (rule M10, E5): %1 may pass through %2 but not stop there.")
                .arg(u->label(), map.number(p.at));
        if (check)
            *check = verdict;
        return std::nullopt;
    }
    verdict.spent = p.spent;
    verdict.explanation = p.log.join(QLatin1Char('\n'));
    if (check)
        *check = verdict;
    GameState next = state;
    Unit *arrived = next.unit(unitId);
    arrived->state = UnitState::Full;
    arrived->hex = p.at;
    next.movedThisPhase.insert(unitId);
    for (const map::Hex hex : path)
        next.noteEntered(hex, arrived->side);
    return next;
}

} // namespace herald::hexwar
