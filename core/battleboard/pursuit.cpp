#include "core/battleboard/pursuit.h"

#include "core/battleboard/losses.h"
#include "core/battleboard/modifiers.h"

namespace herald::battleboard {

bool screenStands(const BattleState &battle)
{
    if (!battle.end || !battle.end->retreating)
        return false;
    for (const Unit &u : battle.unitsToScan(*battle.end->retreating)) {
        if (u.side == *battle.end->retreating && u.type == UnitType::Cavalry && u.onBoard() &&
            u.kind != SpaceKind::Retreat)
            return true;
    }
    return false;
}

Refusal checkPursuit(const BattleState &battle, const Ruleset &rules, const PursuitOrder &order)
{
    if (battle.stage != Stage::Pursuit || !battle.end || !battle.end->retreating)
        return {RefusalCode::NotPursuit};
    const Side winner = opponent(*battle.end->retreating);
    const Unit *p = battle.unit(order.pursuer);
    if (!p)
        return {RefusalCode::UnknownUnit, order.pursuer};
    if (!p->onBoard())
        return {RefusalCode::UnitGone, p->id};
    if (p->side != winner || (p->type != UnitType::Cavalry && p->type != UnitType::Infantry))
        return {RefusalCode::NotAPursuer, p->id};
    if (p->kind == SpaceKind::Retreat)
        return {RefusalCode::InRetreatBox, p->id};
    if (p->pursued)
        return {RefusalCode::AlreadyPursued, p->id};
    const Unit *t = battle.unit(order.target);
    if (!t)
        return {RefusalCode::UnknownUnit, order.target};
    if (!t->onBoard())
        return {RefusalCode::UnitGone, t->id};
    if (t->side == winner)
        return {RefusalCode::TargetNotEnemy, p->id, t->id};
    if (p->type == UnitType::Infantry && battle.screenAtPursuitStart &&
        !rules.settings.infantryAfterScreen)
        return {RefusalCode::ScreenBarsInfantry, p->id};
    // The screen is looked at again before every roll (B-11).
    if (screenStands(battle) && (p->type != UnitType::Cavalry || t->type != UnitType::Cavalry ||
                                 t->kind == SpaceKind::Retreat))
        return {RefusalCode::CavalryScreen, p->id, t->id};
    return {};
}

Outcome pursue(BattleState &battle, const Ruleset &rules, BoardDice &dice,
               const PursuitOrder &order)
{
    if (const Refusal r = checkPursuit(battle, rules, order); r.code != RefusalCode::None)
        return Outcome::refuse(r);
    Unit &p = battle.units[std::size_t(order.pursuer)];
    Unit &t = battle.units[std::size_t(order.target)];
    p.pursued = true;
    Outcome o;
    o.keep = battle.recordEvents;
    if (o.keep)
        o.events.reserve(4); // most actions record up to four events
    Event e;
    e.kind = EventKind::PursuitRoll;
    e.unit = p.id;
    e.other = t.id;
    e.space = t.where();
    e.roll = pursuitCheck(battle, rules, p, t);
    e.roll.natural = dice.twoD6(RollPurpose::Pursuit);
    o.add(e);
    if (e.roll.reached()) {
        t.eliminatedInPursuit = true;
        eliminateUnit(battle, t, o);
    }
    return o;
}

Outcome endPursuit(BattleState &battle)
{
    if (battle.stage != Stage::Pursuit)
        return Outcome::refuse({RefusalCode::NotPursuit});
    battle.stage = Stage::Finished;
    Outcome o;
    o.keep = battle.recordEvents;
    if (o.keep)
        o.events.reserve(4); // most actions record up to four events
    Event e;
    e.kind = EventKind::PursuitEnds;
    o.add(e);
    return o;
}

} // namespace herald::battleboard
