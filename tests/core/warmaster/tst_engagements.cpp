// Engagements (M-3, §5.1-§5.9): every cell of the engagement chart (§5.3), the chart applied
// by area (§12.3 D-36..D-38, I-44), every row of the I-43 siege matrix, swaps on whose ground
// (I-42), several armies by option A and B (§12.1 T-20..T-22, I-39, I-40), pre-engaged armies
// (§5.8, I-41) and which armies meet at all (§5.1).
#include "core/warmaster/engagements.h"

#include "monthfixture.h"

#include <QtTest>

using namespace herald::warmaster;

namespace {

using L = ArmyLocation;

Order orderOf(const QString &army, OrderKind kind, std::optional<herald::map::Hex> to = {})
{
    Order o;
    o.armyId = army;
    o.kind = kind;
    if (to)
        o.destination = *to;
    return o;
}

/// The engagements of a turn: movement, then findEngagements on the armies after it.
struct Turn
{
    MovementResult movement;
    std::vector<Engagement> engagements;
};

Turn play(const MonthWorld &w, const std::vector<Order> &orders, const CampaignSettings &settings,
          const QStringList &letGo = {})
{
    const auto graph = w.graph();
    const MovementFacts facts{w.map, graph, w.armies, {}};
    MovementChoices choices;
    choices.letGo = letGo;
    Turn t;
    t.movement = resolveMovement(facts, orders, choices);
    t.engagements = findEngagements({w.map, t.movement.armies, settings}, orders, t.movement);
    return t;
}

} // namespace

class TestEngagements : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void chart_data();
    void chart();
    void chartInArea_data();
    void chartInArea();
    void siegeMatrix_data();
    void siegeMatrix();
    void siegeTurns_data();
    void siegeTurns();
    void whoMeets();
    void swapGround_data();
    void swapGround();
    void severalArmies_data();
    void severalArmies();
    void stances();
    void optionBFactions();
    void preEngaged();
    void dissent();
};

// §5.3: the chart, both ways round
void TestEngagements::chart_data()
{
    QTest::addColumn<int>("a");
    QTest::addColumn<int>("b");
    QTest::addColumn<int>("result");
    const auto row = [](const char *name, L a, L b, ChartResult r) {
        QTest::newRow(name) << int(a) << int(b) << int(r);
    };
    row("§5.3 POI / POI: POI battle", L::Poi, L::Poi, ChartResult::PoiBattle);
    row("§5.3 POI / countryside: battle", L::Poi, L::Countryside, ChartResult::Battle);
    row("§5.3 POI / population centre: siege", L::Poi, L::PopulationCentre, ChartResult::Siege);
    row("§5.3 countryside / POI: battle", L::Countryside, L::Poi, ChartResult::Battle);
    row("§5.3 countryside / countryside: battle", L::Countryside, L::Countryside,
        ChartResult::Battle);
    row("§5.3 countryside / population centre: siege", L::Countryside, L::PopulationCentre,
        ChartResult::Siege);
    row("§5.3 population centre / POI: siege", L::PopulationCentre, L::Poi, ChartResult::Siege);
    row("§5.3 population centre / countryside: siege", L::PopulationCentre, L::Countryside,
        ChartResult::Siege);
    row("§5.3 population centre / population centre: assault", L::PopulationCentre,
        L::PopulationCentre, ChartResult::Assault);
}

void TestEngagements::chart()
{
    QFETCH(int, a);
    QFETCH(int, b);
    QFETCH(int, result);
    QCOMPARE(int(engagementChart(static_cast<L>(a), static_cast<L>(b))), result);
    QCOMPARE(int(engagementChart(static_cast<L>(b), static_cast<L>(a))), result);
}

// §5.3, §5.5, §5.6, I-44, §12.3 D-36..D-38, §12.1 T-10: the chart as fought in an area
void TestEngagements::chartInArea_data()
{
    QTest::addColumn<int>("centre");
    QTest::addColumn<int>("owner"); // 0 the arriving nation, 1 the defender, -1 nobody
    QTest::addColumn<int>("arriving");
    QTest::addColumn<int>("defending");
    QTest::addColumn<QString>("result"); // a battle kind key, or "siege"
    QTest::addColumn<int>("location");
    QTest::addColumn<int>("fortifications");
    QTest::addColumn<int>("holder");

    const int village = int(PopulationCentre::Village);
    const int town = int(PopulationCentre::Town);
    const int city = int(PopulationCentre::City);
    const int poi = int(L::Poi);
    const int country = int(L::Countryside);
    const int centre = int(L::PopulationCentre);
    QTest::newRow("§12.3 D-38 POI / POI: POI battle at the POI")
        << town << 1 << poi << poi << "poiBattle" << poi << 0 << -1;
    QTest::newRow("§12.3 D-38 POI / countryside: battle in the countryside")
        << town << 1 << poi << country << "battle" << country << 0 << -1;
    QTest::newRow("§12.3 D-38 countryside / town centre: siege, no battle")
        << town << 1 << country << centre << "siege" << country << 0 << -1;
    QTest::newRow("§5.5 POI / city centre: siege, the besieger in the countryside")
        << city << 1 << poi << centre << "siege" << country << 0 << -1;
    QTest::newRow("§12.3 D-38 city centre / city centre, owner fights: assault, 8 fortifications")
        << city << 1 << centre << centre << "assault" << centre << 8 << 0;
    QTest::newRow("§12.1 T-10 town centre / town centre: assault, 4 fortifications")
        << town << 1 << centre << centre << "assault" << centre << 4 << 0;
    QTest::newRow("§5.6 the arriving nation owns the town: it defends and holds the square")
        << town << 0 << centre << centre << "assault" << centre << 4 << 0;
    QTest::newRow("§12.3 D-36 assault where neither owns the area: countryside battle")
        << town << -1 << centre << centre << "battle" << country << 0 << -1;
    QTest::newRow("§12.3 D-37 siege result in a village: battle over a building")
        << village << 1 << country << centre << "villageBattle" << centre << 0 << -1;
    QTest::newRow("I-44 assault result in a village: battle over a building")
        << village << 1 << centre << centre << "villageBattle" << centre << 0 << -1;
}

void TestEngagements::chartInArea()
{
    QFETCH(int, centre);
    QFETCH(int, owner);
    QFETCH(int, arriving);
    QFETCH(int, defending);
    QFETCH(QString, result);
    QFETCH(int, location);
    QFETCH(int, fortifications);
    QFETCH(int, holder);
    MonthWorld w(2);
    w.area(1).centre = static_cast<PopulationCentre>(centre);
    w.area(1).owner = owner;
    const QString a = w.army(0, 0);
    const QString d = w.army(1, 1, L::Countryside);
    const CampaignSettings settings;
    const Turn t =
        play(w, {orderOf(a, OrderKind::Move, w.hex(1)), orderOf(d, OrderKind::Hold)}, settings);
    QCOMPARE(t.engagements.size(), std::size_t(1));
    const Engagement &e = t.engagements.front();
    QCOMPARE(e.cause, EngagementCause::Arrival);
    QCOMPARE(e.choosers, (QStringList{a, d}));
    const std::vector<LocationChoice> choices{{a, static_cast<L>(arriving)},
                                              {d, static_cast<L>(defending)}};
    // §5.2: nothing is decided before both choices are in
    const EngagementFacts facts{w.map, t.movement.armies, settings};
    QCOMPARE(resolveEngagement(e, facts, std::span(choices).first(1), {}).missing, QStringList{d});
    const EngagementOutcome out = resolveEngagement(e, facts, choices, {});
    QVERIFY(out.missing.isEmpty());
    if (result == QLatin1String("siege")) {
        QVERIFY(out.battles.empty());
        const QString inside = arriving == int(L::PopulationCentre) ? a : d;
        const QString outside = inside == a ? d : a;
        QCOMPARE(out.sieges, (std::vector<SiegeStart>{{outside, inside, 1}}));
        std::vector<Army> armies = t.movement.armies;
        applyEngagementOutcome(armies, out);
        QCOMPARE(armyIn(armies, outside).state, ArmyState::Besieging);
        QCOMPARE(int(armyIn(armies, outside).location), location);
        QCOMPARE(armyIn(armies, inside).state, ArmyState::Besieged);
        return;
    }
    QCOMPARE(out.battles.size(), std::size_t(1));
    const PendingBattle &b = out.battles.front();
    QCOMPARE(keyOf(b.kind), result);
    QCOMPARE(int(b.location), location);
    QCOMPARE(b.fortifications, fortifications);
    QCOMPARE(b.objectiveHolder, holder);
    // side 0 defends: the owner when it fights, else the army that was there first
    QCOMPARE(b.sides[0], QStringList{owner == 0 ? a : d});
    QCOMPARE(b.area, 1);
    QCOMPARE(b.armiesPerSide, 1);
    QVERIFY(out.decisions.back().text.startsWith(QStringLiteral("§5.3 ")));
}

// I-43: the siege matrix, row by row
void TestEngagements::siegeMatrix_data()
{
    QTest::addColumn<int>("besieger");
    QTest::addColumn<int>("besieged");
    QTest::addColumn<int>("turn");
    const auto row = [](const char *name, BesiegerOrder by, BesiegedOrder in, SiegeTurn t) {
        QTest::newRow(name) << int(by) << int(in) << int(t);
    };
    row("I-43 assault / sally forth: assault", BesiegerOrder::Assault, BesiegedOrder::SallyForth,
        SiegeTurn::Assault);
    row("I-43 assault / interdict: assault", BesiegerOrder::Assault, BesiegedOrder::Interdict,
        SiegeTurn::Assault);
    row("I-43 stay / sally forth: battle", BesiegerOrder::Stay, BesiegedOrder::SallyForth,
        SiegeTurn::Battle);
    row("I-43 stay / interdict: the siege goes on", BesiegerOrder::Stay, BesiegedOrder::Interdict,
        SiegeTurn::SiegeContinues);
    row("I-43 move away / sally forth: the besieged may force a battle", BesiegerOrder::MoveAway,
        BesiegedOrder::SallyForth, SiegeTurn::BesiegedMayForce);
    row("I-43 move away / interdict: the besieged may force a battle", BesiegerOrder::MoveAway,
        BesiegedOrder::Interdict, SiegeTurn::BesiegedMayForce);
}

void TestEngagements::siegeMatrix()
{
    QFETCH(int, besieger);
    QFETCH(int, besieged);
    QFETCH(int, turn);
    QCOMPARE(
        int(siegeTurn(static_cast<BesiegerOrder>(besieger), static_cast<BesiegedOrder>(besieged))),
        turn);
}

// I-43 through a whole turn: orders in, engagement (or none) out, and what it becomes
void TestEngagements::siegeTurns_data()
{
    QTest::addColumn<int>("besiegerOrder");
    QTest::addColumn<int>("besiegedOrder");
    QTest::addColumn<bool>("letGo");
    QTest::addColumn<int>("cause"); // -1: no engagement
    QTest::addColumn<QString>("battle");

    const int assault = int(OrderKind::Assault);
    const int siege = int(OrderKind::Siege);
    const int move = int(OrderKind::Move);
    const int sally = int(OrderKind::SallyForth);
    const int interdict = int(OrderKind::Interdict);
    QTest::newRow("I-43 assault / sally: assault, 4 fortifications")
        << assault << sally << false << int(EngagementCause::Assault) << "assault";
    QTest::newRow("I-43 assault / interdict: assault")
        << assault << interdict << false << int(EngagementCause::Assault) << "assault";
    QTest::newRow("I-43 stay / sally: countryside battle")
        << siege << sally << false << int(EngagementCause::SallyForth) << "battle";
    QTest::newRow("I-43 stay / interdict: nothing this turn")
        << siege << interdict << false << -1 << "";
    QTest::newRow("I-43 move away / sally, battle forced before leaving")
        << move << sally << false << int(EngagementCause::Interdiction) << "battle";
    QTest::newRow("I-43 move away / interdict, battle forced before leaving")
        << move << interdict << false << int(EngagementCause::Interdiction) << "battle";
    QTest::newRow("I-43 move away / interdict, let go: the besieger leaves")
        << move << interdict << true << -1 << "";
}

void TestEngagements::siegeTurns()
{
    QFETCH(int, besiegerOrder);
    QFETCH(int, besiegedOrder);
    QFETCH(bool, letGo);
    QFETCH(int, cause);
    QFETCH(QString, battle);
    MonthWorld w(3);
    w.area(1).centre = PopulationCentre::Town;
    w.area(1).owner = 1;
    const QString by = w.army(0, 1);
    const QString in = w.army(1, 1, L::PopulationCentre);
    setState(w.find(by), ArmyState::Besieging, withArmies({in}));
    setState(w.find(in), ArmyState::Besieged, withArmies({by}));
    const CampaignSettings settings;
    std::optional<herald::map::Hex> away;
    if (besiegerOrder == int(OrderKind::Move))
        away = w.hex(2);
    const Turn t = play(w,
                        {orderOf(by, static_cast<OrderKind>(besiegerOrder), away),
                         orderOf(in, static_cast<OrderKind>(besiegedOrder))},
                        settings, letGo ? QStringList{in} : QStringList{});
    if (cause < 0) {
        QVERIFY(t.engagements.empty());
        return;
    }
    QCOMPARE(t.engagements.size(), std::size_t(1));
    QCOMPARE(int(t.engagements.front().cause), cause);
    QVERIFY(t.engagements.front().choosers.isEmpty());
    const EngagementOutcome out =
        resolveEngagement(t.engagements.front(), {w.map, t.movement.armies, settings}, {}, {});
    QCOMPARE(out.battles.size(), std::size_t(1));
    QCOMPARE(keyOf(out.battles.front().kind), battle);
    QCOMPARE(out.battles.front().sides[0], QStringList{in}); // the owner defends
}

// §5.1: who meets after movement; routed armies are ignored
void TestEngagements::whoMeets()
{
    MonthWorld w(8, 3);
    const QString a = w.army(0, 0);
    const QString b = w.army(1, 2);
    const QString c = w.army(2, 3);
    const QString d = w.army(0, 5);
    const QString routed = w.army(1, 7);
    w.find(routed).state = ArmyState::Routed;
    const QString e = w.army(0, 6);
    const CampaignSettings settings;
    // a and b both march into 1 (rule 1); d marches into 4, nobody there; e marches into the
    // routed army's area 7 (ignored)
    const Turn t =
        play(w,
             {orderOf(a, OrderKind::Move, w.hex(1)), orderOf(b, OrderKind::Move, w.hex(1)),
              orderOf(c, OrderKind::Hold), orderOf(d, OrderKind::Move, w.hex(4)),
              orderOf(e, OrderKind::Move, w.hex(7))},
             settings);
    QCOMPARE(t.engagements.size(), std::size_t(1));
    QCOMPARE(t.engagements.front().area, 1);
    QCOMPARE(t.engagements.front().armies, (QStringList{a, b}));
    // rule 2: into an area holding another player's army
    const Turn t2 = play(w, {orderOf(b, OrderKind::Move, w.hex(3))}, settings);
    QCOMPARE(t2.engagements.size(), std::size_t(1));
    QCOMPARE(t2.engagements.front().armies, (QStringList{b, c}));
    // rule 3: a swap
    const Turn t3 =
        play(w, {orderOf(b, OrderKind::Move, w.hex(3)), orderOf(c, OrderKind::Move, w.hex(2))},
             settings);
    QCOMPARE(t3.engagements.size(), std::size_t(1));
    QCOMPARE(t3.engagements.front().cause, EngagementCause::Swap);
}

// §5.4, I-42: the swap battle in the countryside, on the ground of an area one side owns
void TestEngagements::swapGround_data()
{
    QTest::addColumn<int>("ownerFirst");
    QTest::addColumn<int>("ownerSecond");
    QTest::addColumn<QList<int>>("ground");
    QTest::newRow("I-42 only the second area is one side's: its ground") << -1 << 1 << QList{1};
    QTest::newRow("I-42 only the first area is: its ground") << 0 << 2 << QList{0};
    QTest::newRow("I-42 both are: the referee picks") << 0 << 1 << QList{0, 1};
    QTest::newRow("I-42 neither is: the referee picks") << -1 << -1 << QList{0, 1};
}

void TestEngagements::swapGround()
{
    QFETCH(int, ownerFirst);
    QFETCH(int, ownerSecond);
    QFETCH(QList<int>, ground);
    MonthWorld w(2, 3);
    w.area(0).owner = ownerFirst;
    w.area(1).owner = ownerSecond;
    const QString a = w.army(0, 0);
    const QString b = w.army(1, 1);
    const CampaignSettings settings;
    const Turn t =
        play(w, {orderOf(a, OrderKind::Move, w.hex(1)), orderOf(b, OrderKind::Move, w.hex(0))},
             settings);
    const EngagementOutcome out =
        resolveEngagement(t.engagements.front(), {w.map, t.movement.armies, settings}, {}, {});
    const PendingBattle &battle = out.battles.front();
    QCOMPARE(battle.kind, BattleKind::SwapBattle);
    QCOMPARE(battle.location, L::Countryside);
    QCOMPARE(battle.terrainAreas, std::vector<int>(ground.begin(), ground.end()));
}

// §5.7, I-39, §12.1 T-20, T-21: sides counted in armies, option A and B
void TestEngagements::severalArmies_data()
{
    QTest::addColumn<int>("option");
    QTest::addColumn<int>("attackers");
    QTest::addColumn<int>("defenders");
    QTest::addColumn<int>("battles");
    QTest::addColumn<int>("perSide");
    QTest::addColumn<int>("forcedOut");
    QTest::addColumn<int>("mustReduce");
    QTest::addColumn<int>("splits");
    const int a = int(MultiArmyOption::A);
    const int b = int(MultiArmyOption::B);
    QTest::newRow("§12.1 T-20 option A, 2 against 2: one double-size battle")
        << a << 2 << 2 << 1 << 2 << 0 << 0 << 0;
    QTest::newRow("§12.1 T-21 option A, 3 against 1: driven out, the 3 get down to 1")
        << a << 3 << 1 << 0 << 0 << 1 << 1 << 0;
    QTest::newRow("§5.7 option A, 1 against 2: the attacker is driven out")
        << a << 1 << 2 << 0 << 0 << 1 << 1 << 0;
    QTest::newRow("§5.7 option B, 2 against 2: battle") << b << 2 << 2 << 1 << 2 << 0 << 0 << 0;
    QTest::newRow("§5.7 option B, 3 against 1: the larger side splits")
        << b << 3 << 1 << 0 << 0 << 0 << 0 << 1;
}

void TestEngagements::severalArmies()
{
    QFETCH(int, option);
    QFETCH(int, attackers);
    QFETCH(int, defenders);
    QFETCH(int, battles);
    QFETCH(int, perSide);
    QFETCH(int, forcedOut);
    QFETCH(int, mustReduce);
    QFETCH(int, splits);
    const int nations = attackers + defenders;
    MonthWorld w(2, nations);
    w.area(1).owner = 0; // nation 0 defends its own area
    std::vector<Order> orders;
    std::vector<StanceChoice> stances;
    std::vector<LocationChoice> choices;
    for (int n = 0; n < nations; ++n) {
        const bool defends = n < defenders;
        const QString id = w.army(n, defends && n == 0 ? 1 : 0);
        orders.push_back(n == 0 ? orderOf(id, OrderKind::Hold)
                                : orderOf(id, OrderKind::Move, w.hex(1)));
        stances.push_back({w.map.nations[static_cast<std::size_t>(n)].id,
                           defends ? Stance::Defend : Stance::Attack});
        choices.push_back({id, L::Countryside});
    }
    CampaignSettings settings;
    settings.multiArmyOption = static_cast<MultiArmyOption>(option);
    MovementResult moved;
    moved.armies = w.armies;
    for (Army &army : moved.armies) {
        army.moved = army.area != w.hex(1);
        army.area = w.hex(1);
    }
    const EngagementFacts facts{w.map, moved.armies, settings};
    const auto engagements = findEngagements(facts, orders, moved);
    QCOMPARE(engagements.size(), std::size_t(1));
    const EngagementOutcome out = resolveEngagement(engagements.front(), facts, choices, stances);
    QVERIFY(out.missing.isEmpty());
    QCOMPARE(int(out.battles.size()), battles);
    if (battles > 0)
        QCOMPARE(out.battles.front().armiesPerSide, perSide);
    QCOMPARE(int(out.forcedOut.size()), forcedOut);
    QCOMPARE(int(out.mustReduce.size()), mustReduce);
    QCOMPARE(int(out.factionSplits.size()), splits);
}

// §5.7, I-40: with three nations each declares; missing declarations hold everything up; the
// owner of the area always defends it
void TestEngagements::stances()
{
    MonthWorld w(2, 3);
    w.area(1).owner = 2;
    const QString a = w.army(0, 0);
    const QString b = w.army(1, 0, L::Countryside, QStringLiteral("b"));
    const QString c = w.army(2, 1);
    const CampaignSettings settings;
    MovementResult moved;
    moved.armies = w.armies;
    for (Army &army : moved.armies) {
        army.moved = army.area != w.hex(1);
        army.area = w.hex(1);
    }
    const EngagementFacts facts{w.map, moved.armies, settings};
    const auto e = findEngagements(facts, {}, moved).front();
    const std::vector<LocationChoice> field{
        {a, L::Countryside}, {b, L::Countryside}, {c, L::Countryside}};
    const EngagementOutcome waiting = resolveEngagement(e, facts, field, {});
    QCOMPARE(waiting.missing, (QStringList{QStringLiteral("n0"), QStringLiteral("n1")}));
    QVERIFY(waiting.battles.empty());
    // n0 attacks, n1 defends with the owner n2, who may not declare otherwise: 1 against 2
    const std::vector<StanceChoice> declared{{QStringLiteral("n0"), Stance::Attack},
                                             {QStringLiteral("n1"), Stance::Defend},
                                             {QStringLiteral("n2"), Stance::Attack}};
    const EngagementOutcome out = resolveEngagement(e, facts, field, declared);
    QCOMPARE(out.forcedOut, QStringList{a});
    QCOMPARE(out.mustReduce, (std::vector<QStringList>{{b, c}}));
}

// §5.7 option B: factions within the larger side
void TestEngagements::optionBFactions()
{
    MonthWorld w(1, 4);
    for (int n = 0; n < 4; ++n)
        w.army(n, 0, L::Countryside, QStringLiteral("x%1").arg(n));
    CampaignSettings settings;
    settings.multiArmyOption = MultiArmyOption::B;
    const EngagementFacts facts{w.map, w.armies, settings};
    const FactionSplit split{0,
                             {QStringLiteral("x1"), QStringLiteral("x2"), QStringLiteral("x3")},
                             {QStringLiteral("x0")}};
    // 2 against 1: the single army retreats; the 2 still outnumber x0 and split again
    const EngagementOutcome unequal = resolveFactions(
        split, {QStringLiteral("x1"), QStringLiteral("x2")}, {QStringLiteral("x3")}, facts);
    QCOMPARE(unequal.forcedOut, QStringList{QStringLiteral("x3")});
    QCOMPARE(unequal.factionSplits.size(), std::size_t(1));
    // Equal factions fight each other first
    const FactionSplit pair{
        0, {QStringLiteral("x1"), QStringLiteral("x2")}, {QStringLiteral("x0")}};
    const EngagementOutcome equal =
        resolveFactions(pair, {QStringLiteral("x1")}, {QStringLiteral("x2")}, facts);
    QCOMPARE(equal.battles.size(), std::size_t(1));
    QCOMPARE(equal.battles.front().sides[0], QStringList{QStringLiteral("x1")});
    QCOMPARE(equal.battles.front().sides[1], QStringList{QStringLiteral("x2")});
}

// §5.8, I-41, §12.1 T-22: pre-engaged armies take no orders and fight in the countryside
// next turn together with whoever marches in
void TestEngagements::preEngaged()
{
    MonthWorld w(2, 2);
    const QString a = w.army(0, 1);
    const QString b = w.army(1, 1, L::PopulationCentre);
    preEngage(w.armies, {a, b});
    QCOMPARE(w.find(a).state, ArmyState::PreEngaged);
    QCOMPARE(readStateDetail(w.find(a).stateDetail).with, QStringList{b});
    const CampaignSettings settings;
    const Turn t = play(w, {}, settings);
    QCOMPARE(t.engagements.size(), std::size_t(1));
    QCOMPARE(t.engagements.front().cause, EngagementCause::PreEngaged);
    QVERIFY(t.engagements.front().choosers.isEmpty());
    const EngagementOutcome out =
        resolveEngagement(t.engagements.front(), {w.map, t.movement.armies, settings}, {}, {});
    QCOMPARE(out.battles.size(), std::size_t(1));
    QCOMPARE(out.battles.front().location, L::Countryside);
    std::vector<Army> armies = t.movement.armies;
    applyEngagementOutcome(armies, out);
    QCOMPARE(armyIn(armies, a).state, ArmyState::Normal);
    QCOMPARE(armyIn(armies, b).location, L::Countryside);
}

// §5.7 A, §12.1 T-21, T-22: allies who cannot agree fight now, or next turn if the area's
// battle this turn is already over
void TestEngagements::dissent()
{
    QCOMPARE(alliedDissent(false), AlliedDissent::FightNow);
    QCOMPARE(alliedDissent(true), AlliedDissent::PreEngaged);
}

QTEST_APPLESS_MAIN(TestEngagements)
#include "tst_engagements.moc"
