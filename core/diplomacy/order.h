#pragma once

#include "core/diplomacy/types.h"

#include <cstdint>

/// @file
/// One order as written by a player (spec A3, A7, A8), before the adjudicator judges it.

namespace herald::diplomacy {

/// What an order asks for. Whether it fits the phase is the adjudicator's business.
enum class OrderType : std::uint8_t
{
    Hold,        ///< A Par H
    Move,        ///< A Par-Bur (a retreat when given in a retreat phase)
    SupportHold, ///< A Bur S A Mun
    SupportMove, ///< A Bur S A Par-Mar
    Convoy,      ///< F Eng C A Lon-Bre
    Retreat,     ///< A Bur R Par
    Disband,     ///< A Bur D (a removal when given in an adjustment phase)
    Build,       ///< Build F StP/nc
    Remove,      ///< Remove A Mun
    Waive,       ///< waive one build
};

/// A parsed order. Provinces are ids of the Variant the order was read against.
struct Order
{
    OrderType type = OrderType::Hold;
    /// The power giving the order, or kNoPower when the text did not say.
    PowerId power = kNoPower;
    UnitKind unitKind = UnitKind::Army;
    /// False when the text gave no unit letter ("Remove Mun").
    bool unitKindGiven = false;
    /// The ordered unit, or the centre to build in.
    Location unit;
    /// Supported or convoyed unit.
    UnitKind targetKind = UnitKind::Army;
    bool targetKindGiven = false;
    Location target;
    /// Destination of a move, retreat, supported move or convoy.
    Location destination;
    /// The order asked explicitly for a convoy ("via convoy").
    bool viaConvoy = false;

    friend bool operator==(const Order &, const Order &) = default;
};

} // namespace herald::diplomacy
