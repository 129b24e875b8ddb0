// Army lists (§1.2, §10 #1, #13): the bundled samples, validation errors naming the unit and
// field (fixtures), the created race surcharge (§2.4, I-30) and builder.
#include "core/warmaster/armylist.h"
#include "core/warmaster/createdrace.h"

#include "testfiles.h"
#include <QDir>

#include <QtTest>

using namespace herald::warmaster;

namespace {

const QString &samples = testfiles::armyLists;
const QString &fixtures = testfiles::fixtures;

std::vector<ArmyList> sampleLists()
{
    std::vector<ArmyList> lists;
    for (const QString &name : QDir(samples).entryList({QStringLiteral("*.json")}))
        lists.push_back(*parseArmyList(testfiles::read(samples + name)).list);
    return lists;
}

} // namespace

class TestArmyList : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void samplesParse_data();
    void samplesParse();
    void roundTrip();
    void badFiles_data();
    void badFiles();
    void surcharge_data();
    void surcharge();
    void createdRace();
    void createdRaceRefusals();
};

void TestArmyList::samplesParse_data()
{
    QTest::addColumn<QString>("file");
    const QStringList files = QDir(samples).entryList({QStringLiteral("*.json")});
    QVERIFY(files.size() >= 3);
    for (const QString &f : files)
        QTest::newRow(qPrintable(f)) << f;
}

void TestArmyList::samplesParse()
{
    QFETCH(QString, file);
    const ArmyListParse parse = parseArmyList(testfiles::read(samples + file));
    QVERIFY2(parse.ok(), qPrintable(parse.errorString()));
    const ArmyList &list = *parse.list;
    QVERIFY(list.sample); // Herald's invented data is labelled as such
    QVERIFY(list.note.contains(QStringLiteral("import")));
    QCOMPARE(list.id + QStringLiteral(".json"), file);
    QVERIFY(list.hasCharacterType(CharacterType::General));
    QVERIFY(!list.habitats.isEmpty());
    QVERIFY(list.cheapestUnit().has_value());
}

void TestArmyList::roundTrip()
{
    const std::vector<ArmyList> lists = sampleLists();
    QCOMPARE(lists.size(), std::size_t(4)); // the four shipped sample lists
    for (const ArmyList &list : lists) {
        const ArmyListParse again = parseArmyList(armyListToJson(list));
        QVERIFY2(again.ok(), qPrintable(again.errorString()));
        QCOMPARE(*again.list, list);
    }
}

void TestArmyList::badFiles_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("error");

    QTest::newRow("points not a positive whole number")
        << "armylist-bad-points.json"
        << "units[3] 'Trolls'.points: must be a positive whole number";
    QTest::newRow("unknown category") << "armylist-bad-category.json"
                                      << "units[0] 'Spears'.category: 'pikes' is not one of "
                                         "infantry, cavalry, monsters, chariots, artillery or "
                                         "specials";
    QTest::newRow("missing profile field") << "armylist-missing-hits.json"
                                           << "units[1] 'Bowmen'.profile.hits: is missing";
    QTest::newRow("min above max") << "armylist-min-over-max.json"
                                   << "units[0] 'Guards'.min: is more than max (1)";
    QTest::newRow("no general") << "armylist-no-general.json"
                                << "characters: a list needs a general";
    QTest::newRow("unknown habitat") << "armylist-bad-habitat.json"
                                     << "habitats[0]: 'volcano' is not a land terrain key or "
                                        "majorRiver";
    QTest::newRow("broken JSON") << "armylist-broken.json"
                                 << "not valid JSON at character";
}

void TestArmyList::badFiles()
{
    QFETCH(QString, file);
    QFETCH(QString, error);
    const ArmyListParse parse = parseArmyList(testfiles::read(fixtures + file));
    QVERIFY(!parse.ok());
    QVERIFY2(parse.errorString().contains(error), qPrintable(parse.errorString()));
}

// §2.4, I-30, §12.3 D-03; setting createdRaceRounding
void TestArmyList::surcharge_data()
{
    QTest::addColumn<int>("base");
    QTest::addColumn<bool>("limited");
    QTest::addColumn<int>("rounding");
    QTest::addColumn<QString>("cost");

    const int halfUp = int(CreatedRaceRounding::RoundHalfUp);
    const int none = int(CreatedRaceRounding::None);
    const int up = int(CreatedRaceRounding::RoundUp);
    QTest::newRow("§12.3 D-03 110 limited → 121") << 110 << true << halfUp << "121";
    QTest::newRow("§12.3 D-03 125 limited → 137.5 → 138") << 125 << true << halfUp << "138";
    QTest::newRow("§12.3 D-03 60 without limit stays 60") << 60 << false << halfUp << "60";
    QTest::newRow("§2.4 none: 125 → 137.5 kept") << 125 << true << none << "137.5";
    QTest::newRow("§2.4 none: 110 → 121") << 110 << true << none << "121";
    QTest::newRow("§2.4 roundUp: 111 → 122.1 → 123") << 111 << true << up << "123";
    QTest::newRow("§2.4 roundUp: 110 → 121") << 110 << true << up << "121";
    QTest::newRow("§2.4 half up: 114 → 125.4 → 125") << 114 << true << halfUp << "125";
    QTest::newRow("§2.4 half up: 115 → 126.5 → 127") << 115 << true << halfUp << "127";
}

void TestArmyList::surcharge()
{
    QFETCH(int, base);
    QFETCH(bool, limited);
    QFETCH(int, rounding);
    QFETCH(QString, cost);
    const Surcharge s =
        createdRaceCost(Cost::points(base), limited, static_cast<CreatedRaceRounding>(rounding));
    QCOMPARE(s.cost.toString(), cost);
    QVERIFY(s.explain().startsWith(QString::number(base)));
}

// §1.2 any 12 unit types from any lists; every entry priced with the surcharge
void TestArmyList::createdRace()
{
    const std::vector<ArmyList> lists = sampleLists();
    std::vector<CreatedRacePick> units;
    for (const ArmyList &list : lists) {
        for (const UnitType &u : list.units) {
            if (units.size() < std::size_t(createdRaceUnitTypes))
                units.push_back({list.id, u.name});
        }
    }
    const std::vector<CreatedRacePick> characters{
        {QStringLiteral("sample-iron-hill-clans"), QStringLiteral("Thane")},
        {QStringLiteral("sample-marsh-goblins"), QStringLiteral("Shaman")}};
    const std::vector<CreatedRacePick> upgrades{
        {QStringLiteral("sample-river-kingdom"), QStringLiteral("Heron Mount")}};
    const CreatedRace race =
        buildCreatedRace(QStringLiteral("created-1"), QStringLiteral("Mongrels"), units, characters,
                         upgrades, lists, CreatedRaceRounding::RoundHalfUp);
    QVERIFY2(race.issues.empty(), race.issues.empty() ? "" : qPrintable(describe(race.issues[0])));
    const ArmyList &list = *race.list;
    QVERIFY(list.created);
    QCOMPARE(list.units.size(), std::size_t(12));
    QCOMPARE(race.pricing.size(), 15);
    for (const UnitType &u : list.units) {
        const UnitType *source = nullptr;
        for (const ArmyList &l : lists) {
            if (l.id == u.fromList)
                source = l.unit(u.name);
        }
        QVERIFY(source);
        QCOMPARE(u.points, createdRaceCost(source->points, source->maximumPer1000.has_value(),
                                           CreatedRaceRounding::RoundHalfUp)
                               .cost);
    }
    // Thane 150 with a limit of 1 → 165; Heron Mount 70 limited → 77
    QCOMPARE(list.character(QStringLiteral("Thane"))->points, Cost::points(165));
    QCOMPARE(list.upgrades.front().points, Cost::points(77));
    // A created race survives the file format, fractions included.
    const ArmyListParse again = parseArmyList(armyListToJson(list));
    QVERIFY2(again.ok(), qPrintable(again.errorString()));
    QCOMPARE(*again.list, list);
}

void TestArmyList::createdRaceRefusals()
{
    const std::vector<ArmyList> lists = sampleLists();
    const std::vector<CreatedRacePick> units{
        {QStringLiteral("sample-marsh-goblins"), QStringLiteral("Bog Spears")},
        {QStringLiteral("sample-marsh-goblins"), QStringLiteral("Bog Spears")},
        {QStringLiteral("nowhere"), QStringLiteral("Ghosts")},
        {QStringLiteral("sample-marsh-goblins"), QStringLiteral("Sky Ships")}};
    const CreatedRace race = buildCreatedRace(QStringLiteral("x"), QStringLiteral("X"), units, {},
                                              {}, lists, CreatedRaceRounding::RoundHalfUp);
    QVERIFY(!race.list);
    QStringList messages;
    for (const CreatedRaceIssue &issue : race.issues)
        messages << describe(issue);
    QCOMPARE(
        messages,
        (QStringList{
            QStringLiteral("§1.2 A created race takes exactly 12 unit types; 4 were chosen."),
            QStringLiteral("§2.4 sample-marsh-goblins / Bog Spears: the created race already "
                           "has an entry of that name."),
            QStringLiteral("§2.4 nowhere / Ghosts: no army list with that id."),
            QStringLiteral("§2.4 sample-marsh-goblins / Sky Ships: the list has no such entry."),
            QStringLiteral("§1.4 A created race needs a general among its characters.")}));
}

QTEST_APPLESS_MAIN(TestArmyList)
#include "tst_armylist.moc"
