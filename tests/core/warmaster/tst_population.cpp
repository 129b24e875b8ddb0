// §2.1 population total, §2.2 army points, §2.3 character points and costs, §2.6 mobs,
// §7.5 chaos land table (I-62), and the tally over a map.
#include "core/warmaster/characters.h"
#include "core/warmaster/mobs.h"
#include "core/warmaster/population.h"

#include <QtTest>

using namespace herald::warmaster;

namespace {

/// A map with one nation owning the given centres, in a row of hexes.
StrategicMap mapWith(int cities, int towns, int villages, int chaosVillages = 0)
{
    StrategicMap map;
    map.nations.emplace_back();
    map.nations.back().id = QStringLiteral("n");
    map.nations.emplace_back();
    map.nations.back().id = QStringLiteral("m");
    int column = 0;
    auto add = [&](PopulationCentre centre, bool chaos, int owner) {
        Area area;
        area.hex = herald::map::Hex::fromOffset({column++, 0});
        area.centre = centre;
        area.chaos = chaos;
        area.owner = owner;
        map.areas.push_back(area);
    };
    for (int i = 0; i < cities; ++i)
        add(PopulationCentre::City, false, 0);
    for (int i = 0; i < towns; ++i)
        add(PopulationCentre::Town, false, 0);
    for (int i = 0; i < villages; ++i)
        add(PopulationCentre::Village, false, 0);
    for (int i = 0; i < chaosVillages; ++i)
        add(PopulationCentre::Village, true, 0);
    add(PopulationCentre::City, false, 1);       // another nation's city
    add(PopulationCentre::Town, false, noIndex); // an uncontrolled town
    map.reindex();
    return map;
}

} // namespace

class TestPopulation : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void populationTotal_data();
    void populationTotal();
    void armyPoints_data();
    void armyPoints();
    void characterPoints();
    void characterCosts_data();
    void characterCosts();
    void chaosLandTable_data();
    void chaosLandTable();
    void chaosInTally();
    void tallyIgnoresBadAdjustments();
    void mobs_data();
    void mobs();
};

// §2.1, §12.3 D-02, D-08, D-09, D-26
void TestPopulation::populationTotal_data()
{
    QTest::addColumn<int>("cities");
    QTest::addColumn<int>("towns");
    QTest::addColumn<int>("villages");
    QTest::addColumn<int>("pt");
    QTest::addColumn<QString>("explanation");

    QTest::newRow("§2.1 example: 1 city, 2 towns, 8 villages → 15")
        << 1 << 2 << 8 << 15 << "PT 15 = 3 × 1 city + 2 × 2 towns + 1 × 8 villages + 0 other";
    QTest::newRow("§12.3 D-08 after Last Stand: 1 town, 2 villages → 4")
        << 0 << 1 << 2 << 4 << "PT 4 = 3 × 0 cities + 2 × 1 town + 1 × 2 villages + 0 other";
    QTest::newRow("§12.3 D-09 after Last Stand: 1 town, 4 villages → 6")
        << 0 << 1 << 4 << 6 << "PT 6 = 3 × 0 cities + 2 × 1 town + 1 × 4 villages + 0 other";
    QTest::newRow("§12.3 D-26 rebel nation with its old town → 2")
        << 0 << 1 << 0 << 2 << "PT 2 = 3 × 0 cities + 2 × 1 town + 1 × 0 villages + 0 other";
    QTest::newRow("no areas → 0") << 0 << 0 << 0 << 0
                                  << "PT 0 = 3 × 0 cities + 2 × 0 towns + 1 × 0 villages + 0 other";
}

void TestPopulation::populationTotal()
{
    QFETCH(int, cities);
    QFETCH(int, towns);
    QFETCH(int, villages);
    QFETCH(int, pt);
    QFETCH(QString, explanation);
    const StrategicMap map = mapWith(cities, towns, villages);
    const Tally tally = tallyNations(map);
    QCOMPARE(tally.nations.size(), std::size_t(2));
    const PopulationTotal &total = tally.nations[0].population;
    QCOMPARE(total.total(), pt);
    QCOMPARE(total.cities(), cities);
    QCOMPARE(total.towns(), towns);
    QCOMPARE(total.villages(), villages);
    QCOMPARE(total.explain(), explanation);
    // The other nation's city counts for it alone; the uncontrolled town for nobody.
    QCOMPARE(tally.nations[1].population.total(), 3);
    // The areas behind each term are the nation's own.
    for (const int a : total.townAreas)
        QCOMPARE(map.areas[static_cast<std::size_t>(a)].owner, 0);
}

// §2.2 table, every column; §12.3 D-01, D-25, D-26
void TestPopulation::armyPoints_data()
{
    QTest::addColumn<int>("pt");
    QTest::addColumn<int>("ap");

    const int table[][2] = {{0, 500},   {1, 700},   {2, 900},   {3, 1100},  {5, 1500}, {7, 1900},
                            {10, 2500}, {12, 2900}, {13, 3100}, {15, 3500}, {20, 4500}};
    for (const auto &row : table)
        QTest::addRow("§2.2 PT %d → AP %d", row[0], row[1]) << row[0] << row[1];
    QTest::newRow("§12.3 D-08 PT 4 → AP 1300") << 4 << 1300;
    QTest::newRow("§12.3 D-09 PT 6 → AP 1700") << 6 << 1700;
}

void TestPopulation::armyPoints()
{
    QFETCH(int, pt);
    QFETCH(int, ap);
    const ArmyPoints points{pt};
    QCOMPARE(points.points(), ap);
    QCOMPARE(points.points() % 200, 100); // always an odd multiple of 100 (I-13)
    QCOMPARE(points.explain(), QStringLiteral("AP = (2 × %1 + 5) × 100 = %2").arg(pt).arg(ap));
}

// §2.3 CP = PT + 2 + bonuses; §12.3 D-02 (PT 15 → CP 17), D-08 (CP 6), D-26 (CP 4)
void TestPopulation::characterPoints()
{
    QCOMPARE((CharacterPoints{15, {}}.total()), 17);
    QCOMPARE((CharacterPoints{4, {}}.total()), 6);
    QCOMPARE((CharacterPoints{2, {}}.total()), 4);

    const StrategicMap map = mapWith(1, 2, 8);
    TallyAdjustments adjustments;
    adjustments.characterPoints.push_back({0, noIndex, 1, QStringLiteral("Magic Rock POI")});
    const Tally tally = tallyNations(map, adjustments);
    const NationTally &nation = tally.nations[0];
    QCOMPARE(nation.population.total(), 15);
    QCOMPARE(nation.armyPoints.points(), 3500);
    QCOMPARE(nation.characterPoints.total(), 18);
    QCOMPARE(nation.characterPoints.explain(),
             QStringLiteral("CP = 15 + 2 + 1 (Magic Rock POI) = 18"));
    QCOMPARE(nation.mobs(), 15); // D-02: mob limit 15
    QCOMPARE(nation.explain().size(), 4);
}

// §2.3 character costs, setting minorCharacters (I-28), levels (I-19)
void TestPopulation::characterCosts_data()
{
    QTest::addColumn<int>("type");
    QTest::addColumn<bool>("minorOn");
    QTest::addColumn<int>("cost"); // -1 = cannot be bought
    QTest::addColumn<int>("level");

    QTest::newRow("§2.3 general 3") << int(CharacterType::General) << true << 3 << 3;
    QTest::newRow("§2.3 wizard 2") << int(CharacterType::Wizard) << true << 2 << 2;
    QTest::newRow("§2.3 hero 2") << int(CharacterType::Hero) << true << 2 << 2;
    QTest::newRow("§2.3 admiral 2") << int(CharacterType::Admiral) << true << 2 << 2;
    QTest::newRow("§2.3 minor 1, setting on") << int(CharacterType::Minor) << true << 1 << 1;
    QTest::newRow("§2.3 minor, setting off: not sold")
        << int(CharacterType::Minor) << false << -1 << 1;
    QTest::newRow("§6.6 royal nephew is never bought")
        << int(CharacterType::RoyalNephew) << true << -1 << 0;
}

void TestPopulation::characterCosts()
{
    QFETCH(int, type);
    QFETCH(bool, minorOn);
    QFETCH(int, cost);
    QFETCH(int, level);
    CampaignSettings settings;
    settings.minorCharacters = minorOn;
    QCOMPARE(characterCost(static_cast<CharacterType>(type), settings).value_or(-1), cost);
    QCOMPARE(characterLevel(static_cast<CharacterType>(type)), level);
}

// §7.5 every row; §12.1 T-26
void TestPopulation::chaosLandTable_data()
{
    QTest::addColumn<int>("face");
    QTest::addColumn<int>("population");
    QTest::addColumn<int>("cp");
    QTest::addColumn<int>("category"); // -1 none
    QTest::addColumn<int>("units");

    QTest::newRow("§7.5 d10 = 1: nothing") << 1 << 0 << 0 << -1 << 0;
    QTest::newRow("§7.5 d10 = 2: 1 village, -1 CP") << 2 << 1 << -1 << -1 << 0;
    QTest::newRow("§7.5 d10 = 3: 2 CP") << 3 << 0 << 2 << -1 << 0;
    QTest::newRow("§7.5 d10 = 4: 2 infantry, +1 CP")
        << 4 << 0 << 1 << int(UnitCategory::Infantry) << 2;
    QTest::newRow("§7.5 d10 = 5: 1 cavalry, +1 CP")
        << 5 << 0 << 1 << int(UnitCategory::Cavalry) << 1;
    QTest::newRow("§7.5 d10 = 6: 2 monsters, +1 CP")
        << 6 << 0 << 1 << int(UnitCategory::Monsters) << 2;
    QTest::newRow("§7.5 d10 = 7: 1 special, +1 CP")
        << 7 << 0 << 1 << int(UnitCategory::Specials) << 1;
    QTest::newRow("§7.5 d10 = 8: 1 machine, 0 CP")
        << 8 << 0 << 0 << int(UnitCategory::Artillery) << 1;
    QTest::newRow("§7.5 d10 = 9: 2 villages") << 9 << 2 << 0 << -1 << 0;
    QTest::newRow("§7.5 d10 = 10: 3 villages") << 10 << 3 << 0 << -1 << 0;
}

void TestPopulation::chaosLandTable()
{
    QFETCH(int, face);
    QFETCH(int, population);
    QFETCH(int, cp);
    QFETCH(int, category);
    QFETCH(int, units);
    const auto result = chaosLandResult(face);
    QVERIFY(result);
    QCOMPARE(result->population, population);
    QCOMPARE(result->characterPoints, cp);
    QCOMPARE(result->units ? int(*result->units) : -1, category);
    QCOMPARE(result->unitCount, units);
    QVERIFY(result->explain().startsWith(QStringLiteral("d10 = %1: ").arg(face)));
}

// I-62: chaos villages add only what the d10 grants, under "other"; T-26 net CP effects
void TestPopulation::chaosInTally()
{
    const StrategicMap map = mapWith(0, 1, 5, 3); // chaos areas are the last three own areas
    QCOMPARE(tallyNations(map).nations[0].population.total(), 7); // chaos adds nothing unrolled
    TallyAdjustments adjustments;
    adjustments.chaosRolls = {{6, 2}, {7, 8}, {8, 10}};
    const Tally tally = tallyNations(map, adjustments);
    QVERIFY2(tally.ignored.isEmpty(), qPrintable(tally.ignored.join('\n')));
    const NationTally &n = tally.nations[0];
    QCOMPARE(n.population.chaosAreas.size(), std::size_t(3));
    QCOMPARE(n.population.villages(), 5);
    QCOMPARE(n.population.otherPoints(), 4); // d10 2 → 1, d10 8 → 0, d10 10 → 3
    QCOMPARE(n.population.total(), 11);
    // d10 = 2: +1 PT (so +1 CP through PT + 2) and −1 CP: net 0 (T-26)
    QCOMPARE(n.characterPoints.total(), 11 + 2 - 1);
    QCOMPARE(n.freeUnits.size(), std::size_t(1));
    QCOMPARE(n.freeUnits[0].category, UnitCategory::Artillery);
    QCOMPARE(n.armyPoints.points(), (2 * 11 + 5) * 100);
}

void TestPopulation::tallyIgnoresBadAdjustments()
{
    const StrategicMap map = mapWith(0, 1, 5, 1);
    TallyAdjustments adjustments;
    adjustments.chaosRolls = {{0, 9}, {6, 11}}; // a town area; a face no d10 shows
    adjustments.population.push_back({7, noIndex, 2, QStringLiteral("grant")});
    const Tally tally = tallyNations(map, adjustments);
    QCOMPARE(tally.ignored.size(), 3);
    QCOMPARE(tally.nations[0].population.total(), 7);
}

// §2.6, I-18, §12.1 T-23
void TestPopulation::mobs_data()
{
    QTest::addColumn<int>("wanted");
    QTest::addColumn<int>("pt");
    QTest::addColumn<int>("used");
    QTest::addColumn<bool>("perYear");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<int>("points");

    QTest::newRow("§12.1 T-23 PT 7: 7 mobs, 350 points") << 7 << 7 << 0 << false << true << 350;
    QTest::newRow("§2.6 PT 7: 8 mobs refused") << 8 << 7 << 0 << false << false << 400;
    QTest::newRow("I-18 per battle: earlier mobs do not count")
        << 7 << 7 << 5 << false << true << 350;
    QTest::newRow("I-18 per year: 5 used, 3 more refused") << 3 << 7 << 5 << true << false << 150;
    QTest::newRow("I-18 per year: 5 used, 2 more allowed") << 2 << 7 << 5 << true << true << 100;
}

void TestPopulation::mobs()
{
    QFETCH(int, wanted);
    QFETCH(int, pt);
    QFETCH(int, used);
    QFETCH(bool, perYear);
    QFETCH(bool, ok);
    QFETCH(int, points);
    CampaignSettings settings;
    settings.mobLimitScope = perYear ? MobLimitScope::PerYear : MobLimitScope::PerBattle;
    const MobCheck check = checkMobs(wanted, pt, used, settings);
    QCOMPARE(check.ok(), ok);
    QCOMPARE(check.points(), points);
    QCOMPARE(mobLimit(pt), pt);
    QCOMPARE(MobProfile::points, 50);
    QCOMPARE(MobProfile::stands, 3);
    QCOMPARE(MobProfile::hits, 2);
    QCOMPARE(MobProfile::armour, 0);
}

QTEST_APPLESS_MAIN(TestPopulation)
#include "tst_population.moc"
