#pragma once

#include "core/diplomacy/position.h"

/// @file
/// The order of phases in a year (spec A2, A8): movement, retreats if anyone was dislodged,
/// then the next season; after the last season, centres change hands and the adjustment
/// phase follows when some power has builds or removals to make.

namespace herald::diplomacy {

/// Whether some power must remove units, or may build in a free home centre it owns.
[[nodiscard]] bool adjustmentsDue(const Position &position);

/// Advances `next` from the end of a season's movement (or retreats) to the next phase.
/// Clears retreat data; after the year's last season updates centre owners (A2).
void finishSeason(Position &next);

/// Advances `next` from an adjustment phase to the first movement of the next cycle.
void finishYear(Position &next);

} // namespace herald::diplomacy
