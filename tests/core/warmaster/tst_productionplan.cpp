// NY-4 production and removal on the map (§2.7, §7.1, I-60, I-62): which villages support which
// town, the most new towns then cities, the removal check, the legality of each centre the
// owner places or reduces, and the colony or new-country decision (§7.3); §12.1 T-07, T-08 and
// §12.3 D-05..D-07 on the map.
#include "core/warmaster/productionplan.h"
#include "worldbuilder.h"

#include <QtTest>

using namespace herald::warmaster;
using PC = PopulationCentre;

Q_DECLARE_METATYPE(herald::warmaster::NewYearProblem)
Q_DECLARE_METATYPE(herald::warmaster::PopulationCentre)

namespace {

/// Veyra with v villages (column 0), t towns (column 1), c cities (column 2); Ostmark with a
/// village and a town; one chaos land for Veyra when asked.
StrategicMap kingdom(int v, int t, int c, bool chaosLand = false)
{
    WorldBuilder w;
    const int veyra = w.nation("Veyra");
    const int ostmark = w.nation("Ostmark");
    for (int i = 0; i < v; ++i)
        w.land(at(0, i), "", PC::Village, veyra);
    for (int i = 0; i < t; ++i)
        w.land(at(1, i), "", PC::Town, veyra);
    for (int i = 0; i < c; ++i)
        w.land(at(2, i), "", PC::City, veyra);
    if (chaosLand)
        w.land(at(3, 0), "Wastes", PC::Village, veyra, true);
    w.land(at(6, 0), "Ostwick", PC::Village, ostmark);
    w.land(at(6, 1), "Ostburg", PC::Town, ostmark);
    w.sea(at(8, 8));
    return w.done();
}

int areaOf(const StrategicMap &map, const char *xxyy)
{
    return map.areaAt(*herald::map::Hex::fromXXYY(QString::fromLatin1(xxyy))).value_or(-1);
}

QList<NewYearProblem> problems(const std::vector<NewYearIssue> &issues)
{
    QList<NewYearProblem> list;
    for (const NewYearIssue &issue : issues)
        list << issue.problem;
    return list;
}

} // namespace

class TestProductionPlan : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void plan_data();
    void plan();
    void supportIsShown();
    void absentNationWaits();
    void newCentre_data();
    void newCentre();
    void reduction_data();
    void reduction();
    void removeThenProduceCountsAfterRemoval();
    void colonyDecisions();
};

// §2.7 arithmetic on the map, from the nation's own areas (chaos lands count as villages, I-62).
void TestProductionPlan::plan_data()
{
    QTest::addColumn<int>("v");
    QTest::addColumn<int>("t");
    QTest::addColumn<int>("c");
    QTest::addColumn<bool>("chaos");
    QTest::addColumn<int>("towns");
    QTest::addColumn<int>("cities");
    QTest::addColumn<int>("citiesReduced");
    QTest::addColumn<int>("townsReduced");
    QTest::addColumn<int>("unsupportedTowns");
    QTest::addColumn<int>("unsupportedCities");

    QTest::newRow("§12.1 T-07 19 villages: 3 towns, then 1 city")
        << 19 << 0 << 0 << false << 3 << 1 << 0 << 0 << 0 << 0;
    QTest::newRow("§12.1 T-08 18 villages: 3 towns, no city")
        << 18 << 0 << 0 << false << 3 << 0 << 0 << 0 << 0 << 0;
    QTest::newRow("I-62 17 villages and a chaos land count as 18")
        << 17 << 0 << 0 << true << 3 << 0 << 0 << 0 << 0 << 0;
    QTest::newRow("§12.3 D-05 V=15 T=2: no new town")
        << 15 << 2 << 0 << false << 0 << 0 << 0 << 0 << 0 << 0;
    QTest::newRow("§12.3 D-06 C=1 T=2 V=7: the city is reduced, then 2 towns")
        << 7 << 2 << 1 << false << 0 << 0 << 1 << 2 << 1 << 1;
    QTest::newRow("§12.3 D-07 a lone town with 3 villages is kept")
        << 3 << 1 << 0 << false << 0 << 0 << 0 << 0 << 1 << 0;
}

void TestProductionPlan::plan()
{
    QFETCH(int, v);
    QFETCH(int, t);
    QFETCH(int, c);
    QFETCH(bool, chaos);
    QFETCH(int, towns);
    QFETCH(int, cities);
    QFETCH(int, citiesReduced);
    QFETCH(int, townsReduced);
    QFETCH(int, unsupportedTowns);
    QFETCH(int, unsupportedCities);
    const StrategicMap map = kingdom(v, t, c, chaos);
    const auto plans = planProduction(map, CampaignSettings{});
    QCOMPARE(plans.size(), std::size_t(2));
    const ProductionPlan &plan = plans.front();
    QCOMPARE(plan.counts(), (PopulationCounts{v + (chaos ? 1 : 0), t, c}));
    QCOMPARE(plan.townsDue(), towns);
    QCOMPARE(plan.citiesDue(), cities);
    QCOMPARE(plan.citiesToReduce(), citiesReduced);
    QCOMPARE(plan.townsToReduce(), townsReduced);
    QCOMPARE(int(plan.unsupportedTowns.size()), unsupportedTowns);
    QCOMPARE(int(plan.unsupportedCities.size()), unsupportedCities);
    QVERIFY(plan.explain(map).join('\n').contains(
        QStringLiteral("Most new towns: %1").arg(plan.production.maxTowns)));
}

// §2.7, §7.1: the plan names the villages behind each town and the towns behind each city.
void TestProductionPlan::supportIsShown()
{
    const StrategicMap map = kingdom(12, 3, 1);
    const ProductionPlan plan = planProduction(map, CampaignSettings{}).front();
    QCOMPARE(plan.townSupport.size(), std::size_t(2));
    QCOMPARE(plan.townSupport[0].villages,
             (std::vector<int>{areaOf(map, "0101"), areaOf(map, "0102"), areaOf(map, "0103"),
                               areaOf(map, "0104"), areaOf(map, "0105")}));
    QCOMPARE(plan.unsupportedTowns, (std::vector<int>{areaOf(map, "0203")}));
    QCOMPARE(plan.citySupport.size(), std::size_t(1));
    QCOMPARE(plan.citySupport[0].towns.size(), std::size_t(3));
    const QString text = plan.explain(map).join('\n');
    QVERIFY2(text.contains("Town 0201 is supported by the villages 0101, 0102, 0103, 0104, 0105."),
             qPrintable(text));
    QVERIFY(text.contains("City 0301 is supported by the towns 0201, 0202, 0203."));
    QVERIFY(text.contains("Town 0203 lacks its 5 villages."));
    QVERIFY(text.contains("§2.7 Veyra holds V=12 T=3 C=1"));
}

// §7.6 rule 3: an absent nation's production waits for its player.
void TestProductionPlan::absentNationWaits()
{
    const StrategicMap map = kingdom(19, 0, 0);
    const auto plans = planProduction(map, CampaignSettings{}, {0});
    QCOMPARE(plans.size(), std::size_t(1));
    QCOMPARE(plans.front().nation, 1);
}

// §2.7, I-60: each new centre the owner places, given those placed before (19 villages: at
// most 3 towns, then 1 city).
void TestProductionPlan::newCentre_data()
{
    QTest::addColumn<int>("townsPlaced");
    QTest::addColumn<int>("citiesPlaced");
    QTest::addColumn<QString>("area");
    QTest::addColumn<PopulationCentre>("centre");
    QTest::addColumn<QList<NewYearProblem>>("expected");
    using P = NewYearProblem;
    QTest::newRow("§2.7 the first town on an own village")
        << 0 << 0 << "0101" << PC::Town << QList<P>{};
    QTest::newRow("§12.1 T-07 the third town") << 2 << 0 << "0103" << PC::Town << QList<P>{};
    QTest::newRow("§12.1 T-07 a fourth town is one too many")
        << 3 << 0 << "0104" << PC::Town << QList<P>{P::NoTownDue};
    QTest::newRow("§12.1 T-07 the city after the 3 towns")
        << 3 << 0 << "0104" << PC::City << QList<P>{};
    QTest::newRow("§12.1 T-07 a second city is one too many")
        << 3 << 1 << "0105" << PC::City << QList<P>{P::NoCityDue};
    QTest::newRow("§2.7 only 2 towns placed: no city yet")
        << 2 << 0 << "0104" << PC::City << QList<P>{P::NoCityDue};
    QTest::newRow("§2.7 no town after a city")
        << 3 << 1 << "0105" << PC::Town << QList<P>{P::CitiesBeforeTowns};
    QTest::newRow("§2.7 another nation's village")
        << 0 << 0 << "0701" << PC::Town << QList<P>{P::NotOwnArea};
    QTest::newRow("I-60 not on another nation's town")
        << 0 << 0 << "0702" << PC::Town << QList<P>{P::NotOwnArea, P::NotAVillage};
    QTest::newRow("§1.3 not at sea") << 0 << 0 << "0909" << PC::Town << QList<P>{P::AreaNotOnMap};
}

void TestProductionPlan::newCentre()
{
    QFETCH(int, townsPlaced);
    QFETCH(int, citiesPlaced);
    QFETCH(QString, area);
    QFETCH(PopulationCentre, centre);
    QFETCH(QList<NewYearProblem>, expected);
    const StrategicMap map = kingdom(19, 0, 0);
    const ProductionPlan plan = planProduction(map, CampaignSettings{}).front();
    const ProductionProgress progress{townsPlaced, citiesPlaced, 0, 0};
    QCOMPARE(problems(checkNewCentre(map, plan, progress, areaOf(map, qPrintable(area)), centre)),
             expected);
}

// §2.7 removal, §12.3 D-06 (C=1 T=2 V=7): the city first, then 2 towns, each the owner's choice.
void TestProductionPlan::reduction_data()
{
    QTest::addColumn<int>("citiesReduced");
    QTest::addColumn<int>("townsReduced");
    QTest::addColumn<QString>("area");
    QTest::addColumn<QList<NewYearProblem>>("expected");
    using P = NewYearProblem;
    QTest::newRow("§12.3 D-06 the city is reduced first") << 0 << 0 << "0301" << QList<P>{};
    QTest::newRow("§2.7 a town before the city")
        << 0 << 0 << "0201" << QList<P>{P::ReduceCitiesFirst};
    QTest::newRow("§2.7 a village while a city is due")
        << 0 << 0 << "0101" << QList<P>{P::NotACity};
    QTest::newRow("§12.3 D-06 then a town") << 1 << 0 << "0201" << QList<P>{};
    QTest::newRow("§12.3 D-06 and a second town") << 1 << 1 << "0202" << QList<P>{};
    QTest::newRow("§2.7 a village is not a town") << 1 << 0 << "0101" << QList<P>{P::NotATown};
    QTest::newRow("§2.7 nothing more is due") << 1 << 2 << "0201" << QList<P>{P::NoReductionDue};
    QTest::newRow("§2.7 another nation's town") << 1 << 0 << "0702" << QList<P>{P::NotOwnArea};
    QTest::newRow("§1.3 the sea") << 1 << 0 << "0909" << QList<P>{P::AreaNotOnMap};
}

void TestProductionPlan::reduction()
{
    QFETCH(int, citiesReduced);
    QFETCH(int, townsReduced);
    QFETCH(QString, area);
    QFETCH(QList<NewYearProblem>, expected);
    const StrategicMap map = kingdom(7, 2, 1);
    const ProductionPlan plan = planProduction(map, CampaignSettings{}).front();
    const ProductionProgress progress{0, 0, citiesReduced, townsReduced};
    QCOMPARE(problems(checkReduction(map, plan, progress, areaOf(map, qPrintable(area)))),
             expected);
}

// I-60 setting productionOrder = removeThenProduce: new centres are counted after removal.
void TestProductionPlan::removeThenProduceCountsAfterRemoval()
{
    CampaignSettings settings;
    settings.productionOrder = ProductionOrder::RemoveThenProduce;
    const StrategicMap map = kingdom(13, 3, 0);
    const ProductionPlan plan = planProduction(map, settings).front();
    QCOMPARE(plan.placementBase, (PopulationCounts{14, 2, 0}));
    QCOMPARE(plan.townsToReduce(), 1);
    QCOMPARE(plan.townsDue(), 0);
    const ProductionPlan first = planProduction(map, CampaignSettings{}).front();
    QCOMPARE(first.placementBase, (PopulationCounts{13, 3, 0}));
}

// §7.3, I-70: a centre on a landmass away from the capital's asks for the colony or new
// country decision, once per landmass, unless that landmass is settled already.
void TestProductionPlan::colonyDecisions()
{
    WorldBuilder w;
    const int veyra = w.nation("Veyra");
    const int capital = w.land(at(0, 0), "Carrow", PC::City, veyra);
    const int home = w.land(at(0, 1), "", PC::Town, veyra);
    const int isleA = w.land(at(5, 0), "Skerry", PC::Town, veyra, false, 1);
    const int isleB = w.land(at(5, 1), "Holm", PC::Town, veyra, false, 1);
    w.map().nations[0].capital = capital;
    const StrategicMap map = w.done();
    const auto decisions = herald::warmaster::colonyDecisions(map, veyra, {home, isleA, isleB}, {});
    QCOMPARE(decisions.size(), std::size_t(1));
    QCOMPARE(decisions.front().area, isleA);
    QCOMPARE(decisions.front().landmass, 1);
    QVERIFY(decisions.front().explain(map).contains("§7.3 Veyra now has a centre in 0601 Skerry "
                                                    "on Isle"));
    QVERIFY(herald::warmaster::colonyDecisions(map, veyra, {isleA}, {1}).empty());
    QVERIFY(herald::warmaster::colonyDecisions(map, veyra, {home}, {}).empty());
}

QTEST_GUILESS_MAIN(TestProductionPlan)
#include "tst_productionplan.moc"
