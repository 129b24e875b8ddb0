// Dragon Noir creatures (§9): the Black Dragon's cross and who may strike its body (§9.1,
// §12 C15), Alkiram's and the Guards' front and rear hexes (§9.3, §12 A9, C16), the Gharvs'
// appearance and boats (§9.6, §12 B6, C10, C11, C21; §13 ex.49, 50), spider webs (§9.5), and
// the Krob campaign tables (§9.3).
#include "skirmishfiles.h"

#include "core/skirmish/gharvs.h"
#include "core/skirmish/gharvwithdrawal.h"
#include "core/skirmish/krobcampaign.h"
#include "core/skirmish/largecreatures.h"

#include <QtTest>

#include <set>

using namespace herald::skirmish;
using herald::map::Direction;
using herald::map::Hex;

namespace {

bool adjacent(Hex a, Hex b)
{
    return a.distanceTo(b) == 1;
}

/// Every hex next to one of `body` and not in it.
std::set<Hex> ring(const std::vector<Hex> &body)
{
    std::set<Hex> out;
    for (Hex h : body)
        for (Hex n : h.neighbours())
            if (std::find(body.begin(), body.end(), n) == body.end())
                out.insert(n);
    return out;
}

} // namespace

class TestSkirmishCreatures : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void dragonLayout();
    void dragonLayoutEveryFacing_data();
    void dragonLayoutEveryFacing();
    void dragonBodyAttackHexes();
    void queenArcs_data();
    void queenArcs();
    void guardArcs_data();
    void guardArcs();
    void gharvAppearance_data();
    void gharvAppearance();
    void boatAndCounters();
    void capsizeFates();
    void gharvPlacement();
    void gharvWithdraws_data();
    void gharvWithdraws();
    void webs();
    void krobCosts();
    void spawning_data();
    void spawning();
    void strategicMovement_data();
    void strategicMovement();
};

// §9.1 the printed geometry, facing North.
void TestSkirmishCreatures::dragonLayout()
{
    const BlackDragonLayout d = blackDragonLayout(Hex(0, 0), Direction::North);
    QCOMPARE(d.head, Hex(0, -1));
    QCOMPARE(d.claws[0], Hex(1, -1));
    QCOMPARE(d.claws[1], Hex(-1, 0));
    QCOMPARE(d.tail, Hex(0, 1));
    QCOMPARE(d.plusHexes[0], Hex(1, 0));
    QCOMPARE(d.plusHexes[1], Hex(-1, 1));
    QCOMPARE(d.starHexes[0], Hex(1, -2));
    QCOMPARE(d.starHexes[1], Hex(-1, -1));
}

// §9.1: in every facing, "+" hexes touch body, tail and a claw; "*" hexes touch head and a
// claw but not the body.
void TestSkirmishCreatures::dragonLayoutEveryFacing_data()
{
    QTest::addColumn<int>("facing");
    for (int f = 0; f < 6; ++f)
        QTest::addRow("§9.1 facing d%d", f) << f;
}

void TestSkirmishCreatures::dragonLayoutEveryFacing()
{
    QFETCH(int, facing);
    const BlackDragonLayout d = blackDragonLayout(Hex(4, 3), Direction(facing));
    for (Hex plus : d.plusHexes) {
        QVERIFY(adjacent(plus, d.body));
        QVERIFY(adjacent(plus, d.tail));
        QVERIFY(adjacent(plus, d.claws[0]) != adjacent(plus, d.claws[1]));
    }
    for (Hex star : d.starHexes) {
        QVERIFY(adjacent(star, d.head));
        QVERIFY(adjacent(star, d.claws[0]) != adjacent(star, d.claws[1]));
        QVERIFY(!adjacent(star, d.body));
    }
    QVERIFY(adjacent(d.head, d.body) && adjacent(d.tail, d.body));
    QCOMPARE(d.head.distanceTo(d.tail), 2);
}

// §9.1: intact, the body is reached from the two "+" hexes only; each disabled part opens its
// hex.
void TestSkirmishCreatures::dragonBodyAttackHexes()
{
    const BlackDragonLayout d = blackDragonLayout(Hex(0, 0), Direction::North);
    QCOMPARE(bodyAttackHexes(d, {}).size(), std::size_t(2));
    DisabledParts disabled;
    disabled.tail = true;
    disabled.leftClaw = true;
    const auto hexes = bodyAttackHexes(d, disabled);
    QCOMPARE(hexes.size(), std::size_t(4));
    QVERIFY(std::find(hexes.begin(), hexes.end(), d.tail) != hexes.end());
    QVERIFY(std::find(hexes.begin(), hexes.end(), d.claws[0]) != hexes.end());
}

// §9.3, §12 A9, C16: in every orientation Alkiram's 12 neighbouring hexes split into 5 front
// and 7 rear.
void TestSkirmishCreatures::queenArcs_data()
{
    QTest::addColumn<int>("sixths");
    for (int s = 0; s < 6; ++s)
        QTest::addRow("§9.3 Alkiram turned %d sixths", s) << s;
}

void TestSkirmishCreatures::queenArcs()
{
    QFETCH(int, sixths);
    const Hex centre(5, 5);
    const auto body = queenHexes(centre, sixths);
    QCOMPARE(body.size(), std::size_t(7));
    const std::set<Hex> around = ring(body);
    QCOMPARE(around.size(), std::size_t(12));
    int front = 0, rear = 0;
    for (Hex h : around) {
        const KrobArc arc = queenArc(centre, sixths, h);
        QVERIFY(arc != KrobArc::NotAdjacent);
        (arc == KrobArc::Front ? front : rear) += 1;
    }
    QCOMPARE(front, 5);
    QCOMPARE(rear, 7);
    QCOMPARE(queenArc(centre, sixths, centre), KrobArc::NotAdjacent);
}

// §9.3: a Guard's 9 neighbouring hexes split 5 front, 4 rear; between her legs is a front hex
// touching both palps; §13 ex.20 an attacker in an R hex uses her rear defence.
void TestSkirmishCreatures::guardArcs_data()
{
    QTest::addColumn<int>("sixths");
    for (int s = 0; s < 6; ++s)
        QTest::addRow("§9.3 Guard turned %d sixths", s) << s;
}

void TestSkirmishCreatures::guardArcs()
{
    QFETCH(int, sixths);
    const Hex rear(2, 7);
    const auto body = guardHexes(rear, sixths);
    const std::set<Hex> around = ring(body);
    QCOMPARE(around.size(), std::size_t(9));
    int front = 0, back = 0;
    for (Hex h : around)
        (guardArc(rear, sixths, h) == KrobArc::Front ? front : back) += 1;
    QCOMPARE(front, 5);
    QCOMPARE(back, 4);
    const Hex legs = guardBetweenLegs(rear, sixths);
    QCOMPARE(guardArc(rear, sixths, legs), KrobArc::Front);
    QVERIFY(adjacent(legs, body[0]) && adjacent(legs, body[1]));
    QVERIFY(!adjacent(legs, body[2]));
}

// §9.6 appearance table, every column at its boundary; §12 B6 shifts; §13 ex.49.
void TestSkirmishCreatures::gharvAppearance_data()
{
    QTest::addColumn<int>("hex");
    QTest::addColumn<bool>("wounded");
    QTest::addColumn<int>("face");
    QTest::addColumn<bool>("appears");
    QTest::addColumn<int>("shift"); // -1 none (boat)
    const int water = int(GharvHex::Water), beach = int(GharvHex::Beach),
              boat = int(GharvHex::Boat), marsh = int(GharvHex::Marsh);
    QTest::newRow("§9.6 water 2: appears, 2 right") << water << false << 2 << true << 2;
    QTest::newRow("§9.6 water 3: no") << water << false << 3 << false << 2;
    QTest::newRow("§13 ex.49 wounded in water 4 − 2: appears") << water << true << 4 << true << 2;
    QTest::newRow("§9.6 wounded in water 5 − 2: no") << water << true << 5 << false << 2;
    QTest::newRow("§9.6 beach 1: appears, 1 right") << beach << false << 1 << true << 1;
    QTest::newRow("§13 ex.49 beach 2: no") << beach << false << 2 << false << 1;
    QTest::newRow("§9.6 boat 1: appears, capsize roll") << boat << false << 1 << true << -1;
    QTest::newRow("§9.6 boat 2: no") << boat << false << 2 << false << -1;
    QTest::newRow("§9.6 marsh 3: appears, 1 right") << marsh << false << 3 << true << 1;
    QTest::newRow("§9.6 marsh 4: no") << marsh << false << 4 << false << 1;
    QTest::newRow("§13 ex.49 wounded in marsh 4 − 1: appears") << marsh << true << 4 << true << 1;
    QTest::newRow("§9.6 wounded in marsh 5 − 1: no") << marsh << true << 5 << false << 1;
    QTest::newRow("§9.6 water 0 counts as 10: no") << water << true << 0 << false << 2;
}

void TestSkirmishCreatures::gharvAppearance()
{
    QFETCH(int, hex);
    QFETCH(bool, wounded);
    QFETCH(int, face);
    QFETCH(bool, appears);
    QFETCH(int, shift);
    const GharvAppearance a = rollGharvAppearance(GharvHex(hex), wounded, face);
    QCOMPARE(a.appears, appears);
    QCOMPARE(a.attackShift.value_or(-1), shift);
    QVERIFY(a.explanation.startsWith(QStringLiteral("§9.6")));
}

// §13 ex.50 (a Gharv attacks a boat, roll 2: it capsizes), §12 C10, C11.
void TestSkirmishCreatures::boatAndCounters()
{
    QVERIFY(rollCapsize(2).capsized);
    QVERIFY(rollCapsize(1).capsized);
    QVERIFY(rollCapsize(3).capsized);
    QVERIFY(!rollCapsize(4).capsized);
    QVERIFY(!rollCapsize(0).capsized);
    QCOMPARE(rollCapsize(0).face, 10);
    QVERIFY(rollCapsize(2).explanation.startsWith(QStringLiteral("§9.6")));
    QVERIFY(rollCapsize(4).explanation.startsWith(QStringLiteral("§12 C10")));
    const GharvAppearance full = rollGharvAppearance(GharvHex::Water, false, 1, kGharvCounters);
    QVERIFY(!full.appears);
    QVERIFY(full.explanation.startsWith(QStringLiteral("§12 C11")));
}

// §12 C10, §3.11: thrown into the water, a man in armour drowns, an unarmoured one swims.
void TestSkirmishCreatures::capsizeFates()
{
    QVERIFY(drownsInCapsize(skirmishfiles::profile("grast"), {}));
    QVERIFY(!drownsInCapsize(skirmishfiles::profile("jon"), {}));
    QVERIFY(!drownsInCapsize(skirmishfiles::profile("krobek"), {}));
    QCOMPARE(kBoatCapacity, 2);
}

// §9.6 placing a Gharv that came up: the free water or marsh hexes beside the character; none
// beside, (T) the nearest; several, numbered and rolled for until a number comes up.
void TestSkirmishCreatures::gharvPlacement()
{
    SkirmishMap map;
    map.rows = 8;
    map.columns = 10;
    for (const char *hex : {"F1", "F2", "F3", "F5", "F6", "F7", "F8"})
        map.hexes.insert(QString::fromLatin1(hex), MapHex{Terrain::Water, -1, {}});
    map.hexes.insert(QStringLiteral("F4"), MapHex{Terrain::Bridge, 0, {}});
    map.hexes.insert(QStringLiteral("C2"), MapHex{Terrain::Marsh, 0, {}});
    const QStringList f6{QStringLiteral("F5"), QStringLiteral("F7")};
    QCOMPARE(gharvPlaces(map, {QStringLiteral("F6")}, {}), f6);
    QCOMPARE(gharvPlaces(map, {QStringLiteral("F6")}, {QStringLiteral("F5")}),
             QStringList{QStringLiteral("F7")});
    QCOMPARE(gharvPlaces(map, {QStringLiteral("F3")}, {}), QStringList{QStringLiteral("F2")});
    QCOMPARE(gharvPlaces(map, {QStringLiteral("B2")}, {}), QStringList{QStringLiteral("C2")});
    // (T) nothing free beside Jon on F3 (F2 taken): the nearest free water, two hexes off.
    const QStringList near = gharvPlaces(map, {QStringLiteral("F3")}, {QStringLiteral("F2")});
    QCOMPARE(near, (QStringList{QStringLiteral("F1"), QStringLiteral("F5")}));
    SkirmishMap dry;
    dry.rows = 4;
    dry.columns = 4;
    QVERIFY(gharvPlaces(dry, {QStringLiteral("B2")}, {}).isEmpty());
    QCOMPARE(numberedPick(2, 2), std::optional<int>(1));
    QCOMPARE(numberedPick(2, 1), std::optional<int>(0));
    QCOMPARE(numberedPick(2, 3), std::nullopt);
    QCOMPARE(numberedPick(6, 0), std::nullopt);
}

// §9.6 disappearance and its [PROPOSED] reading, §12 C11: a Gharv out of contact goes back to
// the nearest water with its land MA (water MA from marsh) and leaves the map on reaching it.
void TestSkirmishCreatures::gharvWithdraws_data()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<int>("wounds");
    QTest::addColumn<QStringList>("water");
    QTest::addColumn<QStringList>("marsh");
    QTest::addColumn<QStringList>("standing");
    QTest::addColumn<QStringList>("occupied");
    QTest::addColumn<int>("mp");
    QTest::addColumn<QString>("endsAt"); ///< "" when it leaves the map
    QTest::addColumn<int>("entered");

    const QStringList river{QStringLiteral("A3"), QStringLiteral("A4"), QStringLiteral("A5")};
    QTest::newRow("§9.6 already in water: off the map at once")
        << "A4" << 0 << river << QStringList{} << QStringList{} << QStringList{} << 0 << "" << 0;
    QTest::newRow("§9.6 water 3 flat hexes away, land MA 3: reaches it, off the map")
        << "D4" << 0 << river << QStringList{} << QStringList{} << QStringList{} << 3 << "" << 3;
    QTest::newRow("§9.6 water 3 hexes away, wounded twice (land MA 1): 1 hex nearer")
        << "D4" << 2 << river << QStringList{} << QStringList{} << QStringList{} << 1 << "C4" << 1;
    QTest::newRow("§9.6 water 5 hexes away: stops after 3")
        << "F4" << 0 << river << QStringList{} << QStringList{} << QStringList{} << 3 << "C4" << 3;
    QTest::newRow("§9.6 [PROPOSED] from marsh the water MA (7): 5 hexes, off the map")
        << "F4" << 0 << river << QStringList{QStringLiteral("F4")} << QStringList{} << QStringList{}
        << 7 << "" << 5;
    QTest::newRow("§3.9 the hex it would stop on is taken: one short")
        << "F4" << 0 << river << QStringList{} << QStringList{} << QStringList{QStringLiteral("C4")}
        << 3 << "D4" << 2;
    QTest::newRow("§3.1 no water to go to: it stays")
        << "D4" << 0 << QStringList{} << QStringList{} << QStringList{} << QStringList{} << 3
        << "D4" << 0;
    QTest::newRow("§3.1 standing characters wall the water off: it stays")
        << "A1" << 0 << QStringList{QStringLiteral("A5")} << QStringList{}
        << QStringList{QStringLiteral("B1"), QStringLiteral("A2")} << QStringList{} << 3 << "A1"
        << 0;
}

void TestSkirmishCreatures::gharvWithdraws()
{
    QFETCH(QString, from);
    QFETCH(int, wounds);
    QFETCH(QStringList, water);
    QFETCH(QStringList, marsh);
    QFETCH(QStringList, standing);
    QFETCH(QStringList, occupied);
    QFETCH(int, mp);
    QFETCH(QString, endsAt);
    QFETCH(int, entered);
    SkirmishMap map;
    map.rows = 8;
    map.columns = 10;
    for (const QString &hex : water)
        map.hexes.insert(hex, MapHex{Terrain::Water, -1, {}});
    for (const QString &hex : marsh)
        map.hexes.insert(hex, MapHex{Terrain::Marsh, 0, {}});
    WithdrawalGround g;
    g.map = &map;
    g.from = from;
    for (const QString &hex : standing) {
        g.standing.insert(hex);
        g.occupied.insert(hex);
    }
    for (const QString &hex : occupied)
        g.occupied.insert(hex);
    CharacterState state;
    state.wounds = wounds;
    state.health = wounds > 0 ? Health::Wounded : Health::Healthy;
    const Withdrawal w = gharvWithdrawal(g, skirmishfiles::profile("gharv"), state);
    QCOMPARE(w.movementPoints, mp);
    QCOMPARE(w.leavesMap, endsAt.isEmpty());
    QCOMPARE(int(w.path.size()), entered);
    if (!endsAt.isEmpty())
        QCOMPARE(w.path.isEmpty() ? from : w.path.last(), endsAt);
    else if (!w.path.isEmpty())
        QVERIFY(water.contains(w.path.last()));
    for (const QString &hex : w.path)
        QVERIFY(!standing.contains(hex));
    QVERIFY(w.lines.first().startsWith(QStringLiteral("§9.6")));
}

// §9.5.
void TestSkirmishCreatures::webs()
{
    WebOutcome w = attackWeb(false, false, false);
    QVERIFY(w.destroyed && w.automaticAdvance);
    w = attackWeb(true, true, false);
    QVERIFY(!w.destroyed);
    w = attackWeb(true, true, true);
    QVERIFY(w.destroyed && !w.automaticAdvance);
    w = attackWeb(true, false, true);
    QVERIFY(!w.destroyed);
}

// §9.3 point costs.
void TestSkirmishCreatures::krobCosts()
{
    QCOMPARE(krobPointCost(Kind::Hunter), std::optional<int>(1));
    QCOMPARE(krobPointCost(Kind::Warrior), std::optional<int>(2));
    QCOMPARE(krobPointCost(Kind::Slayer), std::optional<int>(4));
    QCOMPARE(krobPointCost(Kind::Guard), std::optional<int>(7));
    QCOMPARE(krobPointCost(Kind::Queen), std::nullopt);
}

// §9.3 spawning calendar; [PROPOSED] 33 onwards every third turn.
void TestSkirmishCreatures::spawning_data()
{
    QTest::addColumn<int>("turn");
    QTest::addColumn<int>("points");
    const int rows[][2] = {{1, 0},   {2, 0},   {3, 10},  {4, 0},   {6, 10},  {9, 10},
                           {10, 0},  {12, 15}, {15, 15}, {18, 15}, {21, 20}, {24, 20},
                           {27, 20}, {30, 20}, {31, 0},  {33, 25}, {34, 0},  {36, 25}};
    for (const auto &r : rows)
        QTest::addRow("§9.3 turn %d: %d points", r[0], r[1]) << r[0] << r[1];
}

void TestSkirmishCreatures::spawning()
{
    QFETCH(int, turn);
    QFETCH(int, points);
    QCOMPARE(spawningPoints(turn), points);
}

// §9.3 strategic movement.
void TestSkirmishCreatures::strategicMovement_data()
{
    QTest::addColumn<QString>("who");
    QTest::addColumn<bool>("baby");
    QTest::addColumn<bool>("isWounded");
    QTest::addColumn<int>("areas");
    QTest::newRow("§9.3 Queen: impossible") << "alkiram" << false << false << 0;
    QTest::newRow("§9.3 wounded Krob: impossible") << "hunter" << false << true << 0;
    QTest::newRow("§9.3 Warrior: 1") << "warrior" << false << false << 1;
    QTest::newRow("§9.3 Guard: 1") << "migam" << false << false << 1;
    QTest::newRow("§9.3 Slayer: 2") << "slayer" << false << false << 2;
    QTest::newRow("§9.3 Baby Guard: 2") << "migam" << true << false << 2;
    QTest::newRow("§9.3 Baby Warrior: 2") << "warrior" << true << false << 2;
    QTest::newRow("§9.3 Hunter: 3") << "hunter" << false << false << 3;
    QTest::newRow("§9.3 Baby Slayer: 3") << "slayer" << true << false << 3;
    QTest::newRow("§9.3 Baby Hunter: 3") << "hunter" << true << false << 3;
}

void TestSkirmishCreatures::strategicMovement()
{
    QFETCH(QString, who);
    QFETCH(bool, baby);
    QFETCH(bool, isWounded);
    QFETCH(int, areas);
    CharacterState s;
    s.baby = baby;
    if (isWounded) {
        s.health = Health::Wounded;
        s.wounds = 1;
    }
    QCOMPARE(herald::skirmish::strategicMovement(skirmishfiles::profile(qPrintable(who)), s),
             areas);
}

QTEST_GUILESS_MAIN(TestSkirmishCreatures)
#include "tst_skirmish_creatures.moc"
