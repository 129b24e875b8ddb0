#pragma once

#include "core/warmaster/keys.h"

#include <array>
#include <optional>
#include <span>

namespace herald::warmaster {

/// Roster categories (§1.4), in the rules' order (§8, the roster sheet: Infantry, Cavalry,
/// Monsters, Chariots, Artillery). The first five are the basic categories every roster sheet
/// shows, even at 0; Specials appear when a list has them.
enum class UnitCategory
{
    Infantry,
    Cavalry,
    Monsters,
    Chariots,
    Artillery, ///< also called Machines
    Specials,
};

inline constexpr std::array<UnitCategory, 5> basicCategories{
    UnitCategory::Infantry, UnitCategory::Cavalry, UnitCategory::Monsters, UnitCategory::Chariots,
    UnitCategory::Artillery};

inline constexpr std::array<UnitCategory, 6> allCategories{
    UnitCategory::Infantry, UnitCategory::Cavalry,   UnitCategory::Monsters,
    UnitCategory::Chariots, UnitCategory::Artillery, UnitCategory::Specials};

/// Keys "infantry" ... "specials"; "machines" is read as artillery (see categoryFromKey).
template <> struct EnumKeys<UnitCategory>
{
    static std::span<const KeyName<UnitCategory>> table();
};

/// Reads a category key, accepting "machines" for artillery as the rules name both.
[[nodiscard]] std::optional<UnitCategory> categoryFromKey(QStringView key);

} // namespace herald::warmaster
