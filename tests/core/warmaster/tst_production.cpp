// §2.7 production (I-60), removal, Last Stand (I-61); §12.1 T-07/T-08; §12.3 D-04..D-09
#include "core/warmaster/production.h"

#include <QtTest>

using namespace herald::warmaster;

class TestProduction : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void production_data();
    void production();
    void fewerThanMaximum();
    void lastStand_data();
    void lastStand();
};

void TestProduction::production_data()
{
    QTest::addColumn<int>("v");
    QTest::addColumn<int>("t");
    QTest::addColumn<int>("c");
    QTest::addColumn<bool>("removeMode");
    QTest::addColumn<bool>("removeFirst");
    QTest::addColumn<int>("newTowns");
    QTest::addColumn<int>("newCities");
    QTest::addColumn<int>("endV");
    QTest::addColumn<int>("endT");
    QTest::addColumn<int>("endC");

    QTest::newRow("§12.1 T-07 V=19: 3 towns, then 1 city → 15/3/1")
        << 19 << 0 << 0 << false << false << 3 << 1 << 15 << 3 << 1;
    QTest::newRow("§12.1 T-08 V=18: 3 towns, no city")
        << 18 << 0 << 0 << false << false << 3 << 0 << 15 << 3 << 0;
    QTest::newRow("§12.3 D-04 V=12: 2 towns")
        << 12 << 0 << 0 << false << false << 2 << 0 << 10 << 2 << 0;
    QTest::newRow("§12.3 D-04 V=11: 1 town")
        << 11 << 0 << 0 << false << false << 1 << 0 << 10 << 1 << 0;
    QTest::newRow("§12.3 D-04 V=6: 1 town")
        << 6 << 0 << 0 << false << false << 1 << 0 << 5 << 1 << 0;
    QTest::newRow("§12.3 D-04 V=5: none") << 5 << 0 << 0 << false << false << 0 << 0 << 5 << 0 << 0;
    QTest::newRow("§12.3 D-05 V=15 T=2: no new town")
        << 15 << 2 << 0 << false << false << 0 << 0 << 15 << 2 << 0;
    QTest::newRow("§12.3 D-06 removal C=1 T=2 V=7 (downgrade) → 9/1/0")
        << 7 << 2 << 1 << false << false << 0 << 0 << 9 << 1 << 0;
    QTest::newRow("§2.7 removal C=1 T=2 V=7 (remove mode) → 9/1/0 via a removed city")
        << 7 << 2 << 1 << true << false << 0 << 0 << 9 << 1 << 0;
    QTest::newRow("§12.3 D-07 only 1 town and 3 villages: kept")
        << 3 << 1 << 0 << false << false << 0 << 0 << 3 << 1 << 0;
    QTest::newRow("I-60 lone city without towns becomes a town, even in remove mode")
        << 2 << 0 << 1 << true << false << 0 << 0 << 2 << 1 << 0;
    QTest::newRow("§2.7 towns short of villages lose towns down to support")
        << 11 << 3 << 0 << false << false << 0 << 0 << 12 << 2 << 0;
    QTest::newRow("§2.7 first city needs 19 areas: 15/3/0 + 1 village")
        << 16 << 3 << 0 << false << false << 0 << 1 << 15 << 3 << 1;
    QTest::newRow("I-60 removeThenProduce: C=1 T=2 V=7 → downgrade, then no production")
        << 7 << 2 << 1 << false << true << 0 << 0 << 9 << 1 << 0;
    QTest::newRow("I-60 removeThenProduce: V=13 T=3 → a town goes, no room for a new one")
        << 13 << 3 << 0 << false << true << 0 << 0 << 14 << 2 << 0;
}

void TestProduction::production()
{
    QFETCH(int, v);
    QFETCH(int, t);
    QFETCH(int, c);
    QFETCH(bool, removeMode);
    QFETCH(bool, removeFirst);
    QFETCH(int, newTowns);
    QFETCH(int, newCities);
    QFETCH(int, endV);
    QFETCH(int, endT);
    QFETCH(int, endC);
    CampaignSettings settings;
    settings.cityRemovalMode = removeMode ? CityRemovalMode::Remove : CityRemovalMode::Downgrade;
    settings.productionOrder =
        removeFirst ? ProductionOrder::RemoveThenProduce : ProductionOrder::ProduceThenRemove;
    const Production p = runProduction({v, t, c}, settings);
    QCOMPARE(p.count(ProductionChange::NewTown), newTowns);
    QCOMPARE(p.count(ProductionChange::NewCity), newCities);
    QCOMPARE(p.end, (PopulationCounts{endV, endT, endC}));
    QCOMPARE(p.explain().last(), QStringLiteral("End: %1").arg(p.end.toString()));
    // Every centre left is supported, unless it is the lone town (§2.7 step 3).
    const bool lone = p.end.towns == 1 && p.end.cities == 0;
    QVERIFY(lone || p.end.villages >= 5 * p.end.towns);
    QVERIFY(p.end.towns >= 3 * p.end.cities);
    QCOMPARE(p.end.villages + p.end.towns + p.end.cities, v + t + c);
}

void TestProduction::fewerThanMaximum()
{
    const Production p = runProduction({19, 0, 0}, CampaignSettings{}, 1, 0);
    QCOMPARE(p.maxTowns, 3);
    QCOMPARE(p.maxCities, 0); // one town cannot support a city
    QCOMPARE(p.end, (PopulationCounts{18, 1, 0}));
    const Production clamped = runProduction({12, 0, 0}, CampaignSettings{}, 5);
    QCOMPARE(clamped.end, (PopulationCounts{10, 2, 0}));
}

// §2.7 Last Stand, I-61; §12.3 D-08 and D-09
void TestProduction::lastStand_data()
{
    QTest::addColumn<int>("v");
    QTest::addColumn<int>("t");
    QTest::addColumn<int>("c");
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("endV");
    QTest::addColumn<int>("endT");
    QTest::addColumn<int>("endC");

    QTest::newRow("§12.3 D-08 no town, 3 villages: a town is placed")
        << 3 << 0 << 0 << int(LastStandKind::PlaceTown) << 2 << 1 << 0;
    QTest::newRow("§12.3 D-09 1 city, no town, 4 villages: city → town")
        << 4 << 0 << 1 << int(LastStandKind::CityToTown) << 4 << 1 << 0;
    QTest::newRow("§2.7 a nation with a town needs no Last Stand")
        << 3 << 1 << 0 << int(LastStandKind::NotNeeded) << 3 << 1 << 0;
    QTest::newRow("I-61 no area left")
        << 0 << 0 << 0 << int(LastStandKind::NoLandLeft) << 0 << 0 << 0;
}

void TestProduction::lastStand()
{
    QFETCH(int, v);
    QFETCH(int, t);
    QFETCH(int, c);
    QFETCH(int, kind);
    QFETCH(int, endV);
    QFETCH(int, endT);
    QFETCH(int, endC);
    const LastStand stand = herald::warmaster::lastStand({v, t, c});
    QCOMPARE(int(stand.kind), kind);
    QCOMPARE(stand.after, (PopulationCounts{endV, endT, endC}));
    QVERIFY(!stand.explain().isEmpty());
}

QTEST_APPLESS_MAIN(TestProduction)
#include "tst_production.moc"
