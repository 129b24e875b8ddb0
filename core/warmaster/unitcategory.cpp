#include "core/warmaster/unitcategory.h"

#include <QCoreApplication>

namespace herald::warmaster {

namespace {

constexpr std::array<KeyName<UnitCategory>, 6> categoryTable{{
    {UnitCategory::Infantry, "infantry", QT_TRANSLATE_NOOP("herald::warmaster::Names", "Infantry")},
    {UnitCategory::Cavalry, "cavalry", QT_TRANSLATE_NOOP("herald::warmaster::Names", "Cavalry")},
    {UnitCategory::Monsters, "monsters", QT_TRANSLATE_NOOP("herald::warmaster::Names", "Monsters")},
    {UnitCategory::Chariots, "chariots", QT_TRANSLATE_NOOP("herald::warmaster::Names", "Chariots")},
    {UnitCategory::Artillery, "artillery",
     QT_TRANSLATE_NOOP("herald::warmaster::Names", "Artillery")},
    {UnitCategory::Specials, "specials", QT_TRANSLATE_NOOP("herald::warmaster::Names", "Specials")},
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
