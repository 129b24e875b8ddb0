// Ending the battle (§7): the attacker's end-of-turn roll (§7.3), retreat by choice from turn 2
// (§7.2, retreat.when), the winner (§7.4), and pursuit with and without the cavalry screen
// (§7.5, B-11). Worked cases T13-T16 (rule-only) and T34, T35 (DEFAULT-DATA).
#include "boardfixture.h"
#include "core/battleboard/ending.h"
#include "core/battleboard/pursuit.h"
#include "core/battleboard/turn.h"

#include <QTest>

using namespace herald::battleboard;

namespace {
constexpr Side A = Side::Attacker;
constexpr Side D = Side::Defender;

/// A quiet board at the defender's half of the leader phase of `turn`.
void quietEndOfTurn(BoardFixture &f, int turn)
{
    f.fill();
    f.b.turn = turn;
    f.at(Phase::Leader, D);
}

void endWith(BoardFixture &f, Side retreating)
{
    Outcome o;
    endBattle(f.b, {EndCause::Declared, retreating, 0}, o);
}
} // namespace

class TestEnding : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // T13, T14 (§7.3): the roll is made with no combat and an empty middle; the attacker
    // retreats when d6 < turn.
    void forcedRetreatRoll_data()
    {
        QTest::addColumn<int>("turn");
        QTest::addColumn<int>("d6");
        QTest::addColumn<bool>("retreats");
        QTest::newRow("T13 turn 1, d6 1: goes on") << 1 << 1 << false;
        QTest::newRow("turn 2, d6 1: retreats") << 2 << 1 << true;
        QTest::newRow("T14 turn 3, d6 2: retreats") << 3 << 2 << true;
        QTest::newRow("T14 turn 3, d6 3: goes on") << 3 << 3 << false;
        QTest::newRow("turn 7, d6 6: retreats") << 7 << 6 << true;
    }
    void forcedRetreatRoll()
    {
        QFETCH(int, turn);
        QFETCH(int, d6);
        QFETCH(bool, retreats);
        BoardFixture f;
        quietEndOfTurn(f, turn);
        f.roll1(d6);
        const Outcome o = endHalf(f.b, f.rules, f.roller);
        QCOMPARE(o.events[0].kind, EventKind::ForcedRetreatRoll);
        QCOMPARE(f.b.running(), !retreats);
        if (retreats) {
            QCOMPARE(f.b.end->cause, EndCause::ForcedRoll);
            QCOMPARE(f.b.end->winner().value_or(A), D);
        } else {
            QCOMPARE(f.b.turn, turn + 1);
        }
    }

    // T15 (B-15): a leader in the middle stops the roll; with the setting off it does not.
    void t15LeaderInTheMiddle()
    {
        for (const bool leadersCount : {true, false}) {
            BoardFixture f;
            f.rules.settings.middleIncludesLeaders = leadersCount;
            f.add(D, UnitType::Leader, SpaceKind::Middle, 1);
            quietEndOfTurn(f, 3);
            f.roll1(1);
            const Outcome o = endHalf(f.b, f.rules, f.roller);
            QCOMPARE(o.events[0].kind,
                     leadersCount ? EventKind::NoForcedRetreatRoll : EventKind::ForcedRetreatRoll);
        }
    }

    // §7.3 condition 1: a fire or charge this turn stops the roll.
    void combatStopsTheRoll()
    {
        BoardFixture f;
        quietEndOfTurn(f, 5);
        f.b.combatThisTurn = true;
        const Outcome o = endHalf(f.b, f.rules, f.roller);
        QCOMPARE(o.events[0].kind, EventKind::NoForcedRetreatRoll);
        QVERIFY(f.b.running());
        QVERIFY(!f.b.combatThisTurn); // a new turn starts clean
    }

    // T16 (§7.2, B-27): turn 1 refused; turn 2 in A's half refused; turn 2 in D's half
    // accepted. With retreat.when = any_phase the second is accepted.
    void t16RetreatByChoice_data()
    {
        QTest::addColumn<int>("turn");
        QTest::addColumn<int>("phase");
        QTest::addColumn<int>("active");
        QTest::addColumn<bool>("anyPhase");
        QTest::addColumn<int>("code");
        QTest::newRow("turn 1: refused")
            << 1 << int(Phase::Cavalry) << 1 << false << int(RefusalCode::RetreatTooEarly);
        QTest::newRow("turn 2, A's half of infantry: refused")
            << 2 << int(Phase::Infantry) << 0 << false << int(RefusalCode::RetreatNotOwnHalf);
        QTest::newRow("turn 2, D's half of artillery: accepted")
            << 2 << int(Phase::Artillery) << 1 << false << int(RefusalCode::None);
        QTest::newRow("any_phase: A's half accepted")
            << 2 << int(Phase::Infantry) << 0 << true << int(RefusalCode::None);
    }
    void t16RetreatByChoice()
    {
        QFETCH(int, turn);
        QFETCH(int, phase);
        QFETCH(int, active);
        QFETCH(bool, anyPhase);
        QFETCH(int, code);
        BoardFixture f;
        f.rules.settings.retreatWhen = anyPhase ? RetreatWhen::AnyPhase : RetreatWhen::OwnHalf;
        f.fill();
        f.b.turn = turn;
        f.at(Phase(phase), active == 0 ? A : D);
        const Outcome o = declareRetreat(f.b, f.rules, D);
        QCOMPARE(int(o.refusal.code), code);
        if (code == int(RefusalCode::None)) {
            QCOMPARE(f.b.stage, Stage::Pursuit);
            QCOMPARE(f.b.end->cause, EndCause::Declared);
            QCOMPARE(f.b.end->winner().value_or(D), A);
        } else {
            QVERIFY(f.b.running());
            QVERIFY(f.words(o).contains(QStringLiteral("§7.2")));
        }
    }

    // T34 (DEFAULT-DATA): the screen; cav #1 misses (9 - 1 = 8), cav #2 eliminates the D cav
    // (10 - 1 = 9), then the infantry may pursue and eliminates the artillery (8 - 1 = 7).
    void t34PursuitWithScreen_defaultData()
    {
        BoardFixture f;
        const int dCav = f.add(D, UnitType::Cavalry, SpaceKind::Reserve);
        f.add(D, UnitType::Infantry, SpaceKind::Line, 1);
        f.add(D, UnitType::Infantry, SpaceKind::Line, 1);
        const int dArt = f.add(D, UnitType::Artillery, SpaceKind::Retreat);
        const int cav1 = f.add(A, UnitType::Cavalry, SpaceKind::Line, 1);
        const int cav2 = f.add(A, UnitType::Cavalry, SpaceKind::Line, 1);
        const int inf = f.add(A, UnitType::Infantry, SpaceKind::Line, 1);
        f.add(A, UnitType::Infantry, SpaceKind::Line, 1);
        f.add(A, UnitType::Infantry, SpaceKind::Reserve);
        f.b.size = BattleSize::Minor;
        endWith(f, D);
        QVERIFY(screenStands(f.b));
        QCOMPARE(checkPursuit(f.b, f.rules, {inf, dCav}).code, RefusalCode::CavalryScreen);
        QCOMPARE(checkPursuit(f.b, f.rules, {cav1, dArt}).code, RefusalCode::CavalryScreen);
        f.roll2(9);
        Outcome o = pursue(f.b, f.rules, f.roller, {cav1, dCav});
        QCOMPARE(o.events[0].roll.total(), 8);
        QCOMPARE(o.events[0].roll.target, 9);
        QVERIFY(!f.unit(dCav).eliminated);
        QCOMPARE(checkPursuit(f.b, f.rules, {cav1, dCav}).code, RefusalCode::AlreadyPursued);
        f.roll2(10);
        o = pursue(f.b, f.rules, f.roller, {cav2, dCav});
        QVERIFY(f.unit(dCav).eliminated);
        QVERIFY(f.unit(dCav).eliminatedInPursuit);
        QVERIFY(!screenStands(f.b));
        f.roll2(8);
        o = pursue(f.b, f.rules, f.roller, {inf, dArt});
        QCOMPARE(o.events[0].roll.total(), 7);
        QVERIFY(f.unit(dArt).eliminated);
        QVERIFY(f.words(o).contains(QStringLiteral("§7.5")));
        QVERIFY(!endPursuit(f.b).refused());
        QCOMPARE(f.b.stage, Stage::Finished);
    }

    // B-11: with pursuit.infantry_after_screen = false the infantry never pursues once a
    // screen stood at the start.
    void infantryBarredWhenScreenAtStart()
    {
        BoardFixture f;
        f.rules.settings.infantryAfterScreen = false;
        const int dCav = f.add(D, UnitType::Cavalry, SpaceKind::Line, 1);
        const int dInf = f.add(D, UnitType::Infantry, SpaceKind::Line, 1);
        const int cav = f.add(A, UnitType::Cavalry, SpaceKind::Line, 1);
        const int inf = f.add(A, UnitType::Infantry, SpaceKind::Line, 1);
        f.b.size = BattleSize::Minor;
        endWith(f, D);
        f.roll2(12);
        pursue(f.b, f.rules, f.roller, {cav, dCav});
        QVERIFY(!screenStands(f.b));
        QCOMPARE(checkPursuit(f.b, f.rules, {inf, dInf}).code, RefusalCode::ScreenBarsInfantry);
    }

    // §7.5 without cavalry: cavalry and infantry pursue anything, retreat box and leaders too;
    // artillery, leaders and brigades in the retreat box never pursue.
    void pursuitWithoutScreen()
    {
        BoardFixture f;
        const int dLeader = f.add(D, UnitType::Leader, SpaceKind::Reserve);
        const int dInf = f.add(D, UnitType::Infantry, SpaceKind::Retreat);
        f.add(D, UnitType::Infantry, SpaceKind::Line, 1);
        const int inf = f.add(A, UnitType::Infantry, SpaceKind::Line, 1);
        const int cav = f.add(A, UnitType::Cavalry, SpaceKind::Reserve);
        const int art = f.add(A, UnitType::Artillery, SpaceKind::Line, 1);
        const int aLeader = f.add(A, UnitType::Leader, SpaceKind::Reserve);
        const int boxed = f.add(A, UnitType::Infantry, SpaceKind::Retreat);
        f.b.size = BattleSize::Minor;
        endWith(f, D);
        QVERIFY(!screenStands(f.b));
        QCOMPARE(checkPursuit(f.b, f.rules, {art, dInf}).code, RefusalCode::NotAPursuer);
        QCOMPARE(checkPursuit(f.b, f.rules, {aLeader, dInf}).code, RefusalCode::NotAPursuer);
        QCOMPARE(checkPursuit(f.b, f.rules, {boxed, dInf}).code, RefusalCode::InRetreatBox);
        QCOMPARE(checkPursuit(f.b, f.rules, {inf, inf}).code, RefusalCode::TargetNotEnemy);
        // DEFAULT-DATA: leader hit number 9, -1 in the reserve; infantry 8, -1 in the box.
        f.roll2(10);
        Outcome o = pursue(f.b, f.rules, f.roller, {inf, dLeader});
        QCOMPARE(o.events[0].roll.target, 9);
        QVERIFY(f.unit(dLeader).eliminated);
        f.roll2(8);
        o = pursue(f.b, f.rules, f.roller, {cav, dInf});
        QCOMPARE(o.events[0].roll.total(), 7);
        QVERIFY(!f.unit(dInf).eliminated);
    }

    // T35 (DEFAULT-DATA): elite cavalry pursues infantry in the D line: 7 + 1 = 8 >= 8.
    void t35EliteCavalryPursuit_defaultData()
    {
        BoardFixture f;
        const int dInf = f.add(D, UnitType::Infantry, SpaceKind::Line, 1);
        const int cav = f.add(A, UnitType::Cavalry, SpaceKind::Middle, 1, true);
        f.b.size = BattleSize::Minor;
        endWith(f, D);
        f.roll2(7);
        const Outcome o = pursue(f.b, f.rules, f.roller, {cav, dInf});
        QCOMPARE(o.events[0].roll.total(), 8);
        QVERIFY(f.unit(dInf).eliminated);
    }

    // §7.4: pursuit is refused before the battle ends and after it finishes.
    void pursuitOnlyAfterTheEnd()
    {
        BoardFixture f;
        const int dInf = f.add(D, UnitType::Infantry, SpaceKind::Line, 1);
        const int inf = f.add(A, UnitType::Infantry, SpaceKind::Line, 1);
        f.b.size = BattleSize::Minor;
        QCOMPARE(checkPursuit(f.b, f.rules, {inf, dInf}).code, RefusalCode::NotPursuit);
        QCOMPARE(endPursuit(f.b).refusal.code, RefusalCode::NotPursuit);
    }
};

QTEST_GUILESS_MAIN(TestEnding)
#include "tst_ending.moc"
