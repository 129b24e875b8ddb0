#pragma once

#include "core/diplomacy/downfall/sequence.h"

#include <QString>

/// @file
/// A power's orders for a whole Hardbop Downfall turn (spec B11), as the GM types them on the
/// desk: unit orders with the "C" and "P" letters, plus one line for each order that is not
/// a unit's: Lead orders, the Nazgul's fear, Gandalf's support and command, personality
/// steps, conditional retreats, cavalry second halves, Ring passes, wearing and unmaking,
/// destruction orders, and the rest of HardbopTurnOrders. The notation is documented in
/// docs/diplomacy-desk.md.

namespace herald::diplomacy::desk {

/// One power's share of a turn's orders, or the first line that does not read.
struct DownfallOrdersReading
{
    herald::diplomacy::downfall::HardbopTurnOrders turn;
    /// Lines read (orders of any kind).
    int count = 0;
    int errorLine = 0; ///< 1-based line of the problem, 0 when every line read
    QString error;     ///< names the line, its text and what is wrong with it

    [[nodiscard]] bool ok() const { return error.isEmpty(); }
};

/// Reads `power`'s orders for the turn that starts at `position`. Lines may start with
/// "<power>:" but not with another power's name; blank lines and '#' comments are skipped.
/// A Lead order of the power's own unit also gives the unit that order when no other line
/// does. Personality orders must come from the personality's owner (the Nazgul's controller
/// for the Nazgul), Gandalf's from Gondor.
[[nodiscard]] DownfallOrdersReading
readDownfallOrders(const herald::diplomacy::Position &position,
                   const herald::diplomacy::downfall::HardbopState &state, const QString &text,
                   herald::diplomacy::PowerId power);

/// Reads every power's orders for the turn, as an orders file of the stand-alone judge holds
/// them: each line starts with its power ("Gondor: Lead Faramir A MTi-Osg"). Each power's
/// lines are read together as readDownfallOrders reads them; a problem names its line in the
/// whole text.
[[nodiscard]] DownfallOrdersReading
readWholeTurn(const herald::diplomacy::Position &position,
              const herald::diplomacy::downfall::HardbopState &state, const QString &text);

/// Adds one power's share to the whole turn's orders.
void addTurnOrders(herald::diplomacy::downfall::HardbopTurnOrders &whole,
                   const herald::diplomacy::downfall::HardbopTurnOrders &part);

} // namespace herald::diplomacy::desk
