// herald-cli end to end: the real executable, its output and its documented exit codes
// (0 done, 1 refused, 2 usage, 3 file).
#include "clirun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

/// How many history entries a brand-new campaign starts with: the commands that put each
/// area's shipped content into it.
int startingHistory(const QString &file)
{
    QProcess p;
    p.start(QStringLiteral(HERALD_CLI), {QStringLiteral("--json"), QStringLiteral("info"), file});
    p.waitForFinished(30000);
    return QJsonDocument::fromJson(p.readAllStandardOutput().split('\n').first())
        .object()
        .value(QStringLiteral("historyCount"))
        .toInt();
}

} // namespace

class TestCli : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString path(const QString &name) const { return m_dir.filePath(name); }

private Q_SLOTS:
    void newInfoRollHistoryAsJson()
    {
        const QString file = path(QStringLiteral("a.herald"));
        Run r =
            cli({QStringLiteral("--json"), QStringLiteral("new"), file, QStringLiteral("--name"),
                 QStringLiteral("Border Marches"), QStringLiteral("--seed"), QStringLiteral("77")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.json().value(QStringLiteral("name")).toString(),
                 QStringLiteral("Border Marches"));
        QCOMPARE(r.json().value(QStringLiteral("diceSeed")).toInt(), 77);
        const int start = r.json().value(QStringLiteral("historyCount")).toInt();

        r = cli({QStringLiteral("--json"), QStringLiteral("roll"), file, QStringLiteral("2d10"),
                 QStringLiteral("--purpose"), QStringLiteral("Expedition chart"),
                 QStringLiteral("--typed"), QStringLiteral("0,7")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject roll = r.json().value(QStringLiteral("dice")).toArray().at(0).toObject();
        QCOMPARE(roll.value(QStringLiteral("total")).toInt(), 17);
        QCOMPARE(roll.value(QStringLiteral("purpose")).toString(),
                 QStringLiteral("Expedition chart"));

        r = cli({QStringLiteral("--json"), QStringLiteral("history"), file});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray entries = r.json().value(QStringLiteral("entries")).toArray();
        QCOMPARE(entries.size(), start + 1);
        QCOMPARE(entries.at(0).toObject().value(QStringLiteral("command")).toString(),
                 QStringLiteral("dice.roll"));
        QCOMPARE(entries.at(0).toObject().value(QStringLiteral("date")).toString(),
                 QStringLiteral("Set-up, S-1 Map"));
    }

    void sameSeedSameRollsAcrossProcesses()
    {
        QStringList totals;
        for (const QString &name : {QStringLiteral("s1.herald"), QStringLiteral("s2.herald")}) {
            QCOMPARE(cli({QStringLiteral("new"), path(name), QStringLiteral("--seed"),
                          QStringLiteral("9")})
                         .exitCode,
                     0);
            const Run r = cli({QStringLiteral("--json"), QStringLiteral("roll"), path(name),
                               QStringLiteral("10d6")});
            totals << QString::fromUtf8(
                QJsonDocument(r.json().value(QStringLiteral("dice")).toArray()).toJson());
        }
        QCOMPARE(totals.at(0), totals.at(1));
    }

    void exitCodes_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        const QString file = path(QStringLiteral("codes.herald"));
        cli({QStringLiteral("new"), file});
        QTest::newRow("0: done") << QStringList{QStringLiteral("roll"), file, QStringLiteral("d6")}
                                 << 0 << QString();
        QTest::newRow("1: a d6 typed as 7")
            << QStringList{QStringLiteral("roll"), file, QStringLiteral("d6"),
                           QStringLiteral("--typed"), QStringLiteral("7")}
            << 1 << QStringLiteral("cannot show 7");
        QTest::newRow("1: nothing to redo")
            << QStringList{QStringLiteral("redo"), file} << 1 << QStringLiteral("nothing to redo");
        QTest::newRow("2: unknown verb")
            << QStringList{QStringLiteral("teleport")} << 2 << QStringLiteral("Unknown verb");
        QTest::newRow("2: malformed dice")
            << QStringList{QStringLiteral("roll"), file, QStringLiteral("2x6")} << 2
            << QStringLiteral("character 2");
        QTest::newRow("2: unknown command")
            << QStringList{QStringLiteral("do"), file, QStringLiteral("army.fly")} << 2
            << QStringLiteral("army.fly");
        QTest::newRow("3: no such file")
            << QStringList{QStringLiteral("info"), path(QStringLiteral("none.herald"))} << 3
            << QStringLiteral("no file");
        QTest::newRow("3: not a campaign")
            << QStringList{QStringLiteral("info"), QStringLiteral(HERALD_CLI)} << 3
            << QStringLiteral("not a database");
    }
    void exitCodes()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        const Run r = cli(args);
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(QString::fromUtf8(r.err).contains(message, Qt::CaseInsensitive),
                 r.err.constData());
    }

    void scriptRunsLineByLineAndStopsAtTheFirstFailure()
    {
        const QString file = path(QStringLiteral("script.herald"));
        QCOMPARE(cli({QStringLiteral("new"), file}).exitCode, 0);
        const int start = startingHistory(file);
        const QString script = path(QStringLiteral("month.txt"));
        QFile f(script);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("# a referee's evening\n"
                "do campaign.rename '{\"name\": \"Scripted\"}'\n"
                "roll d6 --purpose \"Survival roll\"\n"
                "undo\n"
                "roll 3x\n"
                "roll d20\n");
        f.close();
        const Run r = cli({QStringLiteral("run"), file, script});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("month.txt:5"), r.err.constData());
        const Run info = cli({QStringLiteral("--json"), QStringLiteral("info"), file});
        QCOMPARE(info.json().value(QStringLiteral("name")).toString(), QStringLiteral("Scripted"));
        QCOMPARE(info.json().value(QStringLiteral("historyCount")).toInt(),
                 start + 2); // rename + the undone roll
    }

    void exportImportRoundTripAndMalformedImport()
    {
        const QString file = path(QStringLiteral("x.herald"));
        QCOMPARE(
            cli({QStringLiteral("new"), file, QStringLiteral("--name"), QStringLiteral("Exported")})
                .exitCode,
            0);
        const int start = startingHistory(file);
        QCOMPARE(cli({QStringLiteral("roll"), file, QStringLiteral("d6")}).exitCode, 0);
        const QString json = path(QStringLiteral("x.json"));
        QCOMPARE(cli({QStringLiteral("export"), file, json}).exitCode, 0);
        const QString copy = path(QStringLiteral("y.herald"));
        QCOMPARE(cli({QStringLiteral("import"), json, copy}).exitCode, 0);
        const Run info = cli({QStringLiteral("--json"), QStringLiteral("info"), copy});
        QCOMPARE(info.json().value(QStringLiteral("name")).toString(), QStringLiteral("Exported"));
        QCOMPARE(info.json().value(QStringLiteral("historyCount")).toInt(), start + 1);

        QFile bad(path(QStringLiteral("bad.json")));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write(
            R"({"format":"herald-campaign","version":1,"tables":{"campaign":[{"id":1,"name":"x","dice_seed":"abc","created_utc":"t"}]}})");
        bad.close();
        const Run r =
            cli({QStringLiteral("import"), bad.fileName(), path(QStringLiteral("z.herald"))});
        QCOMPARE(r.exitCode, 3);
        QVERIFY2(r.err.contains("tables.campaign[0].dice_seed"), r.err.constData());
        QVERIFY(!QFile::exists(path(QStringLiteral("z.herald"))));
    }

    // explain FILE HISTORY-ID (issue 17): the entry's date, command, summary and every die,
    // in text and --json; an entry that does not exist is a usage mistake.
    void explainShowsAnEntryWithItsDice()
    {
        const QString file = path(QStringLiteral("explain.herald"));
        QCOMPARE(cli({QStringLiteral("new"), file}).exitCode, 0);
        Run r = cli({QStringLiteral("--json"), QStringLiteral("roll"), file, QStringLiteral("2d6"),
                     QStringLiteral("--purpose"), QStringLiteral("Terrain delay"),
                     QStringLiteral("--typed"), QStringLiteral("2,5")});
        QCOMPARE(r.exitCode, 0);
        const QString id = QString::number(r.json().value(QStringLiteral("historyId")).toInt());
        QVERIFY(id.toInt() > 0);

        r = cli({QStringLiteral("explain"), file, id});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QString text = r.outText();
        QVERIFY2(text.startsWith(QStringLiteral("#%1, Set-up, S-1 Map, dice.roll\n").arg(id)),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("  Terrain delay: 2d6 [2 5] = 7 (typed)")),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Decisions: none recorded")), qPrintable(text));

        r = cli({QStringLiteral("--json"), QStringLiteral("explain"), file, id});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.json().value(QStringLiteral("command")).toString(), QStringLiteral("dice.roll"));
        QCOMPARE(r.json().value(QStringLiteral("dice")).toArray().size(), 1);
        QCOMPARE(r.json().value(QStringLiteral("explanation")).toArray().size(), 0);

        r = cli({QStringLiteral("explain"), file, QStringLiteral("9999")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.errText().contains(QStringLiteral("no entry #9999")), r.err.constData());
    }

    void helpListsEveryVerb()
    {
        const Run r = cli({QStringLiteral("help")});
        QCOMPARE(r.exitCode, 0);
        for (const char *verb : {"new", "info", "history", "explain", "undo", "redo", "roll", "do",
                                 "commands", "export", "import", "run"})
            QVERIFY2(r.out.contains(QByteArray("  ") + verb + ' '), verb);
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
