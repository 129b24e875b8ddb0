#include "core/warmaster/unitcategory.h"

namespace herald::warmaster {

namespace {

constexpr std::array<KeyName<UnitCategory>, 6> categoryTable{{
    {UnitCategory::Infantry, "infantry", "Infantry"},
    {UnitCategory::Cavalry, "cavalry", "Cavalry"},
    {UnitCategory::Chariots, "chariots", "Chariots"},
    {UnitCategory::Monsters, "monsters", "Monsters"},
    {UnitCategory::Artillery, "artillery", "Artillery"},
    {UnitCategory::Specials, "specials", "Specials"},
}};

} // namespace

std::span<const KeyName<UnitCategory>> EnumKeys<UnitCategory>::table()
{
    return categoryTable;
}

std::optional<UnitCategory> categoryFromKey(QStringView key)
{
    if (key == QLatin1String("machines"))
        return UnitCategory::Artillery;
    return fromKey<UnitCategory>(key);
}

} // namespace herald::warmaster
