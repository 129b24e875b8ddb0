#pragma once

#include "core/battleboard/battle.h"
#include "core/battleboard/boarddice.h"
#include "core/battleboard/outcome.h"
#include "core/battleboard/settings.h"

/// @file
/// Move (§5.3): one orthogonal step among the side's own reserve and line spaces and the
/// middle; never into enemy brigades, never from next to enemy brigades to next to them again;
/// brigades entering a space held only by enemy leaders roll against each of them.

namespace herald::battleboard {

struct MoveOrder
{
    int unit = -1;
    Space to;
};

/// Whether a space of the board holds brigades of `enemy` in a space adjacent to it (§5.3's
/// "next to enemy brigades").
[[nodiscard]] bool nextToEnemyBrigades(const BattleState &battle, const Ruleset &rules,
                                       const Space &s, Side enemy);

[[nodiscard]] Refusal checkMove(const BattleState &battle, const Ruleset &rules,
                                const MoveOrder &order);

Outcome move(BattleState &battle, const Ruleset &rules, BoardDice &dice, const MoveOrder &order);

} // namespace herald::battleboard
