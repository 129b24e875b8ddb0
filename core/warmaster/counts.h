#pragma once

namespace herald::warmaster {

// The fixed counts of §2.18.

/// Lesser races in play: player countries − 2, never below 0 (MINOR NATIONS).
[[nodiscard]] constexpr int lesserRacesInPlay(int playerCountries)
{
    return playerCountries > 2 ? playerCountries - 2 : 0;
}

/// What a New Nation starts with (§7.4.3; units counted, not costed, I-67).
struct NewNationPackage
{
    static constexpr int units = 10;
    static constexpr int boats = 10;
    static constexpr int admirals = 1;
    static constexpr int characterPoints = 5;
    static constexpr int magicItems = 1;
};

/// Points of magic items each player may author in all (Magic Items).
inline constexpr int magicItemPointsPerAuthor = 150;
/// Items each nation draws at the start of the campaign.
inline constexpr int startingMagicItemsPerNation = 2;
/// An aquatic nation: 6 underwater areas and one town (§7.2.7).
inline constexpr int aquaticNationAreas = 6;
/// Advantages an allied aquatic nation adds to every expedition.
inline constexpr int aquaticAllianceAdvantages = 3;
/// A new island: 6 areas, at least 1 of them coastal.
inline constexpr int newIslandAreas = 6;
/// Battle length in minutes, unless an army breaks first.
inline constexpr int battleMinutes = 120;
/// Minutes allies get to agree under Option A (§5.7).
inline constexpr int alliedDissentMinutes = 5;
/// No magic within this many inches of a Wizards Tower.
inline constexpr int wizardsTowerNoMagicInches = 12;
/// A battle army's size in points (§2.5).
inline constexpr int battleArmyPoints = 2000;

} // namespace herald::warmaster
