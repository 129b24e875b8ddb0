#pragma once

#include "core/warmaster/armylist.h"
#include "core/warmaster/campaignsettings.h"
#include "core/warmaster/characters.h"
#include "core/warmaster/cost.h"
#include "core/warmaster/population.h"
#include "core/warmaster/unitcategory.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace herald::warmaster {

/// One line of the roster (§1.4, I-15): units of one category and one cost. A line may list
/// several types of that cost; any mix of them may be fielded up to the line's available count.
struct RosterLine
{
    UnitCategory category = UnitCategory::Infantry;
    Cost cost;
    QStringList unitTypes;
    int purchased = 0;
    int lost = 0; ///< struck off this year after survival rolls, terrain checks and the like
    int free = 0; ///< of the purchased, granted free this year (chaos results, §7.5)

    [[nodiscard]] int available() const { return purchased - lost; }
    /// What the line costs out of the army points: paid units only.
    [[nodiscard]] Cost totalCost() const { return cost * (purchased - free); }

    friend bool operator==(const RosterLine &, const RosterLine &) = default;
};

enum class CharacterStatus
{
    Active,
    Captured,     ///< held by another nation; still counts against CP (§2.3)
    Killed,       ///< gone for the year, CP not refunded (§6.4)
    OnExpedition, ///< on an expedition roster (§6.6)
    Envoy,        ///< underwater envoy (§7.2.7)
};

/// A character bought for the year with character points.
struct RosterCharacter
{
    QString id;
    QString name;
    CharacterType type = CharacterType::Hero;
    QString listEntry; ///< the army list's character entry, for the profile
    CharacterStatus status = CharacterStatus::Active;
    bool free = false; ///< gained without CP (a Wizards Tower wizard, I-29; a royal nephew)
    /// Magic items carried. Bound for good: never moved to another character (§1.4).
    QStringList magicItems;

    friend bool operator==(const RosterCharacter &, const RosterCharacter &) = default;
};

/// The national roster for one year (§1.4, §8).
struct Roster
{
    QString nationId;
    int year = 1;
    int populationTotal = 0;
    int characterPoints = 0;
    int armyPoints = 0;
    int mobLimit = 0;
    int experience = 0;
    /// The nation may buy wizards although its list has none (Wizards Tower, I-29).
    bool wizardsAllowed = false;
    std::vector<RosterLine> lines;
    std::vector<RosterCharacter> characters;

    /// An empty roster carrying the year's figures from the tally.
    [[nodiscard]] static Roster fromTally(const QString &nationId, int year,
                                          const NationTally &tally);

    [[nodiscard]] Cost spent() const;
    /// Character points used: every character bought, whatever became of him since (§2.3).
    [[nodiscard]] int characterPointsUsed(const CampaignSettings &settings) const;
    [[nodiscard]] int generals() const;

    friend bool operator==(const Roster &, const Roster &) = default;
};

/// One category as the sheet prints it (§8): the five basic categories always, at 0 if empty.
struct SheetCategory
{
    UnitCategory category;
    std::vector<int> lines; ///< indices into Roster::lines
    int purchased = 0;
    int lost = 0;

    [[nodiscard]] int available() const { return purchased - lost; }
};

/// The categories for the sheet, in sheet order; Specials only when the roster has some.
[[nodiscard]] std::vector<SheetCategory> sheetCategories(const Roster &roster);

/// Why a roster cannot stand, or what the referee should look at.
enum class RosterProblem
{
    OverArmyPoints,         ///< units cost more than the AP (§2.2, I-16)
    UnitTypeNotInList,      ///< a line names a type the nation's list does not have (§1.2)
    WrongCategory,          ///< a type sits on a line of another category (I-15)
    WrongCost,              ///< a line's cost differs from its type's list cost (I-15)
    LineWithoutType,        ///< a line names no unit type
    BadCount,               ///< negative counts, or more lost or free than purchased
    CharactersOverPoints,   ///< characters cost more than the CP (§2.3)
    SecondGeneralInYearOne, ///< year 1 allows one general (§1.4)
    CharacterTypeNotInList, ///< e.g. a wizard for a list without wizards (I-29 aside)
    CharacterNotBuyable,    ///< a minor character with the setting off, a bought royal nephew
    ItemOnTwoCharacters,    ///< a magic item listed on two characters (§1.4)
    UnspentArmyPoints,      ///< warning: enough left for another unit (I-16)
};

/// A refusal, or a warning that does not stop the roster.
struct RosterIssue
{
    RosterProblem problem = RosterProblem::OverArmyPoints;
    QString subject; ///< the line, type, character or item concerned
    int line = -1;   ///< index into Roster::lines, where it applies
    Cost amount;     ///< points over (AP) or left unspent
    int count = 0;   ///< CP over, generals, units
    Cost reference;  ///< the list cost (WrongCost), the AP (OverArmyPoints), the cheapest unit

    [[nodiscard]] bool isWarning() const { return problem == RosterProblem::UnspentArmyPoints; }
};

/// An English sentence naming the rule and the numbers (the app layer translates later).
[[nodiscard]] QString describe(const RosterIssue &issue);

/// Checks a roster against the nation's list and the year's AP and CP.
[[nodiscard]] std::vector<RosterIssue> validateRoster(const Roster &roster, const ArmyList &list,
                                                      const CampaignSettings &settings);
/// True when any issue is a refusal rather than a warning.
[[nodiscard]] bool hasRefusal(const std::vector<RosterIssue> &issues);

/// Marking losses during the year: the roster with count more units of a line struck off,
/// or the refusal when the line does not have that many available.
struct RosterChange
{
    std::optional<Roster> roster;
    QString refusal; ///< empty when the change was made

    [[nodiscard]] bool ok() const { return roster.has_value(); }
};

[[nodiscard]] RosterChange markLosses(const Roster &roster, int line, int count);

/// Gives a magic item to a character for good; refused when another character carries it
/// already or the character is unknown.
[[nodiscard]] RosterChange bindMagicItem(const Roster &roster, const QString &characterId,
                                         const QString &item);

} // namespace herald::warmaster
