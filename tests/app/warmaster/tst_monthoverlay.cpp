// What the map shows of a month (issue 17), read through the service on the demo campaign walked
// through four months by its commands, one army a nation in year 1 (§1.4): Ironhold's Iron
// Guard marches over Pike into Veyra's town of Thwaite (0605) in months 1 and 2 and is out of
// supply there at month 3's M-0 (§4.5, I-53); Veyra's Host of the Crown comes on from Emberlow
// and engages it in month 3 (§5.1); the Ash Riders' Ash Host crosses from one great forest into
// another in month 3 and is delayed by its terrain check (§4.4, I-52); in month 4 the Host and
// the beaten Iron Guard try to swap places and are both stopped (§5.4).
#include "app/services/campaignservice.h"
#include "app/services/warmaster/monthoverlay.h"
#include "calendarwalk.h"

#include "db/warmaster/engagementstep.h"
#include "db/warmaster/monthstore.h"

using namespace herald;
using namespace herald::warmaster;
using herald::app::monthOverlay;

namespace {

map::Hex hex(const char *xxyy)
{
    return *map::Hex::fromXXYY(QString::fromLatin1(xxyy));
}

} // namespace

class TestMonthOverlay : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<CalendarWalk> m_walk;
    app::CampaignService m_service;

    [[nodiscard]] QString id(const char *army) const
    {
        return m_walk
            ->value(QStringLiteral("SELECT id FROM army WHERE name = '%1'")
                        .arg(QString::fromLatin1(army)))
            .toString();
    }
    [[nodiscard]] QStringList ids(std::initializer_list<const char *> armies) const
    {
        QStringList list;
        for (const char *army : armies)
            list << id(army);
        return list;
    }
    void place(const QString &nation, const QString &army, const QString &area)
    {
        m_walk->must(QStringLiteral("character.buy"),
                     {{QStringLiteral("nation"), nation},
                      {QStringLiteral("entry"), QStringLiteral("Marshal")},
                      {QStringLiteral("name"), army + QStringLiteral(" lord")}});
        m_walk->must(QStringLiteral("army.place"),
                     {{QStringLiteral("nation"), nation},
                      {QStringLiteral("name"), army},
                      {QStringLiteral("general"), army + QStringLiteral(" lord")},
                      {QStringLiteral("area"), area}});
    }
    void move(const char *army, const char *to)
    {
        m_walk->must(QStringLiteral("orders.set"),
                     {{QStringLiteral("army"), QString::fromLatin1(army)},
                      {QStringLiteral("kind"), QStringLiteral("move")},
                      {QStringLiteral("destination"), QString::fromLatin1(to)}});
    }
    /// M-1 to M-3 of `month` with `orders` (army, destination); the others hold.
    void march(int month, std::initializer_list<std::pair<const char *, const char *>> orders)
    {
        QVERIFY(m_walk->advanceTo(CampaignStep::WriteOrders, 1, month));
        for (const auto &[army, to] : orders)
            move(army, to);
        QVERIFY(m_walk->advanceTo(CampaignStep::Combats, 1, month));
    }

private Q_SLOTS:
    /// Year 1, months 1 and 2: the three armies placed at NY-7, two months of marching; month
    /// 3 stops at M-1 with its orders written.
    void initTestCase()
    {
        m_walk = std::make_unique<CalendarWalk>();
        QVERIFY(m_service.open(m_walk->campaign->path).ok());
        QVERIFY(m_walk->advanceTo(CampaignStep::PlaceArmies));
        place(CalendarWalk::veyra, QStringLiteral("Host of the Crown"), QStringLiteral("0407"));
        place(CalendarWalk::ironhold, QStringLiteral("Iron Guard"), QStringLiteral("0804"));
        place(QStringLiteral("Ash Riders"), QStringLiteral("Ash Host"), QStringLiteral("1810"));
        march(1, {{"Host of the Crown", "0507"}, {"Iron Guard", "0705"}, {"Ash Host", "1910"}});
        march(2, {{"Host of the Crown", "0606"}, {"Iron Guard", "0605"}});
        QVERIFY(m_walk->advanceTo(CampaignStep::WriteOrders, 1, 3));
        move("Host of the Crown", "0605");
        move("Ash Host", "2010");
    }

    /// Before month 3's movement step its moves are the orders written; the army rows still
    /// hold month 2's moves, which the service gives for month 2; Iron Guard, in Thwaite with
    /// no Ironhold area around, was found out of supply at M-0 (§4.5, I-53).
    void beforeTheMoveTheOrdersShow()
    {
        const MonthOverlay now = monthOverlay(m_service);
        QCOMPARE(now.turn, db::turnNumber(1, 3));
        const std::vector<MonthMove> ordered{
            {id("Host of the Crown"), hex("0606"), hex("0605"), MoveOutcome::Ordered},
            {id("Ash Host"), hex("1910"), hex("2010"), MoveOutcome::Ordered}};
        QCOMPARE(now.moves, ordered);
        QCOMPARE(now.outOfSupply, ids({"Iron Guard"}));
        QVERIFY(now.delayed.isEmpty());
        QVERIFY(now.besieged.isEmpty());
        QVERIFY(now.engagements.empty());

        const MonthOverlay last = monthOverlay(m_service, db::turnNumber(1, 2));
        const std::vector<MonthMove> made{
            {id("Host of the Crown"), hex("0507"), hex("0606"), MoveOutcome::Completed},
            {id("Iron Guard"), hex("0705"), hex("0605"), MoveOutcome::Completed}};
        QCOMPARE(last.moves, made);
        QVERIFY(monthOverlay(m_service, db::turnNumber(1, 1)).moves.empty());
    }

    /// Month 3 after M-2C (§4.1, §4.4, §5.1): the Host's move into Thwaite made, the Ash Host's
    /// delayed between the great forests (a 6 against its 1), one engagement in Thwaite.
    void afterTheMove()
    {
        QVERIFY(m_walk->advanceTo(CampaignStep::TerrainDelays, 1, 3));
        m_walk->must(QStringLiteral("terrain.pick"),
                     {{QStringLiteral("army"), QStringLiteral("Ash Host")},
                      {QStringLiteral("pick"), 1},
                      {QStringLiteral("typed"), QJsonArray{6}}});
        QVERIFY(m_walk->advanceTo(CampaignStep::Combats, 1, 3));

        const MonthOverlay overlay = monthOverlay(m_service);
        QCOMPARE(overlay.turn, db::turnNumber(1, 3));
        const std::vector<MonthMove> moves{
            {id("Host of the Crown"), hex("0606"), hex("0605"), MoveOutcome::Completed},
            {id("Ash Host"), hex("1910"), hex("2010"), MoveOutcome::Delayed}};
        QCOMPARE(overlay.moves, moves);
        QCOMPARE(overlay.delayed, ids({"Ash Host"}));
        QCOMPARE(overlay.outOfSupply, ids({"Iron Guard"}));
        QVERIFY(overlay.besieged.isEmpty());
        const std::vector<MonthEngagement> engagements{
            {1, hex("0605"), std::nullopt, ids({"Host of the Crown", "Iron Guard"}), false}};
        QCOMPARE(overlay.engagements, engagements);
        // The same engagement as the report of `engagements FILE` lists.
        const QJsonArray report = db::engagementsReport(m_walk->db(), overlay.turn)
                                      .value(QStringLiteral("engagements"))
                                      .toArray();
        QCOMPARE(report.size(), 1);
        QVERIFY(report.at(0)[QStringLiteral("area")].toString().startsWith(QStringLiteral("0605")));
    }

    /// §4.5, I-53: the Ash Host's supply runs from its great forest to the town of 1810 next to
    /// it; Iron Guard has none; an unknown army is left out.
    void supplyPathOnRequest()
    {
        const auto paths =
            app::supplyPaths(m_service, {id("Ash Host"), id("Iron Guard"), QStringLiteral("999")});
        QCOMPARE(paths.size(), std::size_t(2));
        QCOMPARE(paths[0].armyName, QStringLiteral("Iron Guard"));
        QVERIFY(paths[0].areas.isEmpty());
        QCOMPARE(paths[1].armyName, QStringLiteral("Ash Host"));
        QCOMPARE(paths[1].areas, (QList<map::Hex>{hex("1910"), hex("1810")}));
        QVERIFY2(paths[1].explanation.contains(QStringLiteral("§4.5")),
                 qPrintable(paths[1].explanation));
    }

    /// M-3 finished (§5.2, §5.3, the stop-gap winner): the engagement is marked resolved and
    /// the month's moves stay on the map until the next month's movement.
    void afterTheCombats()
    {
        for (const QString &nation : {CalendarWalk::veyra, CalendarWalk::ironhold})
            m_walk->must(QStringLiteral("location.choose"),
                         {{QStringLiteral("engagement"), 1},
                          {QStringLiteral("nation"), nation},
                          {QStringLiteral("location"), QStringLiteral("countryside")}});
        m_walk->must(
            QStringLiteral("battle.winner"),
            {{QStringLiteral("battle"), 1}, {QStringLiteral("nation"), CalendarWalk::veyra}});
        QVERIFY(m_walk->next().ok());
        QCOMPARE(m_walk->date().step, CampaignStep::Retreats);
        const MonthOverlay overlay = monthOverlay(m_service);
        QCOMPARE(overlay.engagements.size(), std::size_t(1));
        QVERIFY(overlay.engagements[0].resolved);
        QCOMPARE(overlay.moves.size(), std::size_t(2));
        QCOMPARE(overlay.moves[0].outcome, MoveOutcome::Completed);
    }

    /// Month 4 (§5.4): Iron Guard, beaten, fell back to Pike (§6.7); it and the Host are
    /// ordered into each other's areas, so neither leaves: both moves are stopped, and the
    /// engagement is fought between Thwaite and Pike.
    void stoppedBySwappingPlaces()
    {
        m_walk->must(QStringLiteral("army.retreat"),
                     {{QStringLiteral("army"), QStringLiteral("Iron Guard")},
                      {QStringLiteral("area"), QStringLiteral("0705")}});
        QVERIFY(m_walk->advanceTo(CampaignStep::WriteOrders, 1, 4));
        move("Host of the Crown", "0705");
        move("Iron Guard", "0605");
        QVERIFY(m_walk->advanceTo(CampaignStep::Combats, 1, 4));
        const MonthOverlay overlay = monthOverlay(m_service);
        const std::vector<MonthMove> moves{
            {id("Host of the Crown"), hex("0605"), hex("0705"), MoveOutcome::Stopped},
            {id("Iron Guard"), hex("0705"), hex("0605"), MoveOutcome::Stopped},
            {id("Ash Host"), hex("1910"), hex("2010"), MoveOutcome::Delayed}};
        QCOMPARE(overlay.moves, moves);
        const std::vector<MonthEngagement> engagements{
            {1, hex("0605"), hex("0705"), ids({"Host of the Crown", "Iron Guard"}), true}};
        QCOMPARE(overlay.engagements, engagements);
    }

    /// Nothing is under way outside the months (the set-up here): an empty overlay.
    void noMonthNoOverlay()
    {
        CalendarWalk setup;
        app::CampaignService service;
        QVERIFY(service.open(setup.campaign->path).ok());
        QCOMPARE(monthOverlay(service), MonthOverlay{});
    }
};

QTEST_GUILESS_MAIN(TestMonthOverlay)
#include "tst_monthoverlay.moc"
