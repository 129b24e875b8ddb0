// Movement and zones of control (spec 5, 6, 17.4) and reachable hexes.

#include "fixtures.h"

#include "core/hexwar/movement.h"
#include "core/hexwar/reach.h"

#include <QTest>

using namespace hexwartest;
using herald::hexwar::checkPath;
using herald::hexwar::GameState;
using herald::hexwar::HexwarSettings;
using herald::hexwar::MoveRefusal;
using herald::hexwar::PathCheck;
using herald::hexwar::reachableHexes;

Q_DECLARE_METATYPE(herald::hexwar::MoveRefusal)
Q_DECLARE_METATYPE(herald::hexwar::UnitKind)

namespace {

const QString kRoad = QStringLiteral("Lane");
const QString kRiver = QStringLiteral("Brook");

QList<Hex> hexes(const QStringList &ids)
{
    QList<Hex> out;
    for (const QString &id : ids)
        out.append(*Hex::fromXXYY(id));
    return out;
}

GameState stateWith(std::vector<Unit> units, Side active = Side::BlackEagle)
{
    GameState s;
    s.activeSide = active;
    s.units = std::move(units);
    return s;
}

// One unit "U" of the Black Eagle at 1010 with this MA and kind, alone on the map.
GameState alone(int ma, UnitKind kind = UnitKind::Plain, const char *at = "1010")
{
    return stateWith({makeUnit("U", Side::BlackEagle, 2, 1, ma, at, kind)});
}

} // namespace

class TestHexwarMovement : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Spec 2.3 (every row of the Terrain Effects Chart) with M2, M4, M6, M7, M8, M12: the MPs
    // spent to enter 1011 (south of 1010) from 1010, for a unit with enough MA.
    void chartCost_data()
    {
        QTest::addColumn<int>("terrain");
        QTest::addColumn<int>("feature");
        QTest::addColumn<int>("hexside"); // 0 plain, 1 road, 2 river, 3 bridge
        QTest::addColumn<UnitKind>("kind");
        QTest::addColumn<int>("ma");
        QTest::addColumn<int>("spent");
        const int none = int(Feature::None);
        const auto plain = UnitKind::Plain;
        QTest::newRow("clear 2") << int(Terrain::Clear) << none << 0 << plain << 5 << 2;
        QTest::newRow("heavy forest 4")
            << int(Terrain::HeavyForest) << none << 0 << plain << 5 << 4;
        QTest::newRow("mountain 4") << int(Terrain::Mountain) << none << 0 << plain << 5 << 4;
        QTest::newRow("swamp 4") << int(Terrain::Swamp) << none << 0 << plain << 5 << 4;
        QTest::newRow("hills 3") << int(Terrain::Hills) << none << 0 << plain << 5 << 3;
        QTest::newRow("moor 3") << int(Terrain::Moor) << none << 0 << plain << 5 << 3;
        QTest::newRow("light forest 3")
            << int(Terrain::LightForest) << none << 0 << plain << 5 << 3;
        QTest::newRow("town 1") << int(Terrain::Clear) << int(Feature::Town) << 0 << plain << 5
                                << 1;
        QTest::newRow("ruins 1") << int(Terrain::Clear) << int(Feature::Ruins) << 0 << plain << 5
                                 << 1;
        QTest::newRow("keep on hills 1 (M12)")
            << int(Terrain::Hills) << int(Feature::Keep) << 0 << plain << 5 << 1;
        QTest::newRow("town in heavy forest 1 (M12)")
            << int(Terrain::HeavyForest) << int(Feature::Town) << 0 << plain << 5 << 1;
        QTest::newRow("road hexside into heavy forest 1 (M4)")
            << int(Terrain::HeavyForest) << none << 1 << plain << 5 << 1;
        QTest::newRow("bridge into mountain 1 (M6)")
            << int(Terrain::Mountain) << none << 3 << plain << 5 << 1;
        QTest::newRow("river crossing uses all 4 MP (M5)")
            << int(Terrain::Clear) << none << 2 << plain << 4 << 4;
        QTest::newRow("river crossing uses all 5 MP (M5)")
            << int(Terrain::Clear) << none << 2 << plain << 5 << 5;
        const auto f = UnitKind::Forester;
        const auto m = UnitKind::Mountaineer;
        QTest::newRow("forester heavy forest 1 (M7)")
            << int(Terrain::HeavyForest) << none << 0 << f << 3 << 1;
        QTest::newRow("forester light forest 1 (M7)")
            << int(Terrain::LightForest) << none << 0 << f << 3 << 1;
        QTest::newRow("forester hills 3") << int(Terrain::Hills) << none << 0 << f << 5 << 3;
        QTest::newRow("mountaineer hills 1 (M8)")
            << int(Terrain::Hills) << none << 0 << m << 3 << 1;
        QTest::newRow("mountaineer mountain 1 (M8)")
            << int(Terrain::Mountain) << none << 0 << m << 3 << 1;
        QTest::newRow("mountaineer moor 3 (M8, M-8)")
            << int(Terrain::Moor) << none << 0 << m << 3 << 3;
        QTest::newRow("mountaineer forest 4")
            << int(Terrain::HeavyForest) << none << 0 << m << 5 << 4;
    }
    void chartCost()
    {
        QFETCH(int, terrain);
        QFETCH(int, feature);
        QFETCH(int, hexside);
        QFETCH(UnitKind, kind);
        QFETCH(int, ma);
        QFETCH(int, spent);
        HexwarMap map = clearMap();
        setTerrain(map, "1011", Terrain(terrain), Feature(feature));
        if (hexside == 1)
            setSide(map, "1010", "1011", kRoad, {});
        else if (hexside >= 2)
            setSide(map, "1010", "1011", {}, kRiver, hexside == 3);
        const PathCheck check = checkPath(map, alone(ma, kind), "U", hexes({"1011"}));
        QVERIFY2(check.ok(), qPrintable(check.explanation));
        QCOMPARE(check.spent, spent);
    }

    // M-1 (M2): MA 3, clear then hills is refused; clear then a town or a road hexside is not.
    void costsMustBePaid()
    {
        HexwarMap map = clearMap();
        setTerrain(map, "1012", Terrain::Hills);
        PathCheck check = checkPath(map, alone(3), "U", hexes({"1011", "1012"}));
        QCOMPARE(check.refusal, MoveRefusal::NotEnoughMp);
        QCOMPARE(check.failedStep, 1);
        QVERIFY(check.explanation.contains(QStringLiteral("rule M2")));
        QVERIFY(check.explanation.contains(QStringLiteral("costs 3 MP")));
        QVERIFY(check.explanation.contains(QStringLiteral("only 1 of 3 MP")));

        setTerrain(map, "1012", Terrain::Hills, Feature::Town);
        QVERIFY(checkPath(map, alone(3), "U", hexes({"1011", "1012"})).ok());
        setTerrain(map, "1012", Terrain::Hills);
        setSide(map, "1011", "1012", kRoad, {});
        check = checkPath(map, alone(3), "U", hexes({"1011", "1012"}));
        QVERIFY(check.ok());
        QCOMPARE(check.spent, 3);
    }

    // M-2, M-5 (M3): the one-hex minimum move takes the whole MA and ends the move; it is only
    // for a unit's first step.
    void oneHexMinimum()
    {
        HexwarMap map = clearMap();
        setTerrain(map, "1011", Terrain::HeavyForest);
        PathCheck check = checkPath(map, alone(3), "U", hexes({"1011"}));
        QVERIFY(check.ok());
        QCOMPARE(check.spent, 3);
        check = checkPath(map, alone(3), "U", hexes({"1011", "1012"}));
        QCOMPARE(check.refusal, MoveRefusal::MoveEnded);
        QVERIFY(check.explanation.contains(QStringLiteral("one-hex minimum")));

        // M-5: a forest hex on the road, entered through a non-road hexside after a road step.
        setTerrain(map, "1012", Terrain::HeavyForest);
        setSide(map, "1010", "1011", kRoad, {});
        check = checkPath(map, alone(3), "U", hexes({"1011", "1012"}));
        QCOMPARE(check.refusal, MoveRefusal::NotEnoughMp);
    }

    // M-3, M-4 (M4): road steps cost 1 whatever the hex.
    void roadMoves()
    {
        HexwarMap map = clearMap();
        for (const char *h : {"1011", "1012", "1013"})
            setTerrain(map, h, Terrain::HeavyForest);
        setSide(map, "1010", "1011", kRoad, {});
        setSide(map, "1011", "1012", kRoad, {});
        setSide(map, "1012", "1013", kRoad, {});
        PathCheck check = checkPath(map, alone(3), "U", hexes({"1011", "1012", "1013"}));
        QVERIFY(check.ok());
        QCOMPARE(check.spent, 3);
        // M-3: one road step, then a clear hex: 1 + 2 = 3.
        setTerrain(map, "1012", Terrain::Clear);
        setSide(map, "1011", "1012", {}, {});
        check = checkPath(map, alone(3), "U", hexes({"1011", "1012"}));
        QVERIFY(check.ok());
        QCOMPARE(check.spent, 3);
    }

    // M-6, M-7 (M7, M8).
    void forestersAndMountaineers()
    {
        HexwarMap map = clearMap();
        for (const char *h : {"1011", "1012", "1013"})
            setTerrain(map, h, Terrain::HeavyForest);
        QVERIFY(checkPath(map, alone(3, UnitKind::Forester), "U", hexes({"1011", "1012", "1013"}))
                    .ok());
        QCOMPARE(checkPath(map, alone(3), "U", hexes({"1011", "1012"})).refusal,
                 MoveRefusal::MoveEnded);

        setTerrain(map, "1011", Terrain::Hills);
        setTerrain(map, "1012", Terrain::Mountain);
        setTerrain(map, "1013", Terrain::Clear);
        const PathCheck check =
            checkPath(map, alone(3, UnitKind::Mountaineer), "U", hexes({"1011", "1012", "1013"}));
        QCOMPARE(check.refusal, MoveRefusal::NotEnoughMp);
        QCOMPARE(check.failedStep, 2);
        setTerrain(map, "1013", Terrain::Clear, Feature::Town);
        QVERIFY(
            checkPath(map, alone(3, UnitKind::Mountaineer), "U", hexes({"1011", "1012", "1013"}))
                .ok());
    }

    // M-9 (Z2): entering an enemy ZOC ends the move.
    void enteringZocStops()
    {
        const HexwarMap map = clearMap();
        GameState s = alone(5);
        s.units.push_back(makeUnit("E", Side::Karameikan, 0, 0, 3, "1013"));
        QVERIFY(checkPath(map, s, "U", hexes({"1011"})).ok());
        QVERIFY(checkPath(map, s, "U", hexes({"1011", "1012"})).ok()); // 1012 touches 1013
        const PathCheck check = checkPath(map, s, "U", hexes({"1011", "1012", "1112"}));
        QCOMPARE(check.refusal, MoveRefusal::MoveEnded);
        QVERIFY(check.explanation.contains(QStringLiteral("zone of control")));
    }

    // M-10 (Z3) and M-11 (Z4, A19): leaving an enemy ZOC.
    void leavingZoc()
    {
        HexwarMap map = clearMap();
        GameState s = alone(4);
        s.units.push_back(makeUnit("E", Side::Karameikan, 1, 0, 3, "1011"));
        PathCheck check = checkPath(map, s, "U", hexes({"1009"}));
        QCOMPARE(check.refusal, MoveRefusal::HeldInZoc);
        QVERIFY(check.explanation.contains(QStringLiteral("rule Z3")));
        QVERIFY(check.explanation.contains(QStringLiteral("MA is 4")));

        s.units[0].movement = 5;
        check = checkPath(map, s, "U", hexes({"1009", "1008"}));
        QVERIFY2(check.ok(), qPrintable(check.explanation));

        setSide(map, "1010", "1009", {}, kRiver);
        check = checkPath(map, s, "U", hexes({"1009"}));
        QCOMPARE(check.refusal, MoveRefusal::WithdrawAcrossRiver);
        setSide(map, "1010", "1009", {}, kRiver, true);
        QCOMPARE(checkPath(map, s, "U", hexes({"1009"})).refusal, MoveRefusal::WithdrawAcrossRiver);
        HexwarSettings overBridge;
        overBridge.withdrawOverBridge = true;
        QVERIFY(checkPath(map, s, "U", hexes({"1009"}), overBridge).ok());
    }

    // M-12, M-13 (M5, A18): an unbridged river is crossed as the whole move.
    void riverCrossing()
    {
        HexwarMap map = clearMap();
        setSide(map, "1011", "1012", {}, kRiver);
        PathCheck check = checkPath(map, alone(4, UnitKind::Plain, "1011"), "U", hexes({"1012"}));
        QVERIFY(check.ok());
        QCOMPARE(check.spent, 4);
        QCOMPARE(
            checkPath(map, alone(4, UnitKind::Plain, "1011"), "U", hexes({"1012", "1013"})).refusal,
            MoveRefusal::MoveEnded);
        check = checkPath(map, alone(4), "U", hexes({"1011", "1012"}));
        QCOMPARE(check.refusal, MoveRefusal::RiverNotAtStart);
        QVERIFY(check.explanation.contains(QStringLiteral("rule M5")));

        // Option after_bank_move: a unit that started next to a river may first move along it.
        HexwarSettings bank;
        bank.riverCrossing = herald::hexwar::RiverCrossing::AfterBankMove;
        QCOMPARE(checkPath(map, alone(4), "U", hexes({"1011", "1012"}), bank).refusal,
                 MoveRefusal::RiverNotAtStart);
        setSide(map, "1010", "1110", {}, kRiver);
        check = checkPath(map, alone(4), "U", hexes({"1011", "1012"}), bank);
        QVERIFY2(check.ok(), qPrintable(check.explanation));
        QCOMPARE(check.spent, 4);
    }

    // M-14 (M6) on the shipped map: the bridge 2128|2028 costs 1 and needs no start by the river.
    void bridgeOnShippedMap()
    {
        const GameState s = alone(3, UnitKind::Plain, "2128");
        const PathCheck check = checkPath(blackEagleMap(), s, "U", hexes({"2028"}));
        QVERIFY(check.ok());
        QCOMPARE(check.spent, 1);
        // The unbridged side of Kelvin: 2322 into 2421 is a river crossing (M5).
        const GameState k = alone(3, UnitKind::Plain, "2323");
        QCOMPARE(checkPath(blackEagleMap(), k, "U", hexes({"2322", "2421"})).refusal,
                 MoveRefusal::RiverNotAtStart);
    }

    // M-15 (M10), M-16 (M9), M11, A28, M1.
    void otherRefusals_data()
    {
        QTest::addColumn<QStringList>("path");
        QTest::addColumn<MoveRefusal>("refusal");
        QTest::addColumn<QString>("rule");
        QTest::newRow("M-15 through a friend")
            << QStringList{"1011", "1012"} << MoveRefusal::None << QString();
        QTest::newRow("M-15 ending on a friend")
            << QStringList{"1011"} << MoveRefusal::EndsStacked << "M10";
        QTest::newRow("M-16 into an enemy") << QStringList{"1009"} << MoveRefusal::EnemyHex << "M9";
        QTest::newRow("not adjacent") << QStringList{"1012"} << MoveRefusal::NotAdjacent << "M1";
        QTest::newRow("into water") << QStringList{"0910"} << MoveRefusal::Water << "A28";
        QTest::newRow("empty move") << QStringList{} << MoveRefusal::EmptyPath << "M1";
    }
    void otherRefusals()
    {
        QFETCH(QStringList, path);
        QFETCH(MoveRefusal, refusal);
        QFETCH(QString, rule);
        HexwarMap map = clearMap();
        setTerrain(map, "0910", Terrain::Water);
        GameState s = alone(5);
        s.units.push_back(makeUnit("F", Side::BlackEagle, 1, 0, 3, "1011"));
        s.units.push_back(makeUnit("E", Side::Karameikan, 1, 0, 3, "1009"));
        const PathCheck check = checkPath(map, s, "U", hexes(path));
        QCOMPARE(check.refusal, refusal);
        if (!rule.isEmpty())
            QVERIFY2(check.explanation.contains(QStringLiteral("rule ") + rule),
                     qPrintable(check.explanation));
    }

    // M11: never off the map; M1: only in the side's phase, once.
    void edgeAndPhase()
    {
        const HexwarMap map = clearMap();
        GameState s = alone(3, UnitKind::Plain, "0101");
        QCOMPARE(checkPath(map, s, "U", {Hex::fromOffset({-1, 0})}).refusal, MoveRefusal::OffMap);
        QCOMPARE(checkPath(map, s, "U", {Hex::fromOffset({0, -1})}).refusal, MoveRefusal::OffMap);
        PathCheck check;
        const auto moved =
            herald::hexwar::moveUnit(map, s, "U", hexes({"0102"}), &check, HexwarSettings{});
        QVERIFY(moved);
        QCOMPARE(moved->unit("U")->hex, hx("0102"));
        QCOMPARE(checkPath(map, *moved, "U", hexes({"0103"})).refusal, MoveRefusal::AlreadyMoved);
        s.activeSide = Side::Karameikan;
        QCOMPARE(checkPath(map, s, "U", hexes({"0102"})).refusal, MoveRefusal::NotItsPhase);
        s.activeSide = Side::BlackEagle;
        s.phase = herald::hexwar::Phase::Combat;
        QCOMPARE(checkPath(map, s, "U", hexes({"0102"})).refusal, MoveRefusal::NotItsPhase);
        QVERIFY(!herald::hexwar::moveUnit(map, s, "U", hexes({"0102"}), &check, HexwarSettings{}));
    }

    // Reachable hexes: the Dijkstra agrees with checkPath on every hex it lists.
    void reachableOnOpenGround()
    {
        const HexwarMap map = clearMap();
        // MA 3 on clear ground: one hex in each direction (2 MP), no second one.
        QCOMPARE(reachableHexes(map, alone(3), "U").size(), 6);
        // MA 4: every hex within two.
        QCOMPARE(reachableHexes(map, alone(4), "U").size(), 18);
        // Held in a ZOC (Z3): nothing.
        GameState held = alone(4);
        held.units.push_back(makeUnit("E", Side::Karameikan, 1, 0, 3, "1011"));
        QVERIFY(reachableHexes(map, held, "U").isEmpty());
    }
    void reachableAgreesWithCheckPath()
    {
        const HexwarMap &map = blackEagleMap();
        GameState s;
        s.activeSide = Side::Karameikan;
        s.units = {makeUnit("K", Side::Karameikan, 4, 2, 3, "1928"),
                   makeUnit("G", Side::Karameikan, 6, 3, 5, "2322"),
                   makeUnit("E", Side::BlackEagle, 2, 1, 4, "2124"),
                   makeUnit("F", Side::Karameikan, 4, 2, 3, "2121", UnitKind::Forester)};
        for (const QString id : {"K", "G", "F"}) {
            const auto reach = reachableHexes(map, s, id);
            QVERIFY(!reach.isEmpty());
            for (const auto &r : reach) {
                const PathCheck check = checkPath(map, s, id, r.path);
                QVERIFY2(check.ok(), qPrintable(check.explanation));
                QCOMPARE(check.spent, r.cost);
            }
        }
        // Guard Phorsis in Specularum reaches 2128 over the bridge and road for 2 MP.
        const auto reach = reachableHexes(map, s, "K");
        const auto it = std::find_if(reach.begin(), reach.end(),
                                     [](const auto &r) { return r.hex == hx("2128"); });
        QVERIFY(it != reach.end());
        QCOMPARE(it->cost, 2);
    }
};

QTEST_GUILESS_MAIN(TestHexwarMovement)
#include "tst_hexwar_movement.moc"
