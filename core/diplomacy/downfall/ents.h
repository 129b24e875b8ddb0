#pragma once

#include "core/diplomacy/downfall/events.h"
#include "core/diplomacy/downfall/hardbop.h"

/// @file
/// The Ents' march from Fangorn to Isengard with the Fellowship (spec B4 Fellowship, E29,
/// F16), at step vi.

namespace herald::diplomacy::downfall {

/// Why the march does not happen.
enum class MarchError : std::uint8_t
{
    None,
    NoFellowship,    ///< the Fellowship is not on the board
    NotInFangorn,    ///< it did not end the previous turn in Fangorn
    EntsGone,        ///< Sauron's host destroyed the Ents (B7.6)
    IsengardGuarded, ///< Sauron, Saruman or the Nazgul is already in Isengard
    NoRoute,         ///< the variant declares no march
};

/// The march: `startOfTurn` is where the Fellowship stood when the turn began (E29).
/// Destroys a Neutral or Evil unit in Isengard (no retreat), its fortress and garrison, and
/// its centre for ever; the Fellowship ends in Isengard.
[[nodiscard]] MarchError entsMarch(Position &board, HardbopState &state, ProvinceId startOfTurn,
                                   std::vector<Event> &events);

/// A short explanation of a march error, for reports.
[[nodiscard]] std::string_view describe(MarchError error);

} // namespace herald::diplomacy::downfall
