#include "core/battleboard/entrench.h"

#include "core/battleboard/actor.h"
#include "core/battleboard/modifiers.h"

namespace herald::battleboard {

Refusal checkEntrench(const BattleState &battle, const Ruleset &rules, int unitId)
{
    if (const Refusal r = checkActor(battle, unitId); r.code != RefusalCode::None)
        return r;
    const Unit &u = battle.units[std::size_t(unitId)];
    if (u.type != UnitType::Infantry)
        return {RefusalCode::NotInfantry, u.id};
    if (u.kind != SpaceKind::Line)
        return {RefusalCode::NotOwnLine, u.id, -1, u.where()};
    if (battle.isEntrenched(u.where()))
        return {RefusalCode::AlreadyEntrenched, u.id, -1, u.where()};
    if (inFort(u, rules))
        return {RefusalCode::InFort, u.id, -1, u.where()};
    if (u.native && rules.nativeRestricted(u.side))
        return {RefusalCode::NativeMayNotEntrench, u.id, -1, u.where(),
                rules.settings.waoi.nativeRating};
    return {};
}

Outcome entrench(BattleState &battle, const Ruleset &rules, BoardDice &dice, int unitId)
{
    if (const Refusal r = checkEntrench(battle, rules, unitId); r.code != RefusalCode::None)
        return Outcome::refuse(r);
    Unit &u = battle.units[std::size_t(unitId)];
    u.acted = true;
    Outcome o;
    o.keep = battle.recordEvents;
    if (o.keep)
        o.events.reserve(4); // most actions record up to four events
    Event e;
    e.kind = EventKind::Entrenched;
    e.unit = u.id;
    e.space = u.where();
    e.roll = entrenchCheck(battle, rules, u);
    e.roll.natural = dice.twoD6(RollPurpose::Entrench);
    if (e.roll.reached())
        battle.entrenched[std::size_t(sideIndex(u.side))][std::size_t(u.column)] = true;
    o.add(e);
    return o;
}

} // namespace herald::battleboard
