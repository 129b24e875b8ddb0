#pragma once

#include "core/diplomacy/order.h"
#include "core/diplomacy/position.h"
#include "core/diplomacy/result.h"

#include <span>

/// @file
/// The judge: one call per phase, whatever the phase (spec A2). Pure and deterministic: the
/// same position and orders always give the same results and next position.

namespace herald::diplomacy {

/// Adjudicates the phase of `position` with `orders` into `out`. Reusing one Adjudication
/// across calls reuses its memory, so that a long run allocates nothing per phase.
void adjudicate(const Position &position, std::span<const Order> orders, Adjudication &out);

/// Adjudicates the phase of `position` with `orders`.
[[nodiscard]] Adjudication adjudicate(const Position &position, std::span<const Order> orders);

} // namespace herald::diplomacy
