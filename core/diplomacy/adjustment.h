#pragma once

#include "core/diplomacy/order.h"
#include "core/diplomacy/position.h"
#include "core/diplomacy/result.h"

#include <span>

/// @file
/// The adjustment phase: builds, removals and civil disorder (spec A8, A9).

namespace herald::diplomacy {

/// The unit civil disorder would remove next from `power` (spec A9): farthest from the
/// power's nearest owned centre (or home centre, by variant option), fleets before armies,
/// then by the province's full name. kNoProvince if the power has no unit.
[[nodiscard]] ProvinceId civilDisorderChoice(const Position &position, PowerId power);

/// Adjudicates an adjustment phase: orders are carried out one by one in the order given,
/// skipping those that cannot be (DATC 4.D.4, 4.D.6); missing removals come from civil
/// disorder. Results and the next position go into `out`. `offBoard[p]`, when given, is the
/// number of power p's units that count for adjustments without standing on the board
/// (Hardbop's waiting Easterlings, B6.2): they lower the power's builds, or add removals,
/// which civil disorder takes from the board.
void adjudicateAdjustments(const Position &position, std::span<const Order> orders,
                           Adjudication &out, std::span<const int> offBoard = {});

} // namespace herald::diplomacy
