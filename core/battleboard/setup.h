#pragma once

#include "core/battleboard/battle.h"
#include "core/battleboard/settings.h"

#include <QString>

#include <optional>
#include <vector>

/// @file
/// Set-up (§3): where each side deploys, the checks that refuse a bad deployment, and the
/// battle that starts from two good ones.

namespace herald::battleboard {

/// One unit as a player deploys it.
struct Deployment
{
    UnitType type = UnitType::Infantry;
    bool elite = false;
    SpaceKind kind = SpaceKind::Reserve;
    int column = 0;  ///< 1-3 (major) or 1 (minor) for a line space; 0 for the reserve
    int techDrm = 0; ///< WAoI technology/school DRM
};

enum class SetupProblem : std::uint8_t
{
    NotASetupSpace,     ///< only the reserve and the line spaces (§3.2)
    NoSuchColumn,       ///< a line column the battle does not have (§2.1)
    LineWithoutBrigade, ///< every line space needs a brigade (§3.3)
    EliteInWaoi,        ///< WAoI uses no elite units (§8)
    NativeLeader,       ///< a native army has no leaders (§8)
    NoBrigades          ///< an army needs at least one brigade
};

/// One refusal: which side, which deployed unit (index, or -1) and which column.
struct SetupIssue
{
    SetupProblem problem = SetupProblem::NotASetupSpace;
    Side side = Side::Attacker;
    int index = -1;
    int column = 0;
};

/// Brigades in a deployment (leaders do not count, §2.1).
[[nodiscard]] int brigadeCount(const std::vector<Deployment> &army);

/// Every reason one side's deployment is refused for a battle of `size`.
[[nodiscard]] std::vector<SetupIssue> checkDeployment(Side side, BattleSize size,
                                                      const std::vector<Deployment> &army,
                                                      const Ruleset &rules);

struct BattleStart
{
    std::optional<BattleState> battle;
    std::vector<SetupIssue> issues;
};

/// The battle from both hidden deployments once both are confirmed: its size from the brigade
/// counts (§2.1, counted now and never again), both deployments checked, attacker's units
/// first (ids 0..), then the defender's.
[[nodiscard]] BattleStart startBattle(const std::vector<Deployment> &attacker,
                                      const std::vector<Deployment> &defender,
                                      const Ruleset &rules);

/// A set-up refusal in words, naming the rule, the side, the unit and the column.
[[nodiscard]] QString explainSetupIssue(const SetupIssue &issue);

} // namespace herald::battleboard
