#pragma once

#include "core/skirmish/characterstate.h"
#include "core/skirmish/profile.h"

#include <QString>

#include <optional>

/// @file
/// The optional rule "Errare humanum est" (§5.8, off by default, §12 D): a missed shot is
/// rolled again and may strike a character beside the target.

namespace herald::skirmish {

/// Where a missed missile comes down.
struct StrayMissile
{
    int face = 0;
    /// 1..6: the hex around the target the players numbered beforehand (for a rider, around
    /// the head hex); nullopt on 7-10, when it lands harmlessly.
    std::optional<int> hex;
    QString explanation;
};

[[nodiscard]] StrayMissile rollStrayMissile(int face);

/// What a stray missile does to the character in the hex it falls on: a wound, or a 2-hex
/// retreat for one in armour; nothing for one the line of fire cannot reach.
struct StrayHit
{
    CharacterState after;
    int retreatHexes = 0;
    QString explanation;
};

[[nodiscard]] StrayHit strayMissileHits(const Profile &profile, const CharacterState &state,
                                        Game game, bool shelteredFromLine, int retreatRoom = 99);

} // namespace herald::skirmish
