#pragma once

#include "core/diplomacy/downfall/builds.h"
#include "core/diplomacy/downfall/cavalry.h"
#include "core/diplomacy/downfall/command.h"
#include "core/diplomacy/downfall/destruction.h"
#include "core/diplomacy/downfall/ents.h"
#include "core/diplomacy/downfall/events.h"
#include "core/diplomacy/downfall/personalitymoves.h"
#include "core/diplomacy/downfall/ranger.h"
#include "core/diplomacy/downfall/ring.h"
#include "core/diplomacy/downfall/turn.h"

#include "core/dice/dice.h"

/// @file
/// A whole Hardbop turn, steps i to xiii of the move sequence (spec B11 and its pipeline),
/// with the Hobbit calendar (B12) and the victory check after every turn (B13, E42).

namespace herald::diplomacy::downfall {

/// Everything the GM holds for one turn. Retreats and Ring passes are written in advance,
/// as conditional orders: a retreat applies if its unit is dislodged (steps iv and viii).
struct HardbopTurnOrders
{
    /// Before step i: where returning personalities come back (B4, E31).
    std::vector<std::pair<Personality, ProvinceId>> returns;
    /// Step i: Neutral powers choosing a side (B10, E44).
    std::vector<std::pair<PowerId, Alignment>> declarations;
    /// Rohan's leave for Faramir to lead its units (B4 Faramir, interpretation 50): for this
    /// turn only, or given (true) or withdrawn (false) as a standing leave.
    bool faramirLeaveThisTurn = false;
    std::optional<bool> faramirStandingLeave;
    /// Step ii: military orders, Lead orders and the Nazgul's fear.
    TurnOrders first;
    /// Step ii: Gandalf's command of a unit he shares a space with (B4 Gandalf 3).
    std::optional<Order> gandalfCommand;
    /// Steps ii and vi: the personalities' own paths (one or two spaces).
    std::vector<PersonalityOrder> personalities;
    /// Where the Nazgul flees if Gandalf enters its space (E20).
    ProvinceId nazgulRetreat = kNoProvince;
    /// Steps iv and viii.
    std::vector<Order> retreats;
    /// Step v and step ix.
    std::vector<RingPass> firstPasses;
    std::vector<RingPass> secondPasses;
    /// Step vi: cavalry second halves, and the Fellowship's march with the Ents.
    std::vector<Order> secondHalves;
    /// Step vi: Gandalf supports a cavalry second-half move instead of stepping (E17).
    std::optional<GandalfSupport> gandalfSecondSupport;
    /// Step vi: Gandalf, having led a cavalry unit's first half, leads its second (E17).
    bool gandalfLeadsSecondHalf = false;
    bool entsMarch = false;
    /// After step ix: the centre the Ranger neutralises (E52).
    std::optional<ProvinceId> neutralise;
    /// Step x (II turns only): builds and removals, and the class of each built unit
    /// (`adjustmentClasses[i]` for `adjustments[i]`, ordinary when missing; B6.3, B6.4).
    std::vector<Order> adjustments;
    std::vector<UnitClass> adjustmentClasses;
    /// Step xii.
    std::vector<DestroyOrder> destroy;
    /// Step xiii: the power that puts the Ring on, or unmakes it in Orodruin.
    PowerId wearRing = kNoPower;
    PowerId destroyRing = kNoPower;
};

/// The verdicts and the board after a whole turn.
struct HardbopTurn
{
    /// The first movement step (ii, iii) and its retreats (iv).
    TurnResult first;
    std::optional<TurnResult> firstRetreats;
    /// The cavalry second halves (vii) and their retreats (viii).
    CavalryStepResult second;
    std::optional<TurnResult> secondRetreats;
    /// Step x, in II turns.
    std::optional<TurnResult> adjustments;
    /// Hardbop's verdict on each adjustment order (B6.3, B6.4, B8.2, B8.4).
    std::vector<BuildError> builds;
    /// The class of the unit each adjustment result builds or removes (B2).
    std::vector<UnitClass> adjustmentClasses;
    std::vector<StepError> firstSteps;
    std::vector<StepError> secondSteps;
    CommandError command = CommandError::None;
    MarchError march = MarchError::None;
    NeutraliseError neutralised = NeutraliseError::None;
    std::vector<RingError> passes;
    RingError ringOrder = RingError::None;
    std::vector<Personality> destroyed;
    /// Everything else that happened, for the reports (part C).
    std::vector<Event> events;
    /// The winner (B13.1 Sauron wearing: Mordor; B13.2-3), or kNoPower.
    PowerId victor = kNoPower;
    /// The Ring was unmade: every non-Mordor power still in the game wins (B13.1, E43).
    bool ringDestroyed = false;
    /// The board and state at the start of the next turn.
    Position position;
    HardbopState state;
};

/// Plays one Hardbop turn from its movement phase to the next turn's. Deterministic: the
/// only chance is Gandalf's d6 on `dice` (C3), which the GM may type instead.
[[nodiscard]] HardbopTurn playHardbopTurn(const Position &position, const HardbopState &state,
                                          const HardbopTurnOrders &orders,
                                          herald::dice::Dice &dice);

/// Whether `position`'s turn is a II turn, followed by adjustments (B12).
[[nodiscard]] bool isSecondTurn(const Position &position);

} // namespace herald::diplomacy::downfall
