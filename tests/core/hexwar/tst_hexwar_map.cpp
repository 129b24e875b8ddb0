// The Black Eagle map model and Herald's hexwar map format (spec 2.2, 2.3, 14, 15; A8, A17, A28).

#include "fixtures.h"

#include "core/hexwar/mapedit.h"
#include "core/hexwar/mapwriter.h"
#include "core/hexwar/terrain.h"

#include <QTest>

using namespace hexwartest;
using herald::hexwar::parseHexwarMap;
using namespace herald::hexwar;
namespace map = herald::map;

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

    // Spec 17.1 H3 and 2.2: on a map whose odd printed columns sit lower (grid.shifted_parity =
    // odd) the same numbers are other neighbours; both bridge ends stay next to 2321, and the
    // distances of H5 and H6 hold.
    void hexArithmeticOddParity()
    {
        const HexwarMap map(
            46, 38, map::HexGrid(map::GridOrientation::FlatTopColumns, map::ShiftedParity::Odd));
        const auto at = [&map](const char *number) {
            return *map.numbered(QString::fromLatin1(number));
        };
        QSet<QString> around;
        for (const Hex h : at("2321").neighbours())
            around.insert(map.number(h));
        QCOMPARE(around, (QSet<QString>{"2320", "2322", "2221", "2222", "2421", "2422"}));
        QCOMPARE(at("2016").distanceTo(at("2018")), 2);
        QCOMPARE(at("3827").distanceTo(at("4627")), 8);
        QVERIFY(map.contains(at("0101")));
        QVERIFY(map.contains(at("4638")));
        QVERIFY(!map.contains(at("4701")));
        QVERIFY(!map.contains(at("0139")));
        QCOMPARE(map.allHexes().size(), 46 * 38);
        QCOMPARE(map.number(map.allHexes().first()), QStringLiteral("0101"));
        QCOMPARE(map.number(map.allHexes().last()), QStringLiteral("4638"));
    }

    // Spec 2.2 (grid configurable): the editor lays a map out on another grid. Hexes keep their
    // numbers and contents; hexsides whose ends are no longer neighbours come off and are
    // named; going back restores everything else. The map writes its grid and reads back.
    void gridChange()
    {
        HexwarMap map = blackEagleMap();
        const map::HexGrid odd(map::GridOrientation::FlatTopColumns, map::ShiftedParity::Odd);
        const QStringList dropped = setGrid(map, odd);
        QCOMPARE(map.grid(), odd);
        QVERIFY(!dropped.isEmpty());
        QVERIFY(dropped.size() < blackEagleMap().sides().size());
        QCOMPARE(map.sides().size() + dropped.size(), blackEagleMap().sides().size());
        for (const QString &name : dropped)
            QVERIFY2(!odd.sideFromName(name), qPrintable(name));
        // The four bridges of the rules are neighbours under both parities (H3).
        for (const char *bridge : {"2017/2018", "2028/2128", "2321/2322", "2321/2421"}) {
            const auto side = odd.sideFromName(QLatin1String(bridge));
            QVERIFY2(side && map.side(side->first(), side->second()).bridge, bridge);
        }
        const Hex kelvin = *map.numbered(u"2421");
        QCOMPARE(map.hex(kelvin).name, QStringLiteral("Kelvin"));
        QCOMPARE(map.hex(kelvin).feature, blackEagleMap().hex(hx("2421")).feature);
        QVERIFY(map.countsAsTownForVP(kelvin));
        for (const QString &set : blackEagleMap().hexSetNames()) {
            QStringList before, after;
            for (const Hex h : blackEagleMap().hexSet(set))
                before << blackEagleMap().number(h);
            for (const Hex h : map.hexSet(set))
                after << map.number(h);
            QCOMPARE(after, before);
        }

        const QByteArray written = writeHexwarMap(map);
        QVERIFY(written.contains(R"("offset": "even-q")"));
        const auto again = parseHexwarMap(written);
        QVERIFY2(again.ok(), qPrintable(again.errorString()));
        QCOMPARE(again.map->grid(), odd);
        QCOMPARE(again.map->sides().size(), map.sides().size());
        QCOMPARE(writeHexwarMap(*again.map), written);

        QVERIFY(setGrid(map, map::HexGrid()).isEmpty());
        QCOMPARE(map.sides().size(), blackEagleMap().sides().size() - dropped.size());
        for (auto it = map.sides().cbegin(); it != map.sides().cend(); ++it)
            QCOMPARE(blackEagleMap().sides().value(it.key()).river, it->river);

        // Pointy-topped rows: the hexsides between diagonal numbers such as 2321/2420 come off.
        HexwarMap pointy = blackEagleMap();
        const map::HexGrid rows(map::GridOrientation::PointyTopRows, map::ShiftedParity::Even);
        const QStringList off = setGrid(pointy, rows);
        QVERIFY(!off.isEmpty());
        QCOMPARE(pointy.sides().size() + off.size(), blackEagleMap().sides().size());
        for (const QString &name : off)
            QVERIFY2(!rows.sideFromName(name), qPrintable(name));
        QVERIFY(writeHexwarMap(pointy).contains(R"("offset": "odd-r")"));
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

    // Spec 15: what the map editor saves reads back as the same map: every hex's terrain,
    // place, regions and playable flag, every hexside, every hex set; and writing it again gives
    // the same bytes.
    void writtenMapReadsBack()
    {
        const HexwarMap &map = blackEagleMap();
        const QByteArray written = writeHexwarMap(map);
        const auto again = parseHexwarMap(written);
        QVERIFY2(again.ok(), qPrintable(again.errorString()));
        const HexwarMap &copy = *again.map;
        QCOMPARE(copy.status(), map.status());
        QCOMPARE(copy.columns(), map.columns());
        QCOMPARE(copy.rows(), map.rows());
        for (const Hex h : map.allHexes()) {
            const HexInfo a = map.hex(h);
            const HexInfo b = copy.hex(h);
            QVERIFY2(a.terrain == b.terrain && a.feature == b.feature && a.name == b.name &&
                         a.regions == b.regions && a.playable == b.playable &&
                         map.isRiverHex(h) == copy.isRiverHex(h) &&
                         map.isDukesRoad(h) == copy.isDukesRoad(h),
                     qPrintable(h.toXXYY()));
        }
        QCOMPARE(copy.sides().size(), map.sides().size());
        for (auto it = map.sides().cbegin(); it != map.sides().cend(); ++it) {
            const HexsideInfo b = copy.side(it.key().first(), it.key().second());
            QVERIFY2(it->road == b.road && it->river == b.river && it->bridge == b.bridge,
                     qPrintable(it.key().toString()));
        }
        QCOMPARE(copy.hexSetNames(), map.hexSetNames());
        for (const QString &set : map.hexSetNames())
            QCOMPARE(copy.hexSet(set), map.hexSet(set));
        QCOMPARE(writeHexwarMap(copy), written);
    }

    // The map editor's edits (spec 15.2, 15.3), each legal case and each refusal: a refusal
    // names its rule and place and leaves the map as it was.
    void mapEdits_data()
    {
        QTest::addColumn<QString>("edit");
        QTest::addColumn<int>("refusal");
        QTest::addColumn<QString>("mentions");
        const auto none = int(MapEditRefusal::None);
        QTest::newRow("paint hills on two hexes") << "paint 0303 0304 hills" << none << "";
        QTest::newRow("paint off the map")
            << "paint 0303 4703 hills" << int(MapEditRefusal::OffMap) << "4703";
        QTest::newRow("water under a town (A28)")
            << "paint 0505 water" << int(MapEditRefusal::WaterUnderFeature) << "0505";
        QTest::newRow("water next to a river hexside (15.3)")
            << "paint 0202 water" << int(MapEditRefusal::WaterUnderLine) << "0202";
        QTest::newRow("water on a plain hex") << "paint 0808 water" << none << "";
        QTest::newRow("a keep named Riverfork") << "place 0404 keep Riverfork" << none << "";
        QTest::newRow("a village on water (A28)")
            << "place 0909 village Wet" << int(MapEditRefusal::FeatureOnWater) << "0909";
        QTest::newRow("a road along two hexsides") << "road 0606 0607 0707 Westron" << none << "";
        QTest::newRow("a road with no name (15.3)")
            << "road 0606 0607" << int(MapEditRefusal::LineWithoutName) << "road";
        QTest::newRow("a river onto water (15.3)")
            << "river 0808 0909 Brook" << int(MapEditRefusal::LineTouchesWater) << "0909";
        QTest::newRow("a bridge over the river (M6)") << "bridge 0202 0203" << none << "";
        QTest::newRow("a bridge with no river (M6)")
            << "bridge 0606 0607" << int(MapEditRefusal::BridgeWithoutRiver) << "0606/0607";
        QTest::newRow("a river taken off") << "clear-river 0202 0203" << none << "";
        QTest::newRow("an edge hex out of play (2.2)") << "edge 0101 0102" << none << "";
        QTest::newRow("out of play beside a river (2.2)")
            << "edge 0203" << int(MapEditRefusal::EdgeUnderLine) << "0203";
        QTest::newRow("two hexes into a new hex set (15.4)") << "set 0707 0708 Ogres" << none << "";
        QTest::newRow("a hex set with no name (15.4)")
            << "set 0707" << int(MapEditRefusal::SetWithoutName) << "hex set";
        QTest::newRow("a hex set reaching off the map")
            << "set 0707 4799 Ogres" << int(MapEditRefusal::OffMap) << "4799";
    }
    void mapEdits()
    {
        QFETCH(QString, edit);
        QFETCH(int, refusal);
        QFETCH(QString, mentions);
        HexwarMap map = clearMap();
        setTerrain(map, "0909", Terrain::Water);
        HexInfo town = map.hex(hx("0505"));
        town.feature = Feature::Town;
        map.setHex(hx("0505"), town);
        setSide(map, "0202", "0203", QString(), QStringLiteral("Brook"));
        const QByteArray before = writeHexwarMap(map);

        QStringList words = edit.split(QLatin1Char(' '));
        const QString verb = words.takeFirst();
        QList<Hex> hexes;
        while (!words.isEmpty() && map::Hex::fromXXYY(words.first()))
            hexes << *map::Hex::fromXXYY(words.takeFirst());
        const QString rest = words.join(QLatin1Char(' '));
        const QList<map::Hexside> sides = map::sidesCrossed(hexes);
        MapEdit done;
        if (verb == QLatin1String("paint"))
            done = paintTerrain(map, hexes, *terrainFromKey(rest));
        else if (verb == QLatin1String("place"))
            done = setPlace(map, hexes.first(), *featureFromKey(words.first()), words.value(1),
                            {QStringLiteral("Karameikos")});
        else if (verb == QLatin1String("road") || verb == QLatin1String("river"))
            done = setSideLine(map, sides,
                               verb == QLatin1String("road") ? SideLine::Road : SideLine::River,
                               rest, true);
        else if (verb == QLatin1String("clear-river"))
            done = setSideLine(map, sides, SideLine::River, QString(), false);
        else if (verb == QLatin1String("set"))
            done = markHexSet(map, rest, hexes, true);
        else if (verb == QLatin1String("edge"))
            done = setPlayable(map, hexes, false);
        else
            done = setBridge(map, sides.first(), true);

        QCOMPARE(int(done.refusal), refusal);
        if (!done.ok()) {
            QVERIFY2(done.explanation.contains(mentions), qPrintable(done.explanation));
            QVERIFY2(done.explanation.contains(mapEditRuleSection(done.refusal)),
                     qPrintable(done.explanation));
            QCOMPARE(writeHexwarMap(map), before);
            return;
        }
        // Each legal edit shows in the map and survives writing and reading (15).
        const auto again = parseHexwarMap(writeHexwarMap(map));
        QVERIFY2(again.ok(), qPrintable(again.errorString()));
        if (verb == QLatin1String("paint")) {
            for (const Hex h : hexes)
                QCOMPARE(terrainKey(again.map->hex(h).terrain), rest);
        } else if (verb == QLatin1String("place")) {
            QCOMPARE(again.map->hex(hexes.first()).feature, Feature::Keep);
            QCOMPARE(again.map->hex(hexes.first()).name, QStringLiteral("Riverfork"));
            QVERIFY(again.map->countsAsTownForVP(hexes.first()) == false); // a keep (11.1)
        } else if (verb == QLatin1String("road")) {
            QCOMPARE(sides.size(), 2);
            for (const map::Hexside &side : sides)
                QCOMPARE(again.map->side(side.first(), side.second()).road, rest);
        } else if (verb == QLatin1String("edge")) {
            for (const Hex h : hexes)
                QVERIFY(!again.map->hex(h).playable && !again.map->isLand(h));
        } else if (verb == QLatin1String("set")) {
            QCOMPARE(again.map->hexSet(rest), hexes);
        } else if (verb == QLatin1String("bridge")) {
            QVERIFY(again.map->side(hx("0202"), hx("0203")).bridge);
            QVERIFY(!again.map->side(hx("0202"), hx("0203")).isOpenRiver()); // M6
        } else {
            QVERIFY(!again.map->side(hx("0202"), hx("0203")).hasRiver());
            QVERIFY(!again.map->isRiverHex(hx("0202"))); // A17: no river side left
        }
    }

    // A17: taking a river off takes its bridge too, and the hexes stop being river hexes;
    // the Duke's Road hexes (A3) follow the road's hexsides the same way; hex sets (15.4).
    void derivedFlagsFollowEdits()
    {
        HexwarMap map = clearMap();
        const QList<map::Hexside> river = map::sidesCrossed({hx("0202"), hx("0203")});
        QVERIFY(setSideLine(map, river, SideLine::River, QStringLiteral("Brook"), true).ok());
        QVERIFY(setBridge(map, river.first(), true).ok());
        QVERIFY(map.isRiverHex(hx("0203")));
        QVERIFY(setSideLine(map, river, SideLine::River, QString(), false).ok());
        QVERIFY(!map.isRiverHex(hx("0203")));
        QVERIFY(!map.side(hx("0202"), hx("0203")).bridge);
        QVERIFY(map.sides().isEmpty());
        const QList<map::Hexside> road = map::sidesCrossed({hx("0404"), hx("0405"), hx("0406")});
        QVERIFY(
            setSideLine(map, road, SideLine::Road, QString::fromLatin1(HexwarMap::kDukesRoad), true)
                .ok());
        QVERIFY(map.isDukesRoad(hx("0405")));
        QVERIFY(setSideLine(map, road.mid(1), SideLine::Road, QString(), false).ok());
        QVERIFY(map.isDukesRoad(hx("0405")));  // still at the end of the first hexside
        QVERIFY(!map.isDukesRoad(hx("0406"))); // its only road side is gone

        // 15.4, A4: a hex set emptied by the editor stays, empty, as the ogres' entry does.
        QVERIFY(markHexSet(map, QStringLiteral("Ogres"), {hx("0707"), hx("0708")}, true).ok());
        QVERIFY(markHexSet(map, QStringLiteral("Ogres"), {hx("0707")}, false).ok());
        QCOMPARE(map.hexSet(QStringLiteral("Ogres")), QList<Hex>{hx("0708")});
        QVERIFY(markHexSet(map, QStringLiteral("Ogres"), {hx("0708")}, false).ok());
        QVERIFY(map.hexSetNames().contains(QStringLiteral("Ogres")));
        QVERIFY(map.hexSet(QStringLiteral("Ogres")).isEmpty());
    }

    // Bad files: no map, and a message naming the place (DESIGN "Bad input").
    void badFiles_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("expected");
        const QByteArray head = R"({"format": "herald-hexwar-map", "version": 1,
            "layout": {"offset": "odd-q", "columns": 1, "rows": 2}, )";
        QTest::newRow("not JSON") << QByteArray("{ nope") << "not a JSON object";
        QTest::newRow("unknown grid") << QByteArray(R"({"format": "herald-hexwar-map", "version": 1,
            "layout": {"offset": "odd-x", "columns": 1, "rows": 2}})")
                                      << "layout: \"offset\" must be \"odd-q\" or \"even-q\"";
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
