#include "core/warmaster/characters.h"

#include <QCoreApplication>
#include <array>

namespace herald::warmaster {

namespace {

constexpr std::array<KeyName<CharacterType>, 6> typeTable{{
    {CharacterType::General, "general", QT_TRANSLATE_NOOP("herald::warmaster::Names", "General")},
    {CharacterType::Hero, "hero", QT_TRANSLATE_NOOP("herald::warmaster::Names", "Hero")},
    {CharacterType::Wizard, "wizard", QT_TRANSLATE_NOOP("herald::warmaster::Names", "Wizard")},
    {CharacterType::Minor, "minor",
     QT_TRANSLATE_NOOP("herald::warmaster::Names", "Minor character")},
    {CharacterType::Admiral, "admiral", QT_TRANSLATE_NOOP("herald::warmaster::Names", "Admiral")},
    {CharacterType::RoyalNephew, "royalNephew",
     QT_TRANSLATE_NOOP("herald::warmaster::Names", "Royal nephew")},
}};

} // namespace

int characterLevel(CharacterType type)
{
    switch (type) {
    case CharacterType::General:
        return 3;
    case CharacterType::Hero:
    case CharacterType::Wizard:
    case CharacterType::Admiral:
        return 2;
    case CharacterType::Minor:
        return 1;
    case CharacterType::RoyalNephew:
        return 0;
    }
    return 0;
}

std::optional<int> characterCost(CharacterType type, const CampaignSettings &settings)
{
    if (type == CharacterType::RoyalNephew)
        return std::nullopt;
    if (type == CharacterType::Minor && !settings.minorCharacters)
        return std::nullopt;
    return characterLevel(type);
}

std::span<const KeyName<CharacterType>> EnumKeys<CharacterType>::table()
{
    return typeTable;
}

} // namespace herald::warmaster
