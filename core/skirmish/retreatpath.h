#pragma once

#include "core/skirmish/characterstate.h"
#include "core/skirmish/profile.h"
#include "core/skirmish/skirmishmap.h"

#include <QSet>
#include <QString>
#include <QStringList>

#include <optional>

/// @file
/// Where a one-hex counter retreats on the map (§4.7 and its [PROPOSED] reading): step by
/// step away from its starting hex, never through an enemy, never onto a hex it may not
/// enter, never closer to the enemies that caused the retreat, and ending on a free hex.

namespace herald::skirmish {

/// What the map around a retreating counter holds.
struct RetreatGround
{
    const SkirmishMap *map = nullptr;
    QString from;             ///< the counter's hex
    QStringList enemies;      ///< hexes of the enemies that caused the retreat
    QSet<QString> enemyHexes; ///< every hex an enemy stands on (never crossed)
    QSet<QString> occupied;   ///< every hex anyone stands on (never ended on)
};

/// The hex `hexes` away (by hex distance) that the counter retreats to: of the free hexes it
/// can reach that far, the one farthest from the enemies (then the first by label, so that
/// the desk always chooses the same); nullopt when there is none.
[[nodiscard]] std::optional<QString> retreatHex(const RetreatGround &ground, int hexes,
                                                const Profile &profile,
                                                const CharacterState &state);

/// How many of `wanted` hexes the counter can retreat on this ground (§4.7: one that cannot
/// go the whole way goes as far as it can and takes a wound).
[[nodiscard]] int retreatRoom(const RetreatGround &ground, int wanted, const Profile &profile,
                              const CharacterState &state);

} // namespace herald::skirmish
