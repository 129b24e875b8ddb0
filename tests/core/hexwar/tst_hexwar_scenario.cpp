// The scenario format and the Black Eagle order of battle (spec 12, 13, 15.4; A4, A5, A14, A15).

#include "fixtures.h"

#include "core/hexwar/scenario.h"

#include <QTest>

using namespace hexwartest;
using herald::hexwar::Arrival;
using herald::hexwar::parseScenario;
using herald::hexwar::ScenarioUnit;

class TestHexwarScenario : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Spec 12: every unit of the order of battle, its counter values and how it arrives.
    void orderOfBattle_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("full");
        QTest::addColumn<int>("half");
        QTest::addColumn<int>("ma");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("arrival"); // "setup", "turn N", "vp N"
        const auto row = [](const char *id, const char *name, int full, int half, int ma,
                            const char *kind, const char *arrival) {
            QTest::newRow(id) << QString::fromLatin1(id) << QString::fromLatin1(name) << full
                              << half << ma << QString::fromLatin1(kind)
                              << QString::fromLatin1(arrival);
        };
        row("K1", "Guard Phorsis", 4, 2, 3, "-", "setup");
        row("K2", "Duke's Guard", 4, 2, 3, "-", "setup");
        row("K3", "Men of Kelvin", 1, 0, 4, "-", "setup");
        row("K4", "Goblin Crushers", 6, 3, 3, "-", "setup");
        row("K5", "Mountain Storm", 6, 3, 3, "-", "setup");
        row("K6", "Sword of Halav", 6, 3, 3, "-", "setup");
        row("K7", "Hell's Jailers", 6, 3, 3, "-", "setup");
        row("K8", "Fury in the West", 6, 3, 3, "-", "setup");
        row("K9", "Callarii Elves (1st)", 4, 2, 3, "F", "setup");
        row("K10", "Callarii Elves (2nd)", 4, 2, 3, "F", "setup");
        row("K11", "Vyalia Elves (1st)", 4, 2, 3, "F", "setup");
        row("K12", "Vyalia Elves (2nd)", 4, 2, 3, "F", "setup");
        row("K13", "High Forge Gnomes", 3, 1, 3, "M", "setup");
        row("K14", "Karameikan Militia (Marilenev)", 1, 0, 3, "-", "turn 4");
        row("K15", "Karameikan Militia (Specularum)", 1, 0, 3, "-", "turn 4");
        row("K16", "Karameikan Militia (Vorloi)", 1, 0, 3, "-", "turn 4");
        row("K17", "Karameikan Militia (Rugalov)", 1, 0, 3, "-", "turn 4");
        row("K18", "Thyatian Mercenaries (1st)", 6, 3, 3, "-", "turn 8");
        row("K19", "Thyatian Mercenaries (2nd)", 6, 3, 3, "-", "turn 8");
        row("B1", "Black Eagle Guard (1st)", 6, 3, 5, "-", "turn 1");
        row("B2", "Black Eagle Guard (2nd)", 6, 3, 5, "-", "turn 1");
        row("B3", "Jaggadah Goblins", 1, 0, 3, "F", "turn 1");
        row("B4", "Kloss-Lunk Goblins", 1, 0, 3, "F", "turn 1");
        row("B5", "Gnasska Goblins", 1, 0, 3, "F", "turn 1");
        row("B6", "Faz-Plak Goblins (1st)", 1, 0, 3, "F", "turn 1");
        row("B7", "Faz-Plak Goblins (2nd)", 1, 0, 3, "F", "turn 1");
        row("B8", "Faz-Plak Goblins (3rd)", 1, 0, 3, "F", "turn 1");
        row("B9", "Nyy-akk Orcs (1st)", 2, 1, 4, "M", "turn 1");
        row("B10", "Nyy-akk Orcs (2nd)", 2, 1, 4, "M", "turn 1");
        row("B11", "Nyy-akk Orcs (3rd)", 2, 1, 4, "M", "turn 1");
        row("B12", "Nyy-akk Orcs (4th)", 2, 1, 4, "M", "turn 1");
        row("B13", "Vileraider Bugbears", 2, 1, 4, "-", "turn 1");
        row("B14", "Moonlight Renders Lycanthropes", 3, 2, 5, "F", "turn 1");
        row("B15", "Greyslayers", 2, 1, 4, "-", "vp 8");
        row("B16", "Galt-Kalat Gnolls", 2, 1, 4, "-", "vp 16");
        row("B17", "Cruth Ogres", 3, 2, 3, "-", "vp 32");
        row("B18", "Frost Giants", 10, 5, 4, "-", "vp 64");
    }
    void orderOfBattle()
    {
        QFETCH(QString, id);
        QFETCH(QString, name);
        QFETCH(int, full);
        QFETCH(int, half);
        QFETCH(int, ma);
        QFETCH(QString, kind);
        QFETCH(QString, arrival);
        const ScenarioUnit *su = blackEagleScenario().find(id);
        QVERIFY(su);
        QCOMPARE(su->unit.name, name);
        QCOMPARE(su->unit.side, id.startsWith('K') ? Side::Karameikan : Side::BlackEagle);
        QCOMPARE(su->unit.fullStrength, full);
        QCOMPARE(su->unit.halfStrength, half);
        QCOMPARE(su->unit.movement, ma);
        const UnitKind expectedKind = kind == "F"   ? UnitKind::Forester
                                      : kind == "M" ? UnitKind::Mountaineer
                                                    : UnitKind::Plain;
        QCOMPARE(su->unit.kind, expectedKind);
        const Arrival &a = su->arrival;
        const QString actual = a.kind == Arrival::Kind::SetUp ? QStringLiteral("setup")
                               : a.kind == Arrival::Kind::OnTurn
                                   ? QStringLiteral("turn %1").arg(a.turn)
                                   : QStringLiteral("vp %1").arg(a.threshold);
        QCOMPARE(actual, arrival);
        // Every area has room for its units on the shipped map, except the ogres' (A4).
        const auto hexes = a.area.resolve(blackEagleMap());
        if (id == "B17")
            QVERIFY(hexes.isEmpty());
        else
            QVERIFY2(!hexes.isEmpty(), qPrintable(a.area.describe(blackEagleMap())));
        for (const Hex h : hexes)
            QVERIFY2(blackEagleMap().isLand(h), qPrintable(h.toXXYY()));
    }

    void wholeScenario()
    {
        const auto &s = blackEagleScenario();
        QCOMPARE(int(s.units.size()), 37); // spec 13.3: 19 Karameikan, 18 Black Eagle
        QCOMPARE(s.turns, 14);             // A1
        QCOMPARE(s.firstSide, Side::BlackEagle);
        QCOMPARE(s.victory.objectiveHex, hx("2421"));
        // K10: heavy forest of the Radlebb Woods 1-2 hexes from Rifllian (17.1 H7).
        const auto callarii = s.find("K10")->arrival.area.resolve(blackEagleMap());
        QCOMPARE(callarii.size(), 10);
        for (const Hex h : callarii) {
            QVERIFY(h.distanceTo(hx("2121")) <= 2);
            QCOMPARE(blackEagleMap().hex(h).terrain, Terrain::HeavyForest);
        }
        // B13: more than 2 hexes from 1829, Sulescu Village and 1124 (map README: 41 hexes).
        const auto bugbears = s.find("B13")->arrival.area.resolve(blackEagleMap());
        QCOMPARE(bugbears.size(), 41);
        for (const Hex h : bugbears) {
            QVERIFY(h.distanceTo(hx("1829")) > 2);
            QVERIFY(h.distanceTo(hx("1433")) > 2);
            QVERIFY(h.distanceTo(hx("1124")) > 2);
        }
    }

    void badScenarios_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("expected");
        const QByteArray head = R"({"format": "herald-hexwar-scenario", "version": 1,
            "firstSide": "blackEagle", "turns": 2,
            "victory": {"eliminationVp": [7, 7]}, "units": [)";
        QTest::newRow("not a scenario")
            << QByteArray(R"({"format": "x"})") << "herald-hexwar-scenario";
        QTest::newRow("no units") << head + "]}"
                                  << "no units";
        QTest::newRow("bad side")
            << head + R"({"id": "X", "side": "elves", "full": 1, "half": 0, "ma": 3,
                          "setup": {"hexes": ["0101"]}}]})"
            << "unit \"X\": \"side\"";
        QTest::newRow("MA 6")
            << head + R"({"id": "X", "side": "blackEagle", "full": 1, "half": 0, "ma": 6,
                          "setup": {"hexes": ["0101"]}}]})"
            << "movement allowance 6";
        QTest::newRow("half above full")
            << head + R"({"id": "X", "side": "blackEagle", "full": 1, "half": 2, "ma": 3,
                          "setup": {"hexes": ["0101"]}}]})"
            << "half at most full";
        QTest::newRow("no arrival")
            << head + R"({"id": "X", "side": "blackEagle", "full": 1, "half": 0, "ma": 3}]})"
            << "give \"setup\", \"turn\" or \"vp\"";
        QTest::newRow("bad hex")
            << head + R"({"id": "X", "side": "blackEagle", "full": 1, "half": 0, "ma": 3,
                          "turn": 1, "entry": {"hexes": ["77"]}}]})"
            << "\"77\" is not a hex number";
        QTest::newRow("duplicate id")
            << head + R"({"id": "X", "side": "blackEagle", "full": 1, "half": 0, "ma": 3,
                          "setup": {"hexes": ["0101"]}}, {"id": "X", "side": "blackEagle",
                          "full": 1, "half": 0, "ma": 3, "setup": {"hexes": ["0102"]}}]})"
            << "unit \"X\" is given twice";
        QTest::newRow("elimination table too short")
            << QByteArray(R"({"format": "herald-hexwar-scenario", "version": 1,
                  "firstSide": "blackEagle", "turns": 3, "victory": {"eliminationVp": [7]},
                  "units": [{"id": "X", "side": "blackEagle", "full": 1, "half": 0, "ma": 3,
                  "setup": {"hexes": ["0101"]}}]})")
            << "one value per game turn (3), not 1";
    }
    void badScenarios()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, expected);
        const auto parse = parseScenario(json);
        QVERIFY(!parse.ok());
        QVERIFY2(parse.errorString().contains(expected), qPrintable(parse.errorString()));
    }
};

QTEST_GUILESS_MAIN(TestHexwarScenario)
#include "tst_hexwar_scenario.moc"
