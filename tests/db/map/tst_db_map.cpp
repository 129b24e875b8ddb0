// The strategic map in the campaign file (schema 0004): import, editing commands, undo, and
// loadStrategicMap. Rules: §1.3 (areas, centres, coasts), §4.4 and I-52 (barriers, crossings).
#include "core/warmaster/mapformat.h"
#include "db/commandregistry.h"
#include "db/commandrunner.h"
#include "db/historylog.h"
#include "db/map/mapcommands.h"
#include "db/map/maprepository.h"
#include "tabledump.h"
#include "testcampaign.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlQuery>

using namespace herald;
using namespace herald::db;
using namespace herald::warmaster;

namespace {

QJsonObject demoJson()
{
    return QJsonDocument::fromJson(demoStrategicMap()).object();
}

QJsonArray hexes(const QStringList &list)
{
    return QJsonArray::fromStringList(list);
}

const Area &areaOf(const StrategicMap &m, const char *hex)
{
    return m.areas.at(
        static_cast<std::size_t>(*m.areaAt(*map::Hex::fromXXYY(QString::fromLatin1(hex)))));
}

/// A campaign with the demo map imported.
struct DemoCampaign
{
    TestCampaign campaign;
    CommandRunner runner{*campaign.file, standardCommands()};

    DemoCampaign()
    {
        const ExecuteResult r = runner.execute(QStringLiteral("map.importDemo"), {});
        if (!r.ok())
            qFatal("demo import failed: %s %s", qPrintable(r.message), qPrintable(r.summary));
    }
    [[nodiscard]] QSqlDatabase db() const { return campaign.file->database(); }
    [[nodiscard]] StrategicMap load() const { return loadStrategicMap(db()); }
};

} // namespace

class TestDbMap : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    /// §1.3: every area, centre, owner, coast and boundary of the file arrives in the campaign.
    void demoImportStoresTheWholeMap()
    {
        DemoCampaign c;
        const StrategicMap parsed = *parseStrategicMap(demoStrategicMap()).map;
        const StrategicMap stored = c.load();
        QCOMPARE(stored.name, parsed.name);
        QCOMPARE(stored.columns, parsed.columns);
        QCOMPARE(stored.areas.size(), parsed.areas.size());
        QCOMPARE(stored.nations.size(), parsed.nations.size());
        for (const Area &a : parsed.areas) {
            const Area &b = stored.areas.at(static_cast<std::size_t>(*stored.areaAt(a.hex)));
            QCOMPARE(b.terrain, a.terrain);
            QCOMPARE(b.centre, a.centre);
            QCOMPARE(b.coastal, a.coastal);
            QCOMPARE(b.poi, a.poi);
            QCOMPARE(b.owner == noIndex ? QString() : stored.nations[std::size_t(b.owner)].name,
                     a.owner == noIndex ? QString() : parsed.nations[std::size_t(a.owner)].name);
        }
        QCOMPARE(stored.boundaries, parsed.boundaries);
        for (std::size_t i = 0; i < parsed.nations.size(); ++i) {
            const Nation &n = stored.nations[i];
            QCOMPARE(n.id.toLongLong() > 0, true); // the nation table's row id, as text
            QCOMPARE(n.name, parsed.nations[i].name);
            QCOMPARE(n.colour, parsed.nations[i].colour);
            QCOMPARE(stored.areas[std::size_t(n.capital)].hex,
                     parsed.areas[std::size_t(parsed.nations[i].capital)].hex);
        }
        // Written back out, the stored map reads as the same map.
        const auto again = parseStrategicMap(writeStrategicMap(stored));
        QVERIFY2(again.ok(), qPrintable(again.errorString()));
        QCOMPARE(again.map->boundaries, stored.boundaries);
        QCOMPARE(again.map->areas, stored.areas);
    }

    void badImportIsRefusedAndChangesNothing_data()
    {
        QTest::addColumn<QString>("area");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("expected");
        QTest::newRow("unknown terrain")
            << "0211"
            << "terrain" << QJsonValue(QStringLiteral("lava")) << "'0211'.terrain: 'lava'";
        QTest::newRow("sea with a town") << "0106"
                                         << "centre" << QJsonValue(QStringLiteral("town"))
                                         << "'0106'.centre: a sea area has no population centre";
        QTest::newRow("owner not a nation")
            << "0212"
            << "owner" << QJsonValue(QStringLiteral("elves")) << "'0212'.owner: no nation 'elves'";
        QTest::newRow("hex outside layout")
            << "0211"
            << "hex" << QJsonValue(QStringLiteral("3001")) << ".hex: 3001 lies outside";
    }
    /// A malformed map names the area and the field, and the campaign is left as it was.
    void badImportIsRefusedAndChangesNothing()
    {
        QFETCH(QString, area);
        QFETCH(QString, field);
        QFETCH(QJsonValue, value);
        QFETCH(QString, expected);
        DemoCampaign c;
        QVERIFY(c.runner.execute(QStringLiteral("area.set"), {{"hex", "0212"}, {"name", "Changed"}})
                    .ok());
        const auto before = dumpTables(c.db());
        QJsonObject json = demoJson();
        QJsonArray areas = json.value("areas").toArray();
        for (qsizetype i = 0; i < areas.size(); ++i) {
            QJsonObject a = areas.at(i).toObject();
            if (a.value("hex").toString() == area) {
                a.insert(field, value);
                areas.replace(i, a);
            }
        }
        json.insert("areas", areas);
        const ExecuteResult r = c.runner.execute(QStringLiteral("map.import"), {{"map", json}});
        QCOMPARE(r.status, CommandStatus::Refused);
        QVERIFY2(r.message.contains(expected), qPrintable(r.message));
        QCOMPARE(dumpTables(c.db()), before);
    }

    /// A brush stroke over several hexes is one command, one history line and one undo step;
    /// new land gets a village and a landmass (§1.3), and the coast follows the sea.
    void brushStrokeIsOneUndoableCommand()
    {
        DemoCampaign c;
        const auto before = dumpTables(c.db());
        const qint64 entriesBefore = HistoryLog(c.db()).count();
        const ExecuteResult r =
            c.runner.execute(QStringLiteral("area.paint"),
                             {{"hexes", hexes({"0106", "0107", "0211"})}, {"terrain", "hills"}});
        QVERIFY2(r.ok(), qPrintable(r.message));
        QCOMPARE(HistoryLog(c.db()).count(), entriesBefore + 1);
        const StrategicMap m = c.load();
        QCOMPARE(areaOf(m, "0106").terrain, Terrain::Hills);
        QCOMPARE(areaOf(m, "0106").centre, PopulationCentre::Village);
        QVERIFY(areaOf(m, "0106").landmass != noIndex);
        QCOMPARE(areaOf(m, "0211").centre, PopulationCentre::Town); // a town stays a town
        QVERIFY(c.runner.undo().ok());
        QCOMPARE(dumpTables(c.db()), before);
        QVERIFY(c.runner.redo().ok());
        QCOMPARE(areaOf(c.load(), "0107").terrain, Terrain::Hills);
    }

    /// Painting sea over land clears what sea cannot have (§1.3); painting off the layout is
    /// refused.
    void paintingSeaAndOutsideTheLayout()
    {
        DemoCampaign c;
        QVERIFY(c.runner
                    .execute(QStringLiteral("area.paint"),
                             {{"hexes", hexes({"0407"})}, {"terrain", "sea"}})
                    .ok());
        const auto painted = c.load(); // kept: areaOf returns a reference into it
        const Area &a = areaOf(painted, "0407");
        QCOMPARE(a.centre, PopulationCentre::None);
        QCOMPARE(a.owner, noIndex);
        const auto before = dumpTables(c.db());
        const ExecuteResult r =
            c.runner.execute(QStringLiteral("area.paint"),
                             {{"hexes", hexes({"0101", "4001"})}, {"terrain", "plains"}});
        QCOMPARE(r.status, CommandStatus::BadArguments);
        QVERIFY2(r.message.contains("4001"), qPrintable(r.message));
        QCOMPARE(dumpTables(c.db()), before);
    }

    void areaSetFields_data()
    {
        QTest::addColumn<QJsonObject>("args");
        QTest::addColumn<bool>("accepted");
        QTest::addColumn<QString>("message");
        QTest::newRow("rename") << QJsonObject{{"hex", "0212"}, {"name", "Dunmere Vale"}} << true
                                << "Dunmere Vale";
        QTest::newRow("place a city")
            << QJsonObject{{"hex", "0212"}, {"centre", "city"}} << true << "city";
        QTest::newRow("set owner by name") << QJsonObject{{"hex", "0212"}, {"owner", "Ash Riders"}}
                                           << true << "owned by Ash Riders";
        QTest::newRow("owner cleared")
            << QJsonObject{{"hex", "0307"}, {"owner", QJsonValue()}} << true << "uncontrolled";
        QTest::newRow("POI card") << QJsonObject{{"hex", "0212"},
                                                 {"poi", QJsonObject{{"card", "Wizards Tower"}}}}
                                  << true << "POI Wizards Tower";
        QTest::newRow("town at sea (§1.3)")
            << QJsonObject{{"hex", "0106"}, {"centre", "town"}} << false
            << "Area 0106, centre: a sea area has no population centre";
        QTest::newRow("land without centre (§1.3)")
            << QJsonObject{{"hex", "0212"}, {"centre", "none"}} << false << "Area 0212, centre:";
        QTest::newRow("sea owned (§1.3)")
            << QJsonObject{{"hex", "0106"}, {"owner", "Ash Riders"}} << false
            << "Area 0106, owner: a sea area cannot be owned";
        QTest::newRow("unknown nation") << QJsonObject{{"hex", "0212"}, {"owner", "Elves"}} << false
                                        << "Area 0212, owner: there is no nation 'Elves'";
        QTest::newRow("too many terrain cards (§2.12)")
            << QJsonObject{{"hex", "0212"}, {"terrainCards", 9}} << false
            << "Area 0212, terrainCards:";
        QTest::newRow("unknown field")
            << QJsonObject{{"hex", "0212"}, {"colour", "red"}} << false << "Area 0212, colour:";
    }
    /// area.set: each accepted edit is stored; each refusal names area and field and changes
    /// nothing.
    void areaSetFields()
    {
        QFETCH(QJsonObject, args);
        QFETCH(bool, accepted);
        QFETCH(QString, message);
        DemoCampaign c;
        const auto before = dumpTables(c.db());
        const ExecuteResult r = c.runner.execute(QStringLiteral("area.set"), args);
        QCOMPARE(r.ok(), accepted);
        QVERIFY2((accepted ? r.summary : r.message).contains(message),
                 qPrintable(r.summary + r.message));
        if (!accepted)
            QCOMPARE(dumpTables(c.db()), before);
        else
            QVERIFY(dumpTables(c.db()) != before);
    }

    /// I-52: a river drawn on a hexside makes a major-river barrier; two mountain areas side by
    /// side make a mountain barrier that follows the paint; a crossing needs a matching POI (§4.4).
    void boundariesFollowMarksAndTerrain()
    {
        DemoCampaign c;
        QVERIFY(c.runner
                    .execute(QStringLiteral("area.paint"),
                             {{"hexes", hexes({"0212", "0213"})}, {"terrain", "mountains"}})
                    .ok());
        StrategicMap m = c.load();
        const int a = *m.areaAt(*map::Hex::fromXXYY(u"0212"));
        const int b = *m.areaAt(*map::Hex::fromXXYY(u"0213"));
        QVERIFY(m.boundaryBetween(a, b));
        QCOMPARE(m.boundaryBetween(a, b)->barrier, BarrierType::Mountains);

        const auto before = dumpTables(c.db());
        ExecuteResult r = c.runner.execute(
            QStringLiteral("boundary.set"),
            {{"sides", QJsonArray{hexes({"0212", "0213"})}}, {"crossing", "pass"}});
        QCOMPARE(r.status, CommandStatus::Refused);
        QVERIFY2(r.message.contains("0212/0213") && r.message.contains("I-52"),
                 qPrintable(r.message));
        QCOMPARE(dumpTables(c.db()), before);

        QVERIFY(c.runner
                    .execute(QStringLiteral("area.set"),
                             {{"hex", "0213"}, {"poi", QJsonObject{{"crossing", "pass"}}}})
                    .ok());
        r = c.runner.execute(
            QStringLiteral("boundary.set"),
            {{"sides", QJsonArray{hexes({"0212", "0213"})}}, {"crossing", "pass"}});
        QVERIFY2(r.ok(), qPrintable(r.message));
        m = c.load();
        QVERIFY(!needsTerrainCheck(*m.boundaryBetween(a, b), true));

        // A river stroke along two hexsides is one command.
        r = c.runner.execute(
            QStringLiteral("boundary.set"),
            {{"sides", QJsonArray{hexes({"0211", "0212"}), hexes({"0211", "0311"})}},
             {"river", true}});
        QVERIFY2(r.ok(), qPrintable(r.message));
        m = c.load();
        const int coldharbour = *m.areaAt(*map::Hex::fromXXYY(u"0211"));
        QCOMPARE(m.boundaryBetween(coldharbour, a)->barrier, BarrierType::MajorRiver);
        QVERIFY(m.boundaryBetween(coldharbour, a)->river);
        QVERIFY(c.runner.undo().ok());
        QVERIFY(!c.load().boundaryBetween(coldharbour, a));
    }

    /// Removing areas removes their hexside marks too; a capital cannot be removed; undo restores.
    void removingAreas()
    {
        DemoCampaign c;
        const StrategicMap m = c.load();
        const auto before = dumpTables(c.db());
        ExecuteResult r =
            c.runner.execute(QStringLiteral("area.remove"), {{"hexes", hexes({"0407"})}});
        QCOMPARE(r.status, CommandStatus::Refused);
        QVERIFY2(r.message.contains("0407") && r.message.contains("capital"),
                 qPrintable(r.message));
        QCOMPARE(dumpTables(c.db()), before);
        // 0509 has a river along its side with 0609 (a mark in the boundary table).
        r = c.runner.execute(QStringLiteral("area.remove"), {{"hexes", hexes({"0509"})}});
        QVERIFY2(r.ok(), qPrintable(r.message));
        QCOMPARE(c.load().areas.size(), m.areas.size() - 1);
        QSqlQuery q(c.db());
        q.prepare("SELECT count(*) FROM boundary WHERE hex_a = ? OR hex_b = ?");
        q.addBindValue(QStringLiteral("0509"));
        q.addBindValue(QStringLiteral("0509"));
        QVERIFY(q.exec() && q.next());
        QCOMPARE(q.value(0).toInt(), 0);
        QVERIFY(c.runner.undo().ok());
        QCOMPARE(dumpTables(c.db()), before);
    }

    /// A campaign without a map loads as an empty map (no areas), so the tally sees nothing.
    void emptyCampaignHasAnEmptyMap()
    {
        TestCampaign c;
        const StrategicMap m = loadStrategicMap(c.file->database());
        QVERIFY(m.areas.empty());
        QCOMPARE(m.columns, 0);
    }
};

QTEST_GUILESS_MAIN(TestDbMap)
#include "tst_db_map.moc"
