#pragma once

#include "core/skirmish/melee.h"
#include "core/skirmish/retreatpath.h"
#include "db/skirmish/skirmishdesk.h"

#include <QStringList>

#include <optional>
#include <vector>

/// @file
/// The counters moved on the map after a melee or a shot: retreats (§4.7) and a Gharv's
/// advance into the hex its enemy left (§9.6). A counter of several hexes moves whole (§12 C7);
/// counters off the map stay where they are for the referee to move.

namespace herald::db::skirmish {

/// The longest retreat of the rules (missile A against a rider, §5.5): the room the map is
/// asked for.
inline constexpr int kLongestRetreat = 4;

/// The ground `c` would retreat over from the enemies `foes`, when it stands on the skirmish's
/// map; nullopt otherwise.
[[nodiscard]] std::optional<sk::RetreatGround>
retreatGround(const Desk &desk, const StoredCharacter &c,
              const std::vector<StoredCharacter *> &foes);

/// Moves `c` `hexes` back from `foes` when it stands on the map and the map has room for its
/// whole counter (§4.7, §12 C7), with a line naming where it was and where it went.
void retreatOnMap(Desk &desk, StoredCharacter &c, const std::vector<StoredCharacter *> &foes,
                  int hexes, QStringList &lines);

/// How far `c` can retreat from `foes` on the map (up to kLongestRetreat); nullopt when it
/// is not on the map.
[[nodiscard]] std::optional<int> mapRetreatRoom(const Desk &desk, const StoredCharacter &c,
                                                const std::vector<StoredCharacter *> &foes);

/// Moves the fighters whose outcome is a retreat (not a riderless horse: the desk does not
/// place horses), then a lone Gharv attacker into a hex beside it that its defender left or
/// died in (§9.6). Call it after the outcomes are applied to the counters; each move is one line of
/// `lines`.
void moveAfterCombat(Desk &desk, const std::vector<StoredCharacter *> &attackers,
                     const std::vector<StoredCharacter *> &defenders, const sk::MeleeSetup &setup,
                     const sk::MeleeResolution &resolution, QStringList &lines);

} // namespace herald::db::skirmish
