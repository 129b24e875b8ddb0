#include "core/battleboard/rally.h"

#include "core/battleboard/actor.h"
#include "core/battleboard/modifiers.h"

namespace herald::battleboard {

Refusal checkRally(const BattleState &battle, const Ruleset &rules, const RallyOrder &order)
{
    if (!battle.running())
        return {RefusalCode::BattleOver};
    const Side side = battle.active;
    if (rules.isNative(side)) {
        if (order.leader >= 0)
            return {RefusalCode::NativeArmyNoLeader, order.leader};
        if (battle.phase != Phase::Leader)
            return {RefusalCode::WrongPhase, order.brigade, -1, {}, int(battle.phase)};
        if (battle.nativeRallyLeft <= 0)
            return {RefusalCode::NativeRallyUsedUp, -1, -1, {}, rules.settings.waoi.nativeRating};
    } else {
        if (order.leader < 0)
            return {RefusalCode::NativeArmyNoLeader, -1};
        if (const Refusal r = checkActor(battle, order.leader); r.code != RefusalCode::None)
            return r;
        const Unit &leader = battle.units[std::size_t(order.leader)];
        if (leader.kind != SpaceKind::Reserve)
            return {RefusalCode::LeaderNotInReserve, leader.id, -1, leader.where()};
    }
    const Unit *b = battle.unit(order.brigade);
    if (!b)
        return {RefusalCode::UnknownUnit, order.brigade};
    if (b->side != side || !b->isBrigade() || b->kind != SpaceKind::Retreat)
        return {RefusalCode::NotInRetreatBox, order.leader, b->id, b->where()};
    return {};
}

Outcome rally(BattleState &battle, const Ruleset &rules, BoardDice &dice, const RallyOrder &order)
{
    if (const Refusal r = checkRally(battle, rules, order); r.code != RefusalCode::None)
        return Outcome::refuse(r);
    const Unit *leader = order.leader >= 0 ? &battle.units[std::size_t(order.leader)] : nullptr;
    Unit &b = battle.units[std::size_t(order.brigade)];
    if (leader)
        battle.units[std::size_t(order.leader)].acted = true;
    else
        --battle.nativeRallyLeft;
    Outcome o;
    o.keep = battle.recordEvents;
    if (o.keep)
        o.events.reserve(4); // most actions record up to four events
    Event e;
    e.kind = EventKind::RallyRoll;
    e.unit = order.leader;
    e.other = b.id;
    e.roll = rallyCheck(rules, leader, b);
    e.roll.natural = dice.twoD6(RollPurpose::Rally);
    o.add(e);
    if (e.roll.reached()) {
        battle.place(b, SpaceKind::Reserve);
        Event back;
        back.kind = EventKind::ToReserve;
        back.unit = b.id;
        back.space = b.where();
        o.add(back);
    }
    return o;
}

} // namespace herald::battleboard
