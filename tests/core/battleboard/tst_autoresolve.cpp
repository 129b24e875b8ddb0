// The auto-resolve policy (§15): set-up (§15.1), the choices of the cavalry, artillery and
// infantry phases (§15.2) and the leader phase (§15.3), evasion, retreat by choice, pursuit
// order and the turn cap (§15.4), and the odds of N simulated battles. Policy cases P1, P4
// (rule-only) and P2, P3 (DEFAULT-DATA).
#include "boardfixture.h"
#include "core/battleboard/autodeploy.h"
#include "core/battleboard/autoplay.h"
#include "core/battleboard/ending.h"
#include "core/battleboard/odds.h"
#include "core/battleboard/simulation.h"

#include <QTest>

using namespace herald::battleboard;

namespace {
constexpr Side A = Side::Attacker;
constexpr Side D = Side::Defender;

Deployment piece(UnitType type, bool elite = false)
{
    return {type, elite, SpaceKind::Reserve, 0, 0};
}

std::vector<Deployment> standardArmy()
{
    return {piece(UnitType::Infantry),  piece(UnitType::Infantry),  piece(UnitType::Infantry),
            piece(UnitType::Infantry),  piece(UnitType::Cavalry),   piece(UnitType::Cavalry),
            piece(UnitType::Artillery), piece(UnitType::Artillery), piece(UnitType::Leader),
            piece(UnitType::Leader)};
}
} // namespace

class TestAutoResolve : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // §15.5 P1: 2 art, 3 inf, 1 cav, 2 leaders in a major battle (given out of order).
    void p1Setup()
    {
        const std::vector<Deployment> army{piece(UnitType::Infantry), piece(UnitType::Artillery),
                                           piece(UnitType::Leader),   piece(UnitType::Cavalry),
                                           piece(UnitType::Infantry), piece(UnitType::Artillery),
                                           piece(UnitType::Infantry), piece(UnitType::Leader)};
        const auto placed = autoDeploy(army, BattleSize::Major);
        // (kind, column) per input index
        const std::vector<std::pair<SpaceKind, int>> expected{
            {SpaceKind::Line, 3},    // inf #1: third brigade dealt
            {SpaceKind::Line, 2},    // art #1
            {SpaceKind::Reserve, 0}, // leader 1 rallies from the reserve
            {SpaceKind::Line, 3},    // cav, last
            {SpaceKind::Line, 2},    // inf #2
            {SpaceKind::Line, 1},    // art #2
            {SpaceKind::Line, 1},    // inf #3
            {SpaceKind::Line, 2}};   // leader 2
        for (std::size_t i = 0; i < expected.size(); ++i) {
            QCOMPARE(placed[i].kind, expected[i].first);
            QCOMPARE(placed[i].column, expected[i].second);
        }
    }

    // §15.1: elite before plain; minor battles have one column; leaders past the columns wait.
    void setupMinorAndElites()
    {
        const std::vector<Deployment> army{piece(UnitType::Cavalry), piece(UnitType::Cavalry, true),
                                           piece(UnitType::Leader), piece(UnitType::Leader),
                                           piece(UnitType::Leader)};
        const auto placed = autoDeploy(army, BattleSize::Minor);
        QCOMPARE(placed[0].column, 1);
        QCOMPARE(placed[1].column, 1);
        QCOMPARE(placed[2].kind, SpaceKind::Reserve);
        QCOMPARE(placed[3].kind, SpaceKind::Line);
        QCOMPARE(placed[4].kind, SpaceKind::Reserve);
        const auto major = autoDeploy(
            {piece(UnitType::Cavalry), piece(UnitType::Cavalry, true), piece(UnitType::Cavalry)},
            BattleSize::Major);
        QCOMPARE(major[1].column, 2); // the elite is dealt first
        QCOMPARE(major[0].column, 1);
        QCOMPARE(major[2].column, 3);
    }

    // The chances the policy weighs (§15.2, §11.3's reference figures).
    void chances()
    {
        QCOMPARE(chanceAtLeast(7), 21.0 / 36);
        QCOMPARE(chanceAtLeast(9), 10.0 / 36);
        QCOMPARE(chanceAtLeast(2), 1.0);
        QCOMPARE(chanceAtLeast(13), 0.0);
        QVERIFY(qAbs(chanceToWin(1) - 0.556) < 0.001);
        QVERIFY(qAbs(chargeEdge(1) - 0.2207) < 0.0001);
        QVERIFY(qAbs(chargeEdge(2) - 0.4252) < 0.0001);
        QCOMPARE(chargeEdge(0), 0.0);
    }

    // §15.5 P2, P3 (DEFAULT-DATA): cav in Middle 1 against one D inf: fires (0.28 > 0.22);
    // with a leader the charge (0.42) wins.
    void p2p3FireOrCharge_defaultData()
    {
        for (const bool leader : {false, true}) {
            BoardFixture f;
            const int cav = f.add(A, UnitType::Cavalry, SpaceKind::Middle, 1);
            if (leader)
                f.add(A, UnitType::Leader, SpaceKind::Middle, 1);
            const int inf = f.add(D, UnitType::Infantry, SpaceKind::Line, 1);
            f.fill();
            f.at(Phase::Cavalry, A);
            const PolicyChoice c = choose(f.b, f.rules, cav);
            if (leader) {
                QCOMPARE(c.step, PolicyStep::Charge);
                QVERIFY(qAbs(c.chance - 0.4252) < 0.0001);
                QCOMPARE(c.charge.assignments.size(), std::size_t(1));
                QCOMPARE(c.charge.assignments[0].target, inf);
            } else {
                QCOMPARE(c.step, PolicyStep::Fire);
                QCOMPARE(c.target, inf);
                QCOMPARE(c.chance, 10.0 / 36);
            }
        }
    }

    // §15.5 P4: cavalry in A line 2 with nothing in reach advances into Middle 2.
    void p4Advance()
    {
        BoardFixture f;
        const int cav = f.add(A, UnitType::Cavalry, SpaceKind::Line, 2);
        f.fill();
        f.at(Phase::Cavalry, A);
        const PolicyChoice c = choose(f.b, f.rules, cav);
        QCOMPARE(c.step, PolicyStep::Advance);
        QCOMPARE(c.to, space(A, SpaceKind::Middle, 2));
    }

    // §15.2 steps 3-5: the defender's infantry entrenches, never advances; a reserve brigade
    // goes to the thinnest column (ties 2, 1, 3); a brigade with nothing to do passes.
    void defenderSteps()
    {
        BoardFixture f;
        const int inf = f.add(D, UnitType::Infantry, SpaceKind::Line, 2);
        const int reserve = f.add(D, UnitType::Cavalry, SpaceKind::Reserve);
        f.add(D, UnitType::Infantry, SpaceKind::Line, 1);
        f.add(D, UnitType::Infantry, SpaceKind::Line, 3);
        f.add(D, UnitType::Infantry, SpaceKind::Line, 3);
        f.fill();
        f.at(Phase::Infantry, D);
        QCOMPARE(choose(f.b, f.rules, inf).step, PolicyStep::Entrench);
        f.b.entrenched[1][2] = true;
        QCOMPARE(choose(f.b, f.rules, inf).step, PolicyStep::Pass);
        f.at(Phase::Cavalry, D);
        const PolicyChoice c = choose(f.b, f.rules, reserve);
        QCOMPARE(c.step, PolicyStep::BringUp);
        QCOMPARE(c.to, space(D, SpaceKind::Line, 2));
    }

    // §15.2: a native without "++" charges whenever it legally can, even at poor odds.
    void nativesCharge()
    {
        BoardFixture f;
        f.rules.settings.waoi.enabled = true;
        f.rules.settings.waoi.nativeSide = D;
        f.rules.settings.waoi.nativeRating = 0;
        const int nat = f.add(D, UnitType::Infantry, SpaceKind::Middle, 2);
        f.add(A, UnitType::Infantry, SpaceKind::Line, 2);
        f.add(A, UnitType::Infantry, SpaceKind::Line, 2);
        f.b.entrenched[0][2] = true;
        f.fill();
        f.at(Phase::Infantry, D);
        QCOMPARE(choose(f.b, f.rules, nat).step, PolicyStep::Charge);
    }

    // §15.2 evasion: cavalry evades infantry when it would more likely lose, unless it is the
    // last brigade of its column (DEFAULT-DATA: cav +1 against an inf with a leader and +1
    // numbers).
    void evasionPolicy_defaultData()
    {
        BoardFixture f;
        const int cav = f.add(D, UnitType::Cavalry, SpaceKind::Line, 1);
        f.add(D, UnitType::Infantry, SpaceKind::Line, 1);
        const int inf = f.add(A, UnitType::Infantry, SpaceKind::Middle, 1);
        f.add(A, UnitType::Leader, SpaceKind::Middle, 1);
        f.fill();
        f.at(Phase::Infantry, A);
        QVERIFY(wantsToEvade(f.b, f.rules, inf, cav, 1));  // +1 +1 against +1: loses more
        QVERIFY(!wantsToEvade(f.b, f.rules, inf, cav, 0)); // even: stays
        BoardFixture g;
        const int lone = g.add(D, UnitType::Cavalry, SpaceKind::Line, 1);
        const int inf2 = g.add(A, UnitType::Infantry, SpaceKind::Middle, 1);
        g.add(A, UnitType::Leader, SpaceKind::Middle, 1);
        g.fill();
        g.at(Phase::Infantry, A);
        QVERIFY(!wantsToEvade(g.b, g.rules, inf2, lone, 3));
    }

    // §15.3: a leader in the reserve rallies the likeliest brigade (ties: cavalry first); an
    // attacker's leader in the line follows his brigades into the middle.
    void leaderPhase_defaultData()
    {
        BoardFixture f;
        const int leader = f.add(A, UnitType::Leader, SpaceKind::Reserve);
        f.add(A, UnitType::Infantry, SpaceKind::Retreat);
        const int cav = f.add(A, UnitType::Cavalry, SpaceKind::Retreat);
        f.add(A, UnitType::Artillery, SpaceKind::Retreat);
        const int forward = f.add(A, UnitType::Leader, SpaceKind::Line, 2);
        f.add(A, UnitType::Infantry, SpaceKind::Middle, 2);
        const int dLeader = f.add(D, UnitType::Leader, SpaceKind::Line, 2);
        f.fill();
        f.at(Phase::Leader, A);
        PolicyChoice c = choose(f.b, f.rules, leader);
        QCOMPARE(c.step, PolicyStep::Rally);
        QCOMPARE(c.target, cav);
        c = choose(f.b, f.rules, forward);
        QCOMPARE(c.step, PolicyStep::LeaderForward);
        QCOMPARE(c.to, space(A, SpaceKind::Middle, 2));
        f.at(Phase::Leader, D);
        QCOMPARE(choose(f.b, f.rules, dLeader).step, PolicyStep::Pass);
    }

    // §15.4: with autoresolve.declare_retreat_below a side short of brigades declares from
    // turn 2; the default (0) never does.
    void retreatByChoicePolicy()
    {
        for (const double below : {0.0, 0.9}) {
            BoardFixture f;
            f.rules.settings.autoResolve.declareRetreatBelow = below;
            f.add(A, UnitType::Cavalry, SpaceKind::Retreat);
            f.fill();
            f.b.startBrigades = {4, 3};
            f.b.turn = 2;
            f.at(Phase::Cavalry, A);
            playHalf(f.b, f.rules, f.roller);
            QCOMPARE(f.b.running(), below == 0.0);
            if (below > 0)
                QCOMPARE(f.b.end->cause, EndCause::Declared);
        }
    }

    // §15.4 pursuit order: elite cavalry, cavalry, infantry; the screen first; then the best
    // chance, ties cavalry, artillery, infantry, leaders.
    void pursuitOrder()
    {
        BoardFixture f;
        const int dCav = f.add(D, UnitType::Cavalry, SpaceKind::Line, 1);
        const int dArt = f.add(D, UnitType::Artillery, SpaceKind::Line, 1);
        const int inf = f.add(A, UnitType::Infantry, SpaceKind::Line, 1);
        const int cav = f.add(A, UnitType::Cavalry, SpaceKind::Line, 1);
        const int elite = f.add(A, UnitType::Cavalry, SpaceKind::Line, 1, true);
        f.b.size = BattleSize::Minor;
        Outcome o;
        endBattle(f.b, {EndCause::Declared, D, 0}, o);
        f.roll2(12); // elite cav eliminates the screen
        f.roll2(2);  // cav misses the artillery (7, the best chance)
        f.roll2(2);  // infantry misses it too
        std::vector<Outcome> log;
        playPursuit(f.b, f.rules, f.roller, &log);
        QCOMPARE(log.size(), std::size_t(4));
        QCOMPARE(log[0].events[0].unit, elite);
        QCOMPARE(log[0].events[0].other, dCav);
        QCOMPARE(log[1].events[0].unit, cav);
        QCOMPARE(log[1].events[0].other, dArt);
        QCOMPARE(log[2].events[0].unit, inf);
        QCOMPARE(f.b.stage, Stage::Finished);
    }

    // One seed gives one battle; the log explains every step; nothing is refused.
    void deterministicBattle()
    {
        Ruleset rules;
        const BattleStart start = autoStart(standardArmy(), standardArmy(), rules);
        QVERIFY(start.battle);
        BattleState first = *start.battle;
        BattleState second = *start.battle;
        herald::dice::Dice d1(herald::dice::Generator(42, 0));
        herald::dice::Dice d2(herald::dice::Generator(42, 0));
        RecordedDice r1(d1);
        RecordedDice r2(d2);
        std::vector<Outcome> log;
        resolveBattle(first, rules, r1, &log);
        resolveBattle(second, rules, r2);
        QCOMPARE(first.stage, Stage::Finished);
        QCOMPARE(first.turn, second.turn);
        QCOMPARE(first.end->cause, second.end->cause);
        for (std::size_t i = 0; i < first.units.size(); ++i)
            QCOMPARE(first.units[i].kind, second.units[i].kind);
        QCOMPARE(d1.rolls().size(), d2.rolls().size());
        QVERIFY(!log.empty());
        for (const Outcome &o : log) {
            QVERIFY2(!o.refused(), qPrintable(explainRefusal(o.refusal, first)));
            for (const QString &line : explain(o, first))
                QVERIFY(!line.isEmpty());
        }
    }

    // §15.4 odds: shares add up to 1, the same seed gives the same odds, losses are counted,
    // the placeholder notice travels with them.
    void simulatedOdds()
    {
        const Ruleset rules;
        const BattleOdds odds = simulateBattles(standardArmy(), standardArmy(), rules, 7, 300);
        QCOMPARE(odds.battles, 300);
        QCOMPARE(odds.attackerWins + odds.defenderWins + odds.undecided, 300);
        QVERIFY(qAbs(odds.attackerShare() + odds.defenderShare() + odds.undecidedShare() - 1) <
                1e-9);
        QVERIFY(odds.losses[0].total() > 0);
        QVERIFY(odds.losses[1].total() > 0);
        QVERIFY(odds.placeholderTables);
        QVERIFY(odds.summary().contains(QStringLiteral("placeholder")));
        const BattleOdds again = simulateBattles(standardArmy(), standardArmy(), rules, 7, 300);
        QCOMPARE(again.attackerWins, odds.attackerWins);
        QCOMPARE(again.losses[1].of(UnitType::Infantry), odds.losses[1].of(UnitType::Infantry));
    }

    // §15.4 odds from a battle under way: a finished battle always has its winner; a started
    // one matches simulateBattles, which plays from the same §15.1 set-up.
    void oddsFromABattleUnderWay()
    {
        const Ruleset rules;
        BattleState start = *autoStart(standardArmy(), standardArmy(), rules).battle;
        const BattleOdds fresh = simulateFrom(start, rules, 7, 100);
        QCOMPARE(fresh.attackerWins,
                 simulateBattles(standardArmy(), standardArmy(), rules, 7, 100).attackerWins);
        Outcome ended;
        endBattle(start, {EndCause::Declared, Side::Attacker, 0}, ended);
        const BattleOdds decided = simulateFrom(start, rules, 7, 20);
        QCOMPARE(decided.defenderWins, 20);
        QCOMPARE(decided.attackerWins + decided.undecided, 0);
    }

    // §15.4: autoresolve.max_turns stops a run as undecided, with no pursuit.
    void turnCap()
    {
        Ruleset rules;
        rules.settings.autoResolve.maxTurns = 1;
        // Artillery facing artillery across the middle: with one turn allowed, the runs still
        // going after turn 1 stop undecided.
        const std::vector<Deployment> guns{piece(UnitType::Artillery), piece(UnitType::Leader)};
        const BattleOdds odds = simulateBattles(guns, guns, rules, 3, 50);
        QCOMPARE(odds.attackerWins + odds.defenderWins + odds.undecided, 50);
        QVERIFY(odds.undecided > 0);
        const BattleStart start = autoStart(guns, guns, rules);
        herald::dice::Dice dice(herald::dice::Generator(3, 0));
        RecordedDice roller(dice);
        for (int run = 0; run < 20; ++run) {
            BattleState b = *start.battle;
            resolveBattle(b, rules, roller);
            if (b.end->cause == EndCause::TurnCap) {
                QVERIFY(!b.end->winner());
                QCOMPARE(b.stage, Stage::Finished);
                return;
            }
        }
        QFAIL("no run reached the turn cap");
    }

    // The policy passes units, so a battle with actions.optional off still comes to an end.
    void policyWithActionsRequired()
    {
        Ruleset rules;
        rules.settings.actionsOptional = false;
        const BattleOdds odds = simulateBattles(standardArmy(), standardArmy(), rules, 11, 20);
        QCOMPARE(odds.attackerWins + odds.defenderWins + odds.undecided, 20);
    }

    // A bad army is refused with the set-up rule's words, and no battle is counted.
    void badArmy()
    {
        const BattleOdds odds =
            simulateBattles({piece(UnitType::Leader)}, standardArmy(), Ruleset{}, 1, 10);
        QCOMPARE(odds.battles, 0);
        QVERIFY(!odds.setupIssues.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestAutoResolve)
#include "tst_autoresolve.moc"
