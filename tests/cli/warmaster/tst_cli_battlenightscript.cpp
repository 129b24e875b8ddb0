// Issue 18: a scripted battle night, from the pending battles to the next month's rosters, map,
// track and captives, against figures worked out by hand from the rules (not read back from
// Herald). The map is one row of plains areas (odd-q layout: each area XX01 touches only its two
// neighbours in the row), nine nations of the sample River Kingdom list, each with five villages
// and a town (its capital), so that PT = 2 + 5 = 7 (§2.1), AP 1,900 (§2.2), CP 9 (§2.3):
//
//   01-05 Aldmark villages, 06 its town | 07 free village | 08 Brennland town, 09-13 villages
//   14-18 Corvault villages, 19 its town | 20 free village | 21 Dunmar town, 22-26 villages
//   27-31 Estrel villages, 32 its town | 33 Fenwick town, 34-38 villages
//   39 free village | 40 Gorm town, 41-45 villages | 46 Hale town, 47-51 | 52 Ivor town, 53-57
//
// Month 1 every army holds but Gorm's, which enters the centre of the free village 39. Month 2 is
// the battle night: Aldmark and Brennland both march into 07, Corvault and Dunmar into 20 (all
// choose the countryside), Estrel into Fenwick's town 33 (both choose the population centre);
// Gorm holds 39. The rosters bought in month 1: every fighting nation 4 Bank Wardens (line 1,
// 45 points) and 2 Lance Knights (line 2, 115 points); Dunmar's Captain Sir Dunstan besides its
// general. Lesser races: Marsh Goblins and Ash Waste Raiders, both in box 0.
//
// The expectations, worked out by hand (rule in brackets):
//
//   engagements  07: both countryside → battle (§5.1 (1), §5.3); 20: the same; 33: Estrel moves
//                into Fenwick's army (§5.1 (2)), centre / centre → assault, Fenwick, the owner,
//                holds the objective from the start (§5.3, §5.6)
//   battle 07    Aldmark 45 (Brennland's Bank Wardens destroyed) + 200 (objective) = 245 VP;
//                Brennland 0 (Aldmark's unit only lost stands): W ≥ 3 × L with L = 0 → rout
//                (§2.13, §6.1)
//   survival 07  Brennland line 1 destroyed = 3 stands, 5+, d6 2 → struck; Brennland line 1,
//                2 stands, 4+, d6 4 → back; Brennland line 2, 1 stand → back without a die;
//                Aldmark line 1, 2 stands, 4+, d6 3 → struck (§2.14, I-34): three dice
//   battle 20    VP typed (I-32): Corvault 250, Dunmar 100; 2 × 100 ≤ 250 < 3 × 100 → major
//   survival 20  Dunmar line 2 routed off = 3 stands, 5+, d6 6 → back (§2.14, I-34)
//   Sir Dunstan  character result d6 3 → captured; he is on the losing side, so it stands
//                (winnersNotCaptured): held by Corvault from month 2 (§6.4, I-24)
//   battle 33    Estrel 115 + 45 = 160 (Fenwick's Lance Knights and Bank Wardens destroyed);
//                Fenwick 115 (Estrel's Lance Knights); 115 < 160 < 230 → minor (§2.13)
//   survival 33  Fenwick line 2 destroyed, d6 5 → back; Fenwick line 1 destroyed, d6 1 →
//                struck; Estrel line 2 destroyed, d6 4 → struck (§2.14)
//   pick-up      free nations (no army in a pending battle): Gorm, Hale, Ivor (§5.12); the
//                order d3 2 → Hale, d2 2 → Ivor, then Gorm (§7.7.3); Hale A Marsh Goblins (the
//                open pick), Ivor C, Gorm B → Gorm's army against the Goblins led by Hale (I-72)
//   its result   the Goblins win, Gorm scored 350 VP: Goblins box 0 → 1 and a marker for Hale
//                (I-73, I-74); Raiders stay in 0; Gorm lost: 350 / 200 = 1 XP (§2.15, I-77);
//                no XP from campaign battles (§7.8)
//   retreats     Brennland to 08 and Dunmar to 21, the areas they came from (§6.7 (1)); Fenwick
//                did not move (I-57: no level 1): its free own neighbour 34 (§6.7 (2))
//   M-5          Gorm's second month in 39's centre: the arrival month does not count (I-55),
//                one turn is a village's level (§2.8, §4.7) → 39 is Gorm's. Estrel arrived in
//                33 and fought (I-55: the count stays 0) → 33 stays Fenwick's; 07 and 20 stay
//                free. No escape roll in the month of capture (§6.4, I-25)
//   rosters      units left on lines 1 and 2: Aldmark 3 and 2, Brennland 3 and 2, Corvault 4
//                and 2, Dunmar 4 and 2, Estrel 4 and 1, Fenwick 3 and 2 (§6.3)
#include "../campaignquery.h"
#include "../clirun.h"
#include "../pdftext.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Nation
{
    const char *name;
    int town;         ///< the capital's column
    int firstVillage; ///< five villages from this column on
    const char *army; ///< its army's name, or nullptr
    const char *general;
};

constexpr Nation nations[]{
    {"Aldmark", 6, 1, "Aldmark Host", "Lord Ansel"},
    {"Brennland", 8, 9, "Brenn Guard", "Lady Bryn"},
    {"Corvault", 19, 14, "Corvault Band", "Captain Cade"},
    {"Dunmar", 21, 22, "Dunmar Spears", "Lord Dunn"},
    {"Estrel", 32, 27, "Estrel Riders", "Lady Esk"},
    {"Fenwick", 33, 34, "Fenwick Watch", "Lord Fen"},
    {"Gorm", 40, 41, "Gorm Warband", "Chief Gorm"},
    {"Hale", 46, 47, nullptr, nullptr},
    {"Ivor", 52, 53, nullptr, nullptr},
};
constexpr int columns = 57;

QString hex(int column)
{
    return QStringLiteral("%1").arg(column, 2, 10, QLatin1Char('0')) + QStringLiteral("01");
}

/// The map described at the top of the file as a strategic map document.
QByteArray lineMap()
{
    QJsonArray areas;
    QJsonArray nationList;
    for (int column = 1; column <= columns; ++column) {
        QJsonObject area{{"hex", hex(column)}, {"terrain", "plains"}, {"landmass", "main"}};
        for (const Nation &n : nations) {
            if (column == n.town)
                area.insert("centre", "town");
            if (column == n.town || (column >= n.firstVillage && column < n.firstVillage + 5))
                area.insert("owner", QString::fromLatin1(n.name).toLower());
        }
        areas.append(area);
    }
    for (const Nation &n : nations)
        nationList.append(QJsonObject{{"id", QString::fromLatin1(n.name).toLower()},
                                      {"name", n.name},
                                      {"colour", "#806040"},
                                      {"capital", hex(n.town)}});
    return QJsonDocument(
               QJsonObject{
                   {"format", "herald-strategic-map"},
                   {"version", 1},
                   {"name", "The Battle Road"},
                   {"layout", QJsonObject{{"offset", "odd-q"}, {"columns", columns}, {"rows", 1}}},
                   {"landmasses", QJsonArray{QJsonObject{{"id", "main"}, {"name", "Mainland"}}}},
                   {"nations", nationList},
                   {"areas", areas}})
        .toJson();
}

QByteArray quoted(const char *text)
{
    return QByteArray("\"") + text + "\"";
}

/// Everyone present, then `calendar next` from M-0 to M-1 (supply traced).
QByteArray attendance()
{
    QByteArray lines;
    for (const Nation &n : nations)
        lines += "attendance " + quoted(n.name) + " present\n";
    return lines + "calendar next\n";
}

/// Orders for every army: the moves given, the others hold; then M-1 to M-3.
QByteArray orders(const QList<QByteArray> &moves)
{
    QByteArray lines;
    for (const Nation &n : nations) {
        if (!n.army)
            continue;
        const QByteArray army = quoted(n.army);
        QByteArray order = army + " hold";
        for (const QByteArray &move : moves) {
            if (move.startsWith(army))
                order = move;
        }
        lines += "orders set " + order + "\n";
    }
    return lines + "calendar next\ncalendar next\ncalendar next\ncalendar next\n";
}

} // namespace

class TestCliBattleNightScript : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_file;
    int m_scripts = 0;
    QJsonArray m_battles; ///< the pending battles as `engagements` listed them at M-3

    void run(const QByteArray &lines)
    {
        const Run r =
            runScript(m_file, m_dir.filePath(QStringLiteral("s%1.txt").arg(++m_scripts)), lines);
        QVERIFY2(r.exitCode == 0, r.text().toUtf8().constData());
    }
    QJsonObject json(const QStringList &words)
    {
        const Run r = cli(QStringList{"--json"} + words);
        if (r.exitCode != 0)
            qFatal("%s failed: %s", qPrintable(words.join(' ')), r.err.constData());
        return r.json();
    }
    QString label() { return json({"calendar", "show", m_file}).value("label").toString(); }
    QString owner(int column)
    {
        return json({"area", "show", m_file, hex(column)}).value("owner").toString();
    }
    QString armyArea(const QString &name)
    {
        for (const QJsonValue &a : json({"army", "list", m_file}).value("armies").toArray()) {
            if (a["name"].toString() == name)
                return a["area"].toString();
        }
        return {};
    }
    /// Units left on the nation's roster lines (from 1), as `roster show` gives them.
    QList<int> available(const QString &nation)
    {
        QList<int> left;
        const QJsonObject roster = json({"roster", "show", m_file, nation});
        for (const QJsonValue &category : roster.value("categories").toArray()) {
            for (const QJsonValue &line : category["lines"].toArray())
                left << line["available"].toInt();
        }
        return left;
    }
    /// The pending battle fought in the area, as `engagements` lists it.
    QJsonObject battleIn(int column)
    {
        for (const QJsonValue &b : m_battles) {
            if (b["area"].toString().startsWith(hex(column)))
                return b.toObject();
        }
        return {};
    }
    /// The engagement number in the area.
    QString engagementIn(int column)
    {
        for (const QJsonValue &e : json({"engagements", m_file}).value("engagements").toArray()) {
            if (e["area"].toString().startsWith(hex(column)))
                return QString::number(e["number"].toInt());
        }
        return {};
    }
    /// Enters the battle's result: each nation's own side as given, put on the side its army
    /// fights on; the typed dice follow the sheet's order (side 0's units, side 1's, then the
    /// characters), so they are given per nation and laid out the same way.
    QJsonObject enterResult(int column, const QHash<QString, QJsonObject> &sides,
                            const QHash<QString, QList<int>> &dice, const QString &objective)
    {
        const QJsonObject battle = battleIn(column);
        const QString defender = battle["defenders"].toArray().at(0).toString();
        QString defendingNation;
        for (const Nation &n : nations) {
            if (n.army && defender == QLatin1String(n.army))
                defendingNation = QString::fromLatin1(n.name);
        }
        const QStringList order{defendingNation,
                                sides.keys().at(sides.keys().at(0) == defendingNation ? 1 : 0)};
        QJsonObject sheet{{"sides", QJsonArray{sides.value(order[0]), sides.value(order[1])}},
                          {"objective", objective.isEmpty()
                                            ? QJsonValue(QStringLiteral("none"))
                                            : QJsonValue(order.indexOf(objective))}};
        QStringList typed;
        for (const QString &nation : order) {
            for (int face : dice.value(nation))
                typed << QString::number(face);
        }
        const QString path = m_dir.filePath(QStringLiteral("result%1.json").arg(column));
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly))
            qFatal("cannot write %s", qPrintable(path));
        f.write(QJsonDocument(sheet).toJson());
        f.close();
        QStringList words{"battle", "result", m_file, QString::number(battle["number"].toInt()),
                          path};
        if (!typed.isEmpty())
            words << "--typed" << typed.join(QLatin1Char(','));
        return json(words);
    }

private Q_SLOTS:
    /// The campaign, its map and nations, two lesser races, the set-up and the first New Year
    /// (one general and one army each for the seven nations that have one, at the capital).
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_file = m_dir.filePath(QStringLiteral("night.herald"));
        QCOMPARE(cli({"new", m_file, "--seed", "18"}).exitCode, 0);
        QFile map(m_dir.filePath(QStringLiteral("road.json")));
        QVERIFY(map.open(QIODevice::WriteOnly));
        map.write(lineMap());
        map.close();
        QByteArray setup = "map import " + map.fileName().toUtf8() + "\n";
        for (const Nation &n : nations)
            setup += "nation edit " + quoted(n.name) + " --list sample-river-kingdom --player " +
                     QByteArray(n.name).left(3) + "\n";
        setup += "lesser add sample-marsh-goblins\n"
                 "lesser add sample-ash-waste-raiders\n"
                 "calendar next\ncalendar next\ncalendar next\n" // S-1 .. S-4
                 "calendar next --by-hand\ncalendar next --by-hand\n"
                 "calendar next\ncalendar next\ncalendar next\ncalendar next\n" // S-6 .. NY-3
                 "calendar next\n"                                              // NY-3 -> NY-4
                 "calendar next\ncalendar next\ncalendar next\n";               // NY-4 -> NY-7
        for (const Nation &n : nations) {
            if (!n.army)
                continue;
            setup += "character buy " + quoted(n.name) + " Marshal --name " + quoted(n.general) +
                     "\narmy place " + quoted(n.name) + " " + quoted(n.army) + " --general " +
                     quoted(n.general) + " --area " + hex(n.town).toUtf8() + "\n";
        }
        run(setup + "calendar next\n"); // NY-7 -> month 1, M-0
        QCOMPARE(label(), QStringLiteral("M-0"));
    }

    /// Month 1: the rosters are bought; Gorm enters the free village 39 (its centre), everyone
    /// else holds; no engagement, no pick-up round (I-80). Gorm's arrival turn does not count
    /// (I-55): 39 is still free at the end of the month.
    void monthOne()
    {
        QByteArray lines = attendance();
        for (const Nation &n : nations) {
            if (!n.army || QByteArray(n.name) == "Gorm")
                continue;
            lines += "roster buy " + quoted(n.name) + " \"Bank Wardens\" 4\n" + "roster buy " +
                     quoted(n.name) + " \"Lance Knights\" 2\n";
        }
        lines += "character buy Dunmar Captain --name \"Sir Dunstan\"\n";
        run(lines + orders({"\"Gorm Warband\" move 3901 --location centre"}));
        QCOMPARE(label(), QStringLiteral("M-3"));
        QCOMPARE(json({"engagements", m_file}).value("battles").toArray().size(), 0);
        run("calendar next\ncalendar next --by-hand\ncalendar next\ncalendar next\n");
        QCOMPARE(label(), QStringLiteral("M-0"));
        QCOMPARE(armyArea("Gorm Warband"), hex(39));
        QCOMPARE(owner(39), QString());
    }

    /// Month 2 to M-3: three engagements (§5.1), the secret locations (§5.2) and the chart
    /// (§5.3): two countryside battles and an assault on Fenwick's town (§5.6).
    void battleNightEngagements()
    {
        run(attendance() + orders({"\"Aldmark Host\" move 0701", "\"Brenn Guard\" move 0701",
                                   "\"Corvault Band\" move 2001", "\"Dunmar Spears\" move 2001",
                                   "\"Estrel Riders\" move 3301 --location centre"}));
        QCOMPARE(label(), QStringLiteral("M-3"));
        const QString in07 = engagementIn(7);
        const QString in20 = engagementIn(20);
        const QString in33 = engagementIn(33);
        QVERIFY(!in07.isEmpty() && !in20.isEmpty() && !in33.isEmpty());
        run("location " + in07.toUtf8() + " Aldmark countryside\nlocation " + in07.toUtf8() +
            " Brennland countryside\nlocation " + in20.toUtf8() + " Corvault countryside\n" +
            "location " + in20.toUtf8() + " Dunmar countryside\nlocation " + in33.toUtf8() +
            " Estrel centre\nlocation " + in33.toUtf8() + " Fenwick centre\n");
        m_battles = json({"engagements", m_file}).value("battles").toArray();
        QCOMPARE(m_battles.size(), 3);
        QCOMPARE(battleIn(7)["kind"].toString(), QStringLiteral("battle"));
        QCOMPARE(battleIn(20)["kind"].toString(), QStringLiteral("battle"));
        const QJsonObject assault = battleIn(33);
        QCOMPARE(assault["kind"].toString(), QStringLiteral("assault"));
        QCOMPARE(assault["defenders"].toArray(), (QJsonArray{"Fenwick Watch"}));
        QCOMPARE(assault["objectiveHolder"].toInt(), 0);
    }

    /// The three results, dice typed (the table at the top gives each number's rule).
    void battleResults()
    {
        const QJsonObject first = enterResult(
            7,
            {{"Aldmark",
              QJsonObject{{"units", QJsonArray{QJsonObject{
                                        {"nation", "Aldmark"}, {"line", 1}, {"standsLost", 2}}}}}},
             {"Brennland",
              QJsonObject{
                  {"units",
                   QJsonArray{
                       QJsonObject{{"nation", "Brennland"}, {"line", 1}, {"destroyed", true}},
                       QJsonObject{{"nation", "Brennland"}, {"line", 1}, {"standsLost", 2}},
                       QJsonObject{{"nation", "Brennland"}, {"line", 2}, {"standsLost", 1}}}}}}},
            {{"Aldmark", {3}}, {"Brennland", {2, 4}}}, QStringLiteral("Aldmark"));
        const QJsonObject r1 = first.value("result").toObject();
        QCOMPARE(r1.value("level").toString(), QStringLiteral("rout"));
        QVERIFY(r1.value("vp").toArray().contains(245));
        QVERIFY(r1.value("vp").toArray().contains(0));
        QCOMPARE(first.value("dice").toArray().size(), 3); // the 1-stand loss rolls no die
        QCOMPARE(r1.value("survival").toArray().size(), 4);
        // `battle survival` reads back the same rolls, in the order they were made (§2.14).
        const QString number = QString::number(r1.value("battle").toInt());
        const QJsonArray rolls =
            json({"battle", "survival", m_file, number}).value("rolls").toArray();
        QCOMPARE(rolls.size(), 4);
        for (int i = 0; i < rolls.size(); ++i) {
            const QJsonObject made = r1.value("survival").toArray().at(i).toObject();
            QCOMPARE(rolls.at(i)["face"], made.value("face"));
            QCOMPARE(rolls.at(i)["survives"], made.value("survives"));
            QCOMPARE(rolls.at(i)["line"], made.value("line"));
        }
        QVERIFY(
            cli({"battle", "survival", m_file, number}).outText().contains("needs 5+, rolled 2"));

        const QJsonObject second = enterResult(
            20,
            {{"Corvault", QJsonObject{{"vp", 250}}},
             {"Dunmar",
              QJsonObject{{"vp", 100},
                          {"units", QJsonArray{QJsonObject{
                                        {"nation", "Dunmar"}, {"line", 2}, {"routedOff", true}}}},
                          {"characters", QJsonArray{QJsonObject{{"character", "Sir Dunstan"}}}}}}},
            {{"Dunmar", {6, 3}}}, QString());
        QCOMPARE(second.value("dice").toArray().size(), 2); // the survival roll, the fate
        const QJsonObject r2 = second.value("result").toObject();
        QCOMPARE(r2.value("level").toString(), QStringLiteral("major"));
        const QJsonObject dunstan = r2.value("characters").toArray().at(0).toObject();
        QVERIFY2(QJsonDocument(dunstan).toJson().contains("captured"),
                 QJsonDocument(dunstan).toJson().constData());

        const QJsonObject third = enterResult(
            33,
            {{"Estrel",
              QJsonObject{{"units", QJsonArray{QJsonObject{
                                        {"nation", "Estrel"}, {"line", 2}, {"destroyed", true}}}}}},
             {"Fenwick",
              QJsonObject{
                  {"units",
                   QJsonArray{
                       QJsonObject{{"nation", "Fenwick"}, {"line", 2}, {"destroyed", true}},
                       QJsonObject{{"nation", "Fenwick"}, {"line", 1}, {"destroyed", true}}}}}}},
            {{"Estrel", {4}}, {"Fenwick", {5, 1}}}, QString());
        QCOMPARE(third.value("dice").toArray().size(), 3);
        const QJsonObject r3 = third.value("result").toObject();
        QCOMPARE(r3.value("level").toString(), QStringLiteral("minor"));
        QCOMPARE(r3.value("vp").toArray(), (QJsonArray{115, 160})); // Fenwick defends
        QCOMPARE(r3.value("winner").toInt(), 1);
    }

    /// The pick-up round of the free nations (§5.12, §7.7.3, I-72) and its one game's result
    /// (§7.7.4, §2.15).
    void pickupRound()
    {
        const QJsonObject order = json({"pickup", "order", m_file, "--typed", "2,2"});
        QCOMPARE(order["result"]["order"].toArray(), (QJsonArray{"Hale", "Ivor", "Gorm"}));
        QCOMPARE(order.value("dice").toArray().size(), 2); // a d3, then a d2
        run("pickup pick Hale A sample-marsh-goblins\n"
            "pickup pick Ivor C\n"
            "pickup pick Gorm B\n");
        const QJsonObject round = json({"pickup", m_file});
        QCOMPARE(round.value("games").toArray().size(), 1);
        const QJsonObject game = round.value("games").toArray().at(0).toObject();
        QCOMPARE(game.value("kind").toString(), QStringLiteral("raceAgainstNation"));
        QVERIFY2(game.value("text").toString().contains(QStringLiteral("Gorm")),
                 qPrintable(game.value("text").toString()));
        QVERIFY(round.value("finished").toBool());
        run("pickup result 1 sample-marsh-goblins Gorm=350\n");
    }

    /// M-4 (§6.7): each loser retreats to the first level of the list that has an area; M-5
    /// (§4.7, §6.4); M-6 into month 3.
    void restOfTheMonth()
    {
        run("calendar next\n"); // M-3 -> M-4
        // A later level of the list is refused while an earlier one has an area: Brennland's own
        // village 09 (level 2) while 08 (level 1) is free; Estrel's town 32 for Fenwick (level 4
        // takes no town) while its own 34 is free.
        for (const QStringList &wrong :
             {QStringList{"Brenn Guard", "0901", "§6.7 (1) back to the area it came from: 0801"},
              QStringList{"Fenwick Watch", "3201",
                          "§6.7 (2) a free area of its own nation: 3401"}}) {
            const Run refused = cli({"retreat", m_file, wrong[0], wrong[1]});
            QCOMPARE(refused.exitCode, 1);
            QVERIFY2(refused.text().contains(wrong[2]), qPrintable(refused.text()));
        }
        run("retreat \"Brenn Guard\" 0801\n"
            "retreat \"Dunmar Spears\" 2101\n"
            "retreat \"Fenwick Watch\" 3401\n"
            "calendar next --by-hand\n" // M-4 -> M-5
            "calendar next\n"           // M-5 -> M-6
            "calendar next\n");         // M-6 -> month 3, M-0
        QCOMPARE(label(), QStringLiteral("M-0"));
        QCOMPARE(json({"calendar", "show", m_file}).value("month").toInt(), 3);
    }

    /// The night's outcome, line by line against the table at the top.
    void outcome()
    {
        // §6.3: the rosters' lines after the survival rolls.
        QCOMPARE(available("Aldmark"), (QList<int>{3, 2}));
        QCOMPARE(available("Brennland"), (QList<int>{3, 2}));
        QCOMPARE(available("Corvault"), (QList<int>{4, 2}));
        QCOMPARE(available("Dunmar"), (QList<int>{4, 2}));
        QCOMPARE(available("Estrel"), (QList<int>{4, 1}));
        QCOMPARE(available("Fenwick"), (QList<int>{3, 2}));
        // §6.7, §4.7: where the armies stand, and who holds the areas.
        const QList<std::pair<QString, int>> armies{{"Aldmark Host", 7},   {"Brenn Guard", 8},
                                                    {"Corvault Band", 20}, {"Dunmar Spears", 21},
                                                    {"Estrel Riders", 33}, {"Fenwick Watch", 34},
                                                    {"Gorm Warband", 39}};
        for (const auto &[army, column] : armies)
            QCOMPARE(armyArea(army), hex(column));
        QCOMPARE(owner(39), QStringLiteral("Gorm"));
        QCOMPARE(owner(33), QStringLiteral("Fenwick"));
        QCOMPARE(owner(7), QString());
        QCOMPARE(owner(20), QString());
        // I-73, I-74: the track and the markers.
        for (const QJsonValue &race : json({"lesser", m_file}).value("races").toArray()) {
            if (race["armyList"].toString() == QLatin1String("sample-marsh-goblins")) {
                QCOMPARE(race["box"].toString(), QStringLiteral("1"));
                QCOMPARE(race["markers"].toObject(), (QJsonObject{{"Hale", 1}}));
            } else {
                QCOMPARE(race["box"].toString(), QStringLiteral("0"));
                QVERIFY(race["markers"].toObject().isEmpty());
            }
        }
        // §6.4, I-25: Sir Dunstan held by Corvault since month 2, no escape roll yet.
        QCOMPARE(campaignQuery(
                     m_file,
                     "SELECT c.status || ' ' || n.name || ' ' || c.captured_month FROM character "
                     "c JOIN nation n ON n.id = c.captor_nation_id WHERE c.name = 'Sir Dunstan'")
                     .toString(),
                 QStringLiteral("captured Corvault 2"));
        QCOMPARE(campaignQuery(m_file, "SELECT COUNT(*) FROM captive_escape").toInt(), 0);
        // §2.15, §7.8: experience only from the pick-up battle.
        for (const Nation &n : nations)
            QCOMPARE(json({"xp", m_file, n.name}).value("balance").toInt(),
                     QByteArray(n.name) == "Gorm" ? 1 : 0);
    }

    /// §8 battle log on the roster sheet (pdftotext closes up "4 / 1"): Aldmark's battle in 07 in
    /// month 2 is its first column, each line's cell the units available before it / lost in it
    /// (Aldmark line 1: 4 then 1 struck, §6.3), and what is available now agrees with `roster
    /// show`.
    void rosterSheetBattleLog()
    {
        for (const auto &[nation, label, cells] :
             {std::tuple{QStringLiteral("Aldmark"), QStringLiteral("Bank Wardens"),
                         QStringList{"4", "4/1", "/", "/", "/", "0", "3"}},
              {QStringLiteral("Aldmark"), QStringLiteral("Lance Knights"),
               QStringList{"2", "2/0", "/", "/", "/", "0", "2"}},
              {QStringLiteral("Fenwick"), QStringLiteral("Bank Wardens"),
               QStringList{"4", "4/1", "/", "/", "/", "0", "3"}}}) {
            const QString pdf = m_dir.filePath(nation + QStringLiteral(".pdf"));
            QCOMPARE(cli({"roster", "print", m_file, nation, pdf}).exitCode, 0);
            const QString text = pdfLayoutText(pdf);
            QCOMPARE(pdfRow(text, label).mid(1), cells);
            QVERIFY2(pdfRow(text, QStringLiteral("Date →")).contains(QStringLiteral("Month 2")),
                     qPrintable(text));
            const QString area = nation == QLatin1String("Aldmark") ? hex(7) : hex(33);
            QVERIFY2(pdfRow(text, QStringLiteral("Location →")).contains(area), qPrintable(text));
            const int line = label == QLatin1String("Bank Wardens") ? 0 : 1;
            QCOMPARE(cells.last().toInt(), available(nation).at(line));
        }
    }
};

QTEST_GUILESS_MAIN(TestCliBattleNightScript)
#include "tst_cli_battlenightscript.moc"
