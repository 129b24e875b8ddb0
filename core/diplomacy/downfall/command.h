#pragma once

#include "core/diplomacy/downfall/events.h"
#include "core/diplomacy/downfall/hardbop.h"

/// @file
/// Gandalf's command of a Good or Neutral unit (spec B4 Gandalf 3, E23, F22).

namespace herald::diplomacy::downfall {

/// Why Gandalf's command is void.
enum class CommandError : std::uint8_t
{
    None,
    NoGandalf,   ///< Gandalf is not on the board
    NotWithUnit, ///< the unit did not share his space when the turn began
    NoUnit,      ///< no military unit stands there
    EvilUnit,    ///< he commands only Good or Neutral units
    OwnUnit,     ///< Gondor orders its own units itself
    Overruled,   ///< Sauron or Saruman stands in that space
};

/// Checks Gandalf's command against the start of the turn and, when valid, replaces the
/// unit's order in `unitOrders` (adding one if it had none). Gandalf is then revealed and
/// the owner told privately (C2).
[[nodiscard]] CommandError applyCommand(const Position &start, const HardbopState &state,
                                        const Order &command, std::vector<Order> &unitOrders,
                                        std::vector<Event> &events);

/// A short explanation of a command error, for reports.
[[nodiscard]] std::string_view describe(CommandError error);

} // namespace herald::diplomacy::downfall
