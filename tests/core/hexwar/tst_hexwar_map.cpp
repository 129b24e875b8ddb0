// The Black Eagle map model and Herald's hexwar map format (spec 2.2, 2.3, 14, 15; A8, A17, A28).

#include "fixtures.h"

#include "core/hexwar/terrain.h"

#include <QTest>

using namespace hexwartest;
using herald::hexwar::parseHexwarMap;

class TestHexwarMap : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Spec 2.3, second table: MP to enter and the defender's left shift, row by row, with the
    // forester (M7) and mountaineer (M8) columns.
    void terrainEffectsChart_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<int>("cost");
        QTest::addColumn<int>("foresterCost");
        QTest::addColumn<int>("mountaineerCost");
        QTest::addColumn<int>("shift");
        QTest::newRow("clear 2, no shift") << "clear" << 2 << 2 << 2 << 0;
        QTest::newRow("heavy forest 4, forester 1, shift 2") << "heavy_forest" << 4 << 1 << 4 << 2;
        QTest::newRow("mountain 4, mountaineer 1, shift 2") << "mountain" << 4 << 4 << 1 << 2;
        QTest::newRow("swamp 4, shift 2") << "swamp" << 4 << 4 << 4 << 2;
        QTest::newRow("hills 3, mountaineer 1, shift 1") << "hills" << 3 << 3 << 1 << 1;
        QTest::newRow("moor 3, no reduction, shift 1") << "moor" << 3 << 3 << 3 << 1;
        QTest::newRow("light forest 3, forester 1, shift 1") << "light_forest" << 3 << 1 << 3 << 1;
    }
    void terrainEffectsChart()
    {
        QFETCH(QString, key);
        QFETCH(int, cost);
        QFETCH(int, foresterCost);
        QFETCH(int, mountaineerCost);
        QFETCH(int, shift);
        const auto terrain = herald::hexwar::terrainFromKey(key);
        QVERIFY(terrain);
        QCOMPARE(herald::hexwar::terrainCost(*terrain, UnitKind::Plain), cost);
        QCOMPARE(herald::hexwar::terrainCost(*terrain, UnitKind::Forester), foresterCost);
        QCOMPARE(herald::hexwar::terrainCost(*terrain, UnitKind::Mountaineer), mountaineerCost);
        QCOMPARE(herald::hexwar::terrainShift(*terrain), shift);
        QCOMPARE(herald::hexwar::terrainKey(*terrain), key);
    }

    // Spec 2.3: town and ruins 1 MP and 2 shifts, keep 1 MP and 3 shifts; city, village and
    // fort use the town row (A8).
    void featureRows_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<int>("shift");
        QTest::newRow("town") << "town" << 2;
        QTest::newRow("city as town") << "city" << 2;
        QTest::newRow("village as town") << "village" << 2;
        QTest::newRow("fort as town") << "fort" << 2;
        QTest::newRow("ruins") << "ruins" << 2;
        QTest::newRow("keep") << "keep" << 3;
    }
    void featureRows()
    {
        QFETCH(QString, key);
        QFETCH(int, shift);
        const auto feature = herald::hexwar::featureFromKey(key);
        QVERIFY(feature);
        QCOMPARE(herald::hexwar::featureCost(*feature), 1);
        QCOMPARE(herald::hexwar::featureShift(*feature), shift);
    }

    // Spec A28: water is never entered.
    void waterCannotBeEntered()
    {
        QVERIFY(!herald::hexwar::terrainCost(Terrain::Water, UnitKind::Plain));
        HexwarMap map = clearMap();
        setTerrain(map, "1010", Terrain::Water);
        QVERIFY(!map.isLand(hx("1010")));
        QVERIFY(map.isLand(hx("1011")));
    }

    // Spec 17.1 H1-H7 on core/map's grid (even printed columns shifted down, spec 2.2 default).
    void hexArithmetic()
    {
        QCOMPARE(hx("0724").offset().column + 1, 7);
        QCOMPARE(hx("0724").offset().row + 1, 24);
        QCOMPARE(hx("0724").toXXYY(), QStringLiteral("0724"));
        const auto toSet = [](const std::array<Hex, 6> &hexes) {
            QSet<QString> out;
            for (const Hex h : hexes)
                out.insert(h.toXXYY());
            return out;
        };
        QCOMPARE(toSet(hx("2321").neighbours()),
                 (QSet<QString>{"2320", "2322", "2220", "2221", "2420", "2421"}));
        QCOMPARE(toSet(hx("2128").neighbours()),
                 (QSet<QString>{"2127", "2129", "2027", "2028", "2227", "2228"}));
        QCOMPARE(hx("2016").distanceTo(hx("2018")), 2);
        QCOMPARE(hx("3827").distanceTo(hx("4627")), 8);
        const HexwarMap map = clearMap();
        QSet<QString> nearRifllian;
        for (const Hex h : map.allHexes()) {
            const int d = h.distanceTo(hx("2121"));
            if (d >= 1 && d <= 2)
                nearRifllian.insert(h.toXXYY());
        }
        QCOMPARE(nearRifllian, (QSet<QString>{"1920", "1921", "1922", "2019", "2020", "2021",
                                              "2022", "2119", "2120", "2122", "2123", "2219",
                                              "2220", "2221", "2222", "2320", "2321", "2322"}));
    }

    // The shipped map keeps its label and holds what the rules name (spec 14, 15; the map's
    // README section 1).
    void shippedMapContents()
    {
        const HexwarMap &map = blackEagleMap();
        QVERIFY(map.status().contains(QStringLiteral("RECONSTRUCTION")));
        QVERIFY(map.status().contains(QStringLiteral("not the published map")));
        QCOMPARE(map.columns(), 46);
        QCOMPARE(map.rows(), 38);
        int land = 0;
        int riverHexes = 0;
        int dukesRoad = 0;
        for (const Hex h : map.allHexes()) {
            land += map.isLand(h) ? 1 : 0;
            riverHexes += map.isRiverHex(h) ? 1 : 0;
            dukesRoad += map.isDukesRoad(h) ? 1 : 0;
        }
        QCOMPARE(land, 1331);
        QCOMPARE(riverHexes, 185);
        QCOMPARE(dukesRoad, 26);

        QCOMPARE(map.hex(hx("2421")).name, QStringLiteral("Kelvin"));
        QCOMPARE(map.hex(hx("2421")).feature, Feature::City);
        QVERIFY(map.countsAsTownForVP(hx("2421")));
        QVERIFY(!map.countsAsTownForVP(hx("0724"))); // Fort Doom (spec 11.1)
        QCOMPARE(map.hex(hx("0724")).feature, Feature::Fort);
        QCOMPARE(map.hex(hx("1124")).feature, Feature::Keep);
        QCOMPARE(map.hex(hx("2027")).terrain, Terrain::Clear);
        QCOMPARE(map.hex(hx("2127")).feature, Feature::Ruins);
        QVERIFY(map.hex(hx("2421")).regions.contains(QStringLiteral("Barony of Kelvin")));

        // Spec M6: exactly four bridges, each on a river hexside.
        QStringList bridges;
        int roadSides = 0;
        int riverSides = 0;
        for (auto it = map.sides().cbegin(); it != map.sides().cend(); ++it) {
            if (it->bridge) {
                QVERIFY(it->hasRiver());
                bridges.append(it.key().toString());
            }
            roadSides += it->hasRoad() ? 1 : 0;
            riverSides += it->hasRiver() ? 1 : 0;
        }
        bridges.sort();
        QCOMPARE(bridges, (QStringList{"2017/2018", "2028/2128", "2321/2322", "2321/2421"}));
        QCOMPARE(roadSides, 75);
        QCOMPARE(riverSides, 188);
        QCOMPARE(map.side(hx("2321"), hx("2421")).river, QStringLiteral("Windrush"));
        QVERIFY(map.side(hx("2322"), hx("2421")).isOpenRiver());
        QCOMPARE(map.side(hx("1928"), hx("2028")).road, QStringLiteral("Duke's Road"));

        // Spec 15.4: the scenario hex sets; the ogres' entry is empty on purpose (A4).
        QCOMPARE(map.hexSetNames().size(), 11);
        QCOMPARE(map.hexSet(QStringLiteral("SE_of_Highreach_hills_nonriver")).size(), 25);
        QCOMPARE(map.hexSet(QStringLiteral("Black_Eagle_Barony")).size(), 25);
        QCOMPARE(map.hexSet(QStringLiteral("Sulescu_Village")), QList<Hex>{hx("1433")});
        QVERIFY(map.hexSet(QStringLiteral("Cruth_Ogres_entry")).isEmpty());
    }

    // Bad files: no map, and a message naming the place (DESIGN "Bad input").
    void badFiles_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("expected");
        const QByteArray head = R"({"format": "herald-hexwar-map", "version": 1,
            "layout": {"offset": "odd-q", "columns": 1, "rows": 2}, )";
        QTest::newRow("not JSON") << QByteArray("{ nope") << "not a JSON object";
        QTest::newRow("wrong format") << QByteArray(R"({"format": "x"})") << "herald-hexwar-map";
        QTest::newRow("version 2")
            << QByteArray(R"({"format": "herald-hexwar-map", "version": 2})") << "version";
        QTest::newRow("missing hex") << head + R"("hexes": [{"hex": "0101", "terrain": "clear"}]})"
                                     << "hex 0102 is missing";
        QTest::newRow("unknown terrain") << head + R"("hexes": [{"hex": "0101", "terrain": "lava"},
                          {"hex": "0102", "terrain": "clear"}]})"
                                         << "hex 0101: unknown terrain \"lava\"";
        QTest::newRow("hex outside") << head + R"("hexes": [{"hex": "0101", "terrain": "clear"},
                          {"hex": "0102", "terrain": "clear"}, {"hex": "0103", "terrain": "clear"}]})"
                                     << "hex 0103 lies outside";
        QTest::newRow("bridge without river")
            << head + R"("hexes": [{"hex": "0101", "terrain": "clear"},
                          {"hex": "0102", "terrain": "clear"}], "bridges": ["0101/0102"]})"
            << "bridge 0101/0102: there is no river";
        QTest::newRow("road between non-neighbours")
            << head + R"("hexes": [{"hex": "0101", "terrain": "clear"},
                          {"hex": "0102", "terrain": "clear"}],
                          "roads": [{"name": "Lane", "hexsides": ["0101/0103"]}]})"
            << "road \"Lane\": \"0101/0103\" is not a hexside";
        QTest::newRow("river on water") << head + R"("hexes": [{"hex": "0101", "terrain": "clear"},
                          {"hex": "0102", "terrain": "water"}],
                          "rivers": [{"name": "Brook", "hexsides": ["0101/0102"]}]})"
                                        << "hexside 0101/0102 touches water";
    }
    void badFiles()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, expected);
        const auto parse = parseHexwarMap(json);
        QVERIFY(!parse.ok());
        QVERIFY2(parse.errorString().contains(expected), qPrintable(parse.errorString()));
    }
};

QTEST_GUILESS_MAIN(TestHexwarMap)
#include "tst_hexwar_map.moc"
