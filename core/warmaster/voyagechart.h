#pragma once

#include "core/warmaster/campaignsettings.h"
#include "core/warmaster/keys.h"

#include <span>
#include <vector>

namespace herald::warmaster {

/// The rows of the expedition chart as Herald reads it (§7.2.5, I-2, I-3): every total from 2
/// to 20+ has exactly one row.
enum class VoyageEvent
{
    Mutiny,             ///< 2-3
    Disease,            ///< 4-5
    Storm,              ///< 6-7
    LostAtSea,          ///< 8
    MountHardship,      ///< 9
    Sailing,            ///< 10-12
    SeaMonster,         ///< 13
    Pirates,            ///< 14
    GoodWeather,        ///< 15
    ExcellentWeather,   ///< 16
    GodsSmile,          ///< 17
    AquaticNation,      ///< 18
    NewIsland,          ///< 19
    DestinationReached, ///< 20 and more
};

template <> struct EnumKeys<VoyageEvent>
{
    static std::span<const KeyName<VoyageEvent>> table();
};

/// One chart roll read: the dice as thrown, what they count for, and the total after the
/// expedition's advantages and an underwater ally's +3 (§7.2.3, §7.2.7).
struct VoyageTotal
{
    std::vector<int> faces;
    int natural = 0; ///< the dice's sum
    int counted = 0; ///< the sum as the chart reads it (a d20's 1 counts as 2, I-1)
    int advantages = 0;
    int allyBonus = 0; ///< +3 while allied with an underwater nation
    int total = 0;

    /// "§7.2.3 2d10 7 + 5 = 12 + 2 advantages = 14".
    [[nodiscard]] QString explain() const;
};

/// Reads the chart dice under the expeditionDice setting: with 1d20 a natural 1 counts as 2,
/// the chart's lowest row (I-1).
[[nodiscard]] VoyageTotal voyageTotal(std::vector<int> faces, int advantages, bool aquaticAlly,
                                      const CampaignSettings &settings);

/// The row a total falls on (§7.2.5): totals above 20 read as 20+.
[[nodiscard]] VoyageEvent voyageChartRow(int total);

} // namespace herald::warmaster
