#include "core/battleboard/actor.h"

#include "core/battleboard/legalactions.h"

namespace herald::battleboard {

Refusal checkActor(const BattleState &battle, int unitId)
{
    if (!battle.running())
        return {RefusalCode::BattleOver, unitId};
    const Unit *u = battle.unit(unitId);
    if (!u)
        return {RefusalCode::UnknownUnit, unitId};
    if (!u->onBoard())
        return {RefusalCode::UnitGone, unitId};
    if (u->side != battle.active)
        return {RefusalCode::NotActiveSide, unitId};
    if (u->type != phaseType(battle.phase))
        return {RefusalCode::WrongPhase, unitId, -1, {}, static_cast<int>(battle.phase)};
    if (u->acted)
        return {RefusalCode::AlreadyActed, unitId};
    return {};
}

Outcome pass(BattleState &battle, const Ruleset &rules, int unitId)
{
    if (const Refusal r = checkActor(battle, unitId); r.code != RefusalCode::None)
        return Outcome::refuse(r);
    if (!rules.settings.actionsOptional && hasLegalAction(battle, rules, unitId))
        return Outcome::refuse({RefusalCode::UnitMustAct, unitId});
    battle.units[std::size_t(unitId)].acted = true;
    return {};
}

} // namespace herald::battleboard
