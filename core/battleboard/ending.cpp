#include "core/battleboard/ending.h"

namespace herald::battleboard {

void endBattle(BattleState &battle, const BattleEnd &end, Outcome &outcome)
{
    battle.end = end;
    Event e;
    e.kind = EventKind::BattleEnded;
    e.side = end.retreating.value_or(Side::Attacker);
    e.value = static_cast<int>(end.cause);
    e.space = space(e.side, SpaceKind::Line, end.column);
    outcome.add(e);
    if (!end.retreating) {
        battle.stage = Stage::Finished;
        return;
    }
    battle.stage = Stage::Pursuit;
    battle.screenAtPursuitStart = false;
    for (const Unit &u : battle.unitsToScan(*end.retreating)) {
        if (u.side == *end.retreating && u.type == UnitType::Cavalry && u.onBoard() &&
            u.kind != SpaceKind::Retreat)
            battle.screenAtPursuitStart = true;
    }
}

bool checkBrokenLine(BattleState &battle, Outcome &outcome)
{
    if (!battle.running())
        return false;
    for (const Side side : {Side::Attacker, Side::Defender}) {
        for (int c = 1; c <= battle.columns(); ++c) {
            if (battle.brigadesInPart(side, c) == 0) {
                endBattle(battle, {EndCause::Broken, side, c}, outcome);
                return true;
            }
        }
    }
    return false;
}

Refusal checkDeclareRetreat(const BattleState &battle, const Ruleset &rules, Side side)
{
    if (!battle.running())
        return {RefusalCode::BattleOver};
    if (battle.turn < 2)
        return {RefusalCode::RetreatTooEarly, -1, -1, {}, battle.turn};
    if (rules.settings.retreatWhen == RetreatWhen::OwnHalf && battle.active != side)
        return {RefusalCode::RetreatNotOwnHalf, -1, -1, {}, battle.turn,
                static_cast<int>(battle.phase)};
    return {};
}

Outcome declareRetreat(BattleState &battle, const Ruleset &rules, Side side)
{
    if (const Refusal r = checkDeclareRetreat(battle, rules, side); r.code != RefusalCode::None)
        return Outcome::refuse(r);
    Outcome o;
    Event e;
    e.kind = EventKind::RetreatDeclared;
    e.side = side;
    e.value = battle.turn;
    o.add(e);
    endBattle(battle, {EndCause::Declared, side, 0}, o);
    return o;
}

bool forcedRetreatRollDue(const BattleState &battle, const Ruleset &rules)
{
    if (battle.combatThisTurn)
        return false;
    for (const Unit &u : battle.units) {
        if (u.kind == SpaceKind::Middle && (u.isBrigade() || rules.settings.middleIncludesLeaders))
            return false;
    }
    return true;
}

void forcedRetreatCheck(BattleState &battle, const Ruleset &rules, BoardDice &dice,
                        Outcome &outcome)
{
    Event e;
    e.value = battle.turn;
    if (!forcedRetreatRollDue(battle, rules)) {
        e.kind = EventKind::NoForcedRetreatRoll;
        e.other = battle.combatThisTurn ? 1 : 0;
        outcome.add(e);
        return;
    }
    e.kind = EventKind::ForcedRetreatRoll;
    e.roll.natural = dice.d6(RollPurpose::ForcedRetreat);
    e.roll.target = battle.turn;
    outcome.add(e);
    if (e.roll.natural < battle.turn)
        endBattle(battle, {EndCause::ForcedRoll, Side::Attacker, 0}, outcome);
}

} // namespace herald::battleboard
