// The turn (§4): phases in order, attacker's half then defender's, one action per unit per
// phase; entrench (§5.4), rally (§5.5), and the broken line checked at once after a result
// (§7.1). Worked cases T18 (rule-only), T31, T32 (DEFAULT-DATA).
#include "boardfixture.h"
#include "core/battleboard/actor.h"
#include "core/battleboard/entrench.h"
#include "core/battleboard/fire.h"
#include "core/battleboard/move.h"
#include "core/battleboard/rally.h"
#include "core/battleboard/turn.h"

#include <QTest>

using namespace herald::battleboard;

namespace {
constexpr Side A = Side::Attacker;
constexpr Side D = Side::Defender;
} // namespace

class TestTurn : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // §4: cavalry, artillery, infantry, leader; attacker then defender; a new turn after.
    void phaseOrder()
    {
        BoardFixture f;
        f.add(A, UnitType::Infantry, SpaceKind::Middle, 1);
        f.fill();
        const int cav = f.add(A, UnitType::Cavalry, SpaceKind::Reserve);
        std::vector<std::pair<Phase, Side>> seen;
        seen.emplace_back(f.b.phase, f.b.active);
        QVERIFY(!pass(f.b, f.rules, cav).refused());
        QCOMPARE(pass(f.b, f.rules, cav).refusal.code, RefusalCode::AlreadyActed);
        for (int i = 0; i < 7; ++i) {
            QVERIFY(!endHalf(f.b, f.rules, f.roller).refused());
            seen.emplace_back(f.b.phase, f.b.active);
        }
        const std::vector<std::pair<Phase, Side>> expected{
            {Phase::Cavalry, A},   {Phase::Cavalry, D},  {Phase::Artillery, A},
            {Phase::Artillery, D}, {Phase::Infantry, A}, {Phase::Infantry, D},
            {Phase::Leader, A},    {Phase::Leader, D}};
        QVERIFY(seen == expected);
        QCOMPARE(f.b.turn, 1);
        // The middle holds a unit, so no end-of-turn roll (§7.3); turn 2 starts.
        const Outcome o = endHalf(f.b, f.rules, f.roller);
        QCOMPARE(f.b.turn, 2);
        QCOMPARE(f.b.phase, Phase::Cavalry);
        QCOMPARE(f.b.active, A);
        QCOMPARE(o.events[0].kind, EventKind::NoForcedRetreatRoll);
        QVERIFY(!f.unit(cav).acted); // acted flags cleared each phase
    }

    // B-5: with actions.optional off a player cannot end his half, nor pass a unit, while
    // one of his units can still act; a unit with nothing legal left does not hold him.
    void actionsOptionalOff()
    {
        BoardFixture f;
        f.rules.settings.actionsOptional = false;
        const int cav = f.add(D, UnitType::Cavalry, SpaceKind::Reserve);
        f.add(D, UnitType::Cavalry, SpaceKind::Retreat);
        f.fill();
        f.at(Phase::Cavalry, D);
        const Outcome refused = endHalf(f.b, f.rules, f.roller);
        QCOMPARE(refused.refusal.code, RefusalCode::UnitMustAct);
        QCOMPARE(refused.refusal.unit, cav);
        QVERIFY(f.words(refused).contains(QStringLiteral("B-5")));
        QCOMPARE(pass(f.b, f.rules, cav).refusal.code, RefusalCode::UnitMustAct);
        QVERIFY(!move(f.b, f.rules, f.roller, {cav, space(D, SpaceKind::Line, 1)}).refused());
        QVERIFY(!endHalf(f.b, f.rules, f.roller).refused());
        QCOMPARE(f.b.phase, Phase::Artillery);
    }

    // T18 (§7.1): the defender's only column-1 brigade retreats under fire: the battle ends
    // at once and nothing else happens in that phase.
    void t18BrokenAtOnce()
    {
        BoardFixture f;
        const int inf = f.add(A, UnitType::Infantry, SpaceKind::Middle, 1);
        const int inf2 = f.add(A, UnitType::Infantry, SpaceKind::Middle, 1);
        const int target = f.add(D, UnitType::Infantry, SpaceKind::Line, 1);
        f.fill();
        f.at(Phase::Infantry, A);
        f.roll2(12);
        f.roll1(1);
        fire(f.b, f.rules, f.roller, {inf, target});
        QCOMPARE(f.unit(target).kind, SpaceKind::Retreat);
        QCOMPARE(f.b.stage, Stage::Pursuit);
        QCOMPARE(f.b.end->retreating.value_or(A), D);
        QCOMPARE(f.b.end->cause, EndCause::Broken);
        QCOMPARE(pass(f.b, f.rules, inf2).refusal.code, RefusalCode::BattleOver);
        QCOMPARE(endHalf(f.b, f.rules, f.roller).refusal.code, RefusalCode::BattleOver);
    }

    // T32 (DEFAULT-DATA): 1861 with a leader, natural 8: 8 - 1 + 1 = 8 >= 8; with WAoI 9.
    void t32Entrench_defaultData()
    {
        for (const bool waoi : {false, true}) {
            BoardFixture f;
            f.rules.settings.year = 1861;
            f.rules.settings.waoi.enabled = waoi;
            const int inf = f.add(D, UnitType::Infantry, SpaceKind::Line, 2);
            f.add(D, UnitType::Leader, SpaceKind::Line, 2);
            f.fill();
            f.at(Phase::Infantry, D);
            f.roll2(8);
            const Outcome o = entrench(f.b, f.rules, f.roller, inf);
            QCOMPARE(o.events[0].roll.total(), waoi ? 9 : 8);
            QVERIFY(f.b.isEntrenched(space(D, SpaceKind::Line, 2)));
            // B-20: no stacking.
            f.b.units[std::size_t(inf)].acted = false;
            QCOMPARE(checkEntrench(f.b, f.rules, inf).code, RefusalCode::AlreadyEntrenched);
        }
    }

    // G3: two leaders in the space still give one leader's DRM (DEFAULT-DATA: 7 + 1 = 8).
    void oneLeaderDrmPerSpace_defaultData()
    {
        BoardFixture f;
        const int inf = f.add(D, UnitType::Infantry, SpaceKind::Line, 2);
        f.add(D, UnitType::Leader, SpaceKind::Line, 2);
        f.add(D, UnitType::Leader, SpaceKind::Line, 2);
        f.fill();
        f.at(Phase::Infantry, D);
        f.roll2(7);
        const Outcome o = entrench(f.b, f.rules, f.roller, inf);
        QCOMPARE(o.events[0].roll.total(), 8);
    }

    // §5.4: a failed roll leaves the space as it was (DEFAULT-DATA: 7 < 8 in 1863).
    void entrenchFails_defaultData()
    {
        BoardFixture f;
        const int inf = f.add(D, UnitType::Infantry, SpaceKind::Line, 2);
        f.fill();
        f.at(Phase::Infantry, D);
        f.roll2(7);
        const Outcome o = entrench(f.b, f.rules, f.roller, inf);
        QVERIFY(!o.events[0].roll.reached());
        QVERIFY(!f.b.isEntrenched(space(D, SpaceKind::Line, 2)));
        QVERIFY(f.words(o).contains(QStringLiteral("failed")));
    }

    // §5.4: only infantry, only in its own line space.
    void entrenchRefusals()
    {
        BoardFixture f;
        const int mid = f.add(D, UnitType::Infantry, SpaceKind::Middle, 1);
        const int res = f.add(D, UnitType::Infantry, SpaceKind::Reserve);
        const int cav = f.add(D, UnitType::Cavalry, SpaceKind::Line, 1);
        const int line = f.add(D, UnitType::Infantry, SpaceKind::Line, 3);
        f.fill();
        f.at(Phase::Infantry, D);
        QCOMPARE(checkEntrench(f.b, f.rules, mid).code, RefusalCode::NotOwnLine);
        QCOMPARE(checkEntrench(f.b, f.rules, res).code, RefusalCode::NotOwnLine);
        QCOMPARE(checkEntrench(f.b, f.rules, cav).code, RefusalCode::WrongPhase);
        QCOMPARE(checkEntrench(f.b, f.rules, line).code, RefusalCode::None);
        f.at(Phase::Cavalry, D);
        QCOMPARE(checkEntrench(f.b, f.rules, cav).code, RefusalCode::NotInfantry);
    }

    // T31 (DEFAULT-DATA): a leader in the reserve rallies elite infantry: 6 + 1 = 7 >= 7.
    void t31Rally_defaultData()
    {
        BoardFixture f;
        const int leader = f.add(A, UnitType::Leader, SpaceKind::Reserve);
        const int inf = f.add(A, UnitType::Infantry, SpaceKind::Retreat, 0, true);
        f.fill();
        f.at(Phase::Leader, A);
        f.roll2(6);
        const Outcome o = rally(f.b, f.rules, f.roller, {leader, inf});
        QCOMPARE(o.events[0].roll.total(), 7);
        QCOMPARE(o.events[0].roll.target, 7);
        QCOMPARE(f.unit(inf).kind, SpaceKind::Reserve);
        // One attempt per leader per leader phase.
        QCOMPARE(checkRally(f.b, f.rules, {leader, inf}).code, RefusalCode::AlreadyActed);
    }

    // §5.5: only from the leader's own reserve box, only brigades in the retreat box.
    void rallyRefusals()
    {
        BoardFixture f;
        const int inLine = f.add(A, UnitType::Leader, SpaceKind::Line, 1);
        const int inReserve = f.add(A, UnitType::Leader, SpaceKind::Reserve);
        const int retreated = f.add(A, UnitType::Artillery, SpaceKind::Retreat);
        const int reserve = f.add(A, UnitType::Artillery, SpaceKind::Reserve);
        const int enemy = f.add(D, UnitType::Artillery, SpaceKind::Retreat);
        f.fill();
        f.at(Phase::Leader, A);
        QCOMPARE(checkRally(f.b, f.rules, {inLine, retreated}).code,
                 RefusalCode::LeaderNotInReserve);
        QCOMPARE(checkRally(f.b, f.rules, {inReserve, reserve}).code, RefusalCode::NotInRetreatBox);
        QCOMPARE(checkRally(f.b, f.rules, {inReserve, enemy}).code, RefusalCode::NotInRetreatBox);
        QCOMPARE(checkRally(f.b, f.rules, {inReserve, retreated}).code, RefusalCode::None);
        f.at(Phase::Infantry, A);
        QCOMPARE(checkRally(f.b, f.rules, {inReserve, retreated}).code, RefusalCode::WrongPhase);
    }
};

QTEST_GUILESS_MAIN(TestTurn)
#include "tst_turn.moc"
