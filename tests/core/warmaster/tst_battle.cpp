// After a battle: victory points and level (§2.13, I-32), survival rolls (§2.14, I-34),
// experience (§2.15, I-77), ransom (§2.16, I-19, I-20), assault numbers (§2.17), terrain
// cards (§2.12, I-48), other counts (§2.18).
#include "core/warmaster/assault.h"
#include "core/warmaster/counts.h"
#include "core/warmaster/experience.h"
#include "core/warmaster/ransom.h"
#include "core/warmaster/survival.h"
#include "core/warmaster/terraincards.h"
#include "core/warmaster/victory.h"

#include <QtTest>

using namespace herald::warmaster;
using Centres = QList<int>;

class TestBattle : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void victoryLevel_data();
    void victoryLevel();
    void objectiveSwing();
    void survival_data();
    void survival();
    void survivalUsesDice();
    void experience_data();
    void experience();
    void purchases_data();
    void purchases();
    void ransom_data();
    void ransom();
    void assault_data();
    void assault();
    void terrainCards_data();
    void terrainCards();
    void otherCounts();
};

// §2.13; §12.1 T-04..T-06; §12.3 D-16, D-17
void TestBattle::victoryLevel_data()
{
    QTest::addColumn<int>("first");
    QTest::addColumn<int>("second");
    QTest::addColumn<int>("winner"); // -1 draw
    QTest::addColumn<int>("level");

    const int minor = int(VictoryLevel::Minor), major = int(VictoryLevel::Major),
              rout = int(VictoryLevel::Rout), draw = int(VictoryLevel::Draw);
    for (int w : {101, 150, 199})
        QTest::addRow("§12.1 T-04 %d vs 100: minor", w) << w << 100 << 0 << minor;
    for (int w : {200, 250, 299})
        QTest::addRow("§12.1 T-05 %d vs 100: major", w) << w << 100 << 0 << major;
    for (int w : {300, 450})
        QTest::addRow("§12.1 T-06 %d vs 100: rout", w) << w << 100 << 0 << rout;
    QTest::newRow("§12.3 D-16 120 vs 120: draw") << 120 << 120 << -1 << draw;
    QTest::newRow("§12.3 D-17 250 vs 0: rout") << 250 << 0 << 0 << rout;
    QTest::newRow("I-32 0 vs 0: draw") << 0 << 0 << -1 << draw;
    QTest::newRow("§2.13 the second side can win: 100 vs 150, minor") << 100 << 150 << 1 << minor;
    // §2.13 in whole numbers with an odd loser: 2 x 67 = 134, 3 x 67 = 201.
    QTest::newRow("§2.13 133 vs 67: just under 2 to 1, minor") << 133 << 67 << 0 << minor;
    QTest::newRow("§2.13 134 vs 67: at 2 to 1, major") << 134 << 67 << 0 << major;
    QTest::newRow("§2.13 200 vs 67: just under 3 to 1, major") << 200 << 67 << 0 << major;
    QTest::newRow("§2.13 201 vs 67: at 3 to 1, rout") << 201 << 67 << 0 << rout;
    QTest::newRow("§2.13 67 vs 134: the second side at 2 to 1, major") << 67 << 134 << 1 << major;
    QTest::newRow("§2.13 67 vs 201: the second side at 3 to 1, rout") << 67 << 201 << 1 << rout;
    QTest::newRow("§2.13 L = 0: 0 vs 1 is a rout") << 0 << 1 << 1 << rout;
    QTest::newRow("I-32 a draw of the objective alone: 200 vs 200") << 200 << 200 << -1 << draw;
}

void TestBattle::victoryLevel()
{
    QFETCH(int, first);
    QFETCH(int, second);
    QFETCH(int, winner);
    QFETCH(int, level);
    const VictoryResult r = decideVictory(first, second);
    QCOMPARE(r.winner.value_or(-1), winner);
    QCOMPARE(int(r.level), level);
    QVERIFY(r.explain().startsWith(QStringLiteral("§2.13 %1 to %2").arg(first).arg(second)));
}

// §12.3 D-14, D-15: the objective's 200 points
void TestBattle::objectiveSwing()
{
    const VictoryPoints x{100, false};
    const VictoryPoints y{150, true};
    QCOMPARE(y.total(), 350);
    const VictoryResult d14 = decideVictory(x.total(), y.total());
    QCOMPARE(d14.winner, 1);
    QCOMPARE(d14.level, VictoryLevel::Rout);
    const VictoryResult d15 = decideVictory(VictoryPoints{100, true}.total(), 150);
    QCOMPARE(d15.winner, 0);
    QCOMPARE(d15.level, VictoryLevel::Major); // exactly 2 to 1
    QCOMPARE(VictoryPoints({150, true}).explain(),
             QStringLiteral("150 VP for enemy losses + 200 for holding the objective alone = 350"));
}

// §2.14 every row; §12.1 T-11..T-13; I-34 destroyedCountsAs
void TestBattle::survival_data()
{
    QTest::addColumn<int>("standsLost");
    QTest::addColumn<bool>("destroyed");
    QTest::addColumn<int>("unitStands");
    QTest::addColumn<bool>("actualStands");
    QTest::addColumn<int>("face"); // 0 = no roll
    QTest::addColumn<int>("target");
    QTest::addColumn<bool>("survives");

    QTest::newRow("§12.1 T-11 1 stand lost: automatic")
        << 1 << false << 3 << false << 0 << 0 << true;
    QTest::newRow("§12.1 T-12 2 stands, d6 3: struck off")
        << 2 << false << 3 << false << 3 << 4 << false;
    QTest::newRow("§12.1 T-12 2 stands, d6 4: full strength")
        << 2 << false << 3 << false << 4 << 4 << true;
    QTest::newRow("§12.1 T-13 3 stands, d6 4: struck off")
        << 3 << false << 3 << false << 4 << 5 << false;
    QTest::newRow("§12.1 T-13 3 stands, d6 5: full strength")
        << 3 << false << 3 << false << 5 << 5 << true;
    QTest::newRow("§12.1 T-13 destroyed, d6 4: struck off (I-34)")
        << 0 << true << 3 << false << 4 << 5 << false;
    QTest::newRow("§12.1 T-13 destroyed, d6 5: full strength")
        << 0 << true << 3 << false << 5 << 5 << true;
    QTest::newRow("I-34 actualStands: a 2-stand unit destroyed needs 4+")
        << 0 << true << 2 << true << 4 << 4 << true;
    QTest::newRow("I-34 actualStands: a 1-stand unit destroyed returns")
        << 0 << true << 1 << true << 0 << 0 << true;
    QTest::newRow("§2.14 no stand lost: no roll") << 0 << false << 3 << false << 0 << 0 << true;
}

void TestBattle::survival()
{
    QFETCH(int, standsLost);
    QFETCH(bool, destroyed);
    QFETCH(int, unitStands);
    QFETCH(bool, actualStands);
    QFETCH(int, face);
    QFETCH(int, target);
    QFETCH(bool, survives);
    CampaignSettings settings;
    settings.destroyedCountsAs =
        actualStands ? DestroyedCountsAs::ActualStands : DestroyedCountsAs::ThreeStands;
    const int stands = standsForSurvival({standsLost, destroyed, unitStands}, settings);
    QCOMPARE(survivalTarget(stands), target);
    const SurvivalRoll roll =
        resolveSurvival(stands, face == 0 ? std::nullopt : std::optional<int>(face));
    QCOMPARE(roll.survives, survives);
    QVERIFY(roll.explain().startsWith(QStringLiteral("§2.14")));
}

void TestBattle::survivalUsesDice()
{
    herald::dice::Dice dice(herald::dice::Generator(7, 0));
    dice.queueTyped({4});
    const SurvivalRoll typed =
        rollSurvival(dice, {2, false, 3}, CampaignSettings{}, QStringLiteral("Warband"));
    QCOMPARE(typed.face, 4);
    QVERIFY(typed.survives);
    QCOMPARE(dice.rolls().size(), std::size_t(1));
    QCOMPARE(dice.rolls()[0].purpose, std::string("Survival roll: Warband (2 stands lost)"));
    // One stand lost: no die is used.
    (void)rollSurvival(dice, {1, false, 3}, CampaignSettings{}, QStringLiteral("Warband"));
    QCOMPARE(dice.rolls().size(), std::size_t(1));
}

// §2.15, I-77, §12.3 D-18, §12.2 T-40g/h
void TestBattle::experience_data()
{
    QTest::addColumn<int>("vp");
    QTest::addColumn<bool>("won");
    QTest::addColumn<int>("xp");

    QTest::newRow("§12.3 D-18 win with 350 → 3") << 350 << true << 3;
    QTest::newRow("§12.3 D-18 loss with 350 → 1") << 350 << false << 1;
    QTest::newRow("§12.3 D-18 loss with 199 → 0") << 199 << false << 0;
    QTest::newRow("§12.3 D-18 loss with 400 → 2") << 400 << false << 2;
    QTest::newRow("§12.2 T-40g win with 450 → 4") << 450 << true << 4;
    QTest::newRow("§12.2 T-40h loss with 450 → 2") << 450 << false << 2;
}

void TestBattle::experience()
{
    QFETCH(int, vp);
    QFETCH(bool, won);
    QFETCH(int, xp);
    QCOMPARE((ExperienceEarned{vp, won}.points()), xp);
}

// §2.15 purchase table; §12.1 T-28; I-77 chariot/special defaults
void TestBattle::purchases_data()
{
    QTest::addColumn<int>("purchase");
    QTest::addColumn<int>("cost");
    QTest::addColumn<QString>("key");
    QTest::addColumn<int>("restores"); // the UnitCategory refilled, or -1

    const auto row = [](const char *name, ExperiencePurchase p, int cost, const char *key,
                        int restores) {
        QTest::newRow(name) << int(p) << cost << QString::fromLatin1(key) << restores;
    };
    row("§2.15 infantry 3", ExperiencePurchase::RestoreInfantry, 3, "infantry",
        int(UnitCategory::Infantry));
    row("§2.15 cavalry 4", ExperiencePurchase::RestoreCavalry, 4, "cavalry",
        int(UnitCategory::Cavalry));
    row("§2.15 machine 5", ExperiencePurchase::RestoreArtillery, 5, "artillery",
        int(UnitCategory::Artillery));
    row("§2.15 monster 6", ExperiencePurchase::RestoreMonster, 6, "monsters",
        int(UnitCategory::Monsters));
    row("I-77 chariot 5", ExperiencePurchase::RestoreChariot, 5, "chariots",
        int(UnitCategory::Chariots));
    row("I-77 special 6", ExperiencePurchase::RestoreSpecial, 6, "specials",
        int(UnitCategory::Specials));
    row("§2.15 battle honour 10", ExperiencePurchase::BattleHonour, 10, "battleHonour", -1);
    row("§2.15 random scenario 12", ExperiencePurchase::RandomScenario, 12, "randomScenario", -1);
    row("§2.15 magic item 30", ExperiencePurchase::MagicItem, 30, "magicItem", -1);
}

void TestBattle::purchases()
{
    QFETCH(int, purchase);
    QFETCH(int, cost);
    QFETCH(QString, key);
    QFETCH(int, restores);
    const auto p = static_cast<ExperiencePurchase>(purchase);
    QCOMPARE(experienceCost(p, CampaignSettings{}), cost);
    const auto below = affordablePurchases(cost - 1, CampaignSettings{});
    QVERIFY(std::find(below.begin(), below.end(), p) == below.end());
    const auto at = affordablePurchases(cost, CampaignSettings{});
    QVERIFY(std::find(at.begin(), at.end(), p) != at.end());
    QVERIFY(!experiencePurchaseName(p).isEmpty());
    QCOMPARE(experiencePurchaseKey(p), key);
    QCOMPARE(experiencePurchaseFromKey(key), std::optional<ExperiencePurchase>(p));
    QCOMPARE(restoredCategory(p) ? int(*restoredCategory(p)) : -1, restores);
    const auto all = experiencePurchases();
    QVERIFY(std::find(all.begin(), all.end(), p) != all.end());
    QVERIFY(experiencePurchaseKeys().contains(key));
    QVERIFY(!experiencePurchaseFromKey(QStringLiteral("honour")));
}

// §2.16, I-19, I-20, §12.3 D-19
void TestBattle::ransom_data()
{
    QTest::addColumn<int>("captive");
    QTest::addColumn<Centres>("offered");
    QTest::addColumn<Centres>("owned");
    QTest::addColumn<int>("problem"); // -1 accepted

    const int v = int(PopulationCentre::Village), t = int(PopulationCentre::Town),
              c = int(PopulationCentre::City);
    const Centres d19{v, v, v, v, t};
    const int general = int(CharacterType::General);
    QTest::newRow("§12.3 D-19 general for 3 villages") << general << Centres{v, v, v} << d19 << -1;
    QTest::newRow("§12.3 D-19 general for town + village") << general << Centres{t, v} << d19 << -1;
    QTest::newRow("§12.3 D-19 general for 2 villages: too little")
        << general << Centres{v, v} << d19 << int(RansomProblem::TooLittle);
    QTest::newRow("I-20 town + 2 villages pays 4 where 3 is possible")
        << general << Centres{t, v, v} << d19 << int(RansomProblem::TooMuch);
    QTest::newRow("I-20 only a city left: it pays for a hero")
        << int(CharacterType::Hero) << Centres{c} << Centres{c} << -1;
    QTest::newRow("I-20 one village cannot pay for a general")
        << general << Centres{v} << Centres{v} << int(RansomProblem::CannotPay);
    QTest::newRow("I-19 minor character: 1 village")
        << int(CharacterType::Minor) << Centres{v} << d19 << -1;
    QTest::newRow("offering a city the nation does not hold")
        << general << Centres{c} << d19 << int(RansomProblem::NotOwned);
}

void TestBattle::ransom()
{
    QFETCH(int, captive);
    QFETCH(Centres, offered);
    QFETCH(Centres, owned);
    QFETCH(int, problem);
    std::vector<PopulationCentre> o, w;
    for (int x : offered)
        o.push_back(static_cast<PopulationCentre>(x));
    for (int x : owned)
        w.push_back(static_cast<PopulationCentre>(x));
    const RansomCheck check = checkRansom(static_cast<CharacterType>(captive), o, w);
    QCOMPARE(check.problem ? int(*check.problem) : -1, problem);
    QVERIFY(check.explain().startsWith(QStringLiteral("§2.16")));
}

// §2.17, §12.1 T-10, I-45
void TestBattle::assault_data()
{
    QTest::addColumn<int>("centre");
    QTest::addColumn<int>("fortifications");

    QTest::newRow("§12.1 T-10 town: 4") << int(PopulationCentre::Town) << 4;
    QTest::newRow("§12.1 T-10 city: 8") << int(PopulationCentre::City) << 8;
    QTest::newRow("I-44 village: none") << int(PopulationCentre::Village) << 0;
}

void TestBattle::assault()
{
    QFETCH(int, centre);
    QFETCH(int, fortifications);
    QCOMPARE(assaultFortifications(static_cast<PopulationCentre>(centre)), fortifications);
    QCOMPARE(Garrisons{5}.points(), 100); // T-10: 5 garrisons = 100 points
    CampaignSettings capped;
    capped.garrisonCap = 1000;
    QVERIFY(Garrisons{50}.allowed(capped));
    QVERIFY(!Garrisons{51}.allowed(capped));
    QVERIFY(Garrisons{51}.allowed(CampaignSettings{}));
}

// §2.12 table, I-48 defaults, §12.1 T-14
void TestBattle::terrainCards_data()
{
    QTest::addColumn<int>("terrain");
    QTest::addColumn<bool>("coastal");
    QTest::addColumn<bool>("chaos");
    QTest::addColumn<int>("override"); // -1 none
    QTest::addColumn<int>("cards");

    QTest::newRow("§12.1 T-14 plains 1") << int(Terrain::Plains) << false << false << -1 << 1;
    QTest::newRow("§12.1 T-14 hills 3") << int(Terrain::Hills) << false << false << -1 << 3;
    QTest::newRow("§12.1 T-14 coast 3") << int(Terrain::Plains) << true << false << -1 << 3;
    QTest::newRow("§12.1 T-14 mountains 6") << int(Terrain::Mountains) << false << false << -1 << 6;
    QTest::newRow("§12.1 T-14 swamp 6") << int(Terrain::Swamp) << false << false << -1 << 6;
    QTest::newRow("§12.1 T-14 great forest 6")
        << int(Terrain::GreatForest) << false << false << -1 << 6;
    QTest::newRow("I-48 desert 1") << int(Terrain::Desert) << false << false << -1 << 1;
    QTest::newRow("I-48 forest 3") << int(Terrain::Forest) << false << false << -1 << 3;
    QTest::newRow("I-48 coastal mountains keep 6")
        << int(Terrain::Mountains) << true << false << -1 << 6;
    QTest::newRow("I-48 chaos over swamp uses swamp")
        << int(Terrain::Swamp) << false << true << -1 << 6;
    QTest::newRow("I-48 referee override 2") << int(Terrain::Mountains) << false << false << 2 << 2;
}

void TestBattle::terrainCards()
{
    QFETCH(int, terrain);
    QFETCH(bool, coastal);
    QFETCH(bool, chaos);
    QFETCH(int, override);
    QFETCH(int, cards);
    Area area;
    area.terrain = static_cast<Terrain>(terrain);
    area.coastal = coastal;
    area.chaos = chaos;
    if (override >= 0)
        area.terrainCards = override;
    const TerrainCardAllowance allowance = terrainCardsKept(area);
    QCOMPARE(allowance.cards, cards);
    QVERIFY(allowance.reason.startsWith(QStringLiteral("§2.12")));
}

// §2.18, §12.1 T-19
void TestBattle::otherCounts()
{
    QCOMPARE(lesserRacesInPlay(6), 4);
    QCOMPARE(lesserRacesInPlay(2), 0);
    QCOMPARE(lesserRacesInPlay(1), 0);
    QCOMPARE(NewNationPackage::units, 10);
    QCOMPARE(NewNationPackage::boats, 10);
    QCOMPARE(NewNationPackage::characterPoints, 5);
    QCOMPARE(magicItemPointsPerAuthor, 150);
    QCOMPARE(startingMagicItemsPerNation, 2);
    QCOMPARE(aquaticNationAreas, 6);
    QCOMPARE(newIslandAreas, 6);
}

QTEST_APPLESS_MAIN(TestBattle)
#include "tst_battle.moc"
