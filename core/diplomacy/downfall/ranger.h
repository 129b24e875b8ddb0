#pragma once

#include "core/diplomacy/downfall/events.h"
#include "core/diplomacy/downfall/hardbop.h"

/// @file
/// The Ranger's powers over centres (spec B4 Ranger 1 and 3, E52, F19, F20).

namespace herald::diplomacy::downfall {

/// Why the Ranger may not neutralise a centre.
enum class NeutraliseError : std::uint8_t
{
    None,
    NoRanger,   ///< the Ranger is not on the board
    NotThere,   ///< he does not stand in that space
    NotCentre,  ///< the space is no supply centre
    Fortress,   ///< fortresses cannot be neutralised
    Occupied,   ///< a military unit stands there
    AfterPaths, ///< after the Paths of the Dead he neutralises no more
};

/// Neutralises the centre the Ranger stands in, after the movement steps (E52): it becomes
/// unowned at once and its former owner may from then on kill the Ranger.
[[nodiscard]] NeutraliseError neutralise(Position &board, HardbopState &state, ProvinceId centre,
                                         std::vector<Event> &events);

/// After the walk of the Paths: every centre still unowned by his doing goes to Gondor.
void completePaths(Position &board, HardbopState &state, std::vector<Event> &events);

/// A short explanation of a neutralisation error, for reports.
[[nodiscard]] std::string_view describe(NeutraliseError error);

} // namespace herald::diplomacy::downfall
