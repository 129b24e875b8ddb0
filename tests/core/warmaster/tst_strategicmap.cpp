// The strategic map (§1.3): the demo map, file validation naming area and field, I-52 default
// boundaries and crossings, coasts, and the tally over the demo map (§2.1-§2.3).
#include "core/warmaster/mapformat.h"
#include "core/warmaster/population.h"
#include "core/warmaster/production.h"

#include "testfiles.h"

#include <QtTest>

using namespace herald::warmaster;
using herald::map::Hex;

namespace {

const QString &fixtures = testfiles::fixtures;

StrategicMap demo()
{
    const StrategicMapParse parse = parseStrategicMap(testfiles::read(
        QStringLiteral(HERALD_SOURCE_DIR "/resources/warmaster/maps/demo-strategic.json")));
    if (!parse.ok())
        qFatal("%s", qPrintable(parse.errorString()));
    return *parse.map;
}

int at(const StrategicMap &map, const char *hex)
{
    return *map.areaAt(*Hex::fromXXYY(QString::fromLatin1(hex)));
}

Area land(Terrain terrain)
{
    Area a;
    a.terrain = terrain;
    return a;
}

} // namespace

class TestStrategicMap : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void demoMap();
    void demoTally();
    void defaultBarrier_data();
    void defaultBarrier();
    void crossings();
    void badFiles_data();
    void badFiles();
};

void TestStrategicMap::demoMap()
{
    const StrategicMap map = demo();
    int landAreas = 0;
    for (const Area &a : map.areas) {
        landAreas += a.isLand() ? 1 : 0;
        if (a.isLand())
            QVERIFY(a.centre != PopulationCentre::None); // §1.3 every land area has a centre
        else
            QCOMPARE(a.owner, noIndex);
    }
    QVERIFY(landAreas >= 60 && landAreas <= 120);
    QCOMPARE(map.landmasses.size(), std::size_t(3));
    QCOMPARE(map.nations.size(), std::size_t(4));
    for (const Nation &n : map.nations) {
        QVERIFY(n.capital != noIndex);
        QCOMPARE(map.areas[static_cast<std::size_t>(n.capital)].owner, *map.nationIndex(n.id));
    }
    // The pass lifts the mountain barrier between 0705 and 0706 when the order uses it.
    const Boundary *pass = map.boundaryBetween(at(map, "0705"), at(map, "0706"));
    QVERIFY(pass);
    QCOMPARE(pass->barrier, BarrierType::Mountains);
    QCOMPARE(pass->crossing, CrossingFeature::Pass);
    QVERIFY(needsTerrainCheck(*pass, false));
    QVERIFY(!needsTerrainCheck(*pass, true));
    // The river on the hexside 0509/0609 is a river barrier with a ford.
    const Boundary *ford = map.boundaryBetween(at(map, "0610"), at(map, "0510"));
    QVERIFY(ford);
    QVERIFY(ford->river);
    QCOMPARE(ford->barrier, BarrierType::MajorRiver);
    QCOMPARE(ford->crossing, CrossingFeature::Ford);
    // A river side without a ford (I-52 default).
    const Boundary *river = map.boundaryBetween(at(map, "0509"), at(map, "0609"));
    QVERIFY(river && river->barrier == BarrierType::MajorRiver);
    // The referee opened the valley between 0807 and 0808 (both mountains).
    QVERIFY(!map.boundaryBetween(at(map, "0807"), at(map, "0808")));
    // Coasts are derived: a land hex beside the sea.
    QVERIFY(map.areas[static_cast<std::size_t>(at(map, "0212"))].coastal);
    // Chaos land on Ember Isle.
    QVERIFY(map.areas[static_cast<std::size_t>(at(map, "1414"))].chaos);
    QCOMPARE(map.graph().size(), static_cast<int>(map.areas.size()));
}

// §2.1-§2.3 on the demo map; its centres are production-stable (§2.7)
void TestStrategicMap::demoTally()
{
    const StrategicMap map = demo();
    const Tally tally = tallyNations(map);
    const int expectedPt[] = {27, 18, 16, 14};
    QCOMPARE(tally.nations.size(), std::size(expectedPt));
    for (std::size_t i = 0; i < tally.nations.size(); ++i) {
        const NationTally &n = tally.nations[i];
        QCOMPARE(n.population.total(), expectedPt[i]);
        QCOMPARE(n.armyPoints.points(), (2 * expectedPt[i] + 5) * 100);
        QCOMPARE(n.characterPoints.total(), expectedPt[i] + 2);
        const PopulationCounts counts{n.population.villages(), n.population.towns(),
                                      n.population.cities()};
        const Production p = runProduction(counts, CampaignSettings{}, 0, 0);
        QCOMPARE(p.end, counts);
        QVERIFY(n.population.explainAreas(map).size() >= 4);
    }
}

// I-52 default barriers
void TestStrategicMap::defaultBarrier_data()
{
    QTest::addColumn<int>("a");
    QTest::addColumn<int>("b");
    QTest::addColumn<bool>("river");
    QTest::addColumn<int>("barrier");

    QTest::newRow("I-52 mountains | mountains")
        << int(Terrain::Mountains) << int(Terrain::Mountains) << false
        << int(BarrierType::Mountains);
    QTest::newRow("I-52 swamp | swamp")
        << int(Terrain::Swamp) << int(Terrain::Swamp) << false << int(BarrierType::Swamp);
    QTest::newRow("I-52 great forest | great forest")
        << int(Terrain::GreatForest) << int(Terrain::GreatForest) << false
        << int(BarrierType::GreatForest);
    QTest::newRow("I-52 mountains | hills: not fully covered")
        << int(Terrain::Mountains) << int(Terrain::Hills) << false << int(BarrierType::None);
    QTest::newRow("§4.4 forest | forest: no strategic effect")
        << int(Terrain::Forest) << int(Terrain::Forest) << false << int(BarrierType::None);
    QTest::newRow("I-52 river along plains")
        << int(Terrain::Plains) << int(Terrain::Plains) << true << int(BarrierType::MajorRiver);
    QTest::newRow("I-52 river between mountains: the drawn river wins")
        << int(Terrain::Mountains) << int(Terrain::Mountains) << true
        << int(BarrierType::MajorRiver);
    QTest::newRow("sea side: no land barrier")
        << int(Terrain::Sea) << int(Terrain::Plains) << true << int(BarrierType::None);
}

void TestStrategicMap::defaultBarrier()
{
    QFETCH(int, a);
    QFETCH(int, b);
    QFETCH(bool, river);
    QFETCH(int, barrier);
    QCOMPARE(int(herald::warmaster::defaultBarrier(land(static_cast<Terrain>(a)),
                                                   land(static_cast<Terrain>(b)), river)),
             barrier);
}

void TestStrategicMap::crossings()
{
    const Boundary open{*herald::map::Hexside::between(Hex(0, 0), Hex(0, 1))};
    QVERIFY(!needsTerrainCheck(open, false));
    Boundary swamp = open;
    swamp.barrier = BarrierType::Swamp;
    QVERIFY(needsTerrainCheck(swamp, true)); // no crossing to use
}

void TestStrategicMap::badFiles_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("error");

    QTest::newRow("bad terrain") << "map-bad-terrain.json"
                                 << "areas[1] '0102'.terrain: 'lava' is not one of";
    QTest::newRow("land without a centre") << "map-land-no-centre.json"
                                           << "areas[0] '0101'.centre: every land area has a "
                                              "population centre";
    QTest::newRow("sea with a town") << "map-sea-town.json"
                                     << "areas[2] '0201'.centre: a sea area has no population "
                                        "centre";
    QTest::newRow("unknown owner") << "map-unknown-owner.json"
                                   << "areas[0] '0101'.owner: no nation 'orcs'";
    QTest::newRow("capital not owned") << "map-capital-not-owned.json"
                                       << "nations[0] 'Red'.capital: area 0102 is not owned by "
                                          "this nation";
    QTest::newRow("river between non-neighbours")
        << "map-river-apart.json"
        << "rivers[0].side: 0101 and 0103 are not neighbours";
    QTest::newRow("crossing without a POI") << "map-crossing-no-poi.json"
                                            << "boundaries[0].crossing: neither 0101 nor 0102 "
                                               "has a pass POI (I-52)";
    QTest::newRow("hex outside the layout")
        << "map-outside.json"
        << "areas[0] '0105'.hex: 0105 lies outside the 2 × 3 layout";
    QTest::newRow("duplicate hex") << "map-duplicate.json"
                                   << "'0101'.hex: 0101 is listed twice";
}

void TestStrategicMap::badFiles()
{
    QFETCH(QString, file);
    QFETCH(QString, error);
    const StrategicMapParse parse = parseStrategicMap(testfiles::read(fixtures + file));
    QVERIFY(!parse.ok());
    QVERIFY2(parse.errorString().contains(error), qPrintable(parse.errorString()));
}

QTEST_APPLESS_MAIN(TestStrategicMap)
#include "tst_strategicmap.moc"
