// Routed armies at the end of a turn (§6.8, I-58): the march home one area a turn along a
// shortest land path to the nearest own town or city with no army, the owner's choice among
// equal steps, the one quiet turn at home and the contact that restarts it, the army with no
// home left, and who may take the once-a-game last-ditch rally.
#include "core/warmaster/routedmarch.h"

#include "core/warmaster/armystatedetail.h"

#include "monthfixture.h"

#include <QtTest>

using namespace herald::warmaster;

Q_DECLARE_METATYPE(herald::warmaster::RoutedMarch::Kind)

namespace {

using Kind = RoutedMarch::Kind;

/// A row of `areas` plains areas owned by nation 0, with a town at each index of `towns`.
MonthWorld row(int areas, std::initializer_list<int> towns)
{
    MonthWorld w(areas);
    w.own(0, areas - 1, 0);
    for (const int t : towns)
        w.area(t).centre = PopulationCentre::Town;
    return w;
}

/// Routes the army and returns its index.
int routed(MonthWorld &w, int at)
{
    const QString id = w.army(0, at, ArmyLocation::Countryside, QStringLiteral("grey"));
    w.find(id).state = ArmyState::Routed;
    return static_cast<int>(w.armies.size()) - 1;
}

} // namespace

class TestRoutedMarch : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    /// §6.8, I-58: one area a turn towards the nearest free own town or city.
    void march_data()
    {
        QTest::addColumn<int>("at");
        QTest::addColumn<int>("blocker"); // area of another nation's army, -1 none
        QTest::addColumn<bool>("blockerRouted");
        QTest::addColumn<bool>("seaAt2");
        QTest::addColumn<Kind>("kind");
        QTest::addColumn<int>("stepsToHome");
        QTest::addColumn<int>("step"); // the (only) next area, -1 none
        // Towns at 0 and 6 of a row of 7.
        QTest::newRow("two steps from the town at 0 (four from 6): marches to 1")
            << 2 << -1 << false << false << Kind::Marches << 2 << 1;
        QTest::newRow("next to the town: arrives there")
            << 1 << -1 << false << false << Kind::Arrives << 1 << 0;
        QTest::newRow("nearer town held by an army: marches to the other")
            << 2 << 0 << false << false << Kind::Marches << 4 << 3;
        QTest::newRow("a routed army holds no area (as I-57): the nearer town is free")
            << 2 << 0 << true << false << Kind::Marches << 2 << 1;
        QTest::newRow("sea between it and the nearer town: over land to the other")
            << 3 << -1 << false << true << Kind::Marches << 3 << 4;
    }
    void march()
    {
        QFETCH(int, at);
        QFETCH(int, blocker);
        QFETCH(bool, blockerRouted);
        QFETCH(bool, seaAt2);
        QFETCH(Kind, kind);
        QFETCH(int, stepsToHome);
        QFETCH(int, step);
        MonthWorld w = row(7, {0, 6});
        if (seaAt2)
            w.area(2).terrain = Terrain::Sea;
        const int army = routed(w, at);
        if (blocker >= 0) {
            const QString id = w.army(1, blocker);
            if (blockerRouted)
                w.find(id).state = ArmyState::Routed;
        }
        const RoutedMarch march = routedMarch(w.map, w.armies, army, {});
        QCOMPARE(march.kind, kind);
        QCOMPARE(march.stepsToHome, stepsToHome);
        QCOMPARE(march.steps, (std::vector<int>{step}));
        QVERIFY(march.explain(w.map, QStringLiteral("Grey"), step).startsWith(u"§6.8 Grey"));
    }

    /// §7.2.7: the sea people's routed army marches home only where there is water; dry land
    /// between it and the nearer town sends it the long way round, and dry land all round
    /// strands it.
    void seaPeopleKeepToWater()
    {
        MonthWorld w = row(7, {0, 6});
        w.map.nations[0].underwater = true;
        for (int i = 0; i < 7; ++i)
            w.area(i).coastal = i != 1;
        const int army = routed(w, 2);
        RoutedMarch march = routedMarch(w.map, w.armies, army, {});
        QCOMPARE(march.kind, Kind::Marches);
        QCOMPARE(march.stepsToHome, 4);
        QCOMPARE(march.steps, std::vector<int>{3});
        w.area(3).coastal = false;
        march = routedMarch(w.map, w.armies, army, {});
        QCOMPARE(march.kind, Kind::Stranded);
        w.map.nations[0].underwater = false; // a land nation ignores water
        march = routedMarch(w.map, w.armies, army, {});
        QCOMPARE(march.steps, std::vector<int>{1});
    }

    /// §6.8: at home, one full turn without an enemy entering; I-58: contact restarts the wait.
    void atHome_data()
    {
        QTest::addColumn<bool>("homeBefore");
        QTest::addColumn<bool>("contacted");
        QTest::addColumn<Kind>("kind");
        QTest::newRow("arrived this turn: waits") << false << false << Kind::Waits;
        QTest::newRow("a full quiet turn at home: reforms") << true << false << Kind::Reforms;
        QTest::newRow("an enemy entered this turn: waits again") << true << true << Kind::Waits;
    }
    void atHome()
    {
        QFETCH(bool, homeBefore);
        QFETCH(bool, contacted);
        QFETCH(Kind, kind);
        MonthWorld w = row(3, {0});
        const int army = routed(w, 0);
        const RoutedMarch march = routedMarch(w.map, w.armies, army, {homeBefore, contacted});
        QCOMPARE(march.kind, kind);
        QVERIFY(march.steps.empty());
    }

    /// I-58: with no own town or city it can reach, the routed army stays where it is.
    void stranded()
    {
        MonthWorld w = row(4, {});
        const int army = routed(w, 2);
        const RoutedMarch march = routedMarch(w.map, w.armies, army, {});
        QCOMPARE(march.kind, Kind::Stranded);
        QVERIFY(march.steps.empty());
        QVERIFY(march.explain(w.map, QStringLiteral("Grey"), -1).contains(u"stays where it is"));
    }

    /// I-58: where two neighbours are equally near home, both are offered, the owner chooses.
    void equalStepsOffered()
    {
        // Odd-q offset hexes: 0101 (column 0, row 0) and 0202 (column 1, row 1) are two steps
        // apart, through 0201 (1, 0) or 0102 (0, 1).
        MonthWorld w(0, 1);
        for (const auto &[c, r] :
             std::vector<std::pair<int, int>>{{0, 0}, {1, 0}, {0, 1}, {1, 1}}) {
            Area a;
            a.hex = herald::map::Hex::fromOffset({c, r});
            a.owner = 0;
            w.map.areas.push_back(a);
        }
        w.map.areas[0].centre = PopulationCentre::City;
        w.map.reindex();
        const int army = routed(w, 3);
        const RoutedMarch march = routedMarch(w.map, w.armies, army, {});
        QCOMPARE(march.kind, Kind::Marches);
        QCOMPARE(march.stepsToHome, 2);
        QCOMPARE(march.steps, (std::vector<int>{1, 2}));
        QVERIFY(march.explain(w.map, QStringLiteral("Grey"), 1).contains(u"I-58"));
    }

    /// I-58 through planRoutedSteps: the owner's recorded choice is taken while it is one of
    /// the equal steps, else the first; the wait at home is read from the army's details.
    void planRoutedSteps_data()
    {
        QTest::addColumn<QString>("marchTo");
        QTest::addColumn<int>("chosen");
        QTest::newRow("no choice recorded: the first") << QString() << 1;
        QTest::newRow("the owner chose the other") << QStringLiteral("0102") << 2;
        QTest::newRow("a choice that is no step: the first") << QStringLiteral("0101") << 1;
    }
    void planRoutedSteps()
    {
        QFETCH(QString, marchTo);
        QFETCH(int, chosen);
        MonthWorld w(0, 1);
        for (const auto &[c, r] :
             std::vector<std::pair<int, int>>{{0, 0}, {1, 0}, {0, 1}, {1, 1}}) {
            Area a;
            a.hex = herald::map::Hex::fromOffset({c, r});
            a.owner = 0;
            w.map.areas.push_back(a);
        }
        w.map.areas[0].centre = PopulationCentre::City;
        w.map.reindex();
        const int army = routed(w, 3);
        ArmyStateDetail detail;
        detail.marchTo = herald::map::Hex::fromXXYY(marchTo);
        setState(w.armies[std::size_t(army)], ArmyState::Routed, detail);
        w.map.armies = w.armies;
        const std::vector<PlannedRoutedStep> plan = herald::warmaster::planRoutedSteps(w.map, 5);
        QCOMPARE(plan.size(), std::size_t(1));
        QCOMPARE(plan.front().army, army);
        QCOMPARE(plan.front().chosen, chosen);
    }

    /// §6.8, I-58: the wait at home as the army's details and this turn's moves tell it.
    void planWaitAtHome_data()
    {
        QTest::addColumn<int>("homeSince");
        QTest::addColumn<bool>("enemyMovedIn");
        QTest::addColumn<Kind>("kind");
        QTest::newRow("home since an earlier turn: reforms") << 4 << false << Kind::Reforms;
        QTest::newRow("home since this turn: waits") << 5 << false << Kind::Waits;
        QTest::newRow("an enemy moved in: waits") << 4 << true << Kind::Waits;
    }
    void planWaitAtHome()
    {
        QFETCH(int, homeSince);
        QFETCH(bool, enemyMovedIn);
        QFETCH(Kind, kind);
        MonthWorld w = row(3, {0});
        const int army = routed(w, 0);
        ArmyStateDetail detail;
        detail.homeSince = homeSince;
        setState(w.armies[std::size_t(army)], ArmyState::Routed, detail);
        // A routed enemy does not hold the town; moving in, it is contact all the same.
        const QString enemy = w.army(1, 0);
        w.find(enemy).state = ArmyState::Routed;
        w.find(enemy).moved = enemyMovedIn;
        w.map.armies = w.armies;
        const std::vector<PlannedRoutedStep> plan = herald::warmaster::planRoutedSteps(w.map, 5);
        QCOMPARE(plan.size(), std::size_t(2));
        QCOMPARE(plan.front().march.kind, kind);
        QCOMPARE(plan.front().contacted, enemyMovedIn);
    }

    /// §6.8 last-ditch rally: only while routed armies are all the nation's forces, once.
    void lastDitchRally_data()
    {
        QTest::addColumn<bool>("otherArmy");
        QTest::addColumn<bool>("otherIsExpedition");
        QTest::addColumn<bool>("used");
        QTest::addColumn<bool>("routedToo");
        QTest::addColumn<bool>("may");
        QTest::newRow("only a routed army") << false << false << false << true << true;
        QTest::newRow("rally already used this game") << false << false << true << true << false;
        QTest::newRow("another army still stands") << true << false << false << true << false;
        QTest::newRow("an expedition is a force too") << true << true << false << true << false;
        QTest::newRow("no army at all: nothing to rally")
            << false << false << false << false << false;
    }
    void lastDitchRally()
    {
        QFETCH(bool, otherArmy);
        QFETCH(bool, otherIsExpedition);
        QFETCH(bool, used);
        QFETCH(bool, routedToo);
        QFETCH(bool, may);
        MonthWorld w = row(4, {0});
        if (routedToo)
            routed(w, 2);
        if (otherArmy) {
            const QString id = w.army(0, 3);
            if (otherIsExpedition)
                w.find(id).expeditionId = QStringLiteral("e1");
        }
        w.army(1, 1); // another nation's army changes nothing
        QCOMPARE(mayRallyLastDitch(w.map, w.armies, 0, used), may);
    }
};

QTEST_APPLESS_MAIN(TestRoutedMarch)
#include "tst_routedmarch.moc"
