// herald-cli end to end for the Dragon Noir umpire's desk (issue 22; rules dragon-noir.md):
// the demo skirmish set up, a shot, a move, a melee and a spell with typed dice, the turn
// moved on, the log, refusals and usage errors with their exit codes, and a script.
#include "../clirun.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

namespace {

QStringList words(std::initializer_list<const char *> list)
{
    QStringList w;
    for (const char *s : list)
        w << QString::fromUtf8(s);
    return w;
}

} // namespace

class TestCliSkirmish : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    /// §10.4 the home-made demo: set up, listed, its roster with values and hexes.
    void demoSetUp()
    {
        const QString file = newCampaign(QStringLiteral("demo.herald"));
        const Run made =
            cli({QStringLiteral("skirmish"), QStringLiteral("new"), file, QStringLiteral("Ford")});
        QVERIFY2(made.exitCode == 0, qPrintable(made.text()));
        QVERIFY(made.outText().contains(QStringLiteral("home-made")));
        const Run list = cli(
            {QStringLiteral("--json"), QStringLiteral("skirmish"), QStringLiteral("list"), file});
        QCOMPARE(list.json().value(QStringLiteral("skirmishes")).toArray().size(), 1);
        const Run roster = cli({QStringLiteral("--json"), QStringLiteral("skirmish"),
                                QStringLiteral("roster"), file, QStringLiteral("Ford")});
        QCOMPARE(roster.exitCode, 0);
        const QJsonObject doc = roster.json();
        QVERIFY(doc.value(QStringLiteral("homemade")).toBool());
        const QJsonArray characters = doc.value(QStringLiteral("characters")).toArray();
        QCOMPARE(characters.size(), 8);
        const QJsonObject konrad = characters.at(0).toObject();
        QCOMPARE(konrad.value(QStringLiteral("key")).toString(), QStringLiteral("konrad"));
        QCOMPARE(konrad.value(QStringLiteral("values")).toString(), QStringLiteral("30/(28)-12"));
        QCOMPARE(konrad.value(QStringLiteral("hexes")).toString(), QStringLiteral("B4 A4"));
        const Run text = cli(
            {QStringLiteral("skirmish"), QStringLiteral("roster"), file, QStringLiteral("Ford")});
        QVERIFY2(text.outText().contains(QStringLiteral("100 EPs")), qPrintable(text.outText()));
    }

    /// §13.2 example 22 through the CLI: the shot's rule lines are printed under the summary;
    /// --json carries the dice as typed.
    void shotExplained()
    {
        const QString file = clubCampaign(QStringLiteral("shot.herald"));
        const Run shot =
            cli(words({"skirmish", "fire"}) << file << QStringLiteral("Club")
                                            << words({"laberne", "gromrak", "--distance", "14",
                                                      "--terrain", "scrub", "--typed", "3"}));
        QVERIFY2(shot.exitCode == 0, qPrintable(shot.text()));
        QVERIFY2(shot.outText().contains(QStringLiteral("§5.")), qPrintable(shot.outText()));
        const Run again = cli(words({"--json", "skirmish", "fire"})
                              << file << QStringLiteral("Club")
                              << words({"jon", "gromrak", "--distance", "14", "--typed", "3"}));
        QCOMPARE(again.exitCode, 1); // no Jon at this table: refused, naming him
        QVERIFY(
            again.json().value(QStringLiteral("error")).toString().contains(QStringLiteral("jon")));
    }

    /// §4.10 with a typed 0 (10), the turn moved on with `next`, a spell with its energy, the log.
    void meleeSpellAndTurn()
    {
        const QString file = clubCampaign(QStringLiteral("melee.herald"));
        for (int i = 0; i < 2; ++i)
            QCOMPARE(cli({QStringLiteral("skirmish"), QStringLiteral("next"), file,
                          QStringLiteral("Club")})
                         .exitCode,
                     0);
        const Run blow = cli(words({"--json", "skirmish", "attack"})
                             << file << QStringLiteral("Club")
                             << words({"grast,hohmley,aldus", "gromrak", "--typed", "0"}));
        QVERIFY2(blow.exitCode == 0, qPrintable(blow.text()));
        const QJsonObject result = blow.json().value(QStringLiteral("result")).toObject();
        QCOMPARE(result.value(QStringLiteral("column")).toString(), QStringLiteral("4-1"));
        QCOMPARE(result.value(QStringLiteral("roll")).toInt(), 10);
        QCOMPARE(result.value(QStringLiteral("result")).toString(), QStringLiteral("B"));
        QCOMPARE(blow.json().value(QStringLiteral("dice")).toArray().size(), 1);

        const Run spell = cli(words({"--json", "skirmish", "cast"})
                              << file << QStringLiteral("Club")
                              << words({"zacharie", "double-attack", "konrad", "--counterer",
                                        "shaman", "--typed", "7"}));
        QVERIFY2(spell.exitCode == 0, qPrintable(spell.text()));
        QVERIFY(spell.json()
                    .value(QStringLiteral("result"))
                    .toObject()
                    .value(QStringLiteral("countered"))
                    .toBool());

        // §4.1: Grast has attacked this player turn: refused, exit 1, nothing changes.
        const Run twice =
            cli(words({"skirmish", "attack"})
                << file << QStringLiteral("Club") << words({"grast", "zugun", "--typed", "5"}));
        QCOMPARE(twice.exitCode, 1);
        QVERIFY(twice.errText().contains(QStringLiteral("Grast")));

        const Run log = cli(words({"--json", "skirmish", "log"}) << file << QStringLiteral("Club"));
        const QJsonArray entries = log.json().value(QStringLiteral("log")).toArray();
        QCOMPARE(entries.size(), 5); // new, next, next, attack, cast
        QCOMPARE(entries.at(0).toObject().value(QStringLiteral("command")).toString(),
                 QStringLiteral("skirmish.cast"));
        QVERIFY(!entries.at(1).toObject().value(QStringLiteral("explanation")).toArray().isEmpty());

        QCOMPARE(cli({QStringLiteral("undo"), file}).exitCode, 0);
        const Run roster =
            cli(words({"--json", "skirmish", "roster"}) << file << QStringLiteral("Club"));
        for (const QJsonValue &c : roster.json().value(QStringLiteral("characters")).toArray())
            if (c.toObject().value(QStringLiteral("key")).toString() == QLatin1String("zacharie"))
                QCOMPARE(c.toObject().value(QStringLiteral("ep")).toInt(), 100);
    }

    /// Usage errors exit 2 and name what is missing; a run script drives the desk.
    void usageAndScript()
    {
        const QString file = newCampaign(QStringLiteral("script.herald"));
        const Run bare = cli({QStringLiteral("skirmish"), QStringLiteral("attack"), file});
        QCOMPARE(bare.exitCode, 2);
        QVERIFY(bare.errText().contains(QStringLiteral("skirmish attack")));
        const Run noAction = cli({QStringLiteral("skirmish")});
        QCOMPARE(noAction.exitCode, 2);
        const Run script = runScript(file, m_dir.filePath(QStringLiteral("night.txt")),
                                     "skirmish new Ford\n"
                                     "skirmish state Ford zugun --hexes J8\n"
                                     "skirmish option Ford resolveBelowOneToOne true\n"
                                     "skirmish jump Ford laberne --typed 1\n"
                                     "skirmish challenge Ford laberne gromrak --typed 1\n"
                                     "skirmish next Ford\n"
                                     "skirmish roster Ford\n");
        QVERIFY2(script.exitCode == 0, qPrintable(script.text()));
        QVERIFY(script.outText().contains(QStringLiteral("J8")));
        QVERIFY(script.outText().contains(QStringLiteral("resolveBelowOneToOne")));
        // §12 D: an option that does not exist is a usage error naming it.
        const Run unknown =
            cli({QStringLiteral("skirmish"), QStringLiteral("option"), file, QStringLiteral("Ford"),
                 QStringLiteral("noSuchOption"), QStringLiteral("true")});
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY(unknown.errText().contains(QStringLiteral("noSuchOption")));
    }

    /// §2.3, §9.6: the Gharv roll is refused (exit 1) outside a Gharv appearance step; four
    /// steps on, Jon in water rolls 1 and the Gharv comes onto F2 beside him; then `capsize`.
    void gharvAppears()
    {
        const QString file = newCampaign(QStringLiteral("gharvs.herald"));
        QCOMPARE(cli({QStringLiteral("skirmish"), QStringLiteral("new"), file,
                      QStringLiteral("Ford"), QStringLiteral("--scenario"),
                      QStringLiteral(HERALD_SOURCE_DIR
                                     "/tests/db/skirmish/fixtures/gharvs.scenario.json")})
                     .exitCode,
                 0);
        const QStringList roll{
            QStringLiteral("skirmish"), QStringLiteral("gharv"), file,
            QStringLiteral("Ford"),     QStringLiteral("jon"),   QStringLiteral("gharv"),
            QStringLiteral("--at"),     QStringLiteral("F2"),    QStringLiteral("--typed"),
            QStringLiteral("1")};
        const Run early = cli(roll);
        QCOMPARE(early.exitCode, 1);
        QVERIFY2(early.text().contains(QStringLiteral("§2.3")), qPrintable(early.text()));
        for (int step = 0; step < 4; ++step)
            QCOMPARE(cli({QStringLiteral("skirmish"), QStringLiteral("next"), file,
                          QStringLiteral("Ford")})
                         .exitCode,
                     0);
        const Run r = cli(roll);
        QVERIFY2(r.exitCode == 0, qPrintable(r.text()));
        QVERIFY2(r.outText().contains(QStringLiteral("§9.6")), qPrintable(r.outText()));
        const Run roster = cli({QStringLiteral("--json"), QStringLiteral("skirmish"),
                                QStringLiteral("roster"), file, QStringLiteral("Ford")});
        const QJsonArray characters = roster.json().value(QStringLiteral("characters")).toArray();
        const auto gharv = std::find_if(characters.begin(), characters.end(), [](const auto &v) {
            return v.toObject().value(QStringLiteral("key")).toString() == QLatin1String("gharv");
        });
        QVERIFY(gharv != characters.end());
        QCOMPARE(gharv->toObject().value(QStringLiteral("hexes")).toString(), QStringLiteral("F2"));
        // §9.6, §12 C10: in the combat step the Gharv goes for Jon's boat; 5 is not 1-3, the
        // boat stays afloat; that was its attack, so a second try is refused (exit 1).
        QCOMPARE(
            cli({QStringLiteral("skirmish"), QStringLiteral("next"), file, QStringLiteral("Ford")})
                .exitCode,
            0);
        const QStringList boat{
            QStringLiteral("skirmish"), QStringLiteral("capsize"), file,
            QStringLiteral("Ford"),     QStringLiteral("gharv"),   QStringLiteral("jon"),
            QStringLiteral("--typed"),  QStringLiteral("5")};
        const Run capsize = cli(boat);
        QVERIFY2(capsize.exitCode == 0, qPrintable(capsize.text()));
        QVERIFY2(capsize.outText().contains(QStringLiteral("§12 C10")), qPrintable(capsize.text()));
        const Run again = cli(boat);
        QCOMPARE(again.exitCode, 1);
        QVERIFY2(again.text().contains(QStringLiteral("§9.6")), qPrintable(again.text()));
    }

private:
    QString newCampaign(const QString &name)
    {
        const QString file = m_dir.filePath(name);
        if (cli({QStringLiteral("new"), file}).exitCode != 0)
            qFatal("could not create %s", qPrintable(file));
        return file;
    }
    /// A campaign with the test table "Club" (tests/db/skirmish/fixtures, no map).
    QString clubCampaign(const QString &name)
    {
        const QString file = newCampaign(name);
        const Run made = cli(
            {QStringLiteral("skirmish"), QStringLiteral("new"), file, QStringLiteral("Club"),
             QStringLiteral("--scenario"),
             QStringLiteral(HERALD_SOURCE_DIR "/tests/db/skirmish/fixtures/club.scenario.json")});
        if (made.exitCode != 0)
            qFatal("could not set up the table: %s", qPrintable(made.text()));
        return file;
    }

    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(TestCliSkirmish)
#include "tst_cli_skirmish.moc"
