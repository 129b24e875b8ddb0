#pragma once

#include "core/warmaster/keys.h"

#include <QString>

#include <optional>
#include <span>

namespace herald::warmaster {

/// Every step of the campaign in the merged order of §3 (I-69): the set-up once, then each year
/// a New Year followed by twelve monthly turns.
enum class CampaignStep
{
    SetupMap,          ///< S-1
    SetupRaces,        ///< S-2
    SetupMagicItems,   ///< S-3
    SetupPoi,          ///< S-4
    SetupLesserRaces,  ///< S-5
    SetupStart,        ///< S-6
    RemoveArmies,      ///< NY-1
    Ransom,            ///< NY-2 (and Rebellion)
    PreTally,          ///< NY-2a: Last Stand, chaos lands
    Tally,             ///< NY-3
    Production,        ///< NY-4
    RemoveExpeditions, ///< NY-5
    FillRosters,       ///< NY-6
    PlaceArmies,       ///< NY-7
    StartOfTurn,       ///< M-0
    WriteOrders,       ///< M-1
    RevealOrders,      ///< M-2A
    TerrainDelays,     ///< M-2B
    Move,              ///< M-2C
    Combats,           ///< M-3
    Retreats,          ///< M-4
    UpdateMap,         ///< M-5
    Advance,           ///< M-6
};

/// The three parts of §3: the set-up happens once, the New Year and the month every year.
enum class CampaignPhase
{
    Setup,
    NewYear,
    Month,
};

[[nodiscard]] CampaignPhase phaseOf(CampaignStep step);
/// The step's id in the rules, "NY-2a" or "M-2B": the same in every language.
[[nodiscard]] QString stepLabel(CampaignStep step);
/// The rules section that describes the step: "§3.0", "§3.1" or "§3.2".
[[nodiscard]] QString stepSection(CampaignStep step);
/// What Herald works out in the step and what it asks of the referee and players, in a
/// sentence (translated).
[[nodiscard]] QString stepDuty(CampaignStep step);
/// The New Year steps carried out nation by nation, which an absent player's nation keeps
/// pending until the player attends (§7.6 rule 3): NY-1 to NY-7 in order.
[[nodiscard]] std::span<const CampaignStep> nationNewYearSteps();

/// Where a campaign stands (§1.1): the year, the month (0 during the set-up and the New Year,
/// as the campaign file keeps it, 1..12 during the monthly turns) and the step.
struct CampaignDate
{
    int year = 1;
    int month = 0;
    CampaignStep step = CampaignStep::SetupMap;

    /// True when the month fits the step: 0 for the set-up and New Year steps, 1..12 for the
    /// monthly ones, and year 1 for the set-up.
    [[nodiscard]] bool isValid() const;
    /// "Year 2, month 3, M-1 Write orders" or "Year 1, New Year, NY-2a Pre-tally adjustments"
    /// (translated).
    [[nodiscard]] QString toString() const;

    friend bool operator==(const CampaignDate &, const CampaignDate &) = default;
};

/// The date after this one (§3): the next step of the phase; S-6 leads to year 1's NY-1, NY-7
/// to month 1's M-0, M-6 to the next month's M-0 and, after month 12, to the next year's NY-1.
/// An invalid date comes back unchanged.
[[nodiscard]] CampaignDate nextDate(const CampaignDate &date);

/// The date as stored, checked: nullopt when the step key is unknown or the date is invalid.
[[nodiscard]] std::optional<CampaignDate> dateFromStored(int year, int month, QStringView stepKey);

template <> struct EnumKeys<CampaignStep>
{
    static std::span<const KeyName<CampaignStep>> table();
};

} // namespace herald::warmaster
