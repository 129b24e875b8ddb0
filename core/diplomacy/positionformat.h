#pragma once

#include "core/diplomacy/position.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

/// @file
/// The text form of a Position (docs/diplomacy-position-format.md): read and written from
/// strings only, so that core never touches files.

namespace herald::diplomacy {

/// What is wrong with a position text.
enum class PositionErrorCode
{
    UnknownRecord,   ///< a keyword the format does not define
    FieldCount,      ///< too few or too many words
    WrongVariant,    ///< the text names another variant
    BadPhase,        ///< unknown season or phase, or a year that is not a number
    UnknownPower,    ///< no power of the variant has this name
    UnknownLocation, ///< no province or coast of the variant has this name
    BadUnit,         ///< not A or F, or a unit its terrain does not allow
    Occupied,        ///< two units (or two dislodged units) in one province
    NotACentre,      ///< an OWNER record for a province that is no supply centre
    UnknownWord,     ///< a word the record does not take (a variant layer's records)
    BreaksRule,      ///< what the record says breaks a rule of the variant (the detail names it)
};

/// One problem in a position text.
struct PositionError
{
    int line = 0;
    PositionErrorCode code = PositionErrorCode::UnknownRecord;
    std::string detail;
};

/// A readable sentence for one error, naming the line and the word at fault.
[[nodiscard]] std::string describe(const PositionError &error);

/// The outcome of reading a position: a position, or every problem found.
struct PositionParseResult
{
    std::optional<Position> position;
    std::vector<PositionError> errors;
};

/// Reads a position played on `variant` (which must outlive it).
[[nodiscard]] PositionParseResult parsePosition(const Variant &variant, std::string_view source);

/// Writes a position in the same form; parsePosition(serializePosition(p)) == p.
[[nodiscard]] std::string serializePosition(const Position &position);

} // namespace herald::diplomacy
