#include "core/battleboard/legalactions.h"

#include "core/battleboard/actor.h"
#include "core/battleboard/board.h"
#include "core/battleboard/charge.h"
#include "core/battleboard/entrench.h"
#include "core/battleboard/fire.h"
#include "core/battleboard/move.h"
#include "core/battleboard/rally.h"

namespace herald::battleboard {

bool hasLegalAction(const BattleState &battle, const Ruleset &rules, int unitId)
{
    if (checkActor(battle, unitId).code != RefusalCode::None)
        return false;
    const Unit &u = battle.units[std::size_t(unitId)];
    for (const Unit &t : battle.units) {
        if (t.side == u.side || !t.onBoard())
            continue;
        if (checkFire(battle, rules, {unitId, t.id}).code == RefusalCode::None)
            return true;
        if (checkCharge(battle, rules, {{{unitId, t.id}}}).code == RefusalCode::None)
            return true;
    }
    std::array<Space, 4> around;
    const int n = neighbours(u.where(), battle.columns(), rules.settings.lateralMoves, around);
    for (int i = 0; i < n; ++i) {
        if (checkMove(battle, rules, {unitId, around[std::size_t(i)]}).code == RefusalCode::None)
            return true;
    }
    if (checkEntrench(battle, rules, unitId).code == RefusalCode::None)
        return true;
    for (const Unit &b : battle.units) {
        if (checkRally(battle, rules, {unitId, b.id}).code == RefusalCode::None)
            return true;
    }
    return false;
}

int firstUnitThatMustAct(const BattleState &battle, const Ruleset &rules)
{
    for (const Unit &u : battle.units) {
        if (u.side == battle.active && !u.acted && hasLegalAction(battle, rules, u.id))
            return u.id;
    }
    return -1;
}

} // namespace herald::battleboard
