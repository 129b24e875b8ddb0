// Sequence of play, reinforcements, victory points and victory levels (spec 4, 10, 11, 17.4,
// 17.5).

#include "fixtures.h"

#include "core/hexwar/movement.h"
#include "core/hexwar/reinforcement.h"
#include "core/hexwar/sequence.h"
#include "core/hexwar/stacking.h"
#include "core/hexwar/victory.h"

#include <QTest>

using namespace hexwartest;
using herald::hexwar::endPhase;
using herald::hexwar::GameState;
using herald::hexwar::newGame;
using herald::hexwar::Phase;
using herald::hexwar::VictoryLevel;

Q_DECLARE_METATYPE(herald::hexwar::VictoryLevel)

namespace {

const herald::hexwar::Scenario &scenario()
{
    return blackEagleScenario();
}

// Ends phases until the given turn, side and phase.
GameState advanceTo(GameState state, int turn, Side side, Phase phase)
{
    while (!(state.turn == turn && state.activeSide == side && state.phase == phase)) {
        const auto end = endPhase(blackEagleMap(), scenario(), state);
        if (!end.ok())
            qFatal("cannot end the phase: %s", qPrintable(end.log.join('\n')));
        state = *end.state;
    }
    return state;
}

void place(GameState &state, const QString &id, const char *xxyy)
{
    Unit *u = state.unit(id);
    u->state = UnitState::Full;
    u->hex = hx(xxyy);
}

} // namespace

class TestHexwarSequence : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Spec 4 and A1: 14 game turns, each Black Eagle movement and combat, then Karameikan.
    void sequenceOfPlay()
    {
        GameState s = newGame(scenario());
        QCOMPARE(s.turn, 1);
        QCOMPARE(s.activeSide, Side::BlackEagle);
        QCOMPARE(s.phase, Phase::Movement);
        QStringList order;
        int phases = 0;
        while (!s.finished) {
            if (s.turn == 1)
                order.append(QStringLiteral("%1 %2")
                                 .arg(s.activeSide == Side::BlackEagle ? "BE" : "K")
                                 .arg(s.phase == Phase::Movement ? "move" : "combat"));
            const auto end = endPhase(blackEagleMap(), scenario(), s);
            QVERIFY(end.ok());
            s = *end.state;
            ++phases;
        }
        QCOMPARE(order, (QStringList{"BE move", "BE combat", "K move", "K combat"}));
        QCOMPARE(phases, 14 * 4);
        QCOMPARE(s.turn, 14);
        QVERIFY(!endPhase(blackEagleMap(), scenario(), s).ok());
    }

    // Spec 4: a phase cannot end while a combat's retreats are owed.
    void phaseWaitsForRetreats()
    {
        GameState s = newGame(scenario());
        s.phase = Phase::Combat;
        s.aftermath = herald::hexwar::CombatAftermath{{"K3"}, {}, {}};
        const auto end = endPhase(blackEagleMap(), scenario(), s);
        QVERIFY(!end.ok());
        QVERIFY(end.log.join('\n').contains(QStringLiteral("K3 must retreat")));
    }

    // Spec 4.1, 12.1: set-up into the unit's area, one unit per hex.
    void setUp()
    {
        const GameState s = newGame(scenario());
        QString why;
        auto placed =
            herald::hexwar::placeSetUpUnit(blackEagleMap(), scenario(), s, "K1", hx("1928"), &why);
        QVERIFY2(placed, qPrintable(why));
        QVERIFY(!herald::hexwar::placeSetUpUnit(blackEagleMap(), scenario(), s, "K1", hx("1929"),
                                                &why));
        QVERIFY(why.contains(QStringLiteral("1929 is not there")));
        // K10 within 2 of Rifllian: 2021 is Radlebb heavy forest at distance 1.
        QVERIFY(herald::hexwar::placeSetUpUnit(blackEagleMap(), scenario(), *placed, "K10",
                                               hx("2022"), &why));
        QVERIFY(!herald::hexwar::placeSetUpUnit(blackEagleMap(), scenario(), *placed, "K10",
                                                hx("1319"), &why));
        QVERIFY(!herald::hexwar::placeSetUpUnit(blackEagleMap(), scenario(), *placed, "B1",
                                                hx("0724"), &why));
    }

    // Spec 10.1: the militia are due on turn 4, in the Karameikan movement phase.
    void reinforcementTiming()
    {
        GameState s = advanceTo(newGame(scenario()), 3, Side::Karameikan, Phase::Movement);
        QVERIFY(!herald::hexwar::availableReinforcements(scenario(), s, Side::Karameikan)
                     .contains("K14"));
        herald::hexwar::PathCheck early;
        QVERIFY(!herald::hexwar::enterReinforcement(blackEagleMap(), scenario(), s, "K14",
                                                    {hx("1829")}, &early));
        QCOMPARE(early.refusal, herald::hexwar::MoveRefusal::NotAvailable);
        s = advanceTo(s, 4, Side::BlackEagle, Phase::Movement);
        QVERIFY(herald::hexwar::availableReinforcements(scenario(), s, Side::Karameikan).isEmpty());
        s = advanceTo(s, 4, Side::Karameikan, Phase::Movement);
        const QStringList due =
            herald::hexwar::availableReinforcements(scenario(), s, Side::Karameikan);
        QCOMPARE(due, (QStringList{"K14", "K15", "K16", "K17"}));
        // Turn 1: every Black Eagle starting unit may enter (10.2).
        const GameState start = newGame(scenario());
        QCOMPARE(
            herald::hexwar::availableReinforcements(scenario(), start, Side::BlackEagle).size(),
            14);
    }

    // M-17 (E2, E5): a militia enters Specularum with Guard Phorsis there and moves on; it may
    // not stop there.
    void entryThroughAFriend()
    {
        GameState s = advanceTo(newGame(scenario()), 4, Side::Karameikan, Phase::Movement);
        place(s, "K1", "1928");
        herald::hexwar::PathCheck check;
        QVERIFY(!herald::hexwar::enterReinforcement(blackEagleMap(), scenario(), s, "K15",
                                                    {hx("1928")}, &check));
        QCOMPARE(check.refusal, herald::hexwar::MoveRefusal::EndsStacked);
        const auto entered = herald::hexwar::enterReinforcement(
            blackEagleMap(), scenario(), s, "K15", {hx("1928"), hx("2028")}, &check);
        QVERIFY2(entered, qPrintable(check.explanation));
        QCOMPARE(check.spent, 2); // Specularum 1, then the Duke's Road hexside 1
        QCOMPARE(entered->unit("K15")->hex, hx("2028"));
        QVERIFY(!herald::hexwar::availableReinforcements(scenario(), *entered, Side::Karameikan)
                     .contains("K15"));
        // Not at another hex (E1).
        QVERIFY(!herald::hexwar::enterReinforcement(blackEagleMap(), scenario(), s, "K14",
                                                    {hx("1928"), hx("2028")}, &check));
        QCOMPARE(check.refusal, herald::hexwar::MoveRefusal::NotAnEntryHex);
        QVERIFY(check.explanation.contains(QStringLiteral("1829")));
        QVERIFY(check.explanation.contains(QStringLiteral("rule E1, E3")));

        // E3: an enemy next to Specularum stops the militia there, so it could not leave the
        // Guard's hex: it comes on at the nearest free hex instead.
        QCOMPARE(herald::hexwar::entryHexes(blackEagleMap(), scenario(), s, "K15"),
                 QList<Hex>{hx("1928")});
        GameState blocked = s;
        place(blocked, "B1", "1927");
        const auto nearest =
            herald::hexwar::entryHexes(blackEagleMap(), scenario(), blocked, "K15");
        QVERIFY(!nearest.isEmpty());
        for (const Hex h : nearest) {
            QCOMPARE(h.distanceTo(hx("1928")), 1);
            QVERIFY(!blocked.unitAt(h));
        }
        QVERIFY(!herald::hexwar::enterReinforcement(blackEagleMap(), scenario(), blocked, "K15",
                                                    {hx("1928"), hx("2028")}, &check));
        QCOMPARE(check.refusal, herald::hexwar::MoveRefusal::NotAnEntryHex);
        const auto aside = herald::hexwar::enterReinforcement(blackEagleMap(), scenario(), blocked,
                                                              "K15", {nearest.first()}, &check);
        QVERIFY2(aside, qPrintable(check.explanation));
        QCOMPARE(aside->unit("K15")->hex, nearest.first());
    }

    // M-18 (E4): a Thyatian due on turn 8 is held back and enters at 3827 on turn 10.
    void heldBack()
    {
        GameState s = advanceTo(newGame(scenario()), 8, Side::Karameikan, Phase::Movement);
        QVERIFY(herald::hexwar::availableReinforcements(scenario(), s, Side::Karameikan)
                    .contains("K18"));
        s = advanceTo(s, 10, Side::Karameikan, Phase::Movement);
        QVERIFY(herald::hexwar::availableReinforcements(scenario(), s, Side::Karameikan)
                    .contains("K18"));
        herald::hexwar::PathCheck check;
        const auto entered = herald::hexwar::enterReinforcement(blackEagleMap(), scenario(), s,
                                                                "K18", {hx("3827")}, &check);
        QVERIFY2(entered, qPrintable(check.explanation));
        QCOMPARE(entered->unit("K18")->hex, hx("3827"));
    }

    // E3: an enemy in the entry hex sends the unit to the nearest free hex.
    void entryHexTakenByTheEnemy()
    {
        GameState s = advanceTo(newGame(scenario()), 4, Side::Karameikan, Phase::Movement);
        place(s, "B1", "2235"); // a Black Eagle Guard sits in Vorloi
        const auto hexes = herald::hexwar::entryHexes(blackEagleMap(), scenario(), s, "K16");
        QVERIFY(!hexes.isEmpty());
        for (const Hex h : hexes)
            QCOMPARE(h.distanceTo(hx("2235")), 1);
    }

    // V9, V10 (10.3, A6): units released by the Black Eagle's running total at the end of a
    // turn; the ogres have no entry hex until the referee gives one (A4).
    void releasedByVictoryPoints()
    {
        GameState s = advanceTo(newGame(scenario()), 3, Side::Karameikan, Phase::Combat);
        s.blackEagleHalfVp = 2 * 5;
        place(s, "B1", "2421"); // Kelvin: Duke's Road and town, 2 VP
        place(s, "B2", "2128"); // Duke's Road, 1 VP
        place(s, "B3", "2235"); // Vorloi, 1 VP
        const auto end = endPhase(blackEagleMap(), scenario(), s);
        QVERIFY(end.ok());
        QCOMPARE(end.state->blackEagleHalfVp, 2 * 9);
        QCOMPARE(end.state->released, QSet<QString>{"B15"});
        QCOMPARE(end.state->turn, 4);
        QVERIFY(herald::hexwar::availableReinforcements(scenario(), *end.state, Side::BlackEagle)
                    .contains("B15"));

        GameState jump = s;
        jump.blackEagleHalfVp = 2 * 29; // 29 + 4 = 33
        const auto big = endPhase(blackEagleMap(), scenario(), jump);
        QCOMPARE(big.state->released, (QSet<QString>{"B15", "B16", "B17"}));
        herald::hexwar::PathCheck check;
        QVERIFY(!herald::hexwar::enterReinforcement(blackEagleMap(), scenario(), *big.state, "B17",
                                                    {hx("2016")}, &check));
        QCOMPARE(check.refusal, herald::hexwar::MoveRefusal::NoEntryHex);
        QVERIFY2(check.explanation.contains(QStringLiteral("Cruth_Ogres_entry")),
                 qPrintable(check.explanation));
        QVERIFY(herald::hexwar::enterReinforcement(blackEagleMap(), scenario(), *big.state, "B16",
                                                   {hx("2016")}, &check));
    }

    // V1 (11.2, A2): elimination VPs by game turn.
    void eliminationVp_data()
    {
        QTest::addColumn<int>("turn");
        QTest::addColumn<int>("vp");
        const int vps[] = {7, 7, 6, 6, 5, 5, 4, 4, 3, 3, 2, 2, 1, 1};
        for (int t = 1; t <= 14; ++t)
            QTest::addRow("turn %d: %d VP", t, vps[t - 1]) << t << vps[t - 1];
    }
    void eliminationVp()
    {
        QFETCH(int, turn);
        QFETCH(int, vp);
        QCOMPARE(herald::hexwar::eliminationVp(scenario().victory, turn), vp);
        QCOMPARE(herald::hexwar::eliminationVp(scenario().victory, turn), 7 - (turn - 1) / 2);
        GameState s = newGame(scenario());
        s.unit("B3")->state = UnitState::Eliminated;
        s.unit("B3")->eliminatedOnTurn = turn;
        QCOMPARE(herald::hexwar::karameikanHalfVp(scenario().victory, s, false), 2 * vp);
    }

    // V2, V3 (11.1, A9): per-turn scoring.
    void turnScoring()
    {
        GameState s = newGame(scenario());
        place(s, "B1", "2421"); // Kelvin, on the Duke's Road
        place(s, "B2", "2128"); // Duke's Road
        place(s, "B4", "2228"); // Duke's Road
        place(s, "B5", "2235"); // Vorloi
        place(s, "B6", "0724"); // Fort Doom: nothing
        QVERIFY(blackEagleMap().isDukesRoad(hx("2228")));
        QVERIFY(!blackEagleMap().isDukesRoad(hx("2235")));
        auto score = herald::hexwar::blackEagleTurnScore(blackEagleMap(), scenario().victory, s);
        QCOMPARE(score.halfVp, 2 * 5);
        QCOMPARE(score.lines.size(), 4);
        auto rules = scenario().victory;
        rules.roadAndTownStack = false;
        QCOMPARE(herald::hexwar::blackEagleTurnScore(blackEagleMap(), rules, s).halfVp, 2 * 4);
    }

    // V4 (11.3, A10): half a VP per strength point of the surviving Karameikans on the map.
    void karameikanStrength()
    {
        GameState s = newGame(scenario());
        place(s, "K4", "2911"); // 6
        place(s, "K5", "3509"); // 6
        place(s, "K6", "3827"); // 6-3 turned: 3
        s.unit("K6")->state = UnitState::Half;
        place(s, "K11", "4020"); // 4
        place(s, "K1", "1928");  // 4-3 turned: 2
        s.unit("K1")->state = UnitState::Half;
        place(s, "K3", "2421");  // 1
        place(s, "K14", "1829"); // 1-3 turned: 0
        s.unit("K14")->state = UnitState::Half;
        QCOMPARE(herald::hexwar::karameikanHalfVp(scenario().victory, s, true), 22);
        QCOMPARE(herald::hexwar::formatHalfVp(22), QStringLiteral("11"));
        QCOMPARE(herald::hexwar::karameikanHalfVp(scenario().victory, s, false), 0);
        // Option vp.k_count_unentered: the 12 Karameikans never brought on add their full
        // strength (K2, K7-K10, K12, K13, K15-K19: 4+6+6+4+4+4+3+1+1+1+6+6 = 46 half-points).
        auto rules = scenario().victory;
        rules.karameikanCountsUnentered = true;
        QCOMPARE(herald::hexwar::karameikanHalfVp(rules, s, true), 22 + 46);
    }

    // M10: a stack found in a recorded game; the opponent keeps one unit, the rest are destroyed
    // and count as eliminated for VPs (9.2).
    void illegalStack()
    {
        GameState s = advanceTo(newGame(scenario()), 5, Side::BlackEagle, Phase::Movement);
        place(s, "B3", "3024");
        place(s, "B4", "3024");
        QString why;
        QVERIFY(!herald::hexwar::resolveIllegalStack(blackEagleMap(), s, hx("3024"), "K1", &why));
        QVERIFY(why.contains(QStringLiteral("not in 3024")));
        QVERIFY(!herald::hexwar::resolveIllegalStack(blackEagleMap(), s, hx("3025"), "B3", &why));
        const auto fixed =
            herald::hexwar::resolveIllegalStack(blackEagleMap(), s, hx("3024"), "B3", &why);
        QVERIFY2(fixed, qPrintable(why));
        QCOMPARE(fixed->unit("B3")->hex, hx("3024"));
        QCOMPARE(fixed->unit("B4")->state, UnitState::Eliminated);
        QCOMPARE(herald::hexwar::karameikanHalfVp(scenario().victory, *fixed, false), 2 * 5);
        QVERIFY(why.contains(QStringLiteral("destroyed: Kloss-Lunk Goblins")));
    }

    // V5-V7 (11.4, A11).
    void victoryLevels_data()
    {
        QTest::addColumn<int>("beHalf");
        QTest::addColumn<int>("kHalf");
        QTest::addColumn<VictoryLevel>("level");
        QTest::addColumn<Side>("winner");
        QTest::newRow("V5 BE 40, K 51: substantial")
            << 80 << 102 << VictoryLevel::Substantial << Side::Karameikan;
        QTest::newRow("V6 BE 40, K 44.5: draw")
            << 80 << 89 << VictoryLevel::Draw << Side::Karameikan;
        QTest::newRow("V7 BE 60, K 45: decisive")
            << 120 << 90 << VictoryLevel::Decisive << Side::BlackEagle;
        QTest::newRow("margin 5: marginal")
            << 90 << 80 << VictoryLevel::Marginal << Side::BlackEagle;
        QTest::newRow("margin 9.5: marginal")
            << 99 << 80 << VictoryLevel::Marginal << Side::BlackEagle;
        QTest::newRow("margin 14.5: substantial")
            << 80 << 109 << VictoryLevel::Substantial << Side::Karameikan;
    }
    void victoryLevels()
    {
        QFETCH(int, beHalf);
        QFETCH(int, kHalf);
        QFETCH(VictoryLevel, level);
        QFETCH(Side, winner);
        const auto v = herald::hexwar::victoryLevel(scenario().victory, beHalf, kHalf);
        QCOMPARE(v.level, level);
        if (level != VictoryLevel::Draw)
            QCOMPARE(v.winner, winner);
        QVERIFY(v.explain().contains(QStringLiteral("11.4")));
    }

    // V8, R6 (11.3, A7): the last unit to enter or pass through Kelvin decides the 20 VP.
    void kelvinBonus()
    {
        GameState s = newGame(scenario());
        QCOMPARE(s.objectiveLastSide, Side::Karameikan);
        s = advanceTo(s, 12, Side::BlackEagle, Phase::Movement);
        place(s, "B3", "2420");
        herald::hexwar::PathCheck check;
        auto moved = herald::hexwar::moveUnit(blackEagleMap(), s, "B3", {hx("2421")}, &check);
        QVERIFY2(moved, qPrintable(check.explanation));
        QCOMPARE(moved->objectiveLastSide, Side::BlackEagle);
        QCOMPARE(herald::hexwar::blackEagleHalfVp(scenario().victory, *moved, true),
                 moved->blackEagleHalfVp + 40);
        // Turn 13: a Karameikan unit passes through Kelvin (the goblin has gone).
        GameState k = advanceTo(*moved, 13, Side::Karameikan, Phase::Movement);
        k.unit("B3")->hex = hx("2620");
        place(k, "K13", "2420");
        moved =
            herald::hexwar::moveUnit(blackEagleMap(), k, "K13", {hx("2421"), hx("2321")}, &check);
        QVERIFY2(moved, qPrintable(check.explanation));
        QCOMPARE(moved->objectiveLastSide, Side::Karameikan);
        QCOMPARE(herald::hexwar::blackEagleHalfVp(scenario().victory, *moved, true),
                 moved->blackEagleHalfVp);
    }

    // 11.3, 11.4 at the end of turn 14: the log gives the totals and the level.
    void endOfGame()
    {
        GameState s = advanceTo(newGame(scenario()), 14, Side::Karameikan, Phase::Combat);
        place(s, "K4", "2911");
        s.blackEagleHalfVp = 2 * 40;
        const auto end = endPhase(blackEagleMap(), scenario(), s);
        QVERIFY(end.ok());
        QVERIFY(end.state->finished);
        const QString log = end.log.join('\n');
        QVERIFY2(log.contains(QStringLiteral("Final totals: Black Eagle 40 VP, Karameikan 3 VP")),
                 qPrintable(log));
        QVERIFY(log.contains(QStringLiteral("decisive Black Eagle victory")));
    }
};

QTEST_GUILESS_MAIN(TestHexwarSequence)
#include "tst_hexwar_sequence.moc"
