#pragma once

#include "core/diplomacy/order.h"
#include "core/diplomacy/position.h"
#include "core/diplomacy/result.h"
#include "core/diplomacy/strengthrules.h"

#include <span>

/// @file
/// The movement phase (spec A3 to A6), solved as equations by guessing with a backup rule
/// (spec A11, DATC chapter 5).

namespace herald::diplomacy {

/// Adjudicates a movement phase: results and the next position go into `out`.
/// Dislodged units with no possible retreat are removed at once (spec A7). `rules`, when
/// given, changes the strength terms (spec D1, D2); without it the standard rules apply.
void adjudicateMovement(const Position &position, std::span<const Order> orders, Adjudication &out,
                        const StrengthRules *rules = nullptr);

} // namespace herald::diplomacy
