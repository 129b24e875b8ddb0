// herald-cli end to end for the Civil War battle board (issue 21; rules spec
// civil-war-tactical-combat.md; docs/cli-battleboard.md): a battle made, set up in secret by
// each side, played with typed dice, refused where the rules refuse, auto-resolved, and its
// odds simulated.
#include "../clirun.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString battle = QStringLiteral("Brandy Station");

Run board(const QString &file, QStringList words, bool json = false)
{
    words.insert(1, file);
    words.prepend(QStringLiteral("board"));
    if (json)
        words.prepend(QStringLiteral("--json"));
    return cli(words);
}

/// A campaign holding the minor battle of tests/db/battleboard's small battle, not set up.
bool newBattle(const QString &file)
{
    return cli({QStringLiteral("new"), file}).exitCode == 0 &&
           board(file, {QStringLiteral("new"), battle, QStringLiteral("--attacker"),
                        QStringLiteral("Union: 1 artillery, 1 infantry"),
                        QStringLiteral("--defender"), QStringLiteral("Confederacy: 2 infantry")})
                   .exitCode == 0;
}

} // namespace

class TestCliBattleBoard : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // §3: each set-up stays hidden until both are in; §5.1, T26, T18: the artillery's typed
    // 5+5 hits and the result 4 eliminates, the defender's line breaks and pursuit begins; the
    // log explains each roll.
    void aBattleFromSetUpToPursuit()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("board.herald"));
        QVERIFY(newBattle(file));
        Run r = board(file, {QStringLiteral("show"), battle});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.outText().contains(QStringLiteral("minor")), qPrintable(r.text()));
        QVERIFY2(r.outText().contains(QStringLiteral("§11.3")), qPrintable(r.text()));

        r = board(file, {QStringLiteral("setup"), battle, QStringLiteral("attacker"),
                         QStringLiteral("line:1"), QStringLiteral("line:1")});
        QCOMPARE(r.exitCode, 0);
        r = board(file, {QStringLiteral("show"), battle}, true);
        QVERIFY(r.json()
                    .value(QStringLiteral("armies"))
                    .toObject()
                    .value(QStringLiteral("attacker"))
                    .toObject()
                    .value(QStringLiteral("setUp"))
                    .toBool());
        QVERIFY2(!r.json().contains(QStringLiteral("state")), qPrintable(r.text()));

        r = board(file, {QStringLiteral("setup"), battle, QStringLiteral("defender"),
                         QStringLiteral("line:1"), QStringLiteral("reserve")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.outText().contains(QStringLiteral("§3")), qPrintable(r.text()));
        QCOMPARE(board(file, {QStringLiteral("end"), battle}).exitCode, 0);
        QCOMPARE(board(file, {QStringLiteral("end"), battle}).exitCode, 0);

        r = board(file,
                  {QStringLiteral("action"), battle, QStringLiteral("fire"), QStringLiteral("0"),
                   QStringLiteral("2"), QStringLiteral("--typed"), QStringLiteral("5,5,4")},
                  true);
        QCOMPARE(r.exitCode, 0);
        const QJsonArray dice = r.json().value(QStringLiteral("dice")).toArray();
        QCOMPARE(dice.size(), 2);
        QCOMPARE(dice.at(1).toObject().value(QStringLiteral("total")).toInt(), 4);
        QCOMPARE(r.json()
                     .value(QStringLiteral("result"))
                     .toObject()
                     .value(QStringLiteral("stage"))
                     .toString(),
                 QStringLiteral("pursuit"));

        r = board(file, {QStringLiteral("show"), battle, QStringLiteral("--log")});
        QVERIFY2(r.outText().contains(QStringLiteral("Union has won")), qPrintable(r.text()));
        QVERIFY2(r.outText().contains(QStringLiteral("§5.1")), qPrintable(r.text()));
        QVERIFY2(r.outText().contains(QStringLiteral("Eliminated")), qPrintable(r.text()));
    }

    void refusalsAndUsage_data()
    {
        QTest::addColumn<QStringList>("words");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("§3 an action before the set-ups")
            << QStringList{QStringLiteral("action"), battle, QStringLiteral("pass"),
                           QStringLiteral("0")}
            << 1 << QStringLiteral("§3");
        QTest::newRow("T3 §3.2 a set-up in the middle")
            << QStringList{QStringLiteral("setup"), battle, QStringLiteral("attacker"),
                           QStringLiteral("middle:1"), QStringLiteral("line:1")}
            << 1 << QStringLiteral("§3.2");
        QTest::newRow("one space too few")
            << QStringList{QStringLiteral("setup"), battle, QStringLiteral("defender"),
                           QStringLiteral("line:1")}
            << 2 << QStringLiteral("placements");
        QTest::newRow("unknown unit word")
            << QStringList{QStringLiteral("new"),        QStringLiteral("Other"),
                           QStringLiteral("--attacker"), QStringLiteral("Union: 4 zouaves"),
                           QStringLiteral("--defender"), QStringLiteral("Rebels: 1 infantry")}
            << 2 << QStringLiteral("zouaves");
        QTest::newRow("unknown battle")
            << QStringList{QStringLiteral("show"), QStringLiteral("Shiloh")} << 2
            << QStringLiteral("Shiloh");
        QTest::newRow("unknown option")
            << QStringList{QStringLiteral("new"),        QStringLiteral("Other"),
                           QStringLiteral("--attacker"), QStringLiteral("Union: 1 infantry"),
                           QStringLiteral("--defender"), QStringLiteral("Rebels: 1 infantry"),
                           QStringLiteral("--options"),  QStringLiteral("{\"board.middle\": 2}")}
            << 2 << QStringLiteral("board.middle");
    }
    // Refusals exit 1 and name the rule; malformed words exit 2 and name the word.
    void refusalsAndUsage()
    {
        QFETCH(QStringList, words);
        QFETCH(int, exitCode);
        QFETCH(QString, mentions);
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("board.herald"));
        QVERIFY(newBattle(file));
        const Run r = board(file, words);
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(r.errText().contains(mentions), qPrintable(r.text()));
    }

    // §15.4: N simulated battles give shares adding up to 1 and mean losses; the same seed
    // gives the same odds; the placeholder notice travels with them. board resolve then plays
    // the battle out (§15) and the board says who won.
    void oddsAndResolve()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("board.herald"));
        QVERIFY(newBattle(file));
        const QStringList ask{QStringLiteral("odds"), battle, QStringLiteral("--runs"),
                              QStringLiteral("300")};
        const Run r = board(file, ask, true);
        QCOMPARE(r.exitCode, 0);
        const QJsonObject odds = r.json();
        QCOMPARE(odds.value(QStringLiteral("battles")).toInt(), 300);
        QCOMPARE(odds.value(QStringLiteral("attackerWins")).toInt() +
                     odds.value(QStringLiteral("defenderWins")).toInt() +
                     odds.value(QStringLiteral("undecided")).toInt(),
                 300);
        QVERIFY(odds.value(QStringLiteral("placeholderTables")).toBool());
        QVERIFY(odds.value(QStringLiteral("meanLosses"))
                    .toObject()
                    .value(QStringLiteral("defender"))
                    .toObject()
                    .value(QStringLiteral("total"))
                    .toDouble() > 0);
        QCOMPARE(board(file, ask, true).json().value(QStringLiteral("attackerWins")),
                 odds.value(QStringLiteral("attackerWins")));
        const Run text = board(file, ask);
        QVERIFY2(text.outText().contains(QStringLiteral("placeholder")), qPrintable(text.text()));

        const Run played = board(file, {QStringLiteral("resolve"), battle});
        QCOMPARE(played.exitCode, 0);
        QVERIFY2(played.outText().contains(QStringLiteral("§15")), qPrintable(played.text()));
        const Run shown = board(file, {QStringLiteral("show"), battle});
        QVERIFY2(shown.outText().contains(QStringLiteral("has won")) ||
                     shown.outText().contains(QStringLiteral("undecided")),
                 qPrintable(shown.text()));
    }
};

QTEST_GUILESS_MAIN(TestCliBattleBoard)
#include "tst_cli_battleboard.moc"
