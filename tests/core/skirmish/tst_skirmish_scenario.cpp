// Scenario and map files (rules §10.2-§10.4; docs/skirmish-scenario-format.md): the shipped
// home-made demo reads as §10.4 lays it out, hex labels follow its neighbour rule, and a bad
// file is refused naming the place.
#include "core/skirmish/keywords.h"
#include "core/skirmish/scenarioformat.h"
#include "core/skirmish/settingsformat.h"
#include "core/skirmish/skirmishmap.h"
#include "skirmishfiles.h"

#include <QTest>

using namespace herald::skirmish;

namespace {

QByteArray resource(const char *name)
{
    QFile file(QStringLiteral(HERALD_SOURCE_DIR "/resources/skirmish/") + QLatin1String(name));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", name);
    return file.readAll();
}

} // namespace

class TstSkirmishScenario : public QObject
{
    Q_OBJECT

private slots:
    /// §10.4: "The Ford" is DN1, home-made, Rebels (A) first against Orks (B), eight counters,
    /// Konrad mounted on B4-A4, Zacharie a level-1 caster with 100 EPs, eight turns.
    void demoScenarioReads()
    {
        const auto parsed =
            parseScenario(resource("demo-ford.scenario.json"), skirmishfiles::shippedRoster());
        QVERIFY2(parsed.scenario, qPrintable(parsed.errors.join(QLatin1Char('\n'))));
        const Scenario &s = *parsed.scenario;
        QVERIFY(s.homemade);
        QCOMPARE(s.game, Game::DN1);
        QVERIFY(!s.underground);
        QCOMPARE(s.mapId, QStringLiteral("DEMO_FORD"));
        QCOMPARE(s.turnLimit, 8);
        QCOMPARE(s.sides.size(), std::size_t(2));
        QCOMPARE(s.sides[0].player, Side::PlayerA);
        QCOMPARE(s.forces.size(), std::size_t(8));
        QCOMPARE(s.forces[0].key, QStringLiteral("konrad"));
        QCOMPARE(s.forces[0].hexes, (QStringList{QStringLiteral("B4"), QStringLiteral("A4")}));
        QVERIFY(s.forces[0].state.mounted());
        QCOMPARE(s.forces[3].profile->id, QStringLiteral("black-fox"));
        QCOMPARE(s.forces[3].state.horse, HorseState::None); // "horse": null
        QCOMPARE(s.casters.size(), std::size_t(1));
        QCOMPARE(s.casters[0].key, QStringLiteral("zacharie"));
        QCOMPARE(s.casters[0].ep, 100);
    }

    /// §10.4: water F1-F8 but a bridge on F4, scrub C2 C3 D3, trees H6 H7 I6, flat elsewhere.
    void demoMapReads_data()
    {
        QTest::addColumn<QString>("hex");
        QTest::addColumn<QString>("terrain");
        const char *rows[][2] = {{"F1", "water"}, {"F3", "water"}, {"F4", "bridge"},
                                 {"F8", "water"}, {"C2", "scrub"}, {"C3", "scrub"},
                                 {"D3", "scrub"}, {"H6", "tree"},  {"H7", "tree"},
                                 {"I6", "tree"},  {"A1", "flat"},  {"J8", "flat"}};
        for (const auto &row : rows)
            QTest::newRow(row[0]) << QString::fromLatin1(row[0]) << QString::fromLatin1(row[1]);
    }
    void demoMapReads()
    {
        QFETCH(QString, hex);
        QFETCH(QString, terrain);
        const auto parsed = parseSkirmishMap(resource("demo-ford.map.json"));
        QVERIFY2(parsed.map, qPrintable(parsed.error));
        QVERIFY(parsed.map->homemade);
        QCOMPARE(terrainKey(parsed.map->at(hex).terrain), terrain);
    }

    /// §10.4: B4's neighbours are A4 and C4, B3 and C3, B5 and C5 (even rows shifted right);
    /// and row 3's B3 touches A2 and B2 above it.
    void labelsFollowTheDemoLayout_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<int>("distance");
        const char *rows[][2] = {{"B4", "A4"}, {"B4", "C4"}, {"B4", "B3"}, {"B4", "C3"},
                                 {"B4", "B5"}, {"B4", "C5"}, {"B3", "A2"}, {"B3", "B2"}};
        for (const auto &row : rows)
            QTest::addRow("%s-%s", row[0], row[1])
                << QString::fromLatin1(row[0]) << QString::fromLatin1(row[1]) << 1;
        QTest::newRow("B4-A3 is two away") << QStringLiteral("B4") << QStringLiteral("A3") << 2;
        QTest::newRow("A1-J1 is nine away") << QStringLiteral("A1") << QStringLiteral("J1") << 9;
    }
    void labelsFollowTheDemoLayout()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(int, distance);
        QCOMPARE(hexOfLabel(from)->distanceTo(*hexOfLabel(to)), distance);
        QCOMPARE(labelOfHex(*hexOfLabel(to)), to);
    }

    /// §10.3: refusals name the character, the side or the hex.
    void badFilesNameTheProblem_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("named");
        const QByteArray sides = R"("sides":[{"id":"a","player":"A"},{"id":"b","player":"B"}])";
        QTest::newRow("unknown character")
            << QByteArray(R"({"game":"DN1",)" + sides +
                          R"(,"forces":[{"character":"Nobody","side":"a"}]})")
            << QStringLiteral("Nobody");
        QTest::newRow("unknown side")
            << QByteArray(R"({"game":"DN1",)" + sides +
                          R"(,"forces":[{"character":"Gromrak","side":"c"}]})")
            << QStringLiteral("\"c\"");
        QTest::newRow("no game") << QByteArray(R"({"game":"DN3",)" + sides +
                                               R"(,"forces":[{"character":"Gromrak","side":"a"}]})")
                                 << QStringLiteral("DN3");
        QTest::newRow("rider in DN2")
            << QByteArray(R"({"game":"DN2","sides":[{"id":"a","player":"Adventurers"},)"
                          R"({"id":"b","player":"Krobs"}],)"
                          R"("forces":[{"character":"Konrad","side":"a","mounted":true}]})")
            << QStringLiteral("Konrad");
        QTest::newRow("§2.3, §9.6 Gharvs in DN1")
            << QByteArray(R"({"game":"DN1",)"
                          R"("sides":[{"id":"a","player":"A"},{"id":"b","player":"B"},)"
                          R"({"id":"g","player":"Gharvs"}],)"
                          R"("forces":[{"character":"Gharv","side":"g"}]})")
            << QStringLiteral("§9.6");
        QTest::newRow("caster who is not one")
            << QByteArray(R"({"game":"DN1",)" + sides +
                          R"(,"forces":[{"character":"Gromrak","side":"a"}],)"
                          R"("casters":[{"character":"Gromrak","level":1}]})")
            << QStringLiteral("Gromrak");
    }
    void badFilesNameTheProblem()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, named);
        const auto parsed = parseScenario(json, skirmishfiles::shippedRoster());
        QVERIFY(!parsed.scenario);
        QVERIFY2(parsed.errors.join(QLatin1Char(' ')).contains(named),
                 qPrintable(parsed.errors.join(QLatin1Char(' '))));
    }

    /// §10.3, §12 D: a scenario's rules[].flags set the referee's options by name; an unknown
    /// name or a value of the wrong kind is refused naming it.
    void scenarioFlagsSetOptions()
    {
        const QByteArray head =
            R"({"game":"DN1","sides":[{"id":"a","player":"A"},)"
            R"({"id":"b","player":"B"}],)"
            R"("forces":[{"character":"Gromrak","side":"a"}],"rules":[{"flags":)";
        const auto set =
            parseScenario(head + R"({"resolveBelowOneToOne":true,"levelTwoSurfaceRange":12}}]})",
                          skirmishfiles::shippedRoster());
        QVERIFY2(set.scenario, qPrintable(set.errors.join(QLatin1Char(' '))));
        QVERIFY(set.scenario->settings.resolveBelowOneToOne);
        QCOMPARE(set.scenario->settings.levelTwoSurfaceRange, 12);
        QVERIFY(set.scenario->settings.mountedRowsExtrapolated); // the default kept
        const auto unknown =
            parseScenario(head + R"({"noSuchOption":true}}]})", skirmishfiles::shippedRoster());
        QVERIFY(!unknown.scenario);
        QVERIFY(unknown.errors.join(QLatin1Char(' ')).contains(QStringLiteral("noSuchOption")));
        const auto wrongKind =
            parseScenario(head + R"({"errareHumanumEst":3}}]})", skirmishfiles::shippedRoster());
        QVERIFY(!wrongKind.scenario);
        QVERIFY(
            wrongKind.errors.join(QLatin1Char(' ')).contains(QStringLiteral("errareHumanumEst")));
    }

    /// §12 D: every option has its default, a sentence naming its rule, and reads back what
    /// is set; an option set to its default leaves nothing to store.
    void everyOptionReadsBack_data()
    {
        QTest::addColumn<QString>("name");
        for (const QString &name : settingNames())
            QTest::newRow(qPrintable(name)) << name;
    }
    void everyOptionReadsBack()
    {
        QFETCH(QString, name);
        SkirmishSettings settings;
        const QJsonValue before = settingValue(settings, name);
        QVERIFY(before.isBool() || before.isDouble());
        QVERIFY(settingDescription(name).startsWith(QStringLiteral("§")));
        const QJsonValue other = before.isBool() ? QJsonValue(!before.toBool()) : QJsonValue(7);
        QVERIFY(!setSetting(settings, name, other));
        QCOMPARE(settingValue(settings, name), other);
        QCOMPARE(settingsToJson(settings).value(name), other);
        QVERIFY(!setSetting(settings, name, before));
        QVERIFY(settingsToJson(settings).isEmpty());
    }

    /// §10.3 map files: a hex off the sheet and an unknown terrain are refused by name.
    void badMapsNameTheHex()
    {
        const auto off = parseSkirmishMap(
            R"({"id":"M","rows":2,"columns":2,"hexes":{"C1":{"terrain":"flat"}}})");
        QVERIFY(!off.map);
        QVERIFY(off.error.contains(QStringLiteral("C1")));
        const auto terrain = parseSkirmishMap(
            R"({"id":"M","rows":2,"columns":2,"hexes":{"B1":{"terrain":"lava"}}})");
        QVERIFY(!terrain.map);
        QVERIFY(terrain.error.contains(QStringLiteral("lava")) &&
                terrain.error.contains(QStringLiteral("B1")));
    }
};

QTEST_GUILESS_MAIN(TstSkirmishScenario)
#include "tst_skirmish_scenario.moc"
