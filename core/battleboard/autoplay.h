#pragma once

#include "core/battleboard/battle.h"
#include "core/battleboard/boarddice.h"
#include "core/battleboard/charge.h"
#include "core/battleboard/outcome.h"
#include "core/battleboard/settings.h"

#include <vector>

/// @file
/// The auto-resolver's default policy (§15.2-§15.4), not a rule of play: it only chooses among
/// legal actions, through the same action functions a player uses, with ties always broken the
/// same way so one seed gives one battle.

namespace herald::battleboard {

/// What the policy does with one unit of the acting side (§15.2, §15.3).
enum class PolicyStep : std::uint8_t
{
    Fire,
    Charge,
    Advance,
    Entrench,
    BringUp,
    Rally,
    LeaderForward,
    Pass
};

/// The policy's choice for one unit, without acting: the step, the fire target or the charge
/// declaration, the move's destination, the rally target.
struct PolicyChoice
{
    PolicyStep step = PolicyStep::Pass;
    int target = -1;
    ChargeOrder charge;
    Space to;
    double chance = 0; ///< p_fire or p_charge of the choice
};

/// §15.2 step 1's chances: the best fire chance of `unitId` (0 if it cannot fire).
[[nodiscard]] double bestFireChance(const BattleState &battle, const Ruleset &rules, int unitId,
                                    int *target = nullptr);

/// What the policy would do with `unitId` now.
[[nodiscard]] PolicyChoice choose(const BattleState &battle, const Ruleset &rules, int unitId);

/// §15.2: whether the charged side evades with cavalry `targetId` charged by `chargerId`.
[[nodiscard]] bool wantsToEvade(const BattleState &battle, const Ruleset &rules, int chargerId,
                                int targetId, int bonus);

/// Plays the acting side's half of the current phase (§15.2-§15.4), retreat by choice
/// included; appends each action's outcome to `log` when given.
void playHalf(BattleState &battle, const Ruleset &rules, BoardDice &dice,
              std::vector<Outcome> *log = nullptr);

/// Plays the winner's pursuit (§15.4) and ends it.
void playPursuit(BattleState &battle, const Ruleset &rules, BoardDice &dice,
                 std::vector<Outcome> *log = nullptr);

/// Plays a started battle to its end: halves, end-of-turn checks, the turn cap
/// (autoresolve.max_turns, undecided), pursuit. The policy passes units, so it always plays
/// with actions.optional on.
void resolveBattle(BattleState &battle, const Ruleset &rules, BoardDice &dice,
                   std::vector<Outcome> *log = nullptr);

} // namespace herald::battleboard
