#pragma once

#include "core/battleboard/battle.h"
#include "core/battleboard/outcome.h"
#include "core/battleboard/settings.h"

/// @file
/// Results that remove units from the line: a brigade retreating to its retreat box (G2), a
/// unit eliminated (counted for the natives' human wave, §8), a leader killed (§6). Each
/// records its event; the caller checks the broken line afterwards (§7.1).

namespace herald::battleboard {

void retreatBrigade(BattleState &battle, Unit &unit, Outcome &outcome);
void eliminateUnit(BattleState &battle, Unit &unit, Outcome &outcome);

/// A natural 11-12 of `killer`'s roll kills a leader of `side` in `where` (§6): the one giving
/// the DRM, or all of them with leader_death.count = all (B-9). Returns how many died.
int killLeaders(BattleState &battle, const Ruleset &rules, const Space &where, Side side,
                int killer, Outcome &outcome);

} // namespace herald::battleboard
