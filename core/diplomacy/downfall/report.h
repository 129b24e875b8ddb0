#pragma once

#include "core/diplomacy/downfall/sequence.h"

#include <array>
#include <string>

/// @file
/// The reports of a resolved Hardbop turn (spec part C): what everyone may read, and what
/// each power alone may know (its hidden personalities, the units they met, the Ring).

namespace herald::diplomacy::downfall {

/// The GM's private guess about the Ring's hiding place for one power (B9.2): 2 to 4
/// spaces, which need not be right.
struct RingHint
{
    PowerId power = kNoPower;
    std::vector<ProvinceId> spaces;
};

/// One line of a report, with the event behind it (none for an order's result).
struct ReportLine
{
    std::optional<Event> event;
    std::string text;
};

/// A turn's reports: the public one, and one private report per power of the variant.
struct TurnReport
{
    std::vector<ReportLine> publicLines;
    std::array<std::vector<ReportLine>, kMaxPowers> privateLines;
};

/// Sorts a resolved turn into the public report (military orders' results, revealed
/// personalities, public events) and the private reports (events told to some powers only,
/// the GM's hints). Events for nobody (the d6 of Gandalf's absence) stay with the GM.
[[nodiscard]] TurnReport reportTurn(const Variant &variant, const HardbopTurn &turn,
                                    const std::vector<RingHint> &hints = {});

/// One event in words.
[[nodiscard]] std::string describeEvent(const Variant &variant, const Event &event);

} // namespace herald::diplomacy::downfall
