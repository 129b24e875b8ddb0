// Where a beaten or forced-out army retreats (§6.7, I-57), row by row of the retreat list, and
// the sea people, whose armies keep to water on a retreat as on a move (§7.2.7).
#include "core/warmaster/retreat.h"

#include "monthfixture.h"

#include <QtTest>

using namespace herald::warmaster;

class TestRetreat : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void retreatList_data()
    {
        QTest::addColumn<int>("cameFrom");   // area it moved from this turn, -1 none
        QTest::addColumn<int>("owner1");     // owner of area 1, -1 nobody
        QTest::addColumn<int>("owner3");     // owner of area 3
        QTest::addColumn<int>("occupied");   // area holding nation 1's army, -1 none
        QTest::addColumn<bool>("townsFor1"); // nation 1's areas are towns, not villages
        QTest::addColumn<bool>("seaPeople"); // nation 0 is the sea people
        QTest::addColumn<bool>("dry1");      // area 1 has no water feature (coast, river)
        QTest::addColumn<bool>("dry3");
        QTest::addColumn<int>("level");
        QTest::addColumn<std::vector<int>>("areas");
        // Nation 0's own town is in area 0 throughout.
        QTest::newRow("§6.7 (1) back where it came from")
            << 1 << -1 << -1 << -1 << false << false << false << false << 1 << std::vector<int>{1};
        QTest::newRow("§6.7 (1) only if free: else (3) a free uncontrolled area")
            << 1 << -1 << -1 << 1 << false << false << false << false << 3 << std::vector<int>{3};
        QTest::newRow("§6.7 (2) a free area of its own before an uncontrolled one")
            << -1 << 0 << -1 << -1 << false << false << false << false << 2 << std::vector<int>{1};
        QTest::newRow("§6.7 (3) both uncontrolled: the owner picks")
            << -1 << -1 << -1 << -1 << false << false << false << false << 3
            << std::vector<int>{1, 3};
        QTest::newRow("§6.7 (4) another's village nearer its own town")
            << -1 << 1 << 1 << -1 << false << false << false << false << 4 << std::vector<int>{1};
        QTest::newRow("§6.8 another's towns only: it routs")
            << -1 << 1 << 1 << -1 << true << false << false << false << 0 << std::vector<int>{};
        QTest::newRow("§7.2.7 the sea people pass over dry land of their own")
            << -1 << 0 << 0 << -1 << false << true << true << false << 2 << std::vector<int>{3};
        QTest::newRow("§7.2.7 dry land all round: the sea people rout")
            << -1 << -1 << -1 << -1 << false << true << true << true << 0 << std::vector<int>{};
        QTest::newRow("§7.2.7 not back onto dry land it came from")
            << 1 << -1 << -1 << -1 << false << true << true << false << 3 << std::vector<int>{3};
        QTest::newRow("§7.2.7 land armies ignore water")
            << -1 << 0 << 0 << -1 << false << false << true << true << 2 << std::vector<int>{1, 3};
    }
    void retreatList()
    {
        QFETCH(int, cameFrom);
        QFETCH(int, owner1);
        QFETCH(int, owner3);
        QFETCH(int, occupied);
        QFETCH(bool, townsFor1);
        QFETCH(bool, seaPeople);
        QFETCH(bool, dry1);
        QFETCH(bool, dry3);
        QFETCH(int, level);
        QFETCH(std::vector<int>, areas);
        MonthWorld w(5);
        for (int i = 0; i < 5; ++i)
            w.area(i).coastal = true;
        w.area(1).coastal = !dry1;
        w.area(3).coastal = !dry3;
        w.own(0, 0, 0);
        w.area(0).centre = PopulationCentre::Town;
        w.area(1).owner = owner1;
        w.area(3).owner = owner3;
        for (const int i : {1, 3}) {
            if (w.area(i).owner == 1 && townsFor1)
                w.area(i).centre = PopulationCentre::Town;
        }
        w.area(2).owner = 0;
        w.map.nations[0].underwater = seaPeople;
        const QString beaten = w.army(0, 2);
        if (cameFrom >= 0) {
            w.find(beaten).moved = true;
            w.find(beaten).originArea = w.hex(cameFrom);
        }
        if (occupied >= 0)
            w.army(1, occupied);
        const RetreatChoice choice = retreatChoices(w.map, w.armies, 0);
        QCOMPARE(choice.level, level);
        QCOMPARE(choice.areas, areas);
        QVERIFY(choice.explain(w.map).startsWith(u"§6."));
    }
};

QTEST_GUILESS_MAIN(TestRetreat)
#include "tst_retreat.moc"
