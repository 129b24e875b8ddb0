// herald-cli through a whole campaign year (issue 17: §3, §4, §5, §7.1) against figures worked
// out by hand. The map is one row of 26 plains areas, so that each area XX01 touches only its
// two neighbours in the row (odd-q layout) and every path is a count along the line:
//
//   0101-0901 Aldmark villages, 1001 Aldmark town | 1101 1201 free villages, a major river
//   between them | 1301-1701 Brennland villages, 1801 its town | 1901 free village |
//   2001 Corvault town | 2101 free town | 2201-2601 Corvault villages
//
// Aldmark marches east and takes 1101, 1201 (held up by the river's terrain check) and 1401,
// where it stands out of supply; Brennland and Corvault meet in 1901, Brennland wins the
// village battle (marked by hand) and takes the village; Corvault takes the free town 2101.
// The year ends at the next New Year's production, and the whole year is undone to the new
// campaign and redone to the same export. The dice are drawn from the seed given to `new`
// (17), so the one roll of the year (the terrain check) is known: a 2.
#include "../clirun.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

/// The map described at the top of the file as a strategic map document.
QByteArray lineMap()
{
    QJsonArray areas;
    for (int column = 1; column <= 26; ++column) {
        QJsonObject area{{"hex", QStringLiteral("%1").arg(column, 2, 10, QLatin1Char('0')) + "01"},
                         {"terrain", "plains"},
                         {"landmass", "main"}};
        if (column == 10 || column == 18 || column == 20 || column == 21)
            area.insert("centre", "town");
        const char *owner = column <= 10   ? "aldmark"
                            : column <= 12 ? nullptr
                            : column <= 18 ? "brenn"
                            : column == 19 ? nullptr
                            : column == 21 ? nullptr
                                           : "corvault";
        if (owner)
            area.insert("owner", owner);
        areas.append(area);
    }
    const auto nation = [](const char *id, const char *name, const char *colour,
                           const char *capital) {
        return QJsonObject{{"id", id}, {"name", name}, {"colour", colour}, {"capital", capital}};
    };
    const QJsonObject map{
        {"format", "herald-strategic-map"},
        {"version", 1},
        {"name", "The Long Road"},
        {"layout", QJsonObject{{"offset", "odd-q"}, {"columns", 26}, {"rows", 1}}},
        {"landmasses", QJsonArray{QJsonObject{{"id", "main"}, {"name", "Mainland"}}}},
        {"nations", QJsonArray{nation("aldmark", "Aldmark", "#b03030", "1001"),
                               nation("brenn", "Brennland", "#3050b0", "1801"),
                               nation("corvault", "Corvault", "#3a8a3a", "2001")}},
        {"areas", areas},
        {"rivers", QJsonArray{QJsonArray{"1101", "1201"}}}};
    return QJsonDocument(map).toJson();
}

/// The verb lines of one month from M-0 to the next M-0: attendance, the orders at M-1, and
/// `calendar next` through every step (M-4 by hand: Herald does not know the losers of
/// battles yet, so the referee confirms the retreats).
QByteArray monthScript(const QByteArray &orders)
{
    return "attendance Aldmark present\n"
           "attendance Brennland present\n"
           "attendance Corvault present\n"
           "calendar next\n" + // M-0 -> M-1: supply traced
           orders +
           "calendar next\n"           // M-1 -> M-2A
           "calendar next\n"           // M-2A -> M-2B
           "calendar next\n"           // M-2B -> M-2C
           "calendar next\n"           // M-2C -> M-3: the armies move
           "calendar next\n"           // M-3 -> M-4
           "calendar next --by-hand\n" // M-4 -> M-5
           "calendar next\n"           // M-5 -> M-6: occupation counted
           "calendar next\n";          // M-6 -> the next M-0
}

const QByteArray allHold = "orders set \"Aldmark Host\" hold\n"
                           "orders set \"Brenn Guard\" hold\n"
                           "orders set \"Corvault Band\" hold\n";

/// An export with its `exported` time taken out: the one member that says when, not what.
QByteArray withoutExportTime(QByteArray json)
{
    static const QRegularExpression time(QStringLiteral("\"exported\": \"[^\"]*\""));
    return QString::fromUtf8(json).replace(time, QStringLiteral("\"exported\": \"\"")).toUtf8();
}

} // namespace

class TestCliYear : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_file;
    int m_scripts = 0;
    /// Commands made since the campaign was created, counted from the script lines (each line
    /// is one command).
    int m_commands = 0;
    QByteArray m_startExport;
    int m_createdWith = 0; ///< the commands `new` itself makes

    void run(const QByteArray &lines)
    {
        QFile f(m_dir.filePath(QStringLiteral("s%1.txt").arg(++m_scripts)));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(lines);
        f.close();
        const Run r = cli({"run", m_file, f.fileName()});
        QVERIFY2(r.exitCode == 0, r.text().toUtf8().constData());
        m_commands += int(lines.count('\n'));
    }
    QJsonObject json(const QStringList &words)
    {
        const Run r = cli(QStringList{"--json"} + words);
        if (r.exitCode != 0)
            qFatal("%s failed: %s", qPrintable(words.join(' ')), r.err.constData());
        return r.json();
    }
    QString label() { return json({"calendar", "show", m_file}).value("label").toString(); }
    int month() { return json({"calendar", "show", m_file}).value("month").toInt(); }
    QString owner(const QString &hex)
    {
        return json({"area", "show", m_file, hex}).value("owner").toString();
    }
    QJsonObject army(const QString &name)
    {
        for (const QJsonValue &a : json({"army", "list", m_file}).value("armies").toArray()) {
            if (a["name"].toString() == name)
                return a.toObject();
        }
        return {};
    }
    QJsonObject supply(const QString &name)
    {
        return json({"supply", m_file, name}).value("armies").toArray().at(0).toObject();
    }
    QByteArray exported()
    {
        const Run r = cli({"export", m_file, "-"});
        if (r.exitCode != 0)
            qFatal("export failed: %s", r.err.constData());
        return r.out;
    }
    int historyCount() { return json({"info", m_file}).value("historyCount").toInt(); }

private Q_SLOTS:
    /// The campaign as `new` makes it (seed 17), exported, then the map and the three nations.
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_file = m_dir.filePath(QStringLiteral("year.herald"));
        QCOMPARE(cli({"new", m_file, "--seed", "17"}).exitCode, 0);
        m_createdWith = historyCount();
        m_startExport = exported();

        QFile map(m_dir.filePath(QStringLiteral("line.json")));
        QVERIFY(map.open(QIODevice::WriteOnly));
        map.write(lineMap());
        map.close();
        run("map import " + map.fileName().toUtf8() +
            "\n"
            "nation edit Aldmark --list sample-river-kingdom --player Anna\n"
            "nation edit Brennland --list sample-river-kingdom --player Bert\n"
            "nation edit Corvault --list sample-river-kingdom --player Cora\n");

        // The settings the figures below are worked out under (§11.S): the turn of arrival
        // does not count and a battle sets the count to 0 (I-55); orders move at once.
        QJsonObject settings;
        for (const QJsonValue &s : json({"settings", "list", m_file}).value("settings").toArray())
            settings.insert(s["key"].toString(), s["value"]);
        QCOMPARE(settings.value("arrivalTurnCounts").toBool(true), false);
        QCOMPARE(settings.value("battleResetsOccupation").toString(), QStringLiteral("reset"));
        QCOMPARE(settings.value("movementMode").toString(), QStringLiteral("simultaneous"));
    }

    /// The set-up and the first New Year: §2.1 PT = 3C + 2T + V: Aldmark 2 × 1 + 9 = 11,
    /// Brennland and Corvault 2 × 1 + 5 = 7; §2.7 no new centre (Aldmark floor((9 − 5) / 6) = 0,
    /// the others floor(0 / 6) = 0); one general and one army each at the capital (NY-7).
    void setUpAndFirstNewYear()
    {
        run("calendar next\n"           // S-1 -> S-2
            "calendar next\n"           // S-2 -> S-3
            "calendar next\n"           // S-3 -> S-4
            "calendar next --by-hand\n" // S-4 -> S-5
            "calendar next --by-hand\n" // S-5 -> S-6
            "calendar next\n"           // S-6 -> NY-1
            "calendar next\n"           // NY-1 -> NY-2
            "calendar next\n"           // NY-2 -> NY-2a: no captive, no chaos land
            "calendar next\n"           // NY-2a -> NY-3
            "calendar next\n");         // NY-3 -> NY-4: the tally frozen
        QCOMPARE(label(), QStringLiteral("NY-4"));
        const QJsonArray tally = json({"tally", m_file}).value("nations").toArray();
        QCOMPARE(tally.size(), 3);
        QStringList population;
        for (const QJsonValue &n : json({"production", m_file}).value("nations").toArray()) {
            population << n["counts"].toString();
            QCOMPARE(n["townsDue"].toInt() + n["townsToReduce"].toInt(), 0);
        }
        QCOMPARE(population, (QStringList{"V=9 T=1 C=0", "V=5 T=1 C=0", "V=5 T=1 C=0"}));
        const Run text = cli({"tally", m_file});
        QVERIFY2(text.outText().contains(QStringLiteral("PT 11 = 3 × 0 cities + 2 × 1 town + 1 × "
                                                        "9 villages")) &&
                     text.outText().count(QStringLiteral("PT 7 = ")) == 2,
                 text.out.constData());

        run("calendar next\n" // NY-4 -> NY-5
            "calendar next\n" // NY-5 -> NY-6
            "calendar next\n" // NY-6 -> NY-7
            "character buy Aldmark Marshal --name \"Lord Ansel\"\n"
            "character buy Brennland Marshal --name \"Lady Bryn\"\n"
            "character buy Corvault Marshal --name \"Captain Cade\"\n"
            "army place Aldmark \"Aldmark Host\" --general \"Lord Ansel\" --area 1001\n"
            "army place Brennland \"Brenn Guard\" --general \"Lady Bryn\" --area 1801\n"
            "army place Corvault \"Corvault Band\" --general \"Captain Cade\" --area 2001\n"
            "calendar next\n"); // NY-7 -> month 1, M-0
        QCOMPARE(label(), QStringLiteral("M-0"));
        QCOMPARE(month(), 1);
    }

    /// Month 1: Aldmark enters the free village 1101; Brennland (to the population centre) and
    /// Corvault (to the countryside) both enter 1901: §5.1 an engagement; §5.3 centre against
    /// countryside is a siege, which a village cannot stand (§5.5, I-44): a village battle,
    /// won by Brennland by hand; Corvault falls back to 2001, the area it came from (§6.7 (1)).
    /// I-55: neither army gains its area, Aldmark's because the arrival turn does not count,
    /// Brennland's because the battle sets its count to 0.
    void monthOneBattle()
    {
        run("attendance Aldmark present\n"
            "attendance Brennland present\n"
            "attendance Corvault present\n"
            "calendar next\n");
        // §4.5: each army stands in its own town, a path of one area.
        for (const char *name : {"Aldmark Host", "Brenn Guard", "Corvault Band"}) {
            const QJsonObject s = supply(name);
            QVERIFY(s["inSupply"].toBool());
            QCOMPARE(s["source"].toString(), QStringLiteral("townOrCity"));
            QCOMPARE(s["path"].toArray().size(), 1);
        }
        run("orders set \"Aldmark Host\" move 1101 --location centre\n"
            "orders set \"Brenn Guard\" move 1901 --location centre\n"
            "orders set \"Corvault Band\" move 1901\n"
            "calendar next\ncalendar next\ncalendar next\ncalendar next\n"); // M-1 .. M-3
        QCOMPARE(label(), QStringLiteral("M-3"));
        const QJsonArray engagements = json({"engagements", m_file}).value("engagements").toArray();
        QCOMPARE(engagements.size(), 1);
        QCOMPARE(engagements.at(0)["area"].toString(), QStringLiteral("1901"));

        run("location 1 Brennland centre\n"
            "location 1 Corvault countryside\n");
        const QJsonArray battles = json({"engagements", m_file}).value("battles").toArray();
        QCOMPARE(battles.size(), 1);
        QCOMPARE(battles.at(0)["kind"].toString(), QStringLiteral("villageBattle"));
        QCOMPARE(battles.at(0)["defenders"].toArray().at(0).toString(),
                 QStringLiteral("Brenn Guard"));
        run("battle winner 1 Brennland\n"
            "calendar next\n" // M-3 -> M-4
            "retreat \"Corvault Band\" 2001\n"
            "calendar next --by-hand\n" // M-4 -> M-5
            "calendar next\n"           // M-5 -> M-6
            "calendar next\n");         // M-6 -> month 2
        QCOMPARE(month(), 2);
        QCOMPARE(army("Corvault Band")["area"].toString(), QStringLiteral("2001"));
        QCOMPARE(owner("1101"), QString());
        QCOMPARE(owner("1901"), QString());
    }

    /// Month 2: both hold their village for a full turn, 1 turn = a village's level (§2.8),
    /// so 1101 joins Aldmark and 1901 Brennland at M-5; Corvault enters the free town 2101.
    void monthTwoVillagesTaken()
    {
        run(monthScript("orders set \"Aldmark Host\" hold\n"
                        "orders set \"Brenn Guard\" hold\n"
                        "orders set \"Corvault Band\" move 2101 --location centre\n"));
        QCOMPARE(month(), 3);
        QCOMPARE(owner("1101"), QStringLiteral("Aldmark"));
        QCOMPARE(owner("1901"), QStringLiteral("Brennland"));
        QCOMPARE(owner("2101"), QString()); // the arrival turn does not count (I-55)
    }

    /// Month 3: Aldmark crosses the major river 1101/1201 (§4.4): picked 1, the seeded d6 shows
    /// 2: held up 2 − 1 = 1 turn (I-50), so it stays in 1101 and moves on by itself in month 4.
    /// Corvault holds 2101's town for 1 of its 2 turns.
    void monthThreeTerrainCheck()
    {
        run("attendance Aldmark present\n"
            "attendance Brennland present\n"
            "attendance Corvault present\n"
            "calendar next\n"
            "orders set \"Aldmark Host\" move 1201 --location centre\n"
            "orders set \"Brenn Guard\" hold\n"
            "orders set \"Corvault Band\" hold\n"
            "calendar next\ncalendar next\n"); // M-1 -> M-2B
        const Run unpicked = cli({"calendar", "next", m_file});
        QCOMPARE(unpicked.exitCode, 1);
        QVERIFY2(unpicked.text().contains(QStringLiteral("Aldmark Host (major river into 1201)")),
                 unpicked.text().toUtf8().constData());
        const Run pick = cli({"--json", "terrain", "pick", m_file, "Aldmark Host", "1"});
        QVERIFY2(pick.exitCode == 0, pick.text().toUtf8().constData());
        ++m_commands;
        const QJsonObject check = pick.json().value("result").toObject();
        QCOMPARE(pick.json().value("dice").toArray().at(0)["faces"].toArray().at(0).toInt(), 2);
        QCOMPARE(check.value("roll").toInt(), 2);
        QCOMPARE(check.value("delayTurns").toInt(), 1);
        QCOMPARE(check.value("unitsLost").toInt(), 0);
        run("calendar next\n"           // M-2B -> M-2C
            "calendar next\n"           // M-2C -> M-3
            "calendar next\n"           // M-3 -> M-4
            "calendar next --by-hand\n" // M-4 -> M-5
            "calendar next\n"           // M-5 -> M-6
            "calendar next\n");         // M-6 -> month 4
        const QJsonObject host = army("Aldmark Host");
        QCOMPARE(host["area"].toString(), QStringLiteral("1101"));
        QCOMPARE(host["state"].toString(), QStringLiteral("delayed"));
        QCOMPARE(owner("2101"), QString());
    }

    /// Month 4: the delayed army takes no order (§3.2 M-1) and enters 1201; Corvault's second
    /// turn completes the town's level of 2 (§2.8): 2101 joins Corvault. Month 5: Aldmark holds
    /// 1201 for its one turn and takes it. At month 5's M-0 the army in 1201 (not yet its own)
    /// traces supply 1201 → 1101 → 1001, three areas (§4.5, I-53).
    void monthsFourAndFive()
    {
        run(monthScript("orders set \"Brenn Guard\" hold\n"
                        "orders set \"Corvault Band\" hold\n"));
        QCOMPARE(army("Aldmark Host")["area"].toString(), QStringLiteral("1201"));
        QCOMPARE(owner("2101"), QStringLiteral("Corvault"));
        QCOMPARE(owner("1201"), QString());
        run(monthScript(allHold));
        QCOMPARE(month(), 6);
        QCOMPARE(owner("1201"), QStringLiteral("Aldmark"));
        const QJsonArray path = supply("Aldmark Host")["path"].toArray();
        QCOMPARE(path, (QJsonArray{"1201", "1101", "1001"}));
    }

    /// Months 6 to 8: Aldmark passes through Brennland's 1301 (countryside, it takes nothing) to
    /// the centre of 1401. From there no chain of its own areas reaches a town: out of supply
    /// (§4.5), so it may enter only its own areas (§4.6, exit 1); it may still stay and take
    /// 1401 (one turn, month 8), which leaves Aldmark an own area cut off from its land.
    void monthsSixToEightOutOfSupply()
    {
        run(monthScript("orders set \"Aldmark Host\" move 1301\n"
                        "orders set \"Brenn Guard\" hold\n"
                        "orders set \"Corvault Band\" hold\n"));
        QCOMPARE(owner("1301"), QStringLiteral("Brennland"));
        run(monthScript("orders set \"Aldmark Host\" move 1401 --location centre\n"
                        "orders set \"Brenn Guard\" hold\n"
                        "orders set \"Corvault Band\" hold\n"));
        run("attendance Aldmark present\n"
            "attendance Brennland present\n"
            "attendance Corvault present\n"
            "calendar next\n");
        QCOMPARE(month(), 8);
        QCOMPARE(supply("Aldmark Host")["source"].toString(), QStringLiteral("none"));
        const Run refused = cli({"orders", "set", m_file, "Aldmark Host", "move", "1501"});
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.text().contains(QStringLiteral("§4.6")),
                 refused.text().toUtf8().constData());
        run(allHold + "calendar next\ncalendar next\ncalendar next\ncalendar next\n"
                      "calendar next\ncalendar next --by-hand\ncalendar next\ncalendar next\n");
        QCOMPARE(month(), 9);
        QCOMPARE(owner("1401"), QStringLiteral("Aldmark"));
        QVERIFY(!supply("Aldmark Host")["inSupply"].toBool());
    }

    /// Months 9 to 12 pass with every army holding; the calendar reaches the next New Year.
    void monthsNineToTwelve()
    {
        for (int m = 9; m <= 12; ++m)
            run(monthScript(allHold));
        const QJsonObject date = json({"calendar", "show", m_file});
        QCOMPARE(date.value("year").toInt(), 2);
        QCOMPARE(date.value("label").toString(), QStringLiteral("NY-1"));
    }

    /// The second New Year to its production. §2.1 PT: Aldmark 2 × 1 + 12 villages (0101-0901,
    /// 1101, 1201, 1401) = 14; Brennland 2 × 1 + 5 (1301, 1501-1701, 1901) = 7; Corvault
    /// 2 × 2 + 5 = 9. §2.7 at NY-4: Aldmark floor((12 − 5 × 1) / 6) = 1 new town, then
    /// min(floor(2 / 3) − 0, 11 − 10) = 0 cities; Brennland floor(0 / 6) = 0; Corvault
    /// floor((5 − 10) / 6) < 0 → 0, and 5 villages < 5 × 2 towns: one town becomes a village.
    void secondNewYearProduction()
    {
        run("calendar next\n"   // NY-1 -> NY-2: the armies leave the map
            "calendar next\n"   // NY-2 -> NY-2a
            "calendar next\n"   // NY-2a -> NY-3
            "calendar next\n"); // NY-3 -> NY-4: the tally frozen
        QCOMPARE(label(), QStringLiteral("NY-4"));
        QCOMPARE(json({"army", "list", m_file}).value("armies").toArray().size(), 0);
        const Run tally = cli({"tally", m_file});
        for (const char *line : {"PT 14 = 3 × 0 cities + 2 × 1 town + 1 × 12 villages + 0 other",
                                 "PT 7 = 3 × 0 cities + 2 × 1 town + 1 × 5 villages + 0 other",
                                 "PT 9 = 3 × 0 cities + 2 × 2 towns + 1 × 5 villages + 0 other"})
            QVERIFY2(tally.outText().contains(QString::fromUtf8(line)), tally.out.constData());

        const QJsonArray plans = json({"production", m_file}).value("nations").toArray();
        QCOMPARE(plans.size(), 3);
        QCOMPARE(plans.at(0)["counts"].toString(), QStringLiteral("V=12 T=1 C=0"));
        QCOMPARE(plans.at(0)["townsDue"].toInt(), 1);
        QCOMPARE(plans.at(0)["citiesDue"].toInt(), 0);
        QCOMPARE(plans.at(1)["counts"].toString(), QStringLiteral("V=5 T=1 C=0"));
        QCOMPARE(plans.at(1)["townsDue"].toInt(), 0);
        QCOMPARE(plans.at(2)["counts"].toString(), QStringLiteral("V=5 T=2 C=0"));
        QCOMPARE(plans.at(2)["townsToReduce"].toInt(), 1);
        const Run blocked = cli({"calendar", "next", m_file});
        QCOMPARE(blocked.exitCode, 1);

        run("production place Aldmark 0501 town\n"
            "production remove Corvault 2101\n"
            "calendar next\n"); // NY-4 -> NY-5
        QCOMPARE(label(), QStringLiteral("NY-5"));
        QCOMPARE(json({"area", "show", m_file, "0501"}).value("centre").toString(),
                 QStringLiteral("town"));
        QCOMPARE(json({"area", "show", m_file, "2101"}).value("centre").toString(),
                 QStringLiteral("village"));
    }

    /// The whole year undone to the campaign `new` made and redone: every command is in the
    /// history (the count of script lines), and both ends export the same bytes (but for the
    /// export's own time).
    void undoneAndRedone()
    {
        QCOMPARE(historyCount(), m_createdWith + m_commands);
        const QByteArray end = exported();
        const Run undo = cli({"undo", m_file, "--steps", QString::number(m_commands)});
        QVERIFY2(undo.exitCode == 0, undo.text().toUtf8().constData());
        QCOMPARE(label(), QStringLiteral("S-1"));
        QCOMPARE(withoutExportTime(exported()), withoutExportTime(m_startExport));
        const Run redo = cli({"redo", m_file, "--steps", QString::number(m_commands)});
        QVERIFY2(redo.exitCode == 0, redo.text().toUtf8().constData());
        QCOMPARE(cli({"redo", m_file}).exitCode, 1); // nothing left to redo
        QCOMPARE(label(), QStringLiteral("NY-5"));
        QCOMPARE(withoutExportTime(exported()), withoutExportTime(end));
    }
};

QTEST_GUILESS_MAIN(TestCliYear)
#include "tst_cli_year.moc"
