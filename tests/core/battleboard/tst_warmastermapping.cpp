// The WarMaster-to-board mapping (issue 21, resources/battleboard/README-warmaster-mapping.md):
// the bundled file row by row (§1.4 roster categories), the brigade rounding, the two armies,
// and losses handed back to the roster lines in proportion; a bad file names every bad field.
#include "core/battleboard/warmastermapping.h"

#include <QFile>
#include <QTest>

using namespace herald::battleboard;
using herald::warmaster::UnitCategory;

class TestWarmasterMapping : public QObject
{
    Q_OBJECT

    static WarmasterMapping bundled()
    {
        QFile f(QStringLiteral(HERALD_SOURCE_DIR "/resources/battleboard/warmaster-mapping.json"));
        if (!f.open(QIODevice::ReadOnly))
            return {};
        const MappingRead read = readWarmasterMapping(f.readAll());
        return read.mapping.value_or(WarmasterMapping{});
    }

private Q_SLOTS:
    // Every §1.4 roster category has its row in the bundled file.
    void bundledRows_data()
    {
        QTest::addColumn<int>("category");
        QTest::addColumn<int>("perBrigade");
        QTest::addColumn<int>("type");
        QTest::addColumn<bool>("elite");
        QTest::newRow("infantry: 3 units a brigade")
            << int(UnitCategory::Infantry) << 3 << int(UnitType::Infantry) << false;
        QTest::newRow("cavalry: 2 units a brigade")
            << int(UnitCategory::Cavalry) << 2 << int(UnitType::Cavalry) << false;
        QTest::newRow("chariots: 2 units an elite cavalry brigade")
            << int(UnitCategory::Chariots) << 2 << int(UnitType::Cavalry) << true;
        QTest::newRow("monsters: 1 unit an elite infantry brigade")
            << int(UnitCategory::Monsters) << 1 << int(UnitType::Infantry) << true;
        QTest::newRow("artillery: 2 units a brigade")
            << int(UnitCategory::Artillery) << 2 << int(UnitType::Artillery) << false;
        QTest::newRow("specials: 2 units an infantry brigade")
            << int(UnitCategory::Specials) << 2 << int(UnitType::Infantry) << false;
    }
    void bundledRows()
    {
        QFETCH(int, category);
        QFETCH(int, perBrigade);
        QFETCH(int, type);
        QFETCH(bool, elite);
        const CategoryMapping m = bundled().of(UnitCategory(category));
        QCOMPARE(m.unitsPerBrigade, perBrigade);
        QCOMPARE(int(m.type), type);
        QCOMPARE(m.elite, elite);
        QCOMPARE(bundled().leadersPerGeneral, 1);
    }

    // Half a brigade or more counts as one more brigade.
    void brigadeRounding_data()
    {
        QTest::addColumn<int>("units");
        QTest::addColumn<int>("perBrigade");
        QTest::addColumn<int>("brigades");
        QTest::newRow("1 unit at 3: none") << 1 << 3 << 0;
        QTest::newRow("2 units at 3: one") << 2 << 3 << 1;
        QTest::newRow("5 units at 3: two") << 5 << 3 << 2;
        QTest::newRow("7 units at 3: two") << 7 << 3 << 2;
        QTest::newRow("1 unit at 2: one") << 1 << 2 << 1;
        QTest::newRow("4 units at 2: two") << 4 << 2 << 2;
        QTest::newRow("off the board at 0") << 6 << 0 << 0;
        QTest::newRow("no units") << 0 << 3 << 0;
    }
    void brigadeRounding()
    {
        QFETCH(int, units);
        QFETCH(int, perBrigade);
        QFETCH(int, brigades);
        QCOMPARE(brigadesFor(units, perBrigade), brigades);
    }

    // A side's army: groups in category order, empty ones left out, generals become leaders.
    void army()
    {
        RosterCounts counts;
        counts.units[std::size_t(UnitCategory::Infantry)] = 8;
        counts.units[std::size_t(UnitCategory::Cavalry)] = 3;
        counts.units[std::size_t(UnitCategory::Monsters)] = 1;
        counts.units[std::size_t(UnitCategory::Artillery)] = 0;
        counts.generals = 2;
        const MappedArmy army = mapArmy(bundled(), counts);
        QCOMPARE(army.groups.size(), std::size_t(3));
        QCOMPARE(army.groups[0].category, UnitCategory::Infantry);
        QCOMPARE(army.groups[0].brigades, 3);
        QCOMPARE(army.groups[0].rosterUnits, 8);
        QCOMPARE(army.groups[1].category, UnitCategory::Cavalry);
        QCOMPARE(army.groups[1].brigades, 2);
        QCOMPARE(army.groups[2].category, UnitCategory::Monsters);
        QCOMPARE(army.groups[2].type, UnitType::Infantry);
        QVERIFY(army.groups[2].elite);
        QCOMPARE(army.leaders, 2);
    }

    // Eliminated brigades take their share of the roster units back.
    void unitsLost_data()
    {
        QTest::addColumn<int>("brigades");
        QTest::addColumn<int>("rosterUnits");
        QTest::addColumn<int>("eliminated");
        QTest::addColumn<int>("lost");
        QTest::newRow("2 of 3 from 8: 5") << 3 << 8 << 2 << 5;
        QTest::newRow("1 of 2 from 3: 2 (half up)") << 2 << 3 << 1 << 2;
        QTest::newRow("all of 2 from 5: 5") << 2 << 5 << 2 << 5;
        QTest::newRow("none: 0") << 3 << 9 << 0 << 0;
    }
    void unitsLost()
    {
        QFETCH(int, brigades);
        QFETCH(int, rosterUnits);
        QFETCH(int, eliminated);
        QFETCH(int, lost);
        BrigadeGroup g;
        g.brigades = brigades;
        g.rosterUnits = rosterUnits;
        QCOMPARE(rosterUnitsLost(g, eliminated), lost);
    }

    // Losses shared over the lines in proportion, largest remainder, earlier line on a tie.
    void sharing_data()
    {
        QTest::addColumn<int>("lost");
        QTest::addColumn<QList<int>>("lines");
        QTest::addColumn<QList<int>>("shares");
        QTest::newRow("5 from 6+2") << 5 << QList<int>{6, 2} << QList<int>{4, 1};
        QTest::newRow("1 from 2+2: the first line") << 1 << QList<int>{2, 2} << QList<int>{1, 0};
        QTest::newRow("3 from 1+1+4") << 3 << QList<int>{1, 1, 4} << QList<int>{1, 0, 2};
        QTest::newRow("more than held: all") << 9 << QList<int>{2, 3} << QList<int>{2, 3};
        QTest::newRow("nothing lost") << 0 << QList<int>{2, 3} << QList<int>{0, 0};
    }
    void sharing()
    {
        QFETCH(int, lost);
        QFETCH(QList<int>, lines);
        QFETCH(QList<int>, shares);
        const std::vector<int> got = shareLosses(lost, {lines.begin(), lines.end()});
        QCOMPARE(QList<int>(got.begin(), got.end()), shares);
    }

    // A bad file is refused with the path of every bad field.
    void badFile()
    {
        const MappingRead read = readWarmasterMapping(
            R"({"categories": {"infantry": {"unitsPerBrigade": -1, "brigade": "infantry"},
                "cavalry": {"unitsPerBrigade": 2, "brigade": "leader"}},
                "leadersPerGeneral": 1})");
        QVERIFY(!read.mapping);
        const QString all = read.errors.join(QLatin1Char('\n'));
        QVERIFY2(all.contains(QLatin1String("categories.infantry.unitsPerBrigade")),
                 qPrintable(all));
        QVERIFY2(all.contains(QLatin1String("categories.cavalry.brigade")), qPrintable(all));
        QVERIFY2(all.contains(QLatin1String("categories.chariots: missing")), qPrintable(all));
        QVERIFY(!readWarmasterMapping("[1]").mapping);
    }
};

QTEST_GUILESS_MAIN(TestWarmasterMapping)
#include "tst_warmastermapping.moc"
