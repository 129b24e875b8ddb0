#pragma once

#include "core/battleboard/battle.h"
#include "core/battleboard/outcome.h"
#include "core/battleboard/settings.h"

/// @file
/// Every roll's modifiers and target number (§9), worked out before the dice are thrown: the
/// actions roll against them, and the auto-resolver reads the same checks for its odds.

namespace herald::battleboard {

/// Whether a brigade counts as inside the fort: the fort's side, in its own line (§8).
[[nodiscard]] bool inFort(const Unit &unit, const Ruleset &rules);

/// The charge numbers bonus: +(floor(chargers / defenders) - 1) from twice as many (§5.2.4).
[[nodiscard]] int numbersBonus(int chargers, int defenders);

/// Fire to-hit (§5.1, §9.1) of `firer` at `target` over `range` spaces.
[[nodiscard]] Check fireCheck(const BattleState &battle, const Ruleset &rules, const Unit &firer,
                              const Unit &target, int range);

/// The fire result number (1d6 >=, §5.1.4): the key's row, or a firer-target override (B-6).
[[nodiscard]] int fireResultNumber(const Ruleset &rules, const Unit &firer, const Unit &target);

/// The charging brigade's roll (§5.2.5, §9.2). `leaderHelps`: a leader of its side stands in
/// its space.
[[nodiscard]] Check chargerCheck(const BattleState &battle, const Ruleset &rules,
                                 const Unit &charger, const Unit &target, int bonus,
                                 bool leaderHelps);

/// The charged brigade's roll (§5.2.5, §9.2).
[[nodiscard]] Check chargedCheck(const BattleState &battle, const Ruleset &rules,
                                 const Unit &target);

/// Entrenchment (§5.4, §9.3).
[[nodiscard]] Check entrenchCheck(const BattleState &battle, const Ruleset &rules,
                                  const Unit &unit);

/// Rally (§5.5, §9.3); `leader` is null for a native army's attempt (§8, 2d6 >= 8).
[[nodiscard]] Check rallyCheck(const Ruleset &rules, const Unit *leader, const Unit &brigade);

/// A brigade entering a space held only by enemy leaders (§5.3, §9.3).
[[nodiscard]] Check leaderPursuitCheck(const Ruleset &rules, const Unit &mover);

/// Pursuit after the battle (§7.5, §9.3).
[[nodiscard]] Check pursuitCheck(const BattleState &battle, const Ruleset &rules,
                                 const Unit &pursuer, const Unit &target);

} // namespace herald::battleboard
