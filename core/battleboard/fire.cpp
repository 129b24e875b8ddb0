#include "core/battleboard/fire.h"

#include "core/battleboard/actor.h"
#include "core/battleboard/board.h"
#include "core/battleboard/ending.h"
#include "core/battleboard/losses.h"
#include "core/battleboard/modifiers.h"

namespace herald::battleboard {

Refusal checkFire(const BattleState &battle, const Ruleset &rules, const FireOrder &order,
                  int *range)
{
    if (const Refusal r = checkActor(battle, order.firer); r.code != RefusalCode::None)
        return r;
    const Unit &firer = battle.units[std::size_t(order.firer)];
    if (!firer.isBrigade())
        return {RefusalCode::CannotFire, firer.id};
    if (firer.native && rules.nativeRestricted(firer.side))
        return {RefusalCode::NativeMayNotFire, firer.id, -1, {}, rules.settings.waoi.nativeRating};
    if (firer.kind != SpaceKind::Line && firer.kind != SpaceKind::Middle)
        return {RefusalCode::NothingInFront, firer.id, -1, firer.where()};
    const Unit *target = battle.unit(order.target);
    if (!target)
        return {RefusalCode::UnknownUnit, order.target};
    if (!target->onBoard())
        return {RefusalCode::UnitGone, order.target};
    if (target->side == firer.side)
        return {RefusalCode::TargetNotEnemy, firer.id, target->id};
    if (!target->isBrigade())
        return {RefusalCode::TargetNotBrigade, firer.id, target->id};
    const Space at = target->where();
    int distance = 0;
    if (inFront(firer.where(), firer.side, 1) == at) {
        distance = 1;
    } else if (inFront(firer.where(), firer.side, 2) == at) {
        if (firer.type != UnitType::Artillery)
            return {RefusalCode::OutOfRange, firer.id, target->id, at, 2, 1};
        const Space between = *inFront(firer.where(), firer.side, 1);
        if (const int blocking = battle.brigadesIn(between); blocking > 0)
            return {RefusalCode::LineOfFireBlocked, firer.id, target->id, between, blocking};
        distance = 2;
    } else {
        return {RefusalCode::NotInFront, firer.id, target->id, at};
    }
    if (range)
        *range = distance;
    return {};
}

Outcome fire(BattleState &battle, const Ruleset &rules, BoardDice &dice, const FireOrder &order)
{
    int range = 0;
    if (const Refusal r = checkFire(battle, rules, order, &range); r.code != RefusalCode::None)
        return Outcome::refuse(r);
    Unit &firer = battle.units[std::size_t(order.firer)];
    Unit &target = battle.units[std::size_t(order.target)];
    firer.acted = true;
    battle.combatThisTurn = true;

    Outcome o;
    o.keep = battle.recordEvents;
    if (o.keep)
        o.events.reserve(4); // most actions record up to four events
    Event shot;
    shot.kind = EventKind::FireRoll;
    shot.unit = firer.id;
    shot.other = target.id;
    shot.space = target.where();
    shot.value = range;
    shot.roll = fireCheck(battle, rules, firer, target, range);
    shot.roll.natural = dice.twoD6(RollPurpose::FireToHit);
    o.add(shot);

    // The leader check stands on its own, hit or miss (§5.1.3, B-22).
    if (shot.roll.natural >= 11)
        killLeaders(battle, rules, shot.space, target.side, firer.id, o);

    if (shot.roll.reached()) {
        Event result;
        result.kind = EventKind::FireResult;
        result.unit = firer.id;
        result.other = target.id;
        result.space = shot.space;
        result.roll.target = fireResultNumber(rules, firer, target);
        if (rules.settings.waoi.techAppliesToResult)
            result.roll.drms.add(DrmSource::Tech, firer.techDrm);
        result.roll.natural = dice.d6(RollPurpose::FireResult);
        o.add(result);
        if (result.roll.reached())
            eliminateUnit(battle, target, o);
        else
            retreatBrigade(battle, target, o);
        checkBrokenLine(battle, o);
    }
    return o;
}

} // namespace herald::battleboard
