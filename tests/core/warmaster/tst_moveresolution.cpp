// The movement step (M-2, §4.1, §4.3, §4.4, §4.8, §5.4, I-49..I-52, I-56): which moves check
// for terrain delay, delays waited out and completed (§12.3 D-10), losses (D-11), interdiction
// by location, swaps, a nation's armies sent back, delays cancelled by contact, sieges lifted.
#include "core/warmaster/movementorder.h"
#include "core/warmaster/moveresolution.h"

#include "monthfixture.h"

#include <QtTest>

using namespace herald::warmaster;

namespace {

Order moveOrder(const QString &army, herald::map::Hex to,
                ArmyLocation location = ArmyLocation::Countryside)
{
    Order o;
    o.armyId = army;
    o.kind = OrderKind::Move;
    o.destination = to;
    o.location = location;
    return o;
}

Order order(const QString &army, OrderKind kind)
{
    Order o;
    o.armyId = army;
    o.kind = kind;
    return o;
}

/// Runs the step over the world.
MovementResult run(const MonthWorld &w, const std::vector<Order> &orders,
                   const std::vector<TerrainCheckEntry> &checks = {},
                   const QStringList &sendBack = {}, const QStringList &letGo = {})
{
    const auto graph = w.graph();
    const MovementFacts facts{w.map, graph, w.armies, {}};
    MovementChoices choices;
    choices.checks = checks;
    choices.sendBack = sendBack;
    choices.letGo = letGo;
    return resolveMovement(facts, orders, choices);
}

TerrainCheckEntry entry(const QString &army, int pick, int roll,
                        HabitatAdjustment adjustment = HabitatAdjustment::None)
{
    return {army, *resolveTerrainCheck(pick, roll, adjustment, true)};
}

bool hasDecision(const MovementResult &r, const char *section)
{
    return std::any_of(r.decisions.begin(), r.decisions.end(), [&](const MonthDecision &d) {
        return d.section == QString::fromUtf8(section) && d.text.startsWith(d.section);
    });
}

} // namespace

class TestMoveResolution : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void checksDue_data();
    void checksDue();
    void plainMove();
    void delayWaitedOut();
    void unitsLost();
    void missingCheck();
    void interdiction_data();
    void interdiction();
    void swaps_data();
    void swaps();
    void enteringEnemyArea();
    void sentBack_data();
    void sentBack();
    void sentBackInTurn();
    void contactCancelsDelay();
    void siegeLifted();
    void staleOrderHolds();
    void goToSea();
    void randomOrder_data();
    void randomOrder();
    void drawOrder();
};

// §4.4, I-51, I-52: barrier boundaries not bypassed by a pass or ford in use
void TestMoveResolution::checksDue_data()
{
    QTest::addColumn<int>("barrier");
    QTest::addColumn<int>("crossing");
    QTest::addColumn<bool>("usesCrossing");
    QTest::addColumn<QString>("habitat");
    QTest::addColumn<bool>("due");
    QTest::addColumn<bool>("natural");

    const int none = int(CrossingFeature::None);
    QTest::newRow("§4.4 no barrier: no check")
        << int(BarrierType::None) << none << false << "" << false << false;
    QTest::newRow("§4.4 mountains: check")
        << int(BarrierType::Mountains) << none << false << "" << true << false;
    QTest::newRow("§4.4 swamp: check")
        << int(BarrierType::Swamp) << none << false << "" << true << false;
    QTest::newRow("§4.4 great forest: check")
        << int(BarrierType::GreatForest) << none << false << "" << true << false;
    QTest::newRow("§4.4 major river: check")
        << int(BarrierType::MajorRiver) << none << false << "" << true << false;
    QTest::newRow("I-52 a pass the order does not use: check")
        << int(BarrierType::Mountains) << int(CrossingFeature::Pass) << false << "" << true
        << false;
    QTest::newRow("I-52 the pass used: no check")
        << int(BarrierType::Mountains) << int(CrossingFeature::Pass) << true << "" << false
        << false;
    QTest::newRow("I-52 the ford used: no check")
        << int(BarrierType::MajorRiver) << int(CrossingFeature::Ford) << true << "" << false
        << false;
    QTest::newRow("§4.4 dwarfs in the mountains: natural habitat")
        << int(BarrierType::Mountains) << none << false << "mountains" << true << true;
    QTest::newRow("§4.4 dwarfs at a swamp: not their habitat")
        << int(BarrierType::Swamp) << none << false << "mountains" << true << false;
}

void TestMoveResolution::checksDue()
{
    QFETCH(int, barrier);
    QFETCH(int, crossing);
    QFETCH(bool, usesCrossing);
    QFETCH(QString, habitat);
    QFETCH(bool, due);
    QFETCH(bool, natural);
    MonthWorld w(3);
    w.own(0, 2, 0);
    w.area(0).centre = PopulationCentre::Town;
    if (barrier != int(BarrierType::None))
        w.barrier(0, static_cast<BarrierType>(barrier), static_cast<CrossingFeature>(crossing));
    const QString a = w.army(0, 0);
    Order o = moveOrder(a, w.hex(1));
    o.usesCrossing = usesCrossing;
    const auto graph = w.graph();
    MovementFacts facts{w.map, graph, w.armies, {}};
    facts.habitats.insert(QStringLiteral("n0"), habitat.split(u',', Qt::SkipEmptyParts));
    const auto checks = terrainChecksDue(facts, std::vector<Order>{o});
    QCOMPARE(!checks.empty(), due);
    if (due) {
        QCOMPARE(checks.front().from, 0);
        QCOMPARE(checks.front().to, 1);
        QCOMPARE(int(checks.front().barrier), barrier);
        QCOMPARE(checks.front().naturalHabitat, natural);
    }
}

// §4.1: the army moves, remembers where it came from, stands where the order said
void TestMoveResolution::plainMove()
{
    MonthWorld w(3);
    const QString a = w.army(0, 0);
    w.find(a).occupation = 1;
    const MovementResult r = run(w, {moveOrder(a, w.hex(1), ArmyLocation::PopulationCentre)});
    const Army &after = armyIn(r.armies, a);
    QCOMPARE(after.area, w.hex(1));
    QCOMPARE(after.originArea, std::optional(w.hex(0)));
    QVERIFY(after.moved);
    QCOMPARE(after.location, ArmyLocation::PopulationCentre);
    QCOMPARE(after.occupation, 0);
    QVERIFY(hasDecision(r, "§4.1"));
}

// §12.3 D-10, I-50: pick 3, roll 5: held up 2 turns, then moves on without a new check
void TestMoveResolution::delayWaitedOut()
{
    MonthWorld w(3);
    w.barrier(0, BarrierType::Mountains);
    const QString a = w.army(0, 0);
    MovementResult r = run(w, {moveOrder(a, w.hex(1), ArmyLocation::Poi)}, {entry(a, 3, 5)});
    QCOMPARE(armyIn(r.armies, a).area, w.hex(0));
    QCOMPARE(armyIn(r.armies, a).state, ArmyState::Delayed);
    QCOMPARE(readStateDetail(armyIn(r.armies, a).stateDetail).turnsLeft, 2);
    // Turn 2: it takes no orders and waits.
    w.armies = r.armies;
    r = run(w, {});
    QCOMPARE(armyIn(r.armies, a).state, ArmyState::Delayed);
    QCOMPARE(armyIn(r.armies, a).area, w.hex(0));
    QCOMPARE(readStateDetail(armyIn(r.armies, a).stateDetail).turnsLeft, 1);
    // Turn 3: the move completes, no check asked.
    w.armies = r.armies;
    r = run(w, {});
    QVERIFY(r.missingChecks.isEmpty());
    QCOMPARE(armyIn(r.armies, a).area, w.hex(1));
    QCOMPARE(armyIn(r.armies, a).location, ArmyLocation::Poi);
    QCOMPARE(armyIn(r.armies, a).state, ArmyState::Normal);
    QVERIFY(hasDecision(r, "I-50"));
}

// §12.3 D-11, I-49: pick 5, roll 2: 3 units struck off, the army crosses; D-13 habitat
void TestMoveResolution::unitsLost()
{
    MonthWorld w(4);
    w.barrier(0, BarrierType::Swamp);
    w.barrier(2, BarrierType::Mountains);
    const QString a = w.army(0, 0);
    const QString b = w.army(1, 2);
    const MovementResult r = run(w, {moveOrder(a, w.hex(1)), moveOrder(b, w.hex(3))},
                                 {entry(a, 5, 2), entry(b, 4, 6, HabitatAdjustment::Minus2)});
    QCOMPARE(armyIn(r.armies, a).area, w.hex(1));
    QCOMPARE(r.losses, (std::vector<UnitsToStrike>{{a, QStringLiteral("n0"), 3}}));
    QCOMPARE(armyIn(r.armies, b).area, w.hex(3)); // D-13: 6 − 2 = 4, crosses cleanly
    QVERIFY(hasDecision(r, "§4.4"));
}

// M-2B comes before M-2C: no army moves while a check is missing
void TestMoveResolution::missingCheck()
{
    MonthWorld w(3);
    w.barrier(0, BarrierType::MajorRiver);
    const QString a = w.army(0, 0);
    const QString b = w.army(1, 2);
    const MovementResult r = run(w, {moveOrder(a, w.hex(1)), moveOrder(b, w.hex(1))});
    QCOMPARE(r.missingChecks, QStringList{a});
    QCOMPARE(armyIn(r.armies, b).area, w.hex(2));
}

// §4.8, I-56, I-43: who stops an enemy leaving the area
void TestMoveResolution::interdiction_data()
{
    QTest::addColumn<int>("location");
    QTest::addColumn<int>("kind"); // the staying army's order
    QTest::addColumn<bool>("letGo");
    QTest::addColumn<bool>("stopped");

    const int hold = int(OrderKind::Hold);
    QTest::newRow("§4.8 countryside army stops it")
        << int(ArmyLocation::Countryside) << hold << false << true;
    QTest::newRow("§4.8 population centre, no interdict order: it leaves")
        << int(ArmyLocation::PopulationCentre) << hold << false << false;
    QTest::newRow("§4.8 population centre with the interdict order: stopped")
        << int(ArmyLocation::PopulationCentre) << int(OrderKind::Interdict) << false << true;
    QTest::newRow("I-43 the interdicting player lets it go: it leaves")
        << int(ArmyLocation::PopulationCentre) << int(OrderKind::Interdict) << true << false;
    QTest::newRow("§4.8 POI army never interdicts")
        << int(ArmyLocation::Poi) << hold << false << false;
    QTest::newRow("I-56 a countryside army that leaves too does not interdict")
        << int(ArmyLocation::Countryside) << int(OrderKind::Move) << false << false;
}

void TestMoveResolution::interdiction()
{
    QFETCH(int, location);
    QFETCH(int, kind);
    QFETCH(bool, letGo);
    QFETCH(bool, stopped);
    MonthWorld w(3);
    const QString mover = w.army(0, 1);
    const QString stayer = w.army(1, 1, static_cast<ArmyLocation>(location));
    Order other = order(stayer, static_cast<OrderKind>(kind));
    if (other.kind == OrderKind::Move)
        other.destination = w.hex(0);
    const MovementResult r = run(w, {moveOrder(mover, w.hex(2)), other}, {}, {},
                                 letGo ? QStringList{stayer} : QStringList{});
    QCOMPARE(armyIn(r.armies, mover).area, stopped ? w.hex(1) : w.hex(2));
    QCOMPARE(r.interdictions.size(), std::size_t(stopped ? 1 : 0));
    if (stopped) {
        QCOMPARE(r.interdictions.front(), (Interdiction{mover, stayer, 1}));
        QVERIFY(hasDecision(r, "§4.8"));
    }
}

// §5.1 rule 3, §5.4: armies of two nations swapping places meet; one nation's armies may
void TestMoveResolution::swaps_data()
{
    QTest::addColumn<int>("secondNation");
    QTest::addColumn<bool>("swap");
    QTest::newRow("§5.4 two nations: a swap, neither moves") << 1 << true;
    QTest::newRow("§5.4 one nation: both simply move") << 0 << false;
}

void TestMoveResolution::swaps()
{
    QFETCH(int, secondNation);
    QFETCH(bool, swap);
    MonthWorld w(3);
    const QString a = w.army(0, 0, ArmyLocation::PopulationCentre);
    const QString b = w.army(secondNation, 1, ArmyLocation::Poi);
    const MovementResult r = run(w, {moveOrder(a, w.hex(1)), moveOrder(b, w.hex(0))});
    QCOMPARE(r.swaps.size(), std::size_t(swap ? 1 : 0));
    QCOMPARE(armyIn(r.armies, a).area, swap ? w.hex(0) : w.hex(1));
    QCOMPARE(armyIn(r.armies, b).area, swap ? w.hex(1) : w.hex(0));
    if (swap)
        QCOMPARE(r.swaps.front(), (Swap{a, b, 0, 1}));
}

// §4.8: entering is not stopped by the move step: the arrival is an engagement (§5.1)
void TestMoveResolution::enteringEnemyArea()
{
    MonthWorld w(3);
    const QString a = w.army(0, 0);
    w.army(1, 1);
    const MovementResult r = run(w, {moveOrder(a, w.hex(1))});
    QCOMPARE(armyIn(r.armies, a).area, w.hex(1));
    QVERIFY(r.interdictions.empty());
}

// §4.3: one nation's two armies never end the turn in one area
void TestMoveResolution::sentBack_data()
{
    QTest::addColumn<bool>("bothMove");
    QTest::addColumn<QString>("choice");
    QTest::addColumn<QString>("back");
    QTest::addColumn<bool>("chosen");
    QTest::newRow("§4.3 one stays, the arriving one goes back") << false << ""
                                                                << "a" << false;
    QTest::newRow("§4.3 both arrive, no choice: the last goes back") << true << ""
                                                                     << "b" << false;
    QTest::newRow("§4.3 both arrive, the player sends a back") << true << "a"
                                                               << "a" << true;
}

void TestMoveResolution::sentBack()
{
    QFETCH(bool, bothMove);
    QFETCH(QString, choice);
    QFETCH(QString, back);
    QFETCH(bool, chosen);
    MonthWorld w(3);
    const QString a = w.army(0, 0, ArmyLocation::Countryside, QStringLiteral("a"));
    const QString b = w.army(0, bothMove ? 2 : 1, ArmyLocation::Countryside, QStringLiteral("b"));
    std::vector<Order> orders{moveOrder(a, w.hex(1))};
    if (bothMove)
        orders.push_back(moveOrder(b, w.hex(1)));
    const MovementResult r =
        run(w, orders, {}, choice.isEmpty() ? QStringList{} : QStringList{choice});
    QCOMPARE(r.sentBack.size(), std::size_t(1));
    QCOMPARE(r.sentBack.front().armyId, back);
    QCOMPARE(r.sentBack.front().chosen, chosen);
    QCOMPARE(armyIn(r.armies, back).area, w.find(back).area);
    QVERIFY(!armyIn(r.armies, back).moved);
    QVERIFY(hasDecision(r, "§4.3"));
}

// §4.3: a sent-back army can crowd its own start area in turn: that arrival goes back too
void TestMoveResolution::sentBackInTurn()
{
    MonthWorld w(4);
    const QString a = w.army(0, 0, ArmyLocation::Countryside, QStringLiteral("a"));
    const QString b = w.army(0, 1, ArmyLocation::Countryside, QStringLiteral("b"));
    w.army(0, 2, ArmyLocation::Countryside, QStringLiteral("c"));
    const MovementResult r = run(w, {moveOrder(a, w.hex(1)), moveOrder(b, w.hex(2))});
    QCOMPARE(r.sentBack.size(), std::size_t(2));
    QCOMPARE(armyIn(r.armies, a).area, w.hex(0));
    QCOMPARE(armyIn(r.armies, b).area, w.hex(1));
}

// §4.4: an enemy contacting a delayed army cancels the delay
void TestMoveResolution::contactCancelsDelay()
{
    MonthWorld w(3);
    const QString a = w.army(0, 1);
    setState(w.find(a), ArmyState::Delayed,
             delayedMove(2, w.hex(2), ArmyLocation::Countryside, false));
    const QString enemy = w.army(1, 0);
    const MovementResult r = run(w, {moveOrder(enemy, w.hex(1))});
    QCOMPARE(armyIn(r.armies, a).state, ArmyState::Normal);
    QCOMPARE(armyIn(r.armies, a).area, w.hex(1));
    QVERIFY(hasDecision(r, "§4.4"));
}

// §5.5, I-43: the besieger marches off, the besieged does not force a battle: siege over
void TestMoveResolution::siegeLifted()
{
    MonthWorld w(3);
    w.area(1).centre = PopulationCentre::Town;
    const QString besieger = w.army(0, 1);
    const QString besieged = w.army(1, 1, ArmyLocation::PopulationCentre);
    setState(w.find(besieger), ArmyState::Besieging, withArmies({besieged}));
    setState(w.find(besieged), ArmyState::Besieged, withArmies({besieger}));
    const MovementResult r =
        run(w, {moveOrder(besieger, w.hex(2)), order(besieged, OrderKind::Interdict)}, {}, {},
            {besieged});
    QCOMPARE(armyIn(r.armies, besieger).area, w.hex(2));
    QCOMPARE(armyIn(r.armies, besieger).state, ArmyState::Normal);
    QCOMPARE(armyIn(r.armies, besieged).state, ArmyState::Normal);
    QVERIFY(hasDecision(r, "§5.5"));
}

// §4.1: an order that no longer stands at the reveal is carried out as hold, with the reason
void TestMoveResolution::staleOrderHolds()
{
    MonthWorld w(4);
    const QString a = w.army(0, 0);
    const MovementResult r = run(w, {moveOrder(a, w.hex(3))});
    QCOMPARE(armyIn(r.armies, a).area, w.hex(0));
    QVERIFY(r.decisions.front().text.contains(QStringLiteral("§4.1")));
}

// §7.2.2: sailing is handed to the expedition rules
void TestMoveResolution::goToSea()
{
    MonthWorld w(2);
    w.own(0, 0, 0);
    w.area(0).centre = PopulationCentre::Town;
    w.area(0).coastal = true;
    const QString a = w.army(0, 0, ArmyLocation::PopulationCentre);
    w.find(a).expeditionId = QStringLiteral("x");
    const MovementResult r = run(w, {order(a, OrderKind::GoToSea)});
    QCOMPARE(r.sailing, QStringList{a});
}

// §4.1 movementMode = randomOrder: no swaps; the first to move stops the other leaving
void TestMoveResolution::randomOrder_data()
{
    QTest::addColumn<QStringList>("order");
    QTest::addColumn<QString>("moved");
    QTest::addColumn<QString>("held");
    QTest::newRow("§4.1 n0 first: a enters 1, b is stopped there") << QStringList{"n0", "n1"} << "a"
                                                                   << "b";
    QTest::newRow("§4.1 n1 first: b enters 0, a is stopped there") << QStringList{"n1", "n0"} << "b"
                                                                   << "a";
}

void TestMoveResolution::randomOrder()
{
    QFETCH(QStringList, order);
    QFETCH(QString, moved);
    QFETCH(QString, held);
    MonthWorld w(2);
    const QString a = w.army(0, 0, ArmyLocation::Countryside, QStringLiteral("a"));
    const QString b = w.army(1, 1, ArmyLocation::Countryside, QStringLiteral("b"));
    const auto graph = w.graph();
    MovementChoices choices;
    choices.movementOrder = order;
    const MovementResult r = resolveMovement(
        {w.map, graph, w.armies, {}},
        std::vector<Order>{moveOrder(a, w.hex(1)), moveOrder(b, w.hex(0))}, choices);
    QVERIFY(r.swaps.empty());
    QVERIFY(armyIn(r.armies, moved).moved);
    QVERIFY(!armyIn(r.armies, held).moved);
    QCOMPARE(armyIn(r.armies, moved).area, armyIn(r.armies, held).area);
    QCOMPARE(r.interdictions,
             (std::vector<Interdiction>{{held, moved, w.map.areaAt(w.find(held).area).value()}}));
}

// §4.1, §9 #16: the order is drawn only under randomOrder, one die per place left
void TestMoveResolution::drawOrder()
{
    MonthWorld w(3, 3);
    w.army(0, 0);
    w.army(1, 1);
    w.army(2, 2);
    herald::dice::Dice dice(herald::dice::Generator(7, 0));
    CampaignSettings settings;
    QVERIFY(drawMovementOrder(settings, dice, w.map, w.armies).isEmpty());
    settings.movementMode = MovementMode::RandomOrder;
    dice.queueTyped({3, 1});
    QCOMPARE(drawMovementOrder(settings, dice, w.map, w.armies),
             (QStringList{QStringLiteral("n2"), QStringLiteral("n0"), QStringLiteral("n1")}));
    QCOMPARE(dice.rolls().size(), std::size_t(2));
}

QTEST_APPLESS_MAIN(TestMoveResolution)
#include "tst_moveresolution.moc"
