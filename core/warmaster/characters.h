#pragma once

#include "core/warmaster/campaignsettings.h"
#include "core/warmaster/keys.h"

#include <optional>
#include <span>

namespace herald::warmaster {

/// Character types (§1.4, Personalities).
enum class CharacterType
{
    General,
    Hero,
    Wizard, ///< magic user
    Minor,  ///< optional rule (setting minorCharacters)
    Admiral,
    RoyalNephew, ///< stand-in general (§6.6, I-21); never bought
};

/// The character points a type costs (§2.3): general 3; hero, wizard, admiral 2; minor 1 while
/// the minorCharacters setting is on. nullopt when the type cannot be bought (a minor
/// character with the setting off, a royal nephew).
[[nodiscard]] std::optional<int> characterCost(CharacterType type,
                                               const CampaignSettings &settings);

/// A character's level (I-19): its CP cost, whether or not the campaign still sells the type
/// (general 3; hero, wizard, admiral 2; minor 1; royal nephew 0). Used by ransoms (§2.16).
[[nodiscard]] int characterLevel(CharacterType type);

template <> struct EnumKeys<CharacterType>
{
    static std::span<const KeyName<CharacterType>> table();
};

} // namespace herald::warmaster
