// How a battle board battle is written into the campaign file (schema 20): the battle's state
// and its option set read back exactly as written; bad stored text is refused, not guessed.
#include "core/battleboard/setup.h"
#include "db/battleboard/optionsjson.h"
#include "db/battleboard/statejson.h"

#include <QJsonArray>
#include <QTest>

using namespace herald::battleboard;
using namespace herald::db::battleboard;

namespace {

/// A major battle part-way through: an entrenched line, a unit gone, one in a retreat box,
/// the defender's half of the infantry phase of turn 3, and an ending.
BattleState midBattle()
{
    std::vector<Deployment> a(6, Deployment{UnitType::Infantry, false, SpaceKind::Line, 1, 0});
    std::vector<Deployment> d = a;
    for (std::size_t i = 0; i < a.size(); ++i)
        a[i].column = d[i].column = int(i % 3) + 1;
    a.push_back({UnitType::Leader, false, SpaceKind::Reserve, 0, 0});
    d[5].type = UnitType::Cavalry;
    d[5].elite = true;
    d[5].techDrm = -1;
    BattleState b = *startBattle(a, d, Ruleset{}).battle;
    b.entrenched[1][2] = true;
    b.eliminate(b.units[0]);
    b.place(b.units[8], SpaceKind::Retreat);
    b.units[4].acted = true;
    b.turn = 3;
    b.phase = Phase::Infantry;
    b.active = Side::Defender;
    b.combatThisTurn = true;
    b.humanWave[4] = 2;
    b.stage = Stage::Pursuit;
    b.end = BattleEnd{EndCause::Broken, Side::Defender, 2};
    return b;
}

} // namespace

class TestBattleBoardStorage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // §12's data model: every field of the battle survives the file.
    void theStateReadsBackAsWritten()
    {
        const BattleState b = midBattle();
        const QJsonObject json = battleStateToJson(b);
        const auto back = battleStateFromJson(json);
        QVERIFY(back);
        QCOMPARE(battleStateToJson(*back), json);
        QCOMPARE(back->units.size(), b.units.size());
        QVERIFY(back->units[0].eliminated && !back->units[0].onBoard());
        QVERIFY(back->units[8].kind == SpaceKind::Retreat);
        QVERIFY(back->units[12].isEliteCavalry());
        QCOMPARE(back->units[12].techDrm, -1);
        QVERIFY(back->isEntrenched(space(Side::Defender, SpaceKind::Line, 2)));
        QVERIFY(!back->isEntrenched(space(Side::Attacker, SpaceKind::Line, 2)));
        QCOMPARE(back->brigadesIn(space(Side::Attacker, SpaceKind::Line, 1)), 1);
        QVERIFY(back->end && back->end->retreating == Side::Defender);
        QCOMPARE(back->end->column, 2);
        QCOMPARE(back->humanWave[4], 2);
        QCOMPARE(back->startBrigades[1], 6);
    }

    void badStateTextIsRefused_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QJsonValue>("value");
        QTest::newRow("phase word") << "phase" << QJsonValue(QStringLiteral("dawn"));
        QTest::newRow("turn 0") << "turn" << QJsonValue(0);
        QTest::newRow("human wave too short") << "humanWave" << QJsonValue(QJsonArray{1, 2});
        QTest::newRow("unit in no space")
            << "units"
            << QJsonValue(
                   QJsonArray{QJsonObject{{QStringLiteral("side"), QStringLiteral("attacker")},
                                          {QStringLiteral("type"), QStringLiteral("infantry")},
                                          {QStringLiteral("space"), QStringLiteral("line:4")}}});
        QTest::newRow("entrenched middle")
            << "entrenched" << QJsonValue(QJsonArray{QStringLiteral("middle:1@attacker")});
    }
    void badStateTextIsRefused()
    {
        QFETCH(QString, key);
        QFETCH(QJsonValue, value);
        QJsonObject json = battleStateToJson(midBattle());
        json.insert(key, value);
        QVERIFY(!battleStateFromJson(json));
    }

    // §13: every key written with its value reads back; a key left out keeps its default.
    void optionsReadBack()
    {
        BattleSettings s;
        s.year = 1861;
        s.lateralMoves = false;
        s.actionsOptional = false;
        s.toHitKey = RowKey::Target;
        s.leaderDeathKillsAll = true;
        s.leaderPursuitOneRoll = true;
        s.retreatWhen = RetreatWhen::AnyPhase;
        s.waoi.enabled = true;
        s.waoi.nativeSide = Side::Defender;
        s.waoi.nativeRating = 1;
        s.autoResolve.maxTurns = 20;
        s.autoResolve.declareRetreatBelow = 0.25;
        const SettingsRead r = settingsFromJson(settingsToJson(s));
        QVERIFY2(r.settings, qPrintable(r.errors.join(QLatin1Char('\n'))));
        QCOMPARE(settingsToJson(*r.settings), settingsToJson(s));
        QVERIFY(r.settings->waoi.nativeSide == Side::Defender);
        QCOMPARE(settingsToJson(*settingsFromJson({}).settings), settingsToJson(BattleSettings{}));
    }

    void badOptionsNameTheirKey_data()
    {
        QTest::addColumn<QJsonObject>("options");
        QTest::addColumn<QString>("key");
        QTest::newRow("year outside the war")
            << QJsonObject{{QStringLiteral("year"), 1870}} << "year";
        QTest::newRow("flag as text")
            << QJsonObject{{QStringLiteral("board.lateral_moves"), QStringLiteral("yes")}}
            << "board.lateral_moves";
        QTest::newRow("rating 3") << QJsonObject{{QStringLiteral("waoi"), true},
                                                 {QStringLiteral("natives.rating"), 3}}
                                  << "natives.rating";
        QTest::newRow("natives without WAoI")
            << QJsonObject{{QStringLiteral("natives.side"), QStringLiteral("attacker")}}
            << "natives.side";
        QTest::newRow("fraction above 1")
            << QJsonObject{{QStringLiteral("autoresolve.declare_retreat_below"), 2}}
            << "autoresolve.declare_retreat_below";
    }
    void badOptionsNameTheirKey()
    {
        QFETCH(QJsonObject, options);
        QFETCH(QString, key);
        const SettingsRead r = settingsFromJson(options);
        QVERIFY(!r.settings);
        QVERIFY2(r.errors.join(QLatin1Char(' ')).contains(key), qPrintable(r.errors.join(' ')));
    }
};

QTEST_GUILESS_MAIN(TestBattleBoardStorage)
#include "tst_battleboardstorage.moc"
