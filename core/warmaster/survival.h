#pragma once

#include "core/dice/dice.h"
#include "core/warmaster/campaignsettings.h"

#include <QString>

#include <optional>

namespace herald::warmaster {

/// How a unit came out of a battle, for its survival roll (§2.14, §6.3).
struct BattleDamage
{
    int standsLost = 0;     ///< 0..3
    bool destroyed = false; ///< destroyed or routed off the table
    int unitStands = 3;     ///< the unit's size, for destroyedCountsAs = actualStands
};

/// The stands lost the table is read with: destroyed units count as 3 (I-34), or with
/// actualStands as their real size capped at 3.
[[nodiscard]] int standsForSurvival(const BattleDamage &damage, const CampaignSettings &settings);

/// The d6 needed to return to full strength: 0 when no roll is needed (no stand lost: nothing
/// to roll; 1 stand: automatic), 4 for 2 stands, 5 for 3 stands.
[[nodiscard]] int survivalTarget(int standsLost);

struct SurvivalRoll
{
    int stands = 0;          ///< as read from the table
    int target = 0;          ///< 0 = automatic
    std::optional<int> face; ///< the die, when one was rolled
    bool survives = true;

    /// "3 stands lost: needs 5+, rolled 4: struck from the roster".
    [[nodiscard]] QString explain() const;
};

/// Decides from a die already rolled (or none when the target is 0).
[[nodiscard]] SurvivalRoll resolveSurvival(int stands, std::optional<int> face);

/// Rolls when needed (mobs and lesser-race units never roll: callers skip them).
[[nodiscard]] SurvivalRoll rollSurvival(dice::Dice &dice, const BattleDamage &damage,
                                        const CampaignSettings &settings, const QString &unitName);

} // namespace herald::warmaster
