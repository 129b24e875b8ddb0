#pragma once

#include "core/battleboard/battle.h"
#include "core/battleboard/boarddice.h"
#include "core/battleboard/outcome.h"
#include "core/battleboard/settings.h"

#include <vector>

/// @file
/// Charge (§5.2): one or more infantry or cavalry brigades of one space charge enemy brigades
/// in the space in front. Screened artillery cannot be charged, cavalry charged by infantry may
/// evade, the numbers bonus is fixed at declaration, and each charge is two opposed 2d6 rolls.

namespace herald::battleboard {

struct ChargeAssignment
{
    int charger = -1;
    int target = -1;
};

/// A declaration: each charger with its target, resolved in this order (§5.2.5).
struct ChargeOrder
{
    std::vector<ChargeAssignment> assignments;
};

/// Whether the declaration is legal.
[[nodiscard]] Refusal checkCharge(const BattleState &battle, const Ruleset &rules,
                                  const ChargeOrder &order);

/// Whether `target` may be charged now: not artillery screened by its side's infantry or
/// cavalry, unless native (§5.2.2, §8).
[[nodiscard]] bool screened(const BattleState &battle, const Ruleset &rules, const Unit &target);

/// The targets whose owner may choose to evade: cavalry charged by infantry (§5.2.3).
[[nodiscard]] std::vector<int> evadableTargets(const BattleState &battle, const ChargeOrder &order);

/// The numbers bonus this declaration would get (§5.2.4): every enemy brigade in the target
/// space counts.
[[nodiscard]] int declarationBonus(const BattleState &battle, const ChargeOrder &order);

/// Resolves a legal declaration; `evading` lists the cavalry targets whose owner evades
/// (each must be in evadableTargets).
Outcome charge(BattleState &battle, const Ruleset &rules, BoardDice &dice, const ChargeOrder &order,
               const std::vector<int> &evading = {});

} // namespace herald::battleboard
