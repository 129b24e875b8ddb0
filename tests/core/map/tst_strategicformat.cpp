// Writing the strategic map format back out, and boundaries resolved from marks and terrain
// (§1.3, §4.4, I-52).
#include "core/warmaster/mapformat.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace herald;
using namespace herald::warmaster;

namespace {

QByteArray demo()
{
    QFile file(QStringLiteral(HERALD_SOURCE_DIR "/resources/warmaster/maps/demo-strategic.json"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("demo map missing");
    return file.readAll();
}

/// Two areas side by side, 0101 and 0102, on one landmass.
StrategicMap pair(Terrain a, Terrain b)
{
    StrategicMap m;
    m.columns = 1;
    m.rows = 2;
    m.landmasses.push_back({QStringLiteral("l"), QStringLiteral("L")});
    for (const auto &[hex, terrain] : {std::pair{u"0101", a}, std::pair{u"0102", b}}) {
        Area area;
        area.hex = *map::Hex::fromXXYY(hex);
        area.terrain = terrain;
        area.landmass = terrain == Terrain::Sea ? noIndex : 0;
        area.centre = terrain == Terrain::Sea ? PopulationCentre::None : PopulationCentre::Village;
        m.areas.push_back(area);
    }
    return m;
}

} // namespace

class TestStrategicFormat : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    /// The whole demo map survives write → parse unchanged.
    void demoRoundTrips()
    {
        const auto first = parseStrategicMap(demo());
        QVERIFY2(first.ok(), qPrintable(first.errorString()));
        const auto second = parseStrategicMap(writeStrategicMap(*first.map));
        QVERIFY2(second.ok(), qPrintable(second.errorString()));
        QVERIFY(*second.map == *first.map);
        QVERIFY(!first.map->boundaries.empty());
    }

    void resolvedBarrier_data()
    {
        QTest::addColumn<Terrain>("a");
        QTest::addColumn<Terrain>("b");
        QTest::addColumn<bool>("river");
        QTest::addColumn<int>("marked"); // -1: no barrier mark
        QTest::addColumn<BarrierType>("expected");
        QTest::newRow("plains|plains")
            << Terrain::Plains << Terrain::Plains << false << -1 << BarrierType::None;
        QTest::newRow("mountains|mountains")
            << Terrain::Mountains << Terrain::Mountains << false << -1 << BarrierType::Mountains;
        QTest::newRow("swamp|swamp")
            << Terrain::Swamp << Terrain::Swamp << false << -1 << BarrierType::Swamp;
        QTest::newRow("great forest|great forest") << Terrain::GreatForest << Terrain::GreatForest
                                                   << false << -1 << BarrierType::GreatForest;
        QTest::newRow("mountains|hills")
            << Terrain::Mountains << Terrain::Hills << false << -1 << BarrierType::None;
        QTest::newRow("river wins over mountains")
            << Terrain::Mountains << Terrain::Mountains << true << -1 << BarrierType::MajorRiver;
        QTest::newRow("river to sea is no barrier")
            << Terrain::Plains << Terrain::Sea << true << -1 << BarrierType::None;
        QTest::newRow("marked open between mountains")
            << Terrain::Mountains << Terrain::Mountains << false << int(BarrierType::None)
            << BarrierType::None;
        QTest::newRow("marked swamp between plains")
            << Terrain::Plains << Terrain::Plains << false << int(BarrierType::Swamp)
            << BarrierType::Swamp;
    }
    /// I-52: a mark wins; otherwise a river makes a river barrier, and the same difficult terrain
    /// on both sides a barrier of that terrain. Marks written back give the same boundaries.
    void resolvedBarrier()
    {
        QFETCH(Terrain, a);
        QFETCH(Terrain, b);
        QFETCH(bool, river);
        QFETCH(int, marked);
        QFETCH(BarrierType, expected);
        StrategicMap m = pair(a, b);
        const map::Hexside side = *map::Hexside::between(m.areas[0].hex, m.areas[1].hex);
        QHash<map::Hexside, BoundaryMark> marks;
        if (river || marked >= 0) {
            BoundaryMark mark{side, river, std::nullopt, CrossingFeature::None};
            if (marked >= 0)
                mark.barrier = static_cast<BarrierType>(marked);
            marks.insert(side, mark);
        }
        m.resolveBoundaries(marks);
        const Boundary *boundary = m.boundaryBetween(0, 1);
        QCOMPARE(boundary ? boundary->barrier : BarrierType::None, expected);
        QCOMPARE(boundary && boundary->river, river);

        QHash<map::Hexside, BoundaryMark> again;
        for (const BoundaryMark &mark : m.boundaryMarks())
            again.insert(mark.side, mark);
        StrategicMap copy = m;
        copy.resolveBoundaries(again);
        QCOMPARE(copy.boundaries, m.boundaries);
    }

    /// §1.3 coast: land touching sea is coastal; land among land is not.
    void touchesSea()
    {
        StrategicMap m = pair(Terrain::Plains, Terrain::Sea);
        m.reindex();
        QVERIFY(m.touchesSea(0));
        QVERIFY(!m.touchesSea(1)); // sea itself is not a coast
        StrategicMap inland = pair(Terrain::Plains, Terrain::Hills);
        inland.reindex();
        QVERIFY(!inland.touchesSea(0));
    }

    /// A nation before set-up has no capital yet; the file may leave it out.
    void capitalIsOptional()
    {
        QJsonObject json = QJsonDocument::fromJson(demo()).object();
        QJsonArray nations = json.value(QStringLiteral("nations")).toArray();
        QJsonObject first = nations.at(0).toObject();
        first.remove(QStringLiteral("capital"));
        nations.replace(0, first);
        json.insert(QStringLiteral("nations"), nations);
        const auto parsed = parseStrategicMap(QJsonDocument(json).toJson());
        QVERIFY2(parsed.ok(), qPrintable(parsed.errorString()));
        QCOMPARE(parsed.map->nations[0].capital, noIndex);
    }
};

QTEST_GUILESS_MAIN(TestStrategicFormat)
#include "tst_strategicformat.moc"
