// herald-cli's lesser races end to end (§7.7, §5.12, §2.15): the worked example of §12.2 as a
// `run` script. The demo campaign gets two more nations (Pale Court, Amber Holds) and three
// lesser races, and marches Veyra and Ironhold into their month-3 battle in Oakhurst (as
// tst_cli_month does). At that M-3 the example's cast is: Red = Kingdom of Veyra and Blue =
// Ironhold Clans in the campaign battle; White = Pale Court, Brown = Amber Holds, Yellow = Ash
// Riders, Purple = Mirefolk Tribes picking; Orcs = Marsh Goblins, Elves = Ash Waste Raiders,
// Undead = Iron Hill Clans.
#include "../clirun.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString goblins = QStringLiteral("Marsh Goblin Tribes (sample)");
const QString raiders = QStringLiteral("Ash Waste Raiders (sample)");
const QString ironHill = QStringLiteral("Iron Hill Clans (sample)");
const QStringList allNations{"Kingdom of Veyra", "Ironhold Clans", "Mirefolk Tribes",
                             "Ash Riders",       "Pale Court",     "Amber Holds"};

/// The set-up: two more nations with land, three lesser races, then into month 1 (M-0).
const QByteArray setupScript = HERALD_DEMO_NATIONS_SCRIPT
    "nation add \"Pale Court\" --colour #eeeeee --list sample-river-kingdom\n"
    "nation add \"Amber Holds\" --colour #ccaa00 --list sample-river-kingdom\n"
    "area set 0211 --owner \"Pale Court\"\n"
    "area set 0212 --owner \"Pale Court\"\n"
    "nation edit \"Pale Court\" --capital 0211\n"
    "area set 1710 --owner \"Amber Holds\" --centre town\n"
    "area set 1610 --owner \"Amber Holds\"\n"
    "nation edit \"Amber Holds\" --capital 1710\n"
    "lesser add sample-marsh-goblins\n"
    "lesser add sample-ash-waste-raiders\n"
    "lesser add sample-iron-hill-clans\n"
    "calendar next\ncalendar next\ncalendar next\n"
    "calendar next --by-hand\ncalendar next --by-hand\n"
    "calendar next\ncalendar next\n"
    "calendar next --by-hand\n"
    "calendar next\ncalendar next\n"
    "calendar next --by-hand\n"
    "calendar next\ncalendar next\n"
    "character buy \"Kingdom of Veyra\" Marshal --name \"Duke Aldric\"\n"
    "character buy \"Ironhold Clans\" Marshal --name \"Thane Borin\"\n"
    "army place \"Kingdom of Veyra\" \"Host of the Crown\" --general \"Duke Aldric\" --area 0407\n"
    "army place \"Ironhold Clans\" \"Iron Guard\" --general \"Thane Borin\" --area 0804\n"
    "calendar next\n";

/// The §12.2 track and the round up to T-40d: the order drawn White, Brown, Yellow, Purple
/// (d4 = 3 picks Pale Court of Mirefolk, Ash Riders, Pale Court, Amber Holds; d3 = 3 Amber
/// Holds; d2 = 2 Ash Riders).
const QByteArray roundScript =
    "lesser adjust sample-marsh-goblins --box 2 --nation \"Kingdom of Veyra\" --markers 2\n"
    "lesser adjust sample-ash-waste-raiders --box 3 --nation \"Amber Holds\" --markers 1\n"
    "lesser adjust sample-ash-waste-raiders --nation \"Ironhold Clans\" --markers 1\n"
    "lesser adjust sample-ash-waste-raiders --nation \"Ash Riders\" --markers 1\n"
    "lesser adjust sample-iron-hill-clans --box 1 --nation \"Ironhold Clans\" --markers 1\n"
    "pickup order --typed 3,3,2\n"
    "pickup pick \"Pale Court\" A sample-marsh-goblins\n"
    "pickup pick \"Amber Holds\" A sample-ash-waste-raiders\n"
    "pickup pick \"Ash Riders\" A sample-iron-hill-clans\n"
    "pickup pick \"Mirefolk Tribes\" B\n";

QByteArray month(const QByteArray &hostTo, const QByteArray &guardTo)
{
    QByteArray lines;
    for (const QString &n : allNations)
        lines += "attendance \"" + n.toUtf8() + "\" present\n";
    return lines + "calendar next --by-hand\n" + "orders set \"Host of the Crown\" move " + hostTo +
           "\norders set \"Iron Guard\" move " + guardTo +
           "\ncalendar next\ncalendar next\ncalendar next\ncalendar next\n";
}

const QByteArray monthEnd =
    "calendar next\ncalendar next --by-hand\ncalendar next --by-hand\ncalendar next\n";

} // namespace

class TestCliLesser : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_base; ///< the campaign at month 3, M-3, with battle 1 pending
    QString m_file; ///< this test's copy

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
    /// The race's box and markers from `lesser --json`.
    QJsonObject race(const QString &name)
    {
        for (const QJsonValue &r : json({"lesser", m_file}).value("races").toArray()) {
            if (r["race"].toString() == name)
                return r.toObject();
        }
        return {};
    }
    int xp(const QString &nation) { return json({"xp", m_file, nation}).value("balance").toInt(); }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_base = m_dir.filePath(QStringLiteral("base.herald"));
        m_file = m_base;
        QCOMPARE(cli({"new", m_base}).exitCode, 0);
        script(QStringLiteral("setup.txt"), setupScript);
        script(QStringLiteral("march.txt"), month("0508", "0805") + monthEnd +
                                                month("0607", "0806") + monthEnd +
                                                month("0707", "0707") +
                                                "location 1 \"Kingdom of Veyra\" countryside\n"
                                                "location 1 \"Ironhold Clans\" countryside\n");
        QCOMPARE(json({"calendar", "show", m_base}).value("label").toString(),
                 QStringLiteral("M-3"));
        QCOMPARE(json({"engagements", m_base}).value("battles").toArray().size(), 1);
    }

    void init()
    {
        m_file = m_dir.filePath(QString::fromLatin1(QTest::currentTestFunction()) + ".herald");
        QFile::remove(m_file);
        QVERIFY(QFile::copy(m_base, m_file));
    }

    /// §7.7.1, §2.18: three races in box 0; the rules give 6 − 2 = 4; a race joins once.
    void track()
    {
        const QJsonObject report = json({"lesser", m_file});
        QCOMPARE(report.value("races").toArray().size(), 3);
        QCOMPARE(report.value("racesInPlay").toInt(), 4);
        QCOMPARE(race(goblins).value("box").toString(), QStringLiteral("0"));
        const Run twice = cli({"lesser", "add", m_file, "sample-marsh-goblins"});
        QCOMPARE(twice.exitCode, 1);
        QVERIFY2(twice.text().contains("already a lesser race"), twice.text().toUtf8());
        QCOMPARE(cli({"lesser", "adjust", m_file, goblins, "--markers", "2"}).exitCode, 2);
        const Run text = cli({"lesser", m_file});
        QVERIFY2(text.outText().contains(goblins + ": box 0; markers: none"), text.out);
    }

    /// §12.2 T-40a..T-40e, T-40g: the round as a script, then Elves beat Orcs and Purple beats
    /// Undead with 450 VP.
    void workedExample()
    {
        script(QStringLiteral("round.txt"), roundScript);
        QJsonObject round = json({"pickup", m_file});
        QCOMPARE(round.value("order").toArray(),
                 (QJsonArray{"Pale Court", "Amber Holds", "Ash Riders", "Mirefolk Tribes"}));
        QVERIFY(round.value("finished").toBool());
        const QJsonArray games = round.value("games").toArray();
        QCOMPARE(games.size(), 2);
        // T-40b: Elves (Brown) against Orcs (White); T-40d: Purple's army against Undead
        // (Yellow).
        QCOMPARE(games.at(0)["text"].toString(),
                 raiders + " (Amber Holds) against " + goblins + " (Pale Court)");
        QCOMPARE(games.at(1)["text"].toString(),
                 "Mirefolk Tribes's army against " + ironHill + " (Ash Riders)");
        QCOMPARE(games.at(1)["kind"].toString(), QStringLiteral("raceAgainstNation"));

        // T-40a, T-40c: the requests were granted as Red and Blue fight the campaign battle.
        QStringList requests;
        for (const QJsonValue &e : json({"history", m_file}).value("entries").toArray()) {
            if (e["command"].toString() == QLatin1String("pickup.pick"))
                requests << e["explanation"].toVariant().toStringList().value(0);
        }
        QCOMPARE(requests.size(), 4);
        QVERIFY2(requests.join('\n').contains(
                     "Pale Court asks to lead " + goblins +
                     ", holding 0 affiliation marker(s): Kingdom of Veyra (2 marker(s)) fights a "
                     "campaign battle"),
                 qPrintable(requests.join('\n')));
        QVERIFY2(requests.join('\n').contains("Ash Riders asks to lead " + ironHill),
                 qPrintable(requests.join('\n')));

        QCOMPARE(cli({"pickup", "result", m_file, "1", "Amber Holds"}).exitCode, 0);
        QCOMPARE(race(raiders).value("box").toString(), QStringLiteral("independent"));
        QCOMPARE(race(raiders).value("markers")["Amber Holds"].toInt(), 2);
        QCOMPARE(race(goblins).value("box").toString(), QStringLiteral("1"));
        QCOMPARE(race(goblins).value("markers")["Kingdom of Veyra"].toInt(), 2);
        // §12.2, §7.7.6: "the Elves ... are placed on the map by Brown", who then orders them
        // (I-75); not in a town, and moves wait for M-1.
        const Run inTown = cli({"lesser", "place", m_file, raiders, "0407"});
        QCOMPARE(inTown.exitCode, 1);
        QCOMPARE(cli({"lesser", "place", m_file, raiders, "0309"}).exitCode, 0);
        const QJsonArray independents =
            json({"lesser", m_file}).value("independentArmies").toArray();
        QCOMPARE(independents.size(), 1);
        QCOMPARE(independents.at(0)["area"].toString(), QStringLiteral("0309"));
        QCOMPARE(independents.at(0)["controller"].toString(), QStringLiteral("Amber Holds"));
        QVERIFY(cli({"lesser", "move", m_file, raiders, "0310"}).text().contains("M-1 to M-2C"));
        QCOMPARE(cli({"lesser", "meet", m_file, raiders}).exitCode, 2);

        QCOMPARE(cli({"pickup", "result", m_file, "2", "Mirefolk Tribes"}).exitCode, 1); // no VP
        QCOMPARE(cli({"pickup", "result", m_file, "2", "Mirefolk Tribes", "Mirefolk Tribes=450"})
                     .exitCode,
                 0);
        QCOMPARE(xp(QStringLiteral("Mirefolk Tribes")), 4);
        QCOMPARE(race(ironHill).value("box").toString(), QStringLiteral("0"));
        round = json({"pickup", m_file});
        QCOMPARE(round.value("games").toArray().at(1)["result"].toString(),
                 QStringLiteral("Mirefolk Tribes"));
        QVERIFY(cli({"pickup", m_file}).outText().contains("won by Amber Holds"));
    }

    /// §12.2 T-40f, T-40h: the other outcomes (after undoing the two results above is the same
    /// as entering these instead): Orcs beat Elves; Undead beat Purple, who scored 450 VP.
    void workedExampleOtherOutcomes()
    {
        script(QStringLiteral("round.txt"), roundScript);
        QCOMPARE(cli({"pickup", "result", m_file, "1", "sample-marsh-goblins"}).exitCode, 0);
        QCOMPARE(race(goblins).value("box").toString(), QStringLiteral("3"));
        QCOMPARE(race(goblins).value("markers")["Pale Court"].toInt(), 1);
        QCOMPARE(race(raiders).value("box").toString(), QStringLiteral("2"));
        QCOMPARE(cli({"pickup", "result", m_file, "2", ironHill, "Mirefolk Tribes=450"}).exitCode,
                 0);
        QCOMPARE(xp(QStringLiteral("Mirefolk Tribes")), 2);
        QCOMPARE(race(ironHill).value("box").toString(), QStringLiteral("2"));
        QCOMPARE(race(ironHill).value("markers")["Ash Riders"].toInt(), 1);
        QCOMPARE(cli({"undo", m_file}).exitCode, 0);
        QCOMPARE(xp(QStringLiteral("Mirefolk Tribes")), 0);
        QCOMPARE(race(ironHill).value("box").toString(), QStringLiteral("1"));
    }

    /// §7.7.3, I-72: refusals name the rule and change nothing (exit 1); bad words exit 2.
    void refusedPicks()
    {
        QCOMPARE(cli({"pickup", "pick", m_file, "Pale Court", "C"}).exitCode, 1); // no order yet
        QCOMPARE(cli({"pickup", "order", m_file, "--typed", "3,3,2"}).exitCode, 0);
        const Run early = cli({"pickup", "pick", m_file, "Ash Riders", "C"});
        QCOMPARE(early.exitCode, 1);
        QVERIFY2(early.text().contains("It is Pale Court's turn"), early.text().toUtf8());
        QCOMPARE(cli({"pickup", "pick", m_file, "Pale Court", "B"}).exitCode, 0);
        const Run secondB = cli({"pickup", "pick", m_file, "Amber Holds", "B"});
        QCOMPARE(secondB.exitCode, 1);
        QVERIFY2(secondB.text().contains("I-72"), secondB.text().toUtf8());
        QCOMPARE(cli({"pickup", "pick", m_file, "Amber Holds", "D"}).exitCode, 2);
        QCOMPARE(cli({"pickup", "result", m_file, "x", "draw"}).exitCode, 2);
        QCOMPARE(cli({"pickup", "order", m_file}).exitCode, 1); // drawn already
        const QJsonObject round = json({"pickup", m_file});
        QCOMPARE(round.value("picks").toArray().size(), 1);
        QCOMPARE(round.value("open")["nation"].toString(), QStringLiteral("Pale Court"));
    }

    /// §12.2 T-40i, §7.7.5, I-74: a holder of more markers who picks later and fights no
    /// campaign battle must consent; without it the pick is refused, with --granted it stands.
    void requestNeedsConsent()
    {
        script(QStringLiteral("consent.txt"),
               "lesser adjust sample-marsh-goblins --nation \"Amber Holds\" --markers 2\n"
               "pickup order --typed 3,3,2\n");
        const Run asked = cli({"pickup", "pick", m_file, "Pale Court", "A", goblins});
        QCOMPARE(asked.exitCode, 1);
        QVERIFY2(asked.text().contains("needs the consent of Amber Holds"), asked.text().toUtf8());
        QCOMPARE(json({"pickup", m_file}).value("picks").toArray().size(), 0);
        QCOMPARE(
            cli({"pickup", "pick", m_file, "Pale Court", "A", goblins, "--granted", "Amber Holds"})
                .exitCode,
            0);
        QCOMPARE(json({"pickup", m_file}).value("open")["race"].toString(), goblins);
    }

    /// §2.15, I-77: xp shows the ledger; spend refuses the poor and the unlost, restores a lost
    /// unit, and allows one purchase per battle.
    void spendExperience()
    {
        script(QStringLiteral("round.txt"),
               roundScript + "pickup result 2 \"Mirefolk Tribes\" \"Mirefolk Tribes=450\"\n");
        const Run poor = cli({"xp", "spend", m_file, "Mirefolk Tribes", "battleHonour"});
        QCOMPARE(poor.exitCode, 1);
        QVERIFY2(poor.text().contains("has 4 XP"), poor.text().toUtf8());
        const Run unlost = cli({"xp", "spend", m_file, "Mirefolk Tribes", "infantry"});
        QCOMPARE(unlost.exitCode, 1);
        QVERIFY2(unlost.text().contains("lost no infantry unit"), unlost.text().toUtf8());
        script(QStringLiteral("loss.txt"), "roster buy \"Mirefolk Tribes\" \"Bank Wardens\" 3\n"
                                           "roster loss \"Mirefolk Tribes\" 1 2\n");
        const QJsonObject spent =
            json({"xp", "spend", m_file, "Mirefolk Tribes", "infantry"}).value("result").toObject();
        QCOMPARE(spent.value("balance").toInt(), 1);
        QCOMPARE(spent.value("line").toInt(), 1);
        const QJsonObject ledger = json({"xp", m_file, "Mirefolk Tribes"});
        QCOMPARE(ledger.value("earned").toInt(), 4);
        QCOMPARE(ledger.value("spent").toInt(), 3);
        QCOMPARE(ledger.value("purchaseForNextBattle").toString(), QStringLiteral("infantry"));
        QCOMPARE(ledger.value("entries").toArray().size(), 2);
        const Run again = cli({"xp", "spend", m_file, "Mirefolk Tribes", "infantry"});
        QCOMPARE(again.exitCode, 1);
        QVERIFY2(again.text().contains("One purchase per battle"), again.text().toUtf8());
        QCOMPARE(cli({"xp", "spend", m_file, "Mirefolk Tribes", "honour"}).exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(TestCliLesser)
#include "tst_cli_lesser.moc"
