#pragma once

#include "core/dice/expression.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace herald::warmaster {

// The referee's per-campaign options of §11.S. Each setting is declared once: its type and
// default in CampaignSettings below, its key, choices, range, rules entry and explanation in the
// one list that campaignsettings.cpp walks for writing, reading, checking and describing. The
// JSON key is the setting's name in the rules file.

enum class ExpeditionDice
{
    TwoD10,
    OneD20
}; ///< I-1
enum class MutinyTest
{
    D6SixPlus,
    TwoD6SixPlus
}; ///< I-4
enum class UnsuccessfulExpeditionFate
{
    ReturnHome,
    LostAtSea
}; ///< I-9
enum class RosterPooling
{
    PerLine,
    PerCategory
}; ///< I-15
enum class MobLimitScope
{
    PerBattle,
    PerYear
}; ///< I-18
enum class PromotedHeroProfile
{
    General,
    Hero
}; ///< I-22
enum class CreatedRaceRounding
{
    RoundHalfUp,
    None,
    RoundUp
}; ///< I-30
enum class DestroyedCountsAs
{
    ThreeStands,
    ActualStands
}; ///< I-34
enum class SimultaneousBattlePool
{
    Independent,
    Shared
}; ///< I-38
enum class MultiArmyOption
{
    A,
    B
}; ///< §5.7
enum class DeploymentRuleScope
{
    AllBattles,
    AssaultOnly
}; ///< I-47
enum class MovementMode
{
    Simultaneous,
    RandomOrder
}; ///< §4.1
enum class OccupationAfterBattle
{
    Reset,
    Pause
}; ///< I-55
enum class ProductionOrder
{
    ProduceThenRemove,
    RemoveThenProduce
}; ///< I-60
enum class CityRemovalMode
{
    Downgrade,
    Remove
}; ///< I-60
enum class IndependentController
{
    PlacingPlayer,
    MostMarkers,
    Referee
}; ///< I-75

/// All campaign settings with the defaults of §11.S: the typed values every rule reads. The
/// referee charts of §10 #7-#9 are tables, kept with the decks, not here.
struct CampaignSettings
{
    ExpeditionDice expeditionDice = ExpeditionDice::TwoD10;
    MutinyTest mutinyTest = MutinyTest::D6SixPlus;
    bool aquaticTownIsSeventhArea = false;
    UnsuccessfulExpeditionFate unsuccessfulExpeditionFate = UnsuccessfulExpeditionFate::ReturnHome;
    RosterPooling rosterPooling = RosterPooling::PerLine;
    MobLimitScope mobLimitScope = MobLimitScope::PerBattle;
    bool minorCharacters = true;
    bool captureCountsAsDeath = true;
    PromotedHeroProfile promotedHeroProfile = PromotedHeroProfile::General;
    bool winnersNotCaptured = true;
    bool lostItemsReshuffled = true;
    CreatedRaceRounding createdRaceRounding = CreatedRaceRounding::RoundHalfUp;
    bool routVictoryRoutsLoser = false;
    DestroyedCountsAs destroyedCountsAs = DestroyedCountsAs::ThreeStands;
    SimultaneousBattlePool simultaneousBattlePool = SimultaneousBattlePool::Independent;
    MultiArmyOption multiArmyOption = MultiArmyOption::A;
    /// Points of a battle army that may go on garrisons; 0 = no cap (I-45).
    int garrisonCap = 0;
    /// Inches from the centre line (I-46).
    int deploymentDistance = 12;
    DeploymentRuleScope deploymentRuleScope = DeploymentRuleScope::AllBattles;
    MovementMode movementMode = MovementMode::Simultaneous;
    bool communicationDelay = false;
    bool occupationGivesSupply = true;
    bool besiegedTownSupplies = true;
    bool arrivalTurnCounts = false;
    OccupationAfterBattle battleResetsOccupation = OccupationAfterBattle::Reset;
    ProductionOrder productionOrder = ProductionOrder::ProduceThenRemove;
    CityRemovalMode cityRemovalMode = CityRemovalMode::Downgrade;
    bool pickupRoundEveryTurn = false;
    bool clearMarkersOnReset = false;
    bool pickupRosterLosses = false;
    bool lesserCommandersEarnXP = false;
    IndependentController independentController = IndependentController::PlacingPlayer;
    /// Areas that must lie between a newly placed independent army and any town or city
    /// (§7.7.6 "at least one area away", read as one area between).
    int independentPlacementGap = 1;
    int xpCostChariot = 5; ///< I-77
    int xpCostSpecial = 6; ///< I-77

    friend bool operator==(const CampaignSettings &, const CampaignSettings &) = default;
};

/// The dice of one expedition chart roll (§7.2.3, I-1): 2d10, or 1d20 under `expeditionDice`.
/// The chart's lowest row is 2, so a natural 1 on the d20 reads as that row.
[[nodiscard]] dice::Expression expeditionChartDice(const CampaignSettings &settings);

/// The dice of one ship's mutiny rally (§7.2.5, I-4): d6, or 2d6 under `mutinyTest`; a total of
/// 6 or more rallies either way.
[[nodiscard]] dice::Expression mutinyRallyDice(const CampaignSettings &settings);

/// The dice a shipped WarMaster table rolls under the settings: the expedition chart
/// ("expeditionChart") and the mutiny rally ("mutinyRally"); nullopt for every other table,
/// which rolls its own dice.
[[nodiscard]] std::optional<dice::Expression> tableDice(const QString &tableId,
                                                        const CampaignSettings &settings);

// --- Describing, checking and reading settings -----------------------------------------------

/// How a setting's value is written, which also picks the control that edits it.
enum class SettingKind
{
    Flag,         ///< true or false
    Choice,       ///< one keyword of a fixed list
    Number,       ///< a whole number within a range
    PointsOrNone, ///< "none", or a whole number of points within a range
};

/// The kind as a keyword for JSON and QML: "flag", "choice", "number" or "points".
[[nodiscard]] QString settingKindKey(SettingKind kind);

/// One accepted value of a choice setting.
struct SettingChoice
{
    QString key;  ///< the file keyword: "2d10", "perLine"
    QString name; ///< for people, translated: "per line"
};

/// One §11.S setting as the referee sees it.
struct SettingDefinition
{
    QString key;     ///< "expeditionDice"
    QString section; ///< the rules entry behind it: "I-1", "§5.7"
    SettingKind kind = SettingKind::Flag;
    QString title;                      ///< a short name, translated
    QString explanation;                ///< what it changes, translated
    QJsonValue defaultValue;            ///< as written in files: "2d10", true, 12, "none"
    std::vector<SettingChoice> choices; ///< Choice only
    int minimum = 0;                    ///< Number and PointsOrNone
    int maximum = 0;                    ///< Number and PointsOrNone
};

/// Every setting of §11.S, in the rules file's order, with texts in the current language.
[[nodiscard]] std::vector<SettingDefinition> settingDefinitions();

/// The setting with that key, or nullopt.
[[nodiscard]] std::optional<SettingDefinition> findSetting(const QString &key);

/// Why a setting's value was not taken.
enum class SettingProblemCode
{
    UnknownKey,     ///< no §11.S setting has that key
    NotAFlag,       ///< a flag given something other than true or false
    NotANumber,     ///< a number setting given something other than a whole number
    OutOfRange,     ///< a whole number outside the setting's range
    NotAChoice,     ///< a keyword (or anything else) not among the setting's choices
    NotPointsOrNone ///< neither "none" nor a whole number of points in range
};

/// A refused setting value, naming the key and the value as written.
struct SettingProblem
{
    SettingProblemCode code = SettingProblemCode::UnknownKey;
    QString key;
    QString value; ///< the value as JSON text: "\"yes\"", "0"

    friend bool operator==(const SettingProblem &, const SettingProblem &) = default;
};

/// The problem as a sentence naming §11.S, the key and what the setting allows.
[[nodiscard]] QString describe(const SettingProblem &problem);

/// A value checked for one setting: its canonical form (as toJson writes it), or the problem.
struct SettingCheck
{
    QJsonValue value;
    std::optional<SettingProblem> problem;

    [[nodiscard]] bool ok() const { return !problem.has_value(); }
};

/// Checks one value for one setting ("destroyedCountsAs": 3 comes back as "3").
[[nodiscard]] SettingCheck checkSetting(const QString &key, const QJsonValue &value);

/// Reads a value typed by a person (the CLI's `settings set`, a script): "on"/"off",
/// "true"/"false", a whole number, or a keyword. What cannot be read stays a string, so that
/// checkSetting names the problem.
[[nodiscard]] QJsonValue settingValueFromText(const QString &key, const QString &text);

/// A value of a setting for people: a choice's name, "on"/"off", "none", a number.
[[nodiscard]] QString settingValueText(const SettingDefinition &definition,
                                       const QJsonValue &value);

/// Every setting under its §11.S name; enum values as the rules file spells them
/// ("roundHalfUp", "2d10", "d6:6+"); garrisonCap "none" or a number of points.
[[nodiscard]] QJsonObject toJson(const CampaignSettings &settings);

/// The result of reading settings: every setting, with the problems found on the way.
struct CampaignSettingsParse
{
    CampaignSettings settings;
    /// Each bad value or unknown key, in the order of the settings list, unknown keys last.
    std::vector<SettingProblem> problems;

    [[nodiscard]] bool ok() const { return problems.empty(); }
};

/// Reads settings (a stored campaign, an import). A missing key keeps its default; a bad value
/// keeps the default of that one setting and is reported, the others are read as written; an
/// unknown key is reported and ignored.
[[nodiscard]] CampaignSettingsParse campaignSettingsFromJson(const QJsonObject &json);

} // namespace herald::warmaster
