// Issue 18, battle night: `battle list|show|brief` on the demo campaign's first battle (both
// armies march into Oakhurst, 0707, mountains, in month 3 and meet in the countryside). The
// brief gives the set-up of §5.10-§5.11 and §2.12; the PDF is read back with pdftotext.
#include "../campaignquery.h"
#include "../clirun.h"
#include "../pdftext.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

class TestCliBattleNight : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_file;

    void script(const QString &name, const QByteArray &lines)
    {
        const Run r = runScript(m_file, m_dir.filePath(name), lines);
        QVERIFY2(r.exitCode == 0, r.text().toUtf8().constData());
    }
    QJsonObject json(const QStringList &words)
    {
        const Run r = cli(QStringList{"--json"} + words);
        if (r.exitCode != 0)
            qFatal("%s failed: %s", qPrintable(words.join(' ')), r.err.constData());
        return r.json();
    }
    static QString squeezed(QString text) { return text.remove(QLatin1Char(' ')); }

private Q_SLOTS:
    void initTestCase()
    {
        m_file = m_dir.filePath(QStringLiteral("b.herald"));
        QCOMPARE(cli({"new", m_file}).exitCode, 0);
        script(QStringLiteral("night.txt"), demoFirstBattleScript());
    }

    /// §5.10, §2.5: a typed battle army is checked against the roster and the army list;
    /// problems name the line and the entry and exit 1; a nation not in the battle is refused.
    void typedListChecked()
    {
        const QString list = m_dir.filePath(QStringLiteral("veyra.txt"));
        QFile f(list);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("2 Bank Wardens\n3 Dragons\n");
        f.close();
        const Run checked =
            cli({"--json", "battle", "check", m_file, "1", "Kingdom of Veyra", list});
        QCOMPARE(checked.exitCode, 1);
        const QJsonObject out = QJsonDocument::fromJson(checked.out).object();
        QVERIFY(!out.value("ok").toBool());
        const QJsonArray problems = out.value("problems").toArray();
        QVERIFY2(problems.contains(QStringLiteral("Line 2: Dragons is not a unit type of the "
                                                  "nation's army list")),
                 checked.out.constData());
        QVERIFY2(out.value("lines").toArray().first().toString().startsWith("2 Bank Wardens: "),
                 checked.out.constData());
        const Run outsider = cli({"battle", "check", m_file, "1", "Mirefolk Tribes", list});
        QCOMPARE(outsider.exitCode, 1);
        QVERIFY2(outsider.out.contains("does not fight in battle 1"), outsider.out.constData());
    }

    /// A campaign with no engagement yet has nothing to brief.
    void nothingBeforeAnEngagement()
    {
        const QString file = m_dir.filePath(QStringLiteral("empty.herald"));
        QCOMPARE(cli({"new", file}).exitCode, 0);
        const Run none = cli({"battle", "list", file});
        QCOMPARE(none.exitCode, 0);
        QVERIFY2(none.out.contains("No battles are pending"), none.out.constData());
    }

    /// §5.10: 2,000 points a side; §2.12: mountains keep all 6 terrain cards; I-36: a generic
    /// objective in a countryside battle; §5.11: both armies arrived this turn, so both deploy
    /// from the centre line; each side's roster lines as they stand.
    void listAndShow()
    {
        const QJsonArray battles = json({"battle", "list", m_file}).value("battles").toArray();
        QCOMPARE(battles.size(), 1);
        const QJsonObject brief = json({"battle", "show", m_file, "1"});
        QCOMPARE(brief.value("number").toInt(), 1);
        QCOMPARE(brief.value("area").toString(), QStringLiteral("0707 Oakhurst"));
        QCOMPARE(brief.value("pointsPerSide").toInt(), 2000);
        QCOMPARE(brief.value("terrainCardsDrawn").toInt(), 6);
        QCOMPARE(brief.value("terrainCardsKept").toInt(), 6);
        QCOMPARE(brief.value("objective").toString(), QStringLiteral("an objective marker"));
        QVERIFY(!brief.contains("fortifications"));
        const QJsonArray sides = brief.value("sides").toArray();
        QCOMPARE(sides.size(), 2);
        QVERIFY(sides.at(0)["armies"][0].toString().startsWith("Host of the Crown"));
        QVERIFY(sides.at(1)["armies"][0].toString().startsWith("Iron Guard"));
        for (const QJsonValue &side : sides)
            QVERIFY2(side["deployment"].toString().contains("arrived this turn"),
                     qPrintable(side["deployment"].toString()));
        const QJsonObject veyra = sides.at(0)["rosters"][0].toObject();
        QCOMPARE(veyra.value("nation").toString(), QStringLiteral("Kingdom of Veyra"));
        QCOMPARE(veyra["categories"][0]["lines"][0]["available"].toInt(), 4);
    }

    /// §5.10: battle prepare turns over an event card and settles the first terrain placer, a
    /// typed 2 for the defenders; the brief shows both; a second prepare is refused.
    void prepare()
    {
        QVERIFY(!json({"battle", "show", m_file, "1"}).value("prepared").toBool());
        QCOMPARE(cli({"battle", "prepare", m_file, "1", "--first", "left"}).exitCode, 2);
        const QJsonObject prepared = json({"battle", "prepare", m_file, "all", "--typed", "2"});
        QCOMPARE(prepared["result"]["battles"][0]["firstPlacer"].toInt(), 0);
        const QJsonObject brief = json({"battle", "show", m_file, "1"});
        QVERIFY(brief.value("prepared").toBool());
        QVERIFY(!brief.value("eventCard").toString().isEmpty());
        QCOMPARE(brief.value("firstPlacer").toString(),
                 QStringLiteral("The defenders place the first terrain piece (d6: 2)"));
        const Run again = cli({"battle", "prepare", m_file, "1"});
        QCOMPARE(again.exitCode, 1);
        QVERIFY2(again.err.contains("prepared already"), again.err.constData());
    }

    /// §2.15, §10 #10: 10 XP buy Veyra's Host of the Crown one roll on the shipped battle
    /// honours table; a typed 5 is the feared name, and the brief carries it for the players.
    void honourOnTheBrief()
    {
        campaignQuery(m_file, QStringLiteral("UPDATE nation SET experience = 10 WHERE name = "
                                             "'Kingdom of Veyra'"));
        const QJsonObject spent = json({"xp", "spend", m_file, "Kingdom of Veyra", "battleHonour",
                                        "--army", "Host of the Crown", "--typed", "5"});
        QCOMPARE(spent["result"]["roll"].toInt(), 5);
        QCOMPARE(spent["result"]["balance"].toInt(), 0);
        const QJsonArray bought = json({"battle", "show", m_file, "1"}).value("bought").toArray();
        QCOMPARE(bought.size(), 1);
        QVERIFY2(bought.at(0).toString().startsWith(
                     "Battle honour of Host of the Crown (Kingdom of Veyra), bought with "
                     "experience (§2.15): Battle honours"),
                 qPrintable(bought.at(0).toString()));
        QVERIFY2(bought.at(0).toString().contains("d6 5 → Feared name"),
                 qPrintable(bought.at(0).toString()));
    }

    /// A battle that does not exist is refused (exit 1); verb mistakes are usage errors (2).
    void refusals()
    {
        const Run missing = cli({"battle", "show", m_file, "7"});
        QCOMPARE(missing.exitCode, 1);
        QVERIFY2(missing.err.contains("no pending battle 7"), missing.err.constData());
        QCOMPARE(cli({"battle", "show", m_file}).exitCode, 2);
        QCOMPARE(cli({"battle", "list", m_file, "1"}).exitCode, 2);
        const QString pdf = m_dir.filePath(QStringLiteral("x.pdf"));
        QCOMPARE(cli({"battle", "brief", m_file, "1", pdf, "--paper", "a5"}).exitCode, 2);
        QCOMPARE(cli({"battle", "brief", m_file, "7", pdf}).exitCode, 1);
        QVERIFY(!QFile::exists(pdf));
    }

    /// The printed brief, on A4 and on Letter: the set-up and the rosters, then a result form
    /// whose rows are the sides' roster lines.
    void briefPdf_data()
    {
        QTest::addColumn<QString>("paper");
        QTest::newRow("A4") << QStringLiteral("a4");
        QTest::newRow("Letter") << QStringLiteral("letter");
    }
    void briefPdf()
    {
        QFETCH(QString, paper);
        const QString pdf = m_dir.filePath(paper + QStringLiteral(".pdf"));
        const QJsonObject printed = json({"battle", "brief", m_file, "all", pdf, "--paper", paper});
        QCOMPARE(printed.value("battles").toArray(), (QJsonArray{1}));
        QCOMPARE(printed.value("pages").toInt(), 2);
        const QString text = pdfText(pdf);
        for (const char *expected :
             {"Battle1:battlein0707Oakhurst", "Armysize:2,000pointsaside",
              "eachsidedraws6terraincardsandkeeps6", "Infantry,line1:BankWardens—4of4left",
              "Cavalry,line1:LanceKnights—2of2left", "Resultsheet—Battle1",
              "Thedefendersplacethefirstterrainpiece(d6:2)",
              "Randomevent:", "KingdomofVeyra,line1:BankWardens",
              "IronholdClans,line1:LanceKnights", "Objectiveheldaloneby",
              "BattlehonourofHostoftheCrown(KingdomofVeyra)", "d65→Fearedname"})
            QVERIFY2(text.contains(squeezed(QString::fromUtf8(expected))), qPrintable(text));
    }
};

QTEST_GUILESS_MAIN(TestCliBattleNight)
#include "tst_cli_battlenight.moc"
