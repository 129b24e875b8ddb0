// Fire (§5.1, §9.1): range and "in front" (§2.4), the 2-space artillery shot over an empty
// middle, leader deaths on the firer's natural 11-12 (§6), the result roll, and every refusal.
// Worked cases T4-T6, T10, T11 (rule-only) and T25, T26 (DEFAULT-DATA: placeholder numbers).
#include "boardfixture.h"
#include "core/battleboard/fire.h"

#include <QTest>

using namespace herald::battleboard;

namespace {
constexpr Side A = Side::Attacker;
constexpr Side D = Side::Defender;
} // namespace

class TestFire : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // T4: leaders in the middle do not block a 2-space artillery shot.
    void t4LeadersDoNotBlock()
    {
        BoardFixture f;
        const int art = f.add(A, UnitType::Artillery, SpaceKind::Line, 2);
        const int inf = f.add(D, UnitType::Infantry, SpaceKind::Line, 2);
        f.add(D, UnitType::Leader, SpaceKind::Middle, 2);
        f.fill();
        f.at(Phase::Artillery, A);
        int range = 0;
        QCOMPARE(checkFire(f.b, f.rules, {art, inf}, &range).code, RefusalCode::None);
        QCOMPARE(range, 2);
    }

    // T5: a brigade in the middle blocks it, whichever side it belongs to.
    void t5BrigadeBlocks()
    {
        BoardFixture f;
        const int art = f.add(A, UnitType::Artillery, SpaceKind::Line, 2);
        const int inf = f.add(D, UnitType::Infantry, SpaceKind::Line, 2);
        f.add(A, UnitType::Infantry, SpaceKind::Middle, 2);
        f.fill();
        f.at(Phase::Artillery, A);
        f.roll2(12);
        const Outcome o = fire(f.b, f.rules, f.roller, {art, inf});
        QCOMPARE(o.refusal.code, RefusalCode::LineOfFireBlocked);
        QVERIFY(f.words(o).contains(QStringLiteral("§5.1")));
        QVERIFY(!f.unit(art).acted);
        QCOMPARE(f.dice.rolls().size(), std::size_t(0));
    }

    // T6 (§2.4, G1): infantry in A line 1 may fire at Middle 1 only.
    void t6InfantryTargets_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("column");
        QTest::addColumn<int>("code");
        QTest::newRow("Middle 1: legal") << int(SpaceKind::Middle) << 1 << int(RefusalCode::None);
        QTest::newRow("D line 1: 2 spaces, infantry")
            << int(SpaceKind::Line) << 1 << int(RefusalCode::OutOfRange);
        QTest::newRow("Middle 2: diagonal")
            << int(SpaceKind::Middle) << 2 << int(RefusalCode::NotInFront);
    }
    void t6InfantryTargets()
    {
        QFETCH(int, kind);
        QFETCH(int, column);
        QFETCH(int, code);
        BoardFixture f;
        const int inf = f.add(A, UnitType::Infantry, SpaceKind::Line, 1);
        const int target = f.add(D, UnitType::Infantry, SpaceKind(kind), column);
        f.fill();
        f.at(Phase::Infantry, A);
        QCOMPARE(int(checkFire(f.b, f.rules, {inf, target}).code), code);
    }

    // §5.1, §2.4, §4, B-19: the other refusals, each against a legal counterpart above.
    void refusals_data()
    {
        QTest::addColumn<int>("firerType");
        QTest::addColumn<int>("firerKind");
        QTest::addColumn<int>("targetType");
        QTest::addColumn<int>("phase");
        QTest::addColumn<int>("active");
        QTest::addColumn<int>("code");
        const int inf = int(UnitType::Infantry);
        QTest::newRow("from the reserve: nothing in front")
            << inf << int(SpaceKind::Reserve) << inf << int(Phase::Infantry) << 0
            << int(RefusalCode::NothingInFront);
        QTest::newRow("target a leader (B-19)")
            << inf << int(SpaceKind::Middle) << int(UnitType::Leader) << int(Phase::Infantry) << 0
            << int(RefusalCode::TargetNotBrigade);
        QTest::newRow("infantry in the cavalry phase")
            << inf << int(SpaceKind::Middle) << inf << int(Phase::Cavalry) << 0
            << int(RefusalCode::WrongPhase);
        QTest::newRow("in the defender's half")
            << inf << int(SpaceKind::Middle) << inf << int(Phase::Infantry) << 1
            << int(RefusalCode::NotActiveSide);
        QTest::newRow("a leader never fires")
            << int(UnitType::Leader) << int(SpaceKind::Middle) << inf << int(Phase::Leader) << 0
            << int(RefusalCode::CannotFire);
        QTest::newRow("legal: infantry in the middle at the line in front")
            << inf << int(SpaceKind::Middle) << inf << int(Phase::Infantry) << 0
            << int(RefusalCode::None);
    }
    void refusals()
    {
        QFETCH(int, firerType);
        QFETCH(int, firerKind);
        QFETCH(int, targetType);
        QFETCH(int, phase);
        QFETCH(int, active);
        QFETCH(int, code);
        BoardFixture f;
        const int firer = f.add(A, UnitType(firerType), SpaceKind(firerKind),
                                firerKind == int(SpaceKind::Reserve) ? 0 : 2);
        const int target = f.add(D, UnitType(targetType), SpaceKind::Line, 2);
        f.fill();
        f.at(Phase(phase), active == 0 ? A : D);
        const Refusal r = checkFire(f.b, f.rules, {firer, target});
        QCOMPARE(int(r.code), code);
        if (code != int(RefusalCode::None))
            QVERIFY(explainRefusal(r, f.b).startsWith(QStringLiteral("§")));
    }

    // §4: one action per unit per phase.
    void secondActionRefused()
    {
        BoardFixture f;
        const int inf = f.add(A, UnitType::Infantry, SpaceKind::Middle, 2);
        const int target = f.add(D, UnitType::Infantry, SpaceKind::Line, 2);
        f.add(D, UnitType::Infantry, SpaceKind::Line, 2);
        f.fill();
        f.at(Phase::Infantry, A);
        f.roll2(3);
        QVERIFY(!fire(f.b, f.rules, f.roller, {inf, target}).refused());
        QVERIFY(f.b.combatThisTurn);
        QCOMPARE(checkFire(f.b, f.rules, {inf, target}).code, RefusalCode::AlreadyActed);
    }

    // T10: the firer's natural 11 kills a leader at the target's space, hit or miss.
    void t10NaturalElevenKillsLeader()
    {
        BoardFixture f;
        const int inf = f.add(A, UnitType::Infantry, SpaceKind::Middle, 2);
        const int target = f.add(D, UnitType::Infantry, SpaceKind::Line, 2);
        const int leader = f.add(D, UnitType::Leader, SpaceKind::Line, 2);
        f.add(D, UnitType::Infantry, SpaceKind::Line, 2);
        f.fill();
        f.at(Phase::Infantry, A);
        f.roll2(11);
        f.roll1(1);
        const Outcome o = fire(f.b, f.rules, f.roller, {inf, target});
        QVERIFY(f.unit(leader).eliminated);
        QCOMPARE(o.events[1].kind, EventKind::LeaderKilled);
        QVERIFY(f.words(o).contains(QStringLiteral("§6")));
    }

    // T11: only the natural roll counts; an elite's modified 11 kills no leader.
    void t11ModifiedElevenKillsNoLeader()
    {
        BoardFixture f;
        const int inf = f.add(A, UnitType::Infantry, SpaceKind::Middle, 2, true);
        const int target = f.add(D, UnitType::Infantry, SpaceKind::Line, 2);
        const int leader = f.add(D, UnitType::Leader, SpaceKind::Line, 2);
        f.add(D, UnitType::Infantry, SpaceKind::Line, 2);
        f.fill();
        f.at(Phase::Infantry, A);
        f.roll2(10);
        f.roll1(1);
        const Outcome o = fire(f.b, f.rules, f.roller, {inf, target});
        QCOMPARE(o.events[0].roll.total(), 11);
        QVERIFY(!f.unit(leader).eliminated);
    }

    // T25, T26 (DEFAULT-DATA): artillery 2 spaces at entrenched infantry; to-hit 9 - 1.
    void t25t26ArtilleryAtEntrenchedInfantry_defaultData_data()
    {
        QTest::addColumn<int>("natural");
        QTest::addColumn<int>("result");
        QTest::addColumn<int>("where");
        QTest::newRow("T25 natural 9: 8 < 9, miss") << 9 << 0 << int(SpaceKind::Line);
        QTest::newRow("T26 natural 10, result 4: eliminated") << 10 << 4 << int(SpaceKind::Gone);
        QTest::newRow("T26 natural 10, result 3: retreats") << 10 << 3 << int(SpaceKind::Retreat);
    }
    void t25t26ArtilleryAtEntrenchedInfantry_defaultData()
    {
        QFETCH(int, natural);
        QFETCH(int, result);
        QFETCH(int, where);
        BoardFixture f;
        const int art = f.add(A, UnitType::Artillery, SpaceKind::Line, 2);
        const int inf = f.add(D, UnitType::Infantry, SpaceKind::Line, 2);
        f.add(D, UnitType::Infantry, SpaceKind::Line, 2);
        f.fill();
        f.b.entrenched[1][2] = true;
        f.at(Phase::Artillery, A);
        f.roll2(natural);
        if (result > 0)
            f.roll1(result);
        const Outcome o = fire(f.b, f.rules, f.roller, {art, inf});
        QCOMPARE(o.events[0].roll.target, 9);
        QCOMPARE(o.events[0].roll.total(), natural - 1);
        QCOMPARE(int(f.unit(inf).kind), where);
        if (result > 0)
            QCOMPARE(o.events[1].roll.target, 4);
        QVERIFY(f.words(o).contains(QStringLiteral("-1 (entrenched)")));
    }

    // B-25: fire.to_hit_key = target reads the target's row (cavalry firing at artillery: 7).
    void toHitKeyTarget()
    {
        BoardFixture f;
        const int cav = f.add(A, UnitType::Cavalry, SpaceKind::Middle, 1);
        const int art = f.add(D, UnitType::Artillery, SpaceKind::Line, 1);
        f.fill();
        f.at(Phase::Cavalry, A);
        f.roll2(7);
        f.roll1(6);
        QCOMPARE(fire(f.b, f.rules, f.roller, {cav, art}).events[0].roll.target, 9);
        BoardFixture g;
        g.rules.settings.toHitKey = RowKey::Target;
        const int cav2 = g.add(A, UnitType::Cavalry, SpaceKind::Middle, 1);
        const int art2 = g.add(D, UnitType::Artillery, SpaceKind::Line, 1);
        g.fill();
        g.at(Phase::Cavalry, A);
        g.roll2(7);
        g.roll1(6);
        const Outcome o = fire(g.b, g.rules, g.roller, {cav2, art2});
        QCOMPARE(o.events[0].roll.target, 7);
        QVERIFY(g.unit(art2).eliminated);
    }

    // B-6: a firer-target override replaces the firer's result number.
    void resultOverride()
    {
        BoardFixture f;
        f.rules.tables
            .resultOverrides[std::size_t(TableRow::Artillery)][std::size_t(TableRow::Infantry)] = 6;
        const int art = f.add(A, UnitType::Artillery, SpaceKind::Line, 3);
        const int inf = f.add(D, UnitType::Infantry, SpaceKind::Middle, 3);
        f.fill();
        f.at(Phase::Artillery, A);
        f.roll2(12);
        f.roll1(5);
        const Outcome o = fire(f.b, f.rules, f.roller, {art, inf});
        QCOMPARE(o.events[1].roll.target, 6);
        QCOMPARE(f.unit(inf).kind, SpaceKind::Retreat);
    }
};

QTEST_GUILESS_MAIN(TestFire)
#include "tst_fire.moc"
