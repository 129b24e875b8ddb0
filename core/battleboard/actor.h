#pragma once

#include "core/battleboard/battle.h"
#include "core/battleboard/outcome.h"
#include "core/battleboard/settings.h"

/// @file
/// The checks every action shares (§4): the battle is running, the unit exists and is on the
/// board, it belongs to the player whose half it is, its type acts in this phase, and it has
/// not acted yet.

namespace herald::battleboard {

[[nodiscard]] Refusal checkActor(const BattleState &battle, int unitId);

/// Marks the unit's action as taken (§4) without doing anything; refused with
/// actions.optional off while the unit has a legal action (B-5).
Outcome pass(BattleState &battle, const Ruleset &rules, int unitId);

} // namespace herald::battleboard
