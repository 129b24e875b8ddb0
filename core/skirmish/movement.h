#pragma once

#include "core/skirmish/characterstate.h"
#include "core/skirmish/profile.h"
#include "core/skirmish/terrain.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

/// @file
/// Movement (§3.1-§3.4, §3.6, §3.11): what entering a hex costs with its terrain, its level
/// change, hex-side and dead bodies, and a walk along a path with the MPs a character has.

namespace herald::skirmish {

/// What entering one hex involves, as the map tells it.
struct HexEntry
{
    Terrain terrain = Terrain::Flat;
    bool demolishedWall = false; ///< §12 C31: +1 over the terrain
    bool throughWindow = false;  ///< crossing a window hex-side: +3 (§3.2)
    bool wallCrossed = false;    ///< a wall with no opening on the hex-side crossed
    int deadPersons = 0;         ///< §3.3 item 12
    int deadHorses = 0;
    /// DN2: the bodies are Adventurers'; only those slow Adventurers (§12 C28).
    bool adventurerBodies = true;
    int levelChange = 0; ///< levels gained (+) or lost (−) by entering the hex
    /// The change of level goes by a stairway, a steep slope or the gentle slope to a beach.
    bool byStairOrSlope = false;
    bool standingEnemy = false; ///< §3.3 item 1: a living, non-stunned enemy holds the hex
};

/// The cost of one hex, or why it cannot be entered.
struct EntryCost
{
    std::optional<int> cost;
    QString explanation;
};

[[nodiscard]] EntryCost hexEntryCost(const HexEntry &entry, const Profile &profile,
                                     const CharacterState &state, Game game);

/// A walk along a path of hexes: how far the character got and what it spent.
struct Walk
{
    int hexesEntered = 0;
    int spent = 0;
    bool complete = false;
    QStringList lines;
};

/// Walks `path` with `available` MPs: each hex is entered only with enough MPs left to pay
/// its whole cost (§3.1); the walk stops at the first hex it cannot enter.
[[nodiscard]] Walk walk(const std::vector<HexEntry> &path, const Profile &profile,
                        const CharacterState &state, Game game, int available);

/// §3.4: a character picking up a stunned one keeps half its remaining MPs, rounded down.
[[nodiscard]] int mpAfterPickingUp(int remaining);

/// §3.6: a character boarding a boat may move it at once if it spent at most half its MA.
[[nodiscard]] bool boatMayMoveAtOnce(int spent, int movementAllowance);

} // namespace herald::skirmish
