#include "core/warmaster/battlebrief.h"

#include <QCoreApplication>

namespace herald::warmaster {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::warmaster::BattleBrief)
};

/// Every army rates up 2,000 points (§5.10); a double or triple battle is that many armies.
constexpr int pointsPerArmy = 2000;
/// A pavise or garrison the area's owner may buy for an assault (§2.17, I-45).
constexpr int garrisonPoints = 20;

} // namespace

QString BattleBriefFacts::deploymentText(int side) const
{
    if (deployment.at(side) == Deployment::AnywhereOnHalf)
        return Tr::tr("May set up anywhere on its half of the table, inside the urban square, or "
                      "both: it held the area before this turn and stayed (§5.11)");
    return Tr::tr("Deploys 1 foot (12\") from the centre line: it arrived this turn (§5.11)");
}

QString BattleBriefFacts::endingText()
{
    return Tr::tr("Two hours, or sooner when an army reaches its break point (§2.18, I-35)");
}

QString BoughtForBattle::briefLine() const
{
    if (purchase == ExperiencePurchase::BattleHonour)
        //: %1 army, %2 nation, %3 the roll on the battle honours table and its text
        return Tr::tr("Battle honour of %1 (%2), bought with experience (§2.15): %3")
            .arg(army, nation, rolled);
    //: %1 nation, %2 the roll on the random scenarios table and its text
    return Tr::tr("Scenario chosen at random for %1, bought with experience (§2.15): %2")
        .arg(nation, rolled);
}

int firstPlacerFromDie(int face)
{
    return face <= 3 ? 0 : 1;
}

QString objectiveText(BattleKind kind)
{
    switch (kind) {
    case BattleKind::PoiBattle:
        return Tr::tr("the POI card, face down until both armies are deployed");
    case BattleKind::VillageBattle:
        return Tr::tr("a building");
    case BattleKind::Assault:
        return Tr::tr("the 8\" x 8\" urban square");
    case BattleKind::Battle:
    case BattleKind::SwapBattle:
        return Tr::tr("an objective marker");
    }
    return {};
}

BattleBriefFacts battleBriefFacts(const PendingBattle &battle, const Area &area,
                                  std::array<bool, 2> stayedPut, const CampaignSettings &settings)
{
    BattleBriefFacts facts;
    facts.pointsPerSide = pointsPerArmy * std::max(1, battle.armiesPerSide);
    facts.kept = terrainCardsKept(area);
    facts.objective = objectiveText(battle.kind);
    facts.objectiveHolder = battle.objectiveHolder;
    if (battle.kind == BattleKind::Assault) {
        facts.fortifications = battle.fortifications;
        facts.garrisonCost = garrisonPoints;
    }
    const bool openSetUp = settings.deploymentRuleScope == DeploymentRuleScope::AllBattles ||
                           battle.kind == BattleKind::Assault;
    for (int side = 0; side < 2; ++side) {
        if (openSetUp && stayedPut.at(side))
            facts.deployment.at(side) = Deployment::AnywhereOnHalf;
    }
    return facts;
}

} // namespace herald::warmaster
