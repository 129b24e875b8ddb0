// §7.6 Non Present Player: attendance per meeting (I-63), the five rules, the outer ring lost
// from the second consecutive absence (§12.3 D-39), the New Year steps kept pending (rule 3).
#include "core/warmaster/npp.h"
#include "worldbuilder.h"

#include <QtTest>

using namespace herald::warmaster;
using PC = PopulationCentre;

Q_DECLARE_METATYPE(herald::warmaster::CampaignStep)

namespace {

/// Veyra's areas in a column from its capital (row 0, a city) down to row `depth`, and
/// Ostmark beside it; Veyra's player is absent when told so.
StrategicMap column(int depth, bool veyraAbsent = false)
{
    WorldBuilder w;
    const int veyra = w.nation("Veyra");
    const int ostmark = w.nation("Ostmark");
    const int capital = w.land(at(0, 0), "Carrow", PC::City, veyra);
    for (int row = 1; row <= depth; ++row)
        w.land(at(0, row), "", PC::Village, veyra);
    w.land(at(2, 0), "Ostburg", PC::Town, ostmark);
    w.map().nations[std::size_t(veyra)].capital = capital;
    w.map().nations[std::size_t(veyra)].npp = veyraAbsent;
    return w.done();
}

QStringList labels(const StrategicMap &map, const std::vector<int> &areas)
{
    QStringList list;
    for (const int a : areas)
        list << map.areas[std::size_t(a)].id();
    return list;
}

} // namespace

class TestNpp : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void attendance_data();
    void attendance();
    void outerRingAfterSecondAbsence();
    void ringCountsFromTheLargestCentreWithoutCapital();
    void unreachableAreasGoFirst();
    void nationWithoutLandHasNoRing();
    void pendingSteps_data();
    void pendingSteps();
    void closedAreas_data();
    void closedAreas();
    void absentArmiesHoldAndCaptivesWait();
    void fivePoints();
};

// §7.6 rule 5, I-63: absences count per meeting; the ring goes from the second one in a row.
void TestNpp::attendance_data()
{
    QTest::addColumn<int>("before");
    QTest::addColumn<bool>("present");
    QTest::addColumn<int>("after");
    QTest::addColumn<bool>("ring");
    QTest::newRow("§7.6 present after 2 absences: the count starts again")
        << 2 << true << 0 << false;
    QTest::newRow("§7.6 first missed meeting: absent, no ring lost") << 0 << false << 1 << false;
    QTest::newRow("§7.6 rule 5 second missed meeting in a row: ring lost")
        << 1 << false << 2 << true;
    QTest::newRow("§7.6 rule 5 third missed meeting in a row: ring lost again")
        << 2 << false << 3 << true;
}

void TestNpp::attendance()
{
    QFETCH(int, before);
    QFETCH(bool, present);
    QFETCH(int, after);
    QFETCH(bool, ring);
    const AttendanceOutcome outcome = recordAttendance(QStringLiteral("Red"), before, present);
    QCOMPARE(outcome.consecutiveAbsences, after);
    QCOMPARE(outcome.absent(), !present);
    QCOMPARE(outcome.losesOuterRing(), ring);
    QVERIFY(outcome.explain().startsWith(QStringLiteral("§7.6 Red ")));
}

// §12.3 D-39: areas 0-3 steps from the capital; the second missed meeting costs those at 3,
// the third those at 2.
void TestNpp::outerRingAfterSecondAbsence()
{
    StrategicMap map = column(3);
    const OuterRing first = outerRing(map, map.graph(), 0);
    QCOMPARE(first.distance, 3);
    QCOMPARE(labels(map, first.areas), QStringList{"0104"});
    QVERIFY(first.explain(map).contains("loses the areas 3 steps from its capital 0101 Carrow: "
                                        "0104."));
    for (const int a : first.areas)
        map.areas[std::size_t(a)].owner = noIndex;
    const OuterRing second = outerRing(map, map.graph(), 0);
    QCOMPARE(second.distance, 2);
    QCOMPARE(labels(map, second.areas), QStringList{"0103"});
}

// I-63: without a designated capital (or having lost it) the ring counts from the largest
// population centre.
void TestNpp::ringCountsFromTheLargestCentreWithoutCapital()
{
    WorldBuilder w;
    const int veyra = w.nation("Veyra");
    w.land(at(0, 0), "", PC::Village, veyra);
    w.land(at(0, 1), "", PC::Village, veyra);
    const int town = w.land(at(0, 2), "Mid", PC::Town, veyra);
    w.land(at(0, 3), "", PC::Village, veyra);
    const int lost = w.land(at(0, 4), "Old capital", PC::City, noIndex);
    w.map().nations[0].capital = lost;
    const StrategicMap map = w.done();
    const OuterRing ring = outerRing(map, map.graph(), veyra);
    QCOMPARE(ring.capital, town);
    QCOMPARE(ring.distance, 2);
    QCOMPARE(labels(map, ring.areas), (QStringList{"0101"}));
}

// I-63: own areas the capital cannot reach over the map count as the farthest.
void TestNpp::unreachableAreasGoFirst()
{
    WorldBuilder w;
    const int veyra = w.nation("Veyra");
    const int capital = w.land(at(0, 0), "Carrow", PC::City, veyra);
    w.land(at(0, 1), "", PC::Village, veyra);
    w.land(at(9, 9), "Far isle", PC::Village, veyra, false, 1);
    w.map().nations[0].capital = capital;
    const StrategicMap map = w.done();
    const OuterRing ring = outerRing(map, map.graph(), veyra);
    QCOMPARE(ring.distance, -1);
    QCOMPARE(labels(map, ring.areas), QStringList{"1010"});
    QVERIFY(ring.explain(map).contains("cannot reach"));
}

void TestNpp::nationWithoutLandHasNoRing()
{
    WorldBuilder w;
    w.nation("Veyra");
    w.land(at(0, 0), "", PC::Village, noIndex);
    const StrategicMap map = w.done();
    const OuterRing ring = outerRing(map, map.graph(), 0);
    QCOMPARE(ring.capital, noIndex);
    QVERIFY(ring.areas.empty());
    QVERIFY(ring.explain(map).contains("no area left"));
}

// §7.6 rule 3: the steps a returning player's nation still has to run, in order.
void TestNpp::pendingSteps_data()
{
    using S = CampaignStep;
    QTest::addColumn<QList<CampaignStep>>("done");
    QTest::addColumn<QList<CampaignStep>>("pending");
    QTest::newRow("§7.6 absent for the whole New Year: all of NY-1..NY-7")
        << QList<S>{}
        << QList<S>{S::RemoveArmies,      S::Ransom,      S::PreTally,   S::Tally, S::Production,
                    S::RemoveExpeditions, S::FillRosters, S::PlaceArmies};
    QTest::newRow("§7.6 left after the tally: NY-4 on")
        << QList<S>{S::RemoveArmies, S::Ransom, S::PreTally, S::Tally}
        << QList<S>{S::Production, S::RemoveExpeditions, S::FillRosters, S::PlaceArmies};
    QTest::newRow("§7.6 present throughout: nothing pending")
        << QList<S>{S::RemoveArmies,      S::Ransom,      S::PreTally,   S::Tally, S::Production,
                    S::RemoveExpeditions, S::FillRosters, S::PlaceArmies}
        << QList<S>{};
}

void TestNpp::pendingSteps()
{
    QFETCH(QList<CampaignStep>, done);
    QFETCH(QList<CampaignStep>, pending);
    const std::vector<CampaignStep> doneSteps(done.begin(), done.end());
    const auto found = pendingNewYearSteps(doneSteps);
    QCOMPARE(QList<CampaignStep>(found.begin(), found.end()), pending);
}

// §7.6 rule 1: an absent player's areas are closed to other nations' armies, except to an
// army already inside when the meeting started.
void TestNpp::closedAreas_data()
{
    QTest::addColumn<bool>("veyraAbsent");
    QTest::addColumn<QString>("mover");
    QTest::addColumn<bool>("alreadyThere");
    QTest::addColumn<bool>("refused");
    QTest::newRow("§7.6 rule 1 Ostmark enters an absent Veyra's area")
        << true << "n1" << false << true;
    QTest::newRow("§7.6 rule 1 Ostmark's army was inside at the start")
        << true << "n1" << true << false;
    QTest::newRow("§7.6 Veyra present: its areas are open") << false << "n1" << false << false;
    QTest::newRow("§7.6 a nation's own area is never closed to it")
        << true << "n0" << false << false;
}

void TestNpp::closedAreas()
{
    QFETCH(bool, veyraAbsent);
    QFETCH(QString, mover);
    QFETCH(bool, alreadyThere);
    QFETCH(bool, refused);
    const StrategicMap map = column(2, veyraAbsent);
    const auto issue = checkEntry(map, mover, 1, alreadyThere);
    QCOMPARE(issue.has_value(), refused);
    if (refused) {
        QCOMPARE(issue->problem, NewYearProblem::EntersAbsentNation);
        QCOMPARE(issue->other, QStringLiteral("Veyra"));
    }
    // Uncontrolled areas are never closed.
    QVERIFY(!checkEntry(map, mover, 99, false));
}

// §7.6 rules 2 and 4: an absent nation's armies hold; its captives wait to roll for escape.
void TestNpp::absentArmiesHoldAndCaptivesWait()
{
    const StrategicMap absent = column(1, true);
    const auto order = checkAbsentArmyOrder(absent, QStringLiteral("n0"), QStringLiteral("Host"));
    QVERIFY(order);
    QCOMPARE(order->problem, NewYearProblem::AbsentArmyHolds);
    QVERIFY(!checkAbsentArmyOrder(absent, QStringLiteral("n1"), QStringLiteral("Ost Host")));
    QVERIFY(!captiveMayTryEscape(absent, QStringLiteral("n0")));
    QVERIFY(captiveMayTryEscape(absent, QStringLiteral("n1")));
    const StrategicMap present = column(1, false);
    QVERIFY(!checkAbsentArmyOrder(present, QStringLiteral("n0"), QStringLiteral("Host")));
    QVERIFY(captiveMayTryEscape(present, QStringLiteral("n0")));
}

// §7.6: the five points, each a sentence with its number.
void TestNpp::fivePoints()
{
    const auto rules = nppRules();
    QCOMPARE(rules.size(), std::size_t(5));
    for (std::size_t i = 0; i < rules.size(); ++i)
        QVERIFY(explain(rules[i]).startsWith(QStringLiteral("§7.6 (%1) ").arg(i + 1)));
}

QTEST_GUILESS_MAIN(TestNpp)
#include "tst_npp.moc"
