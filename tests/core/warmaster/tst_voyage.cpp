// The expedition chart (§7.2.3, §7.2.5, I-1..I-7, §12.1 T-27, §12.3 D-22..D-24): every total
// read onto its row, and every row's effects on a fleet as a pure function of the fleet, the
// dice, the standing choices, the settings and the pirate pool.
#include "core/warmaster/voyage.h"

#include <QtTest>

using namespace herald::warmaster;

namespace {

struct FleetSpec
{
    int boats = 5;
    int infantry = 4;
    int cavalry = 0;
    int advantages = 0;
    int heroes = 0; ///< 0 or 1 hero besides the general and the admiral
    bool healer = false;
    bool exodus = false;
};

Fleet makeFleet(const FleetSpec &s)
{
    Fleet f;
    f.name = QStringLiteral("Sea Wolves");
    f.boats = s.boats;
    f.advantages = s.advantages;
    f.exodus = s.exodus;
    if (s.cavalry > 0)
        f.units.push_back({"2", "Wolf Riders", UnitCategory::Cavalry, s.cavalry, true});
    if (s.infantry > 0)
        f.units.push_back({"1", "Warriors", UnitCategory::Infantry, s.infantry, true});
    f.characters.push_back({"g", "Grom", CharacterType::General, FleetRole::General, false});
    f.characters.push_back({"a", "Salt", CharacterType::Admiral, FleetRole::Admiral, false});
    if (s.heroes > 0)
        f.characters.push_back({"h", "Ugla", CharacterType::Hero, FleetRole::Other, s.healer});
    return f;
}

} // namespace

class TestVoyage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    /// §7.2.5, I-2, I-3, §12.1 T-27: each total from 2 to 23 falls on exactly one row.
    void chartRows_data()
    {
        QTest::addColumn<int>("total");
        QTest::addColumn<QString>("event");
        const QList<std::pair<QList<int>, QString>> rows{
            {{2, 3}, "mutiny"},     {{4, 5}, "disease"},
            {{6, 7}, "storm"},      {{8}, "lostAtSea"},
            {{9}, "mountHardship"}, {{10, 11, 12}, "sailing"},
            {{13}, "seaMonster"},   {{14}, "pirates"},
            {{15}, "goodWeather"},  {{16}, "excellentWeather"},
            {{17}, "godsSmile"},    {{18}, "aquaticNation"},
            {{19}, "newIsland"},    {{20, 21, 23, 40}, "destinationReached"},
        };
        for (const auto &[totals, event] : rows)
            for (const int total : totals)
                QTest::addRow("T-27 total %d: %s", total, qPrintable(event)) << total << event;
    }
    void chartRows()
    {
        QFETCH(int, total);
        QFETCH(QString, event);
        QCOMPARE(keyOf(voyageChartRow(total)), event);
    }

    /// §7.2.5: the rows' chances with 2d10 before advantages, counted over all 100 throws.
    void twoD10Chances_data()
    {
        QTest::addColumn<QString>("event");
        QTest::addColumn<int>("percent");
        const QList<std::pair<QString, int>> rows{
            {"mutiny", 3},        {"disease", 7},           {"storm", 11},     {"lostAtSea", 7},
            {"mountHardship", 8}, {"sailing", 28},          {"seaMonster", 8}, {"pirates", 7},
            {"goodWeather", 6},   {"excellentWeather", 5},  {"godsSmile", 4},  {"aquaticNation", 3},
            {"newIsland", 2},     {"destinationReached", 1}};
        for (const auto &[event, percent] : rows)
            QTest::addRow("§7.2.5 %s: %d%%", qPrintable(event), percent) << event << percent;
    }
    void twoD10Chances()
    {
        QFETCH(QString, event);
        QFETCH(int, percent);
        int count = 0;
        for (int a = 1; a <= 10; ++a)
            for (int b = 1; b <= 10; ++b)
                count += keyOf(voyageChartRow(a + b)) == event ? 1 : 0;
        QCOMPARE(count, percent);
    }

    /// I-1, §7.2.5: with expeditionDice 1d20 every face reads one row, a natural 1 the 2-3 row;
    /// each row's share of the 20 faces.
    void oneD20Faces_data()
    {
        QTest::addColumn<int>("face");
        QTest::addColumn<QString>("event");
        const QList<std::pair<QList<int>, QString>> rows{
            {{1, 2, 3}, "mutiny"},  {{4, 5}, "disease"},
            {{6, 7}, "storm"},      {{8}, "lostAtSea"},
            {{9}, "mountHardship"}, {{10, 11, 12}, "sailing"},
            {{13}, "seaMonster"},   {{14}, "pirates"},
            {{15}, "goodWeather"},  {{16}, "excellentWeather"},
            {{17}, "godsSmile"},    {{18}, "aquaticNation"},
            {{19}, "newIsland"},    {{20}, "destinationReached"},
        };
        for (const auto &[faces, event] : rows)
            for (const int face : faces)
                QTest::addRow("I-1 1d20 face %d: %s", face, qPrintable(event)) << face << event;
    }
    void oneD20Faces()
    {
        QFETCH(int, face);
        QFETCH(QString, event);
        CampaignSettings settings;
        settings.expeditionDice = ExpeditionDice::OneD20;
        const VoyageTotal t = voyageTotal({face}, 0, false, settings);
        QCOMPARE(keyOf(voyageChartRow(t.total)), event);
        QCOMPARE(t.total, face == 1 ? 2 : face);
    }

    /// §7.2.3, I-1, §7.2.7, D-23: the total adds the advantages and an underwater ally's +3;
    /// under 1d20 a natural 1 counts as 2.
    void totals_data()
    {
        QTest::addColumn<QList<int>>("faces");
        QTest::addColumn<bool>("d20");
        QTest::addColumn<int>("advantages");
        QTest::addColumn<bool>("ally");
        QTest::addColumn<int>("total");
        QTest::addColumn<QString>("event");
        QTest::newRow("D-23 2d10 = 15 with 3 advantages: 18, aquatic nation")
            << QList<int>{7, 8} << false << 3 << false << 18 << "aquaticNation";
        QTest::newRow("§7.2.7 2d10 = 9 with an underwater ally: 12, sailing")
            << QList<int>{4, 5} << false << 0 << true << 12 << "sailing";
        QTest::newRow("I-1 1d20 natural 1 counts as 2: mutiny")
            << QList<int>{1} << true << 0 << false << 2 << "mutiny";
        QTest::newRow("I-1 1d20 natural 1 plus 2 advantages: 4, disease")
            << QList<int>{1} << true << 2 << false << 4 << "disease";
        QTest::newRow("I-1 2d10 1+1 stays 2: mutiny")
            << QList<int>{1, 1} << false << 0 << false << 2 << "mutiny";
    }
    void totals()
    {
        QFETCH(QList<int>, faces);
        QFETCH(bool, d20);
        QFETCH(int, advantages);
        QFETCH(bool, ally);
        QFETCH(int, total);
        QFETCH(QString, event);
        CampaignSettings settings;
        settings.expeditionDice = d20 ? ExpeditionDice::OneD20 : ExpeditionDice::TwoD10;
        const VoyageTotal t = voyageTotal({faces.begin(), faces.end()}, advantages, ally, settings);
        QCOMPARE(t.total, total);
        QCOMPARE(keyOf(voyageChartRow(t.total)), event);
    }

    /// §7.2.5 every row's effects, §7.2.6 pirates (I-5, D-22), I-4 mutiny, I-6 advantages,
    /// I-7 mount hardship, D-24 storm without advantages; lost ships empty first (I-5).
    void effects_data()
    {
        QTest::addColumn<int>("boats");
        QTest::addColumn<int>("cavalry");
        QTest::addColumn<int>("advantages");
        QTest::addColumn<int>("heroes");
        QTest::addColumn<bool>("healer");
        QTest::addColumn<bool>("exodus");
        QTest::addColumn<QList<int>>("chart");
        QTest::addColumn<QList<int>>("rallies");
        QTest::addColumn<int>("d6");
        QTest::addColumn<QString>("fighter");
        QTest::addColumn<bool>("stormShip");
        QTest::addColumn<int>("pool");
        // expected
        QTest::addColumn<QString>("event");
        QTest::addColumn<int>("boatsAfter");
        QTest::addColumn<int>("unitsAfter");
        QTest::addColumn<int>("advantagesAfter");
        QTest::addColumn<int>("poolAfter");
        QTest::addColumn<int>("charactersLost");
        QTest::addColumn<bool>("arrives");
        QTest::addColumn<bool>("escort");
        const QList<int> none;
        // Fleet: 4 infantry (+ cavalry) and 5 boats unless said; general and admiral aboard.
        QTest::newRow("2-3 mutiny: 2 of 5 ships fail, the empty one goes first, pool +2")
            << 5 << 0 << 0 << 0 << false << false << QList<int>{1, 2} << QList<int>{6, 1, 6, 2, 6}
            << 0 << "" << false << 1 << "mutiny" << 3 << 3 << 0 << 3 << 0 << false << false;
        QTest::newRow("2-3 mutiny: every ship rallies")
            << 5 << 0 << 0 << 0 << false << false << QList<int>{2, 1} << QList<int>{6, 6, 6, 6, 6}
            << 0 << "" << false << 0 << "mutiny" << 5 << 4 << 0 << 0 << 0 << false << false;
        QTest::newRow("4-5 disease without a healer: 2 boats and 2 units")
            << 5 << 0 << 0 << 0 << false << false << QList<int>{2, 2} << none << 0 << "" << false
            << 0 << "disease" << 3 << 2 << 0 << 0 << 0 << false << false;
        QTest::newRow("4-5 disease with a healer aboard: 1 boat and 1 unit")
            << 5 << 0 << 0 << 1 << true << false << QList<int>{2, 3} << none << 0 << "" << false
            << 0 << "disease" << 4 << 3 << 0 << 0 << 0 << false << false;
        QTest::newRow("6-7 storm: 1 of 2 advantages given up")
            << 5 << 0 << 2 << 0 << false << false << QList<int>{2, 3} << none << 0 << "" << false
            << 0 << "storm" << 5 << 4 << 1 << 0 << 0 << false << false;
        QTest::newRow("D-24 6-7 storm with 0 advantages: 1 boat and 1 unit")
            << 5 << 0 << 0 << 0 << false << false << QList<int>{3, 4} << none << 0 << "" << false
            << 0 << "storm" << 4 << 3 << 0 << 0 << 0 << false << false;
        QTest::newRow("6-7 storm: the player keeps the advantage and gives a boat and a unit")
            << 5 << 0 << 1 << 0 << false << false << QList<int>{2, 3} << none << 0 << "" << true
            << 0 << "storm" << 4 << 3 << 1 << 0 << 0 << false << false;
        QTest::newRow("8 lost at sea: 3 advantages become 1")
            << 5 << 0 << 3 << 0 << false << false << QList<int>{2, 3} << none << 0 << "" << false
            << 0 << "lostAtSea" << 5 << 4 << 1 << 0 << 0 << false << false;
        QTest::newRow("I-6 8 lost at sea: never below 0")
            << 5 << 0 << 0 << 0 << false << false << QList<int>{4, 4} << none << 0 << "" << false
            << 0 << "lostAtSea" << 5 << 4 << 0 << 0 << 0 << false << false;
        QTest::newRow("9 mount hardship: 2 of 3 cavalry struck")
            << 8 << 3 << 0 << 0 << false << false << QList<int>{4, 5} << none << 0 << "" << false
            << 0 << "mountHardship" << 8 << 5 << 0 << 0 << 0 << false << false;
        QTest::newRow("I-7 9 mount hardship: only 1 cavalry aboard")
            << 5 << 1 << 0 << 0 << false << false << QList<int>{4, 5} << none << 0 << "" << false
            << 0 << "mountHardship" << 5 << 4 << 0 << 0 << 0 << false << false;
        QTest::newRow("10-12 sailing: nothing happens")
            << 5 << 0 << 0 << 0 << false << false << QList<int>{5, 6} << none << 0 << "" << false
            << 0 << "sailing" << 5 << 4 << 0 << 0 << 0 << false << false;
        QTest::newRow("13 sea monster, no one fights: 2 ships, the empty one first")
            << 5 << 0 << 0 << 0 << false << false << QList<int>{6, 7} << none << 0 << "" << false
            << 0 << "seaMonster" << 3 << 3 << 0 << 0 << 0 << false << false;
        QTest::newRow("13 sea monster, the hero rolls 2: killed, not replaced")
            << 5 << 0 << 0 << 1 << false << false << QList<int>{6, 7} << none << 2 << "h" << false
            << 0 << "seaMonster" << 5 << 4 << 0 << 0 << 1 << false << false;
        QTest::newRow("13 sea monster, the hero rolls 3: captured, +1 monster unit, +1 advantage")
            << 5 << 0 << 0 << 1 << false << false << QList<int>{6, 7} << none << 3 << "h" << false
            << 0 << "seaMonster" << 5 << 5 << 1 << 0 << 0 << false << false;
        QTest::newRow("13 sea monster, the hero rolls 6: escapes, 1 ship (the empty one)")
            << 5 << 0 << 0 << 1 << false << false << QList<int>{6, 7} << none << 6 << "h" << false
            << 0 << "seaMonster" << 4 << 4 << 0 << 0 << 0 << false << false;
        QTest::newRow("13 sea monster: the general may not fight it, 2 ships go")
            << 4 << 0 << 0 << 0 << false << false << QList<int>{6, 7} << none << 6 << "g" << false
            << 0 << "seaMonster" << 2 << 2 << 0 << 0 << 0 << false << false;
        QTest::newRow("D-22 14 pirates: pool 2 + d6 4 against 5 ships + 2 characters")
            << 5 << 0 << 0 << 0 << false << false << QList<int>{7, 7} << none << 4 << "" << false
            << 2 << "pirates" << 4 << 4 << 0 << 0 << 0 << false << false;
        QTest::newRow("I-5 14 pirates: pool 9 + d6 6 against 3 ships + 2 characters")
            << 3 << 0 << 0 << 0 << false << false << QList<int>{7, 7} << none << 6 << "" << false
            << 9 << "pirates" << 0 << 1 << 0 << 7 << 0 << false << false;
        QTest::newRow("§7.4.1 14 pirates leave an exodus alone")
            << 5 << 0 << 0 << 0 << false << true << QList<int>{7, 7} << none << 0 << "" << false
            << 4 << "pirates" << 5 << 4 << 0 << 4 << 0 << false << false;
        QTest::newRow("15 good weather: +1 advantage")
            << 5 << 0 << 0 << 0 << false << false << QList<int>{7, 8} << none << 0 << "" << false
            << 0 << "goodWeather" << 5 << 4 << 1 << 0 << 0 << false << false;
        QTest::newRow("16 excellent weather: +2 advantages")
            << 5 << 0 << 1 << 0 << false << false << QList<int>{7, 8} << none << 0 << "" << false
            << 0 << "excellentWeather" << 5 << 4 << 3 << 0 << 0 << false << false;
        QTest::newRow("17 the gods smile: +3 advantages")
            << 5 << 0 << 0 << 0 << false << false << QList<int>{8, 9} << none << 0 << "" << false
            << 0 << "godsSmile" << 5 << 4 << 3 << 0 << 0 << false << false;
        QTest::newRow("18 aquatic nation: escorted home next turn")
            << 5 << 0 << 0 << 0 << false << false << QList<int>{9, 9} << none << 0 << "" << false
            << 0 << "aquaticNation" << 5 << 4 << 0 << 0 << 0 << false << true;
        QTest::newRow("19 new island: the fleet comes ashore")
            << 5 << 0 << 0 << 0 << false << false << QList<int>{9, 10} << none << 0 << "" << false
            << 0 << "newIsland" << 5 << 4 << 0 << 0 << 0 << true << false;
        QTest::newRow("20+ destination reached: 23 with 3 advantages")
            << 5 << 0 << 3 << 0 << false << false << QList<int>{10, 10} << none << 0 << "" << false
            << 0 << "destinationReached" << 5 << 4 << 3 << 0 << 0 << true << false;
    }
    void effects()
    {
        QFETCH(int, boats);
        QFETCH(int, cavalry);
        QFETCH(int, advantages);
        QFETCH(int, heroes);
        QFETCH(bool, healer);
        QFETCH(bool, exodus);
        QFETCH(QList<int>, chart);
        QFETCH(QList<int>, rallies);
        QFETCH(int, d6);
        QFETCH(QString, fighter);
        QFETCH(bool, stormShip);
        QFETCH(int, pool);
        FleetSpec spec;
        spec.boats = boats;
        spec.cavalry = cavalry;
        spec.advantages = advantages;
        spec.heroes = heroes;
        spec.healer = healer;
        spec.exodus = exodus;
        const Fleet fleet = makeFleet(spec);
        VoyageDice dice;
        dice.chart = {chart.begin(), chart.end()};
        dice.mutiny = {rallies.begin(), rallies.end()};
        dice.pirates = d6;
        dice.monster = d6;
        VoyageChoices choices;
        choices.monsterFighter = fighter;
        choices.storm = stormShip ? StormChoice::GiveShip : StormChoice::GiveAdvantage;
        const VoyageOutcome out = resolveVoyage(fleet, dice, choices, CampaignSettings{}, pool);
        QTEST(keyOf(out.event), "event");
        QTEST(out.fleet.boats, "boatsAfter");
        QTEST(out.fleet.unitCount(), "unitsAfter");
        QTEST(out.fleet.advantages, "advantagesAfter");
        QTEST(out.piratePool, "poolAfter");
        QTEST(static_cast<int>(out.charactersLost.size()), "charactersLost");
        QTEST(out.arrives, "arrives");
        QTEST(out.escortHome, "escort");
        QCOMPARE(out.boatsLost, fleet.boats - out.fleet.boats);
        QVERIFY(!out.explanation.isEmpty());
        QVERIFY(out.explanation.first().startsWith(QStringLiteral("§7.2.3")));
    }

    /// §7.2.5: units lost with ships are struck line by line in the order listed, so the
    /// command can strike them from the roster.
    void lossesByLine()
    {
        FleetSpec spec;
        spec.boats = 6;
        spec.cavalry = 2;
        spec.infantry = 4;
        const Fleet fleet = makeFleet(spec);
        VoyageDice dice;
        dice.chart = {2, 2}; // disease, no healer
        const VoyageOutcome out = resolveVoyage(fleet, dice, {}, CampaignSettings{}, 0);
        QCOMPARE(out.unitsLost.size(), std::size_t(1));
        QCOMPARE(out.unitsLost.front().line, QStringLiteral("2"));
        QCOMPARE(out.unitsLost.front().count, 2);
        QCOMPARE(out.fleet.cavalry(), 0);
    }

    /// I-4, §9 #4: rollVoyage throws one mutiny test per ship with the mutinyTest dice (2d6
    /// here, 6+ rallies) after the chart dice, each roll with its purpose.
    void rollsMutinyPerShip()
    {
        CampaignSettings settings;
        settings.mutinyTest = MutinyTest::TwoD6SixPlus;
        FleetSpec spec;
        spec.boats = 3;
        spec.infantry = 3;
        herald::dice::Dice dice(herald::dice::Generator(7, 0));
        // chart 1 + 1 = mutiny; ships: 3+3 rallies, 1+4 fails, 5+6 rallies
        dice.queueTyped({1, 1, 3, 3, 1, 4, 5, 6});
        const VoyageOutcome out = rollVoyage(dice, makeFleet(spec), {}, settings, 0);
        QCOMPARE(out.event, VoyageEvent::Mutiny);
        QCOMPARE(dice.rolls().size(), std::size_t(4));
        QCOMPARE(dice.rolls()[1].expression.count, 2);
        QCOMPARE(out.fleet.boats, 2);
        QCOMPARE(out.fleet.unitCount(), 2);
        QCOMPARE(out.piratePool, 1);
    }

    /// §7.2.6, §9 #5: an exodus fleet meeting pirates throws no pirate die at all.
    void exodusRollsNoPirates()
    {
        FleetSpec spec;
        spec.exodus = true;
        herald::dice::Dice dice(herald::dice::Generator(7, 0));
        dice.queueTyped({7, 7});
        const VoyageOutcome out = rollVoyage(dice, makeFleet(spec), {}, CampaignSettings{}, 3);
        QCOMPARE(out.event, VoyageEvent::Pirates);
        QCOMPARE(dice.rolls().size(), std::size_t(1));
        QCOMPARE(out.piratePool, 3);
    }
};

QTEST_APPLESS_MAIN(TestVoyage)
#include "tst_voyage.moc"
