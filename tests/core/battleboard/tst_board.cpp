// The board (§2): major or minor by the six-brigade threshold, orthogonal adjacency with and
// without sideways links, and what lies in front of each space. Set-up legality (§3) and the
// spec's worked cases T1-T3 (§14).
#include "core/battleboard/battle.h"
#include "core/battleboard/board.h"
#include "core/battleboard/setup.h"

#include <QTest>

#include <algorithm>

using namespace herald::battleboard;

namespace {

Deployment brigade(UnitType type, SpaceKind kind, int column = 0, bool elite = false)
{
    return {type, elite, kind, column, 0};
}

Deployment leader(SpaceKind kind, int column = 0)
{
    return brigade(UnitType::Leader, kind, column);
}

Space line(Side side, int column)
{
    return space(side, SpaceKind::Line, column);
}

Space middle(int column)
{
    return space(Side::Attacker, SpaceKind::Middle, column);
}

const Space attackerReserve = space(Side::Attacker, SpaceKind::Reserve);
const Space defenderReserve = space(Side::Defender, SpaceKind::Reserve);
const Space attackerRetreat = space(Side::Attacker, SpaceKind::Retreat);

} // namespace

Q_DECLARE_METATYPE(herald::battleboard::Space)

class TestBoard : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // §2.1: major only when each side has six brigades or more.
    void battleSize_data()
    {
        QTest::addColumn<int>("attacker");
        QTest::addColumn<int>("defender");
        QTest::addColumn<bool>("major");
        QTest::newRow("6 and 6: major") << 6 << 6 << true;
        QTest::newRow("6 and 5: minor (T1)") << 6 << 5 << false;
        QTest::newRow("5 and 9: minor") << 5 << 9 << false;
        QTest::newRow("12 and 7: major") << 12 << 7 << true;
        QTest::newRow("1 and 1: minor") << 1 << 1 << false;
    }
    void battleSize()
    {
        QFETCH(int, attacker);
        QFETCH(int, defender);
        QFETCH(bool, major);
        QCOMPARE(herald::battleboard::battleSize(attacker, defender) == BattleSize::Major, major);
    }

    // §2.3's adjacency table, row by row, with board.lateral_moves on and off.
    void adjacency_data()
    {
        QTest::addColumn<Space>("a");
        QTest::addColumn<Space>("b");
        QTest::addColumn<bool>("withLateral");
        QTest::addColumn<bool>("withoutLateral");
        QTest::newRow("own reserve - own line 3")
            << attackerReserve << line(Side::Attacker, 3) << true << true;
        QTest::newRow("own reserve - enemy line 1")
            << attackerReserve << line(Side::Defender, 1) << false << false;
        QTest::newRow("reserve - middle") << defenderReserve << middle(2) << false << false;
        QTest::newRow("line 1 - line 2 sideways")
            << line(Side::Attacker, 1) << line(Side::Attacker, 2) << true << false;
        QTest::newRow("line 1 - line 3")
            << line(Side::Defender, 1) << line(Side::Defender, 3) << false << false;
        QTest::newRow("line 2 - middle 2") << line(Side::Defender, 2) << middle(2) << true << true;
        QTest::newRow("line 2 - middle 1 (diagonal)")
            << line(Side::Attacker, 2) << middle(1) << false << false;
        QTest::newRow("middle 1 - middle 2 sideways") << middle(1) << middle(2) << true << false;
        QTest::newRow("middle 3 - attacker line 3")
            << middle(3) << line(Side::Attacker, 3) << true << true;
        QTest::newRow("middle 3 - defender line 3")
            << middle(3) << line(Side::Defender, 3) << true << true;
        QTest::newRow("retreat box - own reserve")
            << attackerRetreat << attackerReserve << false << false;
        QTest::newRow("attacker line 1 - defender line 1")
            << line(Side::Attacker, 1) << line(Side::Defender, 1) << false << false;
    }
    void adjacency()
    {
        QFETCH(Space, a);
        QFETCH(Space, b);
        QFETCH(bool, withLateral);
        QFETCH(bool, withoutLateral);
        QCOMPARE(adjacent(a, b, true), withLateral);
        QCOMPARE(adjacent(b, a, true), withLateral);
        QCOMPARE(adjacent(a, b, false), withoutLateral);
    }

    // §2.3: the neighbour list the move rule walks agrees with adjacent() for every pair of
    // spaces, in major and minor battles, with and without sideways links.
    void neighboursMatchAdjacency()
    {
        for (const int columns : {1, 3}) {
            std::vector<Space> all;
            for (const Side side : {Side::Attacker, Side::Defender}) {
                all.push_back(space(side, SpaceKind::Reserve));
                all.push_back(space(side, SpaceKind::Retreat));
                for (int c = 1; c <= columns; ++c)
                    all.push_back(line(side, c));
            }
            for (int c = 1; c <= columns; ++c)
                all.push_back(middle(c));
            for (const bool lateral : {true, false}) {
                for (const Space &a : all) {
                    std::array<Space, 4> out;
                    const int n = neighbours(a, columns, lateral, out);
                    for (const Space &b : all) {
                        const bool listed =
                            std::find(out.begin(), out.begin() + n, b) != out.begin() + n;
                        QCOMPARE(listed, adjacent(a, b, lateral));
                    }
                }
            }
        }
    }

    // §2.4: one and two spaces in front, per side; nothing from the boxes.
    void inFrontOfEachSpace()
    {
        QCOMPARE(inFront(line(Side::Attacker, 2), Side::Attacker, 1), middle(2));
        QCOMPARE(inFront(line(Side::Attacker, 2), Side::Attacker, 2), line(Side::Defender, 2));
        QCOMPARE(inFront(line(Side::Defender, 1), Side::Defender, 2), line(Side::Attacker, 1));
        QCOMPARE(inFront(middle(3), Side::Attacker, 1), line(Side::Defender, 3));
        QCOMPARE(inFront(middle(3), Side::Defender, 1), line(Side::Attacker, 3));
        QVERIFY(!inFront(middle(3), Side::Defender, 2));
        QVERIFY(!inFront(attackerReserve, Side::Attacker, 1));
        QVERIFY(!inFront(attackerRetreat, Side::Attacker, 1));
    }

    // §5.3: own reserve, own line, middle; never the enemy's spaces or a retreat box.
    void mayEnterOwnSpacesAndTheMiddle()
    {
        QVERIFY(mayEnter(middle(1), Side::Defender));
        QVERIFY(mayEnter(line(Side::Defender, 1), Side::Defender));
        QVERIFY(!mayEnter(line(Side::Attacker, 1), Side::Defender));
        QVERIFY(!mayEnter(attackerReserve, Side::Defender));
        QVERIFY(!mayEnter(attackerRetreat, Side::Attacker));
    }

    // T1 (§14): A 4 inf, 1 cav, 1 art, 2 leaders; D 5 inf, 2 leaders: minor.
    void t1SizeCheckIsMinor()
    {
        std::vector<Deployment> a(4, brigade(UnitType::Infantry, SpaceKind::Line, 1));
        a.push_back(brigade(UnitType::Cavalry, SpaceKind::Reserve));
        a.push_back(brigade(UnitType::Artillery, SpaceKind::Reserve));
        a.push_back(leader(SpaceKind::Reserve));
        a.push_back(leader(SpaceKind::Line, 1));
        std::vector<Deployment> d(5, brigade(UnitType::Infantry, SpaceKind::Line, 1));
        d.push_back(leader(SpaceKind::Reserve));
        d.push_back(leader(SpaceKind::Reserve));
        const BattleStart start = startBattle(a, d, Ruleset{});
        QVERIFY(start.issues.empty());
        QCOMPARE(start.battle->size, BattleSize::Minor);
        QCOMPARE(start.battle->columns(), 1);
        QCOMPARE(start.battle->units.size(), std::size_t(15));
        QCOMPARE(start.battle->startBrigades[0], 6);
        QCOMPARE(start.battle->startBrigades[1], 5);
    }

    // T2 (§14): six brigades each, plus a leader: major.
    void t2SizeCheckIsMajor()
    {
        std::vector<Deployment> a;
        for (int i = 0; i < 6; ++i)
            a.push_back(brigade(UnitType::Infantry, SpaceKind::Line, 1 + i % 3));
        std::vector<Deployment> d = a;
        d.push_back(leader(SpaceKind::Reserve));
        const BattleStart start = startBattle(a, d, Ruleset{});
        QVERIFY(start.issues.empty());
        QCOMPARE(start.battle->size, BattleSize::Major);
    }

    // T3 (§14, §3.3): a leader alone in line 3 does not hold it.
    void t3LeaderAloneDoesNotHoldALine()
    {
        std::vector<Deployment> a{brigade(UnitType::Infantry, SpaceKind::Line, 1),
                                  brigade(UnitType::Infantry, SpaceKind::Line, 1),
                                  brigade(UnitType::Infantry, SpaceKind::Line, 2),
                                  brigade(UnitType::Infantry, SpaceKind::Line, 2),
                                  leader(SpaceKind::Line, 3),
                                  brigade(UnitType::Artillery, SpaceKind::Reserve),
                                  brigade(UnitType::Cavalry, SpaceKind::Reserve)};
        const auto issues = checkDeployment(Side::Attacker, BattleSize::Major, a, Ruleset{});
        QCOMPARE(issues.size(), std::size_t(1));
        QCOMPARE(issues[0].problem, SetupProblem::LineWithoutBrigade);
        QCOMPARE(issues[0].column, 3);
        QVERIFY(explainSetupIssue(issues[0]).contains(QStringLiteral("§3.3")));
        QVERIFY(explainSetupIssue(issues[0]).contains(QLatin1String("column 3")));
        // The same army with a brigade moved into line 3 is accepted.
        a[5] = brigade(UnitType::Artillery, SpaceKind::Line, 3);
        QVERIFY(checkDeployment(Side::Attacker, BattleSize::Major, a, Ruleset{}).empty());
    }

    // §3.2: nothing starts in the middle or a retreat box; columns must exist (§2.1).
    void setupSpaces_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("column");
        QTest::addColumn<int>("problem");
        QTest::newRow("middle 1: refused")
            << int(SpaceKind::Middle) << 1 << int(SetupProblem::NotASetupSpace);
        QTest::newRow("retreat box: refused")
            << int(SpaceKind::Retreat) << 0 << int(SetupProblem::NotASetupSpace);
        QTest::newRow("line 2 in a minor battle: refused")
            << int(SpaceKind::Line) << 2 << int(SetupProblem::NoSuchColumn);
        QTest::newRow("reserve: legal") << int(SpaceKind::Reserve) << 0 << -1;
    }
    void setupSpaces()
    {
        QFETCH(int, kind);
        QFETCH(int, column);
        QFETCH(int, problem);
        const std::vector<Deployment> army{brigade(UnitType::Infantry, SpaceKind::Line, 1),
                                           brigade(UnitType::Cavalry, SpaceKind(kind), column)};
        const auto issues = checkDeployment(Side::Defender, BattleSize::Minor, army, Ruleset{});
        if (problem < 0) {
            QVERIFY(issues.empty());
            return;
        }
        QCOMPARE(issues.size(), std::size_t(1));
        QCOMPARE(int(issues[0].problem), problem);
        QCOMPARE(issues[0].index, 1);
    }

    // §8: WAoI has no elites; a native army has no leaders.
    void waoiSetupRules()
    {
        Ruleset rules;
        rules.settings.waoi.enabled = true;
        rules.settings.waoi.nativeSide = Side::Defender;
        const std::vector<Deployment> army{brigade(UnitType::Cavalry, SpaceKind::Line, 1, true),
                                           leader(SpaceKind::Reserve)};
        const auto attacker = checkDeployment(Side::Attacker, BattleSize::Minor, army, rules);
        QCOMPARE(attacker.size(), std::size_t(1));
        QCOMPARE(attacker[0].problem, SetupProblem::EliteInWaoi);
        const auto defender = checkDeployment(Side::Defender, BattleSize::Minor, army, rules);
        QCOMPARE(defender.size(), std::size_t(2));
        QCOMPARE(defender[1].problem, SetupProblem::NativeLeader);
    }

    // §2.2: who stands in each space, as the battle keeps it for the rules and the simulator
    // (BattleState::forEachUnitIn, unitsToScan), is what reading every unit says, lowest id
    // first: with the sides listed in turn or mixed, after moves and eliminations, and past the
    // 128 units the index holds, where it reads the side's units instead.
    void unitsInASpace_data()
    {
        QTest::addColumn<int>("units");
        QTest::addColumn<bool>("mixed");
        QTest::newRow("20 units, the attacker's then the defender's") << 20 << false;
        QTest::newRow("20 units, the sides mixed") << 20 << true;
        QTest::newRow("150 units, past the index") << 150 << true;
    }
    void unitsInASpace()
    {
        QFETCH(int, units);
        QFETCH(bool, mixed);
        BattleState b;
        b.size = BattleSize::Major;
        for (int i = 0; i < units; ++i) {
            Unit u;
            u.id = i;
            u.side = (mixed ? i % 3 == 0 : i >= units / 2) ? Side::Defender : Side::Attacker;
            u.type = i % 4 == 3 ? UnitType::Leader : UnitType::Infantry;
            u.kind = i % 5 == 4 ? SpaceKind::Middle : SpaceKind::Line;
            u.column = 1 + i % 3;
            b.units.push_back(u);
        }
        b.unitsChanged();
        for (int i = 0; i < units; i += 6)
            b.place(b.units[std::size_t(i)], SpaceKind::Reserve);
        for (int i = 1; i < units; i += 7)
            b.eliminate(b.units[std::size_t(i)]);
        int seen = 0;
        for (const Side owner : {Side::Attacker, Side::Defender}) {
            std::vector<Space> spaces{space(owner, SpaceKind::Reserve),
                                      space(owner, SpaceKind::Retreat)};
            for (int c = 1; c <= 3; ++c)
                spaces.insert(spaces.end(), {line(owner, c), middle(c)});
            for (const Space &s : spaces) {
                for (const Side side : {Side::Attacker, Side::Defender}) {
                    std::vector<int> expected;
                    for (const Unit &u : b.units) {
                        if (u.side == side && u.where() == s)
                            expected.push_back(u.id);
                    }
                    std::vector<int> found;
                    b.forEachUnitIn(s, side, [&found](const Unit &u) {
                        found.push_back(u.id);
                        return true;
                    });
                    QCOMPARE(found, expected);
                    seen += int(found.size());
                }
            }
        }
        // Every unit on the board was found once (middle spaces are listed for both owners).
        QVERIFY(seen > 0);
        for (const Side side : {Side::Attacker, Side::Defender}) {
            const auto run = b.unitsToScan(side);
            QCOMPARE(std::count_if(run.begin(), run.end(),
                                   [side](const Unit &u) { return u.side == side; }),
                     std::count_if(b.units.begin(), b.units.end(),
                                   [side](const Unit &u) { return u.side == side; }));
        }
        // A visit that answers false stops the walk.
        int visits = 0;
        b.forEachUnitIn(line(Side::Attacker, 2), Side::Attacker, [&visits](const Unit &) {
            ++visits;
            return false;
        });
        QCOMPARE(visits, 1);
    }
};

QTEST_GUILESS_MAIN(TestBoard)
#include "tst_board.moc"
