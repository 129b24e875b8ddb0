#include "core/skirmish/keywords.h"

#include <array>
#include <utility>

namespace herald::skirmish {

namespace {

constexpr std::array<std::pair<Terrain, const char *>, 14> kTerrains{{
    {Terrain::Flat, "flat"},
    {Terrain::Scrub, "scrub"},
    {Terrain::SteepSlope, "steepSlope"},
    {Terrain::Tree, "tree"},
    {Terrain::SpiderWeb, "web"},
    {Terrain::Crevasse, "crevasse"},
    {Terrain::Water, "water"},
    {Terrain::Marsh, "marsh"},
    {Terrain::Bridge, "bridge"},
    {Terrain::Rubble, "rubble"},
    {Terrain::SteppingStones, "steppingStones"},
    {Terrain::Paved, "paved"},
    {Terrain::Doorway, "doorway"},
    {Terrain::Stairway, "stairway"},
}};

constexpr std::array<std::pair<Cover, const char *>, 5> kCovers{{
    {Cover::None, "none"},
    {Cover::Light, "light"},
    {Cover::Medium, "medium"},
    {Cover::Heavy, "heavy"},
    {Cover::Infinite, "infinite"},
}};

constexpr std::array<std::pair<Spell, const char *>, 43> kSpells{{
    {Spell::IncreaseOwnMovement, "increase-own-movement"},
    {Spell::IncreaseOwnAttack, "increase-own-attack"},
    {Spell::IncreaseOwnDefence, "increase-own-defence"},
    {Spell::Teleportation, "teleportation"},
    {Spell::HealOwnWound, "heal-own-wound"},
    {Spell::Invisibility, "invisibility"},
    {Spell::TreeSmall, "tree-small"},
    {Spell::TreeMedium, "tree-medium"},
    {Spell::TreeLarge, "tree-large"},
    {Spell::HouseSmall, "house-small"},
    {Spell::HouseMedium, "house-medium"},
    {Spell::HouseLarge, "house-large"},
    {Spell::Tower, "tower"},
    {Spell::SpringSmall, "spring-small"},
    {Spell::SpringMedium, "spring-medium"},
    {Spell::SpringLarge, "spring-large"},
    {Spell::CrevasseSmall, "crevasse-small"},
    {Spell::CrevasseMedium, "crevasse-medium"},
    {Spell::CrevasseLarge, "crevasse-large"},
    {Spell::EntranceOneHex, "entrance-one-hex"},
    {Spell::EntranceTwoHex, "entrance-two-hex"},
    {Spell::BridgeSmall, "bridge-small"},
    {Spell::BridgeMedium, "bridge-medium"},
    {Spell::BridgeLarge, "bridge-large"},
    {Spell::TunnelOneHex, "tunnel-one-hex"},
    {Spell::TunnelTwoHexOrJunction, "tunnel-two-hex"},
    {Spell::DemolishWall, "demolish-wall"},
    {Spell::Immobilization, "immobilization"},
    {Spell::DoubleAttack, "double-attack"},
    {Spell::HalveAttack, "halve-attack"},
    {Spell::HealWounded, "heal-wounded"},
    {Spell::Revive, "revive"},
    {Spell::MagicCircle, "magic-circle"},
    {Spell::IncreaseMovement, "increase-movement"},
    {Spell::ImproveShooting, "improve-shooting"},
    {Spell::Levitation, "levitation"},
    {Spell::Detect, "detect"},
    {Spell::DetectAndEnumerate, "detect-enumerate"},
    {Spell::DetectAndIdentify, "detect-identify"},
    {Spell::DetectAndLocate, "detect-locate"},
    {Spell::Fireball, "fireball"},
    {Spell::RaiseLivingDead, "raise-living-dead"},
    {Spell::RaiseGargoyles, "raise-gargoyles"},
}};

constexpr std::array<std::pair<Health, const char *>, 4> kHealth{{
    {Health::Healthy, "healthy"},
    {Health::Stunned, "stunned"},
    {Health::Wounded, "wounded"},
    {Health::Dead, "dead"},
}};

constexpr std::array<std::pair<HorseState, const char *>, 4> kHorses{{
    {HorseState::None, "none"},
    {HorseState::WithRider, "with-rider"},
    {HorseState::Riderless, "riderless"},
    {HorseState::Dead, "dead"},
}};

template <typename Enum, std::size_t N>
QString keyOf(const std::array<std::pair<Enum, const char *>, N> &table, Enum value)
{
    for (const auto &[v, key] : table)
        if (v == value)
            return QString::fromLatin1(key);
    return {};
}

template <typename Enum, std::size_t N>
std::optional<Enum> valueOf(const std::array<std::pair<Enum, const char *>, N> &table,
                            const QString &key)
{
    for (const auto &[v, k] : table)
        if (key == QLatin1String(k))
            return v;
    return std::nullopt;
}

} // namespace

QString terrainKey(Terrain terrain)
{
    return keyOf(kTerrains, terrain);
}

std::optional<Terrain> terrainFromKey(const QString &key)
{
    return valueOf(kTerrains, key);
}

QString coverKey(Cover cover)
{
    return keyOf(kCovers, cover);
}

std::optional<Cover> coverFromKey(const QString &key)
{
    return valueOf(kCovers, key);
}

QString spellKey(Spell spell)
{
    return keyOf(kSpells, spell);
}

std::optional<Spell> spellFromKey(const QString &key)
{
    return valueOf(kSpells, key);
}

QString healthKey(Health health)
{
    return keyOf(kHealth, health);
}

std::optional<Health> healthFromKey(const QString &key)
{
    return valueOf(kHealth, key);
}

QString horseKey(HorseState horse)
{
    return keyOf(kHorses, horse);
}

std::optional<HorseState> horseFromKey(const QString &key)
{
    return valueOf(kHorses, key);
}

} // namespace herald::skirmish
