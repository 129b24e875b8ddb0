// The facts of a battle brief (rules §5.10, §5.11, §2.12, §2.17, I-36, I-45..I-47) and the
// lines of what a nation bought with experience for the battle (§2.15, §10 #10 and #11).
#include "core/warmaster/battlebrief.h"

#include <QTest>

using namespace herald::warmaster;

Q_DECLARE_METATYPE(herald::warmaster::BattleKind)
Q_DECLARE_METATYPE(herald::warmaster::Deployment)
Q_DECLARE_METATYPE(herald::warmaster::DeploymentRuleScope)

class TestBattleBrief : public QObject
{
    Q_OBJECT

private slots:
    void pointsPerSide_data();
    void pointsPerSide();
    void terrainCardsFromTheArea();
    void objectiveByKind_data();
    void objectiveByKind();
    void assaultFortificationsAndGarrisons();
    void deployment_data();
    void deployment();
    void firstPlacer_data();
    void firstPlacer();
    void boughtForBattle();
};

namespace {

PendingBattle battleOf(BattleKind kind, int armiesPerSide = 1)
{
    PendingBattle battle;
    battle.kind = kind;
    battle.armiesPerSide = armiesPerSide;
    return battle;
}

} // namespace

void TestBattleBrief::pointsPerSide_data()
{
    QTest::addColumn<int>("armiesPerSide");
    QTest::addColumn<int>("points");
    // §5.10: 2,000 points an army; §5.7: a double or triple battle fields that many armies.
    QTest::newRow("§5.10 one army") << 1 << 2000;
    QTest::newRow("§5.7 double") << 2 << 4000;
    QTest::newRow("§5.7 triple") << 3 << 6000;
}

void TestBattleBrief::pointsPerSide()
{
    QFETCH(int, armiesPerSide);
    QFETCH(int, points);
    const auto facts = battleBriefFacts(battleOf(BattleKind::Battle, armiesPerSide), Area{},
                                        {false, false}, CampaignSettings{});
    QCOMPARE(facts.pointsPerSide, points);
    QCOMPARE(facts.terrainDrawn, 6);
}

void TestBattleBrief::terrainCardsFromTheArea()
{
    // §2.12: hills keep 3; the referee's override wins.
    Area hills;
    hills.terrain = Terrain::Hills;
    auto facts =
        battleBriefFacts(battleOf(BattleKind::Battle), hills, {false, false}, CampaignSettings{});
    QCOMPARE(facts.kept.cards, 3);
    hills.terrainCards = 5;
    facts =
        battleBriefFacts(battleOf(BattleKind::Battle), hills, {false, false}, CampaignSettings{});
    QCOMPARE(facts.kept.cards, 5);
}

void TestBattleBrief::objectiveByKind_data()
{
    QTest::addColumn<BattleKind>("kind");
    QTest::addColumn<QString>("objective");
    // I-36: each kind of battle has its own thing at table centre.
    QTest::newRow("battle") << BattleKind::Battle << QStringLiteral("an objective marker");
    QTest::newRow("swap") << BattleKind::SwapBattle << QStringLiteral("an objective marker");
    QTest::newRow("POI") << BattleKind::PoiBattle
                         << QStringLiteral(
                                "the POI card, face down until both armies are deployed");
    QTest::newRow("village") << BattleKind::VillageBattle << QStringLiteral("a building");
    QTest::newRow("assault") << BattleKind::Assault << QStringLiteral("the 8\" x 8\" urban square");
}

void TestBattleBrief::objectiveByKind()
{
    QFETCH(BattleKind, kind);
    QFETCH(QString, objective);
    QCOMPARE(battleBriefFacts(battleOf(kind), Area{}, {false, false}, CampaignSettings{}).objective,
             objective);
}

void TestBattleBrief::assaultFortificationsAndGarrisons()
{
    // §2.17, I-45: a city's 8 free fortifications; the owner buys garrisons at 20 points each.
    PendingBattle assault = battleOf(BattleKind::Assault);
    assault.fortifications = 8;
    assault.objectiveHolder = 0;
    const auto facts = battleBriefFacts(assault, Area{}, {true, false}, CampaignSettings{});
    QCOMPARE(facts.fortifications, 8);
    QCOMPARE(facts.garrisonCost, 20);
    QCOMPARE(facts.objectiveHolder, 0);
    // Any other kind has neither.
    PendingBattle battle = battleOf(BattleKind::Battle);
    battle.fortifications = 8;
    const auto plain = battleBriefFacts(battle, Area{}, {true, false}, CampaignSettings{});
    QCOMPARE(plain.fortifications, 0);
    QCOMPARE(plain.garrisonCost, 0);
}

void TestBattleBrief::deployment_data()
{
    QTest::addColumn<BattleKind>("kind");
    QTest::addColumn<DeploymentRuleScope>("scope");
    QTest::addColumn<bool>("defenderStayed");
    QTest::addColumn<bool>("attackerStayed");
    QTest::addColumn<Deployment>("defender");
    QTest::addColumn<Deployment>("attacker");
    const auto line = Deployment::FromCentreLine;
    const auto open = Deployment::AnywhereOnHalf;
    const auto all = DeploymentRuleScope::AllBattles;
    const auto assaults = DeploymentRuleScope::AssaultOnly;
    // §5.11, I-46: both arrived -> both at the centre-line distance; one stayed -> it sets up
    // anywhere on its half. I-47: the scope setting limits that to assaults.
    QTest::newRow("§5.11 both arrived")
        << BattleKind::Battle << all << false << false << line << line;
    QTest::newRow("§5.11 defender stayed")
        << BattleKind::Battle << all << true << false << open << line;
    QTest::newRow("§5.11 attacker stayed")
        << BattleKind::Battle << all << false << true << line << open;
    QTest::newRow("I-47 assault only, a battle")
        << BattleKind::Battle << assaults << true << false << line << line;
    QTest::newRow("I-47 assault only, an assault")
        << BattleKind::Assault << assaults << true << false << open << line;
}

void TestBattleBrief::deployment()
{
    QFETCH(BattleKind, kind);
    QFETCH(DeploymentRuleScope, scope);
    QFETCH(bool, defenderStayed);
    QFETCH(bool, attackerStayed);
    QFETCH(Deployment, defender);
    QFETCH(Deployment, attacker);
    CampaignSettings settings;
    settings.deploymentRuleScope = scope;
    const auto facts =
        battleBriefFacts(battleOf(kind), Area{}, {defenderStayed, attackerStayed}, settings);
    QCOMPARE(facts.deployment.at(0), defender);
    QCOMPARE(facts.deployment.at(1), attacker);
    QVERIFY(facts.deploymentText(0).contains(QStringLiteral("§5.11")));
}

void TestBattleBrief::firstPlacer_data()
{
    QTest::addColumn<int>("face");
    QTest::addColumn<int>("side");
    // §5.10 step 5 at random: a d6, 1-3 the defenders, 4-6 the attackers.
    const int sides[] = {0, 0, 0, 1, 1, 1};
    for (int face = 1; face <= 6; ++face)
        QTest::addRow("§5.10 d6 %d", face) << face << sides[face - 1];
}

void TestBattleBrief::firstPlacer()
{
    QFETCH(int, face);
    QFETCH(int, side);
    QCOMPARE(firstPlacerFromDie(face), side);
}

/// §2.15: an honour names the army it was rolled for and its nation; a scenario names the
/// nation; both carry the roll as its table explained it.
void TestBattleBrief::boughtForBattle()
{
    const QString rolled = QStringLiteral("Battle honours (§10 #10): d6 4 → Steady veterans");
    const BoughtForBattle honour{ExperiencePurchase::BattleHonour, QStringLiteral("Veyra"),
                                 QStringLiteral("Host"), rolled};
    QCOMPARE(honour.briefLine(),
             QStringLiteral("Battle honour of Host (Veyra), bought with experience (§2.15): ") +
                 rolled);
    const BoughtForBattle scenario{ExperiencePurchase::RandomScenario, QStringLiteral("Veyra"),
                                   QString(), QStringLiteral("Random scenarios: d6 3 → Ford")};
    QCOMPARE(scenario.briefLine(),
             QStringLiteral("Scenario chosen at random for Veyra, bought with experience (§2.15): "
                            "Random scenarios: d6 3 → Ford"));
}

QTEST_GUILESS_MAIN(TestBattleBrief)
#include "tst_battlebrief.moc"
