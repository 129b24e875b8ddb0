#pragma once

#include "core/diplomacy/variant.h"

#include <string>
#include <utility>
#include <vector>

/// @file
/// The records of a variant as a map maker writes them, and their text form. A Variant holds
/// each border in both directions and is immutable; a VariantDraft holds what the file says,
/// one record a border, and may be edited (and be wrong) before it is read back through
/// parseVariant(), which validates it. writeVariant() and parseVariant() are inverse:
/// draftOf(parseVariant(writeVariant(d)).variant) == d for every valid draft d.

namespace herald::diplomacy {

/// A variant's records, with provinces and powers referred to by index.
struct VariantDraft
{
    std::string name;
    std::string version;
    std::string status;
    Calendar calendar;
    RuleOptions options;
    std::vector<Power> powers;
    std::vector<Province> provinces;
    /// One entry per EDGE record, in the direction it is written.
    std::vector<Edge> edges;
    std::vector<SpecialPassage> specials;
    std::vector<StartingUnit> units;
    std::vector<std::pair<std::string, ProvinceId>> aliases;

    friend bool operator==(const VariantDraft &, const VariantDraft &) = default;
};

/// The records of a variant: each border once, as it was written.
[[nodiscard]] VariantDraft draftOf(const Variant &variant);

/// The `.variant` text of a draft (docs/diplomacy-variant-format.md). Writes whatever the
/// draft holds; parseVariant() on the result says what is wrong with it.
[[nodiscard]] std::string writeVariant(const VariantDraft &draft);

/// A Variant built from a draft without validation, for drawing a map that is still being
/// edited. Every index in the draft must be in range; the adjudicator must only ever be
/// given variants read by parseVariant().
[[nodiscard]] Variant buildUnchecked(const VariantDraft &draft);

} // namespace herald::diplomacy
