#pragma once

#include "core/battleboard/battle.h"
#include "core/battleboard/boarddice.h"
#include "core/battleboard/outcome.h"
#include "core/battleboard/settings.h"

/// @file
/// Fire (§5.1): a brigade shoots at an enemy brigade in front of it, 1 space (infantry,
/// cavalry) or 1-2 spaces (artillery) with nothing between; a natural 11-12 kills a leader at
/// the target's space; a hit rolls the result: eliminated or retreated.

namespace herald::battleboard {

struct FireOrder
{
    int firer = -1;
    int target = -1;
};

/// Whether the order is legal; `range` receives the distance (1 or 2) when it is.
[[nodiscard]] Refusal checkFire(const BattleState &battle, const Ruleset &rules,
                                const FireOrder &order, int *range = nullptr);

Outcome fire(BattleState &battle, const Ruleset &rules, BoardDice &dice, const FireOrder &order);

} // namespace herald::battleboard
