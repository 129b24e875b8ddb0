#pragma once

#include <QString>

namespace herald::app {

/// One choice a step form offers (an order's kind, an area to move into, a landmass to sail
/// for): refused choices are offered too, with the command's own refusal, so the referee sees
/// why they cannot be taken.
struct StepChoice
{
    QString key;           ///< as the command takes it: "move", "0408"
    QString text;          ///< as the referee reads it: "move", "0408 Scar"
    QString refusal;       ///< why the command would refuse it, naming the rule; empty when open
    bool crossing = false; ///< a move: the boundary has a pass or ford to use (I-52)

    friend bool operator==(const StepChoice &, const StepChoice &) = default;
};

} // namespace herald::app
