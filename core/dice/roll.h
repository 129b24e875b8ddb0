#pragma once

#include "core/dice/expression.h"

#include <string>
#include <vector>

namespace herald::dice {

/// One roll as the history keeps it: what was rolled, why, each die's face and the total.
struct Roll
{
    std::string purpose; ///< why it was rolled, e.g. "Survival roll: Orc Warriors (2 stands lost)"
    Expression expression; ///< for a series of unlike dice: their count and the largest die
    /// How a series of unlike dice is written ("d36…d2", a shuffle's); empty when `expression`
    /// says what was rolled.
    std::string notation;
    std::vector<int> faces; ///< one entry per die, each 1..sides (a d10's 0 face is stored as 10)
    int total = 0;          ///< sum of faces plus the modifier
    bool typed = false;     ///< true when the referee typed what a real die showed

    friend bool operator==(const Roll &, const Roll &) = default;
};

} // namespace herald::dice
