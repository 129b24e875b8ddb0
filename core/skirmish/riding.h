#pragma once

#include "core/map/hex.h"
#include "core/skirmish/characterstate.h"
#include "core/skirmish/profile.h"
#include "core/skirmish/terrain.h"
#include "core/skirmish/wounds.h"

#include <QString>

#include <optional>

/// @file
/// Horses and riders in DN1 (§3.8): the two-hex counter's turning costs, mounting and
/// dismounting with the conversion of the MPs left, and leaping a water or crevasse hex.

namespace herald::skirmish {

/// A mounted counter: the head hex in front, the tail hex behind (§3.8.1).
struct MountedCounter
{
    map::Hex head;
    map::Hex tail;

    friend bool operator==(const MountedCounter &, const MountedCounter &) = default;
};

/// Where an entered hex lies relative to the counter (§3.8.1 diagram, §12 A8).
enum class RiderEntry
{
    Ahead,           ///< straight ahead of the head: +0
    ForwardDiagonal, ///< beside the hex ahead, touching the head only: +0
    Side,            ///< touching both head and tail: +1
    RearDiagonal,    ///< beside the hex behind, touching the tail only: +2
    Behind,          ///< straight behind the tail: +3
    NotAdjacent,
};

[[nodiscard]] RiderEntry classifyRiderEntry(const MountedCounter &counter, map::Hex entered);
/// The turning surcharge of an entry (§3.8.1); a half-turn on the spot costs kHalfTurnCost.
[[nodiscard]] int turningSurcharge(RiderEntry entry);
inline constexpr int kHalfTurnCost = 3;

/// The MPs to enter a hex mounted: terrain for horses plus the turning surcharge; nullopt if
/// horses may not enter the terrain or the hex is not next to the counter.
[[nodiscard]] std::optional<int> riderEntryCost(const MountedCounter &counter, map::Hex entered,
                                                Terrain terrain, const Profile &profile);

/// The counter after the move ([PROPOSED] §3.8.1: the entered hex becomes the head; the tail
/// is the old head if it touches the entered hex, else the old tail).
[[nodiscard]] MountedCounter afterEntering(const MountedCounter &counter, map::Hex entered);

/// §3.8.2: 2 MPs to mount or dismount for a light horseman, 3 for a heavy (armoured) one.
[[nodiscard]] int mountingCost(const Profile &profile);

/// MPs left on horseback after mounting with `footMpLeft`: (left − cost) × 2, × 4 when wounded
/// (§12 C9); Thrugg × 4 and × 8. nullopt if the MPs left cannot pay the cost.
[[nodiscard]] std::optional<int> mpAfterMounting(const Profile &profile,
                                                 const CharacterState &state, int footMpLeft);
/// MPs left on foot after dismounting with `mountedMpLeft`: (left − cost) ÷ 2, ÷ 4 when
/// wounded; Thrugg ÷ 4 and ÷ 8; rounded down. nullopt if the cost cannot be paid.
[[nodiscard]] std::optional<int> mpAfterDismounting(const Profile &profile,
                                                    const CharacterState &state, int mountedMpLeft);

/// The outcome of a rider's leap over water or a crevasse (§3.8.4).
struct RiderJump
{
    int face = 0;
    int total = 0;
    bool crossed = false; ///< the rider ends on the far side
    CharacterState after;
    QString explanation;
};

/// Resolves a leap from the die: +1 armoured rider, +1 wounded, +4 over two hexes at once;
/// 1-9 over, 10 the horse refuses (rider thrown, stunned), 11+ the horse dies and the rider
/// is wounded on the far side.
[[nodiscard]] RiderJump resolveRiderJump(const Profile &profile, const CharacterState &state,
                                         bool twoHexes, int face);

} // namespace herald::skirmish
