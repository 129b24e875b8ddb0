#pragma once

#include "core/skirmish/characterstate.h"
#include "core/skirmish/profile.h"

#include <optional>

/// @file
/// The Krob player's purchases and campaign tables (§9.3, DN2): point costs, reinforcement
/// points by game turn, strategic movement on the campaign plan.

namespace herald::skirmish {

/// Points to buy one Krob (§9.3): Hunter 1, Warrior 2, Slayer 4, Guard 7; nullopt for others.
[[nodiscard]] std::optional<int> krobPointCost(Kind kind);

/// Reinforcement points received at the end of a game turn (§9.3 spawning calendar,
/// [PROPOSED] every third turn from 33 on): 0 on other turns.
[[nodiscard]] int spawningPoints(int gameTurn);

/// Areas a Krob may move on the strategic plan (§9.3): 0 = impossible (the Queen, any
/// wounded Krob).
[[nodiscard]] int strategicMovement(const Profile &profile, const CharacterState &state);

} // namespace herald::skirmish
