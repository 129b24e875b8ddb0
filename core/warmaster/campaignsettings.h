#pragma once

#include <QJsonObject>
#include <QString>

namespace herald::warmaster {

// The referee's per-campaign options of §11.S. Each is declared once, here, with its default;
// the JSON key is the setting's name in the rules file.

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

/// All campaign settings with the defaults of §11.S. The referee charts of §10 #7-#9 are
/// tables, kept with the decks, not here.
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
    int xpCostChariot = 5; ///< I-77
    int xpCostSpecial = 6; ///< I-77

    friend bool operator==(const CampaignSettings &, const CampaignSettings &) = default;
};

/// Every setting under its §11.S name; enum values as the rules file spells them
/// ("roundHalfUp", "2d10", "d6:6+"); garrisonCap "none" or a number of points.
[[nodiscard]] QJsonObject toJson(const CampaignSettings &settings);

/// The result of reading settings: the settings, or an error naming the key.
struct CampaignSettingsParse
{
    CampaignSettings settings;
    QString error; ///< empty on success, else "createdRaceRounding: 'x' is not one of ..."

    [[nodiscard]] bool ok() const { return error.isEmpty(); }
};

/// Reads settings; a missing key keeps its default, an unknown key or a bad value is an
/// error (a typo must not silently leave a default in place).
[[nodiscard]] CampaignSettingsParse campaignSettingsFromJson(const QJsonObject &json);

} // namespace herald::warmaster
