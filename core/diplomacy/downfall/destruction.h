#pragma once

#include "core/diplomacy/downfall/events.h"
#include "core/diplomacy/downfall/hardbop.h"

#include "core/dice/dice.h"

#include <span>

/// @file
/// Step xii of the move sequence (spec B3.7, B4, E51): military units destroy the
/// personalities that share their space, where their owner ordered it and the rules allow.

namespace herald::diplomacy::downfall {

/// A power's order to destroy personalities. Without a target it is a standing order
/// against every personality its units may destroy (B3.7 recommends one).
struct DestroyOrder
{
    PowerId power = kNoPower;
    std::optional<Personality> target;
};

/// The board at step xii and what the turn leaves behind.
struct DestructionInput
{
    const Position &board;
    const HardbopState &state;
    std::span<const DestroyOrder> orders;
    /// Units that came into their space by retreat this turn: they destroy nobody (B3.7).
    std::bitset<kMaxProvinces> arrivedByRetreat;
    /// Units led this turn whose leader still stands with them: they count as a Multiple
    /// army against Gandalf and the Nazgul (B4, E51, F24).
    std::bitset<kMaxProvinces> ledUnits;
};

/// What step xii did.
struct DestructionResult
{
    HardbopState next;
    /// The destroyed personalities, in the order they fell (Gandalf, Ranger, Fellowship,
    /// then the others).
    std::vector<Personality> destroyed;
    std::vector<Event> events;
    /// Sauron fell: Mordor is out of the game and its units stand as single armies (B4).
    bool mordorEliminated = false;
};

/// Whether the unit in `unitAt` may destroy `who` standing with it (ignoring protection).
[[nodiscard]] bool mayDestroy(const DestructionInput &input, ProvinceId unitAt, Personality who);

/// Carries out step xii. Gandalf's return is rolled on `dice` (a d6 of missed turns, C3;
/// the GM may type the face instead); the Nazgul comes back after two turns.
[[nodiscard]] DestructionResult destroyPersonalities(const DestructionInput &input,
                                                     herald::dice::Dice &dice);

} // namespace herald::diplomacy::downfall
