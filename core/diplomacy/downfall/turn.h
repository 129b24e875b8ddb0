#pragma once

#include "core/diplomacy/downfall/hardbop.h"
#include "core/diplomacy/strengthrules.h"

#include <span>

/// @file
/// A Hardbop movement turn and its retreats on the standard engine (spec D): the Hardbop
/// amendments enter as strength terms, and the Hardbop state follows the units.

namespace herald::diplomacy::downfall {

/// The strength terms of spec D1/D2 for a turn: Multiple armies, valid Lead orders,
/// fortresses, garrisons, alignment and the Nazgul's fear. `leads` are the verdicts of
/// judgeLeads() for `orders.leads`.
[[nodiscard]] StrengthRules strengthRules(const Position &position, const HardbopState &state,
                                          const TurnOrders &orders,
                                          const std::vector<LeadError> &leads, FearError &fear);

/// Judges Gandalf's support in `orders` (spec B4 Gandalf 1, D2, E22): first whether it is
/// legal, then whether a move of another power into his space cut it. Whether that move had
/// a path is read from the step judged without his support.
[[nodiscard]] GandalfSupportError
judgeGandalfSupport(const Position &position, const HardbopState &state, const TurnOrders &orders);

/// The state after a movement step: Multiple armies, cavalry and pirates stay what they
/// are as they move or wait to retreat (spec B6).
[[nodiscard]] HardbopState carryTraits(const Position &before, const HardbopState &state,
                                       const Adjudication &step);

/// Spec B7.3, B7.6, D5.1-2: the Balrog and the Ents meet the units that moved into their
/// spaces in `out.adjudication` (from `position`, whose Hardbop state is `state`). A unit
/// the Balrog annihilates leaves `out.adjudication.next` and `out.next`; one that Gandalf
/// leads (a valid lead of `leads`) slays the Balrog, one that Sauron leads turns it; an Evil
/// unit ends the Ents.
void enterSpecialPlaces(const Position &position, const HardbopState &state,
                        std::span<const LeadOrder> leads, TurnResult &out);

/// Adjudicates a movement turn (step ii of spec B11). Leaders go with the unit they led:
/// into its new space, or along with it when it is dislodged (spec B5).
[[nodiscard]] TurnResult adjudicateMovementTurn(const Position &position, const HardbopState &state,
                                                const TurnOrders &orders);

/// Adjudicates retreats: a Multiple army stays one, a pirate retreats over land or sea, and a
/// leader retreating with a unit shares its fate (spec B3.6, B6.1, B6.4).
[[nodiscard]] TurnResult adjudicateRetreatTurn(const Position &position, const HardbopState &state,
                                               std::span<const Order> orders);

} // namespace herald::diplomacy::downfall
