#pragma once

#include "core/warmaster/armylist.h"
#include "core/warmaster/campaignsettings.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <span>
#include <vector>

namespace herald::warmaster {

/// A created race's price for one entry (§2.4, I-30).
struct Surcharge
{
    Cost base;
    bool limited = false; ///< the source entry has a maximum per 1,000 points
    Cost cost;            ///< what the created race pays

    /// "125 + 10% = 137.5, rounded half up to 138" or "60 (no per-1,000 limit): 60".
    [[nodiscard]] QString explain() const;
};

/// +10% on entries with a per-1,000 maximum, rounded per createdRaceRounding
/// (roundHalfUp: 125 → 138; roundUp: 121.1 → 122; none: 137.5 stays).
[[nodiscard]] Surcharge createdRaceCost(Cost base, bool limited, CreatedRaceRounding rounding);

/// An entry picked for a created race: which list, which entry (unit, character or upgrade).
struct CreatedRacePick
{
    QString listId;
    QString entry;
};

/// Why a created race cannot be built.
enum class CreatedRaceProblem
{
    WrongUnitCount, ///< not exactly 12 unit types
    UnknownList,    ///< a pick names a list that was not handed in
    UnknownEntry,   ///< the list has no entry of that name (of that kind)
    DuplicateName,  ///< two picks would share a name in the created list
    NoGeneral,      ///< no general among the characters picked
};

struct CreatedRaceIssue
{
    CreatedRaceProblem problem;
    QString subject; ///< the pick, "Iron Hill Clans / Trolls"
    int count = 0;   ///< for WrongUnitCount: how many were picked
};

/// An English sentence naming the rule (§2.4, §1.2).
[[nodiscard]] QString describe(const CreatedRaceIssue &issue);

/// A created race: the list, how each price was reached, or the problems.
struct CreatedRace
{
    std::optional<ArmyList> list;
    QStringList pricing; ///< one Surcharge::explain() per entry, in list order
    std::vector<CreatedRaceIssue> issues;
};

/// The number of unit types a created race takes (§1.2).
inline constexpr int createdRaceUnitTypes = 12;

/// Builds a created race from 12 unit types of any lists plus the characters and upgrades it
/// may use, each priced with the surcharge. Habitats are the referee's to set afterwards.
[[nodiscard]] CreatedRace buildCreatedRace(const QString &id, const QString &race,
                                           std::span<const CreatedRacePick> units,
                                           std::span<const CreatedRacePick> characters,
                                           std::span<const CreatedRacePick> upgrades,
                                           std::span<const ArmyList> lists,
                                           CreatedRaceRounding rounding);

} // namespace herald::warmaster
