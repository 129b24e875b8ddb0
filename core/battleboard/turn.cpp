#include "core/battleboard/turn.h"

#include "core/battleboard/ending.h"
#include "core/battleboard/legalactions.h"

namespace herald::battleboard {

namespace {

void beginHalf(BattleState &battle, const Ruleset &rules, Outcome &o)
{
    if (battle.phase == Phase::Leader && rules.isNative(battle.active))
        battle.nativeRallyLeft = rules.settings.waoi.nativeRating;
    Event e;
    e.kind = EventKind::PhaseBegins;
    e.side = battle.active;
    e.value = static_cast<int>(battle.phase);
    o.add(e);
}

} // namespace

Outcome endHalf(BattleState &battle, const Ruleset &rules, BoardDice &dice)
{
    if (!battle.running())
        return Outcome::refuse({RefusalCode::BattleOver});
    if (!rules.settings.actionsOptional) {
        if (const int idle = firstUnitThatMustAct(battle, rules); idle >= 0)
            return Outcome::refuse({RefusalCode::UnitMustAct, idle});
    }
    Outcome o;
    o.keep = battle.recordEvents;
    if (o.keep)
        o.events.reserve(4); // most actions record up to four events
    if (battle.active == Side::Attacker) {
        battle.active = Side::Defender;
        beginHalf(battle, rules, o);
        return o;
    }
    battle.nativeRallyLeft = 0;
    battle.humanWave.fill(0);
    for (Unit &u : battle.units)
        u.acted = false;
    battle.active = Side::Attacker;
    if (battle.phase != Phase::Leader) {
        battle.phase = static_cast<Phase>(static_cast<int>(battle.phase) + 1);
        beginHalf(battle, rules, o);
        return o;
    }
    forcedRetreatCheck(battle, rules, dice, o);
    if (!battle.running())
        return o;
    ++battle.turn;
    battle.phase = Phase::Cavalry;
    battle.combatThisTurn = false;
    Event e;
    e.kind = EventKind::TurnBegins;
    e.value = battle.turn;
    o.add(e);
    beginHalf(battle, rules, o);
    return o;
}

} // namespace herald::battleboard
