#pragma once

#include "core/skirmish/characterstate.h"
#include "core/skirmish/profile.h"

#include <QString>

#include <optional>

/// @file
/// The terrain table of §3.2: what a hex costs to enter, the cover it gives and whether it
/// favours the character standing in it in melee (§4.3), with the special movers of §3.11.

namespace herald::skirmish {

/// A hex's terrain (§3.2). Hex-side features (walls, windows, arrow-slits) and overlays
/// (dead bodies, demolished walls) are not terrains.
enum class Terrain
{
    Flat, ///< includes grey underground tunnel floor
    Scrub,
    SteepSlope,
    Tree,
    SpiderWeb,
    Crevasse,
    Water,
    Marsh,
    Bridge,
    Rubble,
    SteppingStones,
    Paved, ///< building interior or paved area
    Doorway,
    Stairway,
};

/// The levels of cover of §5.4, lightest first; Infinite means the target cannot be shot.
enum class Cover
{
    None,
    Light,
    Medium,
    Heavy,
    Infinite,
};

/// The terrain's name for explanations ("flat", "doorway").
[[nodiscard]] QString terrainName(Terrain terrain);
/// "+", "0" or "−" as §4.3 writes a hex's effect.
[[nodiscard]] QString effectSign(int effect);

/// The melee effect of a hex for the character in it (§3.2 combat column, §4.3): +1
/// favourable, 0 neutral, −1 unfavourable; nullopt where no combat is possible (crevasse).
/// Elves are + in trees, Gharvs + in water and marsh and − on land, Krobs + on webs; the Baby
/// Dragon treats water and marsh as favourable (T, §9.2).
[[nodiscard]] std::optional<int> combatEffect(Terrain terrain, const Profile &profile);

/// The MPs to enter a hex of this terrain (§3.2, §3.3, §3.11), mounted or on foot as the
/// state says; nullopt where the character may not go (riders in trees, armour in water,
/// Adventurers into webs, anyone into a crevasse).
[[nodiscard]] std::optional<int> entryCost(Terrain terrain, const Profile &profile,
                                           const CharacterState &state);

/// The cover a target standing in this terrain has from its own hex (§5.4 closing list),
/// for a shooter the hex does not otherwise concern (the "Medium or None" cells are Medium:
/// the caller lowers them where §5.4 says the shooter's position removes the cover).
[[nodiscard]] Cover hexCover(Terrain terrain);

} // namespace herald::skirmish
