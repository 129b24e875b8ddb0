#pragma once

#include "core/battleboard/battle.h"
#include "core/battleboard/settings.h"

/// @file
/// Whether a unit has any legal action left this phase: with actions.optional off (B-5) a
/// player may not end his half while one of his units could still act.

namespace herald::battleboard {

/// True if `unitId` could fire, charge alone, move, entrench or rally now.
[[nodiscard]] bool hasLegalAction(const BattleState &battle, const Ruleset &rules, int unitId);

/// The first unit of the acting side that has not acted and still could; -1 if none.
[[nodiscard]] int firstUnitThatMustAct(const BattleState &battle, const Ruleset &rules);

} // namespace herald::battleboard
