#pragma once

#include "core/diplomacy/order.h"
#include "core/diplomacy/position.h"
#include "core/diplomacy/result.h"

#include <span>
#include <vector>

/// @file
/// The retreat phase (spec A7).

namespace herald::diplomacy {

/// Whether the dislodged unit in `from` may retreat to `wanted`; sets `landing` (with the
/// coast) and returns Reason::None if so, otherwise the rule that forbids it.
[[nodiscard]] Reason checkRetreat(const Position &position, ProvinceId from, Location wanted,
                                  Location &landing);

/// Every place the dislodged unit in `from` may retreat to.
[[nodiscard]] std::vector<Location> retreatOptions(const Position &position, ProvinceId from);

/// Whether the dislodged unit in `from` has anywhere to go (no allocation).
[[nodiscard]] bool canRetreat(const Position &position, ProvinceId from);

/// Adjudicates a retreat phase: results and the next position go into `out`.
void adjudicateRetreats(const Position &position, std::span<const Order> orders, Adjudication &out);

} // namespace herald::diplomacy
