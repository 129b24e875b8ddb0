#pragma once

#include "core/diplomacy/variant.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

/// @file
/// Reading a variant from its text form (docs/diplomacy-variant-format.md). The reader
/// validates everything the adjudicator relies on and reports each problem with the line,
/// the province and the field it concerns, so that a map maker can fix the file.

namespace herald::diplomacy {

/// What is wrong with a variant file.
enum class VariantErrorCode
{
    MissingHeader,      ///< no VARIANT record
    UnknownRecord,      ///< a record keyword the format does not define
    FieldCount,         ///< too few or too many fields in a record
    DuplicateName,      ///< two provinces, powers or aliases with the same name
    BadProvinceType,    ///< not land, coast, sea or offboard
    UnknownFlag,        ///< a province or border flag the format does not define
    BadFlagValue,       ///< a flag whose value cannot be read
    UnknownPower,       ///< a power name that no POWER record declares
    UnknownProvince,    ///< a province abbreviation that no PROVINCE record declares
    UnknownCoast,       ///< a coast the province does not declare
    SelfBorder,         ///< a border from a province to itself
    DuplicateBorder,    ///< the same pair of provinces written twice
    BadBorderClass,     ///< border classes other than A and F
    BorderTerrain,      ///< a border its terrain forbids (army into sea, fleet inland)
    CoastRequired,      ///< a fleet border or unit on a split-coast province without a coast
    BadUnit,            ///< a starting unit that cannot be read
    UnitTerrain,        ///< a starting unit on a space of the wrong terrain
    UnitsShareProvince, ///< two starting units in one province
    BadCalendar,        ///< a CALENDAR record that cannot be read
    BadOption,          ///< an OPTION the format does not define, or a bad value
    TooMany,            ///< more provinces, powers or coasts than the engine supports
    HomeWithoutCentre,  ///< HOME or OWNER on a province that is no supply centre
};

/// One problem found in a variant file.
struct VariantError
{
    int line = 0;         ///< 1-based line, 0 if the problem concerns the whole file
    std::string province; ///< the province concerned, empty if none
    std::string field;    ///< the record field or flag concerned
    VariantErrorCode code = VariantErrorCode::UnknownRecord;
    std::string detail; ///< the offending text
};

/// A readable sentence for one error, naming line, province and field.
[[nodiscard]] std::string describe(const VariantError &error);

/// The outcome of reading a variant: a variant, or every problem found.
struct VariantParseResult
{
    std::optional<Variant> variant;
    std::vector<VariantError> errors;
};

/// A flag word of the format and the bit it sets.
struct FlagName
{
    std::string_view name;
    std::uint32_t bit;
};

/// The PROVINCE flags that set a bit of Province::flags (FORT, MARSH...), in file order.
[[nodiscard]] std::span<const FlagName> provinceFlagNames();
/// The EDGE flags (MOUNTAIN, ONE_WAY...), in file order.
[[nodiscard]] std::span<const FlagName> edgeFlagNames();

/// Reads a variant from the text of a `.variant` file.
[[nodiscard]] VariantParseResult parseVariant(std::string_view source);

} // namespace herald::diplomacy
