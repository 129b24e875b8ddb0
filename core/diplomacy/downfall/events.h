#pragma once

#include "core/diplomacy/downfall/hardbop.h"

#include <cstdint>
#include <optional>
#include <vector>

/// @file
/// What happened during a Hardbop turn beyond the orders' results, and who may know it
/// (spec part C). Each rules step records events; the report (report.h) sorts them into the
/// public report and each power's private notes.

namespace herald::diplomacy::downfall {

/// The kinds of event a Hardbop turn records.
enum class EventKind : std::uint8_t
{
    PersonalityAt,        ///< where a hidden personality now stands (its owner only, C2)
    PersonalityRevealed,  ///< a personality led or used a power, so its space is public (B3.4)
    Encounter,            ///< a personality met a unit of another power (B3.3, C2)
    PersonalityBlocked,   ///< a personality's step was refused or failed (B3.1, F18)
    NazgulDisplaced,      ///< Gandalf ended a step in the Nazgul's space (B4, E20)
    PersonalityDestroyed, ///< destroyed at step xii, in Khazad-Dum or with a led unit
    PersonalityAbsent,    ///< off the board for `value` turns (a die or a fixed delay, C3)
    PersonalityReturns,   ///< back on the board where its controller placed it
    BalrogSlain,          ///< Gandalf entered Khazad-Dum (B7.3)
    BalrogTurned,         ///< Sauron entered Khazad-Dum (B7.3)
    EntsMarch,            ///< the Fellowship led the Ents to Isengard (B4)
    EntsDestroyed,        ///< Sauron's host entered Fangorn (B7.6)
    UnitDestroyed,        ///< a military unit removed without retreat (Ents, Balrog)
    Commanded,            ///< Gandalf gave a unit of another power its order (B4.3)
    OrderReplaced,        ///< the commanded unit's owner learns its order was replaced (C2)
    Neutralised,          ///< the Ranger left a centre unowned (B4 Ranger 1)
    PathsWalked,          ///< the Ranger walked the Paths of the Dead (B4 Ranger 3)
    CentreGained,         ///< ownership changed at step x
    CentreKept,           ///< a Good power could not take another's home (B8.3)
    FortressLost,         ///< a fortress or garrison destroyed for ever (B7.7, B4)
    AlignmentChanged,     ///< a power's side changed (B10)
    RingClaimed,          ///< a unit or personality took the Ring (B9.3): private
    RingPassed,           ///< the Ring changed hands (B9.4): private to both powers
    RingDropped,          ///< its carrier lost it and it lies in a space: private
    RingHint,             ///< the GM's guess about the hiding place (B9.2): private
    RingWorn,             ///< a power put the Ring on (B9.5): public
    RingDestroyed,        ///< the Ring unmade at Orodruin (B9.6): public
    Eliminated,           ///< a power is out of the game (B4 Sauron, B9.5)
    Victory,              ///< a power (or every non-Mordor power) has won (B13)
};

/// One event. `audience` lists the powers that may know it; a public event is for all.
struct Event
{
    EventKind kind = EventKind::PersonalityAt;
    /// The step of the move sequence (1 to 13 for i to xiii; 0 before step i).
    int step = 0;
    bool isPublic = false;
    /// Bit p: power p is told (ignored for public events).
    std::uint16_t audience = 0;
    std::optional<Personality> personality;
    ProvinceId at = kNoProvince;
    /// Another space: the second step of a path, a pass's destination, a new home.
    ProvinceId other = kNoProvince;
    /// The power acting (owner of the personality or unit, the new owner, the winner).
    PowerId power = kNoPower;
    /// A second power: the one met, the one whose order was replaced, the loser.
    PowerId otherPower = kNoPower;
    /// A number: turns of absence, a new alignment (as int), a die result.
    int value = 0;

    friend bool operator==(const Event &, const Event &) = default;
};

/// Bit mask for one power (0 for kNoPower).
[[nodiscard]] inline std::uint16_t powerBit(PowerId p)
{
    return p < kMaxPowers ? static_cast<std::uint16_t>(1u << p) : std::uint16_t(0);
}

/// A public event.
[[nodiscard]] inline Event publicEvent(EventKind kind, int step)
{
    Event e;
    e.kind = kind;
    e.step = step;
    e.isPublic = true;
    return e;
}

/// A private event for the powers in `audience`.
[[nodiscard]] inline Event privateEvent(EventKind kind, int step, std::uint16_t audience)
{
    Event e;
    e.kind = kind;
    e.step = step;
    e.audience = audience;
    return e;
}

} // namespace herald::diplomacy::downfall
