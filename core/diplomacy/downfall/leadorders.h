#pragma once

#include "core/diplomacy/downfall/hardbop.h"
#include "core/diplomacy/orderparser.h"

/// @file
/// Hardbop order text: Lead orders (spec B5), "Faramir L A MTi-Ano", and judging who may
/// lead whom; the cavalry and pirate letters "C" and "P" (B2) in any order.

namespace herald::diplomacy::downfall {

/// The outcome of reading a Lead order.
struct LeadParseResult
{
    LeadOrder order;
    /// OrderError::UnknownOrderKind when the text is not "<Personality> L <order>";
    /// otherwise the error of the embedded unit order.
    OrderError error = OrderError::None;
    std::string detail;

    [[nodiscard]] bool ok() const { return error == OrderError::None; }
};

/// Reads "<Personality> L <unit order>".
[[nodiscard]] LeadParseResult parseLead(const Variant &variant, std::string_view text);

/// An order read with Hardbop's unit letters: "C" is a cavalry army, "P" a pirate fleet.
struct HardbopOrderParse
{
    OrderParseResult parsed;
    /// The class of the ordered (or built) unit, and of the supported or convoyed one.
    UnitClass unitClass = UnitClass::Ordinary;
    UnitClass targetClass = UnitClass::Ordinary;
};

/// Reads an order that may use "C" or "P" as a unit letter ("Rohan: Build C Edo",
/// "A HDe S C Ent-Gap"), through the standard parser. A "C" right after a location is the
/// convoy keyword, not a letter.
[[nodiscard]] HardbopOrderParse parseHardbopOrder(const Variant &variant, std::string_view text,
                                                  PowerId power = kNoPower);

/// The letter Hardbop writes for a unit of this class: 'C', 'P', or '\0' for its kind's (B2).
[[nodiscard]] char classLetter(UnitClass unitClass);

/// An order as parseHardbopOrder reads it: the units it names on `board` (with their traits
/// in `state`) keep their cavalry or pirate letter, also a unit waiting to retreat (B2).
[[nodiscard]] std::string formatHardbopOrder(const Position &board, const HardbopState &state,
                                             const Order &order);

/// The power a personality belongs to, given who controls the Nazgul (spec B2).
[[nodiscard]] PowerId personalityOwner(const Variant &variant, const HardbopState &state,
                                       Personality who);

/// Judges every Lead order of a turn against the position and the units' own orders.
/// A personality may lead once a turn; later Lead orders of the same one are refused.
[[nodiscard]] std::vector<LeadError> judgeLeads(const Position &position, const HardbopState &state,
                                                const TurnOrders &orders);

} // namespace herald::diplomacy::downfall
