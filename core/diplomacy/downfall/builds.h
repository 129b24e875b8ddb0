#pragma once

#include "core/diplomacy/downfall/hardbop.h"

#include <span>

/// @file
/// Hardbop adjustments (spec B8): the standard builds and removals, within the fleet caps.

namespace herald::diplomacy::downfall {

/// How many fleets `power` may have (spec B8.4): Elves and Gondor 2, Umbar any number,
/// every other power 1; pirates do not count. (The extra fleet of a non-Umbar holder of
/// the City of the Corsairs needs the special build sites of B8.2, not done yet.)
[[nodiscard]] int fleetCap(const Variant &variant, PowerId power);

/// Adjudicates an adjustment phase: fleet builds over the cap are refused (FleetLimit),
/// the rest goes to the standard adjustment rules. Results are in the order given, then
/// civil-disorder removals. New units are ordinary; removed units lose their traits.
[[nodiscard]] TurnResult adjudicateAdjustmentTurn(const Position &position,
                                                  const HardbopState &state,
                                                  std::span<const Order> orders);

} // namespace herald::diplomacy::downfall
