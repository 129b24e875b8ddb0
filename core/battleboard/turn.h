#pragma once

#include "core/battleboard/battle.h"
#include "core/battleboard/boarddice.h"
#include "core/battleboard/outcome.h"
#include "core/battleboard/settings.h"

/// @file
/// The turn's sequence (§4): cavalry, artillery, infantry and leader phases, attacker's half
/// then defender's; the end-of-turn check (§7.3) after the last half.

namespace herald::battleboard {

/// The acting player ends his half of the phase: the defender's half follows the attacker's;
/// after the defender's half the next phase begins (acted flags and the human wave cleared);
/// after the leader phase the end-of-turn check runs and the next turn begins.
Outcome endHalf(BattleState &battle, const Ruleset &rules, BoardDice &dice);

} // namespace herald::battleboard
