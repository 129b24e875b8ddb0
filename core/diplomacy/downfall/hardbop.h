#pragma once

#include "core/diplomacy/order.h"
#include "core/diplomacy/position.h"
#include "core/diplomacy/result.h"
#include "core/diplomacy/variant.h"

#include <array>
#include <bitset>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

/// @file
/// Hardbop Downfall's state on top of a standard Position (rules spec part B): alignments,
/// Multiple armies, personalities and lost garrisons, and the extra orders of a movement
/// turn (Lead orders, the Nazgul's fear).

namespace herald::diplomacy::downfall {

/// A power's side (spec B1, B10).
enum class Alignment : std::uint8_t
{
    Good,
    Neutral,
    Evil,
};

/// The seven personality units (spec B2, B4).
enum class Personality : std::uint8_t
{
    Sauron,
    Faramir,
    Saruman,
    Gandalf,
    Ranger,
    Fellowship,
    Nazgul,
};

/// Special military units (spec B2, B6); Multiple armies are ordinary units with n > 1.
enum class UnitClass : std::uint8_t
{
    Ordinary,
    Cavalry,
    Pirate,
};

/// What Hardbop adds to a unit of the standard position.
struct UnitTraits
{
    /// n for a Multiple army (nA), 1 for any other unit (B6.1).
    std::uint8_t multiple = 1;
    UnitClass unitClass = UnitClass::Ordinary;
    /// One of the power's starting units (Saruman's Ring effect doubles only those, B9.5).
    bool original = false;
    /// An Easterling army (B6.2): it stands ownerless while a non-Mordor power wears the Ring.
    bool easterling = false;

    friend bool operator==(const UnitTraits &, const UnitTraits &) = default;
};

/// A personality on the board.
struct PersonalityUnit
{
    Personality who = Personality::Gandalf;
    ProvinceId at = kNoProvince;
    /// Gandalf after killing the Balrog, the Ranger after the Paths: leads for +2 (B5).
    bool doubled = false;
    /// It led a unit that was dislodged, and retreats with it (B3.6).
    bool withDislodged = false;

    friend bool operator==(const PersonalityUnit &, const PersonalityUnit &) = default;
};

/// Whom the Balrog of Khazad-Dum serves (spec B7.3).
enum class Balrog : std::uint8_t
{
    Saruman, ///< at the start: every unit but Saruman's that enters is annihilated
    Mordor,  ///< after Sauron entered: every unit but Mordor's
    Slain,   ///< after Gandalf entered
};

/// Where the Ring is (spec B9.1).
enum class RingStatus : std::uint8_t
{
    Hidden,    ///< where the GM hid it, unknown to the players
    Lying,     ///< dropped in a space, waiting for the next unit to claim it
    Carried,   ///< carried by a unit or a personality
    Worn,      ///< worn by a military unit (or Sauron); never taken off
    Destroyed, ///< unmade at Orodruin
};

/// The Ring and who has it (spec B9). A military carrier is named by its space and power;
/// a personality carrier by `personality`.
struct RingState
{
    RingStatus status = RingStatus::Hidden;
    /// The space where it lies, or where its carrier stands.
    ProvinceId at = kNoProvince;
    /// The power of the carrier or wearer (kNoPower while it lies or is hidden).
    PowerId power = kNoPower;
    /// Set when a personality carries or wears it; empty for a military carrier.
    std::optional<Personality> personality;
    /// The power that wore it: it is eliminated if the Ring is ever lost again (B9.5).
    PowerId everWornBy = kNoPower;

    friend bool operator==(const RingState &, const RingState &) = default;
};

/// A personality off the board for some turns (Gandalf after the Balrog or his death, the
/// Nazgul after its death; spec B4, E31).
struct Absence
{
    Personality who = Personality::Gandalf;
    /// Movement turns still to miss; it comes back before the orders of the turn after.
    int turnsLeft = 0;

    friend bool operator==(const Absence &, const Absence &) = default;
};

/// Everything Hardbop tracks besides the standard position.
struct HardbopState
{
    std::array<Alignment, kMaxPowers> alignment{};
    /// Traits of the unit standing in each province.
    std::array<UnitTraits, kMaxProvinces> traits{};
    /// Traits of the unit waiting to retreat from each province.
    std::array<UnitTraits, kMaxProvinces> dislodgedTraits{};
    std::vector<PersonalityUnit> personalities;
    /// Garrisons and fortresses destroyed for ever (the Shire taken by Evil, B7.7).
    std::bitset<kMaxProvinces> garrisonLost;
    std::bitset<kMaxProvinces> fortressLost;
    /// The power whose units the Nazgul leads (Mordor, or a Ring wearer, B4).
    PowerId nazgulController = kNoPower;
    /// Rohan has allowed Faramir to lead its units (B5).
    bool faramirLeadsRohan = false;
    Balrog balrog = Balrog::Saruman;
    /// The Ents are destroyed and Fangorn open to all (B7.6).
    bool entsGone = false;

    RingState ring;
    std::vector<Absence> absences;
    /// Bit p: the Ranger neutralised a centre of power p, whose units may kill him (B4, E51).
    std::uint16_t rangerGrudges = 0;
    /// Centres left unowned by the Ranger and not claimed since (B4 Ranger 3).
    std::bitset<kMaxProvinces> neutralised;
    /// The Ranger has walked the Paths of the Dead (B4 Ranger 3).
    bool pathsWalked = false;
    /// Centres that stopped being centres (Isengard after the Ents' march, B4 Fellowship).
    std::bitset<kMaxProvinces> centreLost;
    /// Bit p: power p is out of the game (Mordor on Sauron's death, a Ring wearer that lost
    /// it; spec B4, B9.5); its units stand in civil disorder.
    std::uint16_t eliminated = 0;
    /// Easterling armies waiting in Mordor's off-board box (B6.2) behind the one that stands
    /// there as a unit of the position (see fillEasterlingBox).
    int easterlingsOffBoard = 3;
    /// Bit p: power p captured a Good home centre and turns Evil at step xi (B10, E45).
    std::uint16_t turnsEvil = 0;

    friend bool operator==(const HardbopState &, const HardbopState &) = default;

    [[nodiscard]] bool isEliminated(PowerId p) const
    {
        return p < kMaxPowers && ((eliminated >> p) & 1u);
    }
    /// The personality on the board, or nullptr.
    [[nodiscard]] const PersonalityUnit *find(Personality who) const;
    [[nodiscard]] PersonalityUnit *find(Personality who);
};

/// The state at the start of the game: alignments of spec B1, and the special units written
/// as `MULTIPLE=n`, `CAVALRY` or `PIRATE` in the variant's starting units. Personalities are placed
/// by the caller (several start where their owner chooses).
[[nodiscard]] HardbopState initialState(const Variant &variant);

/// Mordor's off-board box (B6.2): the `offboard` province that is Mordor's home, or
/// kNoProvince on a map without one.
[[nodiscard]] ProvinceId easterlingBox(const Variant &variant);

/// Easterling armies of Mordor still waiting off the board that count as its units for
/// adjustments (B2, B6.2): `easterlingsOffBoard`, or none while another power wears the Ring
/// (they are nobody's then, E38) or once Mordor is out of the game (E40).
[[nodiscard]] int waitingEasterlings(const Variant &variant, const HardbopState &state);

/// Keeps Mordor's off-board box manned (B6.2, F17): when the box province is empty, the
/// next waiting Easterling army stands in it as a unit, ready to enter the board at Nurn,
/// Ered Lithui, North or South Rhun. The box holds one unit at a time, so the others wait
/// in `easterlingsOffBoard`. Nobody new stands there while another power wears the Ring
/// (E38), and the box is emptied when Mordor is out of the game (E40). `playHardbopTurn`
/// calls it at the end of every turn; call it once at set-up.
void fillEasterlingBox(Position &position, HardbopState &state);

/// `<Personality> L <unit order>` (spec B5).
struct LeadOrder
{
    Personality who = Personality::Faramir;
    /// The order the led unit is given; it must be that unit's own order.
    Order unitOrder;
};

/// Why a Lead order has no effect (spec B5).
enum class LeadError : std::uint8_t
{
    None,
    NotOnBoard,    ///< the personality is not on the board
    NotWithUnit,   ///< the personality is not in the led unit's space
    NoUnit,        ///< no military unit stands there
    MayNotLead,    ///< this personality may not lead that power's units
    OrderMismatch, ///< the unit was ordered otherwise
    LeadsTwice,    ///< the personality already leads another unit
};

/// Gandalf supporting a military unit as if he were one (spec B4 Gandalf 1, E22).
struct GandalfSupport
{
    /// The space of the supported unit.
    ProvinceId target = kNoProvince;
    /// Where the supported unit moves; kNoProvince for a support in hold.
    ProvinceId destination = kNoProvince;
};

/// Why Gandalf's support adds nothing (spec B4 Gandalf 1, D2, E22).
enum class GandalfSupportError : std::uint8_t
{
    None,
    NotOnBoard, ///< Gandalf is absent or destroyed
    NoUnit,     ///< no military unit stands in the supported space
    EvilUnit,   ///< Gandalf never supports an Evil power's unit (B10)
    OutOfReach, ///< Gandalf could not step into the space the support aims at
    NotMatched, ///< the supported unit was ordered otherwise
    Cut,        ///< another power moved into Gandalf's space (E22)
};

/// The orders of one movement turn.
struct TurnOrders
{
    std::vector<Order> units;
    std::vector<LeadOrder> leads;
    /// The military unit the Nazgul paralyses instead of moving or leading (B4).
    std::optional<ProvinceId> fear;
    /// Gandalf's support, his whole order for this step (E17).
    std::optional<GandalfSupport> gandalfSupport;
    /// Where Gandalf's own step goes: a unit moving there with him from his space is
    /// immune to the Nazgul's fear (B4 Gandalf 4, D3).
    ProvinceId gandalfStep = kNoProvince;
};

/// Why the Nazgul's fear has no effect (spec B4, D3).
enum class FearError : std::uint8_t
{
    None,
    NoNazgul,   ///< the Nazgul is not on the board
    OutOfReach, ///< the target is neither in the Nazgul's space nor next to it
    NoUnit,     ///< no military unit stands there
    Immune,     ///< a Multiple army, or a unit led this turn
};

/// The judge's answer for one Hardbop movement turn.
struct TurnResult
{
    Adjudication adjudication;
    std::vector<LeadError> leads;
    FearError fear = FearError::None;
    GandalfSupportError gandalfSupport = GandalfSupportError::None;
    /// Units the Balrog annihilated as they entered Khazad-Dum (spec B7.3, D5).
    std::vector<ProvinceId> annihilated;
    /// Gandalf entered Khazad-Dum and slew the Balrog: he leaves the board, and the GM
    /// rolls for his return (spec B7.3, C3).
    bool balrogSlain = false;
    /// Sauron led a unit into Khazad-Dum and the Balrog now serves Mordor (spec B7.3).
    bool balrogTurned = false;
    /// Sauron led an Evil unit into Fangorn: the Ents and its fortress are gone (spec B7.6).
    bool entsDestroyed = false;
    HardbopState next;
};

/// Name of a personality as orders write it ("Gandalf").
[[nodiscard]] std::string_view personalityName(Personality who);
/// The personality called `name` (ignoring case), if any.
[[nodiscard]] std::optional<Personality> findPersonality(std::string_view name);
/// A short explanation of a Lead error, for reports.
[[nodiscard]] std::string_view describe(LeadError error);
/// A short explanation of a fear error, for reports.
[[nodiscard]] std::string_view describe(FearError error);
/// A short explanation of why Gandalf's support failed, for reports.
[[nodiscard]] std::string_view describe(GandalfSupportError error);

} // namespace herald::diplomacy::downfall
