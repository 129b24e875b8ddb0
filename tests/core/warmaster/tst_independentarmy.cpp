#include "core/warmaster/independentarmy.h"
#include "core/warmaster/retreat.h"
#include "worldbuilder.h"

#include <QTest>

using namespace herald::warmaster;
using herald::map::Direction;
using herald::map::Hex;

namespace {

/// A column of land from (5,3) to (5,8) with a town at (5,3) owned by Red, villages of Red
/// below it, and sea on both sides of (5,8).
struct Valley
{
    StrategicMap map;
    int red = 0;
};

Valley valley()
{
    WorldBuilder world;
    Valley v;
    v.red = world.nation("Red");
    world.land(at(5, 3), "Castra", PopulationCentre::Town, v.red);
    for (int row = 4; row <= 7; ++row)
        world.land(at(5, row), "", PopulationCentre::Village, v.red);
    world.land(at(5, 8), "Shore", PopulationCentre::City, noIndex);
    world.land(at(6, 5), "Ridge", PopulationCentre::Village, noIndex);
    world.sea(at(5, 9));
    world.sea(at(4, 5));
    v.map = world.done();
    return v;
}

IndependentArmy orcsAt(Hex hex)
{
    IndependentArmy army;
    army.raceId = QStringLiteral("1");
    army.raceName = QStringLiteral("Orcs");
    army.area = hex;
    return army;
}

} // namespace

class TestIndependentArmy : public QObject
{
    Q_OBJECT

private slots:
    void placement_data();
    void placement();
    void placementRefusesArmies();
    void controller_data();
    void controller();
    void moves_data();
    void moves();
    void retreatOppositeTheEntry();
    void retreatBackWhenItWalkedIn();
    void retreatIntoTheSea();
    void retreatRefereeChoice();
    void occupiesForRetreats();
    void hold_data();
    void hold();
};

// §7.7.6: "at least one area away from any town or city", as independentPlacementGap areas
// between (default 1); never in the town or city itself, never on sea or in an occupied area.
void TestIndependentArmy::placement_data()
{
    QTest::addColumn<Hex>("area");
    QTest::addColumn<int>("gap");
    QTest::addColumn<QString>("refusal"); // a fragment; empty: allowed

    QTest::newRow("the town itself, gap 0") << at(5, 3) << 0 << "has a population centre";
    QTest::newRow("next to the town, gap 0") << at(5, 4) << 0 << "";
    QTest::newRow("next to the town, gap 1") << at(5, 4) << 1 << "is 1 area(s) from 0604 Castra";
    QTest::newRow("one area between, gap 1") << at(5, 5) << 1 << "";
    QTest::newRow("one area between, gap 2") << at(5, 5) << 2 << "is 2 area(s) from 0604 Castra";
    QTest::newRow("next to the city, gap 1") << at(5, 7) << 1 << "Shore (";
    QTest::newRow("sea") << at(4, 5) << 0 << "not a land area";
    QTest::newRow("off the map") << at(9, 9) << 0 << "not an area of the map";
}

void TestIndependentArmy::placement()
{
    QFETCH(Hex, area);
    QFETCH(int, gap);
    QFETCH(QString, refusal);
    const Valley v = valley();
    const QString why = placementRefusal(v.map, {}, area, gap);
    if (refusal.isEmpty())
        QVERIFY2(why.isEmpty(), qPrintable(why));
    else
        QVERIFY2(why.contains(refusal), qPrintable(why));
}

void TestIndependentArmy::placementRefusesArmies()
{
    Valley v = valley();
    Army red;
    red.id = QStringLiteral("7");
    red.nationId = QStringLiteral("n0");
    red.name = QStringLiteral("Red Guard");
    red.area = at(5, 5);
    v.map.armies.push_back(red);
    QVERIFY(placementRefusal(v.map, {}, at(5, 5), 1).contains(QStringLiteral("Red Guard")));
    const IndependentArmy elves = orcsAt(at(6, 5));
    QVERIFY(placementRefusal(v.map, std::vector{elves}, at(6, 5), 1)
                .contains(QStringLiteral("already holds an independent army")));
}

// I-75: placing player, most markers (the placing nation among equals, else the referee),
// referee.
void TestIndependentArmy::controller_data()
{
    QTest::addColumn<QString>("setting");
    QTest::addColumn<int>("placerMarkers");
    QTest::addColumn<int>("blueMarkers");
    QTest::addColumn<int>("greyMarkers");
    QTest::addColumn<QString>("controller");

    QTest::newRow("placing player") << "placingPlayer" << 1 << 3 << 0 << "red";
    QTest::newRow("referee") << "referee" << 3 << 0 << 0 << "";
    QTest::newRow("most markers: another nation") << "mostMarkers" << 1 << 3 << 0 << "blue";
    QTest::newRow("most markers: the placer ties") << "mostMarkers" << 3 << 3 << 0 << "red";
    QTest::newRow("most markers: two others tie") << "mostMarkers" << 1 << 3 << 3 << "";
    QTest::newRow("most markers: none at all") << "mostMarkers" << 0 << 0 << 0 << "red";
}

void TestIndependentArmy::controller()
{
    QFETCH(QString, setting);
    QFETCH(int, placerMarkers);
    QFETCH(int, blueMarkers);
    QFETCH(int, greyMarkers);
    QFETCH(QString, controller);
    CampaignSettings settings;
    settings.independentController =
        setting == QLatin1String("referee")       ? IndependentController::Referee
        : setting == QLatin1String("mostMarkers") ? IndependentController::MostMarkers
                                                  : IndependentController::PlacingPlayer;
    LesserRace race;
    race.name = QStringLiteral("Orcs");
    race.box = TrackBox::Independent;
    for (const auto &[nation, markers] : {std::pair{QStringLiteral("red"), placerMarkers},
                                          std::pair{QStringLiteral("blue"), blueMarkers},
                                          std::pair{QStringLiteral("grey"), greyMarkers}}) {
        if (markers > 0)
            race.markers[nation] = markers;
    }
    QCOMPARE(independentController(settings, race, QStringLiteral("red")), controller);
}

// §7.7.6, §4.1: one step a turn to a neighbouring land area, never onto another independent.
void TestIndependentArmy::moves_data()
{
    QTest::addColumn<Hex>("to");
    QTest::addColumn<bool>("movedAlready");
    QTest::addColumn<QString>("refusal");

    QTest::newRow("a neighbour") << at(5, 6) << false << "";
    QTest::newRow("a neighbour, moved already") << at(5, 6) << true << "already moved";
    QTest::newRow("two areas away") << at(5, 7) << false << "is not next to";
    QTest::newRow("into the sea") << at(4, 5) << false << "not a land area";
    QTest::newRow("onto the elves") << at(6, 5) << false << "another independent army";
}

void TestIndependentArmy::moves()
{
    QFETCH(Hex, to);
    QFETCH(bool, movedAlready);
    QFETCH(QString, refusal);
    const Valley v = valley();
    IndependentArmy orcs = orcsAt(at(5, 5));
    if (movedAlready)
        orcs.cameFrom = at(5, 4);
    IndependentArmy elves = orcsAt(at(6, 5));
    elves.raceId = QStringLiteral("2");
    const std::vector<IndependentArmy> all{orcs, elves};
    const QString why = independentMoveRefusal(v.map, all, orcs, to);
    if (refusal.isEmpty())
        QVERIFY2(why.isEmpty(), qPrintable(why));
    else
        QVERIFY2(why.contains(refusal), qPrintable(why));
}

// I-76: on a hex map, the hex opposite the side the pushing army came in by.
void TestIndependentArmy::retreatOppositeTheEntry()
{
    const Valley v = valley();
    const IndependentArmy orcs = orcsAt(at(5, 5));
    const ForcedRetreatPlan plan = planForcedRetreat(v.map, orcs, at(5, 4), std::nullopt);
    QVERIFY(plan.retreat);
    QCOMPARE(plan.retreat->candidates.size(), std::size_t(1));
    QCOMPARE(plan.retreat->destination, at(5, 6));
    QVERIFY(!plan.retreat->intoTheSea);
    QVERIFY(plan.retreat->explanation.join(' ').contains(QStringLiteral("opposite side")));
    // A neighbour the rule does not give is refused, naming the one it gives.
    const ForcedRetreatPlan wrong = planForcedRetreat(v.map, orcs, at(5, 4), at(6, 5));
    QVERIFY(!wrong.retreat);
    QVERIFY2(wrong.refusal.contains(at(5, 6).toXXYY()), qPrintable(wrong.refusal));
}

void TestIndependentArmy::retreatBackWhenItWalkedIn()
{
    const Valley v = valley();
    IndependentArmy orcs = orcsAt(at(5, 5));
    orcs.cameFrom = at(6, 5);
    const ForcedRetreatPlan plan = planForcedRetreat(v.map, orcs, std::nullopt, std::nullopt);
    QVERIFY(plan.retreat);
    QCOMPARE(plan.retreat->destination, at(6, 5));
}

// §7.7.6: a retreat into the sea (or off the map) destroys the army.
void TestIndependentArmy::retreatIntoTheSea()
{
    const Valley v = valley();
    const IndependentArmy orcs = orcsAt(at(5, 8));
    const ForcedRetreatPlan plan = planForcedRetreat(v.map, orcs, at(5, 7), std::nullopt);
    QVERIFY(plan.retreat);
    QCOMPARE(plan.retreat->destination, at(5, 9));
    QVERIFY(plan.retreat->intoTheSea);
    // Off the map counts as the sea.
    const Hex edge = at(5, 3);
    const Hex beyond = edge.neighbour(Direction::North);
    QVERIFY(!v.map.areaAt(beyond));
    const ForcedRetreatPlan off =
        planForcedRetreat(v.map, orcsAt(edge), edge.neighbour(Direction::South), std::nullopt);
    QCOMPARE(off.retreat->destination, beyond);
    QVERIFY(off.retreat->intoTheSea);
}

// I-76: among equal neighbours the referee picks; by default land first, then lowest XXYY.
void TestIndependentArmy::retreatRefereeChoice()
{
    const Valley v = valley();
    const IndependentArmy orcs = orcsAt(at(5, 5));
    const ForcedRetreatPlan plan = planForcedRetreat(v.map, orcs, std::nullopt, std::nullopt);
    QVERIFY(plan.retreat);
    QCOMPARE(plan.retreat->candidates.size(), std::size_t(6));
    QVERIFY(!plan.retreat->intoTheSea);
    QCOMPARE(plan.retreat->destination, at(5, 4)); // 0504 < 0506 < 0605; 0405 is sea
    const ForcedRetreatPlan sea = planForcedRetreat(v.map, orcs, std::nullopt, at(4, 5));
    QVERIFY(sea.retreat);
    QVERIFY(sea.retreat->intoTheSea);
}

// §6.7 with §7.7.6: a beaten army does not fall back into the area an independent army holds.
void TestIndependentArmy::occupiesForRetreats()
{
    Valley v = valley();
    Army red;
    red.id = QStringLiteral("7");
    red.nationId = QStringLiteral("n0");
    red.name = QStringLiteral("Red Guard");
    red.area = at(5, 5);
    red.moved = true;
    red.originArea = at(5, 4);
    v.map.armies.push_back(red);
    QCOMPARE(retreatChoices(v.map, v.map.armies, 0).level, 1); // back to where it came from
    v.map.independentArmies.push_back({QStringLiteral("Orcs"), at(5, 4)});
    const RetreatChoice choice = retreatChoices(v.map, v.map.armies, 0);
    QCOMPARE(choice.level, 2); // that area is held: a free own neighbour instead
    QVERIFY(std::find(choice.areas.begin(), choice.areas.end(), *v.map.areaAt(at(5, 4))) ==
            choice.areas.end());
    QVERIFY(std::find(choice.areas.begin(), choice.areas.end(), *v.map.areaAt(at(5, 6))) !=
            choice.areas.end());
}

// §7.7.6 with §4.7 and I-55: the turns needed are the population level; an owned area becomes
// uncontrolled; arrival, battle and unowned areas.
void TestIndependentArmy::hold_data()
{
    QTest::addColumn<Hex>("area");
    QTest::addColumn<int>("before");
    QTest::addColumn<bool>("moved");
    QTest::addColumn<bool>("fought");
    QTest::addColumn<int>("after");
    QTest::addColumn<bool>("freed");

    QTest::newRow("village, first full turn") << at(5, 5) << 0 << false << false << 0 << true;
    QTest::newRow("village, arrival turn") << at(5, 5) << 0 << true << false << 0 << false;
    QTest::newRow("town, first turn") << at(5, 3) << 0 << false << false << 1 << false;
    QTest::newRow("town, second turn") << at(5, 3) << 1 << false << false << 0 << true;
    QTest::newRow("town, battle resets") << at(5, 3) << 1 << false << true << 0 << false;
    QTest::newRow("unowned city") << at(5, 8) << 2 << false << false << 0 << false;
}

void TestIndependentArmy::hold()
{
    QFETCH(Hex, area);
    QFETCH(int, before);
    QFETCH(bool, moved);
    QFETCH(bool, fought);
    QFETCH(int, after);
    QFETCH(bool, freed);
    const Valley v = valley();
    IndependentArmy orcs = orcsAt(area);
    orcs.occupation = before;
    if (moved)
        orcs.cameFrom = area.neighbour(Direction::North);
    const IndependentHold hold = countIndependentHold(v.map, orcs, fought, CampaignSettings{});
    QCOMPARE(hold.occupation, after);
    QCOMPARE(hold.areaFreed, freed);
    if (freed)
        QVERIFY(hold.explanation.contains(QStringLiteral("uncontrolled")));
}

QTEST_GUILESS_MAIN(TestIndependentArmy)
#include "tst_independentarmy.moc"
