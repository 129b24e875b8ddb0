// Gaining control (M-5, §2.8, §4.7, I-55): after 1, 2 and 3 months by population level, the
// turn of arrival, a battle resetting or pausing the count (§12.3 D-28, D-29), and the
// end-of-turn limit of one army per area with its exceptions (§5.9).
#include "core/warmaster/areacontrol.h"
#include "core/warmaster/armylimit.h"

#include "monthfixture.h"

#include <QtTest>

using namespace herald::warmaster;

namespace {

/// One month at M-5: counts, and hands areas over on the map; the army stays put afterwards.
ControlResult month(MonthWorld &w, const QSet<QString> &fought, const CampaignSettings &settings)
{
    const ControlResult r = countOccupation(w.map, w.armies, fought, settings);
    applyControlChanges(w.map, r.changes);
    w.armies = r.armies;
    for (Army &a : w.armies)
        a.moved = false;
    return r;
}

} // namespace

class TestAreaControl : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void monthsToControl_data();
    void monthsToControl();
    void interrupted_data();
    void interrupted();
    void notCounting_data();
    void notCounting();
    void crowded_data();
    void crowded();
};

// §2.8, §4.7, I-55, §12.3 D-28: village 1, town 2, city 3 months after the month of arrival
void TestAreaControl::monthsToControl_data()
{
    QTest::addColumn<int>("centre");
    QTest::addColumn<bool>("arrivalCounts");
    QTest::addColumn<int>("months"); // months at M-5 until the area changes hands, arrival first
    QTest::newRow("§12.3 D-28 village: taken at the end of the second month there")
        << int(PopulationCentre::Village) << false << 2;
    QTest::newRow("§4.7 town: 2 full months, taken in the third")
        << int(PopulationCentre::Town) << false << 3;
    QTest::newRow("§4.7 city: 3 full months, taken in the fourth")
        << int(PopulationCentre::City) << false << 4;
    QTest::newRow("I-55 arrivalTurnCounts: village taken the month it arrives")
        << int(PopulationCentre::Village) << true << 1;
    QTest::newRow("I-55 arrivalTurnCounts: city in 3 months with the arrival")
        << int(PopulationCentre::City) << true << 3;
}

void TestAreaControl::monthsToControl()
{
    QFETCH(int, centre);
    QFETCH(bool, arrivalCounts);
    QFETCH(int, months);
    MonthWorld w(2);
    w.area(1).centre = static_cast<PopulationCentre>(centre);
    w.area(1).owner = 1;
    const QString a = w.army(0, 1, ArmyLocation::PopulationCentre);
    w.find(a).moved = true; // it arrived this month
    CampaignSettings settings;
    settings.arrivalTurnCounts = arrivalCounts;
    for (int m = 1; m < months; ++m) {
        QVERIFY(month(w, {}, settings).changes.empty());
        QCOMPARE(w.area(1).owner, 1);
    }
    const ControlResult last = month(w, {}, settings);
    QCOMPARE(last.changes, (std::vector<ControlChange>{{1, 1, 0, a}}));
    QCOMPARE(w.area(1).owner, 0);
    QCOMPARE(w.find(a).occupation, 0);
    QVERIFY(last.decisions.back().text.startsWith(QStringLiteral("§4.7 ")));
}

// §12.3 D-29, I-55 battleResetsOccupation
void TestAreaControl::interrupted_data()
{
    QTest::addColumn<int>("mode");
    QTest::addColumn<int>("afterBattle"); // the count after the battle month
    QTest::addColumn<int>("moreMonths");  // quiet months then needed
    QTest::newRow("§12.3 D-29 reset: back to 0, 2 more months")
        << int(OccupationAfterBattle::Reset) << 0 << 2;
    QTest::newRow("I-55 pause: the battle month does not count, 1 more month")
        << int(OccupationAfterBattle::Pause) << 1 << 1;
}

void TestAreaControl::interrupted()
{
    QFETCH(int, mode);
    QFETCH(int, afterBattle);
    QFETCH(int, moreMonths);
    MonthWorld w(2);
    w.area(1).centre = PopulationCentre::Town;
    w.area(1).owner = 1;
    const QString a = w.army(0, 1, ArmyLocation::PopulationCentre);
    CampaignSettings settings;
    settings.battleResetsOccupation = static_cast<OccupationAfterBattle>(mode);
    month(w, {}, settings); // a stationary month counted
    QCOMPARE(w.find(a).occupation, 1);
    const ControlResult battle = month(w, {a}, settings);
    QCOMPARE(w.find(a).occupation, afterBattle);
    QVERIFY(battle.changes.empty());
    QVERIFY(battle.decisions.front().text.startsWith(QStringLiteral("I-55 ")));
    for (int m = 1; m < moreMonths; ++m)
        QVERIFY(month(w, {}, settings).changes.empty());
    QCOMPARE(month(w, {}, settings).changes.size(), std::size_t(1));
    QCOMPARE(w.area(1).owner, 0);
}

// §4.7: only an army at a foreign population centre counts; others count 0
void TestAreaControl::notCounting_data()
{
    QTest::addColumn<int>("location");
    QTest::addColumn<int>("owner");
    QTest::addColumn<int>("state");
    QTest::newRow("§4.7 in the countryside: no count")
        << int(ArmyLocation::Countryside) << 1 << int(ArmyState::Normal);
    QTest::newRow("§4.7 at the POI: no count")
        << int(ArmyLocation::Poi) << 1 << int(ArmyState::Normal);
    QTest::newRow("§4.7 in its own area: nothing to gain")
        << int(ArmyLocation::PopulationCentre) << 0 << int(ArmyState::Normal);
    QTest::newRow("I-55 routed: the count is cleared")
        << int(ArmyLocation::PopulationCentre) << 1 << int(ArmyState::Routed);
}

void TestAreaControl::notCounting()
{
    QFETCH(int, location);
    QFETCH(int, owner);
    QFETCH(int, state);
    MonthWorld w(2);
    w.area(1).owner = owner;
    const QString a = w.army(0, 1, static_cast<ArmyLocation>(location));
    w.find(a).state = static_cast<ArmyState>(state);
    w.find(a).occupation = 1;
    const ControlResult r = countOccupation(w.map, w.armies, {}, CampaignSettings{});
    QVERIFY(r.changes.empty());
    QCOMPARE(armyIn(r.armies, a).occupation, 0);
}

// §5.9: at most one army per area at the end of the turn
void TestAreaControl::crowded_data()
{
    QTest::addColumn<int>("centre");
    QTest::addColumn<QString>("armies"); // nation, location (c/p/i), state (.=normal, e, r)
    QTest::addColumn<bool>("flagged");
    const int town = int(PopulationCentre::Town);
    const int village = int(PopulationCentre::Village);
    QTest::newRow("§5.9 one army: fine") << town << "0c." << false;
    QTest::newRow("§5.9 two nations in the countryside: flagged") << town << "0c.,1c." << true;
    QTest::newRow("§5.9 siege of a town: allowed") << town << "0c.,1p." << false;
    QTest::newRow("§5.9 a village cannot be besieged: flagged") << village << "0c.,1p." << true;
    QTest::newRow("§5.9 both at the population centre: flagged") << town << "0p.,1p." << true;
    QTest::newRow("§5.9 a siege and one more army: flagged") << town << "0c.,1p.,2i." << true;
    QTest::newRow("§5.9 pre-engaged by allied dissent: allowed") << town << "0c e,1c e" << false;
    QTest::newRow("§5.9 a routed army does not count") << town << "0c.,1c r" << false;
}

void TestAreaControl::crowded()
{
    QFETCH(int, centre);
    QFETCH(QString, armies);
    QFETCH(bool, flagged);
    MonthWorld w(1, 3);
    w.area(0).centre = static_cast<PopulationCentre>(centre);
    for (const QString &spec : armies.split(u',')) {
        const ArmyLocation at = spec[1] == u'p'   ? ArmyLocation::PopulationCentre
                                : spec[1] == u'i' ? ArmyLocation::Poi
                                                  : ArmyLocation::Countryside;
        const QString id = w.army(spec[0].digitValue(), 0, at);
        if (spec.endsWith(u'e'))
            w.find(id).state = ArmyState::PreEngaged;
        if (spec.endsWith(u'r'))
            w.find(id).state = ArmyState::Routed;
    }
    const auto crowded = crowdedAreas(w.map, w.armies);
    QCOMPARE(!crowded.empty(), flagged);
    if (flagged)
        QVERIFY(describe(w.map, w.armies, crowded.front()).startsWith(QStringLiteral("§5.9 ")));
}

QTEST_APPLESS_MAIN(TestAreaControl)
#include "tst_areacontrol.moc"
