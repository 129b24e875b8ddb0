#pragma once

#include "core/diplomacy/downfall/hardbop.h"

/// @file
/// Hardbop victory by centres and units (spec B13.2, B13.3, E42).

namespace herald::diplomacy::downfall {

/// The power that has won, or kNoPower. A power bearing the Ring (`ringBearer`: wearing
/// it, or a Good power carrying it) needs more than half of the centres on the board and
/// more than half of the units; any other power more than three-quarters of each. Centres
/// off the board do not count (E42); personalities count as units.
[[nodiscard]] PowerId hardbopVictor(const Position &position, const HardbopState &state,
                                    PowerId ringBearer = kNoPower);

} // namespace herald::diplomacy::downfall
