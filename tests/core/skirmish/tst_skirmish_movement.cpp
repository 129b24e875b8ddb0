// Dragon Noir sequence of play and movement: the DN1 and DN2 turn tracker (§2.2, §2.3) with
// stun recovery (§6.1, §12 C1); terrain costs for every mover (§3.2, §3.11), levels, walls,
// bodies (§3.3, §12 C28, C31); carrying and boats (§3.4, §3.6); riders' turning, mounting
// and leaps (§3.8); jumping down (§3.5, §12 B9); challenges (§3.7, §12 B3, B4); and the
// worked examples 35-48 of §13.3.
#include "skirmishfiles.h"

#include "core/skirmish/challenges.h"
#include "core/skirmish/jumping.h"
#include "core/skirmish/movement.h"
#include "core/skirmish/riding.h"
#include "core/skirmish/sequence.h"

#include <QtTest>

using namespace herald::skirmish;
using herald::map::Hex;

namespace {

CharacterState wounded(bool mounted = false)
{
    CharacterState s;
    s.health = Health::Wounded;
    s.wounds = 1;
    s.horse = mounted ? HorseState::WithRider : HorseState::None;
    return s;
}

CharacterState mounted()
{
    CharacterState s;
    s.horse = HorseState::WithRider;
    return s;
}

TurnPosition at(Game game, int gameTurn, int step)
{
    return TurnPosition{game, gameTurn, step};
}

} // namespace

class TestSkirmishMovement : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sequence_data();
    void sequence();
    void nextStepWraps();
    void playerTurnOpenings();
    void defensiveFire();
    void standUp_data();
    void standUp();
    void terrainCosts_data();
    void terrainCosts();
    void entryRules_data();
    void entryRules();
    void walkStops();
    void carryAndBoat();
    void riderTurning_data();
    void riderTurning();
    void riderFacingAfterMove();
    void mounting_data();
    void mounting();
    void riderLeap_data();
    void riderLeap();
    void jumpDown_data();
    void jumpDown();
    void challenges_data();
    void challenges();
    void challengePath();
};

// §2.2 DN1 and §2.3 DN2 game turns, step by step.
void TestSkirmishMovement::sequence_data()
{
    QTest::addColumn<int>("game");
    QTest::addColumn<int>("step");
    QTest::addColumn<QString>("text");
    const int dn1 = int(Game::DN1), dn2 = int(Game::DN2);
    const char *dn1Text[] = {"Player A: offensive fire", "Player A: movement",
                             "Player A: combat",         "Player A: stunned characters stand up",
                             "Player B: offensive fire", "Player B: movement",
                             "Player B: combat",         "Player B: stunned characters stand up"};
    for (int i = 0; i < 8; ++i)
        QTest::addRow("§2.2 DN1 step %d", i + 1)
            << dn1 << i << QStringLiteral("Game turn 2, %1").arg(QLatin1String(dn1Text[i]));
    const char *dn2Text[] = {"Adventurers: offensive fire",
                             "Adventurers: movement",
                             "Adventurers: combat",
                             "Adventurers: stunned characters stand up",
                             "Gharv interphase: Gharvs appear",
                             "Gharv interphase: Gharvs attack",
                             "Gharv interphase: Gharvs withdraw",
                             "Krobs: movement",
                             "Krobs: combat",
                             "Gharv interphase: Gharvs appear",
                             "Gharv interphase: Gharvs attack",
                             "Gharv interphase: Gharvs withdraw"};
    for (int i = 0; i < 12; ++i)
        QTest::addRow("§2.3 DN2 step %d", i + 1)
            << dn2 << i << QStringLiteral("Game turn 2, %1").arg(QLatin1String(dn2Text[i]));
}

void TestSkirmishMovement::sequence()
{
    QFETCH(int, game);
    QFETCH(int, step);
    QFETCH(QString, text);
    QCOMPARE(describePosition(at(Game(game), 2, step)), text);
}

void TestSkirmishMovement::nextStepWraps()
{
    QCOMPARE(nextStep(at(Game::DN1, 1, 7)), at(Game::DN1, 2, 0));
    QCOMPARE(nextStep(at(Game::DN2, 3, 11)), at(Game::DN2, 4, 0));
    QCOMPARE(nextStep(at(Game::DN2, 3, 4)), at(Game::DN2, 3, 5));
    QCOMPARE(gameTurnSteps(Game::DN1).size(), std::size_t(8));
    QCOMPARE(gameTurnSteps(Game::DN2).size(), std::size_t(12));
    // Player turns are counted across game turns.
    QCOMPARE(at(Game::DN1, 2, 4).playerTurnIndex(), 3);
    QCOMPARE(at(Game::DN2, 2, 7).playerTurnIndex(), 6);
}

// §9.6: the Pit's Gharvs attack before each player turn: its first step, never an interphase.
void TestSkirmishMovement::playerTurnOpenings()
{
    QVERIFY(opensPlayerTurn(at(Game::DN2, 1, 0)));
    QVERIFY(!opensPlayerTurn(at(Game::DN2, 1, 1)));
    QVERIFY(!opensPlayerTurn(at(Game::DN2, 1, 4)));
    QVERIFY(opensPlayerTurn(at(Game::DN2, 1, 7)));
    QVERIFY(!opensPlayerTurn(at(Game::DN2, 1, 8)));
    QVERIFY(!opensPlayerTurn(at(Game::DN2, 1, 9)));
    QVERIFY(opensPlayerTurn(at(Game::DN1, 2, 4)));
    QVERIFY(!opensPlayerTurn(at(Game::DN1, 2, 3)));
}

// §2.2: the non-moving DN1 player fires defensively; §2.3: only the Adventurers, during the
// Krobs' movement.
void TestSkirmishMovement::defensiveFire()
{
    QCOMPARE(defensiveFireSide(at(Game::DN1, 1, 1)), std::optional<Side>(Side::PlayerB));
    QCOMPARE(defensiveFireSide(at(Game::DN1, 1, 5)), std::optional<Side>(Side::PlayerA));
    QCOMPARE(defensiveFireSide(at(Game::DN1, 1, 2)), std::nullopt);
    QCOMPARE(defensiveFireSide(at(Game::DN2, 1, 1)), std::nullopt);
    QCOMPARE(defensiveFireSide(at(Game::DN2, 1, 7)), std::optional<Side>(Side::Adventurers));
}

// §6.1, §12 C1: stunned during the enemy's turn → stands in its own next phase 4; stunned in
// its own turn → stays down through the next own turn... until the phase 4 of a turn that
// began with it stunned.
void TestSkirmishMovement::standUp_data()
{
    QTest::addColumn<int>("stunnedTurn");
    QTest::addColumn<int>("stunnedStep");
    QTest::addColumn<int>("nowTurn");
    QTest::addColumn<int>("nowStep");
    QTest::addColumn<bool>("option");
    QTest::addColumn<bool>("standsUp");
    // Player A's character; A's recovery phase is step 3.
    QTest::newRow("§12 C1 stunned in B's combat: stands in A's next phase 4")
        << 1 << 6 << 2 << 3 << false << true;
    QTest::newRow("§12 C1 stunned in A's own movement: not in that phase 4")
        << 1 << 1 << 1 << 3 << false << false;
    QTest::newRow("§12 C1 stunned in A's own movement: stands a game turn later")
        << 1 << 1 << 2 << 3 << false << true;
    QTest::newRow("§12 C1 option: stands in that same phase 4") << 1 << 1 << 1 << 3 << true << true;
    QTest::newRow("§6.1 only in the own side's recovery phase")
        << 1 << 6 << 2 << 2 << false << false;
    QTest::newRow("§6.1 not in the enemy's recovery phase") << 1 << 1 << 1 << 7 << false << false;
}

void TestSkirmishMovement::standUp()
{
    QFETCH(int, stunnedTurn);
    QFETCH(int, stunnedStep);
    QFETCH(int, nowTurn);
    QFETCH(int, nowStep);
    QFETCH(bool, option);
    QFETCH(bool, standsUp);
    const int stunnedAt = at(Game::DN1, stunnedTurn, stunnedStep).playerTurnIndex();
    SkirmishSettings settings;
    settings.standUpInAnyOwnTurn = option;
    QCOMPARE(herald::skirmish::standsUp(at(Game::DN1, nowTurn, nowStep), Side::PlayerA, stunnedAt,
                                        settings),
             standsUp);
}

// §3.2 terrain table by mover; §3.11, §13 ex.46 water.
void TestSkirmishMovement::terrainCosts_data()
{
    QTest::addColumn<int>("terrain");
    QTest::addColumn<QString>("who");
    QTest::addColumn<bool>("onHorse");
    QTest::addColumn<int>("cost"); // -1 impossible
    const struct
    {
        Terrain t;
        const char *name;
        int foot;  // unarmoured Davrich
        int horse; // mounted Davrich
    } rows[] = {
        {Terrain::Flat, "flat", 1, 1},
        {Terrain::Scrub, "scrub", 2, 4},
        {Terrain::SteepSlope, "steep slope", 4, 8},
        {Terrain::Tree, "tree", 2, -1},
        {Terrain::SpiderWeb, "spider web", -1, -1},
        {Terrain::Crevasse, "crevasse", -1, -1},
        {Terrain::Water, "water", 5, -1},
        {Terrain::Marsh, "marsh", 2, 4},
        {Terrain::Bridge, "bridge", 1, 1},
        {Terrain::Rubble, "rubble", 2, 4},
        {Terrain::SteppingStones, "stepping stones", 2, -1},
        {Terrain::Paved, "building or paved", 1, -1},
        {Terrain::Doorway, "doorway", 1, -1},
        {Terrain::Stairway, "stairway", 2, -1},
    };
    for (const auto &r : rows) {
        QTest::addRow("§3.2 %s on foot", r.name) << int(r.t) << "davrich" << false << r.foot;
        QTest::addRow("§3.2 %s mounted", r.name) << int(r.t) << "davrich" << true << r.horse;
    }
    const int water = int(Terrain::Water);
    QTest::newRow("§13 ex.46 water: unarmoured Adventurer 5") << water << "simon" << false << 5;
    QTest::newRow("§13 ex.46 water: Goblin 2") << water << "arek" << false << 2;
    QTest::newRow("§13 ex.46 water: armoured Adventurer impossible")
        << water << "aldus" << false << -1;
    QTest::newRow("§13 ex.46 water: Hunter 2") << water << "hunter" << false << 2;
    QTest::newRow("§13 ex.46 water: Slayer 5") << water << "slayer" << false << 5;
    QTest::newRow("§13 ex.46 water: Warrior impossible") << water << "warrior" << false << -1;
    QTest::newRow("§13 ex.46 water: Gharv 1") << water << "gharv" << false << 1;
    QTest::newRow("§3.11 water: Baby Dragon 1") << water << "baby-dragon" << false << 1;
    QTest::newRow("§3.11 water: Alkiram impossible") << water << "alkiram" << false << -1;
    QTest::newRow("§3.11 water: Guard impossible") << water << "migam" << false << -1;
    QTest::newRow("§9.5 web: Krobs 1") << int(Terrain::SpiderWeb) << "hunter" << false << 1;
    QTest::newRow("§9.1 (T) the dragon cannot enter trees")
        << int(Terrain::Tree) << "dragon-body" << false << -1;
}

void TestSkirmishMovement::terrainCosts()
{
    QFETCH(int, terrain);
    QFETCH(QString, who);
    QFETCH(bool, onHorse);
    QFETCH(int, cost);
    const auto c = entryCost(Terrain(terrain), skirmishfiles::profile(qPrintable(who)),
                             onHorse ? mounted() : CharacterState{});
    QCOMPARE(c.value_or(-1), cost);
}

// §3.3 walls, windows, breaches, levels, enemies and bodies; §13 ex.43.
void TestSkirmishMovement::entryRules_data()
{
    QTest::addColumn<int>("which");
    QTest::addColumn<int>("cost");
    QTest::newRow("§13 ex.43 3 dead persons: +1") << 0 << 2;
    QTest::newRow("§13 ex.43 3 dead and a dead horse: impassable") << 1 << -1;
    QTest::newRow("§3.3 1 dead horse: +1") << 2 << 2;
    QTest::newRow("§3.3 6 dead persons: impassable") << 3 << -1;
    QTest::newRow("§3.3 2 dead horses: impassable") << 4 << -1;
    QTest::newRow("§12 C28 DN2 Krobs ignore bodies") << 5 << 1;
    QTest::newRow("§12 C28 DN2 Krob bodies do not slow Adventurers") << 6 << 1;
    QTest::newRow("§12 C28 DN2 Adventurer bodies slow Adventurers") << 7 << 2;
    QTest::newRow("§12 C31 breach on flat: 2") << 8 << 2;
    QTest::newRow("§3.2 through a window: 4") << 9 << 4;
    QTest::newRow("§3.3 a rider through a window: impossible") << 10 << -1;
    QTest::newRow("§3.3 a wall: impossible") << 11 << -1;
    QTest::newRow("§3.3 level change without stairs: impossible") << 12 << -1;
    QTest::newRow("§3.3 down a stairway: 2") << 13 << 2;
    QTest::newRow("§3.3 a standing enemy: impossible") << 14 << -1;
}

void TestSkirmishMovement::entryRules()
{
    QFETCH(int, which);
    QFETCH(int, cost);
    HexEntry e;
    const Profile *who = &skirmishfiles::profile("simon");
    CharacterState state;
    Game game = Game::DN1;
    switch (which) {
    case 0:
        e.deadPersons = 3;
        break;
    case 1:
        e.deadPersons = 3;
        e.deadHorses = 1;
        break;
    case 2:
        e.deadHorses = 1;
        break;
    case 3:
        e.deadPersons = 6;
        break;
    case 4:
        e.deadHorses = 2;
        break;
    case 5:
        game = Game::DN2;
        e.deadPersons = 3;
        who = &skirmishfiles::profile("hunter");
        break;
    case 6:
        game = Game::DN2;
        e.deadPersons = 3;
        e.adventurerBodies = false;
        break;
    case 7:
        game = Game::DN2;
        e.deadPersons = 3;
        break;
    case 8:
        e.demolishedWall = true;
        break;
    case 9:
        e.throughWindow = true;
        break;
    case 10:
        e.throughWindow = true;
        who = &skirmishfiles::profile("davrich");
        state = mounted();
        break;
    case 11:
        e.wallCrossed = true;
        break;
    case 12:
        e.levelChange = -1;
        break;
    case 13:
        e.levelChange = -1;
        e.terrain = Terrain::Stairway;
        e.byStairOrSlope = true;
        break;
    default:
        e.standingEnemy = true;
        break;
    }
    const EntryCost c = hexEntryCost(e, *who, state, game);
    QCOMPARE(c.cost.value_or(-1), cost);
    QVERIFY(c.explanation.startsWith(QStringLiteral("§3.")));
}

// §3.1: a hex is entered only with enough MPs left for its whole cost.
void TestSkirmishMovement::walkStops()
{
    // Wounded Gromrak (MA 3): flat (1), then a steep slope (4) is out of reach.
    const std::vector<HexEntry> path{HexEntry{}, HexEntry{Terrain::SteepSlope}};
    const Walk w = walk(path, skirmishfiles::profile("gromrak"), wounded(), Game::DN1, 3);
    QCOMPARE(w.hexesEntered, 1);
    QCOMPARE(w.spent, 1);
    QVERIFY(!w.complete);
    QVERIFY(w.lines.last().startsWith(QStringLiteral("§3.1 2 MP(s) left")));
    const Walk full = walk({HexEntry{}, HexEntry{Terrain::Scrub}},
                           skirmishfiles::profile("gromrak"), {}, Game::DN1, 6);
    QVERIFY(full.complete);
    QCOMPARE(full.spent, 3);
}

// §13 ex.48 carrying a stunned friend; §13 ex.47 the boat.
void TestSkirmishMovement::carryAndBoat()
{
    QCOMPARE(mpAfterPickingUp(5), 2);
    QCOMPARE(mpAfterPickingUp(1), 0);
    QVERIFY(boatMayMoveAtOnce(3, 6));
    QVERIFY(!boatMayMoveAtOnce(4, 6));
}

// §3.8.1, §12 A8, §13 ex.39: a rider facing NE (tail 0,0 / head 1,-1).
void TestSkirmishMovement::riderTurning_data()
{
    QTest::addColumn<int>("q");
    QTest::addColumn<int>("r");
    QTest::addColumn<int>("terrain");
    QTest::addColumn<int>("entry");
    QTest::addColumn<int>("cost"); // -1 not allowed
    const int flat = int(Terrain::Flat), scrub = int(Terrain::Scrub), tree = int(Terrain::Tree);
    QTest::newRow("§3.8.1 ahead, flat: 1") << 2 << -2 << flat << int(RiderEntry::Ahead) << 1;
    QTest::newRow("§3.8.1 forward diagonal, flat: 1")
        << 1 << -2 << flat << int(RiderEntry::ForwardDiagonal) << 1;
    QTest::newRow("§13 ex.39 side, flat: 2") << 1 << 0 << flat << int(RiderEntry::Side) << 2;
    QTest::newRow("§13 ex.39 rear diagonal, flat: 3")
        << 0 << 1 << flat << int(RiderEntry::RearDiagonal) << 3;
    QTest::newRow("§13 ex.39 behind, flat: 4") << -1 << 1 << flat << int(RiderEntry::Behind) << 4;
    QTest::newRow("§13 ex.39 forward diagonal, scrub: 4")
        << 2 << -1 << scrub << int(RiderEntry::ForwardDiagonal) << 4;
    QTest::newRow("§13 ex.39 side, scrub: 5") << 0 << -1 << scrub << int(RiderEntry::Side) << 5;
    QTest::newRow("§13 ex.39 tree: not allowed") << 2 << -2 << tree << int(RiderEntry::Ahead) << -1;
    QTest::newRow("§3.8.1 not adjacent") << 3 << -3 << flat << int(RiderEntry::NotAdjacent) << -1;
}

void TestSkirmishMovement::riderTurning()
{
    QFETCH(int, q);
    QFETCH(int, r);
    QFETCH(int, terrain);
    QFETCH(int, entry);
    QFETCH(int, cost);
    const MountedCounter counter{Hex(1, -1), Hex(0, 0)};
    QCOMPARE(int(classifyRiderEntry(counter, Hex(q, r))), entry);
    QCOMPARE(riderEntryCost(counter, Hex(q, r), Terrain(terrain), skirmishfiles::profile("davrich"))
                 .value_or(-1),
             cost);
}

// §3.8.1 [PROPOSED]: the entered hex becomes the head.
void TestSkirmishMovement::riderFacingAfterMove()
{
    const MountedCounter counter{Hex(1, -1), Hex(0, 0)};
    QCOMPARE(afterEntering(counter, Hex(2, -2)), (MountedCounter{Hex(2, -2), Hex(1, -1)}));
    QCOMPARE(afterEntering(counter, Hex(-1, 1)), (MountedCounter{Hex(-1, 1), Hex(0, 0)}));
    QCOMPARE(kHalfTurnCost, 3);
}

// §3.8.2, §12 C9, §13 ex.35-38.
void TestSkirmishMovement::mounting_data()
{
    QTest::addColumn<QString>("who");
    QTest::addColumn<bool>("isWounded");
    QTest::addColumn<bool>("mount");
    QTest::addColumn<int>("left");
    QTest::addColumn<int>("after"); // -1 cannot
    QTest::newRow("§13 ex.35 Laberne rides 4 of 15 and dismounts: 4")
        << "laberne" << false << false << 11 << 4;
    QTest::newRow("§13 ex.36 Grast wounded rides 6 of 12 and dismounts: 0")
        << "grast" << true << false << 6 << 0;
    QTest::newRow("§13 ex.37 Laberne walks 2 of 8 and mounts: 8")
        << "laberne" << false << true << 6 << 8;
    QTest::newRow("§13 ex.38 Thrugg rides 3 of 12 and dismounts: 1")
        << "thrugg" << false << false << 9 << 1;
    QTest::newRow("§12 C9 wounded Laberne mounts with 3: × 4 = 4")
        << "laberne" << true << true << 3 << 4;
    QTest::newRow("§12 C9 Thrugg mounts with 3: × 4 = 4") << "thrugg" << false << true << 3 << 4;
    QTest::newRow("§3.8.2 heavy horseman needs 3 MPs") << "grast" << false << true << 2 << -1;
}

void TestSkirmishMovement::mounting()
{
    QFETCH(QString, who);
    QFETCH(bool, isWounded);
    QFETCH(bool, mount);
    QFETCH(int, left);
    QFETCH(int, after);
    const Profile &p = skirmishfiles::profile(qPrintable(who));
    const CharacterState s = isWounded ? wounded(!mount) : (mount ? CharacterState{} : mounted());
    const auto result = mount ? mpAfterMounting(p, s, left) : mpAfterDismounting(p, s, left);
    QCOMPARE(result.value_or(-1), after);
}

// §3.8.4, §13 ex.45: an armoured, wounded rider leaps two water hexes at once (+6).
void TestSkirmishMovement::riderLeap_data()
{
    QTest::addColumn<QString>("who");
    QTest::addColumn<bool>("isWounded");
    QTest::addColumn<bool>("two");
    QTest::addColumn<int>("face");
    QTest::addColumn<bool>("crossed");
    QTest::addColumn<int>("health");
    QTest::addColumn<int>("horse");
    const int ok = int(Health::Healthy), dd = int(Health::Dead), st = int(Health::Stunned),
              wd = int(Health::Wounded);
    const int with = int(HorseState::WithRider), alone = int(HorseState::Riderless),
              dead = int(HorseState::Dead);
    QTest::newRow("§13 ex.45 roll 3: 9, over")
        << "grast" << true << true << 3 << true << wd << with;
    QTest::newRow("§13 ex.45 roll 4: 10, refuses; the wounded rider's stun kills him")
        << "grast" << true << true << 4 << false << dd << alone;
    QTest::newRow("§13 ex.45 roll 5: 11, horse killed, rider wounded again: dead")
        << "grast" << true << true << 5 << true << dd << dead;
    QTest::newRow("§3.8.4 healthy unarmoured rider, one hex, roll 0: refuses, stunned")
        << "davrich" << false << false << 0 << false << st << alone;
    QTest::newRow("§3.8.4 healthy armoured rider, roll 0: 11, horse killed, rider wounded")
        << "konrad" << false << false << 0 << true << wd << dead;
    QTest::newRow("§3.8.4 healthy unarmoured rider, roll 9: over")
        << "davrich" << false << false << 9 << true << ok << with;
}

void TestSkirmishMovement::riderLeap()
{
    QFETCH(QString, who);
    QFETCH(bool, isWounded);
    QFETCH(bool, two);
    QFETCH(int, face);
    QFETCH(bool, crossed);
    QFETCH(int, health);
    QFETCH(int, horse);
    const RiderJump j = resolveRiderJump(skirmishfiles::profile(qPrintable(who)),
                                         isWounded ? wounded(true) : mounted(), two, face);
    QCOMPARE(j.crossed, crossed);
    QCOMPARE(int(j.after.health), health);
    QCOMPARE(int(j.after.horse), horse);
    QVERIFY(j.explanation.startsWith(QStringLiteral("§3.8.4")));
}

// §3.5 every band of the three lines; §12 B9; §13 ex.44.
void TestSkirmishMovement::jumpDown_data()
{
    QTest::addColumn<QString>("who");
    QTest::addColumn<int>("face");
    QTest::addColumn<bool>("luciferOption");
    QTest::addColumn<int>("health");
    const int ok = int(Health::Healthy), wd = int(Health::Wounded), dd = int(Health::Dead);
    const struct
    {
        const char *who;
        const char *line;
        int unharmed;
        int woundedTo;
    } lines[] = {
        {"lucifer", "Lucifer", 6, 9}, {"simon", "unarmoured", 4, 7}, {"aldus", "armoured", 1, 6}};
    for (const auto &l : lines)
        for (int face = 1; face <= 10; ++face) {
            const int expected = face <= l.unharmed ? ok : face <= l.woundedTo ? wd : dd;
            // Lucifer dies of his first wound (§12 B9).
            const int h = (expected == wd && QLatin1String(l.who) == QLatin1String("lucifer"))
                              ? dd
                              : expected;
            QTest::addRow("§3.5 %s roll %d", l.line, face) << l.who << face << true << h;
        }
    QTest::newRow("§12 B9 option: Lucifer's 7-9 has no effect") << "lucifer" << 8 << false << ok;
    QTest::newRow("§3.5 (T) a Wardog reads the armoured line: roll 2 wounds, and a dog dies of it")
        << "wardog" << 2 << true << dd;
    QTest::newRow("§13 ex.44 roll 6 armoured: wounded") << "aldus" << 6 << true << wd;
    QTest::newRow("§13 ex.44 roll 6 unarmoured: wounded") << "simon" << 6 << true << wd;
    QTest::newRow("§13 ex.44 roll 6 Lucifer: unharmed") << "lucifer" << 6 << true << ok;
    QTest::newRow("§13 ex.44 roll 8 unarmoured: dead") << "simon" << 8 << true << dd;
}

void TestSkirmishMovement::jumpDown()
{
    QFETCH(QString, who);
    QFETCH(int, face);
    QFETCH(bool, luciferOption);
    QFETCH(int, health);
    SkirmishSettings settings;
    settings.luciferJumpWoundKills = luciferOption;
    const JumpDown j =
        resolveJumpDown(skirmishfiles::profile(qPrintable(who)), {}, Game::DN2, face, settings);
    QCOMPARE(int(j.after.health), health);
    QVERIFY(j.explanation.startsWith(QStringLiteral("§3.5")));
}

// §3.7 the modifier table line by line, exemptions, results; §13 ex.40, ex.42.
void TestSkirmishMovement::challenges_data()
{
    QTest::addColumn<QString>("mover");
    QTest::addColumn<int>("moverCase"); // 0 healthy, 1 wounded, 2 mounted, 3 baby
    QTest::addColumn<QString>("enemy");
    QTest::addColumn<int>(
        "enemyCase"); // 0 healthy, 1 wounded, 2 mounted, 3 baby, 4 rear, 5 stunned
    QTest::addColumn<bool>("option");
    QTest::addColumn<bool>("rolls");
    QTest::addColumn<int>("modifier");
    QTest::newRow("§3.7 unarmoured foot v unarmoured foot: 0")
        << "simon" << 0 << "gromrak" << 0 << false << true << 0;
    QTest::newRow("§13 ex.40 wounded unarmoured v armoured foot: +3")
        << "simon" << 1 << "aldus" << 0 << false << true << 3;
    QTest::newRow("§13 ex.42 armoured rider v unarmoured foot: −2")
        << "konrad" << 2 << "gromrak" << 0 << false << true << -2;
    QTest::newRow("§3.7 unarmoured rider −1")
        << "davrich" << 2 << "gromrak" << 0 << false << true << -1;
    QTest::newRow("§3.7 armoured foot −1") << "aldus" << 0 << "gromrak" << 0 << false << true << -1;
    QTest::newRow("§3.7 Hunter −1 v Adventurer 0")
        << "hunter" << 0 << "simon" << 0 << false << true << -1;
    QTest::newRow("§3.7 Warrior −1 v armoured +1")
        << "warrior" << 0 << "aldus" << 0 << false << true << 0;
    QTest::newRow("§3.7 baby Warrior −1") << "warrior" << 3 << "simon" << 0 << false << true << -1;
    QTest::newRow("§3.7 §12 B4 dog past a Krob: −3")
        << "lucifer" << 0 << "hunter" << 0 << false << true << -3;
    QTest::newRow("§3.7 §12 B4 dog past an Ork: no roll")
        << "lucifer" << 0 << "gromrak" << 0 << false << false << 0;
    QTest::newRow("§3.7 wounded opponent −2")
        << "simon" << 0 << "gromrak" << 1 << false << true << -2;
    QTest::newRow("§3.7 unarmoured rider opposing +1")
        << "simon" << 0 << "davrich" << 2 << false << true << 1;
    QTest::newRow("§3.7 armoured rider opposing +2")
        << "simon" << 0 << "konrad" << 2 << false << true << 2;
    QTest::newRow("§3.7 Slayer opposing +1") << "simon" << 0 << "slayer" << 0 << false << true << 1;
    QTest::newRow("§3.7 Guard opposing, front +2")
        << "simon" << 0 << "migam" << 0 << false << true << 2;
    QTest::newRow("§3.7 Guard, hex beside her rear: no roll")
        << "simon" << 0 << "migam" << 4 << false << false << 0;
    QTest::newRow("§3.7 Alkiram opposing, front +4")
        << "simon" << 0 << "alkiram" << 0 << false << true << 4;
    QTest::newRow("§3.7 other baby Krob opposing −1")
        << "simon" << 0 << "warrior" << 3 << false << true << -1;
    QTest::newRow("§12 B3 Baby Hunter opposing: no roll")
        << "simon" << 0 << "hunter" << 3 << false << false << 0;
    QTest::newRow("§12 B3 option: Baby Hunter opposing −3")
        << "simon" << 0 << "hunter" << 3 << true << true << -3;
    QTest::newRow("§12 B3 option: Baby Hunter moving −3")
        << "hunter" << 3 << "simon" << 0 << true << true << -3;
    QTest::newRow("§3.7 dragons ignore challenges")
        << "baby-dragon" << 0 << "gromrak" << 0 << false << false << 0;
    QTest::newRow("§3.7 the Black Dragon challenges others")
        << "simon" << 0 << "dragon-head" << 0 << false << true << 0;
    QTest::newRow("§6.1 a stunned enemy does not challenge")
        << "simon" << 0 << "gromrak" << 5 << false << false << 0;
}

void TestSkirmishMovement::challenges()
{
    QFETCH(QString, mover);
    QFETCH(int, moverCase);
    QFETCH(QString, enemy);
    QFETCH(int, enemyCase);
    QFETCH(bool, option);
    QFETCH(bool, rolls);
    QFETCH(int, modifier);
    auto state = [](int c) {
        CharacterState s;
        if (c == 1)
            s = wounded();
        else if (c == 2)
            s = mounted();
        else if (c == 3)
            s.baby = true;
        else if (c == 5)
            s.health = Health::Stunned;
        return s;
    };
    SkirmishSettings settings;
    settings.babyHuntersUseChallengeTable = option;
    Challenger c{&skirmishfiles::profile(qPrintable(enemy)), state(enemyCase), enemyCase != 4,
                 false};
    const ChallengeCheck check = checkChallenge(skirmishfiles::profile(qPrintable(mover)),
                                                state(moverCase), c, false, settings);
    QCOMPARE(check.rolls, rolls);
    QCOMPARE(check.modifier, modifier);
    QVERIFY(!check.explanation.isEmpty());
}

// §3.7 results; §13 ex.40, 41, 42; §4.8 an engaged enemy lets an advance pass.
void TestSkirmishMovement::challengePath()
{
    const Profile &simon = skirmishfiles::profile("simon");
    const Challenger aldus{&skirmishfiles::profile("aldus"), {}, true, false};
    // ex.40: wounded Simon passes armoured Aldus: roll 5 → 8: wounded again, dead; roll 4 → 7.
    ChallengeOutcome o = resolveChallenge(simon, wounded(), aldus, false, 5, {});
    QCOMPARE(o.total, 8);
    QCOMPARE(o.after.health, Health::Dead);
    o = resolveChallenge(simon, wounded(), aldus, false, 4, {});
    QCOMPARE(o.total, 7);
    QCOMPARE(o.after.health, Health::Wounded);
    // ex.42: armoured rider past an unarmoured foot enemy, roll 0 → 8: wounded.
    const Challenger gromrak{&skirmishfiles::profile("gromrak"), {}, true, false};
    o = resolveChallenge(skirmishfiles::profile("konrad"), mounted(), gromrak, false, 0, {});
    QCOMPARE(o.total, 8);
    QCOMPARE(o.after.health, Health::Wounded);
    // 10 or more: killed; a Troll takes two wounds.
    o = resolveChallenge(skirmishfiles::profile("gnurr"), {}, aldus, false, 9, {});
    QCOMPARE(o.total, 10);
    QCOMPARE(o.after.wounds, 2);
    QCOMPARE(o.after.health, Health::Wounded);
    o = resolveChallenge(simon, {}, aldus, false, 9, {});
    QCOMPARE(o.after.health, Health::Dead);
    // ex.41: two enemies beside a crossed hex, a third beside the final hex: two rolls.
    const std::vector<std::vector<Challenger>> path{{gromrak, aldus}, {gromrak}};
    QCOMPARE(challengesAlongPath(simon, {}, path, false, {}).size(), std::size_t(2));
    // §4.8: advancing past an enemy engaged in this combat phase: no roll.
    Challenger engaged = gromrak;
    engaged.engagedThisPhase = true;
    QVERIFY(!checkChallenge(simon, {}, engaged, true, {}).rolls);
    QVERIFY(checkChallenge(simon, {}, engaged, false, {}).rolls);
}

QTEST_GUILESS_MAIN(TestSkirmishMovement)
#include "tst_skirmish_movement.moc"
