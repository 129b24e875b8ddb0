// Hex games in the campaign file (issue 20; rules spec fall-of-the-black-eagle.md): a game made
// from the shipped scenario, set-up, moves, attacks with their die, retreats, advances and the
// end of each phase, each a command in the history that undo takes back.
#include "hexdesk.h"
#include "scenariofile.h"

#include "core/hexwar/victory.h"
#include "db/hexwar/mapstore.h"

using namespace herald;
using namespace herald::test;

namespace {

/// The set-up placements HexDesk makes before a test's own actions.
constexpr int kSetUp = 4;

int rowCount(const QSqlDatabase &db, const QString &table)
{
    QSqlQuery q(db);
    q.exec(QStringLiteral("SELECT count(*) FROM ") + table);
    return q.next() ? q.value(0).toInt() : -1;
}

/// Black Eagle Guard (1st), 6-5, in clear 1826 next to Men of Kelvin, 1-4, in clear 1827: the
/// Black Eagle combat phase of game turn 1.
void guardFacesMenOfKelvin(hexwar::GameState &s, bool kelvinHalf = false)
{
    put(s, QStringLiteral("B1"), QStringLiteral("1826"));
    put(s, QStringLiteral("K3"), QStringLiteral("1827"), kelvinHalf);
    s.phase = hexwar::Phase::Combat;
}

} // namespace

class TestHexGame : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // §4.1, §12.1: the units with one set-up hex stand there; the others wait for the referee.
    void aNewGameSetsUpTheFixedUnits()
    {
        HexDesk desk(42, false);
        const db::hexwar::Game g = desk.game();
        QCOMPARE(g.state.turn, 1);
        QCOMPARE(g.state.activeSide, hexwar::Side::BlackEagle);
        QCOMPARE(g.state.unit(QStringLiteral("K1"))->hex->toXXYY(), QStringLiteral("1928"));
        QCOMPARE(g.state.unit(QStringLiteral("K3"))->hex->toXXYY(), QStringLiteral("2421"));
        QCOMPARE(g.state.unit(QStringLiteral("K2"))->state, hexwar::UnitState::NotEntered);
        QCOMPARE(g.state.unit(QStringLiteral("B1"))->state, hexwar::UnitState::NotEntered);
        const db::ExecuteResult again =
            desk.runner.execute(QStringLiteral("hexgame.new"), {{QStringLiteral("name"), kGame}});
        QCOMPARE(again.status, db::CommandStatus::Refused);
        QVERIFY2(again.message.contains(kGame), qPrintable(again.message));
        const db::ExecuteResult unknown = desk.runner.execute(
            QStringLiteral("hexgame.new"), {{QStringLiteral("name"), QStringLiteral("Other")},
                                            {QStringLiteral("scenario"), QStringLiteral("zulu")}});
        QCOMPARE(unknown.status, db::CommandStatus::BadArguments);
        QVERIFY(unknown.message.contains(QStringLiteral("black-eagle")));
    }

    void settingsChosenAtTheStart_data()
    {
        QTest::addColumn<QJsonObject>("settings");
        QTest::addColumn<QString>("refusal");
        QTest::newRow("retreat over bridges, after-bank crossings")
            << QJsonObject{{"retreat.over_bridge", true}, {"river.crossing", "after_bank_move"}}
            << "";
        QTest::newRow("an unknown key")
            << QJsonObject{{"retreat.overbridge", true}} << "retreat.overbridge";
        QTest::newRow("a value the key does not take")
            << QJsonObject{{"combat.ad_affects", "some"}} << "all, chosen";
        QTest::newRow("a flag given as text")
            << QJsonObject{{"zoc.withdraw_over_bridge", "yes"}} << "true or false";
    }
    // §16: the referee's configuration keys, fixed when the game is made (A12, A18, A19).
    void settingsChosenAtTheStart()
    {
        QFETCH(QJsonObject, settings);
        QFETCH(QString, refusal);
        TestCampaign campaign;
        db::CommandRunner runner(*campaign.file, db::standardCommands());
        const db::ExecuteResult r =
            runner.execute(QStringLiteral("hexgame.new"), {{QStringLiteral("name"), kGame},
                                                           {QStringLiteral("settings"), settings}});
        QCOMPARE(r.ok(), refusal.isEmpty());
        if (!r.ok()) {
            QCOMPARE(r.status, db::CommandStatus::BadArguments);
            QVERIFY2(r.message.contains(refusal), qPrintable(r.message));
            return;
        }
        const auto g = db::hexwar::game(campaign.file->database(), kGame);
        QVERIFY(g);
        QVERIFY(g->settings.retreatOverBridge);
        QCOMPARE(g->settings.riverCrossing, hexwar::RiverCrossing::AfterBankMove);
        QCOMPARE(g->settings.adAffects, hexwar::AttackerDefeat::AllAttackers); // the default
    }

    void setUpPlacement_data()
    {
        QTest::addColumn<QString>("hex");
        QTest::addColumn<bool>("allowed");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("Duke's Guard in 1827, Estate of Marilenev") << "1827" << true << "";
        QTest::newRow("Duke's Guard in 2223: outside the estate") << "2223" << false << "12.1";
        QTest::newRow("Duke's Guard in 1928: Guard Phorsis is there") << "1928" << false << "4.1";
        QTest::newRow("Duke's Guard in 18x7: not a hex") << "18x7" << false << "18x7";
    }
    // §12.1 K2 sets up anywhere in the Estate of Marilenev; §4.1 one unit per hex.
    void setUpPlacement()
    {
        QFETCH(QString, hex);
        QFETCH(bool, allowed);
        QFETCH(QString, mentions);
        HexDesk desk(42, false);
        const QString before = desk.stored();
        const db::ExecuteResult r =
            desk.run(QStringLiteral("place"), {{QStringLiteral("unit"), QStringLiteral("K2")},
                                               {QStringLiteral("hex"), hex}});
        QCOMPARE(r.ok(), allowed);
        if (allowed) {
            QCOMPARE(desk.game().state.unit(QStringLiteral("K2"))->hex->toXXYY(), hex);
            QVERIFY(r.summary.contains(hex));
        } else {
            QCOMPARE(r.status, db::CommandStatus::Refused);
            QVERIFY2(r.message.contains(mentions), qPrintable(r.message));
            QCOMPARE(desk.stored(), before);
        }
    }

    // §4.1: nothing moves and no phase ends before every set-up unit stands on the map.
    void playWaitsForTheSetUp()
    {
        HexDesk desk(42, false);
        for (const QString &action : {QStringLiteral("end-phase"), QStringLiteral("move")}) {
            const db::ExecuteResult r =
                desk.run(action, {{QStringLiteral("unit"), QStringLiteral("B1")},
                                  {QStringLiteral("path"), list({QStringLiteral("0724")})}});
            QCOMPARE(r.status, db::CommandStatus::Refused);
            QVERIFY2(r.message.contains(QStringLiteral("4.1")) &&
                         r.message.contains(QStringLiteral("Callarii Elves (2nd)")),
                     qPrintable(r.message));
        }
    }

    void moveRefusalsNameTheRule_data()
    {
        QTest::addColumn<QString>("unit");
        QTest::addColumn<QStringList>("path");
        QTest::addColumn<QString>("rule");
        QTest::newRow("Guard Phorsis moves in the Black Eagle's phase")
            << "K1" << QStringList{"1927"} << "M1";
        QTest::newRow("Black Eagle Guard (1st) enters at 0725, not Fort Doom")
            << "B1" << QStringList{"0725"} << "E1";
        QTest::newRow("Black Eagle Guard (1st) leaps from 0724 to 0726")
            << "B1" << QStringList{"0724", "0726"} << "M1";
    }
    // §5 (M1), §10 (E1, E3): an illegal move is refused with its rule, and changes nothing.
    void moveRefusalsNameTheRule()
    {
        QFETCH(QString, unit);
        QFETCH(QStringList, path);
        QFETCH(QString, rule);
        HexDesk desk;
        const QString before = desk.stored();
        const db::ExecuteResult r =
            desk.run(QStringLiteral("move"),
                     {{QStringLiteral("unit"), unit}, {QStringLiteral("path"), list(path)}});
        QCOMPARE(r.status, db::CommandStatus::Refused);
        QVERIFY2(r.message.contains(QStringLiteral("rule ")) && r.message.contains(rule),
                 qPrintable(r.message));
        QCOMPARE(desk.stored(), before);
        QCOMPARE(rowCount(desk.campaign.file->database(), QStringLiteral("hexgame_action")),
                 kSetUp);
    }

    // §10.2, §E2: the Black Eagle Guard enters at Fort Doom and moves on; undo takes it back
    // off the map and redo brings it on again.
    void aReinforcementEntersAndUndoTakesItBack()
    {
        HexDesk desk;
        const QString before = desk.stored();
        const db::ExecuteResult r = desk.run(
            QStringLiteral("move"), {{QStringLiteral("unit"), QStringLiteral("B1")},
                                     {QStringLiteral("path"), list({QStringLiteral("0724")})}});
        QVERIFY2(r.ok(), qPrintable(r.message));
        QVERIFY2(r.summary.contains(QStringLiteral("0724")), qPrintable(r.summary));
        QCOMPARE(desk.game().state.unit(QStringLiteral("B1"))->hex->toXXYY(),
                 QStringLiteral("0724"));
        const QString after = desk.stored();
        QVERIFY(desk.runner.undo().ok());
        QCOMPARE(desk.stored(), before);
        QCOMPARE(rowCount(desk.campaign.file->database(), QStringLiteral("hexgame_action")),
                 kSetUp);
        QVERIFY(desk.runner.redo().ok());
        QCOMPARE(desk.stored(), after);
    }

    void attackOnTheCrt_data()
    {
        QTest::addColumn<int>("roll");
        QTest::addColumn<QString>("result");
        QTest::addColumn<bool>("kelvinTurned");
        QTest::addColumn<QString>("mustRetreat");
        // 6 against 1 in clear: +5, column +4,+5, no shift (§2.4, §8.2).
        QTest::newRow("roll 1: DD, Men of Kelvin turned and retreat") << 1 << "DD" << true << "K3";
        QTest::newRow("roll 2: DR") << 2 << "DR" << false << "K3";
        QTest::newRow("roll 3: DR") << 3 << "DR" << false << "K3";
        QTest::newRow("roll 4: DR") << 4 << "DR" << false << "K3";
        QTest::newRow("roll 5: no effect") << 5 << "–" << false << "";
        QTest::newRow("roll 6: AR, the Guard retreats") << 6 << "AR" << false << "B1";
    }
    // §2.4, §2.5, §8.2: a typed die is read on the column the odds give, the result applied,
    // and the die kept in the history and with the action.
    void attackOnTheCrt()
    {
        QFETCH(int, roll);
        QFETCH(QString, result);
        QFETCH(bool, kelvinTurned);
        QFETCH(QString, mustRetreat);
        HexDesk desk;
        desk.arrange([](hexwar::GameState &s) { guardFacesMenOfKelvin(s); });
        const db::ExecuteResult r = desk.run(
            QStringLiteral("attack"), {{QStringLiteral("attackers"), list({QStringLiteral("B1")})},
                                       {QStringLiteral("defender"), QStringLiteral("K3")},
                                       {QStringLiteral("typed"), QJsonArray{roll}}});
        QVERIFY2(r.ok(), qPrintable(r.message));
        QCOMPARE(r.result.value(QStringLiteral("column")).toString(), QStringLiteral("+4,+5"));
        QCOMPARE(r.result.value(QStringLiteral("result")).toString(), result);
        QCOMPARE(r.rolls.size(), 1);
        const QJsonObject rolled = r.rolls.first().toObject();
        QCOMPARE(rolled.value(QStringLiteral("faces")).toArray(), QJsonArray{roll});
        QVERIFY(rolled.value(QStringLiteral("typed")).toBool());
        const db::hexwar::Game g = desk.game();
        QCOMPARE(g.state.unit(QStringLiteral("K3"))->state,
                 kelvinTurned ? hexwar::UnitState::Half : hexwar::UnitState::Full);
        QCOMPARE(g.state.aftermath ? g.state.aftermath->mustRetreat.join(u',') : QString(),
                 mustRetreat);
        const QList<db::hexwar::Action> done =
            db::hexwar::actions(desk.campaign.file->database(), g.id);
        QCOMPARE(done.size(), kSetUp + 1);
        QCOMPARE(done.last().dice, QJsonArray{roll});
    }

    // §R6, §9.3 V1: DD on a half-strength defender eliminates it without a retreat; the attacker
    // advances into the emptied hex in the same command.
    void ddOnAHalfStrengthDefenderEliminatesItAndTheAttackerAdvances()
    {
        HexDesk desk;
        desk.arrange([](hexwar::GameState &s) { guardFacesMenOfKelvin(s, true); });
        const db::ExecuteResult r =
            desk.run(QStringLiteral("attack"),
                     {{QStringLiteral("attackers"), list({QStringLiteral("B1")})},
                      {QStringLiteral("defender"), QStringLiteral("K3")},
                      {QStringLiteral("advance"),
                       QJsonObject{{QStringLiteral("unit"), QStringLiteral("B1")},
                                   {QStringLiteral("hex"), QStringLiteral("1827")}}},
                      {QStringLiteral("typed"), QJsonArray{1}}});
        QVERIFY2(r.ok(), qPrintable(r.message));
        const db::hexwar::Game g = desk.game();
        QCOMPARE(g.state.unit(QStringLiteral("K3"))->state, hexwar::UnitState::Eliminated);
        QCOMPARE(g.state.unit(QStringLiteral("B1"))->hex->toXXYY(), QStringLiteral("1827"));
        QVERIFY(!g.state.aftermath);
    }

    // §2.5 AD, §R6, §11.2: a half-strength goblin attacking at -1 is eliminated on a 6, and the
    // Karameikans score 7 VP for it in game turn 1.
    void adEliminatesAHalfStrengthAttackerForSevenVp()
    {
        HexDesk desk;
        desk.arrange([](hexwar::GameState &s) {
            put(s, QStringLiteral("B3"), QStringLiteral("1826"), true);
            put(s, QStringLiteral("K3"), QStringLiteral("1827"));
            s.phase = hexwar::Phase::Combat;
        });
        const db::ExecuteResult r = desk.run(
            QStringLiteral("attack"), {{QStringLiteral("attackers"), list({QStringLiteral("B3")})},
                                       {QStringLiteral("defender"), QStringLiteral("K3")},
                                       {QStringLiteral("typed"), QJsonArray{6}}});
        QVERIFY2(r.ok(), qPrintable(r.message));
        QCOMPARE(r.result.value(QStringLiteral("result")).toString(), QStringLiteral("AD"));
        const db::hexwar::Game g = desk.game();
        QCOMPARE(g.state.unit(QStringLiteral("B3"))->state, hexwar::UnitState::Eliminated);
        QCOMPARE(hexwar::karameikanHalfVp(g.scenario().victory, g.state, false), 14);
    }

    // §9.1 R2, R4, §4.2.2: a retreat with a choice stays open for the owner; the next attack
    // waits for it; an occupied hex is refused with R2.1.
    void theOwnerChoosesTheRetreatHex()
    {
        HexDesk desk;
        desk.arrange([](hexwar::GameState &s) { guardFacesMenOfKelvin(s); });
        QVERIFY(desk.run(QStringLiteral("attack"),
                         {{QStringLiteral("attackers"), list({QStringLiteral("B1")})},
                          {QStringLiteral("defender"), QStringLiteral("K3")},
                          {QStringLiteral("typed"), QJsonArray{2}}})
                    .ok());
        const db::ExecuteResult early = desk.run(
            QStringLiteral("attack"), {{QStringLiteral("attackers"), list({QStringLiteral("B1")})},
                                       {QStringLiteral("defender"), QStringLiteral("K1")}});
        QCOMPARE(early.status, db::CommandStatus::Refused);
        QVERIFY2(early.message.contains(QStringLiteral("must retreat")), qPrintable(early.message));
        QVERIFY(early.rolls.isEmpty());
        const db::ExecuteResult occupied =
            desk.run(QStringLiteral("retreat"), {{QStringLiteral("unit"), QStringLiteral("K3")},
                                                 {QStringLiteral("hex"), QStringLiteral("1826")}});
        QCOMPARE(occupied.status, db::CommandStatus::Refused);
        QVERIFY2(occupied.message.contains(QStringLiteral("R2.1")), qPrintable(occupied.message));
        const db::ExecuteResult away =
            desk.run(QStringLiteral("retreat"), {{QStringLiteral("unit"), QStringLiteral("K3")},
                                                 {QStringLiteral("hex"), QStringLiteral("1828")}});
        QVERIFY2(away.ok(), qPrintable(away.message));
        const db::hexwar::Game g = desk.game();
        QCOMPARE(g.state.unit(QStringLiteral("K3"))->hex->toXXYY(), QStringLiteral("1828"));
        QVERIFY(g.state.aftermath && g.state.aftermath->mayAdvance == QStringList{"B1"});
    }

    void retreatsDeclaredWithTheAttack_data()
    {
        QTest::addColumn<QString>("firstHex");
        QTest::addColumn<QString>("refusal");
        QTest::newRow("B3 to 1825, then B4 to 1829") << "1825"
                                                     << "";
        QTest::newRow("B3 into 1827: Goblin Crushers stand there") << "1827"
                                                                   << "R2.1";
    }
    // §2.5 AR, §R4, §R5: two goblins attack Goblin Crushers at -4 (column -1) and roll 4: AR.
    // The retreats named with the attack are made in the order given; one that the rules refuse
    // refuses the whole attack, roll included, and nothing changes.
    void retreatsDeclaredWithTheAttack()
    {
        QFETCH(QString, firstHex);
        QFETCH(QString, refusal);
        HexDesk desk;
        desk.arrange([](hexwar::GameState &s) {
            put(s, QStringLiteral("B3"), QStringLiteral("1826"));
            put(s, QStringLiteral("B4"), QStringLiteral("1828"));
            put(s, QStringLiteral("K4"), QStringLiteral("1827"));
            s.phase = hexwar::Phase::Combat;
        });
        const QString before = desk.stored();
        const db::ExecuteResult r = desk.run(
            QStringLiteral("attack"),
            {{QStringLiteral("attackers"), list({QStringLiteral("B3"), QStringLiteral("B4")})},
             {QStringLiteral("defender"), QStringLiteral("K4")},
             {QStringLiteral("retreats"),
              QJsonArray{QJsonObject{{QStringLiteral("unit"), QStringLiteral("B3")},
                                     {QStringLiteral("hex"), firstHex}},
                         QJsonObject{{QStringLiteral("unit"), QStringLiteral("B4")},
                                     {QStringLiteral("hex"), QStringLiteral("1829")}}}},
             {QStringLiteral("typed"), QJsonArray{4}}});
        if (!refusal.isEmpty()) {
            QCOMPARE(r.status, db::CommandStatus::Refused);
            QVERIFY2(r.message.contains(refusal), qPrintable(r.message));
            QCOMPARE(desk.stored(), before);
            return;
        }
        QVERIFY2(r.ok(), qPrintable(r.message));
        QCOMPARE(r.result.value(QStringLiteral("result")).toString(), QStringLiteral("AR"));
        const db::hexwar::Game g = desk.game();
        QCOMPARE(g.state.unit(QStringLiteral("B3"))->hex->toXXYY(), QStringLiteral("1825"));
        QCOMPARE(g.state.unit(QStringLiteral("B4"))->hex->toXXYY(), QStringLiteral("1829"));
        QVERIFY(g.state.aftermath && g.state.aftermath->mustRetreat.isEmpty());
        QCOMPARE(g.state.aftermath->mayAdvance, QStringList{"K4"});
    }

    void oneAttackPerUnitAndDefender_data()
    {
        QTest::addColumn<QString>("attacker");
        QTest::addColumn<QString>("defender");
        QTest::addColumn<QString>("rule");
        QTest::newRow("C3: the Guard attacks a second time") << "B1"
                                                             << "K2"
                                                             << "C3";
        QTest::newRow("C4: Men of Kelvin attacked a second time") << "B2"
                                                                  << "K3"
                                                                  << "C4";
    }
    // §8.1 C3, C4 (test cases C15, C16).
    void oneAttackPerUnitAndDefender()
    {
        QFETCH(QString, attacker);
        QFETCH(QString, defender);
        QFETCH(QString, rule);
        HexDesk desk;
        desk.arrange([](hexwar::GameState &s) {
            guardFacesMenOfKelvin(s);
            put(s, QStringLiteral("K2"), QStringLiteral("1727"));
            put(s, QStringLiteral("B2"), QStringLiteral("1828"));
        });
        QVERIFY(desk.run(QStringLiteral("attack"),
                         {{QStringLiteral("attackers"), list({QStringLiteral("B1")})},
                          {QStringLiteral("defender"), QStringLiteral("K3")},
                          {QStringLiteral("typed"), QJsonArray{5}}})
                    .ok());
        const db::ExecuteResult again =
            desk.run(QStringLiteral("attack"), {{QStringLiteral("attackers"), list({attacker})},
                                                {QStringLiteral("defender"), defender}});
        QCOMPARE(again.status, db::CommandStatus::Refused);
        QVERIFY2(again.message.contains(rule), qPrintable(again.message));
    }

    void entryHexesTheScenarioLeavesOpen_data()
    {
        QTest::addColumn<QString>("set");
        QTest::addColumn<QStringList>("hexes");
        QTest::addColumn<QString>("refusal");
        QTest::newRow("Cruth Ogres' entry: two mountain hexes")
            << "Cruth_Ogres_entry" << QStringList{"0105", "0106"} << "";
        QTest::newRow("the Barony is the scenario's")
            << "Black_Eagle_Barony" << QStringList{"0105"} << "A4";
        QTest::newRow("no hex named") << "Cruth_Ogres_entry" << QStringList{} << "at least one";
        QTest::newRow("a sea hex") << "Cruth_Ogres_entry" << QStringList{"1929"} << "A28";
    }
    // §A4: the referee fills the ogres' entry once; it becomes the unit's entry area, undoably.
    void entryHexesTheScenarioLeavesOpen()
    {
        QFETCH(QString, set);
        QFETCH(QStringList, hexes);
        QFETCH(QString, refusal);
        HexDesk desk;
        const db::ExecuteResult r =
            desk.run(QStringLiteral("entry-hexes"),
                     {{QStringLiteral("set"), set}, {QStringLiteral("hexes"), list(hexes)}});
        QCOMPARE(r.ok(), refusal.isEmpty());
        if (!r.ok()) {
            QVERIFY2(r.message.contains(refusal), qPrintable(r.message));
            return;
        }
        QStringList stored;
        for (const map::Hex &h : desk.game().map.hexSet(set))
            stored << h.toXXYY();
        QCOMPARE(stored, hexes);
        QVERIFY(desk.runner.undo().ok());
        QVERIFY(desk.game().map.hexSet(set).isEmpty());
    }

    // Dice: without a typed face the campaign's Dice rolls the d6, and the action keeps it.
    void theCampaignDiceRollWhenNothingIsTyped()
    {
        HexDesk desk;
        desk.arrange([](hexwar::GameState &s) { guardFacesMenOfKelvin(s); });
        const db::ExecuteResult r = desk.run(
            QStringLiteral("attack"), {{QStringLiteral("attackers"), list({QStringLiteral("B1")})},
                                       {QStringLiteral("defender"), QStringLiteral("K3")}});
        QVERIFY2(r.ok(), qPrintable(r.message));
        QCOMPARE(r.rolls.size(), 1);
        const QJsonObject rolled = r.rolls.first().toObject();
        QVERIFY(!rolled.value(QStringLiteral("typed")).toBool());
        const int face = rolled.value(QStringLiteral("faces")).toArray().first().toInt();
        QVERIFY(face >= 1 && face <= 6);
        QCOMPARE(r.result.value(QStringLiteral("roll")).toInt(), face);
        const db::hexwar::Game g = desk.game();
        QCOMPARE(db::hexwar::actions(desk.campaign.file->database(), g.id).last().dice,
                 QJsonArray{face});
    }

    // §4.2: movement, combat, the other side's movement and combat, then the end of the game
    // turn with the Black Eagle's scoring (11.1); a due reinforcement left off is held back (E4).
    void fourPhasesMakeAGameTurn()
    {
        HexDesk desk;
        QStringList lines;
        for (int i = 0; i < 4; ++i) {
            const db::ExecuteResult r = desk.run(QStringLiteral("end-phase"));
            QVERIFY2(r.ok(), qPrintable(r.message));
            lines << r.summary;
        }
        const db::hexwar::Game g = desk.game();
        QCOMPARE(g.state.turn, 2);
        QCOMPARE(g.state.activeSide, hexwar::Side::BlackEagle);
        QCOMPARE(g.state.phase, hexwar::Phase::Movement);
        QVERIFY2(lines.last().contains(QStringLiteral("2")), qPrintable(lines.last()));
        QSqlQuery q(desk.campaign.file->database());
        q.exec(QStringLiteral("SELECT explanation FROM history WHERE command = 'hexgame.end-phase' "
                              "ORDER BY id LIMIT 1"));
        QVERIFY(q.next());
        QVERIFY2(q.value(0).toString().contains(QStringLiteral("E4")),
                 qPrintable(q.value(0).toString()));
    }

    // Spec 2.1, 15: a game played on a map traced in the editor. The Black Eagle map copied into
    // the file with 0319 painted water: the game is set up on it, and the Lycanthropes' way on
    // from 0318 into 0319 is refused as water (A28); a later edit of the map leaves the game's copy
    // alone, and its fingerprint is not a shipped-map game's. A blank map, with none of the
    // scenario's hex sets drawn, is refused naming a unit with nowhere to go (15.4).
    void aGameOnATracedMap()
    {
        HexDesk desk(42, false);
        const auto run = [&desk](const QString &command, const QJsonObject &args) {
            return desk.runner.execute(command, args);
        };
        QVERIFY(run(QStringLiteral("hexmap.new"),
                    {{QStringLiteral("name"), QStringLiteral("Traced")},
                     {QStringLiteral("from"), QStringLiteral("black-eagle")}})
                    .ok());
        QVERIFY(run(QStringLiteral("hexmap.paint"),
                    {{QStringLiteral("map"), QStringLiteral("Traced")},
                     {QStringLiteral("hexes"), list({"0319"})},
                     {QStringLiteral("terrain"), QStringLiteral("water")}})
                    .ok());
        const QString traced = QStringLiteral("On the traced map");
        const db::ExecuteResult made =
            run(QStringLiteral("hexgame.new"), {{QStringLiteral("name"), traced},
                                                {QStringLiteral("map"), QStringLiteral("Traced")}});
        QVERIFY2(made.ok(), qPrintable(made.message));
        for (const auto &[unit, hex] : {std::pair{"K2", "1629"}, std::pair{"K10", "1920"},
                                        std::pair{"K11", "3922"}, std::pair{"K12", "3923"}})
            QVERIFY(run(QStringLiteral("hexgame.place"),
                        {{QStringLiteral("game"), traced},
                         {QStringLiteral("unit"), QString::fromLatin1(unit)},
                         {QStringLiteral("hex"), QString::fromLatin1(hex)}})
                        .ok());
        const db::ExecuteResult wet =
            run(QStringLiteral("hexgame.move"), {{QStringLiteral("game"), traced},
                                                 {QStringLiteral("unit"), QStringLiteral("B14")},
                                                 {QStringLiteral("path"), list({"0318", "0319"})}});
        QVERIFY(!wet.ok());
        QVERIFY2(wet.message.contains(QStringLiteral("A28")), qPrintable(wet.message));

        QVERIFY(run(QStringLiteral("hexmap.paint"),
                    {{QStringLiteral("map"), QStringLiteral("Traced")},
                     {QStringLiteral("hexes"), list({"0217"})},
                     {QStringLiteral("terrain"), QStringLiteral("water")}})
                    .ok());
        const QSqlDatabase db = desk.campaign.file->database();
        const auto game = db::hexwar::game(db, traced);
        QVERIFY(game);
        QCOMPARE(game->map.hex(*map::Hex::fromXXYY(QStringLiteral("0319"))).terrain,
                 hexwar::Terrain::Water);
        QVERIFY(game->map.isLand(*map::Hex::fromXXYY(QStringLiteral("0217"))));
        QVERIFY(!game->customMap.isEmpty());
        QVERIFY(desk.game().customMap.isEmpty()); // the fixture's game: the scenario's own map
        db::hexwar::Game same = desk.game();
        same.state = game->state;
        same.hexSets = game->hexSets;
        QVERIFY(same.fingerprint() != game->fingerprint());

        QVERIFY(
            run(QStringLiteral("hexmap.new"), {{QStringLiteral("name"), QStringLiteral("Blank")},
                                               {QStringLiteral("columns"), 46},
                                               {QStringLiteral("rows"), 38}})
                .ok());
        const db::ExecuteResult blank =
            run(QStringLiteral("hexgame.new"), {{QStringLiteral("name"), QStringLiteral("Nowhere")},
                                                {QStringLiteral("map"), QStringLiteral("Blank")}});
        QVERIFY(!blank.ok());
        QVERIFY2(blank.message.contains(QStringLiteral("15.4")) &&
                     blank.message.contains(QStringLiteral("Blank")),
                 qPrintable(blank.message));
        QVERIFY(!db::hexwar::game(db, QStringLiteral("Nowhere")));
    }

    // Spec 15, issue 20: a game of a scenario file the referee loaded. Its order of battle and
    // name are the file's, copied into the game (a later change of the file cannot reach it) and
    // counted in the mail fingerprint; a file that is not a scenario is refused naming what is
    // wrong, and one played on a map Herald does not ship needs one of the file's maps.
    void aGameFromAScenarioFile()
    {
        HexDesk desk(42, false);
        const QJsonObject scenario = fullMusterScenario();
        const auto start = [&desk](const QString &name, const QJsonObject &file) {
            return desk.runner.execute(
                QStringLiteral("hexgame.new"),
                {{QStringLiteral("name"), name}, {QStringLiteral("scenarioFile"), file}});
        };

        const db::ExecuteResult made = start(QStringLiteral("Full muster"), scenario);
        QVERIFY2(made.ok(), qPrintable(made.message));
        QVERIFY(made.summary.contains(kFullMuster));
        const QSqlDatabase db = desk.campaign.file->database();
        const auto game = db::hexwar::game(db, QStringLiteral("Full muster"));
        QVERIFY(game);
        QCOMPARE(game->scenario().name, kFullMuster);
        QCOMPARE(game->state.unit(QStringLiteral("B1"))->fullStrength, 8);
        QCOMPARE(game->state.unit(QStringLiteral("K3"))->hex, map::Hex::fromXXYY(u"2421"));
        db::hexwar::Game same = desk.game();
        same.state = game->state;
        QVERIFY(same.fingerprint() != game->fingerprint());

        QJsonObject broken = scenario;
        broken.remove(QStringLiteral("units"));
        const db::ExecuteResult bad = start(QStringLiteral("Broken"), broken);
        QCOMPARE(bad.status, db::CommandStatus::BadArguments);
        QVERIFY2(bad.message.contains(QStringLiteral("no units")), qPrintable(bad.message));
        QJsonObject elsewhere = scenario;
        elsewhere.insert(QStringLiteral("map"), QStringLiteral("glantri.map.json"));
        const db::ExecuteResult foreign = start(QStringLiteral("Elsewhere"), elsewhere);
        QCOMPARE(foreign.status, db::CommandStatus::Refused);
        QVERIFY2(foreign.message.contains(QStringLiteral("glantri.map.json")),
                 qPrintable(foreign.message));
        QCOMPARE(db::hexwar::gameNames(db), (QStringList{kGame, QStringLiteral("Full muster")}));
        QVERIFY(desk.runner.undo().ok());
        QVERIFY(!db::hexwar::game(db, QStringLiteral("Full muster")));
    }

    // Spec 2.2 (grid.shifted_parity = odd): a map laid out with the odd columns lower, by one
    // undoable command, keeps every printed number; hexsides whose ends stop being neighbours
    // come off and are named. A game on it reads the scenario's numbers on that grid: the
    // fixed set-up units stand in the printed hexes, the objective is Kelvin's number, and the
    // stored position and every message use printed numbers.
    void aGameOnAnOddParityMap()
    {
        HexDesk desk(42, false);
        const auto run = [&desk](const QString &command, const QJsonObject &args) {
            return desk.runner.execute(command, args);
        };
        const QSqlDatabase db = desk.campaign.file->database();
        const QString traced = QStringLiteral("Odd columns");
        QVERIFY(run(QStringLiteral("hexmap.new"),
                    {{QStringLiteral("name"), traced},
                     {QStringLiteral("from"), QStringLiteral("black-eagle")}})
                    .ok());
        const db::ExecuteResult bad = run(QStringLiteral("hexmap.grid"),
                                          {{QStringLiteral("map"), traced},
                                           {QStringLiteral("shiftedParity"), QStringLiteral("3")}});
        QCOMPARE(bad.status, db::CommandStatus::BadArguments);
        QVERIFY2(bad.message.contains(QStringLiteral("shiftedParity")), qPrintable(bad.message));

        const db::ExecuteResult laid =
            run(QStringLiteral("hexmap.grid"),
                {{QStringLiteral("map"), traced},
                 {QStringLiteral("shiftedParity"), QStringLiteral("odd")}});
        QVERIFY2(laid.ok(), qPrintable(laid.message));
        const QJsonArray dropped = laid.result.value(QStringLiteral("dropped")).toArray();
        QVERIFY(!dropped.isEmpty());
        QCOMPARE(laid.result.value(QStringLiteral("offset")).toString(), QStringLiteral("even-q"));
        QSqlQuery history(db);
        history.exec(QStringLiteral("SELECT explanation FROM history ORDER BY id DESC LIMIT 1"));
        QVERIFY(history.next());
        const QString explained = history.value(0).toString();
        QVERIFY2(explained.contains(QStringLiteral("2.2")) &&
                     explained.contains(dropped.first().toString()),
                 qPrintable(explained));
        QVERIFY(!db::hexwar::hexMap(db, traced)->map.grid().isDefault());
        QVERIFY(desk.runner.undo().ok());
        QVERIFY(db::hexwar::hexMap(db, traced)->map.grid().isDefault());
        QCOMPARE(db::hexwar::hexMap(db, traced)->map.sides().size(),
                 db::hexwar::shippedScenario(QStringLiteral("black-eagle"))->map.sides().size());
        QVERIFY(desk.runner.redo().ok());

        const QString name = QStringLiteral("On odd columns");
        QVERIFY(run(QStringLiteral("hexgame.new"),
                    {{QStringLiteral("name"), name}, {QStringLiteral("map"), traced}})
                    .ok());
        const auto game = db::hexwar::game(db, name);
        QVERIFY(game);
        const map::HexGrid odd(map::GridOrientation::FlatTopColumns, map::ShiftedParity::Odd);
        QCOMPARE(game->map.grid(), odd);
        const hexwar::Unit *kelvin = game->state.unit(QStringLiteral("K3"));
        QCOMPARE(game->map.number(*kelvin->hex), QStringLiteral("2421"));
        QCOMPARE(*kelvin->hex, *odd.fromNumber(u"2421"));
        QVERIFY(*kelvin->hex != *map::Hex::fromXXYY(u"2421"));
        QCOMPARE(game->scenario().victory.objectiveHex, odd.fromNumber(u"2421"));
        QCOMPARE(game->map.hex(*kelvin->hex).name, QStringLiteral("Kelvin"));
        QSqlQuery q(db);
        q.prepare(QStringLiteral("SELECT state FROM hexgame WHERE name = ?"));
        q.addBindValue(name);
        QVERIFY(q.exec() && q.next());
        QVERIFY(q.value(0).toString().contains(QStringLiteral(R"("hex":"2421")")));

        const db::ExecuteResult wrong =
            run(QStringLiteral("hexgame.place"), {{QStringLiteral("game"), name},
                                                  {QStringLiteral("unit"), QStringLiteral("K2")},
                                                  {QStringLiteral("hex"), QStringLiteral("2220")}});
        QVERIFY(!wrong.ok());
        QVERIFY2(wrong.message.contains(QStringLiteral("2220")), qPrintable(wrong.message));
        QVERIFY(
            run(QStringLiteral("hexgame.place"), {{QStringLiteral("game"), name},
                                                  {QStringLiteral("unit"), QStringLiteral("K2")},
                                                  {QStringLiteral("hex"), QStringLiteral("1629")}})
                .ok());
        QCOMPARE(
            game->map.number(*db::hexwar::game(db, name)->state.unit(QStringLiteral("K2"))->hex),
            QStringLiteral("1629"));
    }
};

QTEST_GUILESS_MAIN(TestHexGame)
#include "tst_hexgame.moc"
