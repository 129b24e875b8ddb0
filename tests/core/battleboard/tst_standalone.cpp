// The stand-alone battle (§10): point costs, the elite cavalry price (B-12), unpriced elite
// infantry and artillery (B-33), and the attacker roll with its re-rolled ties (T20, T21, B-13).
#include "core/battleboard/standalone.h"

#include <QTest>

using namespace herald::battleboard;

class TestStandalone : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // §10 cost list, piece by piece.
    void pieceCosts_data()
    {
        QTest::addColumn<int>("field");
        QTest::addColumn<int>("cost");
        QTest::newRow("infantry 2") << 0 << 2;
        QTest::newRow("cavalry 3") << 1 << 3;
        QTest::newRow("elite cavalry 5 (B-12)") << 2 << 5;
        QTest::newRow("artillery 4") << 3 << 4;
        QTest::newRow("leader 5") << 4 << 5;
    }
    void pieceCosts()
    {
        QFETCH(int, field);
        QFETCH(int, cost);
        Purchase p;
        int *fields[] = {&p.infantry, &p.cavalry, &p.eliteCavalry, &p.artillery, &p.leaders};
        *fields[field] = 3;
        QCOMPARE(purchaseCost(p, StandaloneCosts{}).points.value_or(-1), 3 * cost);
    }

    // T20: 6 inf + 2 cav + 1 art + 1 leader = 27 of 30; elite cavalry 5, or 4 by setting.
    void t20PointBuy()
    {
        Purchase p;
        p.infantry = 6;
        p.cavalry = 2;
        p.artillery = 1;
        p.leaders = 1;
        StandaloneCosts costs;
        QCOMPARE(purchaseCost(p, costs).points.value_or(0), 27);
        QVERIFY(purchaseCost(p, costs).explain().contains(QLatin1String("27")));
        Purchase elite;
        elite.eliteCavalry = 1;
        QCOMPARE(purchaseCost(elite, costs).points.value_or(0), 5);
        costs.eliteCavalry = 4;
        QCOMPARE(purchaseCost(elite, costs).points.value_or(0), 4);
    }

    // B-33: elite infantry and artillery cannot be bought unless the referee prices them.
    void unpricedElites()
    {
        Purchase p;
        p.eliteInfantry = 1;
        StandaloneCosts costs;
        const PurchaseCost refused = purchaseCost(p, costs);
        QVERIFY(!refused.points);
        QCOMPARE(refused.unpriced.value_or(UnitType::Leader), UnitType::Infantry);
        QVERIFY(refused.explain().contains(QLatin1String("B-33")));
        costs.eliteInfantry = 3;
        QCOMPARE(purchaseCost(p, costs).points.value_or(0), 3);
        Purchase art;
        art.eliteArtillery = 2;
        QCOMPARE(purchaseCost(art, costs).unpriced.value_or(UnitType::Leader), UnitType::Artillery);
    }

    // T21: P1 (2 leaders, 2 cav, 1 elite cav) rolls 6 -> 11; P2 (1 leader, 1 cav) rolls 10 -> 12.
    void t21AttackerRoll()
    {
        Purchase p1;
        p1.leaders = 2;
        p1.cavalry = 2;
        p1.eliteCavalry = 1;
        Purchase p2;
        p2.leaders = 1;
        p2.cavalry = 1;
        p2.infantry = 4;
        herald::dice::Dice dice(herald::dice::Generator(1, 0));
        dice.queueTyped({3, 3, 4, 6});
        RecordedDice board(dice);
        const AttackerRoll r = rollForAttacker(p1, p2, board);
        QCOMPARE(r.firstBonus, 5);
        QCOMPARE(r.secondBonus, 2);
        QCOMPARE(r.rounds.size(), std::size_t(1));
        QVERIFY(!r.firstAttacks);
        QVERIFY(r.explain().contains(QLatin1String("6 + 5 = 11")));
        QVERIFY(r.explain().contains(QLatin1String("10 + 2 = 12")));
        QCOMPARE(dice.rolls().size(), std::size_t(2));
    }

    // B-13: a tie is rolled again.
    void tiesAreRerolled()
    {
        Purchase p;
        herald::dice::Dice dice(herald::dice::Generator(1, 0));
        dice.queueTyped({4, 4, 2, 6, 1, 1, 2, 1});
        RecordedDice board(dice);
        const AttackerRoll r = rollForAttacker(p, p, board);
        QCOMPARE(r.rounds.size(), std::size_t(2));
        QVERIFY(r.firstAttacks == false); // 2 against 3
        QVERIFY(r.explain().contains(QLatin1String("B-13")));
    }
};

QTEST_GUILESS_MAIN(TestStandalone)
#include "tst_standalone.moc"
