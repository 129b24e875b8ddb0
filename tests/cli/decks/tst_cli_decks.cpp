// herald-cli's decks and tables verbs end to end (docs/cli-decks.md): the real executable on a
// new campaign, which has the shipped WarMaster content (issue 3).
#include "../clirun.h"
#include <QFile>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

QString fixture(const char *name)
{
    return QStringLiteral(HERALD_SOURCE_DIR "/tests/core/decks/fixtures/") +
           QString::fromLatin1(name);
}

} // namespace

class TestCliDecks : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_file;

private Q_SLOTS:
    void initTestCase()
    {
        m_file = m_dir.filePath(QStringLiteral("decks.herald"));
        QCOMPARE(
            cli({QStringLiteral("new"), m_file, QStringLiteral("--seed"), QStringLiteral("11")})
                .exitCode,
            0);
    }

    // Every shipped table is listed with its origin: rules tables name their section, house
    // defaults say they are not rules (issue 3).
    void tablesListsTheShippedTablesWithTheirOrigin()
    {
        const Run r = cli({QStringLiteral("--json"), QStringLiteral("tables"), m_file});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray tables = r.json().value(QStringLiteral("tables")).toArray();
        QCOMPARE(tables.size(), 14);
        QMap<QString, QString> labels;
        for (const QJsonValue &t : tables)
            labels.insert(t.toObject().value(QStringLiteral("id")).toString(),
                          t.toObject().value(QStringLiteral("originLabel")).toString());
        QCOMPARE(labels.value(QStringLiteral("chaosLands")), QStringLiteral("Rules §7.5"));
        QVERIFY(labels.value(QStringLiteral("battleHonours"))
                    .startsWith(QStringLiteral("House default, not a rule")));
    }

    // Rules §7.2.5: a typed 10+10 with 3 advantages reads the 20+ row; undo takes the roll back.
    void rollExplainedThenUndone()
    {
        Run r = cli({QStringLiteral("--json"), QStringLiteral("table"), QStringLiteral("roll"),
                     m_file, QStringLiteral("expeditionChart"), QStringLiteral("--modifier"),
                     QStringLiteral("advantages=3"), QStringLiteral("--typed"),
                     QStringLiteral("10,10")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject result = r.json().value(QStringLiteral("result")).toObject();
        QCOMPARE(result.value(QStringLiteral("total")).toInt(), 23);
        QCOMPARE(result.value(QStringLiteral("rowLabel")).toString(), QStringLiteral("20+"));
        QCOMPARE(result.value(QStringLiteral("modifiers")).toArray().size(), 1);
        r = cli({QStringLiteral("undo"), m_file});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("Undone: Expedition chart"), r.out.constData());
    }

    // A draw for a holder, face down; shown by deck show; reshuffle with no discards refused.
    void drawShowReshuffle()
    {
        Run r = cli({QStringLiteral("--json"), QStringLiteral("deck"), QStringLiteral("draw"),
                     m_file, QStringLiteral("poi"), QStringLiteral("--to"), QStringLiteral("Blue"),
                     QStringLiteral("--face-down")});
        QCOMPARE(r.exitCode, 0);
        const QString card = r.json()
                                 .value(QStringLiteral("result"))
                                 .toObject()
                                 .value(QStringLiteral("cards"))
                                 .toArray()
                                 .at(0)
                                 .toString();
        QVERIFY(!card.isEmpty());
        r = cli({QStringLiteral("--json"), QStringLiteral("deck"), QStringLiteral("show"), m_file,
                 QStringLiteral("poi")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject held = r.json()
                                     .value(QStringLiteral("state"))
                                     .toObject()
                                     .value(QStringLiteral("inPlay"))
                                     .toArray()
                                     .at(0)
                                     .toObject();
        QCOMPARE(held.value(QStringLiteral("card")).toString(), card);
        QCOMPARE(held.value(QStringLiteral("holder")).toString(), QStringLiteral("Blue"));
        QCOMPARE(held.value(QStringLiteral("facing")).toString(), QStringLiteral("down"));
        r = cli(
            {QStringLiteral("deck"), QStringLiteral("reshuffle"), m_file, QStringLiteral("poi")});
        QCOMPARE(r.exitCode, 1);
        r = cli({QStringLiteral("deck"), QStringLiteral("discard"), m_file, QStringLiteral("poi"),
                 card});
        QCOMPARE(r.exitCode, 0);
        r = cli({QStringLiteral("--json"), QStringLiteral("deck"), QStringLiteral("reshuffle"),
                 m_file, QStringLiteral("poi")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.json()
                     .value(QStringLiteral("result"))
                     .toObject()
                     .value(QStringLiteral("drawPile"))
                     .toInt(),
                 12);
    }

    // Imports are all or nothing and name the table and row; exports read back in.
    void importAndExport_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        QTest::newRow("overlapping rows") << QStringList{fixture("overlapping.json")} << 1
                                          << QStringLiteral("Table 'weather', row 2");
        QTest::newRow("cycle") << QStringList{fixture("cycle.json")} << 1
                               << QStringLiteral("omens → portents → omens");
        QTest::newRow("JSON syntax error")
            << QStringList{fixture("syntax-error.json")} << 1 << QStringLiteral("line ");
        QTest::newRow("CSV without --table")
            << QStringList{fixture("good.csv")} << 2 << QStringLiteral("--table");
        QTest::newRow("CSV gap") << QStringList{fixture("gap.csv"), QStringLiteral("--table"),
                                                QStringLiteral("battleHonours")}
                                 << 1 << QStringLiteral("line 3");
        QTest::newRow("no such file")
            << QStringList{fixture("none.json")} << 3 << QStringLiteral("cannot be read");
    }
    void importAndExport()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        const QString exported = m_dir.filePath(QStringLiteral("before.json"));
        QCOMPARE(
            cli({QStringLiteral("content"), QStringLiteral("export"), m_file, exported}).exitCode,
            0);
        const Run r =
            cli(QStringList{QStringLiteral("content"), QStringLiteral("import"), m_file} + args);
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
        const QString after = m_dir.filePath(QStringLiteral("after.json"));
        QCOMPARE(cli({QStringLiteral("content"), QStringLiteral("export"), m_file, after}).exitCode,
                 0);
        QFile a(exported), b(after);
        QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
        QCOMPARE(b.readAll(), a.readAll());
    }

    void csvRoundTrip()
    {
        const QString csv = m_dir.filePath(QStringLiteral("honours.csv"));
        QCOMPARE(cli({QStringLiteral("content"), QStringLiteral("export"), m_file, csv,
                      QStringLiteral("--table"), QStringLiteral("battleHonours")})
                     .exitCode,
                 0);
        const Run r = cli({QStringLiteral("content"), QStringLiteral("import"), m_file, csv,
                           QStringLiteral("--table"), QStringLiteral("battleHonours")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("6 rows"), r.out.constData());
    }

    // Rules §2.18, I-31: 150 points per author, refused past it with what remains.
    void magicItemsAuthoredBuiltAndDealt()
    {
        const QString file = m_dir.filePath(QStringLiteral("magic.herald"));
        QCOMPARE(cli({QStringLiteral("new"), file}).exitCode, 0);
        for (const auto &[author, name, points] :
             {std::tuple{"Red", "Horn", "100"}, std::tuple{"Red", "Ring", "50"},
              std::tuple{"Blue", "Crown", "75"}, std::tuple{"Blue", "Sword", "75"}})
            QCOMPARE(cli({QStringLiteral("magic"), QStringLiteral("author"), file,
                          QStringLiteral("--author"), QString::fromLatin1(author),
                          QStringLiteral("--name"), QString::fromLatin1(name),
                          QStringLiteral("--points"), QString::fromLatin1(points)})
                         .exitCode,
                     0);
        Run r = cli({QStringLiteral("magic"), QStringLiteral("author"), file,
                     QStringLiteral("--author"), QStringLiteral("Red"), QStringLiteral("--name"),
                     QStringLiteral("Cloak"), QStringLiteral("--points"), QStringLiteral("5")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("150"), r.err.constData());
        r = cli({QStringLiteral("--json"), QStringLiteral("magic"), QStringLiteral("items"), file});
        QCOMPARE(r.json().value(QStringLiteral("authors")).toArray().size(), 2);
        QCOMPARE(r.json()
                     .value(QStringLiteral("authors"))
                     .toArray()
                     .at(1)
                     .toObject()
                     .value(QStringLiteral("remaining"))
                     .toInt(),
                 0);
        QCOMPARE(cli({QStringLiteral("magic"), QStringLiteral("build"), file}).exitCode, 0);
        r = cli({QStringLiteral("--json"), QStringLiteral("magic"), QStringLiteral("deal"), file,
                 QStringLiteral("Red"), QStringLiteral("Blue")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.json()
                     .value(QStringLiteral("result"))
                     .toObject()
                     .value(QStringLiteral("cards"))
                     .toArray()
                     .size(),
                 4);
    }

    void unknownActionIsAUsageError()
    {
        const Run r = cli({QStringLiteral("deck"), QStringLiteral("juggle"), m_file});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("draw"), r.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliDecks)
#include "tst_cli_decks.moc"
