#pragma once

#include "core/diplomacy/downfall/events.h"
#include "core/diplomacy/downfall/hardbop.h"

/// @file
/// The Ring (spec B9, E32 to E40): claimed by whoever enters its space first (by
/// priority), carried along, passed at steps v and ix, put on or destroyed at step xiii.

namespace herald::diplomacy::downfall {

/// Why a Ring order has no effect.
enum class RingError : std::uint8_t
{
    None,
    NotCarried,       ///< nobody carries the Ring (it is hidden, lying, worn or gone)
    NotYours,         ///< the power giving the order does not carry it
    OutOfReach,       ///< the receiver is neither in the carrier's space nor next to it
    NoReceiver,       ///< nothing that may carry it stands there
    GoodMayNotWear,   ///< Good powers never put it on (B9.5)
    BearerMayNotWear, ///< this carrier cannot wear it (Nazgul, Gandalf, Fellowship..., E38)
    SarumanLives,     ///< Saruman's ordinary units wear it only after he fell (B9.5)
    NotAtOrodruin,    ///< it is unmade only in Orodruin (B9.6)
};

/// Whoever may claim the Ring as it ended a step in the Ring's space having moved there
/// (or retreated, or been built there, E33).
struct RingEntrants
{
    std::vector<Personality> personalities;
    std::bitset<kMaxProvinces> units;
};

/// A pass of the Ring (B9.4): to a personality, or else to the military unit in `to`.
struct RingPass
{
    PowerId by = kNoPower;
    std::optional<Personality> personality;
    ProvinceId to = kNoProvince;
};

/// Places the Ring where the GM hides it at set-up (B9.2, C3). Refuses (false) a space
/// three steps or fewer from a Mordor starting unit, personality or the box, or Erech,
/// Khazad-Dum, Orodruin, an occupied space (E32).
[[nodiscard]] bool hideRing(const Position &start, HardbopState &state, ProvinceId space);

/// Moves the Ring with its carrier after a step: it follows a unit's successful move or a
/// personality's steps; it drops where a carrier was dislodged or destroyed, and where
/// Gandalf, who may not carry it, leaves it (B9.4, E34). A dislodged wearer's power is
/// eliminated (E39).
void carryRing(Position &boardAfter, const Adjudication *step, const HardbopState &before,
               HardbopState &after, std::vector<Event> &events, int stepNo);

/// The claim of spec B9.3: Sauron, Fellowship, Gandalf, Ranger, Nazgul, Saruman, Faramir,
/// then a military unit.
void claimRing(const Position &board, HardbopState &state, const RingEntrants &entrants,
               std::vector<Event> &events, int stepNo);

/// At a passing step, a Ring lying where someone already stands is claimed by it (E33),
/// by the priority of B9.3: the personalities there first, then the military unit.
void claimLyingRing(const Position &board, HardbopState &state, std::vector<Event> &events,
                    int stepNo);

/// A pass at step v or ix (B9.4, E35).
[[nodiscard]] RingError passRing(const Position &board, HardbopState &state, const RingPass &pass,
                                 std::vector<Event> &events, int stepNo);

/// Step xiii: the carrying power puts the Ring on (B9.5, F21).
[[nodiscard]] RingError wearRing(Position &board, HardbopState &state, PowerId power,
                                 std::vector<Event> &events);

/// Step xiii: the carrying power unmakes the Ring in Orodruin (B9.6).
[[nodiscard]] RingError destroyRing(const Position &board, HardbopState &state, PowerId power,
                                    std::vector<Event> &events);

/// The power whose victory needs only half (B13.2): the wearer, or a Good carrier.
[[nodiscard]] PowerId ringBearer(const HardbopState &state);

/// A short explanation of a Ring error, for reports.
[[nodiscard]] std::string_view describe(RingError error);

} // namespace herald::diplomacy::downfall
