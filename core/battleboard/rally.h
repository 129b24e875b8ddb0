#pragma once

#include "core/battleboard/battle.h"
#include "core/battleboard/boarddice.h"
#include "core/battleboard/outcome.h"
#include "core/battleboard/settings.h"

/// @file
/// Rally (§5.5): a leader in his own reserve brings one brigade back from the retreat box to
/// the reserve. A native army rallies without leaders, one attempt per "+" mark (§8).

namespace herald::battleboard {

struct RallyOrder
{
    int leader = -1; ///< the rallying leader; -1 for a native army's attempt
    int brigade = -1;
};

[[nodiscard]] Refusal checkRally(const BattleState &battle, const Ruleset &rules,
                                 const RallyOrder &order);

Outcome rally(BattleState &battle, const Ruleset &rules, BoardDice &dice, const RallyOrder &order);

} // namespace herald::battleboard
