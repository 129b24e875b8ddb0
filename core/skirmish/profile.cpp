#include "core/skirmish/profile.h"

#include <array>
#include <utility>

namespace herald::skirmish {

namespace {

constexpr std::array<std::pair<Kind, const char *>, 19> kKinds{{
    {Kind::Person, "person"},
    {Kind::Elf, "elf"},
    {Kind::Goblin, "goblin"},
    {Kind::Dwarf, "dwarf"},
    {Kind::Troll, "troll"},
    {Kind::Dog, "dog"},
    {Kind::CrazyOrk, "crazy-ork"},
    {Kind::Queen, "queen"},
    {Kind::Guard, "guard"},
    {Kind::Warrior, "warrior"},
    {Kind::Slayer, "slayer"},
    {Kind::Hunter, "hunter"},
    {Kind::Gharv, "gharv"},
    {Kind::BabyDragon, "baby-dragon"},
    {Kind::DragonHead, "dragon-head"},
    {Kind::DragonBody, "dragon-body"},
    {Kind::DragonTail, "dragon-tail"},
    {Kind::DragonClaw, "dragon-claw"},
    {Kind::Spirit, "spirit"},
}};

constexpr std::array<std::pair<Weapon, const char *>, 4> kWeapons{{
    {Weapon::None, "-"},
    {Weapon::ShortBow, "short-bow"},
    {Weapon::Longbow, "longbow"},
    {Weapon::Crossbow, "crossbow"},
}};

} // namespace

bool Profile::isKrob() const
{
    return kind == Kind::Queen || kind == Kind::Guard || kind == Kind::Warrior ||
           kind == Kind::Slayer || kind == Kind::Hunter;
}

bool Profile::isDragonPart() const
{
    return kind == Kind::DragonHead || kind == Kind::DragonBody || kind == Kind::DragonTail ||
           kind == Kind::DragonClaw;
}

bool Profile::killedCountsTwoWounds() const
{
    return kind == Kind::Troll || kind == Kind::Queen || kind == Kind::Guard;
}

QString kindKey(Kind kind)
{
    for (const auto &[k, key] : kKinds)
        if (k == kind)
            return QString::fromLatin1(key);
    return QStringLiteral("person");
}

std::optional<Kind> kindFromKey(const QString &key)
{
    for (const auto &[k, name] : kKinds)
        if (key == QLatin1String(name))
            return k;
    return std::nullopt;
}

QString weaponKey(Weapon weapon)
{
    for (const auto &[w, key] : kWeapons)
        if (w == weapon)
            return QString::fromLatin1(key);
    return QStringLiteral("-");
}

std::optional<Weapon> weaponFromKey(const QString &key)
{
    for (const auto &[w, name] : kWeapons)
        if (key == QLatin1String(name))
            return w;
    return std::nullopt;
}

} // namespace herald::skirmish
