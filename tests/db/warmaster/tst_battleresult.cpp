// battle.result at M-3 (§6.1-§6.3): a pending battle's result sheet gives each side's VP
// (§2.13, I-32), the winner and the level; every rostered unit that lost stands, was destroyed
// or routed off rolls for survival (§2.14, I-34) and the failures are struck from their roster
// lines; mobs never roll. The winner is where the month's blocker and the retreat form read it.
// Refusals change nothing; undo restores every table.
#include "db/commandregistry.h"
#include "db/commandrunner.h"
#include "db/warmaster/calendarrepository.h"
#include "db/warmaster/engagementstep.h"
#include "db/warmaster/nationrepository.h"
#include "tabledump.h"
#include "testcampaign.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlQuery>

using namespace herald::db;
using namespace herald::warmaster;

namespace {

const QString veyra = QStringLiteral("Kingdom of Veyra");
const QString ironhold = QStringLiteral("Ironhold Clans");
const QString host = QStringLiteral("Host of the Crown");
const QString guard = QStringLiteral("Iron Guard");
const QStringList demoNations{veyra, ironhold, QStringLiteral("Mirefolk Tribes"),
                              QStringLiteral("Ash Riders")};
const QJsonObject byHand{{QStringLiteral("confirmedByHand"), true}};

QJsonObject args(std::initializer_list<std::pair<QString, QJsonValue>> values)
{
    QJsonObject object;
    for (const auto &[key, value] : values)
        object.insert(key, value);
    return object;
}

} // namespace

class TestBattleResult : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<TestCampaign> m_campaign;
    std::unique_ptr<CommandRunner> m_runner;
    int m_veyraSide = 0; ///< the side Veyra's army fights on in battle 1

    QSqlDatabase db() const { return m_campaign->file->database(); }
    void must(const QString &command, const QJsonObject &a = {})
    {
        const ExecuteResult r = m_runner->execute(command, a);
        QVERIFY2(r.ok(), qPrintable(command + QStringLiteral(": ") + r.message));
    }
    /// Runs the command; undo must restore the tables before and redo give those after.
    ExecuteResult undoable(const QString &command, const QJsonObject &a)
    {
        const auto before = dumpTables(db());
        const ExecuteResult r = m_runner->execute(command, a);
        if (!r.ok())
            return r;
        const auto after = dumpTables(db());
        if (!m_runner->undo().ok() || dumpTables(db()) != before)
            qFatal("%s: undo did not restore the tables", qPrintable(command));
        if (!m_runner->redo().ok() || dumpTables(db()) != after)
            qFatal("%s: redo did not give the same tables", qPrintable(command));
        return r;
    }
    void refusedUnchanged(const QJsonObject &a, const QString &expected)
    {
        const auto before = dumpTables(db());
        const ExecuteResult r = m_runner->execute(QStringLiteral("battle.result"), a);
        QVERIFY2(r.status == CommandStatus::Refused || r.status == CommandStatus::BadArguments,
                 qPrintable(QStringLiteral("not refused: ") + r.summary));
        QVERIFY2(r.message.contains(expected), qPrintable(r.message));
        QCOMPARE(dumpTables(db()), before);
    }
    CampaignStep step() const
    {
        return loadCampaignDate(db()).value_or(herald::warmaster::CampaignDate{}).step;
    }
    QVariant value(const QString &statement) const
    {
        QSqlQuery q(db());
        return q.exec(statement) && q.next() ? q.value(0) : QVariant();
    }
    /// The roster line (from 1) of `type` on the nation's roster this year.
    int lineOf(const QString &nation, const QString &type) const
    {
        const auto n = findNation(db(), nation);
        const auto roster = loadRoster(db(), n->id, loadCampaignDate(db())->year);
        for (std::size_t i = 0; i < roster->roster.lines.size(); ++i)
            if (roster->roster.lines[i].unitTypes.contains(type))
                return static_cast<int>(i) + 1;
        return 0;
    }
    int lost(const QString &nation, const QString &type) const
    {
        const auto n = findNation(db(), nation);
        const auto roster = loadRoster(db(), n->id, loadCampaignDate(db())->year);
        return roster->roster.lines[static_cast<std::size_t>(lineOf(nation, type) - 1)].lost;
    }
    QJsonObject unit(const QString &nation, const QString &type,
                     std::initializer_list<std::pair<QString, QJsonValue>> how) const
    {
        QJsonObject u = args(how);
        u.insert(QStringLiteral("nation"), nation);
        u.insert(QStringLiteral("line"), lineOf(nation, type));
        return u;
    }
    /// Buys a Captain (hero) for the nation this year and returns his character id.
    qint64 buyHero(const QString &nation, const QString &name)
    {
        const ExecuteResult r =
            m_runner->execute(QStringLiteral("character.buy"),
                              args({{QStringLiteral("nation"), nation},
                                    {QStringLiteral("entry"), QStringLiteral("Captain")},
                                    {QStringLiteral("name"), name}}));
        if (!r.ok())
            qFatal("character.buy: %s", qPrintable(r.message));
        return characterId(name);
    }
    qint64 characterId(const QString &name) const
    {
        return value(QStringLiteral("SELECT id FROM character WHERE name = '%1'").arg(name))
            .toLongLong();
    }
    /// Five written items in a shuffled magic item deck, two dealt to each battle nation (so
    /// one stays in the draw pile; dealt in this order, the seed gives Veyra the sword), and the
    /// sword bound to Veyra's general (§6.5).
    void arm()
    {
        for (const auto &[name, points] :
             {std::pair{QStringLiteral("Sword of Dawn"), 50}, std::pair{QStringLiteral("Helm"), 25},
              std::pair{QStringLiteral("Ring"), 30}, std::pair{QStringLiteral("Staff"), 40},
              std::pair{QStringLiteral("Orb"), 5}})
            must(QStringLiteral("decks.magic.author"),
                 args({{QStringLiteral("author"), QStringLiteral("Ann")},
                       {QStringLiteral("name"), name},
                       {QStringLiteral("points"), points}}));
        must(QStringLiteral("decks.magic.build"));
        must(QStringLiteral("decks.magic.deal"),
             args({{QStringLiteral("nations"), QJsonArray{ironhold, veyra}}}));
        must(QStringLiteral("item.bind"),
             args({{QStringLiteral("character"), characterId(QStringLiteral("Duke Aldric"))},
                   {QStringLiteral("card"), QStringLiteral("sword-of-dawn")}}));
    }
    /// The magic item deck's piles and the cards in play with their holders.
    QJsonObject deckState() const
    {
        return QJsonDocument::fromJson(
                   value(QStringLiteral("SELECT content FROM decks_deck WHERE id = 'magicItems'"))
                       .toByteArray())
            .object()
            .value(QStringLiteral("state"))
            .toObject();
    }
    /// Where the magic item deck has the card: "draw", "play", "discard" or "removed".
    QString deckPlace(const QString &card) const
    {
        const QJsonObject state = deckState();
        if (state.value(QStringLiteral("drawPile")).toArray().contains(card))
            return QStringLiteral("draw");
        if (state.value(QStringLiteral("discardPile")).toArray().contains(card))
            return QStringLiteral("discard");
        if (state.value(QStringLiteral("removed")).toArray().contains(card))
            return QStringLiteral("removed");
        return QStringLiteral("play");
    }
    /// Typed VP that make Veyra win (or lose) battle 1, with Veyra's characters removed from
    /// the table listed on its side.
    QJsonObject fateSheet(bool veyraWins, const QJsonArray &veyraCharacters,
                          const QJsonArray &ironholdCharacters = {}) const
    {
        QJsonArray sides{QJsonObject{}, QJsonObject{}};
        sides[m_veyraSide] = QJsonObject{{QStringLiteral("vp"), veyraWins ? 300 : 100},
                                         {QStringLiteral("characters"), veyraCharacters}};
        sides[1 - m_veyraSide] = QJsonObject{{QStringLiteral("vp"), veyraWins ? 100 : 300},
                                             {QStringLiteral("characters"), ironholdCharacters}};
        return {{QStringLiteral("sides"), sides}};
    }
    void setting(const QString &key, bool on)
    {
        must(QStringLiteral("campaign.setting"),
             args({{QStringLiteral("key"), key}, {QStringLiteral("value"), on}}));
    }

    /// The sheet with Veyra's and Ironhold's losses put on their sides of battle 1.
    QJsonObject sheet(const QJsonArray &veyraLosses, const QJsonArray &ironholdLosses,
                      const QJsonValue &objective = QStringLiteral("none")) const
    {
        QJsonArray sides{QJsonObject{}, QJsonObject{}};
        sides[m_veyraSide] = QJsonObject{{QStringLiteral("units"), veyraLosses}};
        sides[1 - m_veyraSide] = QJsonObject{{QStringLiteral("units"), ironholdLosses}};
        return {{QStringLiteral("sides"), sides}, {QStringLiteral("objective"), objective}};
    }
    QJsonObject command(const QJsonObject &result, const QJsonArray &typed = {}, int battle = 1)
    {
        QJsonObject a =
            args({{QStringLiteral("battle"), battle}, {QStringLiteral("result"), result}});
        if (!typed.isEmpty())
            a.insert(QStringLiteral("typed"), typed);
        return a;
    }
    void advanceTo(CampaignStep target)
    {
        for (int guardCount = 0; guardCount < 60 && step() != target; ++guardCount) {
            if (step() == CampaignStep::StartOfTurn)
                for (const QString &nation : demoNations)
                    must(QStringLiteral("attendance.set"),
                         args({{QStringLiteral("nation"), nation},
                               {QStringLiteral("present"), true}}));
            if (step() == CampaignStep::PlaceArmies)
                placeArmies();
            const ExecuteResult r = m_runner->execute(QStringLiteral("calendar.next"), byHand);
            QVERIFY2(r.ok(), qPrintable(r.message));
        }
        QCOMPARE(step(), target);
    }
    /// NY-7: Veyra's army in Carrow, Ironhold's in Gallowmere, one general each.
    void placeArmies()
    {
        const std::array<std::array<QString, 4>, 2> armies{{
            {veyra, host, QStringLiteral("Duke Aldric"), QStringLiteral("0407")},
            {ironhold, guard, QStringLiteral("Thane Borin"), QStringLiteral("0804")},
        }};
        for (const auto &[nation, army, general, area] : armies) {
            must(QStringLiteral("character.buy"),
                 args({{QStringLiteral("nation"), nation},
                       {QStringLiteral("entry"), QStringLiteral("Marshal")},
                       {QStringLiteral("name"), general}}));
            must(QStringLiteral("army.place"), args({{QStringLiteral("nation"), nation},
                                                     {QStringLiteral("name"), army},
                                                     {QStringLiteral("general"), general},
                                                     {QStringLiteral("area"), area}}));
        }
    }
    void put(const QString &army, const QString &area)
    {
        QSqlQuery q(db());
        QVERIFY(q.exec(QStringLiteral("UPDATE army SET area = '%1', location = 'countryside', "
                                      "in_supply = 1 WHERE name = '%2'")
                           .arg(area, army)));
    }
    void order(const QString &army, const QString &destination)
    {
        must(QStringLiteral("orders.set"), args({{QStringLiteral("army"), army},
                                                 {QStringLiteral("kind"), QStringLiteral("move")},
                                                 {QStringLiteral("destination"), destination}}));
    }

private Q_SLOTS:
    /// The demo campaign at its first M-3 with one pending battle (§5.4: the two armies swap
    /// Foxcombe and Elm), both nations with bought roster lines.
    void init()
    {
        m_runner.reset();
        m_campaign = std::make_unique<TestCampaign>();
        m_runner = std::make_unique<CommandRunner>(*m_campaign->file, standardCommands());
        must(QStringLiteral("armylist.samples"));
        must(QStringLiteral("map.importDemo"));
        for (const QString &nation : demoNations)
            must(QStringLiteral("nation.edit"),
                 args({{QStringLiteral("nation"), nation},
                       {QStringLiteral("armyList"), QStringLiteral("sample-river-kingdom")}}));
        advanceTo(CampaignStep::WriteOrders);
        for (const QString &nation : {veyra, ironhold})
            for (const auto &[type, count] : {std::pair{QStringLiteral("Bank Wardens"), 4},
                                              std::pair{QStringLiteral("Reed Archers"), 2},
                                              std::pair{QStringLiteral("Lance Knights"), 1}})
                must(QStringLiteral("roster.buy"), args({{QStringLiteral("nation"), nation},
                                                         {QStringLiteral("unitType"), type},
                                                         {QStringLiteral("count"), count}}));
        put(host, QStringLiteral("0708"));
        put(guard, QStringLiteral("0709"));
        order(host, QStringLiteral("0709"));
        order(guard, QStringLiteral("0708"));
        for (int i = 0; i < 4; ++i)
            must(QStringLiteral("calendar.next"));
        QCOMPARE(step(), CampaignStep::Combats);
        QCOMPARE(value(QStringLiteral("SELECT COUNT(*) FROM pending_battle")).toInt(), 1);
        m_veyraSide = value(QStringLiteral("SELECT ba.side FROM pending_battle_army ba JOIN army "
                                           "a ON a.id = ba.army_id WHERE a.name = '%1'")
                                .arg(host))
                          .toInt();
    }

    /// §2.14, I-34: the survival table by stands lost; destroyed and routed-off units read it
    /// as 3 stands; a failed roll strikes one unit from the roster line (§6.3).
    void survivalCases_data()
    {
        QTest::addColumn<QJsonObject>("how");
        QTest::addColumn<QJsonArray>("typed");
        QTest::addColumn<int>("stands");
        QTest::addColumn<int>("target");
        QTest::addColumn<bool>("survives");
        const auto row = [](const char *name, QJsonObject how, QJsonArray typed, int stands,
                            int target, bool survives) {
            QTest::newRow(name) << how << typed << stands << target << survives;
        };
        row("§2.14 1 stand: back without a roll", {{"standsLost", 1}}, {}, 1, 0, true);
        row("§2.14 2 stands, rolled 4: back", {{"standsLost", 2}}, {4}, 2, 4, true);
        row("§2.14 2 stands, rolled 3: struck", {{"standsLost", 2}}, {3}, 2, 4, false);
        row("§2.14 3 stands, rolled 5: back", {{"standsLost", 3}}, {5}, 3, 5, true);
        row("§2.14 3 stands, rolled 4: struck", {{"standsLost", 3}}, {4}, 3, 5, false);
        row("I-34 destroyed, rolled 5: back", {{"destroyed", true}}, {5}, 3, 5, true);
        row("I-34 destroyed, rolled 4: struck", {{"destroyed", true}}, {4}, 3, 5, false);
        row("I-34 routed off, rolled 6: back", {{"routedOff", true}}, {6}, 3, 5, true);
        row("I-34 routed off, rolled 1: struck", {{"routedOff", true}}, {1}, 3, 5, false);
    }
    void survivalCases()
    {
        QFETCH(QJsonObject, how);
        QFETCH(QJsonArray, typed);
        QFETCH(int, stands);
        QFETCH(int, target);
        QFETCH(bool, survives);
        QJsonObject loss = unit(veyra, QStringLiteral("Bank Wardens"), {});
        for (auto it = how.begin(); it != how.end(); ++it)
            loss.insert(it.key(), it.value());
        const int lostBefore = lost(veyra, QStringLiteral("Bank Wardens"));
        const ExecuteResult r =
            undoable(QStringLiteral("battle.result"), command(sheet({loss}, {}), typed));
        QVERIFY2(r.ok(), qPrintable(r.message));
        QCOMPARE(r.rolls.size(), typed.size());
        if (!typed.isEmpty())
            QVERIFY(r.rolls.at(0)[QStringLiteral("purpose")].toString().contains(
                QStringLiteral("Survival roll")));
        QSqlQuery q(db());
        QVERIFY(q.exec(QStringLiteral("SELECT stands, target, face, survives, line FROM "
                                      "battle_survival")));
        QVERIFY(q.next());
        QCOMPARE(q.value(0).toInt(), stands);
        QCOMPARE(q.value(1).toInt(), target);
        QCOMPARE(q.value(2).isNull(), typed.isEmpty());
        QCOMPARE(q.value(3).toBool(), survives);
        QCOMPARE(q.value(4).toInt(), lineOf(veyra, QStringLiteral("Bank Wardens")));
        QVERIFY(!q.next());
        QCOMPARE(lost(veyra, QStringLiteral("Bank Wardens")), lostBefore + (survives ? 0 : 1));
    }

    /// I-34 with destroyedCountsAs = actualStands: a destroyed 2-stand unit reads the table as
    /// 2 stands lost and needs 4+.
    void destroyedAtActualStands()
    {
        must(QStringLiteral("campaign.setting"),
             args({{QStringLiteral("key"), QStringLiteral("destroyedCountsAs")},
                   {QStringLiteral("value"), QStringLiteral("actualStands")}}));
        const QJsonObject loss =
            unit(veyra, QStringLiteral("Reed Archers"),
                 {{QStringLiteral("destroyed"), true}, {QStringLiteral("unitStands"), 2}});
        const ExecuteResult r =
            undoable(QStringLiteral("battle.result"), command(sheet({loss}, {}), {3}));
        QVERIFY2(r.ok(), qPrintable(r.message));
        const QJsonObject roll =
            r.result.value(QStringLiteral("survival")).toArray().at(0).toObject();
        QCOMPARE(roll.value(QStringLiteral("stands")).toInt(), 2);
        QCOMPARE(roll.value(QStringLiteral("target")).toInt(), 4);
        QCOMPARE(roll.value(QStringLiteral("survives")).toBool(), false);
        QCOMPARE(lost(veyra, QStringLiteral("Reed Archers")), 1);
    }

    /// §6.3, §2.14: mobs never roll and are never on a roster; a destroyed mob still gives its
    /// 50 points to the enemy (§2.13).
    void mobIgnored()
    {
        const QJsonObject mob{{QStringLiteral("mob"), true}, {QStringLiteral("destroyed"), true}};
        const ExecuteResult r =
            undoable(QStringLiteral("battle.result"), command(sheet({}, {mob})));
        QVERIFY2(r.ok(), qPrintable(r.message));
        QVERIFY(r.rolls.isEmpty());
        QCOMPARE(value(QStringLiteral("SELECT COUNT(*) FROM battle_survival")).toInt(), 0);
        QCOMPARE(r.result.value(QStringLiteral("vp")).toArray().at(m_veyraSide).toInt(), 50);
        QCOMPARE(r.result.value(QStringLiteral("winner")).toInt(), m_veyraSide);
    }

    /// §2.13, §6.1, §6.2: VP from the army list's costs of what each side destroyed, plus 200
    /// for the objective held alone; the winner is marked where the M-3 blocker and the M-4
    /// retreat form read it, so the month moves on.
    void victoryAndWinner()
    {
        // Veyra destroys Ironhold's Lance Knights (115) and holds the objective: 315; Ironhold
        // routs Veyra's Reed Archers off the table (55): 315 >= 3 x 55, a rout.
        const QJsonObject result = sheet(
            {unit(veyra, QStringLiteral("Reed Archers"), {{QStringLiteral("routedOff"), true}})},
            {unit(ironhold, QStringLiteral("Lance Knights"),
                  {{QStringLiteral("destroyed"), true}})},
            m_veyraSide);
        const ExecuteResult r = undoable(QStringLiteral("battle.result"), command(result, {5, 4}));
        QVERIFY2(r.ok(), qPrintable(r.message));
        QCOMPARE(r.result.value(QStringLiteral("vp")).toArray().at(m_veyraSide).toInt(), 315);
        QCOMPARE(r.result.value(QStringLiteral("vp")).toArray().at(1 - m_veyraSide).toInt(), 55);
        QCOMPARE(r.result.value(QStringLiteral("level")).toString(), QStringLiteral("rout"));
        QCOMPARE(value(QStringLiteral("SELECT winner_side_by_hand FROM pending_battle")).toInt(),
                 m_veyraSide);
        QCOMPARE(value(QStringLiteral("SELECT level FROM battle_result")).toString(),
                 QStringLiteral("rout"));
        const QJsonArray lines = r.result.value(QStringLiteral("lines")).toArray();
        QVERIFY(lines.at(m_veyraSide).toString().contains(QStringLiteral("= 315")));
        QVERIFY(lines.at(2).toString().contains(QStringLiteral("3 to 1 or more")));
        QVERIFY(unresolvedBattles(db(), 1).isEmpty());
        const ExecuteResult next = m_runner->execute(QStringLiteral("calendar.next"), {});
        QVERIFY2(next.ok(), qPrintable(next.message));
        QVERIFY2(next.summary.contains(QStringLiteral("rout, result entered")),
                 qPrintable(next.summary));
        QCOMPARE(step(), CampaignStep::Retreats);
    }

    /// I-32: typed totals (characters and their items included); equal VP is a draw with no
    /// winner, which still settles the battle for the month.
    void typedTotalsDraw()
    {
        QJsonObject result = sheet({}, {});
        QJsonArray sides = result.value(QStringLiteral("sides")).toArray();
        for (int side = 0; side < 2; ++side)
            sides[side] = QJsonObject{{QStringLiteral("vp"), 120}};
        result.insert(QStringLiteral("sides"), sides);
        const ExecuteResult r = undoable(QStringLiteral("battle.result"), command(result));
        QVERIFY2(r.ok(), qPrintable(r.message));
        QCOMPARE(r.result.value(QStringLiteral("level")).toString(), QStringLiteral("draw"));
        QVERIFY(value(QStringLiteral("SELECT winner_side_by_hand FROM pending_battle")).isNull());
        QVERIFY(value(QStringLiteral("SELECT winner_side FROM battle_result")).isNull());
        QVERIFY(unresolvedBattles(db(), 1).isEmpty());
        const ExecuteResult next = m_runner->execute(QStringLiteral("calendar.next"), {});
        QVERIFY2(next.ok(), qPrintable(next.message));
        QVERIFY2(next.summary.contains(QStringLiteral("is a draw")), qPrintable(next.summary));
        QCOMPARE(step(), CampaignStep::Retreats);
    }

    /// §6.4, §6.5, I-24..I-26: Veyra's general, carrying the Sword of Dawn, is removed from the
    /// table: the character result chart decides him (winnersNotCaptured for the winning side),
    /// then the sword rolls the item escape table only when he is captured or slain in base
    /// contact; a lost sword goes back into the deck or out of it (lostItemsReshuffled).
    void fates_data()
    {
        QTest::addColumn<bool>("veyraWins");
        QTest::addColumn<bool>("winnersNotCaptured");
        QTest::addColumn<bool>("reshuffled");
        QTest::addColumn<bool>("baseContact");
        QTest::addColumn<QJsonArray>("typed");
        QTest::addColumn<QString>("status");
        QTest::addColumn<QString>("itemFate");
        QTest::addColumn<QString>("holder"); ///< aldric, borin, veyraRoster or none
        QTest::addColumn<QString>("deck");   ///< play, draw or removed
        const auto row = [](const char *name, bool wins, bool notCaptured, bool reshuffled,
                            bool contact, QJsonArray typed, const char *status, const char *item,
                            const char *holder, const char *deck) {
            QTest::newRow(name) << wins << notCaptured << reshuffled << contact << typed
                                << QString::fromLatin1(status) << QString::fromLatin1(item)
                                << QString::fromLatin1(holder) << QString::fromLatin1(deck);
        };
        row("I-24 rolled 1: killed by shooting, §6.5 sword lost unrolled, reshuffled", false, true,
            true, false, {1}, "killed", "lost", "none", "draw");
        row("I-24 rolled 2: killed by shooting, sword lost, lostItemsReshuffled off", false, true,
            false, false, {2}, "killed", "lost", "none", "removed");
        row("I-24 rolled 2 slain in base contact, I-26 sword rolled 5: back to Veyra", false, true,
            true, true, {2, 5}, "killed", "escaped", "veyraRoster", "play");
        row("I-24 rolled 1 slain in base contact, I-26 sword rolled 4: to Ironhold", false, true,
            true, true, {1, 4}, "killed", "captured", "borin", "play");
        row("I-24 rolled 1 slain in base contact, I-26 sword rolled 2: lost", false, true, true,
            true, {1, 2}, "killed", "lost", "none", "draw");
        row("I-24 rolled 3: captured, I-26 sword rolled 3: to the captor's general", false, true,
            true, false, {3, 3}, "captured", "captured", "borin", "play");
        row("I-24 rolled 4: captured, I-26 sword rolled 1: lost for good", false, true, false,
            false, {4, 1}, "captured", "lost", "none", "removed");
        row("I-24 rolled 4: captured, I-26 sword rolled 6: back to Veyra", false, true, true, false,
            {4, 6}, "captured", "escaped", "veyraRoster", "play");
        row("I-24 rolled 5: escaped, keeps the sword unrolled", false, true, true, false, {5},
            "active", "kept", "aldric", "play");
        row("I-24 rolled 6 in base contact: escaped, keeps the sword", false, true, true, true, {6},
            "active", "kept", "aldric", "play");
        row("I-24 winner rolled 3, winnersNotCaptured on: escaped", true, true, true, false, {3},
            "active", "kept", "aldric", "play");
        row("I-24 winner rolled 4, winnersNotCaptured off: captured, sword rolled 3", true, false,
            true, false, {4, 3}, "captured", "captured", "borin", "play");
        row("I-24 winner rolled 1: killed all the same", true, true, true, false, {1}, "killed",
            "lost", "none", "draw");
    }
    void fates()
    {
        QFETCH(bool, veyraWins);
        QFETCH(bool, winnersNotCaptured);
        QFETCH(bool, reshuffled);
        QFETCH(bool, baseContact);
        QFETCH(QJsonArray, typed);
        QFETCH(QString, status);
        QFETCH(QString, itemFate);
        QFETCH(QString, holder);
        QFETCH(QString, deck);
        arm();
        setting(QStringLiteral("winnersNotCaptured"), winnersNotCaptured);
        setting(QStringLiteral("lostItemsReshuffled"), reshuffled);
        const qint64 aldric = characterId(QStringLiteral("Duke Aldric"));
        const qint64 borin = characterId(QStringLiteral("Thane Borin"));
        const QJsonObject removed{{QStringLiteral("character"), QStringLiteral("Duke Aldric")},
                                  {QStringLiteral("slainInBaseContact"), baseContact}};
        const ExecuteResult r = undoable(QStringLiteral("battle.result"),
                                         command(fateSheet(veyraWins, {removed}), typed));
        QVERIFY2(r.ok(), qPrintable(r.message));
        // The dice: the character's roll, the sword's when it rolls, then a deck shuffle.
        QCOMPARE(r.rolls.at(0)[QStringLiteral("purpose")].toString(),
                 QStringLiteral("Character result: Duke Aldric of %1").arg(veyra));
        if (typed.size() > 1)
            QCOMPARE(r.rolls.at(1)[QStringLiteral("purpose")].toString(),
                     QStringLiteral("Item escape: Sword of Dawn (carried by Duke Aldric)"));
        QCOMPARE(r.rolls.size(), typed.size() + (deck == QLatin1String("draw") ? 1 : 0));
        QCOMPARE(value(QStringLiteral("SELECT status FROM character WHERE id = %1").arg(aldric))
                     .toString(),
                 status);
        const QVariant captor = value(
            QStringLiteral("SELECT captor_nation_id FROM character WHERE id = %1").arg(aldric));
        QCOMPARE(captor.isNull(), status != QLatin1String("captured"));
        if (!captor.isNull()) {
            QCOMPARE(captor.toLongLong(), findNation(db(), ironhold)->id);
            QCOMPARE(value(QStringLiteral("SELECT captured_month FROM character WHERE id = %1")
                               .arg(aldric))
                         .toInt(),
                     loadCampaignDate(db())->month);
        }
        const QVariant bound = value(QStringLiteral(
            "SELECT character_id FROM magic_item_binding WHERE card_id = 'sword-of-dawn'"));
        const QVariant waiting = value(
            QStringLiteral("SELECT nation_id FROM nation_item WHERE card_id = 'sword-of-dawn'"));
        if (holder == QLatin1String("aldric"))
            QCOMPARE(bound.toLongLong(), aldric);
        else if (holder == QLatin1String("borin"))
            QCOMPARE(bound.toLongLong(), borin);
        else
            QVERIFY(bound.isNull());
        QCOMPARE(waiting.isNull(), holder != QLatin1String("veyraRoster"));
        if (!waiting.isNull())
            QCOMPARE(waiting.toLongLong(), findNation(db(), veyra)->id);
        QCOMPARE(deckPlace(QStringLiteral("sword-of-dawn")), deck);
        QCOMPARE(value(QStringLiteral("SELECT fate FROM battle_item_fate")).toString(), itemFate);
        QCOMPARE(value(QStringLiteral("SELECT fate FROM battle_character_fate")).toString(),
                 status == QLatin1String("active") ? QStringLiteral("escaped") : status);
        const QJsonObject fate =
            r.result.value(QStringLiteral("characters")).toArray().at(0).toObject();
        QCOMPARE(fate.value(QStringLiteral("face")).toInt(), typed.at(0).toInt());
        const QJsonArray lines = r.result.value(QStringLiteral("lines")).toArray();
        QVERIFY(std::any_of(lines.begin(), lines.end(), [&typed](const QJsonValue &l) {
            return l.toString().contains(QStringLiteral("§6.4 character result chart (I-24): "
                                                        "rolled %1")
                                             .arg(typed.at(0).toInt()));
        }));
    }

    /// I-24: the character result chart is the referee's: the campaign's table as Decks &
    /// Tables keeps it decides, here one where every face captures, so a 1 no longer kills.
    void refereeChartDecides()
    {
        arm();
        QSqlQuery q(db());
        QVERIFY(q.exec(QStringLiteral(
            "INSERT INTO decks_table (id, position, content) VALUES ('characterResult', 0, "
            "'{\"id\": \"characterResult\", \"title\": \"Harsh captors\", \"origin\": "
            "\"houseDefault\", \"section\": \"I-24\", \"dice\": \"d6\", "
            "\"rows\": [{\"from\": 1, \"to\": 6, \"result\": \"Taken.\", \"effects\": "
            "{\"fate\": \"captured\"}}]}') ON CONFLICT (id) DO UPDATE SET content = "
            "excluded.content")));
        const QJsonObject removed{{QStringLiteral("character"), QStringLiteral("Duke Aldric")}};
        const ExecuteResult r =
            undoable(QStringLiteral("battle.result"), command(fateSheet(false, {removed}), {1, 3}));
        QVERIFY2(r.ok(), qPrintable(r.message));
        QCOMPARE(value(QStringLiteral("SELECT status FROM character WHERE id = %1")
                           .arg(characterId(QStringLiteral("Duke Aldric"))))
                     .toString(),
                 QStringLiteral("captured"));
    }

    /// §6.5, I-26: the sheet may name the captor's character who takes a captured item; an
    /// item back on its owner's roster goes only to one of the owner's characters (item.bind).
    void capturedItemGoesWhereTheSheetSays()
    {
        arm();
        const qint64 hero = buyHero(ironhold, QStringLiteral("Captain Hald"));
        const QJsonObject removed{{QStringLiteral("character"), QStringLiteral("Duke Aldric")},
                                  {QStringLiteral("itemsTo"), QStringLiteral("Captain Hald")}};
        const ExecuteResult r =
            undoable(QStringLiteral("battle.result"), command(fateSheet(false, {removed}), {3, 3}));
        QVERIFY2(r.ok(), qPrintable(r.message));
        QCOMPARE(value(QStringLiteral("SELECT character_id FROM magic_item_binding WHERE card_id = "
                                      "'sword-of-dawn'"))
                     .toLongLong(),
                 hero);
        QCOMPARE(r.result.value(QStringLiteral("items"))
                     .toArray()
                     .at(0)
                     .toObject()
                     .value(QStringLiteral("receiver")),
                 QJsonValue(hero));
    }
    void escapedItemWaitsForItsOwner()
    {
        arm();
        const QJsonObject removed{{QStringLiteral("character"), QStringLiteral("Duke Aldric")}};
        must(QStringLiteral("battle.result"), command(fateSheet(false, {removed}), {4, 5}));
        const qint64 hero = buyHero(veyra, QStringLiteral("Captain Mira"));
        const ExecuteResult wrong = m_runner->execute(
            QStringLiteral("item.bind"),
            args({{QStringLiteral("character"), characterId(QStringLiteral("Thane Borin"))},
                  {QStringLiteral("card"), QStringLiteral("sword-of-dawn")}}));
        QCOMPARE(wrong.status, CommandStatus::Refused);
        QVERIFY2(wrong.message.contains(QStringLiteral("waits on %1's roster").arg(veyra)),
                 qPrintable(wrong.message));
        must(QStringLiteral("item.bind"),
             args({{QStringLiteral("character"), hero},
                   {QStringLiteral("card"), QStringLiteral("sword-of-dawn")}}));
        QVERIFY(value(QStringLiteral("SELECT COUNT(*) FROM nation_item")).toInt() == 0);
    }

    /// §1.4, §2.18: items are dealt at random, so item.bind gives a card only to a character of
    /// the nation the deck dealt it to; a card the deck lacks or has not dealt is refused too,
    /// and nothing is bound.
    void onlyDealtItemsBind()
    {
        arm();
        QString ironholdCard;
        for (const QJsonValue &held : deckState().value(QStringLiteral("inPlay")).toArray()) {
            if (held[QStringLiteral("holder")].toString() == ironhold)
                ironholdCard = held[QStringLiteral("card")].toString();
        }
        const QString undealt =
            deckState().value(QStringLiteral("drawPile")).toArray().at(0).toString();
        QVERIFY(!ironholdCard.isEmpty() && !undealt.isEmpty());
        const std::pair<QString, QString> cases[]{
            {ironholdCard, QStringLiteral("was dealt to %1").arg(ironhold)},
            {QStringLiteral("no-such-item"), QStringLiteral("has no card no-such-item")},
            {undealt, QStringLiteral("has not been drawn")}};
        const QString bound = QStringLiteral("SELECT COUNT(*) FROM magic_item_binding");
        const int before = value(bound).toInt();
        for (const auto &[card, expected] : cases) {
            const ExecuteResult r = m_runner->execute(
                QStringLiteral("item.bind"),
                args({{QStringLiteral("character"), characterId(QStringLiteral("Duke Aldric"))},
                      {QStringLiteral("card"), card}}));
            QCOMPARE(r.status, CommandStatus::Refused);
            QVERIFY2(r.message.contains(expected), qPrintable(r.message));
            QCOMPARE(value(bound).toInt(), before);
        }
        // Ironhold's own card goes to its Thane; the line names the item, not only its card.
        const ExecuteResult own = m_runner->execute(
            QStringLiteral("item.bind"),
            args({{QStringLiteral("character"), characterId(QStringLiteral("Thane Borin"))},
                  {QStringLiteral("card"), ironholdCard}}));
        QVERIFY2(own.ok(), qPrintable(own.message));
        QVERIFY2(own.summary.contains(QStringLiteral("(%1)").arg(ironholdCard)) &&
                     !own.summary.contains(QStringLiteral("item %1").arg(ironholdCard)),
                 qPrintable(own.summary));
        QCOMPARE(value(bound).toInt(), before + 1);
    }

    /// §6.4: characters of both sides in one sheet; the loser's hero captured, the winner's
    /// general escaping with winnersNotCaptured; the summary counts them.
    void bothSides()
    {
        const qint64 hero = buyHero(ironhold, QStringLiteral("Captain Hald"));
        const QJsonObject aldric{{QStringLiteral("character"), QStringLiteral("Duke Aldric")}};
        const QJsonObject hald{{QStringLiteral("character"), hero}};
        const ExecuteResult r = undoable(QStringLiteral("battle.result"),
                                         command(fateSheet(true, {aldric}, {hald}), {3, 4}));
        QVERIFY2(r.ok(), qPrintable(r.message));
        QCOMPARE(value(QStringLiteral("SELECT status FROM character WHERE id = %1").arg(hero))
                     .toString(),
                 QStringLiteral("captured"));
        QCOMPARE(
            value(QStringLiteral("SELECT captor_nation_id FROM character WHERE id = %1").arg(hero))
                .toLongLong(),
            findNation(db(), veyra)->id);
        QCOMPARE(value(QStringLiteral("SELECT status FROM character WHERE name = 'Duke Aldric'"))
                     .toString(),
                 QStringLiteral("active"));
        QVERIFY2(r.summary.contains(QStringLiteral("0 character(s) killed, 1 captured")),
                 qPrintable(r.summary));
    }

    /// §6.4, §6.5: the characters part of the sheet is refused, naming the problem, and
    /// nothing is written.
    void fateRefusals()
    {
        arm();
        const auto removed = [](std::initializer_list<std::pair<QString, QJsonValue>> how) {
            return args(how);
        };
        refusedUnchanged(command(fateSheet(false, {removed({{QStringLiteral("character"),
                                                             QStringLiteral("Nobody")}})})),
                         QStringLiteral("No single character \"Nobody\""));
        refusedUnchanged(command(fateSheet(false, {removed({{QStringLiteral("character"),
                                                             QStringLiteral("Thane Borin")}})})),
                         QStringLiteral("No single character \"Thane Borin\""));
        const QJsonObject aldric{{QStringLiteral("character"), QStringLiteral("Duke Aldric")}};
        refusedUnchanged(command(fateSheet(false, {aldric, aldric})),
                         QStringLiteral("listed twice"));
        refusedUnchanged(
            command(fateSheet(
                false, {removed({{QStringLiteral("character"), QStringLiteral("Duke Aldric")},
                                 {QStringLiteral("capturedBy"), veyra}})})),
            QStringLiteral("can only be taken by a nation fighting on side"));
        refusedUnchanged(
            command(fateSheet(
                false, {removed({{QStringLiteral("character"), QStringLiteral("Duke Aldric")},
                                 {QStringLiteral("itemsTo"), QStringLiteral("Duke Aldric")}})})),
            QStringLiteral("is not one this year"));
        refusedUnchanged(
            command(fateSheet(
                false,
                {removed({{QStringLiteral("character"), QStringLiteral("Duke Aldric")},
                          {QStringLiteral("itemsTo"), QStringLiteral("Thane Borin")}})},
                {removed({{QStringLiteral("character"), QStringLiteral("Thane Borin")}})})),
            QStringLiteral("himself removed from the table"));
        // §6.6: "present" names active characters of the side, once.
        QJsonObject withPresent = fateSheet(false, {aldric});
        QJsonArray sides = withPresent.value(QStringLiteral("sides")).toArray();
        QJsonObject own = sides.at(m_veyraSide).toObject();
        own.insert(QStringLiteral("present"), QJsonArray{QStringLiteral("Nobody")});
        sides[m_veyraSide] = own;
        withPresent.insert(QStringLiteral("sides"), sides);
        refusedUnchanged(command(withPresent), QStringLiteral("\"Nobody\" is not one active"));
        own.insert(QStringLiteral("present"), QJsonArray{QStringLiteral("Duke Aldric")});
        sides[m_veyraSide] = own;
        withPresent.insert(QStringLiteral("sides"), sides);
        refusedUnchanged(command(withPresent), QStringLiteral("listed twice"));
        must(QStringLiteral("character.status"),
             args({{QStringLiteral("character"), characterId(QStringLiteral("Duke Aldric"))},
                   {QStringLiteral("status"), QStringLiteral("killed")}}));
        refusedUnchanged(command(fateSheet(false, {aldric})), QStringLiteral("not active"));
    }

    /// §6.4, I-25: Duke Aldric, captured in a drawn battle of month 1 (a draw has no winner, so
    /// the capture stands), does not roll at that month's M-5; at month 2's M-5 he rolls the
    /// escape chart: only a 6 brings him home.
    void captiveEscape_data()
    {
        QTest::addColumn<int>("face");
        QTest::addColumn<bool>("escapes");
        QTest::addColumn<bool>("veyraAbsent");
        QTest::newRow("I-25 rolled 5: stays captive") << 5 << false << false;
        QTest::newRow("I-25 rolled 6: escapes home") << 6 << true << false;
        QTest::newRow("§7.6 Veyra's player absent: no roll") << 6 << false << true;
    }
    void captiveEscape()
    {
        QFETCH(int, face);
        QFETCH(bool, escapes);
        QFETCH(bool, veyraAbsent);
        QJsonObject draw = fateSheet(
            false, {QJsonObject{{QStringLiteral("character"), QStringLiteral("Duke Aldric")}}});
        QJsonArray sides = draw.value(QStringLiteral("sides")).toArray();
        for (int side = 0; side < 2; ++side) {
            QJsonObject s = sides.at(side).toObject();
            s.insert(QStringLiteral("vp"), 150);
            sides[side] = s;
        }
        draw.insert(QStringLiteral("sides"), sides);
        must(QStringLiteral("battle.result"), command(draw, {3}));
        // §6.6, I-22: his army goes on under a royal nephew, or M-4 would wait.
        must(QStringLiteral("battle.general"),
             args({{QStringLiteral("battle"), 1},
                   {QStringLiteral("general"), QStringLiteral("Duke Aldric")}}));
        const QString status =
            QStringLiteral("SELECT status FROM character WHERE name = 'Duke Aldric'");
        QCOMPARE(value(status).toString(), QStringLiteral("captured"));
        const auto escapeRolls = [](const ExecuteResult &r) {
            int n = 0;
            for (const QJsonValue &roll : r.rolls)
                n += roll[QStringLiteral("purpose")].toString().startsWith(
                         QStringLiteral("Captive escape"))
                         ? 1
                         : 0;
            return n;
        };
        advanceTo(CampaignStep::UpdateMap);
        const ExecuteResult captureMonth =
            m_runner->execute(QStringLiteral("calendar.next"), byHand);
        QVERIFY2(captureMonth.ok(), qPrintable(captureMonth.message));
        QCOMPARE(escapeRolls(captureMonth), 0);
        QVERIFY2(captureMonth.summary.contains(QStringLiteral("was taken this month")),
                 qPrintable(captureMonth.summary));
        QCOMPARE(value(QStringLiteral("SELECT COUNT(*) FROM captive_escape")).toInt(), 0);

        advanceTo(CampaignStep::StartOfTurn);
        for (const QString &nation : demoNations)
            must(QStringLiteral("attendance.set"),
                 args({{QStringLiteral("nation"), nation},
                       {QStringLiteral("present"), !(veyraAbsent && nation == veyra)}}));
        must(QStringLiteral("calendar.next"), byHand);
        for (const QString &army : {host, guard})
            if (!(veyraAbsent && army == host))
                must(QStringLiteral("orders.set"),
                     args({{QStringLiteral("army"), army},
                           {QStringLiteral("kind"), QStringLiteral("hold")}}));
        advanceTo(CampaignStep::UpdateMap);
        QCOMPARE(loadCampaignDate(db())->month, 2);
        QJsonObject a = byHand;
        a.insert(QStringLiteral("typed"), QJsonArray{face});
        const ExecuteResult r = undoable(QStringLiteral("calendar.next"), a);
        QVERIFY2(r.ok(), qPrintable(r.message));
        if (veyraAbsent) {
            QCOMPARE(escapeRolls(r), 0);
            QVERIFY2(r.summary.contains(QStringLiteral("his player is absent")),
                     qPrintable(r.summary));
            QCOMPARE(value(status).toString(), QStringLiteral("captured"));
            return;
        }
        QCOMPARE(escapeRolls(r), 1);
        QCOMPARE(
            r.rolls.at(0)[QStringLiteral("purpose")].toString(),
            QStringLiteral("Captive escape: Duke Aldric of %1 (held by %2)").arg(veyra, ironhold));
        QVERIFY2(r.summary.contains(QStringLiteral("rolls %1 on the escape chart").arg(face)),
                 qPrintable(r.summary));
        QCOMPARE(value(status).toString(),
                 escapes ? QStringLiteral("active") : QStringLiteral("captured"));
        QCOMPARE(value(QStringLiteral("SELECT captor_nation_id IS NULL FROM character WHERE name "
                                      "= 'Duke Aldric'"))
                     .toBool(),
                 escapes);
        QCOMPARE(value(QStringLiteral("SELECT escaped FROM captive_escape")).toBool(), escapes);
    }

    /// §6.6, I-21, I-22: Duke Aldric falls (killed, or captured with captureCountsAsDeath);
    /// M-4 waits for his successor; the owner may only take the first level that has a hero: one
    /// who fought (on the table, or carried off and escaped), else one from the roster, else a
    /// royal nephew. The successor leads Aldric's army; undo restores everything.
    void generalReplaced_data()
    {
        QTest::addColumn<int>("face"); ///< Aldric's character result roll
        QTest::addColumn<bool>("presentHero");
        QTest::addColumn<bool>("escapedHero");
        QTest::addColumn<bool>("rosterHero");
        QTest::addColumn<QString>("level");
        QTest::newRow("§6.6 1: a hero who fought, not the roster's")
            << 1 << true << false << true << "presentHero";
        QTest::newRow("§6.6 1: a hero carried off who escaped counts as one who fought")
            << 2 << false << true << true << "presentHero";
        QTest::newRow("§6.6 2: no hero fought, a hero of the roster")
            << 1 << false << false << true << "rosterHero";
        QTest::newRow("§6.6 3, I-21: no hero left, a royal nephew")
            << 1 << false << false << false << "royalNephew";
        QTest::newRow("I-22 captured general: replaced the same way")
            << 3 << false << false << true << "rosterHero";
    }
    void generalReplaced()
    {
        QFETCH(int, face);
        QFETCH(bool, presentHero);
        QFETCH(bool, escapedHero);
        QFETCH(bool, rosterHero);
        QFETCH(QString, level);
        const qint64 aldric = characterId(QStringLiteral("Duke Aldric"));
        const qint64 oren =
            presentHero || escapedHero ? buyHero(veyra, QStringLiteral("Captain Oren")) : 0;
        const qint64 mira = rosterHero ? buyHero(veyra, QStringLiteral("Captain Mira")) : 0;
        QJsonArray removed{QJsonObject{{QStringLiteral("character"), aldric}}};
        QJsonArray typed{face};
        if (escapedHero) {
            removed.append(QJsonObject{{QStringLiteral("character"), oren}});
            typed.append(5);
        }
        QJsonObject result = fateSheet(false, removed);
        if (presentHero) {
            QJsonArray sides = result.value(QStringLiteral("sides")).toArray();
            QJsonObject own = sides.at(m_veyraSide).toObject();
            own.insert(QStringLiteral("present"), QJsonArray{QStringLiteral("Captain Oren")});
            sides[m_veyraSide] = own;
            result.insert(QStringLiteral("sides"), sides);
        }
        must(QStringLiteral("battle.result"), command(result, typed));
        must(QStringLiteral("calendar.next"));
        QCOMPARE(step(), CampaignStep::Retreats);
        const ExecuteResult blocked = m_runner->execute(QStringLiteral("calendar.next"), byHand);
        QCOMPARE(blocked.status, CommandStatus::Refused);
        QVERIFY2(blocked.message.contains(QStringLiteral("fallen general still needs his "
                                                         "successor chosen: Duke Aldric")),
                 qPrintable(blocked.message));

        const auto choose = [&](const QJsonValue &hero) {
            QJsonObject a{{QStringLiteral("battle"), 1},
                          {QStringLiteral("general"), QStringLiteral("Duke Aldric")}};
            if (!hero.isNull())
                a.insert(QStringLiteral("hero"), hero);
            return a;
        };
        const auto before = dumpTables(db());
        if (level == QLatin1String("presentHero")) {
            const ExecuteResult later =
                m_runner->execute(QStringLiteral("battle.general"), choose(mira));
            QCOMPARE(later.status, CommandStatus::Refused);
            QVERIFY2(later.message.contains(
                         QStringLiteral("a hero who fought in that battle: Captain Oren")),
                     qPrintable(later.message));
        }
        if (level != QLatin1String("royalNephew")) {
            const ExecuteResult nephew =
                m_runner->execute(QStringLiteral("battle.general"), choose(QJsonValue()));
            QCOMPARE(nephew.status, CommandStatus::Refused);
            QVERIFY2(nephew.message.contains(QStringLiteral("while an earlier choice exists")),
                     qPrintable(nephew.message));
        }
        QCOMPARE(dumpTables(db()), before);

        const qint64 hero = level == QLatin1String("presentHero")  ? oren
                            : level == QLatin1String("rosterHero") ? mira
                                                                   : 0;
        const ExecuteResult r = undoable(QStringLiteral("battle.general"),
                                         choose(hero ? QJsonValue(hero) : QJsonValue()));
        QVERIFY2(r.ok(), qPrintable(r.message));
        QCOMPARE(r.result.value(QStringLiteral("level")).toString(), level);
        const qint64 successor = r.result.value(QStringLiteral("successor")).toInteger();
        if (hero)
            QCOMPARE(successor, hero);
        QCOMPARE(value(QStringLiteral("SELECT general_id FROM army WHERE name = '%1'").arg(host))
                     .toLongLong(),
                 successor);
        QCOMPARE(value(QStringLiteral("SELECT type FROM character WHERE id = %1").arg(successor))
                     .toString(),
                 hero ? QStringLiteral("general") : QStringLiteral("royalNephew"));
        if (!hero)
            QCOMPARE(value(QStringLiteral("SELECT free FROM roster_character WHERE character_id "
                                          "= %1")
                               .arg(successor))
                         .toInt(),
                     1);
        QCOMPARE(value(QStringLiteral("SELECT level FROM general_replacement")).toString(), level);
        // §6.7, I-57: the beaten Host did not move and has three free own neighbours (level
        // 2): its owner chooses before the month goes on.
        const ExecuteResult unchosen = m_runner->execute(QStringLiteral("calendar.next"), byHand);
        QVERIFY(!unchosen.ok());
        QVERIFY2(unchosen.message.contains(QStringLiteral("1 retreat still needs its area chosen: "
                                                          "Host of the Crown (0607 Tallow, 0608 "
                                                          "Rook, 0707 Oakhurst)")),
                 qPrintable(unchosen.message));
        must(QStringLiteral("army.retreat"),
             args({{QStringLiteral("army"), host}, {QStringLiteral("area"), "0608"}}));
        const ExecuteResult next = m_runner->execute(QStringLiteral("calendar.next"), byHand);
        QVERIFY2(next.ok(), qPrintable(next.message));
        QCOMPARE(
            value(QStringLiteral("SELECT area FROM army WHERE name = '%1'").arg(host)).toString(),
            QStringLiteral("0608"));
    }

    /// I-22 off, §6.6: a captured general is not replaced; nothing waits at M-4. I-22's
    /// promotedHeroProfile = hero keeps the promoted hero's own profile.
    void generalSettings()
    {
        setting(QStringLiteral("captureCountsAsDeath"), false);
        const qint64 mira = buyHero(veyra, QStringLiteral("Captain Mira"));
        must(QStringLiteral("battle.result"),
             command(fateSheet(false, {QJsonObject{{QStringLiteral("character"),
                                                    QStringLiteral("Duke Aldric")}}}),
                     {3}));
        must(QStringLiteral("calendar.next"));
        const ExecuteResult none =
            m_runner->execute(QStringLiteral("battle.general"),
                              args({{QStringLiteral("battle"), 1},
                                    {QStringLiteral("general"), QStringLiteral("Duke Aldric")},
                                    {QStringLiteral("hero"), mira}}));
        QCOMPARE(none.status, CommandStatus::Refused);
        QVERIFY2(none.message.contains(QStringLiteral("waiting for a successor")),
                 qPrintable(none.message));
        setting(QStringLiteral("captureCountsAsDeath"), true);
        must(QStringLiteral("campaign.setting"),
             args({{QStringLiteral("key"), QStringLiteral("promotedHeroProfile")},
                   {QStringLiteral("value"), QStringLiteral("hero")}}));
        must(QStringLiteral("battle.general"),
             args({{QStringLiteral("battle"), 1},
                   {QStringLiteral("general"), QStringLiteral("Duke Aldric")},
                   {QStringLiteral("hero"), QStringLiteral("Captain Mira")}}));
        QCOMPARE(value(QStringLiteral("SELECT list_entry FROM character WHERE id = %1").arg(mira))
                     .toString(),
                 QStringLiteral("Captain"));
    }

    /// §6.9, I-29: a battle fought at a Wizards Tower (treasure and wizard tags on a test
    /// card) gives the area's owner a treasure card face down and the winner a free wizard for
    /// the year, with wizards for sale; a battle elsewhere gives nothing.
    void poiEffects_data()
    {
        QTest::addColumn<bool>("atPoi");
        QTest::newRow("§6.9 fought at the POI") << true;
        QTest::newRow("§6.9 fought in the countryside") << false;
    }
    void poiEffects()
    {
        QFETCH(bool, atPoi);
        must(QStringLiteral("decks.install"));
        const QString area = value(QStringLiteral("SELECT area FROM pending_battle")).toString();
        QSqlQuery q(db());
        // Ironhold holds the area: the POI's controller need not be the winner (§6.9).
        QVERIFY(q.exec(QStringLiteral("UPDATE area SET poi_card = 'wizardsTower', owner_nation_id "
                                      "= %1 WHERE hex = '%2'")
                           .arg(findNation(db(), ironhold)->id)
                           .arg(area)));
        QVERIFY(q.exec(QStringLiteral("UPDATE pending_battle SET location = '%1'")
                           .arg(atPoi ? QStringLiteral("poi") : QStringLiteral("countryside"))));
        // The tower's card as a test fixture also carries the treasure tag (Ring of Stones).
        QJsonObject poiDeck =
            QJsonDocument::fromJson(
                value(QStringLiteral("SELECT content FROM decks_deck WHERE id = 'poi'"))
                    .toByteArray())
                .object();
        QJsonArray cards = poiDeck.value(QStringLiteral("cards")).toArray();
        for (int i = 0; i < cards.size(); ++i) {
            QJsonObject card = cards.at(i).toObject();
            if (card.value(QStringLiteral("id")).toString() != QLatin1String("wizardsTower"))
                continue;
            QJsonArray tags = card.value(QStringLiteral("tags")).toArray();
            tags.append(QStringLiteral("treasure-on-control"));
            card.insert(QStringLiteral("tags"), tags);
            cards[i] = card;
        }
        poiDeck.insert(QStringLiteral("cards"), cards);
        must(QStringLiteral("decks.deck.put"), args({{QStringLiteral("deck"), poiDeck}}));
        const QString owner =
            value(QStringLiteral("SELECT n.name FROM area a JOIN nation n ON n.id = "
                                 "a.owner_nation_id WHERE a.hex = '%1'")
                      .arg(area))
                .toString();
        const ExecuteResult r =
            undoable(QStringLiteral("battle.result"), command(fateSheet(true, {})));
        QVERIFY2(r.ok(), qPrintable(r.message));
        const QJsonObject poi = r.result.value(QStringLiteral("poi")).toObject();
        const QString wizards =
            QStringLiteral("SELECT COUNT(*) FROM roster_character rc JOIN character c ON c.id = "
                           "rc.character_id WHERE c.type = 'wizard' AND rc.free = 1 AND "
                           "c.nation_id = %1")
                .arg(findNation(db(), veyra)->id);
        QCOMPARE(value(wizards).toInt(), atPoi ? 1 : 0);
        QCOMPARE(value(QStringLiteral("SELECT wizards_allowed FROM roster WHERE nation_id = %1")
                           .arg(findNation(db(), veyra)->id))
                     .toInt(),
                 atPoi ? 1 : 0);
        QCOMPARE(poi.contains(QStringLiteral("wizard")), atPoi);
        QCOMPARE(owner, ironhold);
        QCOMPARE(poi.contains(QStringLiteral("treasure")), atPoi);
        if (atPoi) {
            const QString card = poi.value(QStringLiteral("treasure"))
                                     .toObject()
                                     .value(QStringLiteral("card"))
                                     .toString();
            const QJsonObject treasure =
                QJsonDocument::fromJson(
                    value(QStringLiteral("SELECT content FROM decks_deck WHERE id = 'treasure'"))
                        .toByteArray())
                    .object();
            const QJsonArray inPlay = treasure.value(QStringLiteral("state"))
                                          .toObject()
                                          .value(QStringLiteral("inPlay"))
                                          .toArray();
            QCOMPARE(inPlay.size(), 1);
            QCOMPARE(inPlay.at(0)[QStringLiteral("card")].toString(), card);
            QCOMPARE(inPlay.at(0)[QStringLiteral("holder")].toString(), owner);
            QCOMPARE(inPlay.at(0)[QStringLiteral("facing")].toString(), QStringLiteral("down"));
        }
    }

    /// Every refusal names its rule and leaves the tables as they were.
    void refusals()
    {
        const QJsonObject wardens =
            unit(veyra, QStringLiteral("Bank Wardens"), {{QStringLiteral("standsLost"), 1}});
        refusedUnchanged(command(sheet({wardens}, {}), {}, 9),
                         QStringLiteral("no pending battle 9"));
        QJsonObject noLine = wardens;
        noLine.insert(QStringLiteral("line"), 9);
        refusedUnchanged(command(sheet({noLine}, {})), QStringLiteral("has no line 9"));
        const QJsonObject knight =
            unit(veyra, QStringLiteral("Lance Knights"), {{QStringLiteral("standsLost"), 1}});
        refusedUnchanged(command(sheet({knight, knight}, {})),
                         QStringLiteral("has 1 units left, the sheet names 2"));
        for (const int stands : {0, 4}) {
            QJsonObject bad = wardens;
            bad.insert(QStringLiteral("standsLost"), stands);
            refusedUnchanged(command(sheet({bad}, {})), QStringLiteral("lost 1 to 3 stands"));
        }
        refusedUnchanged(command(sheet({}, {wardens})), QStringLiteral("has no army on side"));
        refusedUnchanged(command(sheet({}, {}, 7)), QStringLiteral("objective holder"));
        must(QStringLiteral("battle.result"), command(sheet({wardens}, {})));
        refusedUnchanged(command(sheet({}, {})), QStringLiteral("already has its result"));
        // The result decided the winner: the stop-gap may not overwrite it.
        const auto before = dumpTables(db());
        const ExecuteResult byHandAfter = m_runner->execute(
            QStringLiteral("battle.winner"),
            args({{QStringLiteral("battle"), 1}, {QStringLiteral("nation"), ironhold}}));
        QCOMPARE(byHandAfter.status, CommandStatus::Refused);
        QVERIFY2(byHandAfter.message.contains(QStringLiteral("has its result entered")),
                 qPrintable(byHandAfter.message));
        QCOMPARE(dumpTables(db()), before);
    }

    /// The stop-gap still works beside the result: battle.winner marks a side by hand.
    void stopGapStillWorks()
    {
        must(QStringLiteral("battle.winner"),
             args({{QStringLiteral("battle"), 1}, {QStringLiteral("nation"), ironhold}}));
        QVERIFY(unresolvedBattles(db(), 1).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestBattleResult)
#include "tst_battleresult.moc"
