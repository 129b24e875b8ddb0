#pragma once

#include "core/battleboard/setup.h"

#include <QString>

#include <array>
#include <cstdint>
#include <vector>

/// @file
/// Odds by simulation (§15.4): N battles of the same two armies, each set up and played by the
/// auto-resolve policy with dice from one seed, summed into the shares of attacker wins,
/// defender wins and undecided runs and the mean losses per side and unit type.

namespace herald::battleboard {

/// Mean units eliminated per battle (in battle and pursuit), indexed by UnitType.
struct MeanLosses
{
    std::array<double, 4> byType{};

    [[nodiscard]] double of(UnitType type) const { return byType[std::size_t(type)]; }
    [[nodiscard]] double total() const { return byType[0] + byType[1] + byType[2] + byType[3]; }
};

/// What a chart of the odds draws: three shares that add up to 1, and the losses per side.
struct BattleOdds
{
    int battles = 0;
    int attackerWins = 0;
    int defenderWins = 0;
    int undecided = 0;                  ///< runs stopped by autoresolve.max_turns (§15.4)
    std::array<MeanLosses, 2> losses{}; ///< [sideIndex]
    double meanTurns = 0;
    bool placeholderTables = true; ///< the odds rest on the placeholder numbers (§11.3)
    QStringList setupIssues;       ///< why no battle could be set up (then battles is 0)

    [[nodiscard]] double attackerShare() const
    {
        return battles ? double(attackerWins) / battles : 0;
    }
    [[nodiscard]] double defenderShare() const
    {
        return battles ? double(defenderWins) / battles : 0;
    }
    [[nodiscard]] double undecidedShare() const
    {
        return battles ? double(undecided) / battles : 0;
    }

    /// The odds in words, with the placeholder notice while it applies.
    [[nodiscard]] QString summary() const;
};

/// Plays `battles` battles of the two armies (positions ignored: §15.1 places them) with
/// the auto-resolve policy, drawing dice from Generator(seed, 0) in sequence.
[[nodiscard]] BattleOdds simulateBattles(const std::vector<Deployment> &attacker,
                                         const std::vector<Deployment> &defender,
                                         const Ruleset &rules, std::uint64_t seed, int battles);

/// The same for a battle already under way (§15.4): `battles` runs of the policy from `from` as
/// it stands, so a referee sees the odds mid-battle; losses count the whole battle, those
/// already suffered included.
[[nodiscard]] BattleOdds simulateFrom(const BattleState &from, const Ruleset &rules,
                                      std::uint64_t seed, int battles);

} // namespace herald::battleboard
