#pragma once

#include "core/battleboard/battle.h"
#include "core/battleboard/boarddice.h"
#include "core/battleboard/outcome.h"
#include "core/battleboard/settings.h"

/// @file
/// Entrench (§5.4): infantry in its own line space rolls to entrench the space for the rest of
/// the battle; not in a fort, not for natives without "++" (§8), never twice (B-20).

namespace herald::battleboard {

[[nodiscard]] Refusal checkEntrench(const BattleState &battle, const Ruleset &rules, int unitId);

Outcome entrench(BattleState &battle, const Ruleset &rules, BoardDice &dice, int unitId);

} // namespace herald::battleboard
