// Army markers as commands (§1.5, NY-7, §4.9, S-6): placed, renamed, moved and removed through
// the runner, each undoable; every refusal names its rule and leaves the tables unchanged; the
// army table travels in the JSON campaign format.
#include "db/campaignjson.h"
#include "db/commandregistry.h"
#include "db/commandrunner.h"
#include "db/map/maprepository.h"
#include "tabledump.h"
#include "testcampaign.h"

#include <QJsonArray>
#include <QJsonDocument>

using namespace herald::db;
using namespace herald::warmaster;

namespace {

const QString veyra = QStringLiteral("Kingdom of Veyra");

QJsonObject placement(const QString &name, const QString &general, const QString &area)
{
    return {{QStringLiteral("nation"), veyra},
            {QStringLiteral("name"), name},
            {QStringLiteral("general"), general},
            {QStringLiteral("area"), area}};
}

} // namespace

class TestArmies : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<TestCampaign> m_campaign;
    std::unique_ptr<CommandRunner> m_runner;

    ExecuteResult exec(const QString &command, const QJsonObject &args)
    {
        return m_runner->execute(command, args);
    }
    void must(const QString &command, const QJsonObject &args)
    {
        const ExecuteResult r = exec(command, args);
        QVERIFY2(r.ok(), qPrintable(command + QStringLiteral(": ") + r.message));
    }
    std::vector<Army> armies() const { return loadArmies(m_campaign->file->database()); }

private Q_SLOTS:
    /// The demo map; Veyra on the River Kingdom list with a general (Marshal) and a hero.
    void init()
    {
        m_runner.reset();
        m_campaign = std::make_unique<TestCampaign>();
        m_runner = std::make_unique<CommandRunner>(*m_campaign->file, standardCommands());
        must(QStringLiteral("armylist.samples"), {});
        must(QStringLiteral("map.importDemo"), {});
        must(QStringLiteral("nation.edit"),
             {{QStringLiteral("nation"), veyra},
              {QStringLiteral("armyList"), QStringLiteral("sample-river-kingdom")}});
        must(QStringLiteral("roster.open"), {{QStringLiteral("nation"), veyra}});
        must(QStringLiteral("character.buy"),
             {{QStringLiteral("nation"), veyra},
              {QStringLiteral("entry"), QStringLiteral("Marshal")},
              {QStringLiteral("name"), QStringLiteral("Duke Aldric")}});
        must(QStringLiteral("character.buy"),
             {{QStringLiteral("nation"), veyra},
              {QStringLiteral("entry"), QStringLiteral("Captain")},
              {QStringLiteral("name"), QStringLiteral("Sir Hale")}});
    }

    /// NY-7: placed in the capital city at its population centre; undo and redo.
    void placeUndoRedo()
    {
        const auto before = dumpTables(m_campaign->file->database());
        const ExecuteResult r =
            exec(QStringLiteral("army.place"),
                 placement(QStringLiteral("Host of the Crown"), QStringLiteral("Duke Aldric"),
                           QStringLiteral("0407")));
        QVERIFY2(r.ok(), qPrintable(r.message));
        QVERIFY2(r.summary.contains(QStringLiteral("0407 Carrow")), qPrintable(r.summary));
        QCOMPARE(int(armies().size()), 1);
        const Army army = armies().front();
        QCOMPARE(army.name, QStringLiteral("Host of the Crown"));
        QCOMPARE(army.generalName, QStringLiteral("Duke Aldric"));
        QCOMPARE(army.area.toXXYY(), QStringLiteral("0407"));
        QCOMPARE(army.location, ArmyLocation::PopulationCentre);
        QCOMPARE(army.state, ArmyState::Normal);
        QVERIFY(army.inSupply);
        QCOMPARE(loadStrategicMap(m_campaign->file->database()).armies.size(), std::size_t(1));

        QVERIFY(m_runner->undo().ok());
        QCOMPARE(dumpTables(m_campaign->file->database()), before);
        QVERIFY(m_runner->redo().ok());
        QCOMPARE(armies().front(), army);
    }

    /// Each refusal names the rule and changes nothing.
    void refusals_data()
    {
        QTest::addColumn<bool>("placeFirst");
        QTest::addColumn<QJsonObject>("args");
        QTest::addColumn<QString>("expected");
        const QString duke = QStringLiteral("Duke Aldric");
        QTest::newRow("§4.9 another nation's town")
            << false << placement(QStringLiteral("A"), duke, QStringLiteral("0804"))
            << "§4.9 0804 Gallowmere is held by Ironhold Clans";
        QTest::newRow("§4.9 an own village")
            << false << placement(QStringLiteral("A"), duke, QStringLiteral("0408"))
            << "§4.9 0408 Scar has neither a town nor a city";
        QTest::newRow("§1.3 an area off the map")
            << false << placement(QStringLiteral("A"), duke, QStringLiteral("9999")) << "§1.3";
        QTest::newRow("§1.4 a hero leads no army")
            << false
            << placement(QStringLiteral("A"), QStringLiteral("Sir Hale"), QStringLiteral("0410"))
            << "§1.4 Sir Hale";
        QTest::newRow("§1.5 a stranger is no general of the nation")
            << false
            << placement(QStringLiteral("A"), QStringLiteral("Gutrot"), QStringLiteral("0410"))
            << "§1.5 Gutrot";
        QTest::newRow("§1.5 the general already leads an army")
            << true << placement(QStringLiteral("B"), duke, QStringLiteral("0410"))
            << "§1.5 Duke Aldric already leads Host";
        QTest::newRow("S-6 a second army in year 1")
            << true << placement(QStringLiteral("B"), duke, QStringLiteral("0410"))
            << "S-6 In year 1 a nation has one general and so at most 1 army; this would be army "
               "number 2.";
        QTest::newRow("a name the nation already uses")
            << true << placement(QStringLiteral("host of the crown"), duke, QStringLiteral("0410"))
            << "already has an army called";
        QTest::newRow("an area that is no area number")
            << false << placement(QStringLiteral("A"), duke, QStringLiteral("north")) << "XXYY";
    }
    void refusals()
    {
        QFETCH(bool, placeFirst);
        QFETCH(QJsonObject, args);
        QFETCH(QString, expected);
        if (placeFirst)
            must(QStringLiteral("army.place"),
                 placement(QStringLiteral("Host of the Crown"), QStringLiteral("Duke Aldric"),
                           QStringLiteral("0407")));
        const auto before = dumpTables(m_campaign->file->database());
        const ExecuteResult r = exec(QStringLiteral("army.place"), args);
        QVERIFY(!r.ok());
        QVERIFY2(r.message.contains(expected), qPrintable(r.message));
        QCOMPARE(dumpTables(m_campaign->file->database()), before);
    }

    /// Rename, move (a set-up correction, §4.9 still applies) and remove, each undone.
    void renameMoveRemove()
    {
        must(QStringLiteral("army.place"),
             placement(QStringLiteral("Host of the Crown"), QStringLiteral("Duke Aldric"),
                       QStringLiteral("0407")));
        const QString id = armies().front().id;
        must(QStringLiteral("army.rename"),
             {{QStringLiteral("army"), id.toInt()},
              {QStringLiteral("name"), QStringLiteral("Royal Host")}});
        QCOMPARE(armies().front().name, QStringLiteral("Royal Host"));

        must(QStringLiteral("army.move"),
             {{QStringLiteral("army"), QStringLiteral("Royal Host")},
              {QStringLiteral("area"), QStringLiteral("0410")},
              {QStringLiteral("location"), QStringLiteral("countryside")}});
        QCOMPARE(armies().front().area.toXXYY(), QStringLiteral("0410"));
        QCOMPARE(armies().front().location, ArmyLocation::Countryside);
        const auto moved = dumpTables(m_campaign->file->database());
        const ExecuteResult refused =
            exec(QStringLiteral("army.move"), {{QStringLiteral("army"), id.toInt()},
                                               {QStringLiteral("area"), QStringLiteral("0804")}});
        QVERIFY(!refused.ok());
        QVERIFY2(refused.message.contains(QStringLiteral("§4.9")), qPrintable(refused.message));
        QCOMPARE(dumpTables(m_campaign->file->database()), moved);
        QVERIFY(m_runner->undo().ok());
        QCOMPARE(armies().front().area.toXXYY(), QStringLiteral("0407"));
        QCOMPARE(armies().front().location, ArmyLocation::PopulationCentre);

        must(QStringLiteral("army.remove"),
             {{QStringLiteral("army"), QStringLiteral("Royal Host")}});
        QVERIFY(armies().empty());
        QVERIFY(m_runner->undo().ok());
        QCOMPARE(armies().front().name, QStringLiteral("Royal Host"));
    }

    /// §1.2: removing a nation takes its armies with it; undo brings both back.
    void removingNationRemovesArmies()
    {
        must(QStringLiteral("army.place"),
             placement(QStringLiteral("Host of the Crown"), QStringLiteral("Duke Aldric"),
                       QStringLiteral("0407")));
        const auto before = dumpTables(m_campaign->file->database());
        must(QStringLiteral("nation.remove"), {{QStringLiteral("nation"), veyra}});
        QVERIFY(armies().empty());
        QVERIFY(m_runner->undo().ok());
        QCOMPARE(dumpTables(m_campaign->file->database()), before);
    }

    /// The army table travels in the JSON campaign format and comes back the same.
    void jsonRoundTrip()
    {
        must(QStringLiteral("army.place"),
             placement(QStringLiteral("Host of the Crown"), QStringLiteral("Duke Aldric"),
                       QStringLiteral("0407")));
        const QJsonObject exported = exportCampaign(*m_campaign->file);
        const QJsonArray rows = exported.value(QStringLiteral("tables"))
                                    .toObject()
                                    .value(QStringLiteral("army"))
                                    .toArray();
        QCOMPARE(rows.size(), 1);
        QCOMPARE(rows.at(0).toObject().value(QStringLiteral("area")).toString(),
                 QStringLiteral("0407"));
        const QString copy = m_campaign->dir.filePath(QStringLiteral("copy.herald"));
        const FileError error = importCampaign(QJsonDocument(exported).toJson(), copy);
        QVERIFY2(error.ok(), qPrintable(error.message));
        FileError openError;
        auto imported = CampaignFile::open(copy, &openError);
        QVERIFY2(imported, qPrintable(openError.message));
        QCOMPARE(dumpTables(imported->database()), dumpTables(m_campaign->file->database()));
        QCOMPARE(loadArmies(imported->database()), armies());
    }
};

QTEST_GUILESS_MAIN(TestArmies)
#include "tst_armies.moc"
