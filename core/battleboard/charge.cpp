#include "core/battleboard/charge.h"

#include "core/battleboard/actor.h"
#include "core/battleboard/board.h"
#include "core/battleboard/ending.h"
#include "core/battleboard/losses.h"
#include "core/battleboard/modifiers.h"

#include <algorithm>

namespace herald::battleboard {

namespace {

bool contains(const std::vector<int> &ids, int id)
{
    return std::find(ids.begin(), ids.end(), id) != ids.end();
}

/// §5.2.8: a charger whose target is gone picks another brigade in the space (the lowest id
/// that may be charged), or has nothing left to charge.
int retarget(const BattleState &battle, const Ruleset &rules, const Space &at, Side enemy)
{
    int found = -1;
    battle.forEachUnitIn(at, enemy, [&](const Unit &u) {
        if (u.isBrigade() && !screened(battle, rules, u))
            found = u.id;
        return found < 0;
    });
    return found;
}

} // namespace

bool screened(const BattleState &battle, const Ruleset &rules, const Unit &target)
{
    if (target.type != UnitType::Artillery || (target.native && rules.isNative(target.side)))
        return false;
    bool screen = false;
    battle.forEachUnitIn(target.where(), target.side, [&screen](const Unit &u) {
        screen = u.type == UnitType::Infantry || u.type == UnitType::Cavalry;
        return !screen;
    });
    return screen;
}

Refusal checkCharge(const BattleState &battle, const Ruleset &rules, const ChargeOrder &order)
{
    if (order.assignments.empty())
        return {RefusalCode::NoChargers};
    const Space from = battle.unit(order.assignments[0].charger)
                           ? battle.unit(order.assignments[0].charger)->where()
                           : Space{};
    std::optional<Space> targetSpace;
    for (std::size_t i = 0; i < order.assignments.size(); ++i) {
        const ChargeAssignment &a = order.assignments[i];
        if (const Refusal r = checkActor(battle, a.charger); r.code != RefusalCode::None)
            return r;
        for (std::size_t j = 0; j < i; ++j) {
            if (order.assignments[j].charger == a.charger)
                return {RefusalCode::DuplicateCharger, a.charger};
        }
        const Unit &charger = battle.units[std::size_t(a.charger)];
        if (charger.type != UnitType::Infantry && charger.type != UnitType::Cavalry)
            return {RefusalCode::CannotCharge, charger.id};
        if (charger.kind != SpaceKind::Line && charger.kind != SpaceKind::Middle)
            return {RefusalCode::NothingInFront, charger.id, -1, charger.where()};
        if (charger.where() != from)
            return {RefusalCode::ChargersApart, charger.id, order.assignments[0].charger};
        const Unit *target = battle.unit(a.target);
        if (!target)
            return {RefusalCode::UnknownUnit, a.target};
        if (!target->onBoard())
            return {RefusalCode::UnitGone, a.target};
        if (target->side == charger.side)
            return {RefusalCode::TargetNotEnemy, charger.id, target->id};
        if (!target->isBrigade())
            return {RefusalCode::TargetNotBrigade, charger.id, target->id};
        const Space at = target->where();
        if (inFront(from, charger.side, 1) != at) {
            if (inFront(from, charger.side, 2) == at)
                return {RefusalCode::OutOfRange, charger.id, target->id, at, 2, 1};
            return {RefusalCode::NotInFront, charger.id, target->id, at};
        }
        if (targetSpace && *targetSpace != at)
            return {RefusalCode::TargetsApart, charger.id, target->id, at};
        targetSpace = at;
        if (screened(battle, rules, *target))
            return {RefusalCode::ArtilleryScreened, charger.id, target->id, at};
    }
    return {};
}

std::vector<int> evadableTargets(const BattleState &battle, const ChargeOrder &order)
{
    std::vector<int> ids;
    for (const ChargeAssignment &a : order.assignments) {
        const Unit *c = battle.unit(a.charger);
        const Unit *t = battle.unit(a.target);
        if (c && t && c->type == UnitType::Infantry && t->type == UnitType::Cavalry &&
            !contains(ids, t->id))
            ids.push_back(t->id);
    }
    return ids;
}

int declarationBonus(const BattleState &battle, const ChargeOrder &order)
{
    if (order.assignments.empty())
        return 0;
    const Unit &first = battle.units[std::size_t(order.assignments[0].target)];
    return numbersBonus(static_cast<int>(order.assignments.size()),
                        battle.brigadesIn(first.where(), first.side));
}

Outcome charge(BattleState &battle, const Ruleset &rules, BoardDice &dice, const ChargeOrder &order,
               const std::vector<int> &evading)
{
    if (const Refusal r = checkCharge(battle, rules, order); r.code != RefusalCode::None)
        return Outcome::refuse(r);
    const std::vector<int> evadable = evadableTargets(battle, order);
    for (const int id : evading) {
        if (!contains(evadable, id))
            return Outcome::refuse({RefusalCode::NotEvadable, id});
    }

    const Side side = battle.units[std::size_t(order.assignments[0].charger)].side;
    const Side enemy = opponent(side);
    const Space from = battle.units[std::size_t(order.assignments[0].charger)].where();
    const Space at = battle.units[std::size_t(order.assignments[0].target)].where();
    const int bonus = declarationBonus(battle, order);
    for (const ChargeAssignment &a : order.assignments)
        battle.units[std::size_t(a.charger)].acted = true;

    Outcome o;
    o.keep = battle.recordEvents;
    if (o.keep)
        o.events.reserve(4); // most actions record up to four events
    // Evasion comes before any roll (§5.2.3); it counts as a charge for §7.3 by default.
    for (const int id : evading) {
        Unit &cav = battle.units[std::size_t(id)];
        Event e;
        e.kind = EventKind::Evaded;
        e.unit = id;
        e.space = cav.where();
        battle.place(cav, SpaceKind::Reserve);
        o.add(e);
    }
    // A declared charge is a charge action for §7.3 even when its target is gone before the
    // roll; only a declaration met entirely by evasion depends on endcheck.evasion_counts.
    const bool allEvaded =
        std::all_of(order.assignments.begin(), order.assignments.end(),
                    [&](const ChargeAssignment &a) { return contains(evading, a.target); });
    if (!allEvaded || rules.settings.evasionCounts)
        battle.combatThisTurn = true;
    if (checkBrokenLine(battle, o))
        return o;

    for (const ChargeAssignment &a : order.assignments) {
        Unit &charger = battle.units[std::size_t(a.charger)];
        int targetId = a.target;
        if (contains(evading, targetId)) {
            Event e;
            e.kind = EventKind::ChargeNoTarget;
            e.unit = charger.id;
            e.other = targetId;
            e.value = 1; // evaded: the action is spent, no dice (§5.2.3)
            o.add(e);
            continue;
        }
        if (battle.units[std::size_t(targetId)].where() != at)
            targetId = retarget(battle, rules, at, enemy);
        if (targetId < 0) {
            Event e;
            e.kind = EventKind::ChargeNoTarget;
            e.unit = charger.id;
            e.other = a.target;
            o.add(e);
            continue;
        }
        Unit &target = battle.units[std::size_t(targetId)];
        Event e;
        e.kind = EventKind::ChargeRolls;
        e.unit = charger.id;
        e.other = target.id;
        e.space = at;
        e.value = bonus;
        e.roll = chargerCheck(battle, rules, charger, target, bonus,
                              battle.drmLeaderIn(from, side) >= 0);
        e.second = chargedCheck(battle, rules, target);
        e.roll.natural = dice.twoD6(RollPurpose::ChargeAttacker);
        e.second.natural = dice.twoD6(RollPurpose::ChargeDefender);
        o.add(e);

        // Both rolls are made together: a leader killed by them still gave his +1 (B-34).
        if (e.second.natural >= 11)
            killLeaders(battle, rules, from, side, target.id, o);
        if (e.roll.natural >= 11)
            killLeaders(battle, rules, at, enemy, charger.id, o);

        const int delta = e.roll.total() - e.second.total();
        if (delta == 0)
            continue;
        Unit &loser = delta > 0 ? target : charger;
        if (std::abs(delta) >= rules.tables.chargeEliminateAt)
            eliminateUnit(battle, loser, o);
        else
            retreatBrigade(battle, loser, o);
        if (checkBrokenLine(battle, o))
            break;
    }
    return o;
}

} // namespace herald::battleboard
