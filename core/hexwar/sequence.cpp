#include "core/hexwar/sequence.h"

#include "core/hexwar/victory.h"

#include <QCoreApplication>

namespace herald::hexwar {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::hexwar::Sequence)
};

// End of a game turn (spec 4.2.3): score, release, advance; after the last turn, finish.
void endGameTurn(const HexwarMap &map, const Scenario &scenario, GameState &next, QStringList &log)
{
    const TurnScore score = blackEagleTurnScore(map, scenario.victory, next);
    next.blackEagleHalfVp += score.halfVp;
    log.append(Tr::tr("End of game turn %1: the Black Eagle scores %2 VP, %3 in all (11.1).")
                   .arg(next.turn)
                   .arg(formatHalfVp(score.halfVp), formatHalfVp(next.blackEagleHalfVp)));
    log += score.lines;
    for (const ScenarioUnit &su : scenario.units) {
        const Arrival &a = su.arrival;
        if (a.kind != Arrival::Kind::OnVictoryPoints || next.released.contains(su.unit.id))
            continue;
        const int own = su.unit.side == Side::BlackEagle
                            ? next.blackEagleHalfVp
                            : karameikanHalfVp(scenario.victory, next, false);
        if (own >= 2 * a.threshold) {
            next.released.insert(su.unit.id);
            log.append(Tr::tr("%1 is released at %2 VP (10.3) and may enter from the next %3 "
                              "movement phase.")
                           .arg(su.unit.label())
                           .arg(a.threshold)
                           .arg(sideName(su.unit.side)));
        }
    }
    if (next.turn >= scenario.turns) {
        next.finished = true;
        const int be = blackEagleHalfVp(scenario.victory, next, true);
        const int k = karameikanHalfVp(scenario.victory, next, true);
        if (scenario.victory.objectiveHex && next.objectiveLastSide == Side::BlackEagle)
            log.append(Tr::tr("The Black Eagle was the last to enter %1: +%2 VP (11.3).")
                           .arg(map.number(*scenario.victory.objectiveHex))
                           .arg(scenario.victory.objectiveVp));
        log.append(Tr::tr("Final totals: Black Eagle %1 VP, Karameikan %2 VP.")
                       .arg(formatHalfVp(be), formatHalfVp(k)));
        log.append(victoryLevel(scenario.victory, be, k).explain());
        return;
    }
    next.turn += 1;
    next.activeSide = scenario.firstSide;
}

} // namespace

GameState newGame(const Scenario &scenario)
{
    GameState state;
    state.turn = 1;
    state.activeSide = scenario.firstSide;
    state.phase = Phase::Movement;
    state.objectiveHex = scenario.victory.objectiveHex;
    for (const ScenarioUnit &su : scenario.units) {
        Unit u = su.unit;
        u.state = UnitState::NotEntered;
        u.hex.reset();
        state.units.push_back(u);
    }
    return state;
}

std::optional<GameState> placeSetUpUnit(const HexwarMap &map, const Scenario &scenario,
                                        const GameState &state, const QString &unitId, map::Hex hex,
                                        QString *why)
{
    const auto refuse = [why](const QString &text) {
        if (why)
            *why = text;
        return std::nullopt;
    };
    const ScenarioUnit *su = scenario.find(unitId);
    const Unit *u = state.unit(unitId);
    if (!su || !u || su->arrival.kind != Arrival::Kind::SetUp)
        return refuse(Tr::tr("\"%1\" is not a set-up unit of this scenario (12.1)").arg(unitId));
    if (state.turn != 1 || state.phase != Phase::Movement ||
        state.activeSide != scenario.firstSide || !state.movedThisPhase.isEmpty())
        return refuse(Tr::tr("set-up ends when play begins (4.1)"));
    if (!su->arrival.area.resolve(map).contains(hex))
        return refuse(Tr::tr("%1 sets up in %2, and %3 is not there (12.1)")
                          .arg(u->label(), su->arrival.area.describe(map), map.number(hex)));
    if (!map.isLand(hex))
        return refuse(Tr::tr("%1 is water (A28)").arg(map.number(hex)));
    if (const Unit *other = state.unitAt(hex); other && other->id != unitId)
        return refuse(Tr::tr("%1 already holds %2: one unit per hex at set-up (4.1)")
                          .arg(map.number(hex), other->label()));
    GameState next = state;
    Unit *placed = next.unit(unitId);
    placed->hex = hex;
    placed->state = UnitState::Full;
    next.noteEntered(hex, placed->side);
    return next;
}

PhaseEnd endPhase(const HexwarMap &map, const Scenario &scenario, const GameState &state)
{
    PhaseEnd out;
    if (state.finished) {
        out.log.append(Tr::tr("The game is over."));
        return out;
    }
    if (state.aftermath && !state.aftermath->mustRetreat.isEmpty()) {
        out.log.append(Tr::tr("Refused: %1 must retreat before the phase ends (9.1).")
                           .arg(state.aftermath->mustRetreat.join(QStringLiteral(", "))));
        return out;
    }
    GameState next = state;
    next.aftermath.reset();
    next.movedThisPhase.clear();
    next.attackedThisPhase.clear();
    next.defendedThisPhase.clear();
    if (state.phase == Phase::Movement) {
        next.phase = Phase::Combat;
        out.log.append(
            Tr::tr("Game turn %1: %2 combat phase.").arg(next.turn).arg(sideName(next.activeSide)));
    } else {
        next.phase = Phase::Movement;
        if (state.activeSide == scenario.firstSide) {
            next.activeSide = enemyOf(state.activeSide);
        } else {
            endGameTurn(map, scenario, next, out.log);
        }
        if (!next.finished)
            out.log.append(Tr::tr("Game turn %1: %2 movement phase.")
                               .arg(next.turn)
                               .arg(sideName(next.activeSide)));
    }
    out.state = std::move(next);
    return out;
}

} // namespace herald::hexwar
