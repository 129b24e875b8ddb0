// The month from M-0 to M-3 through its commands (§3.2): supply at M-0 (§4.5, I-53, the coast
// rule), orders at M-1 (§4.1, §4.2, §4.6, §5.5, I-54), terrain delay checks at M-2B (§4.4,
// I-51), movement events at M-2C (§5.4, §4.8) turned into engagements and pending battles at M-3
// (§5.1-§5.5, I-44), secret location choices (§5.2) and the stop-gap battle winner. Every
// refusal leaves the tables as they were; every command is undone to the same tables.
#include "db/commandregistry.h"
#include "db/commandrunner.h"
#include "db/map/maprepository.h"
#include "db/warmaster/calendarrepository.h"
#include "db/warmaster/engagementstep.h"
#include "db/warmaster/monthstore.h"
#include "db/warmaster/monthsupply.h"
#include "tabledump.h"
#include "testcampaign.h"

#include <QJsonArray>
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

class TestMonth : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<TestCampaign> m_campaign;
    std::unique_ptr<CommandRunner> m_runner;

    QSqlDatabase db() const { return m_campaign->file->database(); }
    ExecuteResult exec(const QString &command, const QJsonObject &a = {})
    {
        return m_runner->execute(command, a);
    }
    void must(const QString &command, const QJsonObject &a = {})
    {
        const ExecuteResult r = exec(command, a);
        QVERIFY2(r.ok(), qPrintable(command + QStringLiteral(": ") + r.message));
    }
    /// Runs the command, then undoes it to the tables before and redoes it to the tables after.
    ExecuteResult undoable(const QString &command, const QJsonObject &a = {})
    {
        const auto before = dumpTables(db());
        const ExecuteResult r = exec(command, a);
        if (!r.ok())
            return r;
        const auto after = dumpTables(db());
        if (!m_runner->undo().ok() || dumpTables(db()) != before)
            qFatal("%s: undo did not restore the tables", qPrintable(command));
        if (!m_runner->redo().ok() || dumpTables(db()) != after)
            qFatal("%s: redo did not give the same tables", qPrintable(command));
        return r;
    }
    /// The command is refused, names `expected` and leaves every table as it was.
    void refusedUnchanged(const QString &command, const QJsonObject &a, const QString &expected)
    {
        const auto before = dumpTables(db());
        const ExecuteResult r = exec(command, a);
        QVERIFY2(r.status == CommandStatus::Refused || r.status == CommandStatus::BadArguments,
                 qPrintable(command + QStringLiteral(" was not refused: ") + r.summary));
        QVERIFY2(r.message.contains(expected), qPrintable(r.message));
        QCOMPARE(dumpTables(db()), before);
    }
    CampaignStep step() const
    {
        return loadCampaignDate(db()).value_or(herald::warmaster::CampaignDate{}).step;
    }
    void sql(const QString &statement)
    {
        QSqlQuery q(db());
        QVERIFY2(q.exec(statement), qPrintable(statement));
    }
    QVariant value(const QString &statement) const
    {
        QSqlQuery q(db());
        return q.exec(statement) && q.next() ? q.value(0) : QVariant();
    }
    /// Puts an army where the case needs it (a fixture, not a rules move).
    void put(const QString &army, const QString &area, const QString &location,
             bool inSupply = true)
    {
        sql(QStringLiteral("UPDATE army SET area = '%1', location = '%2', in_supply = %3 WHERE "
                           "name = '%4'")
                .arg(area, location, inSupply ? QStringLiteral("1") : QStringLiteral("0"), army));
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
            const ExecuteResult r = exec(QStringLiteral("calendar.next"), byHand);
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
    void order(const QString &army, const QString &kind, const QString &destination = {},
               const QString &location = {})
    {
        QJsonObject a = args({{QStringLiteral("army"), army}, {QStringLiteral("kind"), kind}});
        if (!destination.isEmpty())
            a.insert(QStringLiteral("destination"), destination);
        if (!location.isEmpty())
            a.insert(QStringLiteral("location"), location);
        must(QStringLiteral("orders.set"), a);
    }
    /// From M-1 with every order written, through M-2A, M-2B and M-2C to M-3.
    void runToCombats()
    {
        for (CampaignStep s : {CampaignStep::RevealOrders, CampaignStep::TerrainDelays,
                               CampaignStep::Move, CampaignStep::Combats}) {
            const ExecuteResult r = exec(QStringLiteral("calendar.next"));
            QVERIFY2(r.ok(), qPrintable(r.message));
            QCOMPARE(step(), s);
        }
    }
    /// A Mirefolk band joins Veyra's and Ironhold's armies: all three march into 0710 in month 1
    /// and choose the countryside, so engagement 1 waits for the §5.7 declarations.
    void threeNationsInTheCountryside()
    {
        advanceTo(CampaignStep::WriteOrders);
        sql(QStringLiteral("INSERT INTO character (nation_id, name, type) SELECT id, 'Chief Ogg', "
                           "'general' FROM nation WHERE name = 'Mirefolk Tribes'"));
        sql(QStringLiteral("INSERT INTO army (nation_id, name, general_id, area, location) SELECT "
                           "c.nation_id, 'Bog Band', c.id, '0711', 'countryside' FROM character c "
                           "WHERE c.name = 'Chief Ogg'"));
        put(host, QStringLiteral("0709"), QStringLiteral("populationCentre"));
        put(guard, QStringLiteral("0809"), QStringLiteral("countryside"));
        for (const QString &army : {host, guard, QStringLiteral("Bog Band")})
            order(army, QStringLiteral("move"), QStringLiteral("0710"));
        runToCombats();
        for (const QString &nation : {veyra, ironhold, QStringLiteral("Mirefolk Tribes")})
            must(QStringLiteral("location.choose"),
                 args({{QStringLiteral("engagement"), 1},
                       {QStringLiteral("nation"), nation},
                       {QStringLiteral("location"), QStringLiteral("countryside")}}));
    }
    QJsonObject engagements() const { return engagementsReport(db(), 1); }
    QJsonArray blockerItems(const QString &kind) const
    {
        const auto date = loadCampaignDate(db());
        if (!date)
            return {};
        for (const Blocker &b : blockers(date->step, loadStepSnapshot(db(), *date))) {
            if (awaitedKey(b.what) == kind)
                return QJsonArray::fromStringList(b.items);
        }
        return {};
    }

private Q_SLOTS:
    /// The demo map, every nation on the River Kingdom list; the calendar at month 1, M-0.
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
        advanceTo(CampaignStep::StartOfTurn);
        for (const QString &nation : demoNations)
            must(QStringLiteral("attendance.set"),
                 args({{QStringLiteral("nation"), nation}, {QStringLiteral("present"), true}}));
    }

    /// §4.5, I-53, the coast rule: M-0 traces every army's supply into army.in_supply; the
    /// supply report gives the source and the path.
    void supplyAtStartOfTurn_data()
    {
        QTest::addColumn<QString>("area");
        QTest::addColumn<QString>("guardArea");
        QTest::addColumn<bool>("ownsThornby");
        QTest::addColumn<bool>("inSupply");
        QTest::addColumn<QString>("source");
        QTest::newRow("§4.5 own areas lead from Elm to a town")
            << "0709"
            << "0804" << false << true << "townOrCity";
        QTest::newRow("§4.5 an enemy army on the way does not block")
            << "0709"
            << "0708" << false << true << "townOrCity";
        QTest::newRow("§4.5 uncontrolled areas around Thornby cut the chain")
            << "0912"
            << "0804" << false << false << "none";
        QTest::newRow("§4.5 foreign areas around Eastwatch cut the chain")
            << "0905"
            << "0804" << false << false << "none";
        QTest::newRow("§4.5 coast rule: own coastal Thornby with a free port")
            << "0912"
            << "0804" << true << true << "coast";
        QTest::newRow("§4.5 coast rule: an enemy army in the coastal area")
            << "0912"
            << "0912" << true << false << "none";
    }
    void supplyAtStartOfTurn()
    {
        QFETCH(QString, area);
        QFETCH(QString, guardArea);
        QFETCH(bool, ownsThornby);
        QFETCH(bool, inSupply);
        QFETCH(QString, source);
        put(host, area, QStringLiteral("countryside"), !inSupply);
        put(guard, guardArea, QStringLiteral("countryside"));
        if (ownsThornby)
            sql(QStringLiteral("UPDATE area SET owner_nation_id = (SELECT id FROM nation WHERE "
                               "name = 'Kingdom of Veyra') WHERE hex = '0912'"));
        const ExecuteResult r = undoable(QStringLiteral("calendar.next"), byHand);
        QVERIFY2(r.ok(), qPrintable(r.message));
        QCOMPARE(value(QStringLiteral("SELECT in_supply FROM army WHERE name = '%1'").arg(host))
                     .toBool(),
                 inSupply);
        const QJsonArray report =
            supplyReport(db(), host).value(QStringLiteral("armies")).toArray();
        QCOMPARE(report.size(), 1);
        QCOMPARE(report.at(0)[QStringLiteral("source")].toString(), source);
        QCOMPARE(report.at(0)[QStringLiteral("path")].toArray().isEmpty(), !inSupply);
        QCOMPARE(report.at(0)[QStringLiteral("path")].toArray().first().toString(),
                 inSupply ? area : QString());
    }

    /// §4.5: the report gives the status M-0 worked out; once the army has moved where no
    /// chain reaches, its reason says it is traced again from there, and does not state "Out of
    /// supply" next to an army still in supply for the month.
    void supplyReportAfterTheArmyMoved()
    {
        put(host, QStringLiteral("0709"), QStringLiteral("countryside"));
        put(guard, QStringLiteral("0708"), QStringLiteral("countryside"));
        QVERIFY(exec(QStringLiteral("calendar.next"), byHand).ok());
        put(host, QStringLiteral("0905"), QStringLiteral("countryside"));
        const QJsonObject army =
            supplyReport(db(), host).value(QStringLiteral("armies")).toArray().at(0).toObject();
        QVERIFY(army[QStringLiteral("inSupply")].toBool());
        QVERIFY(!army[QStringLiteral("tracedInSupply")].toBool());
        const QString why = army[QStringLiteral("explanation")].toString();
        QVERIFY2(why.startsWith(QStringLiteral("§4.5 That is as worked out at M-0; traced again "
                                               "from 0905 now: §4.5 Out of supply")),
                 qPrintable(why));
    }

    /// M-1 refusals name their rule and change nothing (§3.2, §1.5, §4.1, §4.2, §4.6, §4.8,
    /// §5.5, I-54).
    void orderRefusals_data()
    {
        QTest::addColumn<QStringList>("setup");
        QTest::addColumn<QJsonObject>("order");
        QTest::addColumn<QString>("expected");
        const auto move = [](const QString &to) {
            return args({{QStringLiteral("army"), host},
                         {QStringLiteral("kind"), QStringLiteral("move")},
                         {QStringLiteral("destination"), to}});
        };
        QTest::newRow("§4.1 Holt is not next to Carrow") << QStringList{} << move("0410") << "§4.1";
        QTest::newRow("§4.6 out of supply, into uncontrolled Harrowby")
            << QStringList{"UPDATE army SET area = '0709', in_supply = 0 WHERE name = "
                           "'Host of the Crown'"}
            << move("0710") << "§4.6";
        QTest::newRow("§5.5 a besieged army only sallies or interdicts")
            << QStringList{"UPDATE army SET area = '0410', state = 'besieged' WHERE name = "
                           "'Host of the Crown'"}
            << move("0409") << "§5.5";
        QTest::newRow("§4.8 interdict from the countryside")
            << QStringList{"UPDATE army SET location = 'countryside' WHERE name = "
                           "'Host of the Crown'"}
            << args({{QStringLiteral("army"), host},
                     {QStringLiteral("kind"), QStringLiteral("interdict")}})
            << "§4.8";
        QJsonObject later = move("0408");
        later.insert(QStringLiteral("turn"), 2);
        QTest::newRow("§4.2 turn 2 beyond a lead time of 1") << QStringList{} << later << "§4.2";
        QJsonObject locked = move("0408");
        locked.insert(QStringLiteral("turn"), 2);
        QTest::newRow("I-54 an order written on turn 1 for turn 2 is locked")
            << QStringList{"UPDATE campaign SET month = 2",
                           "INSERT INTO army_order (army_id, turn, kind, written_turn) SELECT id, "
                           "2, 'hold', 1 FROM army WHERE name = 'Host of the Crown'"}
            << locked << "I-54";
        QTest::newRow("§4.4 a delayed army moves on by itself")
            << QStringList{"UPDATE army SET state = 'delayed', state_detail = "
                           "'{\"turnsLeft\": 1, \"destination\": \"0408\"}' WHERE name = "
                           "'Host of the Crown'"}
            << move("0408") << "§4.4";
        QTest::newRow("§5.8 a pre-engaged army fights where it stands")
            << QStringList{"UPDATE army SET state = 'preEngaged' WHERE name = 'Host of the Crown'"}
            << move("0408") << "§5.8";
        QTest::newRow("§7.6 an absent player's army stands still")
            << QStringList{"UPDATE nation SET npp = 1 WHERE name = 'Kingdom of Veyra'"}
            << move("0408") << "§7.6";
        QTest::newRow("§3.2 orders are written at M-1 only")
            << QStringList{"UPDATE campaign SET phase = 'move'"} << move("0408") << "§3.2";
        QTest::newRow("§1.5 no such army")
            << QStringList{}
            << args({{QStringLiteral("army"), QStringLiteral("Nobody")},
                     {QStringLiteral("kind"), QStringLiteral("hold")}})
            << "§1.5";
    }
    void orderRefusals()
    {
        QFETCH(QStringList, setup);
        QFETCH(QJsonObject, order);
        QFETCH(QString, expected);
        advanceTo(CampaignStep::WriteOrders);
        for (const QString &statement : setup)
            sql(statement);
        refusedUnchanged(QStringLiteral("orders.set"), order, expected);
    }

    /// §3.2: each of the month's commands belongs to its step and is refused at another one,
    /// naming the step it belongs to; nothing changes.
    void commandsOutsideTheirStep_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QJsonObject>("arguments");
        QTest::addColumn<QString>("expected");
        QTest::newRow("terrain.pick belongs to M-2B")
            << "terrain.pick" << args({{QStringLiteral("army"), host}, {QStringLiteral("pick"), 3}})
            << "M-2B";
        QTest::newRow("terrain.adjust belongs to M-2B")
            << "terrain.adjust"
            << args({{QStringLiteral("army"), host},
                     {QStringLiteral("adjustment"), QStringLiteral("plus2")}})
            << "M-2B";
        QTest::newRow("location.choose belongs to M-3")
            << "location.choose"
            << args({{QStringLiteral("engagement"), 1},
                     {QStringLiteral("nation"), veyra},
                     {QStringLiteral("location"), QStringLiteral("poi")}})
            << "M-3";
        QTest::newRow("stance.declare belongs to M-3")
            << "stance.declare"
            << args({{QStringLiteral("engagement"), 1},
                     {QStringLiteral("nation"), veyra},
                     {QStringLiteral("stance"), QStringLiteral("defend")}})
            << "M-3";
        QTest::newRow("battle.winner belongs to M-3")
            << "battle.winner"
            << args({{QStringLiteral("battle"), 1}, {QStringLiteral("nation"), veyra}}) << "M-3";
        QTest::newRow("orders.clear belongs to M-1")
            << "orders.clear" << args({{QStringLiteral("army"), host}}) << "M-1";
    }
    void commandsOutsideTheirStep()
    {
        QFETCH(QString, command);
        QFETCH(QJsonObject, arguments);
        QFETCH(QString, expected);
        QCOMPARE(step(), CampaignStep::StartOfTurn);
        refusedUnchanged(command, arguments, QStringLiteral("§3.2"));
        refusedUnchanged(command, arguments, expected);
    }

    /// §4.1: an order is stored as given, replaced by the next one for the same turn, taken back;
    /// the M-1 blocker names the armies without orders until both have one.
    void ordersRoundTrip()
    {
        advanceTo(CampaignStep::WriteOrders);
        QCOMPARE(blockerItems(QStringLiteral("ordersMissing")).size(), 2);
        QVERIFY(exec(QStringLiteral("calendar.next")).message.contains(host));
        ExecuteResult r = undoable(QStringLiteral("orders.set"),
                                   args({{QStringLiteral("army"), host},
                                         {QStringLiteral("kind"), QStringLiteral("move")},
                                         {QStringLiteral("destination"), QStringLiteral("0408")},
                                         {QStringLiteral("location"), QStringLiteral("poi")}}));
        QVERIFY2(r.ok(), qPrintable(r.message));
        std::vector<Order> orders = loadOrders(db(), 1);
        QCOMPARE(orders.size(), std::size_t(1));
        Order expected;
        expected.armyId = orders.front().armyId;
        expected.kind = OrderKind::Move;
        expected.destination = *herald::map::Hex::fromXXYY(QStringLiteral("0408"));
        expected.location = ArmyLocation::Poi;
        QCOMPARE(orders.front(), expected);
        QCOMPARE(blockerItems(QStringLiteral("ordersMissing")).size(), 1);

        order(host, QStringLiteral("hold"));
        orders = loadOrders(db(), 1);
        QCOMPARE(orders.size(), std::size_t(1));
        QCOMPARE(orders.front().kind, OrderKind::Hold);
        r = undoable(QStringLiteral("orders.clear"), args({{QStringLiteral("army"), host}}));
        QVERIFY2(r.ok(), qPrintable(r.message));
        QVERIFY(loadOrders(db(), 1).empty());
        refusedUnchanged(QStringLiteral("orders.clear"), args({{QStringLiteral("army"), host}}),
                         QStringLiteral("§4.1"));

        order(host, QStringLiteral("hold"));
        order(guard, QStringLiteral("hold"));
        QVERIFY(blockerItems(QStringLiteral("ordersMissing")).isEmpty());
        QVERIFY(exec(QStringLiteral("calendar.next")).ok());
        QCOMPARE(step(), CampaignStep::RevealOrders);
    }

    /// §4.4: the check of a move across the Oakhurst-Bell mountains; the number is recorded with
    /// the roll (the die's purpose names it), the step waits for it, the habitat option is only
    /// for a race at home (I-51), and M-2C applies the outcome.
    void terrainCheck()
    {
        advanceTo(CampaignStep::WriteOrders);
        put(host, QStringLiteral("0707"), QStringLiteral("countryside"));
        order(host, QStringLiteral("move"), QStringLiteral("0807"));
        order(guard, QStringLiteral("hold"));
        must(QStringLiteral("calendar.next"));
        must(QStringLiteral("calendar.next"));
        QCOMPARE(step(), CampaignStep::TerrainDelays);
        QCOMPARE(blockerItems(QStringLiteral("delayNumbersMissing")).size(), 1);
        refusedUnchanged(QStringLiteral("calendar.next"), {}, host);
        const auto pick = [](const QString &army, int n) {
            return args({{QStringLiteral("army"), army}, {QStringLiteral("pick"), n}});
        };
        refusedUnchanged(QStringLiteral("terrain.pick"), pick(host, 7), QStringLiteral("§4.4"));
        refusedUnchanged(QStringLiteral("terrain.pick"), pick(guard, 3),
                         QStringLiteral("no terrain delay check"));
        refusedUnchanged(QStringLiteral("terrain.adjust"),
                         args({{QStringLiteral("army"), host},
                               {QStringLiteral("adjustment"), QStringLiteral("plus2")}}),
                         QStringLiteral("has not picked"));

        const ExecuteResult r = undoable(QStringLiteral("terrain.pick"), pick(host, 3));
        QVERIFY2(r.ok(), qPrintable(r.message));
        QCOMPARE(r.rolls.size(), 1);
        QVERIFY(r.rolls.at(0)[QStringLiteral("purpose")].toString().contains(
            QStringLiteral("picked 3")));
        const int roll = r.rolls.at(0)[QStringLiteral("total")].toInt();
        QCOMPARE(value(QStringLiteral("SELECT pick || '/' || roll FROM terrain_check")).toString(),
                 QStringLiteral("3/%1").arg(roll));
        refusedUnchanged(QStringLiteral("terrain.pick"), pick(host, 4),
                         QStringLiteral("already picked"));
        refusedUnchanged(QStringLiteral("terrain.adjust"),
                         args({{QStringLiteral("army"), host},
                               {QStringLiteral("adjustment"), QStringLiteral("plus2")}}),
                         QStringLiteral("natural habitat"));

        must(QStringLiteral("calendar.next"));
        const ExecuteResult moved = undoable(QStringLiteral("calendar.next"));
        QVERIFY2(moved.ok(), qPrintable(moved.message));
        const QString area =
            value(QStringLiteral("SELECT area FROM army WHERE name = '%1'").arg(host)).toString();
        const QString state =
            value(QStringLiteral("SELECT state FROM army WHERE name = '%1'").arg(host)).toString();
        const int units = value(QStringLiteral("SELECT COALESCE(SUM(units), 0) FROM "
                                               "movement_event WHERE kind = 'unitsToStrike'"))
                              .toInt();
        if (roll > 3) { // held up roll - pick turns (I-50)
            QCOMPARE(area, QStringLiteral("0707"));
            QCOMPARE(state, QStringLiteral("delayed"));
        } else { // across, with pick - roll units struck (I-49)
            QCOMPARE(area, QStringLiteral("0807"));
            QCOMPARE(units, 3 - roll);
        }
    }

    /// §4.4, I-49: a typed roll of 1 under a pick of 4 costs 3 units; the step waits until the
    /// owner has struck all 3 from lines of his roster (each strike a roster loss, undoable),
    /// a strike beyond what is owed is refused, and the roll can no longer be adjusted.
    void terrainLossesStruck()
    {
        advanceTo(CampaignStep::WriteOrders);
        for (const auto &[type, count] : {std::pair{QStringLiteral("Bank Wardens"), 4},
                                          std::pair{QStringLiteral("Reed Archers"), 2}})
            must(QStringLiteral("roster.buy"), args({{QStringLiteral("nation"), veyra},
                                                     {QStringLiteral("unitType"), type},
                                                     {QStringLiteral("count"), count}}));
        put(host, QStringLiteral("0707"), QStringLiteral("countryside"));
        order(host, QStringLiteral("move"), QStringLiteral("0807"));
        order(guard, QStringLiteral("hold"));
        must(QStringLiteral("calendar.next"));
        must(QStringLiteral("calendar.next"));
        const auto strike = [](int line, int count) {
            return args({{QStringLiteral("army"), host},
                         {QStringLiteral("line"), line},
                         {QStringLiteral("count"), count}});
        };
        refusedUnchanged(QStringLiteral("terrain.strike"), strike(1, 1),
                         QStringLiteral("has not picked"));
        const ExecuteResult picked =
            exec(QStringLiteral("terrain.pick"), args({{QStringLiteral("army"), host},
                                                       {QStringLiteral("pick"), 4},
                                                       {QStringLiteral("typed"), QJsonArray{1}}}));
        QVERIFY2(picked.ok(), qPrintable(picked.message));
        QCOMPARE(picked.result.value(QStringLiteral("unitsLost")).toInt(), 3);
        // Nothing is struck yet: the explanation asks for the strike rather than reporting it.
        QVERIFY2(!picked.summary.contains(QStringLiteral("struck from the roster;")),
                 qPrintable(picked.summary));
        QVERIFY2(picked.summary.contains(QStringLiteral("3 unit(s) lost, for their owner to "
                                                        "strike from the roster (terrain strike")),
                 qPrintable(picked.summary));
        QCOMPARE(blockerItems(QStringLiteral("delayLossesUnchosen")),
                 QJsonArray{QStringLiteral("Host of the Crown (Kingdom of Veyra), units still to "
                                           "strike: 3 (terrain strike)")});
        refusedUnchanged(QStringLiteral("calendar.next"), {}, QStringLiteral("terrain strike"));
        refusedUnchanged(QStringLiteral("terrain.strike"), strike(1, 4),
                         QStringLiteral("still owes 3"));
        const QString lost = QStringLiteral(
            "SELECT SUM(l.lost) FROM roster_line l JOIN roster r ON r.id = l.roster_id "
            "JOIN nation n ON n.id = r.nation_id WHERE n.name = '%1'");
        const int lostBefore = value(lost.arg(veyra)).toInt();
        const ExecuteResult first = undoable(QStringLiteral("terrain.strike"), strike(1, 2));
        QVERIFY2(first.ok(), qPrintable(first.message));
        QCOMPARE(first.result.value(QStringLiteral("owed")).toInt(), 1);
        QCOMPARE(value(lost.arg(veyra)).toInt(), lostBefore + 2);
        QCOMPARE(blockerItems(QStringLiteral("delayLossesUnchosen")).size(), 1);
        refusedUnchanged(QStringLiteral("terrain.adjust"),
                         args({{QStringLiteral("army"), host},
                               {QStringLiteral("adjustment"), QStringLiteral("plus2")}}),
                         QStringLiteral("already struck"));
        must(QStringLiteral("terrain.strike"), strike(2, 1));
        QCOMPARE(value(lost.arg(veyra)).toInt(), lostBefore + 3);
        QCOMPARE(value(QStringLiteral("SELECT SUM(units) FROM terrain_loss")).toInt(), 3);
        QVERIFY(blockerItems(QStringLiteral("delayLossesUnchosen")).isEmpty());
        refusedUnchanged(QStringLiteral("terrain.strike"), strike(1, 1),
                         QStringLiteral("costs no more units"));
        const ExecuteResult done = exec(QStringLiteral("calendar.next"));
        QVERIFY2(done.ok(), qPrintable(done.message));
        // The units are struck by now: the step's line must not send the referee to strike
        // them again with roster loss.
        QVERIFY2(!done.summary.contains(QStringLiteral("roster loss")), qPrintable(done.summary));
        QVERIFY2(done.summary.contains(QStringLiteral("struck from its national roster at M-2B")),
                 qPrintable(done.summary));
        QCOMPARE(step(), CampaignStep::Move);
    }

    /// I-43 and §4.8: Elm's population centre interdicts, so by default the army leaving Elm is
    /// stopped and fights; once its player lets it go the move is made and no battle arises.
    /// An answer for an army it does not fit is refused naming the rule, and outside M-2A to
    /// M-2C naming the steps.
    void letLeavingEnemyGo()
    {
        advanceTo(CampaignStep::WriteOrders);
        put(host, QStringLiteral("0709"), QStringLiteral("populationCentre"));
        put(guard, QStringLiteral("0709"), QStringLiteral("poi"));
        order(host, QStringLiteral("interdict"));
        order(guard, QStringLiteral("move"), QStringLiteral("0710"));
        const auto answer = [](const QString &army, const QString &kind, bool on = true) {
            return args({{QStringLiteral("army"), army},
                         {QStringLiteral("answer"), kind},
                         {QStringLiteral("on"), on}});
        };
        refusedUnchanged(QStringLiteral("move.answer"), answer(host, QStringLiteral("letGo")),
                         QStringLiteral("M-2A"));
        must(QStringLiteral("calendar.next"));
        refusedUnchanged(QStringLiteral("move.answer"), answer(guard, QStringLiteral("letGo")),
                         QStringLiteral("I-43"));
        refusedUnchanged(QStringLiteral("move.answer"), answer(host, QStringLiteral("sendBack")),
                         QStringLiteral("§4.3"));
        refusedUnchanged(QStringLiteral("move.answer"),
                         answer(host, QStringLiteral("letGo"), false),
                         QStringLiteral("no such answer"));
        const ExecuteResult r =
            undoable(QStringLiteral("move.answer"), answer(host, QStringLiteral("letGo")));
        QVERIFY2(r.ok(), qPrintable(r.message));
        refusedUnchanged(QStringLiteral("move.answer"), answer(host, QStringLiteral("letGo")),
                         QStringLiteral("already"));
        must(QStringLiteral("calendar.next"));
        must(QStringLiteral("calendar.next"));
        const ExecuteResult moved = exec(QStringLiteral("calendar.next"));
        QVERIFY2(moved.ok(), qPrintable(moved.message));
        QVERIFY2(moved.summary.contains(QStringLiteral("I-43")), qPrintable(moved.summary));
        QCOMPARE(value(QStringLiteral("SELECT COUNT(*) FROM movement_event")).toInt(), 0);
        QCOMPARE(
            value(QStringLiteral("SELECT area FROM army WHERE name = '%1'").arg(guard)).toString(),
            QStringLiteral("0710"));
        QVERIFY(engagements().value(QStringLiteral("battles")).toArray().isEmpty());
    }

    /// §4.3: two of Veyra's armies march into Elm from Foxcombe and 0710. Without an answer
    /// the later army goes back where it started; when the player names the first, it goes
    /// back instead, and the event says he chose.
    void sendBackChosenByThePlayer_data()
    {
        QTest::addColumn<bool>("named");
        QTest::addColumn<QString>("hostArea");
        QTest::addColumn<QString>("secondArea");
        QTest::addColumn<int>("chosen");
        QTest::newRow("§4.3 no answer: the last in army order goes back") << false << "0709"
                                                                          << "0710" << 0;
        QTest::newRow("§4.3 the player sends Host of the Crown back") << true << "0708"
                                                                      << "0709" << 1;
    }
    void sendBackChosenByThePlayer()
    {
        QFETCH(bool, named);
        QFETCH(QString, hostArea);
        QFETCH(QString, secondArea);
        QFETCH(int, chosen);
        advanceTo(CampaignStep::WriteOrders);
        const QString second = QStringLiteral("Second Host");
        // A second general and army as a fixture: year 1 allows one general (§1.4).
        sql(QStringLiteral("INSERT INTO character (nation_id, name, type, list_entry) SELECT "
                           "nation_id, 'Lady Wren', type, list_entry FROM character WHERE name = "
                           "'Duke Aldric'"));
        sql(QStringLiteral("INSERT INTO army (nation_id, name, general_id, area, location) "
                           "SELECT c.nation_id, '%1', c.id, '0710', 'countryside' FROM character "
                           "c WHERE c.name = 'Lady Wren'")
                .arg(second));
        put(host, QStringLiteral("0708"), QStringLiteral("countryside"));
        order(host, QStringLiteral("move"), QStringLiteral("0709"));
        order(second, QStringLiteral("move"), QStringLiteral("0709"));
        order(guard, QStringLiteral("hold"));
        must(QStringLiteral("calendar.next"));
        if (named)
            must(QStringLiteral("move.answer"),
                 args({{QStringLiteral("army"), host},
                       {QStringLiteral("answer"), QStringLiteral("sendBack")}}));
        must(QStringLiteral("calendar.next"));
        must(QStringLiteral("calendar.next"));
        QCOMPARE(step(), CampaignStep::Move);
        must(QStringLiteral("calendar.next"));
        const QString areaOf = QStringLiteral("SELECT area FROM army WHERE name = '%1'");
        QCOMPARE(value(areaOf.arg(host)).toString(), hostArea);
        QCOMPARE(value(areaOf.arg(second)).toString(), secondArea);
        QCOMPARE(value(QStringLiteral("SELECT chosen FROM movement_event WHERE kind = "
                                      "'sentBack'"))
                     .toInt(),
                 chosen);
    }

    /// §4.4, I-51: the River Kingdom is at home on a major river, so after the roll its player
    /// may use it 2 higher or lower; the choice is stored and undone like any other.
    void habitatAdjustment()
    {
        advanceTo(CampaignStep::WriteOrders);
        put(host, QStringLiteral("0510"), QStringLiteral("countryside"));
        order(host, QStringLiteral("move"), QStringLiteral("0610"));
        order(guard, QStringLiteral("hold"));
        must(QStringLiteral("calendar.next"));
        must(QStringLiteral("calendar.next"));
        const ExecuteResult r =
            exec(QStringLiteral("terrain.pick"),
                 args({{QStringLiteral("army"), host}, {QStringLiteral("pick"), 3}}));
        QVERIFY2(r.ok(), qPrintable(r.message));
        const int roll = r.rolls.at(0)[QStringLiteral("total")].toInt();
        const QString adjustment = roll <= 4 ? QStringLiteral("plus2") : QStringLiteral("minus2");
        const ExecuteResult adjusted = undoable(
            QStringLiteral("terrain.adjust"),
            args({{QStringLiteral("army"), host}, {QStringLiteral("adjustment"), adjustment}}));
        QVERIFY2(adjusted.ok(), qPrintable(adjusted.message));
        QCOMPARE(adjusted.result.value(QStringLiteral("used")).toInt(),
                 roll <= 4 ? roll + 2 : roll - 2);
        QCOMPARE(value(QStringLiteral("SELECT adjustment FROM terrain_check")).toString(),
                 adjustment);
    }

    /// §4.1 movementMode randomOrder: M-2C draws the nations' order with the campaign's dice,
    /// so the draw is in the history and the step names the order.
    void randomMovementOrder()
    {
        must(QStringLiteral("campaign.setting"),
             args({{QStringLiteral("key"), QStringLiteral("movementMode")},
                   {QStringLiteral("value"), QStringLiteral("randomOrder")}}));
        advanceTo(CampaignStep::WriteOrders);
        order(host, QStringLiteral("hold"));
        order(guard, QStringLiteral("hold"));
        advanceTo(CampaignStep::Move);
        const ExecuteResult r = undoable(QStringLiteral("calendar.next"));
        QVERIFY2(r.ok(), qPrintable(r.message));
        QCOMPARE(r.rolls.size(), 1);
        QVERIFY2(r.summary.contains(QStringLiteral("randomOrder")), qPrintable(r.summary));
    }

    /// §5.4 and §4.8: M-2C stores the swap or the interdiction; M-3 turns it into an engagement
    /// without location choices and a pending countryside battle, which blocks the step until
    /// the referee marks its winner (the stop-gap).
    void movementEventsBecomeBattles_data()
    {
        QTest::addColumn<QString>("hostArea");
        QTest::addColumn<QString>("hostLocation");
        QTest::addColumn<QString>("hostOrder");
        QTest::addColumn<QString>("hostTo");
        QTest::addColumn<QString>("guardArea");
        QTest::addColumn<QString>("guardLocation");
        QTest::addColumn<QString>("guardTo");
        QTest::addColumn<QString>("event");
        QTest::addColumn<QString>("kind");
        QTest::newRow("§5.4 Foxcombe and Elm swapped: a swap battle") << "0708"
                                                                      << "countryside"
                                                                      << "move"
                                                                      << "0709"
                                                                      << "0709"
                                                                      << "countryside"
                                                                      << "0708"
                                                                      << "swap"
                                                                      << "swapBattle";
        QTest::newRow("§4.8 leaving Elm past an interdicting army: a battle") << "0709"
                                                                              << "populationCentre"
                                                                              << "interdict"
                                                                              << ""
                                                                              << "0709"
                                                                              << "poi"
                                                                              << "0710"
                                                                              << "interdiction"
                                                                              << "battle";
    }
    void movementEventsBecomeBattles()
    {
        QFETCH(QString, hostArea);
        QFETCH(QString, hostLocation);
        QFETCH(QString, hostOrder);
        QFETCH(QString, hostTo);
        QFETCH(QString, guardArea);
        QFETCH(QString, guardLocation);
        QFETCH(QString, guardTo);
        QFETCH(QString, event);
        QFETCH(QString, kind);
        advanceTo(CampaignStep::WriteOrders);
        put(host, hostArea, hostLocation);
        put(guard, guardArea, guardLocation);
        order(host, hostOrder, hostTo);
        order(guard, QStringLiteral("move"), guardTo);
        runToCombats();
        QCOMPARE(value(QStringLiteral("SELECT kind FROM movement_event")).toString(), event);
        QCOMPARE(value(QStringLiteral("SELECT cause FROM engagement")).toString(), event);
        QCOMPARE(value(QStringLiteral("SELECT resolved FROM engagement")).toInt(), 1);
        const QJsonArray battles = engagements().value(QStringLiteral("battles")).toArray();
        QCOMPARE(battles.size(), 1);
        QCOMPARE(battles.at(0)[QStringLiteral("kind")].toString(), kind);
        QCOMPARE(battles.at(0)[QStringLiteral("location")].toString(),
                 QStringLiteral("countryside"));
        QVERIFY(blockerItems(QStringLiteral("locationChoicesMissing")).isEmpty());
        QCOMPARE(blockerItems(QStringLiteral("battlesUnresolved")).size(), 1);
        refusedUnchanged(QStringLiteral("calendar.next"), {}, QStringLiteral("battle 1"));
        refusedUnchanged(QStringLiteral("battle.winner"),
                         args({{QStringLiteral("battle"), 1},
                               {QStringLiteral("nation"), QStringLiteral("Ash Riders")}}),
                         QStringLiteral("no army in pending battle 1"));
        refusedUnchanged(QStringLiteral("battle.winner"),
                         args({{QStringLiteral("battle"), 9}, {QStringLiteral("nation"), veyra}}),
                         QStringLiteral("no pending battle 9"));
        const ExecuteResult won =
            undoable(QStringLiteral("battle.winner"),
                     args({{QStringLiteral("battle"), 1}, {QStringLiteral("nation"), veyra}}));
        QVERIFY2(won.ok(), qPrintable(won.message));
        QVERIFY(won.summary.contains(QStringLiteral("stop-gap")));
        const ExecuteResult next = undoable(QStringLiteral("calendar.next"));
        QVERIFY2(next.ok(), qPrintable(next.message));
        QCOMPARE(step(), CampaignStep::Retreats);
    }

    /// §5.2, §5.3, §5.5: both armies arrive in Harrowby; each nation's location choice is
    /// stored and kept secret until the other is in; then the chart gives a siege result, and
    /// Harrowby being a village it is fought at once as a battle with a building objective.
    void locationChoicesHiddenUntilComplete()
    {
        advanceTo(CampaignStep::WriteOrders);
        put(host, QStringLiteral("0709"), QStringLiteral("populationCentre"));
        put(guard, QStringLiteral("0809"), QStringLiteral("countryside"));
        order(host, QStringLiteral("move"), QStringLiteral("0710"));
        order(guard, QStringLiteral("move"), QStringLiteral("0710"));
        runToCombats();
        QCOMPARE(blockerItems(QStringLiteral("locationChoicesMissing")).size(), 2);
        const auto choose = [](const QString &nation, const QString &location) {
            return args({{QStringLiteral("engagement"), 1},
                         {QStringLiteral("nation"), nation},
                         {QStringLiteral("location"), location}});
        };
        refusedUnchanged(QStringLiteral("location.choose"),
                         choose(QStringLiteral("Ash Riders"), QStringLiteral("poi")),
                         QStringLiteral("§5.1"));
        refusedUnchanged(QStringLiteral("location.choose"),
                         args({{QStringLiteral("engagement"), 4},
                               {QStringLiteral("nation"), veyra},
                               {QStringLiteral("location"), QStringLiteral("poi")}}),
                         QStringLiteral("no engagement 4"));
        refusedUnchanged(QStringLiteral("location.choose"), choose(veyra, QStringLiteral("castle")),
                         QStringLiteral("location"));

        const ExecuteResult first = undoable(QStringLiteral("location.choose"),
                                             choose(veyra, QStringLiteral("countryside")));
        QVERIFY2(first.ok(), qPrintable(first.message));
        QVERIFY(!first.summary.contains(QStringLiteral("countryside")));
        QCOMPARE(blockerItems(QStringLiteral("locationChoicesMissing")).size(), 1);
        QJsonArray armies =
            engagements()[QStringLiteral("engagements")][0][QStringLiteral("armies")].toArray();
        QCOMPARE(armies.size(), 2);
        for (const QJsonValue &army : armies) {
            QVERIFY(!army.toObject().contains(QStringLiteral("location")));
            QCOMPARE(army[QStringLiteral("chosen")].toBool(),
                     army[QStringLiteral("name")].toString() == host);
        }

        const ExecuteResult second = undoable(QStringLiteral("location.choose"),
                                              choose(ironhold, QStringLiteral("populationCentre")));
        QVERIFY2(second.ok(), qPrintable(second.message));
        QVERIFY(second.result.value(QStringLiteral("resolved")).toBool());
        // The outcome's lines are sentences: the history line runs them on, not ".;".
        QVERIFY2(second.summary.contains(QStringLiteral("§1.9 Pending battle")) &&
                     !second.summary.contains(QStringLiteral(".;")),
                 qPrintable(second.summary));
        armies =
            engagements()[QStringLiteral("engagements")][0][QStringLiteral("armies")].toArray();
        QCOMPARE(armies.size(), 2);
        for (const QJsonValue &army : armies)
            QCOMPARE(army[QStringLiteral("location")].toString(),
                     army[QStringLiteral("name")].toString() == host
                         ? QStringLiteral("countryside")
                         : QStringLiteral("populationCentre"));
        const QJsonArray battles = engagements().value(QStringLiteral("battles")).toArray();
        QCOMPARE(battles.size(), 1);
        QCOMPARE(battles.at(0)[QStringLiteral("kind")].toString(), QStringLiteral("villageBattle"));
        refusedUnchanged(QStringLiteral("location.choose"), choose(veyra, QStringLiteral("poi")),
                         QStringLiteral("settled"));
        refusedUnchanged(QStringLiteral("stance.declare"),
                         args({{QStringLiteral("engagement"), 1},
                               {QStringLiteral("nation"), veyra},
                               {QStringLiteral("stance"), QStringLiteral("attack")}}),
                         QStringLiteral("two nations"));
    }

    /// §5.7, I-39, option A: three nations arrive in uncontrolled Harrowby and all stand in the
    /// countryside; each declares in secret; two attackers against one defender drive it out
    /// without a battle.
    void threeNationsDeclare()
    {
        threeNationsInTheCountryside();
        QCOMPARE(value(QStringLiteral("SELECT resolved FROM engagement")).toInt(), 0);
        const QJsonArray waiting = blockerItems(QStringLiteral("locationChoicesMissing"));
        QCOMPARE(waiting.size(), 3);
        for (const QJsonValue &item : waiting)
            QVERIFY2(item.toString().contains(QStringLiteral("§5.7")), qPrintable(item.toString()));
        const auto declare = [](const QString &nation, const QString &stance) {
            return args({{QStringLiteral("engagement"), 1},
                         {QStringLiteral("nation"), nation},
                         {QStringLiteral("stance"), stance}});
        };
        refusedUnchanged(QStringLiteral("stance.declare"), declare(veyra, QStringLiteral("flee")),
                         QStringLiteral("stance"));
        refusedUnchanged(QStringLiteral("stance.declare"),
                         declare(QStringLiteral("Ash Riders"), QStringLiteral("attack")),
                         QStringLiteral("§5.1"));
        QVERIFY(undoable(QStringLiteral("stance.declare"), declare(veyra, QStringLiteral("attack")))
                    .ok());
        QVERIFY(
            undoable(QStringLiteral("stance.declare"), declare(ironhold, QStringLiteral("attack")))
                .ok());
        const ExecuteResult last =
            undoable(QStringLiteral("stance.declare"),
                     declare(QStringLiteral("Mirefolk Tribes"), QStringLiteral("defend")));
        QVERIFY2(last.ok(), qPrintable(last.message));
        QVERIFY(last.result.value(QStringLiteral("resolved")).toBool());
        QVERIFY2(last.summary.contains(QStringLiteral("Bog Band")), qPrintable(last.summary));
        QCOMPARE(value(QStringLiteral("SELECT resolved FROM engagement")).toInt(), 1);
        QCOMPARE(value(QStringLiteral("SELECT COUNT(*) FROM pending_battle")).toInt(), 0);
    }

    /// §5.7 option B: Veyra and Ironhold attack, the Mirefolk defend, so the larger side
    /// (two armies against one) must split into two factions. Each player joins one in secret
    /// (the blocker names who has not, the report hides the faction until all have); equal
    /// factions fight each other first: a pending battle between Veyra and Ironhold.
    void optionBFactions()
    {
        must(QStringLiteral("campaign.setting"),
             args({{QStringLiteral("key"), QStringLiteral("multiArmyOption")},
                   {QStringLiteral("value"), QStringLiteral("B")}}));
        threeNationsInTheCountryside();
        for (const auto &[nation, stance] :
             {std::pair{veyra, QStringLiteral("attack")},
              std::pair{ironhold, QStringLiteral("attack")},
              std::pair{QStringLiteral("Mirefolk Tribes"), QStringLiteral("defend")}})
            must(QStringLiteral("stance.declare"), args({{QStringLiteral("engagement"), 1},
                                                         {QStringLiteral("nation"), nation},
                                                         {QStringLiteral("stance"), stance}}));
        const QJsonArray waiting = blockerItems(QStringLiteral("locationChoicesMissing"));
        QCOMPARE(waiting.size(), 2);
        QVERIFY2(waiting.at(0).toString().contains(QStringLiteral("option B")),
                 qPrintable(waiting.at(0).toString()));
        const auto join = [](const QString &nation, int faction) {
            return args({{QStringLiteral("engagement"), 1},
                         {QStringLiteral("nation"), nation},
                         {QStringLiteral("faction"), faction}});
        };
        refusedUnchanged(QStringLiteral("faction.join"), join(veyra, 3), QStringLiteral("1 or 2"));
        refusedUnchanged(QStringLiteral("faction.join"), join(QStringLiteral("Mirefolk Tribes"), 1),
                         QStringLiteral("§5.7"));
        const ExecuteResult first = undoable(QStringLiteral("faction.join"), join(veyra, 1));
        QVERIFY2(first.ok(), qPrintable(first.message));
        QVERIFY(!first.result.value(QStringLiteral("settled")).toBool());
        refusedUnchanged(QStringLiteral("faction.join"), join(veyra, 2), QStringLiteral("already"));
        const QJsonArray larger = engagements()
                                      .value(QStringLiteral("engagements"))[0]
                                      .toObject()
                                      .value(QStringLiteral("factions"))[0]
                                      .toObject()
                                      .value(QStringLiteral("larger"))
                                      .toArray();
        QCOMPARE(larger.size(), 2);
        for (const QJsonValue &a : larger)
            QVERIFY2(!a.toObject().contains(QStringLiteral("faction")), "a faction shows early");
        QCOMPARE(blockerItems(QStringLiteral("locationChoicesMissing")).size(), 1);

        const ExecuteResult last = undoable(QStringLiteral("faction.join"), join(ironhold, 2));
        QVERIFY2(last.ok(), qPrintable(last.message));
        QVERIFY(last.result.value(QStringLiteral("settled")).toBool());
        QVERIFY2(last.summary.contains(QStringLiteral("equal")), qPrintable(last.summary));
        QVERIFY(blockerItems(QStringLiteral("locationChoicesMissing")).isEmpty());
        const QJsonArray battles = engagements().value(QStringLiteral("battles")).toArray();
        QCOMPARE(battles.size(), 1);
        const QJsonObject battle = battles.at(0).toObject();
        QCOMPARE(battle.value(QStringLiteral("defenders")).toArray().size() +
                     battle.value(QStringLiteral("attackers")).toArray().size(),
                 2);
        QVERIFY(!(battle.value(QStringLiteral("defenders")).toArray() +
                  battle.value(QStringLiteral("attackers")).toArray())
                     .contains(QStringLiteral("Bog Band")));
    }

    /// NY-1 (§3.1): removing the old armies also removes their orders and checks.
    void newYearClearsMonthRows()
    {
        advanceTo(CampaignStep::WriteOrders);
        order(host, QStringLiteral("hold"));
        sql(QStringLiteral("UPDATE campaign SET year = 2, month = 0, phase = 'removeArmies'"));
        const ExecuteResult r = undoable(QStringLiteral("calendar.next"));
        QVERIFY2(r.ok(), qPrintable(r.message));
        QCOMPARE(value(QStringLiteral("SELECT COUNT(*) FROM army")).toInt(), 0);
        QCOMPARE(value(QStringLiteral("SELECT COUNT(*) FROM army_order")).toInt(), 0);
    }
};

QTEST_GUILESS_MAIN(TestMonth)
#include "tst_month.moc"
