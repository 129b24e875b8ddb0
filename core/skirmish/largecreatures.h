#pragma once

#include "core/map/hex.h"

#include <array>
#include <optional>
#include <vector>

/// @file
/// The geometry of the multi-hex creatures (§9.1, §9.3, §12 A9, C16): the Black Dragon's five
/// parts and the hexes from which each can be reached, and the front and rear ("R") hexes of
/// Alkiram and the Royal Guards.

namespace herald::skirmish {

/// The Black Dragon's cross, facing `facing` (§9.1): body C, head C+d0, claws C+d1 and C+d5,
/// tail C+d3, where d0 is the facing and d1..d5 follow clockwise.
struct BlackDragonLayout
{
    map::Hex body;
    map::Hex head;
    map::Hex tail;
    std::array<map::Hex, 2> claws;
    /// The "+" hexes beside the body, tail and a claw: the body is attacked from there, and
    /// the dragon strikes from tail and claw together.
    std::array<map::Hex, 2> plusHexes;
    /// The "*" hexes touching head and a claw: head and claw strike together.
    std::array<map::Hex, 2> starHexes;
};

[[nodiscard]] BlackDragonLayout blackDragonLayout(map::Hex centre, map::Direction facing);

/// Which parts are disabled (defence 0, §9.1): each opens its hex to attackers of the body.
struct DisabledParts
{
    bool head = false;
    bool tail = false;
    bool leftClaw = false;  ///< claws[0]
    bool rightClaw = false; ///< claws[1]
};

/// The hexes from which the body can be attacked: the two "+" hexes, and the hex of every
/// disabled part (a character steps onto it for the combat phase, §9.1).
[[nodiscard]] std::vector<map::Hex> bodyAttackHexes(const BlackDragonLayout &dragon,
                                                    const DisabledParts &disabled);

/// From where a hex beside a large Krob attacks her (§9.3, §12 C16).
enum class KrobArc
{
    Front,
    Rear,
    NotAdjacent,
};

/// Rotates an axial offset clockwise by `sixths` sixths of a turn.
[[nodiscard]] map::Hex rotateClockwise(map::Hex offset, int sixths);

/// Alkiram's seven hexes around `centre`, turned `sixths` sixths clockwise from the facing of
/// §9.3 (between North and North-East).
[[nodiscard]] std::vector<map::Hex> queenHexes(map::Hex centre, int sixths);
[[nodiscard]] KrobArc queenArc(map::Hex centre, int sixths, map::Hex attacker);

/// A Royal Guard's three hexes, her rear hex at `rear` (the offsets of §9.3 around it).
[[nodiscard]] std::vector<map::Hex> guardHexes(map::Hex rear, int sixths);
[[nodiscard]] KrobArc guardArc(map::Hex rear, int sixths, map::Hex attacker);
/// The hex "between her legs" where an enemy suffers both her attacks (§9.3).
[[nodiscard]] map::Hex guardBetweenLegs(map::Hex rear, int sixths);

} // namespace herald::skirmish
