#pragma once

/// @file
/// The chances of 2d6 rolls the auto-resolver weighs its choices by (§15.2).

namespace herald::battleboard {

/// P(2d6 >= needed): 1 at 2 or less, 0 above 12.
[[nodiscard]] double chanceAtLeast(int needed);

/// P(X + net > Y) for two independent 2d6 X, Y: the charger's chance to win with a net
/// modifier difference of `net`.
[[nodiscard]] double chanceToWin(int net);

/// §15.2's p_charge: P(win) - P(lose) with a net modifier difference of `net`.
[[nodiscard]] double chargeEdge(int net);

} // namespace herald::battleboard
