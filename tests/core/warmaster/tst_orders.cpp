// Orders (§4.1, §2.9, §4.2, §4.3, §4.6, §4.8, §5.5, §7.2.2, I-12, I-52, I-54): every refusal
// with its rule, which armies need orders (§3.2 M-1), the New Year separation (§4.3) and the
// communication-delay queue (§12.1 T-09, locked orders).
#include "core/warmaster/orderqueue.h"
#include "core/warmaster/orders.h"

#include "monthfixture.h"

#include <QtTest>

using namespace herald::warmaster;

namespace {

/// Seven areas: nation 0 owns 0-2 (0 a coastal town, its port), 3 is uncontrolled, nation 1
/// owns 4-5, 6 is sea and 7 land beyond it. A mountain barrier with a pass lies between 1 and 2, a
/// river without a ford between 2 and 3.
MonthWorld orderWorld()
{
    MonthWorld w(8);
    w.own(0, 2, 0);
    w.own(4, 5, 1);
    w.area(0).centre = PopulationCentre::Town;
    w.area(0).coastal = true;
    w.area(5).coastal = true;
    w.area(6).terrain = Terrain::Sea;
    w.area(6).centre = PopulationCentre::None;
    w.barrier(1, BarrierType::Mountains, CrossingFeature::Pass);
    w.barrier(2, BarrierType::MajorRiver);
    return w;
}

} // namespace

class TestOrders : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void checkOne_data();
    void checkOne();
    void seaPeopleKeepToWater_data();
    void seaPeopleKeepToWater();
    void sentences_data();
    void sentences();
    void needingOrders();
    void newYearSeparation_data();
    void newYearSeparation();
    void leadTime_data();
    void leadTime();
    void queue();
};

// §4.1, §4.4, §4.6, §4.8, §5.5, §5.8, §6.8, §7.2.2, §7.6, I-12, I-52
void TestOrders::checkOne_data()
{
    QTest::addColumn<int>("state");
    QTest::addColumn<int>("location");
    QTest::addColumn<bool>("inSupply");
    QTest::addColumn<bool>("expedition");
    QTest::addColumn<bool>("absent");
    QTest::addColumn<int>("at");
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("destination");
    QTest::addColumn<bool>("crossing");
    QTest::addColumn<int>("problem"); // -1: the order stands

    const int normal = int(ArmyState::Normal);
    const int country = int(ArmyLocation::Countryside);
    const int centre = int(ArmyLocation::PopulationCentre);
    const int move = int(OrderKind::Move);
    const int hold = int(OrderKind::Hold);
    const int ok = -1;
    QTest::newRow("§4.1 into a neighbouring area: stands")
        << normal << country << true << false << false << 2 << move << 3 << false << ok;
    QTest::newRow("§4.1 two areas away: refused")
        << normal << country << true << false << false << 2 << move << 4 << false
        << int(OrderProblem::NotAdjacent);
    QTest::newRow("§4.1 into the sea: refused") << normal << country << true << false << false << 5
                                                << move << 6 << false << int(OrderProblem::NotLand);
    QTest::newRow("§4.6 out of supply into an uncontrolled area: refused")
        << normal << country << false << false << false << 2 << move << 3 << false
        << int(OrderProblem::OutOfSupply);
    QTest::newRow("§4.6 out of supply into an enemy area: refused")
        << normal << country << false << false << false << 3 << move << 4 << false
        << int(OrderProblem::OutOfSupply);
    QTest::newRow("§4.6 out of supply into an own area: stands")
        << normal << country << false << false << false << 2 << move << 1 << false << ok;
    QTest::newRow("§4.6 out of supply, holding to conquer: stands")
        << normal << centre << false << false << false << 3 << hold << -1 << false << ok;
    QTest::newRow("§5.5 besieged, hold: refused")
        << int(ArmyState::Besieged) << centre << true << false << false << 2 << hold << -1 << false
        << int(OrderProblem::BesiegedOrder);
    QTest::newRow("§5.5 besieged, move: refused")
        << int(ArmyState::Besieged) << centre << true << false << false << 2 << move << 3 << false
        << int(OrderProblem::BesiegedOrder);
    QTest::newRow("§5.5 besieged, sally forth: stands")
        << int(ArmyState::Besieged) << centre << true << false << false << 2
        << int(OrderKind::SallyForth) << -1 << false << ok;
    QTest::newRow("§5.5 besieged, interdict: stands")
        << int(ArmyState::Besieged) << centre << true << false << false << 2
        << int(OrderKind::Interdict) << -1 << false << ok;
    QTest::newRow("§5.5 sally forth, not besieged: refused")
        << normal << centre << true << false << false << 2 << int(OrderKind::SallyForth) << -1
        << false << int(OrderProblem::NotBesieged);
    QTest::newRow("§5.5 siege, not besieging: refused")
        << normal << country << true << false << false << 2 << int(OrderKind::Siege) << -1 << false
        << int(OrderProblem::NotBesieging);
    QTest::newRow("§5.5 assault, not besieging: refused")
        << normal << country << true << false << false << 2 << int(OrderKind::Assault) << -1
        << false << int(OrderProblem::NotBesieging);
    QTest::newRow("§5.5 besieger assaults: stands")
        << int(ArmyState::Besieging) << country << true << false << false << 2
        << int(OrderKind::Assault) << -1 << false << ok;
    QTest::newRow("§5.5 besieger keeps the siege: stands")
        << int(ArmyState::Besieging) << country << true << false << false << 2
        << int(OrderKind::Siege) << -1 << false << ok;
    QTest::newRow("§5.5 besieger marches away: stands")
        << int(ArmyState::Besieging) << country << true << false << false << 2 << move << 1 << false
        << ok;
    QTest::newRow("§4.8 interdict at the population centre: stands")
        << normal << centre << true << false << false << 2 << int(OrderKind::Interdict) << -1
        << false << ok;
    QTest::newRow("§4.8 interdict in the countryside: refused")
        << normal << country << true << false << false << 2 << int(OrderKind::Interdict) << -1
        << false << int(OrderProblem::InterdictWhere);
    QTest::newRow("§4.8 interdict at the POI: refused")
        << normal << int(ArmyLocation::Poi) << true << false << false << 2
        << int(OrderKind::Interdict) << -1 << false << int(OrderProblem::InterdictWhere);
    QTest::newRow("I-52 over the pass: stands")
        << normal << country << true << false << false << 1 << move << 2 << true << ok;
    QTest::newRow("I-52 a pass where the boundary has none: refused")
        << normal << country << true << false << false << 2 << move << 3 << true
        << int(OrderProblem::NoCrossing);
    QTest::newRow("§4.4 delayed: no orders")
        << int(ArmyState::Delayed) << country << true << false << false << 2 << hold << -1 << false
        << int(OrderProblem::Delayed);
    QTest::newRow("§5.8 pre-engaged: no orders")
        << int(ArmyState::PreEngaged) << country << true << false << false << 2 << hold << -1
        << false << int(OrderProblem::PreEngaged);
    QTest::newRow("§6.8 routed: no orders")
        << int(ArmyState::Routed) << country << true << false << false << 2 << hold << -1 << false
        << int(OrderProblem::Routed);
    QTest::newRow("§7.6 absent player: no orders")
        << normal << country << true << false << true << 2 << hold << -1 << false
        << int(OrderProblem::NationAbsent);
    QTest::newRow("§7.2 expedition at sea: no orders")
        << normal << country << true << true << false << 6 << hold << -1 << false
        << int(OrderProblem::AtSea);
    QTest::newRow("§7.2.2 go to sea, not an expedition: refused")
        << normal << centre << true << false << false << 0 << int(OrderKind::GoToSea) << -1 << false
        << int(OrderProblem::NotAnExpedition);
    QTest::newRow("I-12 expedition in its own port goes to sea: stands")
        << normal << centre << true << true << false << 0 << int(OrderKind::GoToSea) << -1 << false
        << ok;
    QTest::newRow("I-12 expedition inland: refused")
        << normal << centre << true << true << false << 1 << int(OrderKind::GoToSea) << -1 << false
        << int(OrderProblem::NotInPort);
    QTest::newRow("I-12 expedition in a foreign port: refused")
        << normal << centre << true << true << false << 5 << int(OrderKind::GoToSea) << -1 << false
        << int(OrderProblem::NotInPort);
}

void TestOrders::checkOne()
{
    QFETCH(int, state);
    QFETCH(int, location);
    QFETCH(bool, inSupply);
    QFETCH(bool, expedition);
    QFETCH(bool, absent);
    QFETCH(int, at);
    QFETCH(int, kind);
    QFETCH(int, destination);
    QFETCH(bool, crossing);
    QFETCH(int, problem);
    MonthWorld w = orderWorld();
    w.map.nations[0].npp = absent;
    const QString id = w.army(0, at, static_cast<ArmyLocation>(location));
    Army &a = w.find(id);
    a.state = static_cast<ArmyState>(state);
    a.inSupply = inSupply;
    if (expedition)
        a.expeditionId = QStringLiteral("x1");
    Order order;
    order.armyId = id;
    order.kind = static_cast<OrderKind>(kind);
    if (destination >= 0)
        order.destination = w.hex(destination);
    order.usesCrossing = crossing;
    const auto graph = w.graph();
    const OrderFacts facts{w.map, graph, w.armies};
    const auto issues = checkOrder(order, facts);
    if (problem < 0) {
        QVERIFY2(issues.empty(), issues.empty() ? "" : qPrintable(describe(issues.front())));
        return;
    }
    QVERIFY(!issues.empty());
    QCOMPARE(int(issues.front().problem), problem);
}

// §7.2.7: an army of the sea people may stand only in their underwater areas or on land with
// water (a coast or a major river); a land nation's army goes anywhere.
void TestOrders::seaPeopleKeepToWater_data()
{
    QTest::addColumn<bool>("seaPeople");
    QTest::addColumn<bool>("coastal");
    QTest::addColumn<bool>("river");
    QTest::addColumn<bool>("underwater");
    QTest::addColumn<bool>("refused");
    QTest::newRow("§7.2.7 sea people into dry land: refused")
        << true << false << false << false << true;
    QTest::newRow("§7.2.7 sea people onto a coast: stands")
        << true << true << false << false << false;
    QTest::newRow("§7.2.7 sea people along a major river: stands")
        << true << false << true << false << false;
    QTest::newRow("§7.2.7 sea people into an underwater area: stands")
        << true << false << false << true << false;
    QTest::newRow("§4.1 a land nation into dry land: stands")
        << false << false << false << false << false;
}

void TestOrders::seaPeopleKeepToWater()
{
    QFETCH(bool, seaPeople);
    QFETCH(bool, coastal);
    QFETCH(bool, river);
    QFETCH(bool, underwater);
    QFETCH(bool, refused);
    MonthWorld w = orderWorld();
    w.map.nations[0].underwater = seaPeople;
    w.area(3).coastal = coastal;
    w.area(3).majorRiver = river;
    w.area(3).underwater = underwater;
    const QString id = w.army(0, 2, ArmyLocation::Countryside);
    Order order;
    order.armyId = id;
    order.kind = OrderKind::Move;
    order.destination = w.hex(3);
    const auto graph = w.graph();
    const auto issues = checkOrder(order, OrderFacts{w.map, graph, w.armies});
    QCOMPARE(std::count_if(issues.begin(), issues.end(),
                           [](const OrderIssue &i) { return i.problem == OrderProblem::DryLand; }),
             refused ? 1 : 0);
}

// Every refusal is a sentence that names its rule.
void TestOrders::sentences_data()
{
    QTest::addColumn<int>("problem");
    QTest::addColumn<QString>("section");
    const std::pair<OrderProblem, const char *> rows[] = {
        {OrderProblem::UnknownArmy, "§1.5 "},   {OrderProblem::Delayed, "§4.4 "},
        {OrderProblem::PreEngaged, "§5.8 "},    {OrderProblem::Routed, "§6.8 "},
        {OrderProblem::NationAbsent, "§7.6 "},  {OrderProblem::AtSea, "§7.2 "},
        {OrderProblem::NotAdjacent, "§4.1 "},   {OrderProblem::NotLand, "§4.1 "},
        {OrderProblem::DryLand, "§7.2.7 "},     {OrderProblem::OutOfSupply, "§4.6 "},
        {OrderProblem::BesiegedOrder, "§5.5 "}, {OrderProblem::NotBesieged, "§5.5 "},
        {OrderProblem::NotBesieging, "§5.5 "},  {OrderProblem::InterdictWhere, "§4.8 "},
        {OrderProblem::NoCrossing, "I-52 "},    {OrderProblem::NotAnExpedition, "§7.2.2 "},
        {OrderProblem::NotInPort, "I-12 "},     {OrderProblem::SameDestination, "§4.3 "},
        {OrderProblem::Locked, "I-54 "},        {OrderProblem::BeyondLeadTime, "§4.2 "},
        {OrderProblem::PastTurn, "§4.2 "},
    };
    for (const auto &[problem, section] : rows)
        QTest::newRow(
            qPrintable(QStringLiteral("%1 code %2").arg(QLatin1String(section)).arg(int(problem))))
            << int(problem) << QString::fromUtf8(section);
}

void TestOrders::sentences()
{
    QFETCH(int, problem);
    QFETCH(QString, section);
    const OrderIssue issue{static_cast<OrderProblem>(problem),
                           QStringLiteral("Red Host"),
                           QStringLiteral("0304 Carrow"),
                           QStringLiteral("Blue Host"),
                           2,
                           3};
    const QString text = describe(issue);
    QVERIFY2(text.startsWith(section), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("Red Host")));
}

// §3.2 M-1: not delayed, not pre-engaged, not routed, not of an absent player, not at sea
void TestOrders::needingOrders()
{
    MonthWorld w = orderWorld();
    const QString free = w.army(0, 1);
    w.find(w.army(0, 2)).state = ArmyState::Delayed;
    w.find(w.army(0, 3)).state = ArmyState::PreEngaged;
    w.find(w.army(0, 0)).state = ArmyState::Routed;
    w.army(0, 6); // an expedition at sea
    const QString besieged = w.army(0, 4, ArmyLocation::PopulationCentre, QStringLiteral("b"));
    w.find(besieged).state = ArmyState::Besieged;
    w.army(1, 5);
    const auto graph = w.graph();
    const OrderFacts facts{w.map, graph, w.armies};
    QCOMPARE(armiesNeedingOrders(facts, u"n0"), (std::vector<QString>{free, besieged}));
    QCOMPARE(armiesNeedingOrders(facts, u"n1").size(), std::size_t(1));
    w.map.nations[1].npp = true;
    QVERIFY(armiesNeedingOrders(facts, u"n1").empty());
}

// §4.3: armies placed together at the New Year must go to different areas in month one
void TestOrders::newYearSeparation_data()
{
    QTest::addColumn<int>("first");  // destination, -1 = hold
    QTest::addColumn<int>("second"); // destination, -1 = hold
    QTest::addColumn<bool>("refused");
    QTest::newRow("§4.3 both to area 1: refused") << 1 << 1 << true;
    QTest::newRow("§4.3 to areas 1 and 3: accepted") << 1 << 3 << false;
    QTest::newRow("§4.3 one holds, one marches: accepted") << -1 << 3 << false;
    QTest::newRow("§4.3 both hold: refused") << -1 << -1 << true;
}

void TestOrders::newYearSeparation()
{
    QFETCH(int, first);
    QFETCH(int, second);
    QFETCH(bool, refused);
    MonthWorld w = orderWorld();
    const QString a = w.army(0, 2, ArmyLocation::PopulationCentre, QStringLiteral("a"));
    const QString b = w.army(0, 2, ArmyLocation::PopulationCentre, QStringLiteral("b"));
    const auto order = [&](const QString &id, int to) {
        Order o;
        o.armyId = id;
        o.kind = to < 0 ? OrderKind::Hold : OrderKind::Move;
        if (to >= 0)
            o.destination = w.hex(to);
        return o;
    };
    const std::vector<Order> orders{order(a, first), order(b, second)};
    const auto graph = w.graph();
    const auto issues = checkNationOrders(orders, {w.map, graph, w.armies});
    QCOMPARE(!issues.empty(), refused);
    if (refused) {
        QCOMPARE(issues.front().problem, OrderProblem::SameDestination);
        QVERIFY(describe(issues.front()).startsWith(QStringLiteral("§4.3 b and a ")));
    }
}

// §2.9, I-54, §12.1 T-09
void TestOrders::leadTime_data()
{
    QTest::addColumn<bool>("delay");
    QTest::addColumn<int>("at");
    QTest::addColumn<int>("turns");
    QTest::newRow("§4.2 setting off: one turn") << false << 4 << 1;
    QTest::newRow("§2.9 inside the own town: 1") << true << 0 << 1;
    QTest::newRow("§2.9 next to it: 1") << true << 1 << 1;
    QTest::newRow("§2.9 two areas away: 2") << true << 2 << 2;
    QTest::newRow("§12.1 T-09 three areas away: 3") << true << 3 << 3;
    QTest::newRow("I-54 through enemy land, counted all the same: 4") << true << 4 << 4;
    QTest::newRow("§4.2 no land route: counted over the sea, 7") << true << 7 << 7;
}

void TestOrders::leadTime()
{
    QFETCH(bool, delay);
    QFETCH(int, at);
    QFETCH(int, turns);
    MonthWorld w = orderWorld();
    w.area(5).centre = PopulationCentre::Village;
    w.army(0, at);
    CampaignSettings settings;
    settings.communicationDelay = delay;
    const auto graph = w.graph();
    QCOMPARE(orderLeadTime(w.map, graph, w.armies.front(), settings).turns(), turns);
}

// I-54: the queue covers the next N turns; written orders lock at the reveal
void TestOrders::queue()
{
    MonthWorld w = orderWorld();
    const QString id = w.army(0, 2);
    const Army &army = w.armies.front();
    const OrderLeadTime three{3};
    std::vector<QueuedOrder> queue;
    QCOMPARE(turnsToWrite(queue, 5, three), (std::vector<int>{5, 6, 7}));
    Order move;
    move.armyId = id;
    move.kind = OrderKind::Move;
    move.destination = w.hex(3);
    queue.push_back({5, move, false});
    move.destination = w.hex(4);
    queue.push_back({6, move, false});
    QCOMPARE(turnsToWrite(queue, 5, three), (std::vector<int>{7}));
    // Before the reveal the player may still rewrite; after it the orders stand.
    QVERIFY(!checkQueueSlot(queue, army, 6, 5, three));
    lockOrders(queue);
    QCOMPARE(checkQueueSlot(queue, army, 6, 5, three)->problem, OrderProblem::Locked);
    QCOMPARE(checkQueueSlot(queue, army, 8, 5, three)->problem, OrderProblem::BeyondLeadTime);
    QCOMPARE(checkQueueSlot(queue, army, 4, 5, three)->problem, OrderProblem::PastTurn);
    QVERIFY(!checkQueueSlot(queue, army, 7, 5, three));
    // The order for turn 7 is checked from where the queue will have taken the army.
    QCOMPARE(plannedStart(queue, army, 7), w.hex(4));
    QCOMPARE(plannedStart(queue, army, 5), w.hex(2));
    Order next;
    next.armyId = id;
    next.kind = OrderKind::Move;
    next.destination = w.hex(5);
    const auto graph = w.graph();
    const OrderFacts facts{w.map, graph, w.armies};
    QVERIFY(checkOrder(next, facts, plannedStart(queue, army, 7)).empty());
    QCOMPARE(checkOrder(next, facts).front().problem, OrderProblem::NotAdjacent);
    // Having come closer to a town (N = 1), the locked queue already covers what is needed.
    QVERIFY(turnsToWrite(queue, 6, OrderLeadTime{1}).empty());
}

QTEST_APPLESS_MAIN(TestOrders)
#include "tst_orders.moc"
