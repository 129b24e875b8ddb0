// The JSON campaign format (docs/campaign-format.md): export and import round trip, and a
// malformed import names the JSON path of its first problem and writes nothing.
#include "db/campaignjson.h"
#include "db/commandregistry.h"
#include "db/commandrunner.h"
#include "db/historylog.h"
#include "tabledump.h"
#include "testcampaign.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlQuery>

#include <sqlite3.h>

using namespace herald::db;

namespace {

QJsonObject sampleExport(TestCampaign &c)
{
    CommandRunner runner(*c.file, standardCommands());
    runner.execute(QStringLiteral("campaign.rename"),
                   {{QStringLiteral("name"), QStringLiteral("Round Trip")}});
    runner.execute(QStringLiteral("campaign.setting"),
                   {{QStringLiteral("key"), QStringLiteral("garrisonCap")},
                    {QStringLiteral("value"), QStringLiteral("none")}});
    runner.execute(QStringLiteral("dice.roll"),
                   {{QStringLiteral("expression"), QStringLiteral("2d10")},
                    {QStringLiteral("purpose"), QStringLiteral("Expedition chart")}});
    runner.execute(QStringLiteral("dice.roll"),
                   {{QStringLiteral("expression"), QStringLiteral("d6")}});
    runner.undo(); // the undone roll does not travel
    return exportCampaign(*c.file);
}

} // namespace

class TestCampaignJson : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void exportThenImportGivesTheSameCampaign()
    {
        TestCampaign original;
        const QJsonObject exported = sampleExport(original);
        QCOMPARE(exported.value(QStringLiteral("format")).toString(),
                 QStringLiteral("herald-campaign"));
        QCOMPARE(exported.value(QStringLiteral("version")).toInt(), CampaignJsonVersion);
        QCOMPARE(exported.value(QStringLiteral("history")).toArray().size(), 3);

        const QString copy = original.dir.filePath(QStringLiteral("copy.herald"));
        const FileError error = importCampaign(QJsonDocument(exported).toJson(), copy);
        QVERIFY2(error.ok(), qPrintable(error.message));
        FileError openError;
        auto imported = CampaignFile::open(copy, &openError);
        QVERIFY2(imported, qPrintable(openError.message));
        QCOMPARE(dumpTables(imported->database()), dumpTables(original.file->database()));

        const HistoryLog log(imported->database());
        QCOMPARE(log.count(), 3);
        QCOMPARE(log.newestFirst(0, 1).first().summary,
                 HistoryLog(original.file->database()).nextUndo()->summary);
        // The imported history can be read but not undone; new commands can.
        CommandRunner runner(*imported, standardCommands());
        QCOMPARE(runner.undo().status, CommandStatus::NothingToUndo);
        QVERIFY(runner
                    .execute(QStringLiteral("dice.roll"),
                             {{QStringLiteral("expression"), QStringLiteral("d6")}})
                    .ok());
        QVERIFY(runner.undo().ok());

        // Exporting the import gives the same tables again.
        QCOMPARE(exportCampaign(*imported).value(QStringLiteral("tables")),
                 exported.value(QStringLiteral("tables")));
    }

    // An export written before schema 8 has no "step" in its history entries: the import takes
    // them with an empty step, as the migration does for a file upgraded.
    void importTakesHistoryWithoutAStep()
    {
        TestCampaign original;
        QJsonObject exported = sampleExport(original);
        QJsonArray history = exported.value(QStringLiteral("history")).toArray();
        QCOMPARE(history.size(), 3);
        for (qsizetype i = 0; i < history.size(); ++i) {
            QJsonObject entry = history.at(i).toObject();
            QVERIFY(entry.contains(QStringLiteral("step")));
            entry.remove(QStringLiteral("step"));
            history.replace(i, entry);
        }
        exported.insert(QStringLiteral("history"), history);

        const QString copy = original.dir.filePath(QStringLiteral("old.herald"));
        const FileError error = importCampaign(QJsonDocument(exported).toJson(), copy);
        QVERIFY2(error.ok(), qPrintable(error.message));
        FileError openError;
        auto imported = CampaignFile::open(copy, &openError);
        QVERIFY2(imported, qPrintable(openError.message));
        QSqlQuery q(imported->database());
        QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM history WHERE step = ''")));
        QVERIFY(q.next());
        QCOMPARE(q.value(0).toInt(), 3);
    }

    // Schema 12: a history entry's explanation travels with it, and an export without one
    // imports with none.
    void explanationTravels()
    {
        TestCampaign original;
        QJsonObject exported = sampleExport(original);
        QJsonArray history = exported.value(QStringLiteral("history")).toArray();
        QCOMPARE(history.size(), 3);
        QCOMPARE(history.at(0)[QStringLiteral("explanation")].toArray().size(), 0);
        const QJsonArray lines{QStringLiteral("§7.5 chaos town 0304: d6 = 4, it moves"),
                               QStringLiteral("§2.1 PT 12")};
        QJsonObject first = history.at(0).toObject();
        first.insert(QStringLiteral("explanation"), lines);
        history.replace(0, first);
        QJsonObject second = history.at(1).toObject();
        second.remove(QStringLiteral("explanation"));
        history.replace(1, second);
        exported.insert(QStringLiteral("history"), history);

        const QString copy = original.dir.filePath(QStringLiteral("explained.herald"));
        const FileError error = importCampaign(QJsonDocument(exported).toJson(), copy);
        QVERIFY2(error.ok(), qPrintable(error.message));
        FileError openError;
        auto imported = CampaignFile::open(copy, &openError);
        QVERIFY2(imported, qPrintable(openError.message));
        const QJsonArray again =
            exportCampaign(*imported).value(QStringLiteral("history")).toArray();
        QCOMPARE(again.size(), 3);
        QCOMPARE(again.at(0)[QStringLiteral("explanation")].toArray(), lines);
        QCOMPARE(again.at(1)[QStringLiteral("explanation")].toArray(), QJsonArray());
    }

    // Each malformed document names where the problem is, and no file is written.
    void malformedImportNamesThePlace_data()
    {
        QTest::addColumn<QString>("edit");
        QTest::addColumn<QString>("where");
        QTest::newRow("not JSON") << "garbage"
                                  << "at byte";
        QTest::newRow("a JSON array") << "array"
                                      << "$";
        QTest::newRow("another program's JSON") << "format"
                                                << "format:";
        QTest::newRow("a newer format version") << "version"
                                                << "version: format version 99";
        QTest::newRow("an unknown table") << "table"
                                          << "tables.armies:";
        QTest::newRow("an unknown column") << "column"
                                           << "tables.setting[0].colour:";
        QTest::newRow("text where a number belongs")
            << "type"
            << "tables.campaign[0].year: must be a whole number";
        QTest::newRow("a required field missing") << "missing"
                                                  << "tables.campaign[0].name: is missing";
        QTest::newRow("two campaign records") << "twice"
                                              << "tables.campaign: must hold exactly one";
        QTest::newRow("a value the schema refuses") << "check"
                                                    << "tables.campaign[0]";
        QTest::newRow("a bad history entry") << "history"
                                             << "history[1]";
        QTest::newRow("a history entry without its time") << "recorded"
                                                          << "history[0].recorded: is missing";
        QTest::newRow("an explanation that is not lines of text")
            << "explanation"
            << "history[0].explanation: must be an array of lines of text";
    }
    void malformedImportNamesThePlace()
    {
        QFETCH(QString, edit);
        QFETCH(QString, where);
        TestCampaign original;
        QJsonObject doc = sampleExport(original);
        QJsonObject tables = doc.value(QStringLiteral("tables")).toObject();
        QJsonArray campaign = tables.value(QStringLiteral("campaign")).toArray();
        QJsonObject record = campaign.at(0).toObject();
        QByteArray bytes;
        if (edit == QLatin1String("garbage")) {
            bytes = "{ this is not json";
        } else if (edit == QLatin1String("array")) {
            bytes = "[1, 2, 3]";
        } else {
            if (edit == QLatin1String("format"))
                doc.insert(QStringLiteral("format"), QStringLiteral("spreadsheet"));
            else if (edit == QLatin1String("version"))
                doc.insert(QStringLiteral("version"), 99);
            else if (edit == QLatin1String("table"))
                tables.insert(QStringLiteral("armies"), QJsonArray());
            else if (edit == QLatin1String("column")) {
                QJsonArray settings = tables.value(QStringLiteral("setting")).toArray();
                QJsonObject s = settings.at(0).toObject();
                s.insert(QStringLiteral("colour"), QStringLiteral("red"));
                settings.replace(0, s);
                tables.insert(QStringLiteral("setting"), settings);
            } else if (edit == QLatin1String("type"))
                record.insert(QStringLiteral("year"), QStringLiteral("three"));
            else if (edit == QLatin1String("missing"))
                record.remove(QStringLiteral("name"));
            else if (edit == QLatin1String("twice"))
                campaign.append(record);
            else if (edit == QLatin1String("check"))
                record.insert(QStringLiteral("month"), 13);
            else if (edit == QLatin1String("recorded")) {
                QJsonArray history = doc.value(QStringLiteral("history")).toArray();
                QJsonObject entry = history.at(0).toObject();
                entry.remove(QStringLiteral("recorded"));
                history.replace(0, entry);
                doc.insert(QStringLiteral("history"), history);
            } else if (edit == QLatin1String("explanation")) {
                QJsonArray history = doc.value(QStringLiteral("history")).toArray();
                QJsonObject entry = history.at(0).toObject();
                entry.insert(QStringLiteral("explanation"), QJsonArray{QStringLiteral("ok"), 3});
                history.replace(0, entry);
                doc.insert(QStringLiteral("history"), history);
            } else if (edit == QLatin1String("history")) {
                QJsonArray history = doc.value(QStringLiteral("history")).toArray();
                history.replace(1, QJsonObject{{QStringLiteral("command"), 7}});
                doc.insert(QStringLiteral("history"), history);
            }
            if (edit != QLatin1String("twice"))
                campaign.replace(0, record);
            tables.insert(QStringLiteral("campaign"), campaign);
            doc.insert(QStringLiteral("tables"), tables);
            bytes = QJsonDocument(doc).toJson();
        }
        const QString target = original.dir.filePath(QStringLiteral("target.herald"));
        const FileError error = importCampaign(bytes, target);
        QVERIFY(!error.ok());
        QVERIFY2(error.message.contains(where), qPrintable(error.message));
        QVERIFY(error.message.contains(QStringLiteral("nothing was written")));
        QVERIFY(!QFile::exists(target));
        // Nothing beside it either: the scratch file it was built in is gone.
        QVERIFY(QDir(original.dir.path())
                    .entryList({QStringLiteral(".*partial*")}, QDir::Files | QDir::Hidden)
                    .isEmpty());
    }

    // Rows are listed by their primary key, not by the hidden rowid: a redo (a changeset
    // applied again) gives the rows of a table without an INTEGER PRIMARY KEY new rowids in
    // another order, and the same campaign must still export the same bytes (issue 17).
    void exportListsRowsByTheirKey()
    {
        TestCampaign c;
        QSqlQuery q(c.file->database());
        for (const char *key : {"zz-later", "aa-earlier"})
            QVERIFY(q.exec(QStringLiteral("INSERT INTO setting (key, value) VALUES ('%1', 'x')")
                               .arg(QLatin1String(key))));
        QStringList keys;
        for (const QJsonValue &row : exportCampaign(*c.file)
                                         .value(QStringLiteral("tables"))[QStringLiteral("setting")]
                                         .toArray()) {
            if (row[QStringLiteral("value")].toString() == QLatin1String("x"))
                keys << row[QStringLiteral("key")].toString();
        }
        QCOMPARE(keys, (QStringList{QStringLiteral("aa-earlier"), QStringLiteral("zz-later")}));
    }

    // An export is made only from a whole file: damage found while reading fails it, and
    // nothing partial is handed back (issue 23: 78 of 82 history entries were "exported").
    void exportRefusesADamagedFile()
    {
        TestCampaign c;
        QSqlQuery q(c.file->database());
        for (int i = 0; i < 300; ++i)
            QVERIFY(q.exec(QStringLiteral("INSERT INTO history (command, args, dice, year, month, "
                                          "summary, recorded_utc) VALUES ('dice.roll', '{}', "
                                          "'[]', 1, 0, 'roll %1', '2026-01-01')")
                               .arg(i)));
        QVERIFY(q.exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)")));
        QVERIFY(
            q.exec(QStringLiteral("SELECT rootpage FROM sqlite_schema WHERE name = 'history'")) &&
            q.next());
        const int root = q.value(0).toInt();
        q.finish();
        {
            QFile f(c.path);
            QVERIFY(f.open(QIODevice::ReadWrite));
            QVERIFY(f.seek(qint64(root - 1) * 4096 + 8));
            f.write(QByteArray(64, char(0xA5)));
        }
        sqlite3_db_release_memory(c.file->handle()); // read the damaged page from the disk
        FileError error;
        const QJsonObject exported = exportCampaign(*c.file, &error);
        QVERIFY(exported.isEmpty());
        QCOMPARE(error.problem, FileProblem::Corrupt);
        QVERIFY2(error.message.contains(c.path), qPrintable(error.message));
    }
};

QTEST_GUILESS_MAIN(TestCampaignJson)
#include "tst_campaignjson.moc"
