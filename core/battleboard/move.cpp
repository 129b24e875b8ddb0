#include "core/battleboard/move.h"

#include "core/battleboard/actor.h"
#include "core/battleboard/board.h"
#include "core/battleboard/ending.h"
#include "core/battleboard/losses.h"
#include "core/battleboard/modifiers.h"

namespace herald::battleboard {

bool nextToEnemyBrigades(const BattleState &battle, const Ruleset &rules, const Space &s,
                         Side enemy)
{
    std::array<Space, 4> around;
    const int n = neighbours(s, battle.columns(), rules.settings.lateralMoves, around);
    for (int i = 0; i < n; ++i) {
        if (battle.brigadesIn(around[std::size_t(i)], enemy) > 0)
            return true;
    }
    return false;
}

Refusal checkMove(const BattleState &battle, const Ruleset &rules, const MoveOrder &order)
{
    if (const Refusal r = checkActor(battle, order.unit); r.code != RefusalCode::None)
        return r;
    const Unit &u = battle.units[std::size_t(order.unit)];
    const Space to = space(order.to.owner, order.to.kind, order.to.column);
    if (u.kind == SpaceKind::Retreat)
        return {RefusalCode::InRetreatBox, u.id, -1, u.where()};
    const bool columnExists = to.kind == SpaceKind::Reserve || to.kind == SpaceKind::Retreat ||
                              (to.column >= 1 && to.column <= battle.columns());
    if (!mayEnter(to, u.side) || !columnExists)
        return {RefusalCode::ForbiddenSpace, u.id, -1, to};
    if (!adjacent(u.where(), to, rules.settings.lateralMoves))
        return {RefusalCode::NotAdjacent, u.id, -1, to};
    const Side enemy = opponent(u.side);
    if (const int n = battle.brigadesIn(to, enemy); n > 0)
        return {RefusalCode::EnemyBrigadesThere, u.id, -1, to, n};
    if (!u.isBrigade() && battle.leadersIn(to, enemy) > 0)
        return {RefusalCode::LeaderIntoLeaders, u.id, -1, to};
    if (nextToEnemyBrigades(battle, rules, u.where(), enemy) &&
        nextToEnemyBrigades(battle, rules, to, enemy))
        return {RefusalCode::ZoneToZone, u.id, -1, to};
    return {};
}

Outcome move(BattleState &battle, const Ruleset &rules, BoardDice &dice, const MoveOrder &order)
{
    if (const Refusal r = checkMove(battle, rules, order); r.code != RefusalCode::None)
        return Outcome::refuse(r);
    Unit &u = battle.units[std::size_t(order.unit)];
    const Space to = space(order.to.owner, order.to.kind, order.to.column);
    u.acted = true;
    Outcome o;
    o.keep = battle.recordEvents;
    if (o.keep)
        o.events.reserve(4); // most actions record up to four events
    Event e;
    e.kind = EventKind::Moved;
    e.unit = u.id;
    e.space = to;
    battle.place(u, to.kind, to.column);
    o.add(e);

    // Entering a space held only by enemy leaders: a roll against each (B-10), or one roll
    // for all with move.leader_pursuit = one.
    const Side enemy = opponent(u.side);
    std::optional<Check> shared;
    const bool leadersThere = u.isBrigade() && battle.leadersIn(to, enemy) > 0;
    for (Unit &leader : battle.units) {
        if (!leadersThere)
            break; // the counts answer for the usual move, before any unit is read
        if (leader.side != enemy || leader.isBrigade() || leader.where() != to)
            continue;
        Event roll;
        roll.kind = EventKind::LeaderPursuit;
        roll.unit = u.id;
        roll.other = leader.id;
        roll.space = to;
        if (shared) {
            roll.roll = *shared;
        } else {
            roll.roll = leaderPursuitCheck(rules, u);
            roll.roll.natural = dice.twoD6(RollPurpose::LeaderPursuit);
            if (rules.settings.leaderPursuitOneRoll)
                shared = roll.roll;
        }
        o.add(roll);
        if (roll.roll.reached()) {
            eliminateUnit(battle, leader, o);
        } else {
            Event back;
            back.kind = EventKind::ToReserve;
            back.unit = leader.id;
            back.space = space(leader.side, SpaceKind::Reserve);
            battle.place(leader, SpaceKind::Reserve);
            o.add(back);
        }
    }
    checkBrokenLine(battle, o);
    return o;
}

} // namespace herald::battleboard
