#pragma once

#include "core/diplomacy/order.h"
#include "core/diplomacy/position.h"

#include <cstdint>
#include <string_view>
#include <vector>

/// @file
/// What the judge decided about each order, with the numbers behind it, so that a report
/// or a UI can say why (DESIGN: "a rules decision explains itself").

namespace herald::diplomacy {

/// The verdict on one order.
enum class Outcome : std::uint8_t
{
    Succeeded,
    Failed,
    /// Impossible on this board whatever else was ordered; ignored, the unit holds (A3).
    Illegal,
    /// Legal, but it matched no order of the unit it refers to; the unit holds (A3).
    Void,
};

/// Why an order got its outcome. Each value names the rule it applies.
enum class Reason : std::uint8_t
{
    None,
    // Illegal orders (spec A3, A7, A8).
    NoSuchUnit,         ///< no unit, or no dislodged unit, at that place
    NotOwnUnit,         ///< the unit belongs to another power (6.A.6)
    WrongUnitKind,      ///< the order names an army where a fleet stands, or the reverse
    WrongPhase,         ///< this kind of order is not given in this phase
    DuplicateOrder,     ///< the unit got more than one order; it holds (DATC 4.D.3)
    NotAdjacent,        ///< the unit cannot reach the destination in one step
    MoveToOwnProvince,  ///< a move or convoy from a province to itself (6.A.4, 6.A.5)
    NoConvoyRoute,      ///< no chain of fleets could carry the army (6.D.32)
    FleetNotConvoyable, ///< only armies go by convoy (6.A.7)
    CoastNotSpecified,  ///< both coasts reachable and none named (6.B.1)
    CoastUnreachable,   ///< the named coast cannot be reached (6.B.3)
    CannotReachTarget,  ///< a supporter that could not move there itself (6.A.10)
    SupportsItself,     ///< support of itself or into its own province (6.A.8, 6.D.34)
    SupportOwnConvoy,   ///< the move's only route runs through the supporting fleet (6.D.31)
    ConvoyNotAtSea,     ///< only fleets in sea spaces convoy (6.F.1)
    ConvoyNotAnArmy,    ///< a convoy of a fleet, or given by an army (6.A.7)
    ConvoyNotOnRoute,   ///< no route between the provinces needs this fleet (6.G.19)
    // Void orders (spec A3).
    SupportNotMatched, ///< the supported unit was not ordered as the support says
    ConvoyNotMatched,  ///< the army was not ordered to make that move by convoy
    // Movement results (spec A4 to A6).
    DefaultHold,      ///< the unit had no order and held
    Bounced,          ///< attack not stronger than the defence or a competing move
    OwnUnitInTheWay,  ///< a move cannot dislodge a unit of its own power (A4)
    ConvoyFailed,     ///< no chain of successful convoys reached the destination
    SupportCut,       ///< a foreign unit attacked the supporter (A5)
    SupportDislodged, ///< the supporter was dislodged (A5)
    ConvoyDislodged,  ///< the convoying fleet was dislodged (A6)
    ParadoxConvoy,    ///< the convoy was part of a paradox and fails (Szykman, A6)
    // Retreats (spec A7).
    RetreatToAttacker, ///< into the province the attacker came from
    RetreatToOccupied, ///< into an occupied province
    RetreatToStandoff, ///< into a province left empty by a standoff
    RetreatClash,      ///< two retreats to one province: both disband (6.H.7)
    NoRetreatOrder,    ///< a dislodged unit with no valid order disbands
    NoRetreatPossible, ///< a dislodged unit with nowhere to go is removed at once
    // Adjustments (spec A8, A9).
    NotHomeCentre,   ///< builds only in the power's own home centres (6.I.5)
    CentreNotOwned,  ///< the home centre is held by another power (6.I.6)
    CentreOccupied,  ///< a unit stands there already (6.I.3, 6.I.4, 6.I.7)
    NoBuildAllowed,  ///< no builds left to the power (6.I.1)
    NoRemovalNeeded, ///< the power has no removals due (6.J.1)
    UnitTerrain,     ///< army at sea or fleet inland (6.I.2)
    CivilDisorder,   ///< removed because too few removals were ordered (A9)
    PowerUnknown,    ///< the order does not say which power it is for
    // Rules-layer reasons (Hardbop, spec B5, B10, D2).
    Paralysed,        ///< the unit is paralysed by fear: it holds
    AlignmentForbids, ///< a Good power may not support an Evil one, nor the reverse
    ClosedToUnit,     ///< the province is closed to this unit (Fangorn to Evil, B7.6)
    GatewayBlocks,    ///< support across the Hollin gateway (B7.4)
    FleetLimit,       ///< the power has all the fleets it may have (B8.4)
    CavalryNotRohan,  ///< only Rohan builds cavalry, and cavalry are armies (B6.3)
    CavalryLimit,     ///< Rohan has all the cavalry its centres allow (B6.3)
    PiratesNotUmbar,  ///< only Umbar builds pirates (B6.4)
    PirateLimit,      ///< Umbar has all the pirates its centres allow (B6.4)
    BuildOffBoard,    ///< nothing is built off the board but E38's Easterlings (B6.2)
    EasterlingLimit,  ///< Mordor has all three Easterling armies already (E38)
};

/// Who stopped or cut an order, and with what strengths (spec A11 quantities).
struct OrderResult
{
    Order order;
    Outcome outcome = Outcome::Succeeded;
    Reason reason = Reason::None;
    /// Attack strength of a move (A11).
    std::uint8_t attack = 0;
    /// What the move had to beat in its destination: hold or defend strength.
    std::uint8_t opposing = 0;
    /// The strongest prevent strength of a competing move.
    std::uint8_t prevent = 0;
    /// Hold strength of a unit that stayed, or defend strength in a head-to-head.
    std::uint8_t defence = 0;
    /// The province of the unit that cut a support, dislodged this unit or beat this move.
    ProvinceId by = kNoProvince;
    /// Whether this order's unit was dislodged, and from where.
    bool dislodged = false;
    ProvinceId dislodgedFrom = kNoProvince;

    friend bool operator==(const OrderResult &, const OrderResult &) = default;
};

/// The judge's answer for one phase.
struct Adjudication
{
    /// One result per given order, in the order given, then one per unit without an order
    /// (DefaultHold, NoRetreatOrder) and one per civil-disorder removal.
    std::vector<OrderResult> results;
    /// The position at the start of the next phase.
    Position next;
};

/// A short English explanation of a reason, for reports and logs.
[[nodiscard]] std::string_view describe(Reason reason);

} // namespace herald::diplomacy
