#pragma once

#include "core/map/hex.h"
#include "core/skirmish/characterstate.h"
#include "core/skirmish/missiletables.h"
#include "core/skirmish/profile.h"
#include "core/skirmish/terrain.h"

#include <QString>

#include <vector>

/// @file
/// Lines of fire and cover (§5.4): which hexes a shot crosses, what in them blocks it, and
/// the heaviest cover the target gets. The map features this module does not model (arrow
/// slits, slope lips, towers, stone-bridge walls) come in as an extra cover from the caller.

namespace herald::skirmish {

/// What the line of fire meets in one hex strictly between shooter and target.
struct LofHex
{
    Terrain terrain = Terrain::Flat;
    bool standingCharacter = false; ///< living and not stunned (§5.4: the others never block)
    bool smallCharacter = false;    ///< a dog or a Krob baby (§8.3, §5.4 exception 2)
    bool lowerLevel = false;        ///< DN2: below the shooter or the target (§5.4 exception 4)
    bool wall = false;              ///< a wall without an opening is crossed
    bool doorway = false;           ///< the line passes through a doorway (§5.4: medium cover)
    bool window = false;            ///< through a window into a building (medium cover)
    bool bars = false;              ///< through cell bars, the shooter not adjacent to them (light)
};

/// A shot's line of fire as the map gives it.
struct LineOfFire
{
    std::vector<LofHex> crossed;      ///< in order from the shooter
    std::vector<Terrain> targetHexes; ///< the target's own hex(es): two for a rider
    bool underground = false;
    bool targetOnEntrance = false;  ///< DN1 underground: an entrance hex gives medium cover
    Cover extraCover = Cover::None; ///< slits, slope lips, towers, bridges (§5.4 table)
};

/// The verdict on a line of fire: the cover, Infinite when the shot cannot be made.
struct LofVerdict
{
    Cover cover = Cover::None;
    QString explanation;

    [[nodiscard]] bool blocked() const { return cover == Cover::Infinite; }
};

/// Judges a line of fire for a shooter's weapon at a range band (§5.4).
[[nodiscard]] LofVerdict judgeLineOfFire(const LineOfFire &line, const Profile &shooter,
                                         RangeBand band, Game game, const Profile &target);

/// The hexes strictly between two hexes on the straight line joining their centres. Where
/// the line runs along a hex edge there are two answers: `side` (+1 or −1) picks which.
[[nodiscard]] std::vector<map::Hex> hexesBetween(map::Hex from, map::Hex to, int side = 1);

/// §12 C20: a line along hex edges is judged both ways; lenient keeps the lighter verdict,
/// strict the heavier.
[[nodiscard]] LofVerdict alongEdge(const LofVerdict &one, const LofVerdict &other, bool strict);

} // namespace herald::skirmish
