// Whole months chained as the calendar will run them (§3.2 M-0..M-5): orders checked, moves
// carried out, engagements built and resolved, occupation counted, supply recomputed. §12.3
// D-28 (a village taken in the second month) and a siege that turns into a sally (§5.5, I-43).
#include "core/warmaster/areacontrol.h"
#include "core/warmaster/armylimit.h"
#include "core/warmaster/engagements.h"
#include "core/warmaster/supply.h"

#include "monthfixture.h"

#include <QtTest>

using namespace herald::warmaster;

namespace {

/// M-0 to M-5 with no terrain checks; locations chosen as given; returns the battles.
std::vector<PendingBattle> playMonth(MonthWorld &w, const std::vector<Order> &orders,
                                     const std::vector<LocationChoice> &locations = {})
{
    const CampaignSettings settings;
    const auto graph = w.graph();
    SupplyTrace(w.map, graph, w.armies, settings).apply(w.armies);
    for (const Order &o : orders)
        [&] { QVERIFY(checkOrder(o, {w.map, graph, w.armies}).empty()); }();
    MovementResult moved = resolveMovement({w.map, graph, w.armies, {}}, orders, {});
    const EngagementFacts facts{w.map, moved.armies, settings};
    std::vector<PendingBattle> battles;
    QSet<QString> fought;
    for (const Engagement &e : findEngagements(facts, orders, moved)) {
        const EngagementOutcome out = resolveEngagement(e, facts, locations, {});
        applyEngagementOutcome(moved.armies, out);
        for (const PendingBattle &b : out.battles) {
            battles.push_back(b);
            for (const QStringList &side : b.sides)
                fought.unite(QSet<QString>(side.begin(), side.end()));
        }
    }
    const ControlResult control = countOccupation(w.map, moved.armies, fought, settings);
    applyControlChanges(w.map, control.changes);
    w.armies = control.armies;
    SupplyTrace(w.map, graph, w.armies, settings).apply(w.armies);
    return battles;
}

Order march(const QString &army, herald::map::Hex to, ArmyLocation at)
{
    Order o;
    o.armyId = army;
    o.kind = OrderKind::Move;
    o.destination = to;
    o.location = at;
    return o;
}

Order holdOrder(const QString &army, OrderKind kind = OrderKind::Hold)
{
    Order o;
    o.armyId = army;
    o.kind = kind;
    return o;
}

} // namespace

class TestMonthTurn : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void villageTakenInMonthTwo();
    void siegeThenSally();
};

// §12.3 D-28, §4.5, §4.7: into the enemy village, held through month two, then own and in
// supply through the chain that now reaches home
void TestMonthTurn::villageTakenInMonthTwo()
{
    MonthWorld w(4);
    w.own(0, 1, 0);
    w.area(0).centre = PopulationCentre::Town;
    w.own(2, 3, 1);
    const QString a = w.army(0, 1);
    QVERIFY(playMonth(w, {march(a, w.hex(2), ArmyLocation::PopulationCentre)}).empty());
    QCOMPARE(w.area(2).owner, 1);
    QVERIFY(w.find(a).inSupply); // next to own area 1
    playMonth(w, {holdOrder(a)});
    QCOMPARE(w.area(2).owner, 0);
    QVERIFY(w.find(a).inSupply);
    QVERIFY(crowdedAreas(w.map, w.armies).empty());
}

// §5.3 countryside against the town centre: a siege, no battle; next month the besieged
// sallies (I-43): a battle in the countryside, and the besieger's count stays at 0
void TestMonthTurn::siegeThenSally()
{
    MonthWorld w(3);
    w.own(0, 1, 0);
    w.area(0).centre = PopulationCentre::Town;
    w.own(2, 2, 1);
    w.area(2).centre = PopulationCentre::Town;
    const QString a = w.army(0, 1);
    const QString d = w.army(1, 2, ArmyLocation::PopulationCentre);
    const std::vector<LocationChoice> choices{{a, ArmyLocation::Countryside},
                                              {d, ArmyLocation::PopulationCentre}};
    QVERIFY(playMonth(w, {march(a, w.hex(2), ArmyLocation::Countryside), holdOrder(d)}, choices)
                .empty());
    QCOMPARE(w.find(a).state, ArmyState::Besieging);
    QCOMPARE(w.find(d).state, ArmyState::Besieged);
    QVERIFY(crowdedAreas(w.map, w.armies).empty()); // §5.9: a siege may share the area
    const auto battles =
        playMonth(w, {holdOrder(a, OrderKind::Siege), holdOrder(d, OrderKind::SallyForth)});
    QCOMPARE(battles.size(), std::size_t(1));
    QCOMPARE(battles.front().kind, BattleKind::Battle);
    QCOMPARE(battles.front().location, ArmyLocation::Countryside);
    QCOMPARE(battles.front().sides[0], QStringList{d});
}

QTEST_APPLESS_MAIN(TestMonthTurn)
#include "tst_monthturn.moc"
