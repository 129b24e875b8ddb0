// The decks and tables commands on a real campaign file: shipped content in every new campaign,
// rolls and draws through the campaign's dice and history, undone and redone table by table
// (issue 3; DESIGN.md "The campaign file"), malformed imports refused with nothing changed
// (docs/decks-and-tables-format.md "Validation"), magic item authoring (rules §2.18, I-31).
#include "../tabledump.h"
#include "../testcampaign.h"
#include "db/commandregistry.h"
#include "db/commandrunner.h"
#include "db/historylog.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlQuery>

using namespace herald::db;

namespace {

QByteArray fixture(const QString &name)
{
    QFile file(QStringLiteral(HERALD_SOURCE_DIR "/tests/core/decks/fixtures/") + name);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", qPrintable(name));
    return file.readAll();
}

QJsonObject storedDeck(const TestCampaign &c, const QString &id)
{
    QSqlQuery q(c.file->database());
    q.prepare(QStringLiteral("SELECT content FROM decks_deck WHERE id = ?"));
    q.addBindValue(id);
    if (!q.exec() || !q.next())
        return {};
    return QJsonDocument::fromJson(q.value(0).toString().toUtf8()).object();
}

int count(const TestCampaign &c, const QString &table)
{
    QSqlQuery q(c.file->database());
    q.exec(QStringLiteral("SELECT count(*) FROM %1").arg(table));
    return q.next() ? q.value(0).toInt() : -1;
}

/// A campaign with the shipped content installed, as every new campaign has it.
struct InstalledCampaign : TestCampaign
{
    CommandRunner runner{*file, standardCommands()};
    InstalledCampaign()
    {
        const ExecuteResult r = runner.execute(QStringLiteral("decks.install"), {});
        if (!r.ok())
            qFatal("decks.install failed: %s", qPrintable(r.message));
    }
};

} // namespace

class TestDecksCommands : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // The shipped WarMaster content travels into a new campaign, its decks shuffled on the
    // campaign's dice (rules §1.7) and the sample magic items left out (§2.18).
    void installCopiesTheShippedContent()
    {
        const CommandDefinition *install = standardCommands().find(QStringLiteral("decks.install"));
        QVERIFY(install);
        QVERIFY(install->onNewCampaign);

        InstalledCampaign c;
        QCOMPARE(count(c, QStringLiteral("decks_table")), 14); // 12 files, two with a second table
        QCOMPARE(count(c, QStringLiteral("decks_deck")), 4);
        QVERIFY(storedDeck(c, QStringLiteral("magicItemsSample")).isEmpty());
        const QJsonObject poi = storedDeck(c, QStringLiteral("poi"));
        QStringList catalogue;
        for (const QJsonValue &card : poi.value(QStringLiteral("cards")).toArray())
            catalogue << card.toObject().value(QStringLiteral("id")).toString();
        QStringList pile;
        for (const QJsonValue &id : poi.value(QStringLiteral("state"))
                                        .toObject()
                                        .value(QStringLiteral("drawPile"))
                                        .toArray())
            pile << id.toString();
        QVERIFY(pile !=
                catalogue); // shuffled (12 cards: the chance of a fixed seed keeping order is nil)
        pile.sort();
        catalogue.sort();
        QCOMPARE(pile, catalogue);
        const auto entry = HistoryLog(c.file->database()).nextUndo();
        QVERIFY(entry);
        QVERIFY(entry->rolls.size() > 0); // the shuffles are in the history with their dice

        // A second install has nothing to add, and says so.
        const ExecuteResult again = c.runner.execute(QStringLiteral("decks.install"), {});
        QCOMPARE(again.status, CommandStatus::Refused);
    }

    // The expedition chart (rules §7.2.5): typed 10+10 with 3 advantages totals 23, read as 20+.
    void typedRollIsExplained()
    {
        InstalledCampaign c;
        const ExecuteResult r = c.runner.execute(
            QStringLiteral("decks.table.roll"),
            {{QStringLiteral("table"), QStringLiteral("expeditionChart")},
             {QStringLiteral("modifiers"), QJsonObject{{QStringLiteral("advantages"), 3}}},
             {QStringLiteral("typed"), QJsonArray{10, 10}}});
        QVERIFY2(r.ok(), qPrintable(r.message));
        QCOMPARE(r.result.value(QStringLiteral("total")).toInt(), 23);
        QCOMPARE(r.result.value(QStringLiteral("value")).toInt(), 20);
        QVERIFY(r.result.value(QStringLiteral("clamped")).toBool());
        QCOMPARE(r.result.value(QStringLiteral("rowLabel")).toString(), QStringLiteral("20+"));
        QCOMPARE(r.result.value(QStringLiteral("effects"))
                     .toObject()
                     .value(QStringLiteral("event"))
                     .toString(),
                 QStringLiteral("destinationReached"));
        QCOMPARE(r.rolls.size(), 1);
        QCOMPARE(r.rolls.at(0).toObject().value(QStringLiteral("faces")).toArray(),
                 (QJsonArray{10, 10}));
        QVERIFY2(r.summary.contains(QStringLiteral("advantages +3 = 23")), qPrintable(r.summary));
    }

    // Every roll and draw goes through the history: undo restores every table as it was, redo
    // restores the state after, and the redone roll shows the very same faces.
    void rollAndDrawUndoneAndRedone_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QJsonObject>("args");
        QTest::addColumn<QString>("changedTable");
        QTest::addColumn<bool>("rollsDice");
        QTest::newRow("roll on the chaos lands (§7.5)")
            << QStringLiteral("decks.table.roll")
            << QJsonObject{{QStringLiteral("table"), QStringLiteral("chaosLands")}}
            << QStringLiteral("decks_result") << true;
        QTest::newRow("roll on the expedition chart with advantages (§7.2.5)")
            << QStringLiteral("decks.table.roll")
            << QJsonObject{{QStringLiteral("table"), QStringLiteral("expeditionChart")},
                           {QStringLiteral("modifiers"),
                            QJsonObject{{QStringLiteral("advantages"), 2}}}}
            << QStringLiteral("decks_result") << true;
        QTest::newRow("draw a POI face down for Blue (§6.9)")
            << QStringLiteral("decks.deck.apply")
            << QJsonObject{{QStringLiteral("deck"), QStringLiteral("poi")},
                           {QStringLiteral("operation"),
                            QJsonObject{{QStringLiteral("op"), QStringLiteral("draw")},
                                        {QStringLiteral("holder"), QStringLiteral("Blue")},
                                        {QStringLiteral("facing"), QStringLiteral("down")}}}}
            << QStringLiteral("decks_deck") << false;
        QTest::newRow("shuffle the treasure deck (§10 #4)")
            << QStringLiteral("decks.deck.apply")
            << QJsonObject{{QStringLiteral("deck"), QStringLiteral("treasure")},
                           {QStringLiteral("operation"),
                            QJsonObject{{QStringLiteral("op"), QStringLiteral("shuffle")}}}}
            << QStringLiteral("decks_deck") << true;
    }
    void rollAndDrawUndoneAndRedone()
    {
        QFETCH(QString, command);
        QFETCH(QJsonObject, args);
        QFETCH(QString, changedTable);
        QFETCH(bool, rollsDice);
        InstalledCampaign c;
        const auto before = dumpTables(c.file->database());
        const ExecuteResult done = c.runner.execute(command, args);
        QVERIFY2(done.ok(), qPrintable(done.message));
        QCOMPARE(!done.rolls.isEmpty(), rollsDice);
        const auto after = dumpTables(c.file->database());
        QVERIFY(after.value(changedTable) != before.value(changedTable));

        QVERIFY(c.runner.undo().ok());
        QCOMPARE(dumpTables(c.file->database()), before);
        const ExecuteResult redone = c.runner.redo();
        QVERIFY2(redone.ok(), qPrintable(redone.message));
        QCOMPARE(dumpTables(c.file->database()), after);
        QCOMPARE(redone.rolls, done.rolls); // the same faces, not a new roll
        QCOMPARE(redone.summary, done.summary);

        c.reopen(); // undo and redo survive a restart
        CommandRunner runner(*c.file, standardCommands());
        QVERIFY(runner.undo().ok());
        QCOMPARE(dumpTables(c.file->database()), before);
    }

    // A malformed table is refused on import with its table and row named, and nothing changes
    // (docs/decks-and-tables-format.md "Validation").
    void malformedImportChangesNothing_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QJsonObject>("args");
        QTest::addColumn<QString>("message");
        const auto document = [](const char *name) {
            return QJsonObject{
                {QStringLiteral("content"),
                 QJsonDocument::fromJson(fixture(QString::fromLatin1(name))).object()}};
        };
        const QString import = QStringLiteral("decks.content.import");
        QTest::newRow("overlapping rows")
            << import << document("overlapping.json") << QStringLiteral("Table 'weather', row 2");
        QTest::newRow("missing range (a gap)")
            << import << document("gap.json") << QStringLiteral("Table 'weather', row 2");
        QTest::newRow("a row outside the dice's range")
            << import << document("out-of-range.json") << QStringLiteral("Table 'weather', row 3");
        QTest::newRow("unknown nested table")
            << import << document("unknown-nested.json") << QStringLiteral("'oddities'");
        QTest::newRow("a cycle of nested tables")
            << import << document("cycle.json") << QStringLiteral("omens");
        QTest::newRow("a bad dice expression")
            << import << document("bad-dice.json") << QStringLiteral("tables[0].dice");

        const auto csv = [](const char *name) {
            return QJsonObject{
                {QStringLiteral("table"), QStringLiteral("battleHonours")},
                {QStringLiteral("csv"), QString::fromUtf8(fixture(QString::fromLatin1(name)))}};
        };
        const QString rows = QStringLiteral("decks.table.csv");
        QTest::newRow("CSV: overlapping rows")
            << rows << csv("overlapping.csv") << QStringLiteral("line 3");
        QTest::newRow("CSV: a gap") << rows << csv("gap.csv") << QStringLiteral("line 3");
        QTest::newRow("CSV: a row no d6 reaches")
            << rows << csv("out-of-range.csv") << QStringLiteral("line 4");

        // A single table checked against the campaign's tables: its 'roll again' must exist there.
        const QJsonObject omens = QJsonDocument::fromJson(fixture(QStringLiteral("cycle.json")))
                                      .object()
                                      .value(QStringLiteral("tables"))
                                      .toArray()
                                      .at(0)
                                      .toObject();
        QTest::newRow("put: a table naming a table that does not exist")
            << QStringLiteral("decks.table.put") << QJsonObject{{QStringLiteral("table"), omens}}
            << QStringLiteral("'portents'");
    }
    void malformedImportChangesNothing()
    {
        QFETCH(QString, command);
        QFETCH(QJsonObject, args);
        QFETCH(QString, message);
        InstalledCampaign c;
        const auto before = dumpTables(c.file->database());
        const qint64 historyBefore = HistoryLog(c.file->database()).count();
        const ExecuteResult r = c.runner.execute(command, args);
        QCOMPARE(r.status, CommandStatus::Refused);
        QVERIFY2(r.message.contains(message), qPrintable(r.message));
        QCOMPARE(dumpTables(c.file->database()), before);
        QCOMPARE(HistoryLog(c.file->database()).count(), historyBefore);
    }

    // A good import adds its tables, can roll on them, and comes back out by undo.
    void goodImportAndCsvRows()
    {
        InstalledCampaign c;
        const auto before = dumpTables(c.file->database());
        QJsonObject doc =
            QJsonDocument::fromJson(fixture(QStringLiteral("overlapping.json"))).object();
        QJsonArray tables = doc.value(QStringLiteral("tables")).toArray();
        QJsonObject weather = tables.at(0).toObject();
        weather.insert(QStringLiteral("rows"),
                       QJsonArray{QJsonObject{{QStringLiteral("from"), 1},
                                              {QStringLiteral("to"), 3},
                                              {QStringLiteral("result"), QStringLiteral("Rain")}},
                                  QJsonObject{{QStringLiteral("from"), 4},
                                              {QStringLiteral("to"), 6},
                                              {QStringLiteral("result"), QStringLiteral("Sun")},
                                              {QStringLiteral("rollAgain"),
                                               QJsonArray{QStringLiteral("chaosLands")}}}});
        doc.insert(QStringLiteral("tables"), QJsonArray{weather});
        ExecuteResult r = c.runner.execute(QStringLiteral("decks.content.import"),
                                           {{QStringLiteral("content"), doc}});
        QVERIFY2(r.ok(), qPrintable(r.message));
        r = c.runner.execute(QStringLiteral("decks.table.roll"),
                             {{QStringLiteral("table"), QStringLiteral("weather")},
                              {QStringLiteral("typed"), QJsonArray{5, 7}}});
        QVERIFY2(r.ok(), qPrintable(r.message));
        QCOMPARE(r.result.value(QStringLiteral("result")).toString(), QStringLiteral("Sun"));
        QCOMPARE(r.result.value(QStringLiteral("nested")).toArray().size(),
                 1); // rolled again on the chaos lands
        r = c.runner.execute(
            QStringLiteral("decks.table.csv"),
            {{QStringLiteral("table"), QStringLiteral("weather")},
             {QStringLiteral("csv"), QString::fromUtf8(fixture(QStringLiteral("good.csv")))}});
        QVERIFY2(r.ok(), qPrintable(r.message));
        QVERIFY(c.runner.undo().ok());
        QVERIFY(c.runner.undo().ok());
        QVERIFY(c.runner.undo().ok());
        QCOMPARE(dumpTables(c.file->database()), before);
    }

    // A typed face the die cannot show is refused and changes nothing.
    void impossibleTypedFaceChangesNothing()
    {
        InstalledCampaign c;
        const auto before = dumpTables(c.file->database());
        const ExecuteResult r =
            c.runner.execute(QStringLiteral("decks.table.roll"),
                             {{QStringLiteral("table"), QStringLiteral("chaosLands")},
                              {QStringLiteral("typed"), QJsonArray{11}}});
        QCOMPARE(r.status, CommandStatus::InvalidDiceEntry);
        QCOMPARE(dumpTables(c.file->database()), before);
    }

    // Rules §2.18, I-31: each author writes up to 150 points; the items are shuffled into the
    // deck and each nation draws two, one round at a time.
    void magicItemsAuthoredShuffledAndDealt_data()
    {
        QTest::addColumn<QList<int>>("points");
        QTest::addColumn<bool>("lastRefused");
        QTest::newRow("50 + 100 = 150: at the limit") << QList<int>{50, 100} << false;
        QTest::newRow("100 + 60 = 160: over by 10") << QList<int>{100, 60} << true;
        QTest::newRow("150 + 1: over by 1") << QList<int>{150, 1} << true;
    }
    void magicItemsAuthoredShuffledAndDealt()
    {
        QFETCH(QList<int>, points);
        QFETCH(bool, lastRefused);
        InstalledCampaign c;
        ExecuteResult r;
        for (int i = 0; i < points.size(); ++i) {
            const auto before = dumpTables(c.file->database());
            r = c.runner.execute(QStringLiteral("decks.magic.author"),
                                 {{QStringLiteral("author"), QStringLiteral("Red")},
                                  {QStringLiteral("name"), QStringLiteral("Item %1").arg(i + 1)},
                                  {QStringLiteral("points"), points.at(i)}});
            if (i + 1 == points.size() && lastRefused) {
                QCOMPARE(r.status, CommandStatus::Refused);
                QVERIFY2(r.message.contains(QStringLiteral("150")) &&
                             r.message.contains(QStringLiteral("Red")),
                         qPrintable(r.message));
                QCOMPARE(dumpTables(c.file->database()), before);
            } else {
                QVERIFY2(r.ok(), qPrintable(r.message));
            }
        }
        for (const char *item : {"Crown", "Sword", "Ring"})
            QVERIFY(c.runner
                        .execute(QStringLiteral("decks.magic.author"),
                                 {{QStringLiteral("author"), QStringLiteral("Blue")},
                                  {QStringLiteral("name"), QString::fromLatin1(item)},
                                  {QStringLiteral("points"), 25}})
                        .ok());
        r = c.runner.execute(QStringLiteral("decks.magic.build"), {});
        QVERIFY2(r.ok(), qPrintable(r.message));
        r = c.runner.execute(QStringLiteral("decks.magic.deal"),
                             {{QStringLiteral("nations"),
                               QJsonArray{QStringLiteral("Red"), QStringLiteral("Blue")}}});
        QVERIFY2(r.ok(), qPrintable(r.message));
        const QJsonArray inPlay = storedDeck(c, QStringLiteral("magicItems"))
                                      .value(QStringLiteral("state"))
                                      .toObject()
                                      .value(QStringLiteral("inPlay"))
                                      .toArray();
        QCOMPARE(inPlay.size(), 4);
        QStringList holders;
        for (const QJsonValue &held : inPlay)
            holders << held.toObject().value(QStringLiteral("holder")).toString();
        QCOMPARE(holders, (QStringList{QStringLiteral("Red"), QStringLiteral("Blue"),
                                       QStringLiteral("Red"), QStringLiteral("Blue")}));
        // Once dealt, the deck is not rebuilt under the players' hands.
        QCOMPARE(c.runner.execute(QStringLiteral("decks.magic.build"), {}).status,
                 CommandStatus::Refused);
    }
};

QTEST_GUILESS_MAIN(TestDecksCommands)
#include "tst_deckscommands.moc"
