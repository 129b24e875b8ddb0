// The WarMaster content shipped in resources/warmaster/: every row of every rules table checked
// against the rules (rules/warmaster-campaigning.md), house defaults labelled as such (§10).
#include "core/decks/content.h"
#include "core/decks/magicitems.h"
#include "testsupport.h"

#include <QFile>
#include <QRegularExpression>
#include <QtTest>

using namespace herald::decks;
using herald::decks::test::sourceFile;
using herald::decks::test::typed;

namespace {

const Content &shipped()
{
    static const Content content = [] {
        const auto parsed = parseContentSet(herald::decks::test::shippedDocuments());
        if (!parsed)
            qFatal("shipped content: %s", qPrintable(parsed.error().errorString()));
        return parsed.value();
    }();
    return content;
}

const Table &table(const char *id)
{
    const Table *t = shipped().table(QLatin1String(id));
    if (!t)
        qFatal("no shipped table %s", id);
    return *t;
}

/// Rolls a shipped table with typed dice and returns the explanation.
RollExplanation rollTyped(const char *id, std::vector<int> faces, RollRequest request = {})
{
    auto dice = typed(std::move(faces));
    const RollResult r = roll(table(id), request, dice, shipped().resolver());
    if (!r)
        qFatal("%s: %s", id, qPrintable(describe(r.error())));
    return r.value();
}

QString effect(const Entry &entry, const char *key)
{
    return fieldValue(entry.effects, QLatin1String(key));
}

/// Two d10 faces summing to `total` (2..20).
std::vector<int> twoD10(int total)
{
    const int first = std::min(10, total - 1);
    return {first, total - first};
}

/// The rows of the markdown table that follows `heading` in the rules file, as cells.
QList<QStringList> rulesTable(const QString &heading)
{
    QFile file(QStringLiteral(HERALD_SHARED_DIR "/rules/warmaster-campaigning.md"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read the rules file");
    const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
    QList<QStringList> rows;
    bool inSection = false;
    for (const QString &line : lines) {
        if (line.startsWith(QLatin1Char('#'))) {
            if (inSection)
                break;
            inSection = line.contains(heading);
            continue;
        }
        if (!inSection)
            continue;
        if (!line.startsWith(QLatin1Char('|'))) {
            if (!rows.isEmpty())
                break; // only the first table of the section
            continue;
        }
        QStringList cells = line.split(QLatin1Char('|'));
        cells = cells.mid(1, cells.size() - 2);
        for (QString &c : cells)
            c = c.trimmed();
        if (!cells.first().startsWith(QLatin1String("---")))
            rows << cells;
    }
    return rows;
}

/// The victory level the §2.13 table's thresholds give for winner W and loser L.
QString levelFromThresholds(int w, int l)
{
    for (const Row &row : table("victoryLevel").rows) {
        const Entry &e = row.entries.front();
        bool fits = true;
        if (effect(e, "winnerEqualsLoser") == QLatin1String("true"))
            fits = w == l;
        if (const QString above = effect(e, "winnerAboveTimesLoser"); !above.isEmpty())
            fits = fits && w > above.toInt() * l;
        if (const QString atLeast = effect(e, "winnerAtLeastTimesLoser"); !atLeast.isEmpty())
            fits = fits && w >= atLeast.toInt() * l && w > l;
        if (const QString below = effect(e, "winnerBelowTimesLoser"); !below.isEmpty())
            fits = fits && w < below.toInt() * l;
        if (fits)
            return effect(e, "level");
    }
    return {};
}

} // namespace

class TestWarmasterContent : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void provenance_data();
    void provenance();
    void chaosTown_data();
    void chaosTown();
    void chaosLands_data();
    void chaosLands();
    void expeditionChart_data();
    void expeditionChart();
    void expeditionChartMatchesRulesFile();
    void expeditionProbabilities();
    void expeditionD20NaturalOne();
    void mutinyRally_data();
    void mutinyRally();
    void engagementChart_data();
    void engagementChart();
    void engagementChartMatchesRulesFile();
    void survivalRoll_data();
    void survivalRoll();
    void experiencePurchases_data();
    void experiencePurchases();
    void terrainCardsKept_data();
    void terrainCardsKept();
    void victoryLevel_data();
    void victoryLevel();
    void houseDefaultCharts_data();
    void houseDefaultCharts();
    void battleHonourPurchaseRollsAgain();
    void poiDeck_data();
    void poiDeck();
    void otherDecks_data();
    void otherDecks();
};

// §10: rules tables say where they come from; the rest are marked as house defaults.
void TestWarmasterContent::provenance_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<bool>("isDeck");
    QTest::addColumn<QString>("origin");
    QTest::addColumn<QString>("section");
    const auto t = [](const char *id, const char *origin, const char *section) {
        QTest::newRow(id) << QString::fromLatin1(id) << false << QString::fromLatin1(origin)
                          << QString::fromUtf8(section);
    };
    const auto d = [](const char *id, const char *section) {
        QTest::newRow(id) << QString::fromLatin1(id) << true << "houseDefault"
                          << QString::fromUtf8(section);
    };
    t("chaosTown", "rule", "§7.5, I-62");
    t("chaosLands", "rule", "§7.5");
    t("expeditionChart", "rule", "§7.2.5, I-1, I-2, I-3");
    t("mutinyRally", "rule", "§7.2.5, I-4");
    t("engagementChart", "rule", "§5.3");
    t("survivalRoll", "rule", "§2.14, I-34");
    t("experiencePurchases", "rule", "§2.15");
    t("terrainCardsKept", "rule", "§2.12");
    t("victoryLevel", "rule", "§2.13");
    t("characterResult", "houseDefault", "§10 #7, I-24");
    t("captiveEscape", "houseDefault", "§10 #8, I-25");
    t("itemEscape", "houseDefault", "§10 #9, I-26");
    t("battleHonours", "houseDefault", "§10 #10");
    t("randomScenarios", "houseDefault", "§10 #11");
    d("poi", "§10 #3, §6.9");
    d("treasure", "§10 #4");
    d("terrain", "§10 #5, §2.12");
    d("randomEvents", "§10 #6");
    d("magicItemsSample", "§10 #2, §2.18, I-31");
}

void TestWarmasterContent::provenance()
{
    QFETCH(QString, id);
    QFETCH(bool, isDeck);
    QFETCH(QString, origin);
    QFETCH(QString, section);
    const Provenance p = isDeck ? shipped().deck(id)->provenance : shipped().table(id)->provenance;
    QCOMPARE(originName(p.origin), origin);
    QCOMPARE(p.section, section);
    // Nothing shipped is left out of this list.
    QCOMPARE(shipped().tables.size() + shipped().decks.size(), std::size_t(19));
}

// §7.5, T-25: a chaos town stays on 1–2 and wanders on 3 or more.
void TestWarmasterContent::chaosTown_data()
{
    QTest::addColumn<int>("face");
    QTest::addColumn<QString>("outcome");
    for (int face = 1; face <= 6; ++face)
        QTest::addRow("d6 = %d", face) << face << (face <= 2 ? "stays" : "moves");
}

void TestWarmasterContent::chaosTown()
{
    QFETCH(int, face);
    QFETCH(QString, outcome);
    QCOMPARE(effect(rollTyped("chaosTown", {face}).entry, "chaosTown"), outcome);
}

// §7.5, T-26: every row of the chaos lands d10 table.
void TestWarmasterContent::chaosLands_data()
{
    QTest::addColumn<int>("face");
    QTest::addColumn<int>("villages");
    QTest::addColumn<int>("characterPoints");
    QTest::addColumn<QString>("unitKey");
    QTest::addColumn<int>("units");
    QTest::newRow("1: nothing") << 1 << 0 << 0 << QString() << 0;
    QTest::newRow("2: one village, -1 CP") << 2 << 1 << -1 << QString() << 0;
    QTest::newRow("3: 2 CP, no village") << 3 << 0 << 2 << QString() << 0;
    QTest::newRow("4: 2 infantry + 1 CP") << 4 << 0 << 1 << "infantryUnits" << 2;
    QTest::newRow("5: 1 cavalry + 1 CP") << 5 << 0 << 1 << "cavalryUnits" << 1;
    QTest::newRow("6: 2 monsters + 1 CP") << 6 << 0 << 1 << "monsterUnits" << 2;
    QTest::newRow("7: 1 special + 1 CP") << 7 << 0 << 1 << "specialUnits" << 1;
    QTest::newRow("8: 1 machine + 0 CP") << 8 << 0 << 0 << "machineUnits" << 1;
    QTest::newRow("9: 2 villages") << 9 << 2 << 0 << QString() << 0;
    QTest::newRow("10: 3 villages") << 10 << 3 << 0 << QString() << 0;
}

void TestWarmasterContent::chaosLands()
{
    QFETCH(int, face);
    QFETCH(int, villages);
    QFETCH(int, characterPoints);
    QFETCH(QString, unitKey);
    QFETCH(int, units);
    const RollExplanation x = rollTyped("chaosLands", {face});
    QCOMPARE(x.rowIndex, face - 1);
    QCOMPARE(effect(x.entry, "villages").toInt(), villages);
    QCOMPARE(effect(x.entry, "characterPoints").toInt(), characterPoints);
    const QStringList unitKeys{QStringLiteral("infantryUnits"), QStringLiteral("cavalryUnits"),
                               QStringLiteral("monsterUnits"), QStringLiteral("specialUnits"),
                               QStringLiteral("machineUnits")};
    for (const QString &key : unitKeys)
        QCOMPARE(fieldValue(x.entry.effects, key).toInt(), key == unitKey ? units : 0);
    QCOMPARE(table("chaosLands").rows.size(), std::size_t(10));
}

// §7.2.5 (I-2, I-3), T-27, D-23: every total 2 to 20+ has exactly one row.
void TestWarmasterContent::expeditionChart_data()
{
    QTest::addColumn<int>("total");
    QTest::addColumn<int>("advantages");
    QTest::addColumn<QString>("event");
    QTest::addColumn<QString>("advantageChange");
    const auto row = [](int total, int advantages, const char *event, const char *change = "") {
        QTest::addRow("%d (%d advantages): %s", total, advantages, event)
            << total << advantages << QString::fromLatin1(event) << QString::fromLatin1(change);
    };
    row(2, 0, "mutiny");
    row(3, 0, "mutiny");
    row(4, 0, "disease");
    row(5, 0, "disease");
    row(6, 0, "storm", "-1");
    row(7, 0, "storm", "-1");
    row(8, 0, "lostAtSea", "-2");
    row(9, 0, "mountHardship");
    row(10, 0, "sailing");
    row(11, 0, "sailing");
    row(12, 0, "sailing");
    row(13, 0, "seaMonster");
    row(14, 0, "pirates");
    row(15, 0, "goodWeather", "1");
    row(16, 0, "excellentWeather", "2");
    row(17, 0, "godsSmile", "3");
    row(18, 0, "aquaticNation");
    row(19, 0, "newIsland");
    row(20, 0, "destinationReached");
    row(18, 3, "aquaticNation"); // D-23: 15 rolled + 3 advantages
    row(21, 1, "destinationReached");
    row(23, 3, "destinationReached");
}

void TestWarmasterContent::expeditionChart()
{
    QFETCH(int, total);
    QFETCH(int, advantages);
    QFETCH(QString, event);
    QFETCH(QString, advantageChange);
    RollRequest request;
    request.modifiers = {{QStringLiteral("advantages"), advantages}};
    const RollExplanation x = rollTyped("expeditionChart", twoD10(total - advantages), request);
    QCOMPARE(x.total, total);
    QCOMPARE(effect(x.entry, "event"), event);
    QCOMPARE(effect(x.entry, "advantages"), advantageChange);
    QCOMPARE(x.rowLabel, total >= 20 ? QStringLiteral("20+") : x.rowLabel);
}

// The shipped chart's ranges and event names are those of the rules file's clean version.
void TestWarmasterContent::expeditionChartMatchesRulesFile()
{
    const QList<QStringList> rules = rulesTable(QStringLiteral("7.2.5 Expedition chart"));
    const Table &chart = table("expeditionChart");
    QCOMPARE(rules.size(), qsizetype(chart.rows.size()) + 1); // + the header row
    static const QRegularExpression range(QStringLiteral("^(\\d+)(?:–(\\d+))?(\\+)?$"));
    for (qsizetype i = 1; i < rules.size(); ++i) {
        const Row &row = chart.rows[std::size_t(i - 1)];
        const auto m = range.match(rules[i][0]);
        QVERIFY2(m.hasMatch(), qPrintable(rules[i][0]));
        QCOMPARE(row.from, m.captured(1).toInt());
        QCOMPARE(row.to, m.captured(2).isEmpty() ? row.from : m.captured(2).toInt());
        QCOMPARE(rowLabel(chart, int(i - 1)), rules[i][0]);
        QVERIFY2(row.entries.front().result.startsWith(rules[i][1] + QLatin1Char(':')),
                 qPrintable(row.entries.front().result));
    }
}

// §7.2.5: the printed 2d10 chances of each row, before advantages.
void TestWarmasterContent::expeditionProbabilities()
{
    const Table &chart = table("expeditionChart");
    const QList<int> percent{3, 7, 11, 7, 8, 28, 8, 7, 6, 5, 4, 3, 2, 1};
    QCOMPARE(qsizetype(chart.rows.size()), percent.size());
    for (std::size_t i = 0; i < chart.rows.size(); ++i) {
        int ways = 0;
        for (int a = 1; a <= 10; ++a) {
            for (int b = 1; b <= 10; ++b)
                ways += rowIndexFor(chart, a + b) == int(i) ? 1 : 0;
        }
        QCOMPARE(ways, percent[qsizetype(i)]);
    }
}

// §7.2.3, I-1: with the 1d20 setting, a natural 1 reads as the 2–3 row.
void TestWarmasterContent::expeditionD20NaturalOne()
{
    RollRequest request;
    request.diceOverride = herald::dice::Expression{1, 20, 0};
    QCOMPARE(effect(rollTyped("expeditionChart", {1}, request).entry, "event"),
             QStringLiteral("mutiny"));
    QCOMPARE(effect(rollTyped("expeditionChart", {20}, request).entry, "event"),
             QStringLiteral("destinationReached"));
}

// §7.2.5, I-4: each ship rallies on 6+; also with the 2d6 setting.
void TestWarmasterContent::mutinyRally_data()
{
    QTest::addColumn<std::vector<int>>("faces");
    QTest::addColumn<bool>("twoDice");
    QTest::addColumn<QString>("rallied");
    for (int face = 1; face <= 6; ++face)
        QTest::addRow("d6 = %d", face)
            << std::vector<int>{face} << false << (face == 6 ? "true" : "false");
    QTest::newRow("2d6 = 5: fails") << std::vector<int>{1, 4} << true << "false";
    QTest::newRow("2d6 = 6: rallies") << std::vector<int>{3, 3} << true << "true";
    QTest::newRow("2d6 = 12: rallies") << std::vector<int>{6, 6} << true << "true";
}

void TestWarmasterContent::mutinyRally()
{
    QFETCH(std::vector<int>, faces);
    QFETCH(bool, twoDice);
    QFETCH(QString, rallied);
    RollRequest request;
    if (twoDice)
        request.diceOverride = herald::dice::Expression{2, 6, 0};
    QCOMPARE(effect(rollTyped("mutinyRally", faces, request).entry, "rallied"), rallied);
}

// §5.3, D-38: each pair of secret location choices, both ways round.
void TestWarmasterContent::engagementChart_data()
{
    QTest::addColumn<QString>("playerB");
    QTest::addColumn<QString>("playerA");
    QTest::addColumn<QString>("engagement");
    const char *locations[] = {"poi", "countryside", "populationCentre"};
    const char *expected[3][3] = {{"poiBattle", "battle", "siege"},
                                  {"battle", "battle", "siege"},
                                  {"siege", "siege", "assault"}};
    for (int b = 0; b < 3; ++b) {
        for (int a = 0; a < 3; ++a)
            QTest::addRow("B %s, A %s: %s", locations[b], locations[a], expected[b][a])
                << QString::fromLatin1(locations[b]) << QString::fromLatin1(locations[a])
                << QString::fromLatin1(expected[b][a]);
    }
}

void TestWarmasterContent::engagementChart()
{
    QFETCH(QString, playerB);
    QFETCH(QString, playerA);
    QFETCH(QString, engagement);
    const auto one = lookup(table("engagementChart"), playerB, ColumnChoice{playerA, {}, 0});
    const auto other = lookup(table("engagementChart"), playerA, ColumnChoice{playerB, {}, 0});
    QVERIFY(one && other);
    QCOMPARE(effect(one.value().entry, "engagement"), engagement);
    QCOMPARE(effect(other.value().entry, "engagement"), engagement);
}

void TestWarmasterContent::engagementChartMatchesRulesFile()
{
    const QList<QStringList> rules = rulesTable(QStringLiteral("5.3 Engagement chart"));
    const Table &chart = table("engagementChart");
    const QHash<QString, QString> word{{QStringLiteral("*battle*"), QStringLiteral("poiBattle")},
                                       {QStringLiteral("battle"), QStringLiteral("battle")},
                                       {QStringLiteral("siege"), QStringLiteral("siege")},
                                       {QStringLiteral("assault"), QStringLiteral("assault")}};
    for (std::size_t r = 0; r < 3; ++r) {
        for (std::size_t c = 0; c < 3; ++c) {
            QString cell = rules[qsizetype(r + 1)][qsizetype(c + 1)];
            cell = cell.section(QLatin1Char(' '), 0, 0);
            QCOMPARE(effect(chart.rows[r].entries[c], "engagement"), word.value(cell));
        }
    }
}

// §2.14, T-11–T-13, I-34: the survival roll by stands lost; destroyed counts as 3.
void TestWarmasterContent::survivalRoll_data()
{
    QTest::addColumn<int>("standsLost");
    QTest::addColumn<int>("face");
    QTest::addColumn<bool>("survives");
    for (int lost = 1; lost <= 3; ++lost) {
        for (int face = 1; face <= 6; ++face) {
            const bool survives = lost == 1 || (lost == 2 && face >= 4) || (lost == 3 && face >= 5);
            QTest::addRow("%d stands lost, d6 = %d: %s", lost, face,
                          survives ? "full strength" : "struck off")
                << lost << face << survives;
        }
    }
    QTest::newRow("destroyed (read as 3 or more), d6 = 4: struck off") << 5 << 4 << false;
    QTest::newRow("destroyed (read as 3 or more), d6 = 5: full strength") << 5 << 5 << true;
}

void TestWarmasterContent::survivalRoll()
{
    QFETCH(int, standsLost);
    QFETCH(int, face);
    QFETCH(bool, survives);
    RollRequest request;
    request.column.value = standsLost;
    const RollExplanation x = rollTyped("survivalRoll", {face}, request);
    QCOMPARE(effect(x.entry, "survives"),
             survives ? QStringLiteral("true") : QStringLiteral("false"));
    QCOMPARE(effect(x.entry, "automatic") == QLatin1String("true"), standsLost == 1);
}

// §2.15, T-28, I-77: what each purchase costs; chariot and special are defaults.
void TestWarmasterContent::experiencePurchases_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("xp");
    QTest::addColumn<QString>("restore");
    QTest::addColumn<bool>("houseDefault");
    QTest::newRow("infantry: 3 XP") << "infantry"
                                    << "3"
                                    << "infantry" << false;
    QTest::newRow("cavalry: 4 XP") << "cavalry"
                                   << "4"
                                   << "cavalry" << false;
    QTest::newRow("machine: 5 XP") << "machine"
                                   << "5"
                                   << "artillery" << false;
    QTest::newRow("monster: 6 XP") << "monster"
                                   << "6"
                                   << "monsters" << false;
    QTest::newRow("battle honour: 10 XP") << "battleHonour"
                                          << "10"
                                          << "" << false;
    QTest::newRow("random scenario: 12 XP") << "randomScenario"
                                            << "12"
                                            << "" << false;
    QTest::newRow("the blank row: left to the referee") << "refereeRow"
                                                        << ""
                                                        << "" << true;
    QTest::newRow("magic item: 30 XP") << "magicItem"
                                       << "30"
                                       << "" << false;
    QTest::newRow("chariot: 5 XP (default)") << "chariot"
                                             << "5"
                                             << "chariots" << true;
    QTest::newRow("special: 6 XP (default)") << "special"
                                             << "6"
                                             << "specials" << true;
}

void TestWarmasterContent::experiencePurchases()
{
    QFETCH(QString, key);
    QFETCH(QString, xp);
    QFETCH(QString, restore);
    QFETCH(bool, houseDefault);
    const auto found = lookup(table("experiencePurchases"), key);
    QVERIFY(found);
    QCOMPARE(effect(found.value().entry, "xp"), xp);
    QCOMPARE(effect(found.value().entry, "restore"), restore);
    const Row &row = table("experiencePurchases").rows[std::size_t(found.value().rowIndex)];
    QCOMPARE(row.provenance.has_value(), houseDefault);
    if (houseDefault)
        QCOMPARE(row.provenance->origin, Origin::HouseDefault);
    QCOMPARE(table("experiencePurchases").rows.size(), std::size_t(10));
}

// §2.12, T-14, I-48: cards kept of the 6 drawn, per terrain.
void TestWarmasterContent::terrainCardsKept_data()
{
    QTest::addColumn<QString>("terrain");
    QTest::addColumn<int>("kept");
    QTest::addColumn<bool>("houseDefault");
    QTest::newRow("plains: 1") << "plains" << 1 << false;
    QTest::newRow("plains with forest or mountains: 3")
        << "plainsWithForestOrMountains" << 3 << false;
    QTest::newRow("hills: 3") << "hills" << 3 << false;
    QTest::newRow("coast: 3") << "coast" << 3 << false;
    QTest::newRow("mountains: 6") << "mountains" << 6 << false;
    QTest::newRow("swamp: 6") << "swamp" << 6 << false;
    QTest::newRow("great forest: 6") << "greatForest" << 6 << false;
    QTest::newRow("desert: 1 (I-48)") << "desert" << 1 << true;
    QTest::newRow("forest: 3 (I-48)") << "forest" << 3 << true;
}

void TestWarmasterContent::terrainCardsKept()
{
    QFETCH(QString, terrain);
    QFETCH(int, kept);
    QFETCH(bool, houseDefault);
    const auto found = lookup(table("terrainCardsKept"), terrain);
    QVERIFY(found);
    QCOMPARE(effect(found.value().entry, "keep").toInt(), kept);
    QCOMPARE(effect(found.value().entry, "draw").toInt(), 6);
    const Row &row = table("terrainCardsKept").rows[std::size_t(found.value().rowIndex)];
    QCOMPARE(row.provenance.has_value() && row.provenance->origin == Origin::HouseDefault,
             houseDefault);
}

// §2.13, T-04–T-06, D-14–D-17, I-32: the thresholds reproduce the source's examples.
void TestWarmasterContent::victoryLevel_data()
{
    QTest::addColumn<int>("winner");
    QTest::addColumn<int>("loser");
    QTest::addColumn<QString>("level");
    const auto row = [](int w, int l, const char *level) {
        QTest::addRow("%d against %d: %s", w, l, level) << w << l << QString::fromLatin1(level);
    };
    row(101, 100, "minor");
    row(150, 100, "minor");
    row(199, 100, "minor");
    row(200, 100, "major");
    row(250, 100, "major");
    row(299, 100, "major");
    row(300, 100, "rout");
    row(450, 100, "rout");
    row(350, 100, "rout");
    row(300, 150, "major");
    row(120, 120, "draw");
    row(250, 0, "rout");
}

void TestWarmasterContent::victoryLevel()
{
    QFETCH(int, winner);
    QFETCH(int, loser);
    QFETCH(QString, level);
    QCOMPARE(levelFromThresholds(winner, loser), level);
}

// §10 #7–#9 (I-24–I-26): the default referee charts.
void TestWarmasterContent::houseDefaultCharts_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QStringList>("byFace");
    const QStringList character{"killed", "killed", "captured", "captured", "escaped", "escaped"};
    const QStringList captive{"false", "false", "false", "false", "false", "true"};
    const QStringList items{"lost", "lost", "captured", "captured", "escaped", "escaped"};
    QTest::newRow("character result: 1–2 killed, 3–4 captured, 5–6 escaped") << "characterResult"
                                                                             << "fate" << character;
    QTest::newRow("captive escape: 6 escapes") << "captiveEscape"
                                               << "escaped" << captive;
    QTest::newRow("item escape: 1–2 lost, 3–4 captured, 5–6 escape") << "itemEscape"
                                                                     << "fate" << items;
}

void TestWarmasterContent::houseDefaultCharts()
{
    QFETCH(QString, id);
    QFETCH(QString, key);
    QFETCH(QStringList, byFace);
    for (int face = 1; face <= 6; ++face) {
        const RollExplanation x = rollTyped(id.toLatin1().constData(), {face});
        QCOMPARE(fieldValue(x.entry.effects, key), byFace[face - 1]);
    }
}

// §2.15: the 10-XP purchase is one roll on the battle honours chart.
void TestWarmasterContent::battleHonourPurchaseRollsAgain()
{
    const Entry purchase =
        lookup(table("experiencePurchases"), QStringLiteral("battleHonour")).value().entry;
    QCOMPARE(purchase.rollAgain.size(), std::size_t(1));
    const Table *honours = shipped().resolver()(purchase.rollAgain.front().table);
    QVERIFY(honours);
    auto dice = typed({4});
    const RollResult r = roll(*honours, {}, dice);
    QVERIFY(r);
    QCOMPARE(effect(r.value().entry, "honour"), QStringLiteral("steadyVeterans"));
}

// §10 #3 with the §6.9 effects, as tags the rules code looks for.
void TestWarmasterContent::poiDeck_data()
{
    QTest::addColumn<QString>("cardId");
    QTest::addColumn<QString>("title");
    QTest::addColumn<QStringList>("tags");
    const QStringList treasure{QStringLiteral("treasure-on-control")};
    QTest::newRow("Ring of Stones") << "ringOfStones"
                                    << "Ring of Stones" << treasure;
    QTest::newRow("Magic Rock") << "magicRock"
                                << "Magic Rock" << treasure;
    QTest::newRow("Skull Pile") << "skullPile"
                                << "Skull Pile" << treasure;
    QTest::newRow("Golden Tree") << "goldenTree"
                                 << "Golden Tree" << treasure;
    QTest::newRow("The Statue of NHH") << "statueNhh"
                                       << "The Statue of \"NHH\"" << treasure;
    QTest::newRow("Wizards Tower")
        << "wizardsTower"
        << "Wizards Tower"
        << QStringList{QStringLiteral("no-magic-radius"), QStringLiteral("free-wizard")};
    QTest::newRow("Magic portal") << "magicPortal"
                                  << "Magic portal" << QStringList{QStringLiteral("portal")};
    for (const char *landmark : {"castle", "borderFort", "wizardKeep", "dragonLair", "volcano"})
        QTest::newRow(landmark) << QString::fromLatin1(landmark) << QString() << QStringList();
}

void TestWarmasterContent::poiDeck()
{
    QFETCH(QString, cardId);
    QFETCH(QString, title);
    QFETCH(QStringList, tags);
    const Deck *poi = shipped().deck(QStringLiteral("poi"));
    const Card *card = poi->card(cardId);
    QVERIFY(card);
    if (!title.isEmpty())
        QCOMPARE(card->title, title);
    QCOMPARE(card->tags, tags);
    QVERIFY(!card->text.isEmpty());
    if (cardId == QLatin1String("wizardsTower"))
        QCOMPARE(fieldValue(card->fields, QStringLiteral("noMagicRadiusInches")),
                 QStringLiteral("12"));
    QCOMPARE(poi->cards.size(), std::size_t(12));
}

// §10 #4–#6 and §2.12: the other decks have the sizes and tags the defaults propose.
void TestWarmasterContent::otherDecks_data()
{
    QTest::addColumn<QString>("deckId");
    QTest::addColumn<int>("cards");
    QTest::addColumn<QString>("everyCardTag");
    QTest::newRow("treasure: 12 cards") << "treasure" << 12 << QString();
    QTest::newRow("terrain: 6 each of 6 pieces") << "terrain" << 36 << QString();
    QTest::newRow("random events: text only") << "randomEvents" << 12 << "text-only";
    QTest::newRow("sample magic items") << "magicItemsSample" << 6 << "magic-item";
}

void TestWarmasterContent::otherDecks()
{
    QFETCH(QString, deckId);
    QFETCH(int, cards);
    QFETCH(QString, everyCardTag);
    const Deck *deck = shipped().deck(deckId);
    QVERIFY(deck);
    QCOMPARE(int(deck->cards.size()), cards);
    QCOMPARE(deck->drawPile.size(), cards);
    for (const Card &c : deck->cards) {
        QVERIFY2(!c.text.isEmpty(), qPrintable(c.id));
        if (!everyCardTag.isEmpty())
            QVERIFY2(c.tags.contains(everyCardTag), qPrintable(c.id));
    }
    if (deckId == QLatin1String("terrain")) {
        QMap<QString, int> perPiece;
        for (const Card &c : deck->cards)
            ++perPiece[fieldValue(c.fields, QStringLiteral("piece"))];
        QCOMPARE(perPiece.size(), 6);
        for (int n : perPiece)
            QCOMPARE(n, 6);
    }
}

QTEST_GUILESS_MAIN(TestWarmasterContent)
#include "tst_warmastercontent.moc"
