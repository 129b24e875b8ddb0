// herald-cli end to end for nations, army lists, the tally and rosters (rules §1.2, §1.4,
// §2.1-§2.3): real processes, --json output, exit codes (0 done, 1 refused, 2 usage).
#include "../clirun.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

class TestCliNations : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_file;

private Q_SLOTS:
    void initTestCase()
    {
        m_file = m_dir.filePath(QStringLiteral("n.herald"));
        QCOMPARE(cli({QStringLiteral("new"), m_file}).exitCode, 0);
        QCOMPARE(
            cli({QStringLiteral("player"), QStringLiteral("add"), m_file, QStringLiteral("Ann")})
                .exitCode,
            0);
        const Run r =
            cli({QStringLiteral("--json"), QStringLiteral("nation"), QStringLiteral("add"), m_file,
                 QStringLiteral("Ironhold"), QStringLiteral("--colour"), QStringLiteral("#884422"),
                 QStringLiteral("--player"), QStringLiteral("Ann"), QStringLiteral("--list"),
                 QStringLiteral("sample-iron-hill-clans")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QCOMPARE(cli({QStringLiteral("nation"), QStringLiteral("grant"), m_file,
                      QStringLiteral("Ironhold"), QStringLiteral("population"), QStringLiteral("7"),
                      QStringLiteral("referee")})
                     .exitCode,
                 0);
        QCOMPARE(cli({QStringLiteral("roster"), QStringLiteral("open"), m_file,
                      QStringLiteral("Ironhold")})
                     .exitCode,
                 0);
    }

    /// §1.2 the new campaign holds the four shipped samples, marked as samples.
    void samplesInNewCampaign()
    {
        const Run r = cli(
            {QStringLiteral("--json"), QStringLiteral("armylist"), QStringLiteral("list"), m_file});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray lists = r.json().value(QStringLiteral("armyLists")).toArray();
        QCOMPARE(lists.size(), 4);
        for (const QJsonValue &l : lists)
            QVERIFY(l.toObject().value(QStringLiteral("sample")).toBool());
    }

    /// §2.1-§2.3 PT 7 → AP 1900, CP 9, as JSON with the terms behind them.
    void tallyAsJson()
    {
        const Run r = cli({QStringLiteral("--json"), QStringLiteral("tally"), m_file});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject n = r.json().value(QStringLiteral("nations")).toArray().at(0).toObject();
        QCOMPARE(n.value(QStringLiteral("nation")).toString(), QStringLiteral("Ironhold"));
        QCOMPARE(n.value(QStringLiteral("populationTotal")).toInt(), 7);
        QCOMPARE(n.value(QStringLiteral("armyPoints")).toInt(), 1900);
        QCOMPARE(n.value(QStringLiteral("characterPoints")).toInt(), 9);
        QCOMPARE(n.value(QStringLiteral("otherPopulation"))
                     .toArray()
                     .at(0)
                     .toObject()
                     .value(QStringLiteral("reason"))
                     .toString(),
                 QStringLiteral("referee"));
    }

    void refusals_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("mention");
        QTest::newRow("20 Shieldbearers: 2000 of 1900 AP, over by 100 (§2.2)")
            << QStringList{QStringLiteral("roster"), QStringLiteral("buy"),
                           QStringLiteral("Ironhold"), QStringLiteral("Shieldbearers"),
                           QStringLiteral("20")}
            << 1 << QStringLiteral("over the 1900 army points by 100");
        QTest::newRow("Trolls are not on the list (§1.2)")
            << QStringList{QStringLiteral("roster"), QStringLiteral("buy"),
                           QStringLiteral("Ironhold"), QStringLiteral("Trolls"),
                           QStringLiteral("1")}
            << 1 << QStringLiteral("Trolls");
        QTest::newRow("count is not a number: usage")
            << QStringList{QStringLiteral("roster"), QStringLiteral("buy"),
                           QStringLiteral("Ironhold"), QStringLiteral("Trolls"),
                           QStringLiteral("many")}
            << 2 << QStringLiteral("roster buy");
    }
    /// Refusals name the rule and the numbers and leave the history as it was.
    void refusals()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, mention);
        const QByteArray before =
            cli({QStringLiteral("--json"), QStringLiteral("history"), m_file}).out;
        args.insert(2, m_file);
        const Run r = cli(args);
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(QString::fromUtf8(r.err).contains(mention), r.err.constData());
        QCOMPARE(cli({QStringLiteral("--json"), QStringLiteral("history"), m_file}).out, before);
    }

    /// §1.4 buying within the AP, then show and validate (an I-16 warning: points unspent).
    void buyShowValidate()
    {
        QCOMPARE(
            cli({QStringLiteral("roster"), QStringLiteral("buy"), m_file,
                 QStringLiteral("Ironhold"), QStringLiteral("Shieldbearers"), QStringLiteral("10")})
                .exitCode,
            0);
        QCOMPARE(
            cli({QStringLiteral("roster"), QStringLiteral("buy"), m_file,
                 QStringLiteral("Ironhold"), QStringLiteral("Ram Riders"), QStringLiteral("2")})
                .exitCode,
            0);
        Run r = cli({QStringLiteral("--json"), QStringLiteral("roster"), QStringLiteral("show"),
                     m_file, QStringLiteral("Ironhold")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject roster = r.json();
        QCOMPARE(roster.value(QStringLiteral("spent")).toString(), QStringLiteral("1240"));
        const QJsonArray categories = roster.value(QStringLiteral("categories")).toArray();
        QCOMPARE(categories.size(), 5); // every basic category, even at 0 (§1.4)
        QCOMPARE(categories.at(1).toObject().value(QStringLiteral("available")).toInt(), 2);
        r = cli({QStringLiteral("--json"), QStringLiteral("roster"), QStringLiteral("validate"),
                 m_file, QStringLiteral("Ironhold")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.json().value(QStringLiteral("valid")).toBool());
        QVERIFY(r.json()
                    .value(QStringLiteral("warnings"))
                    .toArray()
                    .at(0)
                    .toString()
                    .contains(QStringLiteral("660")));
    }

    /// A malformed list file is refused naming the unit and the field.
    void malformedImport()
    {
        const Run r =
            cli({QStringLiteral("armylist"), QStringLiteral("import"), m_file,
                 QStringLiteral(HERALD_SOURCE_DIR
                                "/tests/core/warmaster/fixtures/armylist-bad-points.json")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(QString::fromUtf8(r.err).contains(QStringLiteral(".points")), r.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliNations)
#include "tst_cli_nations.moc"
