// Nations, army lists, yearly rosters and characters as commands: each refusal names its rule
// and numbers and changes nothing; each change undoes (rules §1.2, §1.4, §2.1-§2.4, §6.4).
#include "db/commandregistry.h"
#include "db/commandrunner.h"
#include "db/historylog.h"
#include "db/warmaster/nationrepository.h"
#include "tabledump.h"
#include "testcampaign.h"

#include <QFile>
#include <QJsonArray>
#include <QSqlQuery>

using namespace herald::db;
using namespace herald::warmaster;

namespace {

const QString ironHill = QStringLiteral("sample-iron-hill-clans");

QByteArray readFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return f.readAll();
}

} // namespace

class TestNations : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<TestCampaign> m_campaign;
    std::unique_ptr<CommandRunner> m_runner;

    ExecuteResult exec(const QString &command, const QJsonObject &args)
    {
        return m_runner->execute(command, args);
    }
    /// A campaign with the samples, a player and Ironhold (PT 10 by a grant: AP 2500, CP 12).
    void makeIronhold()
    {
        QVERIFY(exec(QStringLiteral("armylist.samples"), {}).ok());
        const ExecuteResult player =
            exec(QStringLiteral("player.add"), {{QStringLiteral("name"), QStringLiteral("Ann")}});
        QVERIFY2(player.ok(), qPrintable(player.message));
        const ExecuteResult r = exec(QStringLiteral("nation.add"),
                                     {{QStringLiteral("name"), QStringLiteral("Ironhold")},
                                      {QStringLiteral("colour"), QStringLiteral("#884422")},
                                      {QStringLiteral("player"), QStringLiteral("Ann")},
                                      {QStringLiteral("armyList"), ironHill},
                                      {QStringLiteral("capital"), QStringLiteral("0304")}});
        QVERIFY2(r.ok(), qPrintable(r.message));
        QVERIFY(exec(QStringLiteral("tally.grant"),
                     {{QStringLiteral("nation"), QStringLiteral("Ironhold")},
                      {QStringLiteral("kind"), QStringLiteral("population")},
                      {QStringLiteral("points"), 10},
                      {QStringLiteral("reason"), QStringLiteral("test grant")}})
                    .ok());
        const ExecuteResult open = exec(QStringLiteral("roster.open"),
                                        {{QStringLiteral("nation"), QStringLiteral("Ironhold")}});
        QVERIFY2(open.ok(), qPrintable(open.message));
    }
    StoredRoster roster()
    {
        const auto nation = findNation(m_campaign->file->database(), QStringLiteral("Ironhold"));
        if (!nation)
            qFatal("Ironhold was not founded");
        const auto stored = loadRoster(m_campaign->file->database(), nation->id, 1);
        if (!stored)
            qFatal("Ironhold has no roster");
        return *stored;
    }
    /// Runs a command expected to be refused and checks that nothing changed.
    QString refusedUnchanged(const QString &command, const QJsonObject &args)
    {
        const auto before = dumpTables(m_campaign->file->database());
        const ExecuteResult r = exec(command, args);
        if (r.ok())
            return QStringLiteral("<accepted>");
        if (dumpTables(m_campaign->file->database()) != before)
            return QStringLiteral("<changed the campaign>");
        return r.message;
    }

private Q_SLOTS:
    void init()
    {
        m_runner.reset();
        m_campaign = std::make_unique<TestCampaign>();
        m_runner = std::make_unique<CommandRunner>(*m_campaign->file, standardCommands());
    }

    /// §1.2 the shipped samples go into every new campaign, labelled as samples.
    void samplesCopiedOnNewCampaign()
    {
        const CommandDefinition *samples =
            standardCommands().find(QStringLiteral("armylist.samples"));
        QVERIFY(samples);
        QVERIFY(samples->onNewCampaign);
        QVERIFY(exec(QStringLiteral("armylist.samples"), {}).ok());
        const auto lists = loadArmyLists(m_campaign->file->database());
        QCOMPARE(int(lists.size()), 4);
        for (const ArmyListRecord &l : lists)
            QVERIFY2(l.sample && l.race.contains(QStringLiteral("sample")), qPrintable(l.id));
    }

    /// §2.1-§2.3 the figures a roster opens with, from the tally (grants included).
    void rosterOpensWithTallyFigures()
    {
        makeIronhold();
        const StoredRoster r = roster();
        QCOMPARE(r.roster.populationTotal, 10);
        QCOMPARE(r.roster.armyPoints, 2500);
        QCOMPARE(r.roster.characterPoints, 12);
        QCOMPARE(r.roster.mobLimit, 10);
    }

    /// §2.1-§2.3 the tally over a map built here: 1 city, 2 towns, 8 villages = PT 15, plus a
    /// POI's character point.
    void tallyOfBuiltMap()
    {
        makeIronhold();
        StrategicMap map;
        Nation n;
        n.id = QString::number(
            findNation(m_campaign->file->database(), QStringLiteral("Ironhold"))->id);
        map.nations.push_back(n);
        for (int i = 0; i < 11; ++i) {
            Area a;
            a.hex = herald::map::Hex::fromOffset({i, 0});
            a.owner = 0;
            a.centre = i == 0  ? PopulationCentre::City
                       : i < 3 ? PopulationCentre::Town
                               : PopulationCentre::Village;
            map.areas.push_back(a);
        }
        map.reindex();
        QVERIFY(exec(QStringLiteral("tally.grant"),
                     {{QStringLiteral("nation"), QStringLiteral("Ironhold")},
                      {QStringLiteral("kind"), QStringLiteral("character")},
                      {QStringLiteral("points"), 1},
                      {QStringLiteral("area"), QStringLiteral("0101")},
                      {QStringLiteral("reason"), QStringLiteral("Magic Rock POI")}})
                    .ok());
        const Tally t = tallyCampaign(m_campaign->file->database(), map, 1);
        QCOMPARE(t.nations.at(0).population.cities(), 1);
        QCOMPARE(t.nations.at(0).population.towns(), 2);
        QCOMPARE(t.nations.at(0).population.villages(), 8);
        QCOMPARE(t.nations.at(0).population.total(), 15 + 10); // + the 10 granted in makeIronhold
        QCOMPARE(t.nations.at(0).armyPoints.points(), (2 * 25 + 5) * 100);
        QCOMPARE(t.nations.at(0).characterPoints.total(), 25 + 2 + 1);
    }

    void buyUnits_data()
    {
        QTest::addColumn<QString>("unitType");
        QTest::addColumn<int>("count");
        QTest::addColumn<bool>("accepted");
        QTest::addColumn<QStringList>("mentions");
        QTest::newRow("25 Shieldbearers cost 2500 of 2500: fits (§2.2)")
            << QStringLiteral("Shieldbearers") << 25 << true << QStringList{};
        QTest::newRow("26 Shieldbearers cost 2600: over the AP by 100 (§2.2)")
            << QStringLiteral("Shieldbearers") << 26 << false
            << QStringList{QStringLiteral("§2.2"), QStringLiteral("2600"), QStringLiteral("2500"),
                           QStringLiteral("100")};
        QTest::newRow("Trolls are not in the Iron Hill list (§1.2)")
            << QStringLiteral("Trolls") << 1 << false
            << QStringList{QStringLiteral("§1.2"), QStringLiteral("Trolls"),
                           QStringLiteral("Shieldbearers")};
        QTest::newRow("removing units never bought is refused")
            << QStringLiteral("Ram Riders") << -1 << false
            << QStringList{QStringLiteral("Ram Riders")};
    }

    /// §1.4, §2.2, I-15 buying units within the army points.
    void buyUnits()
    {
        QFETCH(QString, unitType);
        QFETCH(int, count);
        QFETCH(bool, accepted);
        QFETCH(QStringList, mentions);
        makeIronhold();
        const QJsonObject args{{QStringLiteral("nation"), QStringLiteral("Ironhold")},
                               {QStringLiteral("unitType"), unitType},
                               {QStringLiteral("count"), count}};
        if (accepted) {
            const ExecuteResult r = exec(QStringLiteral("roster.buy"), args);
            QVERIFY2(r.ok(), qPrintable(r.message));
            QCOMPARE(roster().roster.lines.at(0).purchased, count);
            return;
        }
        const QString message = refusedUnchanged(QStringLiteral("roster.buy"), args);
        for (const QString &m : mentions)
            QVERIFY2(message.contains(m), qPrintable(message));
    }

    /// §2.2 a refused purchase names what was asked and its cost, and what is spent already,
    /// not only the total the roster would have reached.
    void refusedPurchaseNamesItsCost()
    {
        makeIronhold();
        const auto buy = [](int count) {
            return QJsonObject{{QStringLiteral("nation"), QStringLiteral("Ironhold")},
                               {QStringLiteral("unitType"), QStringLiteral("Shieldbearers")},
                               {QStringLiteral("count"), count}};
        };
        QVERIFY(exec(QStringLiteral("roster.buy"), buy(20)).ok());
        const QString message = refusedUnchanged(QStringLiteral("roster.buy"), buy(6));
        QVERIFY2(message.contains(QStringLiteral("6 × Shieldbearers cost 600 points")),
                 qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("2000 of the 2500 army points")),
                 qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("§2.2")), qPrintable(message));
    }

    /// I-15 types of one category and cost share a line; another cost gets its own line.
    void linesPerCategoryAndCost()
    {
        makeIronhold();
        for (const auto &[type, n] : {std::pair{QStringLiteral("Shieldbearers"), 5},
                                      std::pair{QStringLiteral("Crossbow Kin"), 4},
                                      std::pair{QStringLiteral("Ram Riders"), 2}})
            QVERIFY(exec(QStringLiteral("roster.buy"),
                         {{QStringLiteral("nation"), QStringLiteral("Ironhold")},
                          {QStringLiteral("unitType"), type},
                          {QStringLiteral("count"), n}})
                        .ok());
        const Roster r = roster().roster;
        QCOMPARE(int(r.lines.size()), 3);
        QCOMPARE(r.spent(), Cost::points(500 + 360 + 240));
    }

    /// §2.5 losses struck off a line; more than available refused.
    void losses()
    {
        makeIronhold();
        QVERIFY(exec(QStringLiteral("roster.buy"),
                     {{QStringLiteral("nation"), QStringLiteral("Ironhold")},
                      {QStringLiteral("unitType"), QStringLiteral("Ram Riders")},
                      {QStringLiteral("count"), 3}})
                    .ok());
        QVERIFY(exec(QStringLiteral("roster.loss"),
                     {{QStringLiteral("nation"), QStringLiteral("Ironhold")},
                      {QStringLiteral("line"), 1},
                      {QStringLiteral("count"), 2}})
                    .ok());
        QCOMPARE(roster().roster.lines.at(0).available(), 1);
        const QString message = refusedUnchanged(
            QStringLiteral("roster.loss"), {{QStringLiteral("nation"), QStringLiteral("Ironhold")},
                                            {QStringLiteral("line"), 1},
                                            {QStringLiteral("count"), 2}});
        QVERIFY2(message.contains(QStringLiteral("1 units available")), qPrintable(message));
    }

    void characters_data()
    {
        QTest::addColumn<QStringList>("entries");
        QTest::addColumn<bool>("lastAccepted");
        QTest::addColumn<QString>("mention");
        QTest::newRow("a general and four heroes: 11 of 12 CP")
            << QStringList{QStringLiteral("Thane"), QStringLiteral("Clan Champion"),
                           QStringLiteral("Clan Champion"), QStringLiteral("Clan Champion"),
                           QStringLiteral("Clan Champion")}
            << true << QString();
        QTest::newRow("then a wizard: 13 of 12 CP, over by 1 (§2.3)")
            << QStringList{QStringLiteral("Thane"),         QStringLiteral("Clan Champion"),
                           QStringLiteral("Clan Champion"), QStringLiteral("Clan Champion"),
                           QStringLiteral("Clan Champion"), QStringLiteral("Runesmith")}
            << false << QStringLiteral("13 character points of the 12");
        QTest::newRow("a second general in year 1 (§1.4)")
            << QStringList{QStringLiteral("Thane"), QStringLiteral("Thane")} << false
            << QStringLiteral("§1.4");
        QTest::newRow("a character the list does not have (§1.2)")
            << QStringList{QStringLiteral("Dragon Lord")} << false << QStringLiteral("Dragon Lord");
    }

    /// §2.3 characters bought with character points; year 1 has one general (§1.4).
    void characters()
    {
        QFETCH(QStringList, entries);
        QFETCH(bool, lastAccepted);
        QFETCH(QString, mention);
        makeIronhold();
        const QString last = entries.takeLast();
        for (const QString &e : entries)
            QVERIFY(exec(QStringLiteral("character.buy"),
                         {{QStringLiteral("nation"), QStringLiteral("Ironhold")},
                          {QStringLiteral("entry"), e}})
                        .ok());
        const QJsonObject args{{QStringLiteral("nation"), QStringLiteral("Ironhold")},
                               {QStringLiteral("entry"), last}};
        if (lastAccepted) {
            QVERIFY(exec(QStringLiteral("character.buy"), args).ok());
            QCOMPARE(roster().roster.characterPointsUsed(CampaignSettings{}), 11);
            return;
        }
        const QString message = refusedUnchanged(QStringLiteral("character.buy"), args);
        QVERIFY2(message.contains(mention), qPrintable(message));
    }

    /// §1.4 an item is bound for good; §6.4 a captive still counts against the owner's CP.
    void itemsAndCaptives()
    {
        makeIronhold();
        QVERIFY(exec(QStringLiteral("nation.add"),
                     {{QStringLiteral("name"), QStringLiteral("Marsh")},
                      {QStringLiteral("colour"), QStringLiteral("#228844")}})
                    .ok());
        const qint64 thane = exec(QStringLiteral("character.buy"),
                                  {{QStringLiteral("nation"), QStringLiteral("Ironhold")},
                                   {QStringLiteral("entry"), QStringLiteral("Thane")}})
                                 .result.value(QStringLiteral("id"))
                                 .toInteger();
        const qint64 hero = exec(QStringLiteral("character.buy"),
                                 {{QStringLiteral("nation"), QStringLiteral("Ironhold")},
                                  {QStringLiteral("entry"), QStringLiteral("Clan Champion")}})
                                .result.value(QStringLiteral("id"))
                                .toInteger();
        QVERIFY(thane > 0 && hero > 0);
        QVERIFY(
            exec(QStringLiteral("item.bind"), {{QStringLiteral("character"), thane},
                                               {QStringLiteral("card"), QStringLiteral("mi-axe")}})
                .ok());
        const QString message = refusedUnchanged(
            QStringLiteral("item.bind"), {{QStringLiteral("character"), hero},
                                          {QStringLiteral("card"), QStringLiteral("mi-axe")}});
        QVERIFY2(message.contains(QStringLiteral("§1.4")) &&
                     message.contains(QStringLiteral("Thane")),
                 qPrintable(message));

        QVERIFY(exec(QStringLiteral("character.status"),
                     {{QStringLiteral("character"), hero},
                      {QStringLiteral("status"), QStringLiteral("captured")},
                      {QStringLiteral("captor"), QStringLiteral("Marsh")}})
                    .ok());
        QCOMPARE(roster().roster.characterPointsUsed(CampaignSettings{}), 5);
    }

    /// §1.2 a malformed list is refused naming the unit and the field, and changes nothing.
    void malformedListRefused_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<QString>("mention");
        QTest::newRow("bad points")
            << QStringLiteral("armylist-bad-points.json") << QStringLiteral(".points");
        QTest::newRow("bad category")
            << QStringLiteral("armylist-bad-category.json") << QStringLiteral(".category");
        QTest::newRow("missing hits")
            << QStringLiteral("armylist-missing-hits.json") << QStringLiteral("profile.hits");
    }
    void malformedListRefused()
    {
        QFETCH(QString, fixture);
        QFETCH(QString, mention);
        const QByteArray text =
            readFile(QStringLiteral(HERALD_SOURCE_DIR "/tests/core/warmaster/fixtures/") + fixture);
        const QString message = refusedUnchanged(
            QStringLiteral("armylist.import"), {{QStringLiteral("text"), QString::fromUtf8(text)}});
        QVERIFY2(message.contains(mention) && message.contains(QStringLiteral("units[")),
                 qPrintable(message));
    }

    /// §1.2 founding or editing a nation with a player the campaign does not know yet is one
    /// command: the player is added with the nation, refused with it and undone with it.
    void newPlayerComesWithTheNation_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QJsonObject>("args");
        QTest::newRow("nation.add founds Frostmarch for the new player Bea")
            << QStringLiteral("nation.add")
            << QJsonObject{{QStringLiteral("name"), QStringLiteral("Frostmarch")},
                           {QStringLiteral("colour"), QStringLiteral("#4060a0")},
                           {QStringLiteral("player"), QStringLiteral(" Bea ")}};
        QTest::newRow("nation.edit gives Ironhold to the new player Bea")
            << QStringLiteral("nation.edit")
            << QJsonObject{{QStringLiteral("nation"), QStringLiteral("Ironhold")},
                           {QStringLiteral("player"), QStringLiteral(" Bea ")}};
    }
    void newPlayerComesWithTheNation()
    {
        QFETCH(QString, command);
        QFETCH(QJsonObject, args);
        makeIronhold();
        const QSqlDatabase db = m_campaign->file->database();
        const auto before = dumpTables(db);
        const int history = HistoryLog(db).count();
        const ExecuteResult r = exec(command, args);
        QVERIFY2(r.ok(), qPrintable(r.message));
        QVERIFY2(r.summary.contains(QStringLiteral("Bea")), qPrintable(r.summary));
        QCOMPARE(HistoryLog(db).count(), history + 1);
        const auto bea = findPlayer(db, QStringLiteral("Bea"));
        QVERIFY(bea);
        const QString nation = args.value(QStringLiteral("nation"))
                                   .toString(args.value(QStringLiteral("name")).toString());
        QCOMPARE(findNation(db, nation)->playerId, bea->id);
        QVERIFY(m_runner->undo().ok());
        QVERIFY(!findPlayer(db, QStringLiteral("Bea")));
        QCOMPARE(dumpTables(db), before);
    }

    /// §1.2 a nation refused for any reason adds no player either.
    void refusedNationAddsNoPlayer_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QJsonObject>("args");
        QTest::newRow("nation.add: a second Ironhold")
            << QStringLiteral("nation.add")
            << QJsonObject{{QStringLiteral("name"), QStringLiteral("Ironhold")},
                           {QStringLiteral("colour"), QStringLiteral("#4060a0")},
                           {QStringLiteral("player"), QStringLiteral("Bea")}};
        QTest::newRow("nation.add: an army list the campaign lacks")
            << QStringLiteral("nation.add")
            << QJsonObject{{QStringLiteral("name"), QStringLiteral("Frostmarch")},
                           {QStringLiteral("colour"), QStringLiteral("#4060a0")},
                           {QStringLiteral("player"), QStringLiteral("Bea")},
                           {QStringLiteral("armyList"), QStringLiteral("no-such-list")}};
        QTest::newRow("nation.edit: a colour not of the form #rrggbb")
            << QStringLiteral("nation.edit")
            << QJsonObject{{QStringLiteral("nation"), QStringLiteral("Ironhold")},
                           {QStringLiteral("player"), QStringLiteral("Bea")},
                           {QStringLiteral("colour"), QStringLiteral("blue")}};
    }
    void refusedNationAddsNoPlayer()
    {
        QFETCH(QString, command);
        QFETCH(QJsonObject, args);
        makeIronhold();
        const QString message = refusedUnchanged(command, args);
        QVERIFY2(!message.startsWith(QLatin1Char('<')), qPrintable(message));
        QVERIFY(!findPlayer(m_campaign->file->database(), QStringLiteral("Bea")));
    }

    /// Every command undoes to the state before it.
    void undoRestoresEverything()
    {
        QVERIFY(exec(QStringLiteral("armylist.samples"), {}).ok());
        const auto empty = dumpTables(m_campaign->file->database());
        makeIronhold();
        QVERIFY(exec(QStringLiteral("roster.buy"),
                     {{QStringLiteral("nation"), QStringLiteral("Ironhold")},
                      {QStringLiteral("unitType"), QStringLiteral("Shieldbearers")},
                      {QStringLiteral("count"), 3}})
                    .ok());
        QVERIFY(exec(QStringLiteral("character.buy"),
                     {{QStringLiteral("nation"), QStringLiteral("Ironhold")},
                      {QStringLiteral("entry"), QStringLiteral("Thane")}})
                    .ok());
        const auto full = dumpTables(m_campaign->file->database());
        QVERIFY(exec(QStringLiteral("nation.remove"),
                     {{QStringLiteral("nation"), QStringLiteral("Ironhold")}})
                    .ok());
        QVERIFY(findNation(m_campaign->file->database(), QStringLiteral("Ironhold")) ==
                std::nullopt);
        QVERIFY(m_runner->undo().ok());
        QCOMPARE(dumpTables(m_campaign->file->database()), full);
        for (int i = 0; i < 7; ++i)
            QVERIFY(m_runner->undo().ok());
        QCOMPARE(dumpTables(m_campaign->file->database()), empty);
    }
};

QTEST_GUILESS_MAIN(TestNations)
#include "tst_nations.moc"
