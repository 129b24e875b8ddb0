#pragma once

#include "core/diplomacy/order.h"
#include "core/diplomacy/variant.h"

#include <string>
#include <string_view>

/// @file
/// Reading orders in the usual notation ("A Bre-Pic", "F Gol S A Mar-Spa", "Build F StP/nc")
/// and writing them back. Locations are single words: an abbreviation, an alias or a one-word
/// name, with an optional coast ("Spa/nc" or "Spa(nc)").

namespace herald::diplomacy {

/// Why an order text could not be read.
enum class OrderError
{
    None,
    Empty,            ///< nothing but blanks
    UnknownPower,     ///< "Power:" prefix naming no power of the variant
    UnknownUnitKind,  ///< a unit letter other than A or F
    UnknownProvince,  ///< a location naming no province
    UnknownCoast,     ///< a coast the province does not have
    MissingLocation,  ///< the text stops where a location was expected
    UnknownOrderKind, ///< a word where H, -, S, C, R, D was expected
    MissingMove,      ///< a convoy without "X-Y"
    TrailingText,     ///< words left over after a complete order
};

/// The outcome of reading one order.
struct OrderParseResult
{
    Order order;
    OrderError error = OrderError::None;
    /// The word at fault, for the message.
    std::string detail;

    [[nodiscard]] bool ok() const { return error == OrderError::None; }
};

/// Reads one order. `power` is used when the text has no "Power:" prefix.
[[nodiscard]] OrderParseResult parseOrder(const Variant &variant, std::string_view text,
                                          PowerId power = kNoPower);

/// A sentence naming the order text and its problem.
[[nodiscard]] std::string describe(OrderError error, std::string_view orderText,
                                   std::string_view detail);

/// Letters for the units an order names where a variant has its own for special units
/// (Hardbop's "C" and "P", spec B2); '\0' writes the kind's A or F.
struct UnitLetters
{
    char unit = '\0';
    char target = '\0';
};

/// The order in canonical notation ("F Gol S A Mar-Spa").
[[nodiscard]] std::string formatOrder(const Variant &variant, const Order &order,
                                      UnitLetters letters = {});

} // namespace herald::diplomacy
