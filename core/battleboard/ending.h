#pragma once

#include "core/battleboard/battle.h"
#include "core/battleboard/boarddice.h"
#include "core/battleboard/outcome.h"
#include "core/battleboard/settings.h"

/// @file
/// How a battle ends (§7): a broken line, checked after every result; a retreat by choice from
/// turn 2; the attacker's end-of-turn roll. Ending starts the pursuit stage (§7.5).

namespace herald::battleboard {

/// Ends the battle with `end` and opens pursuit (or finishes an undecided one).
void endBattle(BattleState &battle, const BattleEnd &end, Outcome &outcome);

/// §7.1: if a column of either side holds none of its brigades (line plus its brigades in the
/// middle), that side retreats at once. Returns true when the battle ended.
bool checkBrokenLine(BattleState &battle, Outcome &outcome);

/// Whether `side` may declare a retreat now (§7.2, retreat.when).
[[nodiscard]] Refusal checkDeclareRetreat(const BattleState &battle, const Ruleset &rules,
                                          Side side);

/// §7.2: `side` retreats by choice.
Outcome declareRetreat(BattleState &battle, const Ruleset &rules, Side side);

/// Whether the end-of-turn roll is made (§7.3 conditions 1 and 2).
[[nodiscard]] bool forcedRetreatRollDue(const BattleState &battle, const Ruleset &rules);

/// §7.3 at the end of a turn: the roll when it is due; the attacker retreats when d6 < turn.
void forcedRetreatCheck(BattleState &battle, const Ruleset &rules, BoardDice &dice,
                        Outcome &outcome);

} // namespace herald::battleboard
