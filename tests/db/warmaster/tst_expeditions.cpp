// Expeditions by sea and losing a nation through their commands (§7.2, §7.4, schema 22):
// expedition.outfit at NY-7 with every refusal naming its numbers; expedition.sail at M-1; the
// chart rolled in the calendar's movement step (dice typed, in the history); expedition.land
// (I-10); NY-5 dissolution (I-9); nation.exodus (§7.4.1), nation.rebellion (§7.4.2) and
// nation.new (§7.4.3). Each command is undone to the byte.
#include "calendarwalk.h"
#include "db/warmaster/expeditionstore.h"
#include "db/warmaster/nationrepository.h"
#include "tabledump.h"

#include <QJsonArray>
#include <QJsonDocument>

using namespace herald::db;
using namespace herald::warmaster;

class TestExpeditions : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<CalendarWalk> m_walk;
    QString m_port;

    static QJsonObject units(int line, int sailing, int traded)
    {
        return {{QStringLiteral("line"), line},
                {QStringLiteral("sailing"), sailing},
                {QStringLiteral("traded"), traded}};
    }

    /// Veyra's first coastal town or city, and an uncontrolled coastal village of Ember Isle.
    QString ownPort() const
    {
        const StrategicMap map = loadTallyMap(m_walk->db());
        for (const Area &a : map.areas)
            if (a.owner == 0 && a.coastal &&
                (a.centre == PopulationCentre::Town || a.centre == PopulationCentre::City))
                return a.id();
        return {};
    }
    QString landingOn(const QString &landmass, bool village) const
    {
        const StrategicMap map = loadTallyMap(m_walk->db());
        const auto index = map.landmassIndex(landmass);
        for (const Area &a : map.areas)
            if (a.landmass == *index && a.coastal &&
                (a.centre == PopulationCentre::Village) == village)
                return a.id();
        return {};
    }

    /// Veyra's year-1 roster: line 1 Bank Wardens 6, line 2 bolt-throwers 1, line 3 riders 2;
    /// Aldric (general) and Brann (hero).
    void buyRoster()
    {
        const QString veyra = CalendarWalk::veyra;
        for (const auto &[type, count] :
             {std::pair{"Bank Wardens", 6}, {"Barge Bolt-throwers", 1}, {"Meadow Riders", 2}})
            m_walk->must(QStringLiteral("roster.buy"), {{QStringLiteral("nation"), veyra},
                                                        {QStringLiteral("unitType"), type},
                                                        {QStringLiteral("count"), count}});
        for (const auto &[entry, name] : {std::pair{"Marshal", "Aldric"}, {"Captain", "Brann"}})
            m_walk->must(QStringLiteral("character.buy"), {{QStringLiteral("nation"), veyra},
                                                           {QStringLiteral("entry"), entry},
                                                           {QStringLiteral("name"), name}});
    }

    /// D-20: 4 units sail (2 wardens, 2 riders); 1 bolt-thrower and 2 wardens traded: 4 boats.
    QJsonObject outfitArgs() const
    {
        return {
            {QStringLiteral("nation"), CalendarWalk::veyra},
            {QStringLiteral("name"), QStringLiteral("Sea Wolves")},
            {QStringLiteral("port"), m_port},
            {QStringLiteral("general"), QStringLiteral("Aldric")},
            {QStringLiteral("admiral"), QStringLiteral("Salt")},
            {QStringLiteral("characters"), QJsonArray{QStringLiteral("Brann")}},
            {QStringLiteral("units"), QJsonArray{units(1, 2, 2), units(2, 0, 1), units(3, 2, 0)}}};
    }

    QVariant value(const QString &sql) const { return m_walk->value(sql); }

    /// The outfitted expedition, sailed at M-1 of month 1 for Ember Isle and put to sea in M-2C.
    void sailToSea()
    {
        m_walk->must(QStringLiteral("expedition.outfit"), outfitArgs());
        QVERIFY(m_walk->advanceTo(CampaignStep::WriteOrders, 1, 1));
        m_walk->must(QStringLiteral("expedition.sail"),
                     {{QStringLiteral("expedition"), QStringLiteral("Sea Wolves")},
                      {QStringLiteral("destination"), QStringLiteral("Ember Isle")}});
        QVERIFY(m_walk->advanceTo(CampaignStep::Combats, 1, 1));
    }

    /// After sailToSea(): month 2's chart roll is typed 10 + 10 (destination reached) and the
    /// fleet lands on a coastal village of Ember Isle (at `location`), which is returned.
    QString landOnEmber(const QString &location = QStringLiteral("countryside"))
    {
        [this] { QVERIFY(m_walk->advanceTo(CampaignStep::Move, 1, 2)); }();
        m_walk->must(QStringLiteral("calendar.next"),
                     {{QStringLiteral("typed"), QJsonArray{10, 10}},
                      {QStringLiteral("confirmedByHand"), true}});
        const QString shore = landingOn(QStringLiteral("ember"), true);
        m_walk->must(QStringLiteral("expedition.land"),
                     {{QStringLiteral("expedition"), QStringLiteral("Sea Wolves")},
                      {QStringLiteral("area"), shore},
                      {QStringLiteral("location"), location}});
        return shore;
    }

private Q_SLOTS:
    /// Year 1 at NY-7 with Veyra's roster bought.
    void init()
    {
        m_walk = std::make_unique<CalendarWalk>();
        QVERIFY(m_walk->advanceTo(CampaignStep::FillRosters));
        buyRoster();
        QVERIFY(m_walk->advanceTo(CampaignStep::PlaceArmies));
        m_port = ownPort();
        QVERIFY(!m_port.isEmpty());
    }

    /// §7.2.1, §2.11, D-20: the marker stands in port, traded units leave the roster, the crew
    /// is on expedition, the admiral is bought with 2 CP; undo restores every table.
    void outfit()
    {
        const auto before = dumpTables(m_walk->db());
        const ExecuteResult r = m_walk->run(QStringLiteral("expedition.outfit"), outfitArgs());
        QVERIFY2(r.ok(), qPrintable(r.message));
        QCOMPARE(r.result.value(QStringLiteral("boats")).toInt(), 4);
        QCOMPARE(r.result.value(QStringLiteral("unitCount")).toInt(), 4);
        QCOMPARE(r.result.value(QStringLiteral("status")).toString(), QStringLiteral("inPort"));
        QCOMPARE(value(QStringLiteral("SELECT area FROM army WHERE expedition_id IS NOT NULL"))
                     .toString(),
                 m_port);
        QCOMPARE(value(QStringLiteral("SELECT SUM(lost) FROM roster_line")).toInt(), 3);
        QCOMPARE(value(QStringLiteral("SELECT COUNT(*) FROM character WHERE status = "
                                      "'onExpedition'"))
                     .toInt(),
                 3);
        QCOMPARE(value(QStringLiteral("SELECT type FROM character WHERE name = 'Salt'")).toString(),
                 QStringLiteral("admiral"));
        QVERIFY(m_walk->runner->undo().ok());
        QCOMPARE(dumpTables(m_walk->db()), before);
    }

    /// §7.2.1, §2.11, I-11: refusals name the requirement and the numbers, and change nothing.
    void outfitRefused_data()
    {
        QTest::addColumn<QString>("change");
        QTest::addColumn<QString>("expected");
        QTest::newRow("§2.11 nothing traded: 0 boats for 4 units")
            << "noBoats"
            << "§2.11 4 units need 4 boats; there are 0.";
        QTest::newRow("§2.11 2 units") << "twoUnits"
                                       << "§2.11 An expedition carries at least 3 units, not 2.";
        QTest::newRow("§7.2.1 no admiral") << "noAdmiral"
                                           << "none is named";
        QTest::newRow("§7.2.1 a line overdrawn") << "overdrawn"
                                                 << "has 6 units left; the expedition asks for 9";
        QTest::newRow("§7.2.1 a port of Ironhold") << "foreignPort"
                                                   << "is not the nation's own";
        QTest::newRow("I-11 Aldric leads a land army") << "generalBusy"
                                                       << "§7.2.1, I-11 Aldric leads Guard already";
    }
    void outfitRefused()
    {
        QFETCH(QString, change);
        QFETCH(QString, expected);
        QJsonObject args = outfitArgs();
        if (change == QLatin1String("noBoats"))
            args.insert(QStringLiteral("units"), QJsonArray{units(1, 2, 0), units(3, 2, 0)});
        else if (change == QLatin1String("twoUnits"))
            args.insert(QStringLiteral("units"), QJsonArray{units(1, 2, 2)});
        else if (change == QLatin1String("noAdmiral"))
            args.remove(QStringLiteral("admiral"));
        else if (change == QLatin1String("overdrawn"))
            args.insert(QStringLiteral("units"), QJsonArray{units(1, 5, 4)});
        else if (change == QLatin1String("foreignPort"))
            args.insert(QStringLiteral("port"), QStringLiteral("1005"));
        else if (change == QLatin1String("generalBusy"))
            m_walk->must(QStringLiteral("army.place"),
                         {{QStringLiteral("nation"), CalendarWalk::veyra},
                          {QStringLiteral("name"), QStringLiteral("Guard")},
                          {QStringLiteral("general"), QStringLiteral("Aldric")},
                          {QStringLiteral("area"), QStringLiteral("0407")}});
        const auto before = dumpTables(m_walk->db());
        const ExecuteResult r = m_walk->run(QStringLiteral("expedition.outfit"), args);
        QVERIFY(!r.ok());
        QVERIFY2(r.message.contains(expected), qPrintable(r.message));
        QCOMPARE(dumpTables(m_walk->db()), before);
    }

    /// §7.2.2, I-12, §7.2.3, §7.2.5, I-10: sailed at M-1, at sea after M-2C of month 1 (no roll
    /// yet); in month 2 the movement step rolls 2d10 = 20 (typed): destination reached; the
    /// fleet lands on a coastal village of Ember Isle, not in a town (I-10).
    void voyageAndLanding()
    {
        sailToSea();
        QCOMPARE(
            value(QStringLiteral("SELECT status || '/' || sailed_turn FROM expedition")).toString(),
            QStringLiteral("atSea/1"));
        QCOMPARE(value(QStringLiteral("SELECT r.terrain FROM army a JOIN area r ON r.hex = "
                                      "a.area WHERE a.expedition_id IS NOT NULL"))
                     .toString(),
                 QStringLiteral("sea"));
        QCOMPARE(value(QStringLiteral("SELECT COUNT(*) FROM voyage_roll")).toInt(), 0);
        QVERIFY(m_walk->advanceTo(CampaignStep::Move, 1, 2));
        const ExecuteResult moved = m_walk->run(QStringLiteral("calendar.next"),
                                                {{QStringLiteral("typed"), QJsonArray{10, 10}},
                                                 {QStringLiteral("confirmedByHand"), true}});
        QVERIFY2(moved.ok(), qPrintable(moved.message));
        QCOMPARE(moved.rolls.size(), 1);
        QVERIFY(moved.rolls.at(0)
                    .toObject()
                    .value(QStringLiteral("purpose"))
                    .toString()
                    .startsWith(QStringLiteral("Expedition chart: Sea Wolves")));
        QCOMPARE(value(QStringLiteral("SELECT event || '/' || total FROM voyage_roll")).toString(),
                 QStringLiteral("destinationReached/20"));
        QCOMPARE(
            value(QStringLiteral("SELECT status || '/' || arrival FROM expedition")).toString(),
            QStringLiteral("arrived/destination"));
        const ExecuteResult town =
            m_walk->run(QStringLiteral("expedition.land"),
                        {{QStringLiteral("expedition"), QStringLiteral("Sea Wolves")},
                         {QStringLiteral("area"), landingOn(QStringLiteral("ember"), false)}});
        if (!landingOn(QStringLiteral("ember"), false).isEmpty()) {
            QVERIFY(!town.ok());
            QVERIFY2(town.message.contains(QStringLiteral("I-10")), qPrintable(town.message));
        }
        // I-10: the month does not end with the fleet waiting unless the referee confirms it.
        QVERIFY(m_walk->advanceTo(CampaignStep::Advance, 1, 2));
        const ExecuteResult waiting = m_walk->next();
        QVERIFY(!waiting.ok());
        QVERIFY2(waiting.message.contains(QStringLiteral("I-10 Sea Wolves has reached land")),
                 qPrintable(waiting.message));
        const QString shore = landingOn(QStringLiteral("ember"), true);
        const auto beforeLanding = dumpTables(m_walk->db());
        const ExecuteResult landed =
            m_walk->run(QStringLiteral("expedition.land"),
                        {{QStringLiteral("expedition"), QStringLiteral("Sea Wolves")},
                         {QStringLiteral("area"), shore}});
        QVERIFY2(landed.ok(), qPrintable(landed.message));
        QCOMPARE(value(QStringLiteral("SELECT area FROM army WHERE expedition_id IS NOT NULL"))
                     .toString(),
                 shore);
        QCOMPARE(value(QStringLiteral("SELECT status || '/' || boats FROM expedition")).toString(),
                 QStringLiteral("landed/0"));
        QCOMPARE(
            value(QStringLiteral("SELECT status FROM character WHERE name = 'Salt'")).toString(),
            QStringLiteral("killed"));
        QVERIFY(m_walk->runner->undo().ok());
        QCOMPARE(dumpTables(m_walk->db()), beforeLanding);
    }

    /// §6.3, I-71: the landed Sea Wolves fight a battle (a fixture: an Ironhold army meets them
    /// on the shore at M-3 of month 2); each unit that fails its survival roll comes off the
    /// expedition roster, not only off Veyra's line, so the land armies keep what they may
    /// field. A third loss of a line with two aboard is refused, naming the rule.
    void landedExpeditionBattleLosses()
    {
        sailToSea();
        const QString shore = landOnEmber();
        QVERIFY(m_walk->advanceTo(CampaignStep::Combats, 1, 2));
        m_walk->sql(QStringLiteral("INSERT INTO character (id, nation_id, name, type, list_entry, "
                                   "status) VALUES (900, 2, 'Thrain', 'general', '', 'active')"));
        m_walk->sql(QStringLiteral("INSERT INTO army (id, nation_id, name, general_id, area, "
                                   "location) VALUES (900, 2, 'Iron Shield', 900, '%1', "
                                   "'countryside')")
                        .arg(shore));
        m_walk->sql(QStringLiteral("INSERT INTO engagement (id, turn, number, cause, area, "
                                   "resolved) VALUES (900, 2, 1, 'arrival', '%1', 1)")
                        .arg(shore));
        m_walk->sql(QStringLiteral("INSERT INTO pending_battle (id, engagement_id, turn, number, "
                                   "kind, area, location) VALUES (900, 900, 2, 1, "
                                   "'villageBattle', '%1', 'countryside')")
                        .arg(shore));
        m_walk->sql(QStringLiteral("INSERT INTO pending_battle_army (battle_id, army_id, side) "
                                   "SELECT 900, id, 0 FROM army WHERE expedition_id IS NOT NULL "
                                   "UNION SELECT 900, 900, 1"));
        const qint64 wardens =
            value(QStringLiteral("SELECT roster_line_id FROM expedition_unit WHERE position = 1"))
                .toLongLong();
        QCOMPARE(unitsAboard(m_walk->db(), 1, 1).value(wardens), 2);
        const QJsonObject lost{{QStringLiteral("nation"), CalendarWalk::veyra},
                               {QStringLiteral("line"), 1},
                               {QStringLiteral("destroyed"), true}};
        const auto sheet = [&](int units) {
            QJsonArray list;
            for (int i = 0; i < units; ++i)
                list.append(lost);
            return QJsonObject{
                {QStringLiteral("battle"), 1},
                {QStringLiteral("typed"), QJsonArray{1, 1, 1}},
                {QStringLiteral("result"),
                 QJsonObject{{QStringLiteral("objective"), QStringLiteral("none")},
                             {QStringLiteral("sides"),
                              QJsonArray{QJsonObject{{QStringLiteral("units"), list}},
                                         QJsonObject{{QStringLiteral("units"), QJsonArray{}}}}}}}};
        };
        const auto before = dumpTables(m_walk->db());
        const ExecuteResult tooMany = m_walk->run(QStringLiteral("battle.result"), sheet(3));
        QVERIFY(!tooMany.ok());
        QVERIFY2(tooMany.message.contains(QStringLiteral("I-71 Sea Wolves fights from its "
                                                         "expedition roster")),
                 qPrintable(tooMany.message));
        QCOMPARE(dumpTables(m_walk->db()), before);
        const ExecuteResult r = m_walk->run(QStringLiteral("battle.result"), sheet(1));
        QVERIFY2(r.ok(), qPrintable(r.message));
        QCOMPARE(
            value(QStringLiteral("SELECT count FROM expedition_unit WHERE position = 1")).toInt(),
            1);
        // 2 traded for boats and 1 lost in battle; of the 3 left, 1 is aboard: 2 stay free for
        // a land army, as before the battle.
        QCOMPARE(value(QStringLiteral("SELECT lost FROM roster_line WHERE id = %1").arg(wardens))
                     .toInt(),
                 3);
        QCOMPARE(unitsAboard(m_walk->db(), 1, 1).value(wardens), 1);
        QVERIFY2(value(QStringLiteral("SELECT explanation FROM history ORDER BY id DESC LIMIT 1"))
                     .toString()
                     .contains(QStringLiteral("is struck from the roster of Sea Wolves")),
                 "the history names the expedition roster's loss");
        QVERIFY(m_walk->runner->undo().ok());
        QCOMPARE(dumpTables(m_walk->db()), before);
    }

    /// §7.2, §4.5-§4.7, §7.2.8, §7.1, §7.3: the whole way from outfitting to a colony. The Sea
    /// Wolves land on Ember Isle in month 2 (10 + 10) at the village's population centre and
    /// stay to take the village: the landing turn does not count (I-55), month 3 does (village
    /// level 1), so it is Veyra's at M-5; the army is in supply all along (§4.5: the coast rule
    /// and occupationGivesSupply).
    /// They leave the map at NY-1 of year 2; at NY-4 Veyra (given 12 more villages at home by a
    /// fixture) places a town there and must answer colony or new country before the step
    /// ends; "colony" is recorded.
    void voyageToColonyTown()
    {
        sailToSea();
        const QString shore = landOnEmber(QStringLiteral("populationCentre"));
        QCOMPARE(value(QStringLiteral("SELECT location || '/' || moved FROM army WHERE "
                                      "expedition_id IS NOT NULL"))
                     .toString(),
                 QStringLiteral("populationCentre/1"));
        const QString owner =
            QStringLiteral("SELECT COALESCE(owner_nation_id, 0) FROM area WHERE hex = '%1'")
                .arg(shore);
        const QString supplied =
            QStringLiteral("SELECT in_supply FROM army WHERE expedition_id IS NOT NULL");
        QVERIFY(m_walk->advanceTo(CampaignStep::WriteOrders, 1, 3));
        QCOMPARE(value(owner).toInt(), 0);
        // §4.5 occupationGivesSupply (on): the coastal village it occupies counts as its own,
        // and Veyra holds a port: in supply while it stays, before and after taking it.
        QCOMPARE(value(supplied).toInt(), 1);
        QVERIFY(m_walk->advanceTo(CampaignStep::WriteOrders, 1, 4));
        QCOMPARE(value(owner).toInt(), 1);
        QCOMPARE(value(supplied).toInt(), 1);
        QVERIFY(m_walk->advanceTo(CampaignStep::Production, 2));
        QCOMPARE(value(QStringLiteral("SELECT COUNT(*) FROM army WHERE expedition_id IS NOT "
                                      "NULL"))
                     .toInt(),
                 0);
        // Fixture: Veyra has the villages to spare for a new town (§2.7: 5 per town kept).
        m_walk->sql(QStringLiteral("UPDATE area SET owner_nation_id = 1 WHERE hex IN (SELECT hex "
                                   "FROM area WHERE owner_nation_id IS NULL AND centre = "
                                   "'village' AND landmass_id <> (SELECT landmass_id FROM area "
                                   "WHERE hex = '%1') ORDER BY hex LIMIT 12)")
                        .arg(shore));
        const ExecuteResult town =
            m_walk->run(QStringLiteral("production.place"),
                        {{QStringLiteral("nation"), CalendarWalk::veyra},
                         {QStringLiteral("area"), shore},
                         {QStringLiteral("centre"), QStringLiteral("town")}});
        QVERIFY2(town.ok(), qPrintable(town.message));
        QVERIFY2(town.summary.contains(QStringLiteral("§7.3")), qPrintable(town.summary));
        const ExecuteResult waiting = m_walk->run(QStringLiteral("calendar.next"));
        QCOMPARE(waiting.status, CommandStatus::Refused);
        QVERIFY2(waiting.message.contains(QStringLiteral("colony or new country")),
                 qPrintable(waiting.message));
        m_walk->must(QStringLiteral("production.colony"),
                     {{QStringLiteral("nation"), CalendarWalk::veyra},
                      {QStringLiteral("area"), shore},
                      {QStringLiteral("choice"), QStringLiteral("colony")}});
        QCOMPARE(
            value(QStringLiteral("SELECT centre FROM area WHERE hex = '%1'").arg(shore)).toString(),
            QStringLiteral("town"));
        QCOMPARE(value(QStringLiteral("SELECT choice FROM colony_choice")).toString(),
                 QStringLiteral("colony"));
    }

    /// §7.6 rule 2: an absent player's fleet does not move, so it does not roll.
    void absentPlayersFleetWaits()
    {
        sailToSea();
        QVERIFY(m_walk->advanceTo(CampaignStep::StartOfTurn, 1, 2));
        m_walk->attend(CalendarWalk::veyra, false);
        QVERIFY(m_walk->advanceTo(CampaignStep::Move, 1, 2));
        const ExecuteResult moved = m_walk->next(true);
        QVERIFY2(moved.ok(), qPrintable(moved.message));
        QVERIFY2(moved.summary.contains(QStringLiteral("§7.6 Kingdom of Veyra's player is absent: "
                                                       "its fleet Sea Wolves waits")),
                 qPrintable(moved.summary));
        QCOMPARE(moved.rolls.size(), 0);
        QCOMPARE(value(QStringLiteral("SELECT COUNT(*) FROM voyage_roll")).toInt(), 0);
    }

    /// §7.6 rule 3, NY-5, I-9: Veyra's player misses the last meeting of year 1 with the Sea
    /// Wolves at sea (a fixture keeps them from rolling: no landmass named), so its New Year
    /// waits; at his return at M-0 of year 2 the fleet is dissolved with NY-1 and NY-3: the crew
    /// is free again, the admiral gone, the marker off the map. Undo puts it back to sea.
    void returningPlayerFleetDissolved()
    {
        sailToSea();
        m_walk->sql(QStringLiteral("UPDATE expedition SET destination = ''"));
        QVERIFY(m_walk->advanceTo(CampaignStep::StartOfTurn, 1, 12));
        m_walk->attend(CalendarWalk::veyra, false);
        QVERIFY(m_walk->advanceTo(CampaignStep::StartOfTurn, 2, 1));
        QCOMPARE(value(QStringLiteral("SELECT status FROM expedition")).toString(),
                 QStringLiteral("atSea"));
        m_walk->recordMissingAttendance();
        m_walk->attend(CalendarWalk::veyra, true);
        const auto before = dumpTables(m_walk->db());
        const ExecuteResult back = m_walk->next(true);
        QVERIFY2(back.ok(), qPrintable(back.message));
        QVERIFY2(back.summary.contains(QStringLiteral("NY-5, I-9 Sea Wolves is still at sea: it "
                                                      "dissolves")),
                 qPrintable(back.summary));
        QCOMPARE(value(QStringLiteral("SELECT status FROM expedition")).toString(),
                 QStringLiteral("dissolved"));
        QCOMPARE(value(QStringLiteral("SELECT group_concat(name || '=' || status, ' ') FROM "
                                      "(SELECT name, status FROM character WHERE nation_id = 1 "
                                      "ORDER BY name)"))
                     .toString(),
                 QStringLiteral("Aldric=active Brann=active Salt=killed"));
        QCOMPARE(value(QStringLiteral("SELECT COUNT(*) FROM army WHERE expedition_id IS NOT NULL"))
                     .toInt(),
                 0);
        QVERIFY(m_walk->runner->undo().ok());
        QCOMPARE(dumpTables(m_walk->db()), before);
    }

    /// §7.2.1: the general named among the characters too sails once.
    void generalNamedTwice()
    {
        QJsonObject args = outfitArgs();
        args.insert(QStringLiteral("characters"),
                    QJsonArray{QStringLiteral("Aldric"), QStringLiteral("Brann")});
        const ExecuteResult r = m_walk->run(QStringLiteral("expedition.outfit"), args);
        QVERIFY2(r.ok(), qPrintable(r.message));
        QCOMPARE(r.result.value(QStringLiteral("characters")).toArray().size(), 3);
    }

    /// §7.2.5 2-3, I-4, I-5, §7.2.6: a typed mutiny (1 + 1): each of 4 ships tests on a d6,
    /// two fail; no ship is empty, so 2 units are struck from the roster and the pool is 2.
    void mutinyInTheMovementStep()
    {
        sailToSea();
        QVERIFY(m_walk->advanceTo(CampaignStep::Move, 1, 2));
        const int lostBefore = value(QStringLiteral("SELECT SUM(lost) FROM roster_line")).toInt();
        const ExecuteResult moved =
            m_walk->run(QStringLiteral("calendar.next"),
                        {{QStringLiteral("typed"), QJsonArray{1, 1, 6, 2, 6, 3}},
                         {QStringLiteral("confirmedByHand"), true}});
        QVERIFY2(moved.ok(), qPrintable(moved.message));
        QCOMPARE(moved.rolls.size(), 5);
        QCOMPARE(value(QStringLiteral("SELECT pirate_pool FROM sea")).toInt(), 2);
        QCOMPARE(value(QStringLiteral("SELECT boats FROM expedition")).toInt(), 2);
        QCOMPARE(value(QStringLiteral("SELECT SUM(count) FROM expedition_unit")).toInt(), 2);
        QCOMPARE(value(QStringLiteral("SELECT SUM(lost) FROM roster_line")).toInt(),
                 lostBefore + 2);
        QVERIFY(m_walk->runner->undo().ok());
        QCOMPARE(value(QStringLiteral("SELECT pirate_pool FROM sea")).toInt(), 0);
        QCOMPARE(value(QStringLiteral("SELECT COUNT(*) FROM voyage_roll")).toInt(), 0);
    }

    /// §7.2.6, I-5: the pirate pool is the campaign's. Veyra's Sea Wolves mutiny (1 + 1; two
    /// of 4 ships fail on 2 and 3): pool 2. In the same movement step the Ironhold Clans' Iron
    /// Keel (a fixture: 2 boats, 2 units, general and admiral, at sea since month 1) meets
    /// pirates (7 + 7): 2 + d6 3 = 5 attack; its 2 ships and 2 characters destroy 2, out of the
    /// pool (0 left); the 3 left sink 1 ship with its unit. Without Veyra's pirates only 1 would
    /// survive and sink nothing.
    void piratePoolAcrossNations()
    {
        sailToSea();
        m_walk->sql(QStringLiteral("INSERT INTO character (id, nation_id, name, type, list_entry, "
                                   "status) VALUES (901, 2, 'Thrain', 'general', '', "
                                   "'onExpedition'), (902, 2, 'Keel', 'admiral', '', "
                                   "'onExpedition')"));
        m_walk->sql(QStringLiteral("INSERT INTO expedition (id, nation_id, year, name, general_id, "
                                   "admiral_id, destination, boats, status, sailed_turn) VALUES "
                                   "(90, 2, 1, 'Iron Keel', 901, 902, 'ember', 2, 'atSea', 1)"));
        m_walk->sql(QStringLiteral("INSERT INTO expedition_unit (expedition_id, position, label, "
                                   "category, count) VALUES (90, 1, 'Ironbreakers', 'infantry', "
                                   "2)"));
        m_walk->sql(QStringLiteral("INSERT INTO expedition_character (expedition_id, "
                                   "character_id, role) VALUES (90, 901, 'general'), (90, 902, "
                                   "'admiral')"));
        QVERIFY(m_walk->advanceTo(CampaignStep::Move, 1, 2));
        const ExecuteResult moved =
            m_walk->run(QStringLiteral("calendar.next"),
                        {{QStringLiteral("typed"), QJsonArray{1, 1, 6, 2, 6, 3, 7, 7, 3}},
                         {QStringLiteral("confirmedByHand"), true}});
        QVERIFY2(moved.ok(), qPrintable(moved.message));
        QCOMPARE(moved.rolls.size(), 7); // 2 charts, 4 mutiny tests, 1 pirate die
        QCOMPARE(value(QStringLiteral("SELECT event || '/' || pirate_pool FROM voyage_roll WHERE "
                                      "expedition_id = 1"))
                     .toString(),
                 QStringLiteral("mutiny/2"));
        QCOMPARE(value(QStringLiteral("SELECT event || '/' || boats_lost || '/' || units_lost || "
                                      "'/' || pirate_pool FROM voyage_roll WHERE expedition_id = "
                                      "90"))
                     .toString(),
                 QStringLiteral("pirates/1/1/0"));
        QCOMPARE(value(QStringLiteral("SELECT boats FROM expedition WHERE id = 90")).toInt(), 1);
        QCOMPARE(value(QStringLiteral("SELECT pirate_pool FROM sea")).toInt(), 0);
    }

    /// §7.2.5 18, §7.2.7, I-8: the chart reads 18 (9 + 9); Brann (a hero, not the general)
    /// stays as envoy with the sea people, who become Veyra's underwater ally (+3 on every roll)
    /// with their realm on open sea (a port is refused as its start); next month the sea
    /// people bring the fleet back to 0410, still Veyra's; at NY-3 the realm tallies PT 7.
    void aquaticAlliance()
    {
        sailToSea();
        QVERIFY(m_walk->advanceTo(CampaignStep::Move, 1, 2));
        m_walk->must(QStringLiteral("calendar.next"), {{QStringLiteral("typed"), QJsonArray{9, 9}},
                                                       {QStringLiteral("confirmedByHand"), true}});
        QCOMPARE(value(QStringLiteral("SELECT status FROM expedition")).toString(),
                 QStringLiteral("escorted"));
        const QJsonObject general{
            {QStringLiteral("expedition"), QStringLiteral("Sea Wolves")},
            {QStringLiteral("envoy"), QStringLiteral("Aldric")},
            {QStringLiteral("armyList"), QStringLiteral("sample-marsh-goblins")}};
        const ExecuteResult refused = m_walk->run(QStringLiteral("expedition.ally"), general);
        QVERIFY(!refused.ok());
        QVERIFY2(refused.message.contains(QStringLiteral("neither the general nor the admiral")),
                 qPrintable(refused.message));
        QJsonObject brann{{QStringLiteral("expedition"), QStringLiteral("Sea Wolves")},
                          {QStringLiteral("envoy"), QStringLiteral("Brann")},
                          {QStringLiteral("armyList"), QStringLiteral("sample-marsh-goblins")},
                          {QStringLiteral("realm"), m_port}};
        const ExecuteResult onLand = m_walk->run(QStringLiteral("expedition.ally"), brann);
        QVERIFY(!onLand.ok());
        QVERIFY2(onLand.message.contains(QStringLiteral("is not a sea hex of the map")),
                 qPrintable(onLand.message));
        brann.remove(QStringLiteral("realm"));
        const auto before = dumpTables(m_walk->db());
        const ExecuteResult r = m_walk->run(QStringLiteral("expedition.ally"), brann);
        QVERIFY2(r.ok(), qPrintable(r.message));
        // §7.2.7, I-8: Herald puts the realm on the map: 6 underwater areas of a landmass of
        // their own, the town in one of them (its capital), none coastal nor beside land.
        const QString ally = r.result.value(QStringLiteral("nation")).toVariant().toString();
        QCOMPARE(value(QStringLiteral("SELECT COUNT(*) || '/' || SUM(centre = 'town') || '/' || "
                                      "SUM(underwater) || '/' || SUM(coastal) || '/' || "
                                      "COUNT(DISTINCT landmass_id) FROM area WHERE "
                                      "owner_nation_id = %1")
                           .arg(ally))
                     .toString(),
                 QStringLiteral("6/1/6/0/1"));
        QCOMPARE(
            value(QStringLiteral("SELECT capital FROM nation WHERE id = %1").arg(ally)).toString(),
            r.result.value(QStringLiteral("town")).toString());
        const StrategicMap sea = loadTallyMap(m_walk->db());
        const auto allyIndex = sea.nationIndex(ally);
        QVERIFY(allyIndex && sea.nations[std::size_t(*allyIndex)].underwater); // §7.2.7 orders
        for (const Area &a : sea.areas) {
            if (a.owner != *allyIndex)
                continue;
            for (const herald::map::Hex n : a.hex.neighbours()) {
                const auto other = sea.areaAt(n);
                QVERIFY2(!other || sea.areas[std::size_t(*other)].isSea() ||
                             sea.areas[std::size_t(*other)].owner == *allyIndex,
                         qPrintable(a.id() + QStringLiteral(" borders land")));
            }
        }
        QCOMPARE(value(QStringLiteral("SELECT kind || '/' || parent_nation_id FROM nation WHERE "
                                      "name = 'Sea people of Kingdom of Veyra'"))
                     .toString(),
                 QStringLiteral("underwater/1"));
        QCOMPARE(
            value(QStringLiteral("SELECT status FROM character WHERE name = 'Brann'")).toString(),
            QStringLiteral("envoy"));
        const auto fleet = findExpedition(m_walk->db(), QStringLiteral("Sea Wolves"));
        QVERIFY(fleet && fleet->fleet.aquaticAlly);
        QCOMPARE(fleet->fleet.characters.size(), std::size_t(2)); // the envoy stays behind
        QVERIFY(m_walk->runner->undo().ok());
        QCOMPARE(dumpTables(m_walk->db()), before);
        QVERIFY(m_walk->runner->redo().ok());
        QVERIFY(m_walk->advanceTo(CampaignStep::Combats, 1, 3));
        QCOMPARE(value(QStringLiteral("SELECT status FROM expedition")).toString(),
                 QStringLiteral("inPort"));
        QCOMPARE(value(QStringLiteral("SELECT area FROM army WHERE expedition_id IS NOT NULL"))
                     .toString(),
                 m_port);
        // NY-6 of year 2: Brann is on the new roster, so the alliance holds; dropped from it
        // (a fixture), the alliance lapses when NY-6 ends (§7.2.7).
        QVERIFY(m_walk->advanceTo(CampaignStep::FillRosters, 2));
        // I-8: the sea people's New Year tally: 5 villages and a town, PT 7, AP 1900.
        QCOMPARE(value(QStringLiteral("SELECT population_total || '/' || army_points FROM roster "
                                      "WHERE year = 2 AND nation_id = %1")
                           .arg(ally))
                     .toString(),
                 QStringLiteral("7/1900"));
        m_walk->sql(QStringLiteral("DELETE FROM roster_character WHERE character_id = (SELECT id "
                                   "FROM character WHERE name = 'Brann')"));
        const ExecuteResult ny6 = m_walk->next(true);
        QVERIFY2(ny6.ok(), qPrintable(ny6.message));
        QVERIFY2(ny6.summary.contains(QStringLiteral("its alliance with Sea people of Kingdom of "
                                                     "Veyra lapses")),
                 qPrintable(ny6.summary));
        QVERIFY(value(QStringLiteral("SELECT parent_nation_id FROM nation WHERE kind = "
                                     "'underwater'"))
                    .isNull());
    }

    /// §7.2.7: the sea people mount expeditions without boats. Allied in month 2 of year 1 (as
    /// aquaticAlliance), they muster at NY-6 of year 2 (3 Bog Spears, a Warboss) and outfit
    /// an expedition in their town under the sea: no units traded, no admiral, one notional
    /// ship per unit; at M-1 it is ordered to sea from that town, which is on no coast.
    void seaPeopleSailWithoutBoats()
    {
        sailToSea();
        QVERIFY(m_walk->advanceTo(CampaignStep::Move, 1, 2));
        m_walk->must(QStringLiteral("calendar.next"), {{QStringLiteral("typed"), QJsonArray{9, 9}},
                                                       {QStringLiteral("confirmedByHand"), true}});
        m_walk->must(QStringLiteral("expedition.ally"),
                     {{QStringLiteral("expedition"), QStringLiteral("Sea Wolves")},
                      {QStringLiteral("envoy"), QStringLiteral("Brann")},
                      {QStringLiteral("armyList"), QStringLiteral("sample-marsh-goblins")},
                      {QStringLiteral("name"), QStringLiteral("Deep Ones")}});
        const QString town =
            value(QStringLiteral("SELECT capital FROM nation WHERE name = 'Deep Ones'")).toString();
        QVERIFY(m_walk->advanceTo(CampaignStep::FillRosters, 2));
        m_walk->must(QStringLiteral("roster.buy"),
                     {{QStringLiteral("nation"), QStringLiteral("Deep Ones")},
                      {QStringLiteral("unitType"), QStringLiteral("Bog Spears")},
                      {QStringLiteral("count"), 3}});
        m_walk->must(QStringLiteral("character.buy"),
                     {{QStringLiteral("nation"), QStringLiteral("Deep Ones")},
                      {QStringLiteral("entry"), QStringLiteral("Warboss")},
                      {QStringLiteral("name"), QStringLiteral("Gurgle")}});
        QVERIFY(m_walk->advanceTo(CampaignStep::PlaceArmies, 2));
        QJsonObject outfit{{QStringLiteral("nation"), QStringLiteral("Deep Ones")},
                           {QStringLiteral("name"), QStringLiteral("Tide")},
                           {QStringLiteral("port"), town},
                           {QStringLiteral("general"), QStringLiteral("Gurgle")},
                           {QStringLiteral("units"), QJsonArray{units(1, 2, 1)}}};
        const ExecuteResult traded = m_walk->run(QStringLiteral("expedition.outfit"), outfit);
        QVERIFY(!traded.ok());
        QVERIFY2(traded.message.contains(QStringLiteral("§7.2.7 The sea people sail without "
                                                        "boats")),
                 qPrintable(traded.message));
        outfit.insert(QStringLiteral("units"), QJsonArray{units(1, 3, 0)});
        const ExecuteResult r = m_walk->run(QStringLiteral("expedition.outfit"), outfit);
        QVERIFY2(r.ok(), qPrintable(r.message));
        QCOMPARE(r.result.value(QStringLiteral("boats")).toInt(), 3);
        QCOMPARE(r.result.value(QStringLiteral("unitCount")).toInt(), 3);
        m_walk->must(QStringLiteral("army.place"),
                     {{QStringLiteral("nation"), CalendarWalk::veyra},
                      {QStringLiteral("name"), QStringLiteral("Host")},
                      {QStringLiteral("general"), QStringLiteral("Aldric")},
                      {QStringLiteral("area"), m_port}});
        QVERIFY(m_walk->advanceTo(CampaignStep::WriteOrders, 2, 1));
        const ExecuteResult sail =
            m_walk->run(QStringLiteral("expedition.sail"),
                        {{QStringLiteral("expedition"), QStringLiteral("Tide")},
                         {QStringLiteral("destination"), QStringLiteral("Ember Isle")}});
        QVERIFY2(sail.ok(), qPrintable(sail.message));
    }

    /// I-9 NY-5: an expedition still in port at the year's end dissolves; its crew is free
    /// again (returnHome), its admiral gone.
    void dissolvedAtNewYear()
    {
        m_walk->must(QStringLiteral("expedition.outfit"), outfitArgs());
        QVERIFY(m_walk->advanceTo(CampaignStep::FillRosters, 2));
        QCOMPARE(value(QStringLiteral("SELECT status FROM expedition")).toString(),
                 QStringLiteral("dissolved"));
        QCOMPARE(
            value(QStringLiteral("SELECT status FROM character WHERE name = 'Aldric'")).toString(),
            QStringLiteral("active"));
        QCOMPARE(
            value(QStringLiteral("SELECT status FROM character WHERE name = 'Salt'")).toString(),
            QStringLiteral("killed"));
    }

    /// NY-1, NY-5, I-9: a fleet still at sea at the year's end keeps its marker through NY-1
    /// and is dissolved at NY-5; with unsuccessfulExpeditionFate lostAtSea its crew is lost.
    void lostAtSeaAtNewYear()
    {
        m_walk->must(QStringLiteral("campaign.setting"),
                     {{QStringLiteral("key"), QStringLiteral("unsuccessfulExpeditionFate")},
                      {QStringLiteral("value"), QStringLiteral("lostAtSea")}});
        sailToSea();
        // A fixture: the fleet never comes to a roll this year, so it is still at sea.
        m_walk->sql(QStringLiteral("UPDATE expedition SET sailed_turn = 99"));
        QVERIFY(m_walk->advanceTo(CampaignStep::Ransom, 2));
        QCOMPARE(value(QStringLiteral("SELECT COUNT(*) FROM army WHERE expedition_id IS NOT "
                                      "NULL"))
                     .toInt(),
                 1);
        QVERIFY(m_walk->advanceTo(CampaignStep::FillRosters, 2));
        QCOMPARE(value(QStringLiteral("SELECT status FROM expedition")).toString(),
                 QStringLiteral("lost"));
        QCOMPARE(value(QStringLiteral("SELECT COUNT(*) FROM army WHERE expedition_id IS NOT "
                                      "NULL"))
                     .toInt(),
                 0);
        QCOMPARE(
            value(QStringLiteral("SELECT status FROM character WHERE name = 'Aldric'")).toString(),
            QStringLiteral("killed"));
    }

    /// §7.4.1, D-27, I-65: exodus at M-0 is refused to a nation with more than 2 areas; with
    /// 2 left, its towns go, its areas fall uncontrolled, its units sail on free boats.
    void exodus()
    {
        m_walk->must(QStringLiteral("army.place"),
                     {{QStringLiteral("nation"), CalendarWalk::veyra},
                      {QStringLiteral("name"), QStringLiteral("Guard")},
                      {QStringLiteral("general"), QStringLiteral("Aldric")},
                      {QStringLiteral("area"), QStringLiteral("0407")}});
        QVERIFY(m_walk->advanceTo(CampaignStep::StartOfTurn, 1, 1));
        const QJsonObject args{{QStringLiteral("nation"), CalendarWalk::veyra}};
        const int areas = value(QStringLiteral("SELECT COUNT(*) FROM area WHERE owner_nation_id "
                                               "= 1"))
                              .toInt();
        const ExecuteResult refused = m_walk->run(QStringLiteral("nation.exodus"), args);
        QVERIFY(!refused.ok());
        QVERIFY2(
            refused.message.contains(QStringLiteral("at most 2 areas; it holds %1").arg(areas)),
            qPrintable(refused.message));
        m_walk->sql(QStringLiteral("UPDATE area SET owner_nation_id = 2 WHERE owner_nation_id = "
                                   "1 AND hex NOT IN ('0407', '0410')"));
        const ExecuteResult r = m_walk->run(QStringLiteral("nation.exodus"), args);
        QVERIFY2(r.ok(), qPrintable(r.message));
        QCOMPARE(r.result.value(QStringLiteral("boats")).toInt(), 9);
        QCOMPARE(r.result.value(QStringLiteral("kind")).toString(), QStringLiteral("exodus"));
        QCOMPARE(
            value(QStringLiteral("SELECT COUNT(*) FROM area WHERE owner_nation_id = 1")).toInt(),
            0);
        QCOMPARE(value(QStringLiteral("SELECT centre FROM area WHERE hex = '0407'")).toString(),
                 QStringLiteral("village"));
        QCOMPARE(value(QStringLiteral("SELECT status FROM nation WHERE id = 1")).toString(),
                 QStringLiteral("atSea"));
        // §7.4.1: it names another landmass than the one it leaves.
        const ExecuteResult home =
            m_walk->run(QStringLiteral("expedition.sail"),
                        {{QStringLiteral("expedition"), r.result.value(QStringLiteral("id"))},
                         {QStringLiteral("destination"), QStringLiteral("Aldmark")}});
        QVERIFY(!home.ok());
        QVERIFY2(home.message.contains(QStringLiteral("§7.4.1")), qPrintable(home.message));
        QVERIFY(m_walk
                    ->run(QStringLiteral("expedition.sail"),
                          {{QStringLiteral("expedition"), r.result.value(QStringLiteral("id"))},
                           {QStringLiteral("destination"), QStringLiteral("Ember Isle")}})
                    .ok());
    }

    /// §7.4.2, I-66, D-26: the Ash Riders lose every area in year 1 and have bought no troops;
    /// at NY-2 of year 2 they seize a former town (held by the Mirefolk now) and become rebels.
    /// A town they never held, and a nation that still holds land, are refused.
    void rebellion()
    {
        m_walk->must(QStringLiteral("army.place"),
                     {{QStringLiteral("nation"), CalendarWalk::veyra},
                      {QStringLiteral("name"), QStringLiteral("Guard")},
                      {QStringLiteral("general"), QStringLiteral("Aldric")},
                      {QStringLiteral("area"), QStringLiteral("0407")}});
        const QString town =
            value(QStringLiteral("SELECT hex FROM area WHERE owner_nation_id = 4 AND centre = "
                                 "'town' ORDER BY hex"))
                .toString();
        m_walk->sql(
            QStringLiteral("UPDATE area SET owner_nation_id = 3 WHERE owner_nation_id = 4"));
        QVERIFY(m_walk->advanceTo(CampaignStep::Ransom, 2));
        const ExecuteResult standing = m_walk->run(
            QStringLiteral("nation.rebellion"),
            {{QStringLiteral("nation"), CalendarWalk::veyra}, {QStringLiteral("town"), town}});
        QVERIFY(!standing.ok());
        QVERIFY2(standing.message.contains(QStringLiteral("§7.4.2 Kingdom of Veyra still has")),
                 qPrintable(standing.message));
        const ExecuteResult never =
            m_walk->run(QStringLiteral("nation.rebellion"),
                        {{QStringLiteral("nation"), QStringLiteral("Ash Riders")},
                         {QStringLiteral("town"), QStringLiteral("0407")}});
        QVERIFY(!never.ok());
        QVERIFY2(never.message.contains(QStringLiteral("§7.4.2 0407 is not a town")),
                 qPrintable(never.message));
        // I-66: a captive leads nothing; a surviving character may.
        m_walk->sql(QStringLiteral("INSERT INTO character (nation_id, name, type) VALUES (4, "
                                   "'Khan', 'hero')"));
        m_walk->sql(QStringLiteral("INSERT INTO character (nation_id, name, type, status, "
                                   "captor_nation_id) VALUES (4, 'Jochi', 'hero', 'captured', 3)"));
        const QJsonObject rising{{QStringLiteral("nation"), QStringLiteral("Ash Riders")},
                                 {QStringLiteral("town"), town}};
        QJsonObject captive = rising;
        captive.insert(QStringLiteral("leader"), QStringLiteral("Jochi"));
        const ExecuteResult held = m_walk->run(QStringLiteral("nation.rebellion"), captive);
        QVERIFY(!held.ok());
        QVERIFY2(held.message.contains(QStringLiteral("I-66 Jochi cannot lead")),
                 qPrintable(held.message));
        QJsonObject led = rising;
        led.insert(QStringLiteral("leader"), QStringLiteral("Khan"));
        const auto before = dumpTables(m_walk->db());
        const ExecuteResult r = m_walk->run(QStringLiteral("nation.rebellion"), led);
        QVERIFY2(r.ok(), qPrintable(r.message));
        QCOMPARE(
            value(QStringLiteral("SELECT owner_nation_id FROM area WHERE hex = '%1'").arg(town))
                .toInt(),
            4);
        QCOMPARE(value(QStringLiteral("SELECT status FROM nation WHERE id = 4")).toString(),
                 QStringLiteral("rebel"));
        QVERIFY(m_walk->runner->undo().ok());
        QCOMPARE(dumpTables(m_walk->db()), before);
        QVERIFY(m_walk->runner->redo().ok());
        // §7.4.2: Khan is taken prisoner; leaving NY-2 the rebellion collapses.
        // (a fixture: captures come from battle results)
        m_walk->sql(QStringLiteral("UPDATE character SET status = 'captured', captor_nation_id = "
                                   "3 WHERE name = 'Khan'"));
        const ExecuteResult next = m_walk->next(true);
        QVERIFY2(next.ok(), qPrintable(next.message));
        QVERIFY2(next.summary.contains(QStringLiteral("the rebellion collapses")),
                 qPrintable(next.summary));
        QCOMPARE(value(QStringLiteral("SELECT status FROM nation WHERE id = 4")).toString(),
                 QStringLiteral("defunct"));
        QVERIFY(value(QStringLiteral("SELECT owner_nation_id FROM area WHERE hex = '%1'").arg(town))
                    .isNull());
    }

    /// §7.3, I-70: after the "country" answer for Ember Isle at NY-4, another country is
    /// founded there and takes every area Veyra holds on it (a fixture gives Veyra two).
    void anotherCountry()
    {
        m_walk->sql(QStringLiteral("UPDATE area SET owner_nation_id = 1 WHERE hex IN ('1315', "
                                   "'1316')"));
        m_walk->sql(QStringLiteral("UPDATE campaign SET phase = 'production'"));
        const QJsonObject args{
            {QStringLiteral("nation"), CalendarWalk::veyra},
            {QStringLiteral("landmass"), QStringLiteral("Ember Isle")},
            {QStringLiteral("name"), QStringLiteral("Heron Coast")},
            {QStringLiteral("colour"), QStringLiteral("#336699")},
            {QStringLiteral("armyList"), QStringLiteral("sample-marsh-goblins")}};
        const ExecuteResult unasked = m_walk->run(QStringLiteral("nation.country"), args);
        QVERIFY(!unasked.ok());
        QVERIFY2(unasked.message.contains(QStringLiteral("§7.3 Kingdom of Veyra has not chosen")),
                 qPrintable(unasked.message));
        m_walk->sql(QStringLiteral("INSERT INTO colony_choice (nation_id, landmass, year, area, "
                                   "choice) VALUES (1, 'ember', 1, '1315', 'country')"));
        const auto before = dumpTables(m_walk->db());
        const ExecuteResult r = m_walk->run(QStringLiteral("nation.country"), args);
        QVERIFY2(r.ok(), qPrintable(r.message));
        QCOMPARE(r.result.value(QStringLiteral("areas")).toInt(), 2);
        const qint64 country = r.result.value(QStringLiteral("nation")).toInteger();
        QCOMPARE(
            value(
                QStringLiteral("SELECT COUNT(*) FROM area WHERE owner_nation_id = %1").arg(country))
                .toInt(),
            2);
        QCOMPARE(value(QStringLiteral("SELECT kind || '/' || parent_nation_id FROM nation WHERE "
                                      "id = %1")
                           .arg(country))
                     .toString(),
                 QStringLiteral("separate/1"));
        QVERIFY(m_walk->runner->undo().ok());
        QCOMPARE(dumpTables(m_walk->db()), before);
    }

    /// §7.4.3, T-18, I-67: a New Nation for the player of a fallen nation: its old race is
    /// refused; another gets 10 units, 10 boats, an admiral, 5 CP of characters at sea and the
    /// top card of the magic item deck, carried by its general.
    void newNation()
    {
        m_walk->must(QStringLiteral("nation.edit"),
                     {{QStringLiteral("nation"), CalendarWalk::veyra},
                      {QStringLiteral("player"), QStringLiteral("Red")}});
        m_walk->must(QStringLiteral("nation.add"),
                     {{QStringLiteral("name"), QStringLiteral("Heron Exiles")},
                      {QStringLiteral("colour"), QStringLiteral("#808080")},
                      {QStringLiteral("player"), QStringLiteral("Red")},
                      {QStringLiteral("armyList"), QStringLiteral("sample-river-kingdom")}});
        m_walk->sql(QStringLiteral("UPDATE area SET owner_nation_id = 2 WHERE owner_nation_id = "
                                   "1"));
        m_walk->sql(QStringLiteral("UPDATE campaign SET phase = 'fillRosters'"));
        QJsonObject args{
            {QStringLiteral("nation"), QStringLiteral("Heron Exiles")},
            {QStringLiteral("destination"), QStringLiteral("ember")},
            {QStringLiteral("units"),
             QJsonArray{QJsonObject{{QStringLiteral("type"), QStringLiteral("Bank Wardens")},
                                    {QStringLiteral("count"), 10}}}},
            {QStringLiteral("characters"),
             QJsonArray{QJsonObject{{QStringLiteral("entry"), QStringLiteral("Marshal")}},
                        QJsonObject{{QStringLiteral("entry"), QStringLiteral("Captain")}}}}};
        const ExecuteResult old = m_walk->run(QStringLiteral("nation.new"), args);
        QVERIFY(!old.ok());
        QVERIFY2(old.message.contains(QStringLiteral("fallen nation")), qPrintable(old.message));
        m_walk->must(QStringLiteral("nation.edit"),
                     {{QStringLiteral("nation"), QStringLiteral("Heron Exiles")},
                      {QStringLiteral("armyList"), QStringLiteral("sample-iron-hill-clans")}});
        QJsonArray ironUnits;
        const auto list = loadArmyList(m_walk->db(), QStringLiteral("sample-iron-hill-clans"));
        QVERIFY(list && !list->units.empty());
        ironUnits.append(QJsonObject{{QStringLiteral("type"), list->units.front().name},
                                     {QStringLiteral("count"), 10}});
        args.insert(QStringLiteral("units"), ironUnits);
        QJsonArray chars;
        for (const CharacterEntry &c : list->characters)
            if (c.type == CharacterType::General || c.type == CharacterType::Hero)
                chars.append(QJsonObject{{QStringLiteral("entry"), c.name}});
        args.insert(QStringLiteral("characters"), chars);
        // §7.4.3: the package's magic item comes from the campaign's deck (two items written).
        for (const char *item : {"Tide Crown", "Reed Spear"})
            m_walk->must(QStringLiteral("decks.magic.author"),
                         {{QStringLiteral("author"), QStringLiteral("Red")},
                          {QStringLiteral("name"), QString::fromLatin1(item)},
                          {QStringLiteral("points"), 25}});
        m_walk->must(QStringLiteral("decks.magic.build"), {});
        args.insert(QStringLiteral("carrier"), QStringLiteral("Nobody"));
        const ExecuteResult noCarrier = m_walk->run(QStringLiteral("nation.new"), args);
        QVERIFY(!noCarrier.ok());
        QVERIFY2(noCarrier.message.contains(QStringLiteral("\"carrier\"")),
                 qPrintable(noCarrier.message));
        args.remove(QStringLiteral("carrier"));
        const auto before = dumpTables(m_walk->db());
        const ExecuteResult r = m_walk->run(QStringLiteral("nation.new"), args);
        QVERIFY2(r.ok(), qPrintable(r.message));
        // The top card is bound to the general at once and held by the nation in the deck; the
        // history's explanation names it.
        const QString card = value(QStringLiteral("SELECT b.card_id FROM magic_item_binding b "
                                                  "JOIN character c ON c.id = b.character_id "
                                                  "WHERE c.type = 'general' AND c.nation_id = "
                                                  "(SELECT id FROM nation WHERE name = 'Heron "
                                                  "Exiles')"))
                                 .toString();
        QVERIFY(!card.isEmpty());
        QCOMPARE(value(QStringLiteral("SELECT COUNT(*) FROM magic_item_binding")).toInt(), 1);
        const QJsonObject deck =
            QJsonDocument::fromJson(
                value(QStringLiteral("SELECT content FROM decks_deck WHERE id = 'magicItems'"))
                    .toByteArray())
                .object()
                .value(QStringLiteral("state"))
                .toObject();
        QCOMPARE(deck.value(QStringLiteral("drawPile")).toArray().size(), 1);
        QCOMPARE(deck.value(QStringLiteral("inPlay"))
                     .toArray()
                     .at(0)
                     .toObject()
                     .value(QStringLiteral("holder"))
                     .toString(),
                 QStringLiteral("Heron Exiles"));
        QVERIFY2(value(QStringLiteral("SELECT explanation FROM history ORDER BY id DESC LIMIT 1"))
                     .toString()
                     .contains(QStringLiteral("drawn from the magic item deck")),
                 qPrintable(value(QStringLiteral("SELECT explanation FROM history ORDER BY id "
                                                 "DESC LIMIT 1"))
                                .toString()));
        QCOMPARE(r.result.value(QStringLiteral("boats")).toInt(), 10);
        QCOMPARE(r.result.value(QStringLiteral("unitCount")).toInt(), 10);
        QCOMPARE(r.result.value(QStringLiteral("status")).toString(), QStringLiteral("atSea"));
        QCOMPARE(r.result.value(QStringLiteral("characters")).toArray().size(), 3);
        QCOMPARE(value(QStringLiteral("SELECT status FROM nation WHERE id = 1")).toString(),
                 QStringLiteral("defunct"));
        QVERIFY(m_walk->runner->undo().ok());
        QCOMPARE(dumpTables(m_walk->db()), before);
    }
};

QTEST_MAIN(TestExpeditions)
#include "tst_expeditions.moc"
