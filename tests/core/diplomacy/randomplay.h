#pragma once

#include "core/diplomacy/order.h"
#include "core/diplomacy/position.h"

#include <random>
#include <vector>

/// @file
/// Random but mostly sensible orders for any phase, for the property test and the
/// benchmarks: moves, supports of real moves and holds, convoys along real chains of fleets,
/// retreats, builds, removals, plus a few illegal orders to exercise those paths.

namespace herald::diplomacy::test {

/// Orders for every unit (or every dislodged unit, or every power's adjustments).
[[nodiscard]] std::vector<Order> randomOrders(const Position &position, std::mt19937 &random);

} // namespace herald::diplomacy::test
