// herald-cli army verbs end to end (NY-7, §4.9, §1.5, S-6): real processes, --json output and
// exit codes (0 done, 1 refused, 2 usage), on the demo map with Veyra's general.
#include "../clirun.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

class TestCliArmies : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_file;

    QJsonArray armies()
    {
        const Run r = cli({"--json", "army", "list", m_file});
        if (r.exitCode != 0)
            qFatal("army list failed: %s", r.err.constData());
        return r.json().value(QStringLiteral("armies")).toArray();
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_file = m_dir.filePath(QStringLiteral("a.herald"));
        QCOMPARE(cli({"new", m_file}).exitCode, 0);
        const QString script = m_dir.filePath(QStringLiteral("setup.txt"));
        QFile f(script);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("map demo\n"
                "nation edit \"Kingdom of Veyra\" --list sample-river-kingdom\n"
                "roster open \"Kingdom of Veyra\"\n"
                "character buy \"Kingdom of Veyra\" Marshal --name \"Duke Aldric\"\n");
        f.close();
        const Run r = cli({"run", m_file, script});
        QVERIFY2(r.exitCode == 0, r.err.constData());
    }

    /// NY-7: placed in Carrow, listed with its general and area; the list is JSON.
    void placeAndList()
    {
        const Run r = cli({"--json", "army", "place", m_file, "Kingdom of Veyra",
                           "Host of the Crown", "--general", "Duke Aldric", "--area", "0407"});
        QVERIFY2(r.exitCode == 0, r.out.constData());
        QCOMPARE(r.json().value(QStringLiteral("status")).toString(), QStringLiteral("done"));
        const QJsonArray list = armies();
        QCOMPARE(list.size(), 1);
        const QJsonObject army = list.at(0).toObject();
        QCOMPARE(army.value(QStringLiteral("name")).toString(),
                 QStringLiteral("Host of the Crown"));
        QCOMPARE(army.value(QStringLiteral("general")).toString(), QStringLiteral("Duke Aldric"));
        QCOMPARE(army.value(QStringLiteral("area")).toString(), QStringLiteral("0407"));
        QCOMPARE(army.value(QStringLiteral("location")).toString(),
                 QStringLiteral("populationCentre"));
        const Run text = cli({"army", "list", m_file});
        QVERIFY2(text.out.contains("0407 Carrow"), text.out.constData());
    }

    /// Refusals exit 1 and name the rule; usage mistakes exit 2.
    void refusalsAndUsage_data()
    {
        QTest::addColumn<QStringList>("words");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("expected");
        QTest::newRow("§4.9 Ironhold's town")
            << QStringList{"army",    "place",     "F",           "Kingdom of Veyra",
                           "Raiders", "--general", "Duke Aldric", "--area",
                           "0804"}
            << 1 << "§4.9";
        QTest::newRow("S-6 a second army in year 1")
            << QStringList{"army",        "place",     "F",           "Kingdom of Veyra",
                           "Second Host", "--general", "Duke Aldric", "--area",
                           "0410"}
            << 1 << "S-6";
        QTest::newRow("no --area")
            << QStringList{"army", "place",     "F",          "Kingdom of Veyra",
                           "X",    "--general", "Duke Aldric"}
            << 2 << "army place FILE";
        QTest::newRow("an unknown army")
            << QStringList{"army", "remove", "F", "Nobody's Host"} << 1 << "no army";
        QTest::newRow("no action") << QStringList{"army"} << 2 << "needs an action";
    }
    void refusalsAndUsage()
    {
        QFETCH(QStringList, words);
        QFETCH(int, code);
        QFETCH(QString, expected);
        words.replaceInStrings(QRegularExpression(QStringLiteral("^F$")), m_file);
        const int before = armies().size();
        const Run r = cli(QStringList{"--json"} + words);
        QCOMPARE(r.exitCode, code);
        QVERIFY2(QString::fromUtf8(r.out + r.err).contains(expected), (r.out + r.err).constData());
        QCOMPARE(armies().size(), before);
    }

    /// Rename, move, remove by name or number, and undo brings the army back.
    void renameMoveRemoveUndo()
    {
        const QString id = QString::number(armies().at(0).toObject().value("id").toInteger());
        QCOMPARE(cli({"army", "rename", m_file, id, "Royal Host"}).exitCode, 0);
        QCOMPARE(cli({"army", "move", m_file, "Royal Host", "0410", "--location", "countryside"})
                     .exitCode,
                 0);
        QJsonObject army = armies().at(0).toObject();
        QCOMPARE(army.value(QStringLiteral("area")).toString(), QStringLiteral("0410"));
        QCOMPARE(army.value(QStringLiteral("location")).toString(), QStringLiteral("countryside"));
        QCOMPARE(cli({"army", "remove", m_file, "Royal Host"}).exitCode, 0);
        QCOMPARE(armies().size(), 0);
        QCOMPARE(cli({"undo", m_file}).exitCode, 0);
        QCOMPARE(armies().at(0).toObject().value("name").toString(), QStringLiteral("Royal Host"));
    }
};

QTEST_GUILESS_MAIN(TestCliArmies)
#include "tst_cli_armies.moc"
