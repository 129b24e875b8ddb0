#pragma once

#include "core/battleboard/tables.h"
#include "core/battleboard/types.h"

#include <optional>

/// @file
/// The referee's settings for a battle: each interpretation key of §13 with its default, the
/// WAoI options of §8, the stand-alone costs of §10 and the auto-resolve keys of §15.

namespace herald::battleboard {

/// Whose row gives the fire to-hit or result number (B-6, B-25).
enum class RowKey : std::uint8_t
{
    Firer,
    Target
};

/// When a player may declare a retreat by choice (B-27).
enum class RetreatWhen : std::uint8_t
{
    OwnHalf, ///< during his own half of any phase
    AnyPhase ///< at any moment of turn 2 or later
};

/// The War! Age of Imperialism options (§8).
struct WaoiOptions
{
    bool enabled = false;                  ///< no elite brigades; entrenchment without a year DRM
    std::optional<Side> nativeSide;        ///< the side that is a native army
    int nativeRating = 0;                  ///< the army's "+" marks, 0-2 (natives.rating)
    std::optional<Side> fortSide;          ///< the side defending a fort (fort.side)
    bool nativePenaltyWhenCharged = false; ///< natives.penalty_when_charged (B-30)
    bool techAppliesToResult = false;      ///< tech.applies_to_result
    bool techAppliesToEntrench = true;     ///< tech.applies_to_entrench
};

/// Stand-alone point costs (§10). Elite infantry and artillery cannot be bought unless priced.
struct StandaloneCosts
{
    int infantry = 2;
    int cavalry = 3;
    int eliteCavalry = 5; ///< standalone.cost.elite_cavalry (B-12)
    int artillery = 4;
    int leader = 5;
    std::optional<int> eliteInfantry;  ///< standalone.cost.elite_infantry (B-33)
    std::optional<int> eliteArtillery; ///< standalone.cost.elite_artillery (B-33)
};

/// The auto-resolve keys (§15.4).
struct AutoResolveSettings
{
    double declareRetreatBelow = 0; ///< autoresolve.declare_retreat_below; 0 never
    int maxTurns = 50;              ///< autoresolve.max_turns
};

/// Every setting of one battle. The defaults are the spec's.
struct BattleSettings
{
    int year = 1863;                   ///< year of the battle (standalone.year, B-31)
    bool lateralMoves = true;          ///< board.lateral_moves (B-3)
    bool actionsOptional = true;       ///< actions.optional: a unit may pass (B-5)
    RowKey toHitKey = RowKey::Firer;   ///< fire.to_hit_key (B-25)
    RowKey resultKey = RowKey::Firer;  ///< fire.result_key (B-6)
    bool defenderLeaderDrm = false;    ///< charge.defender_leader_drm (B-8)
    bool leaderDeathKillsAll = false;  ///< leader_death.count = all instead of one (B-9)
    bool leaderPursuitOneRoll = false; ///< move.leader_pursuit = one roll for all (B-10)
    bool infantryAfterScreen = true;   ///< pursuit.infantry_after_screen (B-11)
    bool evasionCounts = true;         ///< endcheck.evasion_counts (B-14)
    bool middleIncludesLeaders = true; ///< endcheck.middle_includes_leaders (B-15)
    RetreatWhen retreatWhen = RetreatWhen::OwnHalf; ///< retreat.when (B-27)
    WaoiOptions waoi;
    StandaloneCosts costs;
    AutoResolveSettings autoResolve;
};

/// What a battle is played with: the numbers (§11) and the settings.
struct Ruleset
{
    Tables tables = placeholderTables();
    BattleSettings settings;

    [[nodiscard]] bool isNative(Side side) const
    {
        return settings.waoi.enabled && settings.waoi.nativeSide == side;
    }
    /// Natives without "++" may not fire or entrench (§8).
    [[nodiscard]] bool nativeRestricted(Side side) const
    {
        return isNative(side) && settings.waoi.nativeRating < 2;
    }
};

} // namespace herald::battleboard
