// Movement formulas: gaining control (§2.8, §12.1 T-24), order lead time (§2.9, I-54,
// §12.1 T-09), the terrain delay check (§2.10, §4.4, I-49..I-51, §12.3 D-10..D-13), boats and
// expedition minimums (§2.11, §12.3 D-20, D-21).
#include "core/warmaster/expedition.h"
#include "core/warmaster/movement.h"

#include <QtTest>

using namespace herald::warmaster;

class TestMovement : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void gainingControl_data();
    void gainingControl();
    void leadTime_data();
    void leadTime();
    void distanceOnMap();
    void terrainCheck_data();
    void terrainCheck();
    void pickRollTable_data();
    void pickRollTable();
    void habitatBothWays_data();
    void habitatBothWays();
    void terrainCheckRefusals();
    void habitat();
    void terrainCheckRollsDice();
    void boats_data();
    void boats();
};

void TestMovement::gainingControl_data()
{
    QTest::addColumn<int>("centre");
    QTest::addColumn<int>("turns");
    QTest::newRow("§12.1 T-24 village 1") << int(PopulationCentre::Village) << 1;
    QTest::newRow("§12.1 T-24 town 2") << int(PopulationCentre::Town) << 2;
    QTest::newRow("§12.1 T-24 city 3") << int(PopulationCentre::City) << 3;
}

void TestMovement::gainingControl()
{
    QFETCH(int, centre);
    QFETCH(int, turns);
    QCOMPARE(turnsToGainControl(static_cast<PopulationCentre>(centre)), turns);
    QCOMPARE(populationLevel(static_cast<PopulationCentre>(centre)), turns);
}

void TestMovement::leadTime_data()
{
    QTest::addColumn<int>("distance");
    QTest::addColumn<int>("turns");
    QTest::newRow("§2.9 d=0 (inside a town) → 1") << 0 << 1;
    QTest::newRow("§2.9 d=1 → 1") << 1 << 1;
    QTest::newRow("§2.9 d=2 → 2") << 2 << 2;
    QTest::newRow("§12.1 T-09 d=3 → 3") << 3 << 3;
}

void TestMovement::leadTime()
{
    QFETCH(int, distance);
    QFETCH(int, turns);
    QCOMPARE(OrderLeadTime{distance}.turns(), turns);
}

// I-54: land steps, ignoring ownership; the sea is not crossed
void TestMovement::distanceOnMap()
{
    StrategicMap map;
    map.nations.emplace_back();
    map.nations.back().id = QStringLiteral("a");
    // A row of 6 hexes: own town at column 0, sea at column 3... land beyond.
    const PopulationCentre centres[] = {PopulationCentre::Town,    PopulationCentre::Village,
                                        PopulationCentre::Village, PopulationCentre::None,
                                        PopulationCentre::Village, PopulationCentre::Town};
    for (int c = 0; c < 6; ++c) {
        Area a;
        a.hex = herald::map::Hex::fromOffset({c, 0});
        a.centre = centres[c];
        a.terrain = c == 3 ? Terrain::Sea : Terrain::Plains;
        a.owner = c == 0 ? 0 : noIndex; // column 1 and 2 are not owned: still counted
        map.areas.push_back(a);
    }
    map.reindex();
    const auto graph = map.graph();
    QCOMPARE(distanceToOwnTownOrCity(map, graph, 0, 0), 0);
    QCOMPARE(distanceToOwnTownOrCity(map, graph, 2, 0), 2);
    QCOMPARE(distanceToOwnTownOrCity(map, graph, 4, 0), std::nullopt); // across the sea
    QCOMPARE(OrderLeadTime{2}.explain(),
             QStringLiteral("§2.9 2 area(s) from the nearest own town or city: orders for the "
                            "next 2 turn(s)"));
}

// §2.10; §12.3 D-10..D-13
void TestMovement::terrainCheck_data()
{
    QTest::addColumn<int>("pick");
    QTest::addColumn<int>("roll");
    QTest::addColumn<int>("adjustment");
    QTest::addColumn<int>("outcome");
    QTest::addColumn<int>("delay");
    QTest::addColumn<int>("lost");

    const int none = int(HabitatAdjustment::None);
    QTest::newRow("§12.3 D-10 pick 3, roll 5: delayed 2")
        << 3 << 5 << none << int(TerrainCheckOutcome::Delayed) << 2 << 0;
    QTest::newRow("§12.3 D-11 pick 5, roll 2: 3 units lost, crosses (I-49)")
        << 5 << 2 << none << int(TerrainCheckOutcome::UnitsLost) << 0 << 3;
    QTest::newRow("§12.3 D-12 pick 4, roll 4: crosses")
        << 4 << 4 << none << int(TerrainCheckOutcome::Crossed) << 0 << 0;
    QTest::newRow("§12.3 D-13 habitat: pick 4, roll 6, use 4: crosses")
        << 4 << 6 << int(HabitatAdjustment::Minus2) << int(TerrainCheckOutcome::Crossed) << 0 << 0;
    QTest::newRow("I-51 habitat: pick 6, roll 3, use 5: 1 unit lost")
        << 6 << 3 << int(HabitatAdjustment::Plus2) << int(TerrainCheckOutcome::UnitsLost) << 0 << 1;
    QTest::newRow("§2.10 pick 1, roll 6: delayed 5")
        << 1 << 6 << none << int(TerrainCheckOutcome::Delayed) << 5 << 0;
}

void TestMovement::terrainCheck()
{
    QFETCH(int, pick);
    QFETCH(int, roll);
    QFETCH(int, adjustment);
    QFETCH(int, outcome);
    QFETCH(int, delay);
    QFETCH(int, lost);
    const auto check =
        resolveTerrainCheck(pick, roll, static_cast<HabitatAdjustment>(adjustment), true);
    QVERIFY(check);
    QCOMPARE(int(check->outcome), outcome);
    QCOMPARE(check->delayTurns, delay);
    QCOMPARE(check->unitsLost, lost);
    QVERIFY(check->explain().startsWith(
        QStringLiteral("§4.4 picked %1, rolled %2").arg(pick).arg(roll)));
}

// §2.10: every pick against every roll, 36 cells
void TestMovement::pickRollTable_data()
{
    QTest::addColumn<int>("pick");
    QTest::addColumn<int>("roll");
    for (int pick = 1; pick <= 6; ++pick) {
        for (int roll = 1; roll <= 6; ++roll) {
            const QString what = roll == pick  ? QStringLiteral("crosses")
                                 : roll > pick ? QStringLiteral("held up %1").arg(roll - pick)
                                               : QStringLiteral("%1 unit(s) lost").arg(pick - roll);
            QTest::newRow(qPrintable(
                QStringLiteral("§2.10 pick %1, roll %2: %3").arg(pick).arg(roll).arg(what)))
                << pick << roll;
        }
    }
}

void TestMovement::pickRollTable()
{
    QFETCH(int, pick);
    QFETCH(int, roll);
    const auto check = resolveTerrainCheck(pick, roll, HabitatAdjustment::None, false);
    QVERIFY(check);
    QCOMPARE(check->delayTurns, roll > pick ? roll - pick : 0);
    QCOMPARE(check->unitsLost, roll < pick ? pick - roll : 0);
    QCOMPARE(check->outcome, roll == pick  ? TerrainCheckOutcome::Crossed
                             : roll > pick ? TerrainCheckOutcome::Delayed
                                           : TerrainCheckOutcome::UnitsLost);
}

// §4.4, I-51: in the natural habitat the player may use 2 more or 2 less, either way
void TestMovement::habitatBothWays_data()
{
    QTest::addColumn<int>("pick");
    QTest::addColumn<int>("roll");
    QTest::addColumn<int>("adjustment");
    QTest::addColumn<int>("delay");
    QTest::addColumn<int>("lost");
    const int minus = int(HabitatAdjustment::Minus2);
    const int plus = int(HabitatAdjustment::Plus2);
    QTest::newRow("I-51 pick 3, roll 5, less 2: crosses") << 3 << 5 << minus << 0 << 0;
    QTest::newRow("I-51 pick 5, roll 3, plus 2: crosses") << 5 << 3 << plus << 0 << 0;
    QTest::newRow("I-51 pick 2, roll 6, less 2: held up 2 instead of 4")
        << 2 << 6 << minus << 2 << 0;
    QTest::newRow("I-51 pick 6, roll 1, plus 2: 3 lost instead of 5") << 6 << 1 << plus << 0 << 3;
    QTest::newRow("I-51 pick 3, roll 4, plus 2 overshoots: held up 3") << 3 << 4 << plus << 3 << 0;
    QTest::newRow("I-51 pick 4, roll 3, less 2 undershoots: 3 lost") << 4 << 3 << minus << 0 << 3;
    QTest::newRow("I-51 roll 1, less 2 gives -1: 2 lost against pick 1")
        << 1 << 1 << minus << 0 << 2;
}

void TestMovement::habitatBothWays()
{
    QFETCH(int, pick);
    QFETCH(int, roll);
    QFETCH(int, adjustment);
    QFETCH(int, delay);
    QFETCH(int, lost);
    const auto check =
        resolveTerrainCheck(pick, roll, static_cast<HabitatAdjustment>(adjustment), true);
    QVERIFY(check);
    QCOMPARE(check->delayTurns, delay);
    QCOMPARE(check->unitsLost, lost);
    QVERIFY(check->explain().contains(QStringLiteral("natural habitat")));
}

void TestMovement::terrainCheckRefusals()
{
    QVERIFY(!resolveTerrainCheck(0, 3, HabitatAdjustment::None, false));
    QVERIFY(!resolveTerrainCheck(7, 3, HabitatAdjustment::None, false));
    QVERIFY(!resolveTerrainCheck(3, 7, HabitatAdjustment::None, false));
    // ±2 only in the natural habitat
    QVERIFY(!resolveTerrainCheck(4, 6, HabitatAdjustment::Minus2, false));
}

// §4.4 Default: the barrier's type on the race's habitat list
void TestMovement::habitat()
{
    const QStringList dwarfs{QStringLiteral("mountains"), QStringLiteral("hills")};
    QVERIFY(inNaturalHabitat(BarrierType::Mountains, dwarfs));
    QVERIFY(!inNaturalHabitat(BarrierType::Swamp, dwarfs));
    QVERIFY(inNaturalHabitat(BarrierType::MajorRiver, {QStringLiteral("majorRiver")}));
    QVERIFY(!inNaturalHabitat(BarrierType::None, {QStringLiteral("none")}));
}

void TestMovement::terrainCheckRollsDice()
{
    herald::dice::Dice dice(herald::dice::Generator(1, 0));
    dice.queueTyped({5});
    QCOMPARE(rollTerrainCheck(dice, 3, QStringLiteral("1st Army")), 5);
    QCOMPARE(dice.rolls().front().purpose, std::string("Terrain delay check: 1st Army (picked 3)"));
}

// §2.11; §12.3 D-20, D-21
void TestMovement::boats_data()
{
    QTest::addColumn<int>("artillery");
    QTest::addColumn<int>("infantry");
    QTest::addColumn<int>("embarked");
    QTest::addColumn<int>("boats");
    QTest::addColumn<QStringList>("problems");

    QTest::newRow("§12.3 D-20 1 artillery + 2 infantry: 4 boats for 4 units")
        << 1 << 2 << 4 << 4 << QStringList{};
    QTest::newRow("§12.3 D-20 only 1 artillery: 2 boats, too few")
        << 1 << 0 << 4 << 2 << QStringList{"§2.11 4 units need 4 boats; there are 2."};
    QTest::newRow("§12.3 D-21 2 units: under the minimum")
        << 1 << 0 << 2 << 2 << QStringList{"§2.11 An expedition carries at least 3 units, not 2."};
}

void TestMovement::boats()
{
    QFETCH(int, artillery);
    QFETCH(int, infantry);
    QFETCH(int, embarked);
    QFETCH(int, boats);
    QFETCH(QStringList, problems);
    TradedUnits traded;
    traded.artillery = artillery;
    traded.infantry = infantry;
    const Boats b{traded};
    QCOMPARE(b.count(), boats);
    QStringList got;
    for (const EmbarkationIssue &issue : checkEmbarkation(b.count(), embarked))
        got << describe(issue);
    QCOMPARE(got, problems);
    // Units committed = traded + embarked (D-20: 3 + 4 = 7)
    if (problems.isEmpty())
        QCOMPARE(traded.units() + embarked, 7);
}

QTEST_APPLESS_MAIN(TestMovement)
#include "tst_movement.moc"
