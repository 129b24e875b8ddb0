// The lesser races' commands (§7.7, §5.12, §2.15, I-72..I-80): lesser.add and lesser.adjust,
// the pick-up round at M-3 (pickup.order with its dice in the history, pickup.pick with the
// affiliation requests, pickup.result moving the track and earning XP) and xp.spend, whose
// honours, scenarios and magic items are rolled or drawn in the command and whose honours and
// scenarios are used up by the battle's result. Every command is undone and redone to the same
// tables; every refusal changes nothing.
#include "db/warmaster/experiencepurchases.h"
#include "db/warmaster/lesserstore.h"
#include "db/warmaster/nationrepository.h"
#include "demonight.h"

#include <QJsonArray>

using namespace herald::db;
using namespace herald::warmaster;
using namespace demonight;

class TestLesserRaceCommands : public QObject, private DemoNight
{
    Q_OBJECT

private:
    int experience(const QString &nation) const { return findNation(db(), nation)->experience; }
    void setExperience(const QString &nation, int points)
    {
        QSqlQuery q(db());
        QVERIFY(q.exec(QStringLiteral("UPDATE nation SET experience = %1 WHERE name = '%2'")
                           .arg(points)
                           .arg(nation)));
    }
    int markers(const QString &list, const QString &nation) const
    {
        return value(QStringLiteral("SELECT m.markers FROM affiliation_marker m JOIN lesser_race "
                                    "r ON r.id = m.lesser_race_id JOIN nation n ON n.id = "
                                    "m.nation_id WHERE r.army_list_id = '%1' AND n.name = '%2'")
                         .arg(list, nation))
            .toInt();
    }
    int lostInfantry(const QString &nation) const
    {
        return value(QStringLiteral("SELECT l.lost FROM roster_line l JOIN roster r ON r.id = "
                                    "l.roster_id JOIN nation n ON n.id = r.nation_id WHERE n.name "
                                    "= '%1' AND l.category = 'infantry'")
                         .arg(nation))
            .toInt();
    }
    /// The round of §12.2 in small: Veyra (two Goblin markers) and Ironhold fight the campaign
    /// battle; the order drawn puts Mirefolk first; Mirefolk leads the Goblins (Veyra's consent
    /// is automatic) and Ash Riders send their army against them.
    void playRound()
    {
        must(QStringLiteral("lesser.adjust"), args({{QStringLiteral("race"), goblins},
                                                    {QStringLiteral("box"), QStringLiteral("2")},
                                                    {QStringLiteral("nation"), veyra},
                                                    {QStringLiteral("markers"), 2}}));
        must(QStringLiteral("pickup.order"), args({{QStringLiteral("typed"), QJsonArray{1}}}));
        must(QStringLiteral("pickup.pick"), args({{QStringLiteral("nation"), mirefolk},
                                                  {QStringLiteral("option"), QStringLiteral("A")},
                                                  {QStringLiteral("race"), goblins}}));
        must(QStringLiteral("pickup.pick"),
             args({{QStringLiteral("nation"), ash},
                   {QStringLiteral("option"), QStringLiteral("B")}}));
    }

private Q_SLOTS:
    /// The demo campaign at its first M-3 with one pending battle (Veyra against Ironhold, the
    /// two armies swapping Foxcombe and Elm, §5.4), every nation with bought roster lines, and
    /// two lesser races.
    void init()
    {
        startDemo({goblins, raiders});
        for (const QString &nation : demoNations)
            must(QStringLiteral("roster.buy"),
                 args({{QStringLiteral("nation"), nation},
                       {QStringLiteral("unitType"), QStringLiteral("Bank Wardens")},
                       {QStringLiteral("count"), 4}}));
        marchToFirstBattle();
    }
    /// §7.7.1: a race of the army lists joins in box 0, once; a referee adjustment is undoable.
    void addAndAdjust()
    {
        QCOMPARE(box(goblins), QStringLiteral("0"));
        refused(QStringLiteral("lesser.add"), args({{QStringLiteral("race"), goblins}}),
                QStringLiteral("already a lesser race"));
        refused(QStringLiteral("lesser.add"), args({{QStringLiteral("race"), QStringLiteral("x")}}),
                QStringLiteral("no list \"x\""));
        const ExecuteResult added =
            undoable(QStringLiteral("lesser.add"),
                     args({{QStringLiteral("race"), QStringLiteral("sample-iron-hill-clans")}}));
        QCOMPARE(added.result.value(QStringLiteral("racesInPlay")).toInt(), 3);
        QCOMPARE(added.result.value(QStringLiteral("rulesCount")).toInt(), 2); // §2.18: 4 − 2

        undoable(QStringLiteral("lesser.adjust"),
                 args({{QStringLiteral("race"), goblins},
                       {QStringLiteral("box"), QStringLiteral("3")},
                       {QStringLiteral("nation"), ash},
                       {QStringLiteral("markers"), 2}}));
        QCOMPARE(box(goblins), QStringLiteral("3"));
        QCOMPARE(markers(goblins, ash), 2);
        refused(
            QStringLiteral("lesser.adjust"),
            args({{QStringLiteral("race"), goblins}, {QStringLiteral("box"), QStringLiteral("4")}}),
            QStringLiteral("track box"));

        const QJsonObject report = lesserReport(db());
        QCOMPARE(report.value(QStringLiteral("races")).toArray().size(), 3);
        QCOMPARE(report.value(QStringLiteral("races"))
                     .toArray()
                     .at(0)[QStringLiteral("markers")]
                     .toObject()
                     .value(ash)
                     .toInt(),
                 2);
    }

    /// §7.7.3, §5.12: the order of the free nations is drawn with a die kept in the history;
    /// the nations of the campaign battle do not pick; once drawn it is not drawn again.
    void orderDrawn()
    {
        const ExecuteResult r = undoable(QStringLiteral("pickup.order"),
                                         args({{QStringLiteral("typed"), QJsonArray{2}}}));
        QCOMPARE(r.rolls.size(), 1);
        QVERIFY(
            r.rolls.at(0)[QStringLiteral("purpose")].toString().contains(QStringLiteral("§7.7.3")));
        QCOMPARE(r.result.value(QStringLiteral("order")).toArray(), (QJsonArray{ash, mirefolk}));
        const auto round = loadPickupRound(db(), 1);
        QVERIFY(round);
        QCOMPARE(round->inCampaignBattle.size(), 2);
        refused(QStringLiteral("pickup.order"), {}, QStringLiteral("drawn already"));
        refused(QStringLiteral("pickup.pick"),
                args({{QStringLiteral("nation"), veyra},
                      {QStringLiteral("option"), QStringLiteral("C")}}),
                QStringLiteral("not among"));
        refused(QStringLiteral("pickup.pick"),
                args({{QStringLiteral("nation"), mirefolk},
                      {QStringLiteral("option"), QStringLiteral("C")}}),
                QStringLiteral("Ash Riders's turn"));
    }

    /// §7.7.3, §7.7.5, I-72, I-74: the picks, the automatic consent of a nation in the campaign
    /// battle, the matched game; then the result (§7.7.4, §2.15): the Goblins drop a box and
    /// Ash Riders earn 450 / 100 = 4 XP; no second result.
    void roundAndResult()
    {
        playRound();
        const QJsonObject report = pickupReport(db(), 1);
        QCOMPARE(report.value(QStringLiteral("games")).toArray().size(), 1);
        const QJsonObject game = report.value(QStringLiteral("games")).toArray().at(0).toObject();
        QVERIFY2(game.value(QStringLiteral("text"))
                     .toString()
                     .contains(QStringLiteral("Ash Riders's army")),
                 qPrintable(game.value(QStringLiteral("text")).toString()));
        QVERIFY(report.value(QStringLiteral("finished")).toBool());

        refused(QStringLiteral("pickup.result"),
                args({{QStringLiteral("game"), 1}, {QStringLiteral("winner"), ash}}),
                QStringLiteral("victory points"));
        refused(QStringLiteral("pickup.result"),
                args({{QStringLiteral("game"), 1},
                      {QStringLiteral("winner"), veyra},
                      {QStringLiteral("vp"), QJsonObject{{ash, 450}}}}),
                QStringLiteral("The winner of pick-up battle 1"));
        refused(QStringLiteral("pickup.result"),
                args({{QStringLiteral("game"), 2}, {QStringLiteral("winner"), ash}}),
                QStringLiteral("no pick-up battle 2"));
        const ExecuteResult r = undoable(QStringLiteral("pickup.result"),
                                         args({{QStringLiteral("game"), 1},
                                               {QStringLiteral("winner"), ash},
                                               {QStringLiteral("vp"), QJsonObject{{ash, 450}}}}));
        QCOMPARE(box(goblins), QStringLiteral("1"));
        QCOMPARE(markers(goblins, veyra), 2);
        QCOMPARE(experience(ash), 4);
        QVERIFY(r.summary.contains(QStringLiteral("Ash Riders's army won")));
        QVERIFY2(r.result.value(QStringLiteral("lines"))
                     .toVariant()
                     .toStringList()
                     .join('\n')
                     .contains(QStringLiteral("450 / 100 = 4 XP")),
                 qPrintable(r.summary));
        refused(QStringLiteral("pickup.result"),
                args({{QStringLiteral("game"), 1},
                      {QStringLiteral("winner"), ash},
                      {QStringLiteral("vp"), QJsonObject{{ash, 450}}}}),
                QStringLiteral("has its result"));
        const ExperienceLedger ledger = experienceLedger(db(), findNation(db(), ash)->id);
        QCOMPARE(ledger.earned, 4);
        QCOMPARE(ledger.balance, 4);
    }

    /// I-73: the lesser race wins: it moves up and its commander gains a marker; the national
    /// army's loss earns 450 / 200 = 2 XP.
    void raceWins()
    {
        playRound();
        undoable(QStringLiteral("pickup.result"),
                 args({{QStringLiteral("game"), 1},
                       {QStringLiteral("winner"), goblins},
                       {QStringLiteral("vp"), QJsonObject{{ash, 450}}}}));
        QCOMPARE(box(goblins), QStringLiteral("3"));
        QCOMPARE(markers(goblins, mirefolk), 1);
        QCOMPARE(experience(ash), 2);
    }

    /// §2.15, I-77: one purchase per battle, refused when too poor or when no unit of that
    /// category was lost this year; a restoration puts a lost unit back on its roster line.
    void spendExperience()
    {
        playRound();
        must(QStringLiteral("pickup.result"),
             args({{QStringLiteral("game"), 1},
                   {QStringLiteral("winner"), ash},
                   {QStringLiteral("vp"), QJsonObject{{ash, 450}}}}));
        const QJsonObject spend{{QStringLiteral("nation"), ash},
                                {QStringLiteral("purchase"), QStringLiteral("infantry")}};
        refused(QStringLiteral("xp.spend"), spend, QStringLiteral("lost no infantry unit"));
        refused(QStringLiteral("xp.spend"),
                args({{QStringLiteral("nation"), ash},
                      {QStringLiteral("purchase"), QStringLiteral("battleHonour")}}),
                QStringLiteral("has 4 XP"));
        refused(QStringLiteral("xp.spend"),
                args({{QStringLiteral("nation"), ash},
                      {QStringLiteral("purchase"), QStringLiteral("honour")}}),
                QStringLiteral("one of infantry"));
        must(QStringLiteral("roster.loss"), args({{QStringLiteral("nation"), ash},
                                                  {QStringLiteral("line"), 1},
                                                  {QStringLiteral("count"), 2}}));
        QCOMPARE(lostInfantry(ash), 2);
        const ExecuteResult r = undoable(QStringLiteral("xp.spend"), spend);
        QCOMPARE(lostInfantry(ash), 1);
        QCOMPARE(experience(ash), 1);
        QCOMPARE(r.result.value(QStringLiteral("balance")).toInt(), 1);
        QVERIFY(r.summary.contains(QStringLiteral("lost 2 → 1")));

        // A second purchase before Ash Riders fight again is refused, even one it can pay.
        QSqlQuery q(db());
        QVERIFY(
            q.exec(QStringLiteral("UPDATE nation SET experience = 20 WHERE name = 'Ash Riders'")));
        refused(QStringLiteral("xp.spend"), spend, QStringLiteral("One purchase per battle"));
        const ExperienceLedger ledger = experienceLedger(db(), findNation(db(), ash)->id);
        QCOMPARE(ledger.spent, 3);
        QCOMPARE(ledger.purchaseSinceLastBattle, QStringLiteral("infantry"));
    }

    /// §2.15: "one purchase per battle" counts the nation's campaign battles too: after the
    /// battle's winner is in, Veyra may buy again.
    void purchasePerBattle()
    {
        QSqlQuery q(db());
        QVERIFY(q.exec(
            QStringLiteral("UPDATE nation SET experience = 10 WHERE name = '%1'").arg(veyra)));
        const QJsonObject spend{{QStringLiteral("nation"), veyra},
                                {QStringLiteral("purchase"), QStringLiteral("infantry")}};
        must(QStringLiteral("roster.loss"), args({{QStringLiteral("nation"), veyra},
                                                  {QStringLiteral("line"), 1},
                                                  {QStringLiteral("count"), 3}}));
        QCOMPARE(battlesFought(db(), findNation(db(), veyra)->id), 0);
        must(QStringLiteral("xp.spend"), spend);
        refused(QStringLiteral("xp.spend"), spend, QStringLiteral("One purchase per battle"));
        must(QStringLiteral("battle.winner"),
             args({{QStringLiteral("battle"), 1}, {QStringLiteral("nation"), veyra}}));
        QCOMPARE(battlesFought(db(), findNation(db(), veyra)->id), 1);
        undoable(QStringLiteral("xp.spend"), spend);
        QCOMPARE(experience(veyra), 4);
        QCOMPARE(lostInfantry(veyra), 1);
    }

    /// §2.15, §10 #10 and #11: a battle honour is rolled on the campaign's "battleHonours" table
    /// for one of the nation's own armies, a scenario on "randomScenarios" (the shipped d6
    /// tables: 4 = steady veterans, 3 = hold the crossing); each waits on the brief of the
    /// pending battle its army or nation fights, and the battle's result uses both up.
    void honourAndScenarioRolled()
    {
        setExperience(veyra, 25);
        setExperience(ironhold, 12);
        const QJsonObject honour{{QStringLiteral("nation"), veyra},
                                 {QStringLiteral("purchase"), QStringLiteral("battleHonour")},
                                 {QStringLiteral("army"), host},
                                 {QStringLiteral("typed"), QJsonArray{4}}};
        refused(QStringLiteral("xp.spend"), honour, QStringLiteral("no readable table"));
        must(QStringLiteral("decks.install"));
        refused(QStringLiteral("xp.spend"),
                args({{QStringLiteral("nation"), veyra},
                      {QStringLiteral("purchase"), QStringLiteral("battleHonour")}}),
                QStringLiteral("name it"));
        refused(QStringLiteral("xp.spend"),
                args({{QStringLiteral("nation"), veyra},
                      {QStringLiteral("purchase"), QStringLiteral("battleHonour")},
                      {QStringLiteral("army"), guard}}),
                QStringLiteral("not an army of Kingdom of Veyra"));

        const ExecuteResult h = undoable(QStringLiteral("xp.spend"), honour);
        QCOMPARE(h.rolls.size(), 1);
        QVERIFY(h.rolls.at(0)[QStringLiteral("purpose")].toString().contains(host));
        QCOMPARE(h.result.value(QStringLiteral("roll")).toInt(), 4);
        QVERIFY2(h.summary.contains(QStringLiteral("d6 4 → Steady veterans")),
                 qPrintable(h.summary));
        QCOMPARE(experience(veyra), 15); // 25 − 10 (§2.15)
        const ExecuteResult sc =
            undoable(QStringLiteral("xp.spend"),
                     args({{QStringLiteral("nation"), ironhold},
                           {QStringLiteral("purchase"), QStringLiteral("randomScenario")},
                           {QStringLiteral("typed"), QJsonArray{3}}}));
        QVERIFY2(sc.summary.contains(QStringLiteral("d6 3 → Hold the crossing")),
                 qPrintable(sc.summary));
        QCOMPARE(experience(ironhold), 0); // 12 − 12 (§2.15)

        const qint64 battle = value(QStringLiteral("SELECT id FROM pending_battle")).toLongLong();
        auto bought = purchasesForBattle(db(), battle);
        QCOMPARE(bought.size(), std::size_t(2));
        QCOMPARE(bought[0].purchase, ExperiencePurchase::BattleHonour);
        QCOMPARE(bought[0].army, host);
        QVERIFY(bought[0].briefLine().startsWith(
            QStringLiteral("Battle honour of Host of the Crown (Kingdom of Veyra)")));
        QCOMPARE(bought[1].purchase, ExperiencePurchase::RandomScenario);
        QCOMPARE(bought[1].nation, ironhold);

        // §6: the result is entered (the defenders hold the objective, 200 to 0): both are spent.
        const QJsonObject result{{QStringLiteral("sides"),
                                  QJsonArray{QJsonObject{{QStringLiteral("units"), QJsonArray{}}},
                                             QJsonObject{{QStringLiteral("units"), QJsonArray{}}}}},
                                 {QStringLiteral("objective"), 0}};
        const ExecuteResult r =
            undoable(QStringLiteral("battle.result"),
                     args({{QStringLiteral("battle"), 1}, {QStringLiteral("result"), result}}));
        const QStringList lines =
            r.result.value(QStringLiteral("lines")).toVariant().toStringList();
        QCOMPARE(lines.filter(QStringLiteral("used in this battle")).size(), 2);
        QCOMPARE(value(QStringLiteral("SELECT COUNT(*) FROM experience_entry WHERE "
                                      "used_in_battle_id = %1")
                           .arg(battle))
                     .toInt(),
                 2);
        // A new honour waits for Host's next battle, not on this one's brief.
        setExperience(veyra, 25);
        must(QStringLiteral("xp.spend"), honour);
        bought = purchasesForBattle(db(), battle);
        QCOMPARE(bought.size(), std::size_t(2));
    }

    /// §2.15: a winner marked by hand counts as the battle fought (one purchase per battle), so
    /// it uses up the honour too; the brief keeps showing it as spent there.
    void honourUsedByWinnerByHand()
    {
        setExperience(veyra, 10);
        must(QStringLiteral("decks.install"));
        must(QStringLiteral("xp.spend"),
             args({{QStringLiteral("nation"), veyra},
                   {QStringLiteral("purchase"), QStringLiteral("battleHonour")},
                   {QStringLiteral("army"), host},
                   {QStringLiteral("typed"), QJsonArray{1}}}));
        const ExecuteResult r =
            undoable(QStringLiteral("battle.winner"),
                     args({{QStringLiteral("battle"), 1}, {QStringLiteral("nation"), ironhold}}));
        QVERIFY(
            value(QStringLiteral("SELECT explanation FROM history WHERE id = %1").arg(r.historyId))
                .toString()
                .contains(QStringLiteral("used in this battle")));
        const qint64 battle = value(QStringLiteral("SELECT id FROM pending_battle")).toLongLong();
        QCOMPARE(value(QStringLiteral("SELECT used_in_battle_id FROM experience_entry WHERE "
                                      "purchase = 'battleHonour'"))
                     .toLongLong(),
                 battle);
        const auto bought = purchasesForBattle(db(), battle);
        QCOMPARE(bought.size(), std::size_t(1));
        QVERIFY(bought[0].rolled.contains(QStringLiteral("d6 1 → Named in the chronicle")));
    }

    /// §2.15, §1.7: 30 XP draw the top card of the magic item deck for the nation; it waits on
    /// the nation's roster (nation_item) for a character to take it.
    void magicItemDrawn()
    {
        setExperience(veyra, 30);
        const QJsonObject spend{{QStringLiteral("nation"), veyra},
                                {QStringLiteral("purchase"), QStringLiteral("magicItem")}};
        refused(QStringLiteral("xp.spend"), spend, QStringLiteral("no magic item deck"));
        for (const QString &name : {QStringLiteral("Sword of Dawn"), QStringLiteral("Grey Cloak")})
            must(QStringLiteral("decks.magic.author"),
                 args({{QStringLiteral("author"), QStringLiteral("Ann")},
                       {QStringLiteral("name"), name},
                       {QStringLiteral("points"), 50}}));
        must(QStringLiteral("decks.magic.build"));
        const ExecuteResult r = undoable(QStringLiteral("xp.spend"), spend);
        const QString card = r.result.value(QStringLiteral("card")).toString();
        QVERIFY(card == QStringLiteral("sword-of-dawn") || card == QStringLiteral("grey-cloak"));
        QCOMPARE(value(QStringLiteral("SELECT n.name FROM nation_item i JOIN nation n ON n.id = "
                                      "i.nation_id WHERE i.card_id = '%1'")
                           .arg(card))
                     .toString(),
                 veyra);
        QVERIFY2(r.summary.contains(r.result.value(QStringLiteral("item")).toString()),
                 qPrintable(r.summary));
        QCOMPARE(experience(veyra), 0);
        QVERIFY(value(QStringLiteral("SELECT content FROM decks_deck WHERE id = 'magicItems'"))
                    .toString()
                    .contains(QStringLiteral("Kingdom of Veyra")));
    }
};

QTEST_GUILESS_MAIN(TestLesserRaceCommands)
#include "tst_lesserraces.moc"
