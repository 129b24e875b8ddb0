#pragma once

#include "core/diplomacy/variantwriter.h"

#include <string>
#include <vector>

/// @file
/// Edits of a VariantDraft that must keep its indexes consistent: removing a province shifts
/// every later index, changing a province's coasts renumbers the coasts its borders and units
/// name. Edits never validate; parseVariant(writeVariant(draft)) says what is wrong.

namespace herald::diplomacy {

/// Removes a province with its borders, special passages, starting unit and aliases.
void removeProvince(VariantDraft &draft, ProvinceId province);

/// Gives a province these named coasts. Borders and units on a coast that keeps its name
/// follow it; borders on a coast that disappears go with it, and a unit there loses its coast.
void setCoasts(VariantDraft &draft, ProvinceId province, const std::vector<std::string> &coasts);

/// Adds the border a unit of `kind` crosses between two locations, or takes it away if
/// there is one; an army border ignores coasts. Another kind on the same record is kept.
/// Returns whether the border is there afterwards.
bool toggleBorder(VariantDraft &draft, Location a, Location b, UnitKind kind);

/// Indexes into draft.edges of the records touching a province, in record order.
[[nodiscard]] std::vector<std::size_t> bordersOf(const VariantDraft &draft, ProvinceId province);

} // namespace herald::diplomacy
