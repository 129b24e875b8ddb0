#pragma once

#include "core/battleboard/battle.h"
#include "core/battleboard/boarddice.h"
#include "core/battleboard/outcome.h"
#include "core/battleboard/settings.h"

/// @file
/// Pursuit after the battle (§7.5): the winner's cavalry and infantry outside the retreat box
/// each roll once against a unit of the retreating army; while retreating cavalry stands
/// outside its retreat box only cavalry pursues, and only that cavalry.

namespace herald::battleboard {

struct PursuitOrder
{
    int pursuer = -1;
    int target = -1;
};

/// Whether the retreating army still has cavalry outside its retreat box (the screen).
[[nodiscard]] bool screenStands(const BattleState &battle);

[[nodiscard]] Refusal checkPursuit(const BattleState &battle, const Ruleset &rules,
                                   const PursuitOrder &order);

Outcome pursue(BattleState &battle, const Ruleset &rules, BoardDice &dice,
               const PursuitOrder &order);

/// The winner stops pursuing; the battle is finished.
Outcome endPursuit(BattleState &battle);

} // namespace herald::battleboard
