#pragma once

#include <string>
#include <string_view>
#include <vector>

/// @file
/// Tiny string helpers shared by the text formats (variant, position, orders). Internal to
/// core/diplomacy; kept here so that each parser stays about its own grammar.

namespace herald::diplomacy::text {

/// The view without leading and trailing blanks (spaces, tabs, CR).
[[nodiscard]] std::string_view trim(std::string_view s);
/// ASCII lower-case copy.
[[nodiscard]] std::string lower(std::string_view s);
/// ASCII case-insensitive equality.
[[nodiscard]] bool iequals(std::string_view a, std::string_view b);
/// Splits at every `separator`, trimming each field.
[[nodiscard]] std::vector<std::string_view> splitFields(std::string_view s, char separator);
/// Splits at runs of blanks; no empty words.
[[nodiscard]] std::vector<std::string_view> words(std::string_view s);
/// Parses a whole decimal integer; false if the text is not one.
[[nodiscard]] bool toInt(std::string_view s, int &out);

} // namespace herald::diplomacy::text
