#pragma once

#include "core/skirmish/characterstate.h"
#include "core/skirmish/profile.h"
#include "core/skirmish/skirmishmap.h"

#include <QSet>
#include <QString>
#include <QStringList>

#include <optional>

/// @file
/// Where a counter retreats on the map (§4.7 and its [PROPOSED] reading, §12 C7): the whole
/// counter, whatever its hexes, moves step by step away from where it stood, never through an
/// enemy, never onto a hex it may not enter, never closer to the enemies that caused the
/// retreat, and ends on free hexes.

namespace herald::skirmish {

/// What the map around a retreating counter holds.
struct RetreatGround
{
    const SkirmishMap *map = nullptr;
    QStringList from;         ///< the counter's hexes, head first
    QStringList enemies;      ///< hexes of the enemies that caused the retreat
    QSet<QString> enemyHexes; ///< every hex an enemy stands on (never crossed)
    QSet<QString> occupied;   ///< every hex anyone else stands on (never ended on)
};

/// The hexes (head first, in the order of `from`) the counter stands on after retreating
/// `hexes`: the counter keeps its shape and facing and each of its hexes ends that far (by hex
/// distance) from where it was (§12 C7). Of the free places it can reach, the one farthest from
/// the enemies, then the first by its head's label, so that the desk always chooses the same;
/// nullopt when there is none.
[[nodiscard]] std::optional<QStringList> retreatPlace(const RetreatGround &ground, int hexes,
                                                      const Profile &profile,
                                                      const CharacterState &state);

/// How many of `wanted` hexes the counter can retreat on this ground (§4.7: one that cannot
/// go the whole way goes as far as it can and takes a wound).
[[nodiscard]] int retreatRoom(const RetreatGround &ground, int wanted, const Profile &profile,
                              const CharacterState &state);

} // namespace herald::skirmish
