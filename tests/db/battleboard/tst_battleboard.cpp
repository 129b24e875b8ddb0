// Battle board battles in the campaign file (issue 21; rules spec
// civil-war-tactical-combat.md): a new battle sized from its armies, the secret set-up of each
// side, actions checked by core with their dice in the history and their lines in the battle's
// log, the end of a half, retreat by choice, pursuit, auto-resolve; each one undoable.
#include "testboard.h"

#include "core/battleboard/types.h"
#include "db/historylog.h"

#include <QFile>

using namespace herald::db;
using namespace herald::test;
namespace bb = herald::battleboard;

class TestBattleBoard : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theSizeComesFromTheBrigades_data()
    {
        QTest::addColumn<QJsonArray>("attacker");
        QTest::addColumn<QJsonArray>("defender");
        QTest::addColumn<QString>("size");
        QTest::newRow("T1: 6 brigades against 5 is minor")
            << QJsonArray{units("infantry", 4), units("cavalry", 1), units("artillery", 1),
                          units("leader", 2)}
            << QJsonArray{units("infantry", 5), units("leader", 2)} << QStringLiteral("minor");
        QTest::newRow("T2: 6 brigades each is major")
            << QJsonArray{units("infantry", 6)}
            << QJsonArray{units("infantry", 5), units("cavalry", 1), units("leader", 1)}
            << QStringLiteral("major");
    }
    // §2.1, T1, T2: leaders do not count; the size is fixed when the battle is made.
    void theSizeComesFromTheBrigades()
    {
        QFETCH(QJsonArray, attacker);
        QFETCH(QJsonArray, defender);
        QFETCH(QString, size);
        BoardDesk desk;
        const ExecuteResult r = desk.create(army(QStringLiteral("Union"), attacker),
                                            army(QStringLiteral("Confederacy"), defender));
        QVERIFY2(r.ok(), qPrintable(r.message));
        QCOMPARE(r.result.value(QStringLiteral("size")).toString(), size);
        const auto b = desk.board();
        QCOMPARE(b.size == bb::BattleSize::Major, size == QLatin1String("major"));
        QCOMPARE(b.army(bb::Side::Attacker).name, QStringLiteral("Union"));
        QVERIFY(!b.state);
        QVERIFY(b.rules.tables.placeholder);
        QVERIFY2(r.summary.contains(size), qPrintable(r.summary));
    }

    void badBattlesAreRefused_data()
    {
        QTest::addColumn<QJsonObject>("options");
        QTest::addColumn<QJsonArray>("attacker");
        QTest::addColumn<QString>("mentions");
        const QJsonArray plain{units("infantry", 2)};
        QTest::newRow("unknown option") << QJsonObject{{QStringLiteral("board.diagonals"), true}}
                                        << plain << QStringLiteral("board.diagonals");
        QTest::newRow("retreat.when word")
            << QJsonObject{{QStringLiteral("retreat.when"), QStringLiteral("never")}} << plain
            << QStringLiteral("retreat.when");
        QTest::newRow("unknown unit type")
            << QJsonObject{} << QJsonArray{units("zouaves", 1)} << QStringLiteral("units[0].type");
        QTest::newRow("§8 elite in WAoI")
            << QJsonObject{{QStringLiteral("waoi"), true}}
            << QJsonArray{units("cavalry", 1, true), units("infantry", 1)} << QStringLiteral("§8");
        QTest::newRow("§3 no brigades")
            << QJsonObject{} << QJsonArray{units("leader", 1)} << QStringLiteral("§3");
    }
    // §3, §8, §13: a bad option or army is refused with its key or rule named, and nothing
    // is written.
    void badBattlesAreRefused()
    {
        QFETCH(QJsonObject, options);
        QFETCH(QJsonArray, attacker);
        QFETCH(QString, mentions);
        BoardDesk desk;
        const ExecuteResult r =
            desk.create(army(QStringLiteral("Union"), attacker),
                        army(QStringLiteral("Rebels"), {units("infantry", 2)}), options);
        QVERIFY(!r.ok());
        QVERIFY2(r.message.contains(mentions), qPrintable(r.message));
        QCOMPARE(desk.rows(QStringLiteral("board_battle")), 0);
        QCOMPARE(desk.rows(QStringLiteral("history")), 0);
    }

    void aNameIsUsedOnce()
    {
        BoardDesk desk;
        setUpSmallBattle(desk);
        const ExecuteResult r = desk.create(army(QStringLiteral("A"), {units("infantry", 1)}),
                                            army(QStringLiteral("B"), {units("infantry", 1)}));
        QCOMPARE(r.status, CommandStatus::Refused);
        QVERIFY2(r.message.contains(desk.name), qPrintable(r.message));
    }

    // Issue 21: a board battle fought for a WarMaster battle keeps board.new's `warmaster` link
    // beside its settings (docs/cli-battleboard.md), and its settings still read as given.
    void theWarmasterLinkIsKept()
    {
        BoardDesk desk;
        const QJsonObject link{{QStringLiteral("battle"), 3},
                               {QStringLiteral("sides"), QJsonArray{QJsonObject{}, QJsonObject{}}}};
        const ExecuteResult r = desk.runner.execute(
            QStringLiteral("board.new"),
            {{QStringLiteral("name"), desk.name},
             {QStringLiteral("attacker"), army(QStringLiteral("A"), {units("infantry", 2)})},
             {QStringLiteral("defender"), army(QStringLiteral("B"), {units("cavalry", 2)})},
             {QStringLiteral("options"), QJsonObject{{QStringLiteral("year"), 1862}}},
             {QStringLiteral("warmaster"), link}});
        QVERIFY2(r.ok(), qPrintable(r.message));
        const auto b = desk.board();
        QCOMPARE(b.warmaster, link);
        QCOMPARE(b.rules.settings.year, 1862);
        const auto log = herald::db::battleboard::boardLog(desk.campaign.file->database(), b.id);
        QVERIFY2(log.size() > 1 && log.at(1).text.contains(QLatin1String("WarMaster battle 3")),
                 qPrintable(log.value(1).text));
    }

    // §3.1: the first set-up is kept hidden and the battle starts only when both are in;
    // §3.3, T3: a line space without a brigade is refused, naming the side and the column.
    void setUpIsSecretUntilBothAreIn()
    {
        BoardDesk desk;
        QVERIFY(
            desk.create(army(QStringLiteral("Union"), {units("infantry", 4), units("artillery", 1),
                                                       units("cavalry", 1), units("leader", 1)}),
                        army(QStringLiteral("Rebels"), {units("infantry", 6)}))
                .ok());
        QVERIFY(desk.board().size == bb::BattleSize::Major);
        const ExecuteResult t3 = desk.setup(QStringLiteral("attacker"),
                                            {QStringLiteral("line:1"), QStringLiteral("line:1"),
                                             QStringLiteral("line:2"), QStringLiteral("line:2"),
                                             QStringLiteral("reserve"), QStringLiteral("reserve"),
                                             QStringLiteral("line:3")});
        QCOMPARE(t3.status, CommandStatus::Refused);
        QVERIFY2(t3.message.contains(QStringLiteral("§3.3")) &&
                     t3.message.contains(QStringLiteral("column 3")),
                 qPrintable(t3.message));
        const ExecuteResult middle = desk.setup(
            QStringLiteral("attacker"),
            {QStringLiteral("middle:1"), QStringLiteral("line:1"), QStringLiteral("line:2"),
             QStringLiteral("line:3"), QStringLiteral("reserve"), QStringLiteral("reserve"),
             QStringLiteral("reserve")});
        QCOMPARE(middle.status, CommandStatus::Refused);
        QVERIFY2(middle.message.contains(QStringLiteral("§3.2")), qPrintable(middle.message));

        const ExecuteResult a = desk.setup(QStringLiteral("attacker"),
                                           {QStringLiteral("line:1"), QStringLiteral("line:2"),
                                            QStringLiteral("line:3"), QStringLiteral("reserve"),
                                            QStringLiteral("line:2"), QStringLiteral("line:3"),
                                            QStringLiteral("reserve")});
        QVERIFY2(a.ok(), qPrintable(a.message));
        QVERIFY(!a.result.value(QStringLiteral("started")).toBool());
        QVERIFY2(!a.summary.contains(QStringLiteral("line")), qPrintable(a.summary));
        QVERIFY(desk.board().army(bb::Side::Attacker).deployed);
        QVERIFY(!desk.board().state);
        QCOMPARE(desk.action(QStringLiteral("pass"), {{QStringLiteral("unit"), 0}}).status,
                 CommandStatus::Refused);

        QVERIFY(desk.runner
                    .execute(QStringLiteral("board.setup"),
                             {{QStringLiteral("battle"), desk.name},
                              {QStringLiteral("side"), QStringLiteral("defender")},
                              {QStringLiteral("auto"), true}})
                    .ok());
        const auto b = desk.board();
        QVERIFY(b.state);
        QCOMPARE(b.state->turn, 1);
        QVERIFY(b.state->phase == bb::Phase::Cavalry);
        QVERIFY(b.state->active == bb::Side::Attacker);
        QCOMPARE(b.state->units.size(), std::size_t(13));
        QVERIFY(b.state->units[0].where() == bb::space(bb::Side::Attacker, bb::SpaceKind::Line, 1));
        QCOMPARE(desk.setup(QStringLiteral("attacker"), {}).status, CommandStatus::Refused);
        QVERIFY(desk.runner.undo().ok());
        QVERIFY(!desk.board().state);
        QVERIFY(!desk.board().army(bb::Side::Defender).deployed);
    }

    // §5.1, T26, T18, §7.5: artillery fires 2 spaces (typed 5+5 = 10 against 9, result 4
    // against 4: eliminated); the defender's only line brigade gone breaks column 1 and he
    // retreats at once; the attacker pursues his reserve (8 - 1 in the reserve: typed 4+5 = 9).
    // Every roll is in the history with its purpose; undo and redo take it back and again.
    void fireBreaksTheLineAndPursuitFollows()
    {
        BoardDesk desk;
        setUpSmallBattle(desk);
        QVERIFY(desk.run(QStringLiteral("board.end")).ok()); // attacker's cavalry half
        QVERIFY(desk.run(QStringLiteral("board.end")).ok()); // defender's cavalry half
        QVERIFY(desk.board().state->phase == bb::Phase::Artillery);
        const int logBefore = desk.rows(QStringLiteral("board_log"));

        const ExecuteResult shot =
            desk.action(QStringLiteral("fire"),
                        {{QStringLiteral("unit"), 0}, {QStringLiteral("target"), 2}}, {5, 5, 4});
        QVERIFY2(shot.ok(), qPrintable(shot.message));
        QCOMPARE(shot.rolls.size(), 2);
        QCOMPARE(shot.rolls.at(0).toObject().value(QStringLiteral("total")).toInt(), 10);
        QVERIFY(shot.rolls.at(0)
                    .toObject()
                    .value(QStringLiteral("purpose"))
                    .toString()
                    .contains(QStringLiteral("to-hit")));
        QVERIFY2(shot.summary.contains(desk.name), qPrintable(shot.summary));
        QCOMPARE(shot.result.value(QStringLiteral("stage")).toString(), QStringLiteral("pursuit"));
        QCOMPARE(shot.result.value(QStringLiteral("winner")).toString(),
                 QStringLiteral("attacker"));
        auto b = desk.board();
        QVERIFY(b.state->units[2].eliminated);
        QVERIFY(b.state->end && b.state->end->cause == bb::EndCause::Broken);
        QVERIFY(desk.rows(QStringLiteral("board_log")) > logBefore);
        const auto entry = HistoryLog(desk.campaign.file->database()).nextUndo();
        QVERIFY(entry && entry->explanation.join(QLatin1Char(' ')).contains(QStringLiteral("10")));

        const ExecuteResult chase =
            desk.action(QStringLiteral("pursue"),
                        {{QStringLiteral("unit"), 1}, {QStringLiteral("target"), 3}}, {4, 5});
        QVERIFY2(chase.ok(), qPrintable(chase.message));
        QVERIFY(desk.board().state->units[3].eliminatedInPursuit);
        QVERIFY(desk.run(QStringLiteral("board.end")).ok());
        QVERIFY(desk.board().state->stage == bb::Stage::Finished);

        QVERIFY(desk.runner.undo().ok());
        QVERIFY(desk.runner.undo().ok());
        QVERIFY(desk.runner.undo().ok());
        b = desk.board();
        QVERIFY(!b.state->units[2].eliminated);
        QVERIFY(b.state->running());
        QCOMPARE(desk.rows(QStringLiteral("board_log")), logBefore);
        QVERIFY(desk.runner.redo().ok());
        QVERIFY(desk.board().state->units[2].eliminated);
    }

    void refusalsNameTheRule_data()
    {
        QTest::addColumn<int>("halvesEnded");
        QTest::addColumn<QString>("action");
        QTest::addColumn<QJsonObject>("args");
        QTest::addColumn<QString>("rule");
        const QJsonObject infantryAtTheLine{{QStringLiteral("unit"), 1},
                                            {QStringLiteral("target"), 2}};
        QTest::newRow("§4 artillery fires in the cavalry phase")
            << 0 << QStringLiteral("fire")
            << QJsonObject{{QStringLiteral("unit"), 0}, {QStringLiteral("target"), 2}}
            << QStringLiteral("§4");
        QTest::newRow("§4 the defender acts in the attacker's half")
            << 0 << QStringLiteral("pass") << QJsonObject{{QStringLiteral("unit"), 2}}
            << QStringLiteral("§4");
        QTest::newRow("T6 §5.1 infantry fires 2 spaces")
            << 4 << QStringLiteral("fire") << infantryAtTheLine << QStringLiteral("§5.1");
        QTest::newRow("§5.2 a charge reaches 1 space")
            << 4 << QStringLiteral("charge") << infantryAtTheLine << QStringLiteral("§");
        QTest::newRow("§5.4 entrench needs infantry")
            << 2 << QStringLiteral("entrench") << QJsonObject{{QStringLiteral("unit"), 0}}
            << QStringLiteral("§5.4");
        QTest::newRow("§7.5 pursuit during the battle")
            << 4 << QStringLiteral("pursue")
            << QJsonObject{{QStringLiteral("unit"), 1}, {QStringLiteral("target"), 3}}
            << QStringLiteral("§7.5");
    }
    // §4, §5, §7.5: a refused action names its rule and the battle, rolls nothing and
    // changes nothing.
    void refusalsNameTheRule()
    {
        QFETCH(int, halvesEnded);
        QFETCH(QString, action);
        QFETCH(QJsonObject, args);
        QFETCH(QString, rule);
        BoardDesk desk;
        setUpSmallBattle(desk);
        for (int i = 0; i < halvesEnded; ++i)
            QVERIFY(desk.run(QStringLiteral("board.end")).ok());
        const int history = desk.rows(QStringLiteral("history"));
        const int log = desk.rows(QStringLiteral("board_log"));
        const ExecuteResult r = desk.action(action, args);
        QCOMPARE(r.status, CommandStatus::Refused);
        QVERIFY2(r.message.contains(rule) && r.message.contains(desk.name), qPrintable(r.message));
        QCOMPARE(desk.rows(QStringLiteral("history")), history);
        QCOMPARE(desk.rows(QStringLiteral("board_log")), log);
    }

    // §7.3, T13, T14: with no combat and an empty middle the attacker rolls a d6 at the end of
    // each turn (typed here: 1 at turn 1, 2 at turn 2, both not below the turn) and retreats
    // when it is below the turn number (2 at turn 3); board.end records the die.
    void quietTurnsEndInTheAttackersRetreat()
    {
        BoardDesk desk;
        setUpSmallBattle(desk);
        const QList<int> faces{1, 2, 2};
        for (int turn = 1; turn <= 3; ++turn) {
            for (int half = 1; half < 8; ++half)
                QVERIFY(desk.run(QStringLiteral("board.end")).ok());
            QCOMPARE(desk.board().state->turn, turn);
            const ExecuteResult end =
                desk.run(QStringLiteral("board.end"),
                         {{QStringLiteral("typed"), QJsonArray{faces.at(turn - 1)}}});
            QVERIFY2(end.ok(), qPrintable(end.message));
            QCOMPARE(end.rolls.size(), 1);
            QVERIFY2(
                end.rolls.at(0)
                    .toObject()
                    .value(QStringLiteral("purpose"))
                    .toString()
                    .contains(QStringLiteral("end-of-turn")),
                qPrintable(end.rolls.at(0).toObject().value(QStringLiteral("purpose")).toString()));
            QVERIFY2(end.summary.contains(QStringLiteral("§7.3")), qPrintable(end.summary));
        }
        const auto b = desk.board();
        QVERIFY(b.state->end && b.state->end->cause == bb::EndCause::ForcedRoll);
        QVERIFY(b.state->end->retreating == bb::Side::Attacker);
    }

    // §7.2, T16: no retreat by choice on turn 1.
    void noRetreatOnTurnOne()
    {
        BoardDesk desk;
        setUpSmallBattle(desk);
        const ExecuteResult r = desk.run(QStringLiteral("board.retreat"),
                                         {{QStringLiteral("side"), QStringLiteral("attacker")}});
        QCOMPARE(r.status, CommandStatus::Refused);
        QVERIFY2(r.message.contains(QStringLiteral("§7.2")), qPrintable(r.message));
    }

    // §15: board.resolve places the sides not yet set up (§15.1) and plays to the end; its
    // rolls are the campaign's, recorded; undo returns to the set-up.
    void resolvePlaysToTheEnd()
    {
        BoardDesk desk;
        QVERIFY(desk.create(army(QStringLiteral("Union"),
                                 {units("infantry", 4), units("artillery", 2), units("leader", 2)}),
                            army(QStringLiteral("Rebels"),
                                 {units("infantry", 5), units("cavalry", 1), units("leader", 1)}))
                    .ok());
        const ExecuteResult r = desk.run(QStringLiteral("board.resolve"));
        QVERIFY2(r.ok(), qPrintable(r.message));
        QVERIFY(!r.rolls.isEmpty());
        const auto b = desk.board();
        QVERIFY(b.state && b.state->stage == bb::Stage::Finished);
        QVERIFY(b.army(bb::Side::Attacker).deployed && b.army(bb::Side::Defender).deployed);
        QVERIFY2(r.summary.contains(QStringLiteral("§15")), qPrintable(r.summary));
        QCOMPARE(desk.run(QStringLiteral("board.resolve")).status, CommandStatus::Refused);
        QVERIFY(desk.runner.undo().ok());
        QVERIFY(!desk.board().state);
        QVERIFY(!desk.board().army(bb::Side::Attacker).deployed);
    }

    // §5.2.3, T9: cavalry charged by infantry may evade to its reserve: no dice, the charger's
    // action spent; only such cavalry may be named as evading.
    void chargedCavalryEvades()
    {
        BoardDesk desk;
        QVERIFY(
            desk.create(army(QStringLiteral("Union"), {units("infantry", 2)}),
                        army(QStringLiteral("Rebels"), {units("cavalry", 1), units("infantry", 1)}))
                .ok());
        QVERIFY(desk.setup(QStringLiteral("attacker"),
                           {QStringLiteral("line:1"), QStringLiteral("line:1")})
                    .ok());
        QVERIFY(desk.setup(QStringLiteral("defender"),
                           {QStringLiteral("line:1"), QStringLiteral("line:1")})
                    .ok());
        QVERIFY(desk.run(QStringLiteral("board.end")).ok());
        QVERIFY(desk.action(QStringLiteral("move"),
                            {{QStringLiteral("unit"), 2},
                             {QStringLiteral("to"), QStringLiteral("middle:1")}})
                    .ok());
        for (int half = 0; half < 3; ++half) // to the attacker's half of the infantry phase
            QVERIFY(desk.run(QStringLiteral("board.end")).ok());
        QVERIFY(desk.board().state->phase == bb::Phase::Infantry);
        const QJsonObject charge{{QStringLiteral("unit"), 0}, {QStringLiteral("target"), 2}};
        QJsonObject wrong = charge;
        wrong.insert(QStringLiteral("evade"), QJsonArray{3});
        const ExecuteResult refused = desk.action(QStringLiteral("charge"), wrong);
        QCOMPARE(refused.status, CommandStatus::Refused);
        QVERIFY2(refused.message.contains(QStringLiteral("§5.2")), qPrintable(refused.message));
        QJsonObject evading = charge;
        evading.insert(QStringLiteral("evade"), QJsonArray{2});
        const ExecuteResult r = desk.action(QStringLiteral("charge"), evading);
        QVERIFY2(r.ok(), qPrintable(r.message));
        QVERIFY(r.rolls.isEmpty());
        const auto b = desk.board();
        QVERIFY(b.state->units[2].where() == bb::space(bb::Side::Defender, bb::SpaceKind::Reserve));
        QVERIFY(b.state->units[0].acted);
        QVERIFY(b.state->running());
    }

    // §11, B-1: a battle may be played with the referee's own tables, checked when it is made;
    // here artillery needs 11 at 2 spaces, so the T26 shot (10) misses and rolls no result.
    void ownTablesReplaceThePlaceholder()
    {
        QFile file(
            QStringLiteral(HERALD_SOURCE_DIR "/resources/battleboard/cw_tactical_tables.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QString tables = QString::fromUtf8(file.readAll());
        tables.replace(QStringLiteral("\"placeholder\": true"),
                       QStringLiteral("\"placeholder\": false"));
        tables.replace(QStringLiteral("{\"1\": 7, \"2\": 9}"),
                       QStringLiteral("{\"1\": 7, \"2\": 11}"));
        BoardDesk desk;
        const auto make = [&desk](const QString &text) {
            return desk.runner.execute(
                QStringLiteral("board.new"),
                {{QStringLiteral("name"), desk.name},
                 {QStringLiteral("attacker"),
                  army(QStringLiteral("Union"), {units("artillery", 1), units("infantry", 1)})},
                 {QStringLiteral("defender"),
                  army(QStringLiteral("Confederacy"), {units("infantry", 2)})},
                 {QStringLiteral("tables"), text}});
        };
        const ExecuteResult bad = make(QStringLiteral("{\"types\": {}}"));
        QVERIFY(!bad.ok());
        QVERIFY2(bad.message.contains(QStringLiteral("tables:")), qPrintable(bad.message));
        QVERIFY2(make(tables).ok(), "the edited tables are refused");
        QVERIFY(!desk.board().rules.tables.placeholder);
        QVERIFY(desk.board().ownTables);
        QVERIFY(desk.setup(QStringLiteral("attacker"),
                           {QStringLiteral("line:1"), QStringLiteral("line:1")})
                    .ok());
        QVERIFY(desk.setup(QStringLiteral("defender"),
                           {QStringLiteral("line:1"), QStringLiteral("reserve")})
                    .ok());
        QVERIFY(desk.run(QStringLiteral("board.end")).ok());
        QVERIFY(desk.run(QStringLiteral("board.end")).ok());
        const ExecuteResult shot =
            desk.action(QStringLiteral("fire"),
                        {{QStringLiteral("unit"), 0}, {QStringLiteral("target"), 2}}, {5, 5});
        QVERIFY2(shot.ok(), qPrintable(shot.message));
        QCOMPARE(shot.rolls.size(), 1);
        QVERIFY(!desk.board().state->units[2].eliminated);
    }

    // The battle is kept in the file: reopened, it stands exactly as it was left.
    void aBattleSurvivesReopening()
    {
        BoardDesk desk;
        setUpSmallBattle(desk);
        QVERIFY(desk.run(QStringLiteral("board.end")).ok());
        const auto before = desk.board();
        desk.campaign.reopen();
        const auto after = battleboard::board(desk.campaign.file->database(), desk.name);
        QVERIFY(after && after->state);
        QVERIFY(after->state->active == bb::Side::Defender);
        QCOMPARE(after->state->units.size(), before.state->units.size());
        QCOMPARE(battleboard::boardNames(desk.campaign.file->database()), QStringList{desk.name});
    }
};

QTEST_GUILESS_MAIN(TestBattleBoard)
#include "tst_battleboard.moc"
