// Move (§5.3): one orthogonal step among own spaces and the middle, no entering enemy
// brigades, no ZOC-to-ZOC, the roll against leaders met alone (B-10), and the self-inflicted
// broken line (§7.1). Worked cases T17, T19 (rule-only) and T33 (DEFAULT-DATA).
#include "boardfixture.h"
#include "core/battleboard/move.h"

#include <QTest>

using namespace herald::battleboard;

namespace {
constexpr Side A = Side::Attacker;
constexpr Side D = Side::Defender;
} // namespace

Q_DECLARE_METATYPE(herald::battleboard::Space)

class TestMove : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // T17: from A line 1 (next to D in Middle 1) to A line 2 (next to D in Middle 2): refused;
    // to the reserve: legal.
    void t17ZoneToZone()
    {
        BoardFixture f;
        const int inf = f.add(A, UnitType::Infantry, SpaceKind::Line, 1);
        f.add(A, UnitType::Infantry, SpaceKind::Line, 1);
        f.add(D, UnitType::Infantry, SpaceKind::Middle, 1);
        f.add(D, UnitType::Infantry, SpaceKind::Middle, 2);
        f.fill();
        f.at(Phase::Infantry, A);
        const Refusal r = checkMove(f.b, f.rules, {inf, space(A, SpaceKind::Line, 2)});
        QCOMPARE(r.code, RefusalCode::ZoneToZone);
        QVERIFY(explainRefusal(r, f.b).contains(QStringLiteral("§5.3")));
        const Outcome o = move(f.b, f.rules, f.roller, {inf, space(A, SpaceKind::Reserve)});
        QVERIFY(!o.refused());
        QCOMPARE(f.unit(inf).kind, SpaceKind::Reserve);
        QVERIFY(f.b.running());
    }

    // §5.3, §2.3: the destinations of a brigade in A line 2, legal and refused.
    void destinations_data()
    {
        QTest::addColumn<Space>("to");
        QTest::addColumn<bool>("lateral");
        QTest::addColumn<int>("code");
        QTest::newRow("middle 2: legal")
            << space(A, SpaceKind::Middle, 2) << true << int(RefusalCode::None);
        QTest::newRow("line 3 sideways: legal")
            << space(A, SpaceKind::Line, 3) << true << int(RefusalCode::None);
        QTest::newRow("line 3 with board.lateral_moves off")
            << space(A, SpaceKind::Line, 3) << false << int(RefusalCode::NotAdjacent);
        QTest::newRow("middle 1: diagonal")
            << space(A, SpaceKind::Middle, 1) << true << int(RefusalCode::NotAdjacent);
        QTest::newRow("enemy line 2")
            << space(D, SpaceKind::Line, 2) << true << int(RefusalCode::ForbiddenSpace);
        QTest::newRow("own retreat box")
            << space(A, SpaceKind::Retreat) << true << int(RefusalCode::ForbiddenSpace);
        QTest::newRow("middle 3 is two steps")
            << space(A, SpaceKind::Middle, 3) << true << int(RefusalCode::NotAdjacent);
    }
    void destinations()
    {
        QFETCH(Space, to);
        QFETCH(bool, lateral);
        QFETCH(int, code);
        BoardFixture f;
        f.rules.settings.lateralMoves = lateral;
        const int inf = f.add(A, UnitType::Infantry, SpaceKind::Line, 2);
        f.add(A, UnitType::Infantry, SpaceKind::Line, 2);
        f.fill();
        f.at(Phase::Infantry, A);
        QCOMPARE(int(checkMove(f.b, f.rules, {inf, to}).code), code);
    }

    // §5.3: no entering a space with enemy brigades; leaders may not enter enemy leaders' spaces.
    void enemyOccupiedSpaces()
    {
        BoardFixture f;
        const int inf = f.add(A, UnitType::Infantry, SpaceKind::Line, 2);
        const int leader = f.add(A, UnitType::Leader, SpaceKind::Line, 3);
        f.add(A, UnitType::Infantry, SpaceKind::Line, 2);
        f.add(D, UnitType::Cavalry, SpaceKind::Middle, 2);
        f.add(D, UnitType::Leader, SpaceKind::Middle, 3);
        f.fill();
        f.at(Phase::Infantry, A);
        QCOMPARE(checkMove(f.b, f.rules, {inf, space(A, SpaceKind::Middle, 2)}).code,
                 RefusalCode::EnemyBrigadesThere);
        f.at(Phase::Leader, A);
        QCOMPARE(checkMove(f.b, f.rules, {leader, space(A, SpaceKind::Middle, 3)}).code,
                 RefusalCode::LeaderIntoLeaders);
        QCOMPARE(checkMove(f.b, f.rules, {leader, space(A, SpaceKind::Reserve)}).code,
                 RefusalCode::None);
    }

    // §2.3: a brigade leaves the retreat box only by rally.
    void retreatBoxHoldsFast()
    {
        BoardFixture f;
        const int inf = f.add(A, UnitType::Infantry, SpaceKind::Retreat);
        f.fill();
        f.at(Phase::Infantry, A);
        QCOMPARE(checkMove(f.b, f.rules, {inf, space(A, SpaceKind::Reserve)}).code,
                 RefusalCode::InRetreatBox);
    }

    // T33 (DEFAULT-DATA): cavalry enters Middle 3 held by a lone D leader; 9 catches him (9),
    // 8 sends him to the D reserve.
    void t33LeaderAlone_defaultData_data()
    {
        QTest::addColumn<int>("natural");
        QTest::addColumn<int>("where");
        QTest::newRow("natural 9: eliminated") << 9 << int(SpaceKind::Gone);
        QTest::newRow("natural 8: to the D reserve") << 8 << int(SpaceKind::Reserve);
    }
    void t33LeaderAlone_defaultData()
    {
        QFETCH(int, natural);
        QFETCH(int, where);
        BoardFixture f;
        const int cav = f.add(A, UnitType::Cavalry, SpaceKind::Line, 3);
        f.add(A, UnitType::Infantry, SpaceKind::Line, 3);
        const int leader = f.add(D, UnitType::Leader, SpaceKind::Middle, 3);
        f.fill();
        f.at(Phase::Cavalry, A);
        f.roll2(natural);
        const Outcome o = move(f.b, f.rules, f.roller, {cav, space(A, SpaceKind::Middle, 3)});
        QCOMPARE(o.events[1].kind, EventKind::LeaderPursuit);
        QCOMPARE(o.events[1].roll.target, 9);
        QCOMPARE(int(f.unit(leader).kind), where);
        QCOMPARE(f.unit(cav).kind, SpaceKind::Middle);
    }

    // B-10: one roll per leader by default; one roll for all with move.leader_pursuit = one.
    void leaderPursuitRollsPerLeader()
    {
        for (const bool oneRoll : {false, true}) {
            BoardFixture f;
            f.rules.settings.leaderPursuitOneRoll = oneRoll;
            const int cav = f.add(A, UnitType::Cavalry, SpaceKind::Line, 3);
            f.add(A, UnitType::Infantry, SpaceKind::Line, 3);
            f.add(D, UnitType::Leader, SpaceKind::Middle, 3);
            f.add(D, UnitType::Leader, SpaceKind::Middle, 3);
            f.fill();
            f.at(Phase::Cavalry, A);
            f.roll2(12);
            f.roll2(2);
            QVERIFY(!move(f.b, f.rules, f.roller, {cav, space(A, SpaceKind::Middle, 3)}).refused());
            QCOMPARE(f.dice.rolls().size(), std::size_t(oneRoll ? 1 : 2));
        }
    }

    // T19 (§7.1): moving A's last column-2 brigade to the reserve breaks A's line.
    void t19SelfInflictedBreak()
    {
        BoardFixture f;
        const int inf = f.add(A, UnitType::Infantry, SpaceKind::Line, 2);
        f.fill();
        f.at(Phase::Infantry, A);
        const Outcome o = move(f.b, f.rules, f.roller, {inf, space(A, SpaceKind::Reserve)});
        QCOMPARE(f.b.stage, Stage::Pursuit);
        QCOMPARE(f.b.end->retreating.value_or(D), A);
        QCOMPARE(f.b.end->column, 2);
        QVERIFY(f.words(o).contains(QStringLiteral("§7.1")));
    }

    // §7.1: a brigade moving from its line into the middle of the same column keeps the part.
    void lineToMiddleKeepsTheColumn()
    {
        BoardFixture f;
        const int inf = f.add(A, UnitType::Infantry, SpaceKind::Line, 2);
        f.fill();
        f.at(Phase::Infantry, A);
        QVERIFY(!move(f.b, f.rules, f.roller, {inf, space(A, SpaceKind::Middle, 2)}).refused());
        QVERIFY(f.b.running());
    }
};

QTEST_GUILESS_MAIN(TestMove)
#include "tst_move.moc"
