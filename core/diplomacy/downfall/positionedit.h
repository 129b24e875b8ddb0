#pragma once

#include "core/diplomacy/downfall/hardbop.h"

#include <string>
#include <string_view>

/// @file
/// The game master's corrections to a position between two turns, after DPjudge's SET
/// commands: a unit put on the board, taken off or moved with its Hardbop traits, a
/// personality placed, a centre's owner, the Ring, the season. Each edit changes the board
/// only when it breaks no rule of what may stand where; otherwise it names the rule. A
/// standard game passes no Hardbop state and keeps to ordinary units and owners.

namespace herald::diplomacy::downfall {

/// Why an edit is refused.
enum class EditError : std::uint8_t
{
    None,
    NoSuchPlace,         ///< the space is not on this board
    ArmyAtSea,           ///< armies stand on land only (A1)
    FleetInland,         ///< fleets stand at sea or on a coast (A1)
    CoastNeeded,         ///< a fleet on split coasts names its coast (A1)
    Occupied,            ///< one unit a space (A1)
    NoUnit,              ///< no unit stands there
    Marsh,               ///< armies and cavalry never stand in a marsh (B7.8)
    RangerOnly,          ///< Erech is the Ranger's alone (B7.5)
    OffBoardBox,         ///< only Mordor's Easterling armies wait in the box (B6.2)
    CavalryNotRohan,     ///< cavalry are Rohan's armies (B6.3)
    PirateNotUmbar,      ///< pirates are Umbar's (B6.4)
    PirateLimit,         ///< Umbar has three pirates at most (B6.4)
    EasterlingNotMordor, ///< Easterlings are Mordor's armies (B6.2)
    BadMultiple,    ///< a Multiple unit counts 2 to 9, and cavalry and Easterlings are single (B2,
                    ///< B6.1)
    NotDownfall,    ///< traits, personalities and the Ring belong to Downfall games
    NazgulAtSea,    ///< the Nazgul never enters a sea (B2, B3.1)
    NotACentre,     ///< only a supply centre has an owner (A8, B4 Fellowship)
    NoCarrier,      ///< no unit or personality there to carry or wear the Ring (B9.1)
    GoodMayNotWear, ///< Good powers never put the Ring on (B9.5)
    BearerMayNotWear, ///< of the personalities only Sauron and Saruman wear it (E38)
    RingNeverThere,   ///< the Ring is never hidden in Erech, Khazad-Dum or Orodruin (E32)
    BadSeason,        ///< not a month or turn of the calendar, or a year before the game (B12)
};

/// A short English sentence for a refusal, naming the rule.
[[nodiscard]] std::string_view describe(EditError error);

/// A unit the GM puts on the board: its power, kind (a pirate is a fleet), place and traits.
struct UnitEdit
{
    PowerId power = kNoPower;
    UnitKind kind = UnitKind::Army;
    Location at;
    UnitTraits traits;
};

/// Reads a unit as the GM writes it: A, F, C (a cavalry army), P (a pirate fleet), with a
/// Multiple count in front ("2A", "2P"); `kind` and `traits` untouched when it is none.
[[nodiscard]] bool readUnitLetter(std::string_view word, UnitKind &kind, UnitTraits &traits);

/// The same letters back: "2A", "C", "P", "F".
[[nodiscard]] std::string unitLetter(UnitKind kind, const UnitTraits &traits);

/// Whether `unit` may stand where it says on `position`'s board, ignoring any unit already
/// there; `state` is null for a standard game.
[[nodiscard]] EditError unitFits(const Position &position, const HardbopState *state,
                                 const UnitEdit &unit);

/// Puts a unit on an empty space.
[[nodiscard]] EditError addUnit(Position &position, HardbopState *state, const UnitEdit &unit);

/// Takes the unit in `at` off the board. A Ring it carried or wore lies in its space.
[[nodiscard]] EditError removeUnit(Position &position, HardbopState *state, ProvinceId at);

/// Moves the unit in `from` to the empty `to`, with its traits and any Ring it bears.
[[nodiscard]] EditError moveUnit(Position &position, HardbopState *state, ProvinceId from,
                                 Location to);

/// Places a personality in `at`, or takes it off the board with kNoProvince; it comes back
/// from an absence at once. A Ring it carried stays where it stood.
[[nodiscard]] EditError placePersonality(const Variant &variant, HardbopState &state,
                                         Personality who, ProvinceId at);

/// Gives the centre `at` to `power`, or to nobody with kNoPower.
[[nodiscard]] EditError setOwner(Position &position, const HardbopState *state, ProvinceId at,
                                 PowerId power);

/// Puts the Ring in `ring`'s state. A carrier or wearer is the personality named, else the
/// military unit in `ring.at`, whose power it takes. Only where the Ring is changes: the
/// effects of putting it on (B9.5) are the GM's to set.
[[nodiscard]] EditError setRing(const Position &position, HardbopState &state, RingState ring);

/// Sets the turn: `month` and `season` index the calendar's months and seasons.
[[nodiscard]] EditError setSeason(Position &position, int month, int season, int year);

} // namespace herald::diplomacy::downfall
