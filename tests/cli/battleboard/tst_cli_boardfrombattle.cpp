// A WarMaster engagement fought on the battle board (issue 21): the demo's first pending battle
// made into a board battle by the mapping (resources/battleboard/README-warmaster-mapping.md),
// played out, and its result sheet (docs/battle-result-format.md) entered with battle result.
#include "../clirun.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

class TestCliBoardFromBattle : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_file;

    QString write(const QString &name, const QByteArray &bytes)
    {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        if (f.open(QIODevice::WriteOnly))
            f.write(bytes);
        return path;
    }

    /// One roster unit a brigade, so every eliminated brigade is one destroyed unit.
    QString oneForOne()
    {
        QByteArray rows;
        for (const char *category :
             {"infantry", "cavalry", "chariots", "monsters", "artillery", "specials"})
            rows += QByteArray(rows.isEmpty() ? "" : ",") + "\"" + category +
                    "\": {\"unitsPerBrigade\": 1, \"brigade\": \"" +
                    (QByteArray(category) == "cavalry" ? "cavalry" : "infantry") + "\"}";
        return write(QStringLiteral("one.json"),
                     "{\"categories\": {" + rows + "}, \"leadersPerGeneral\": 1}");
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_file = m_dir.filePath(QStringLiteral("b.herald"));
        QCOMPARE(cli({"new", m_file, "--seed", "6"}).exitCode, 0);
        const Run made =
            runScript(m_file, m_dir.filePath(QStringLiteral("s.txt")), demoFirstBattleScript());
        QVERIFY2(made.exitCode == 0, qPrintable(made.text()));
    }

    /// Only a pending battle (§1.9) can go onto the board; a bad mapping names its field.
    void refusals()
    {
        const Run none = cli({"board", "from-battle", m_file, "7", "Nowhere"});
        QCOMPARE(none.exitCode, 1);
        QVERIFY2(none.errText().contains("battle 7 is not a pending battle"),
                 qPrintable(none.text()));
        const QString bad =
            write(QStringLiteral("bad.json"), R"({"categories": {}, "leadersPerGeneral": 1})");
        const Run refused = cli({"board", "from-battle", m_file, "1", "Bad", "--mapping", bad});
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.errText().contains("categories.infantry: missing"),
                 qPrintable(refused.text()));
        QVERIFY(!cli({"board", "list", m_file}).outText().contains("Bad"));
        // board.new is one command: undo takes the board battle and its link back.
        QCOMPARE(cli({"board", "from-battle", m_file, "1", "Undone"}).exitCode, 0);
        QCOMPARE(cli({"undo", m_file}).exitCode, 0);
        QVERIFY(!cli({"board", "list", m_file}).outText().contains("Undone"));
    }

    /// The demo battle (campaign seed 6): Veyra's 4 Bank Wardens (defenders) and Ironhold's 2
    /// Lance Knights (attackers), one brigade a unit, each general a leader; the sheet waits for
    /// the end of the board battle, then lists one destroyed unit of the right roster line per
    /// eliminated brigade, the side that kept the field (§7.4) holding the objective, and battle
    /// result takes it (§6.1-§6.3).
    void fromBattleToResult()
    {
        const Run made =
            cli({"board", "from-battle", m_file, "1", "Oakhurst", "--mapping", oneForOne()});
        QVERIFY2(made.exitCode == 0, qPrintable(made.text()));
        const QJsonObject shown = cli({"--json", "board", "show", m_file, "Oakhurst"}).json();
        const QJsonObject armies = shown.value("armies").toObject();
        QCOMPARE(armies["defender"]["name"].toString(), QStringLiteral("Kingdom of Veyra"));
        QCOMPARE(armies["attacker"]["name"].toString(), QStringLiteral("Ironhold Clans"));
        QCOMPARE(armies["defender"]["units"].toArray().size(), 5); // 4 infantry, 1 leader
        QCOMPARE(armies["attacker"]["units"].toArray().size(), 3); // 2 cavalry, 1 leader
        QCOMPARE(armies["attacker"]["units"][0]["type"].toString(), QStringLiteral("cavalry"));
        QCOMPARE(armies["defender"]["units"][4]["type"].toString(), QStringLiteral("leader"));

        const QString sheetPath = m_dir.filePath(QStringLiteral("sheet.json"));
        const Run early = cli({"board", "result-sheet", m_file, "Oakhurst", sheetPath});
        QCOMPARE(early.exitCode, 1);
        QVERIFY2(early.errText().contains("is not over yet"), qPrintable(early.text()));

        QCOMPARE(cli({"board", "resolve", m_file, "Oakhurst"}).exitCode, 0);
        const QJsonObject state =
            cli({"--json", "board", "show", m_file, "Oakhurst"}).json().value("state").toObject();
        QCOMPARE(state.value("stage").toString(), QStringLiteral("finished"));
        int eliminated[2] = {0, 0}; // defender, attacker brigades
        for (const QJsonValue &u : state.value("units").toArray()) {
            if (u["eliminated"].toBool() && u["type"].toString() != QLatin1String("leader"))
                ++eliminated[u["side"].toString() == QLatin1String("attacker") ? 1 : 0];
        }
        // Seed 6: both Lance Knight brigades and Thane Borin's leader fall, Veyra loses none.
        QCOMPARE(eliminated[0], 0);
        QCOMPARE(eliminated[1], 2);
        const Run written = cli({"board", "result-sheet", m_file, "Oakhurst", sheetPath});
        QVERIFY2(written.exitCode == 0, qPrintable(written.text()));
        QFile f(sheetPath);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject sheet = QJsonDocument::fromJson(f.readAll()).object();
        const QJsonArray sides = sheet.value("sides").toArray();
        QCOMPARE(sides.size(), 2);
        const char *nations[2] = {"Kingdom of Veyra", "Ironhold Clans"};
        for (int s = 0; s < 2; ++s) {
            const QJsonArray units = sides.at(s)["units"].toArray();
            QCOMPARE(units.size(), eliminated[s]);
            for (const QJsonValue &u : units) {
                QCOMPARE(u["nation"].toString(), QString::fromLatin1(nations[s]));
                QCOMPARE(u["line"].toInt(), 1);
                QVERIFY(u["destroyed"].toBool());
            }
            // Each side's general is either removed (his leader fell) or present.
            QCOMPARE(sides.at(s)["characters"].toArray().size() +
                         sides.at(s)["present"].toArray().size(),
                     1);
        }
        QCOMPARE(sides.at(1)["characters"].toArray().size(), 1); // Thane Borin (§6.4)
        const QString retreating = state["end"]["retreating"].toString();
        QVERIFY2(!retreating.isEmpty(), "the seed gives a decided battle");
        const QString winner =
            retreating == QLatin1String("attacker") ? QStringLiteral("0") : QStringLiteral("1");
        QCOMPARE(sheet.value("objective").toVariant().toString(), winner);

        const Run entered = cli({"--json", "battle", "result", m_file, "1", sheetPath});
        QVERIFY2(entered.exitCode == 0, qPrintable(entered.text()));
        const QJsonArray vp = entered.json().value("result")["vp"].toArray();
        // §2.13: the defenders score the two Lance Knights' cost and 200 for the objective.
        QVERIFY2(vp.at(0).toInt() > 200, entered.out.constData());
        QCOMPARE(vp.at(1).toInt(), 0);
        // §6.1: a battle with its result cannot be fought again on the board.
        const Run again = cli({"board", "from-battle", m_file, "1", "Again"});
        QCOMPARE(again.exitCode, 1);
        QVERIFY2(again.errText().contains("already has a result"), qPrintable(again.text()));
        QVERIFY(!cli({"--json", "battle", "show", m_file, "1"})
                     .json()
                     .value("result")
                     .toString()
                     .isEmpty());
    }

    /// A board battle made by hand has no WarMaster battle to report to.
    void plainBoardHasNoSheet()
    {
        QCOMPARE(cli({"board", "new", m_file, "Plain", "--attacker", "A: 2 infantry", "--defender",
                      "B: 2 infantry"})
                     .exitCode,
                 0);
        const Run refused = cli({"board", "result-sheet", m_file, "Plain",
                                 m_dir.filePath(QStringLiteral("plain.json"))});
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.errText().contains("was not made from a WarMaster battle"),
                 qPrintable(refused.text()));
    }
};

QTEST_GUILESS_MAIN(TestCliBoardFromBattle)
#include "tst_cli_boardfrombattle.moc"
