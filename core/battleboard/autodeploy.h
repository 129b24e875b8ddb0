#pragma once

#include "core/battleboard/setup.h"

#include <vector>

/// @file
/// The auto-resolver's set-up (§15.1): brigades dealt to the line columns 2, 1, 3, ... sorted
/// artillery, infantry, cavalry, elite first; the first leader in the reserve to rally, the
/// next ones in the lines of columns 2, 1, 3, any more in the reserve.

namespace herald::battleboard {

/// The same army (same order, so the same ids) with every unit placed for a battle of `size`.
[[nodiscard]] std::vector<Deployment> autoDeploy(const std::vector<Deployment> &army,
                                                 BattleSize size);

/// Both armies placed by autoDeploy and the battle started (§2.1 size from the brigades).
[[nodiscard]] BattleStart autoStart(const std::vector<Deployment> &attacker,
                                    const std::vector<Deployment> &defender, const Ruleset &rules);

} // namespace herald::battleboard
