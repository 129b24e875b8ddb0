// The month's start and end through calendar.next (§3.2): M-0 applies the absent players'
// rules (§7.6: the outer ring after the second missed meeting, a returning player's New Year)
// and lists the exodus offers (§7.4.1); M-5 counts occupation and hands areas over (§4.7, I-55
// with both its settings), moves the routed armies home and offers the last-ditch rally (§6.8)
// and refuses while an area holds too many armies (§5.9); month 12
// leads to the next New Year. Undo puts every table back.
#include "calendarwalk.h"

#include "core/warmaster/npp.h"
#include "core/warmaster/routedmarch.h"
#include "db/map/maprepository.h"
#include "db/warmaster/calendarrepository.h"
#include "db/warmaster/controlstep.h"

using namespace herald::db;
using namespace herald::warmaster;

namespace {

/// The standard commands plus one that carries out M-5 as if every army on the map had fought
/// a tabletop battle this turn: how the tests stand in for the M-3 battles not stored yet.
const CommandRegistry &registryWithBattles()
{
    static const CommandRegistry registry = [] {
        CommandRegistry r = standardCommands();
        r.add({QStringLiteral("test.updateMapAfterBattle"),
               QStringLiteral("M-5 with every army in a battle"), [](CommandContext &context) {
                   QSet<QString> fought;
                   for (const Army &army : loadArmies(context.db))
                       fought.insert(army.id);
                   const StepWork work = updateMap(context, fought);
                   if (work.failure)
                       return *work.failure;
                   saveCampaignDate(context.db, nextDate(*loadCampaignDate(context.db)));
                   return CommandOutcome::done(work.lines.join(QStringLiteral("; ")));
               }});
        return r;
    }();
    return registry;
}

} // namespace

class TestMonthEnd : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<CalendarWalk> m_walk;

    ExecuteResult next(bool byHand = false) { return m_walk->next(byHand); }
    /// Year 1, NY-7: one army for `nation`, led by a new general, at `area`.
    void placeArmy(const QString &nation, const QString &name, const QString &area)
    {
        m_walk->must(QStringLiteral("character.buy"),
                     {{QStringLiteral("nation"), nation},
                      {QStringLiteral("entry"), QStringLiteral("Marshal")},
                      {QStringLiteral("name"), name + QStringLiteral(" lord")}});
        m_walk->must(QStringLiteral("army.place"),
                     {{QStringLiteral("nation"), nation},
                      {QStringLiteral("name"), name},
                      {QStringLiteral("general"), name + QStringLiteral(" lord")},
                      {QStringLiteral("area"), area}});
    }
    [[nodiscard]] QString ironholdTown() const
    {
        return m_walk
            ->value(QStringLiteral("SELECT hex FROM area WHERE owner_nation_id = 2 AND centre = "
                                   "'town' ORDER BY hex"))
            .toString();
    }
    [[nodiscard]] int ownedBy(qint64 nation) const
    {
        return m_walk
            ->value(
                QStringLiteral("SELECT COUNT(*) FROM area WHERE owner_nation_id = %1").arg(nation))
            .toInt();
    }

private Q_SLOTS:
    void init() { m_walk = std::make_unique<CalendarWalk>(registryWithBattles()); }

    /// §4.7, I-55, §12 T-24, D-28, D-29: Ironhold's army at the population centre of a Veyra
    /// village, town or city takes it after 1, 2 or 3 months; the arrival month counts only
    /// with arrivalTurnCounts; a battle resets the count, or with battleResetsOccupation =
    /// pause only that month does not count.
    void controlGained_data()
    {
        QTest::addColumn<QString>("area");
        QTest::addColumn<bool>("arrivedInMonthOne");
        QTest::addColumn<QString>("arrivalTurnCounts");
        QTest::addColumn<QString>("afterBattle");
        QTest::addColumn<int>("battleMonth");
        QTest::addColumn<int>("changeMonth");
        const QString village = QStringLiteral("0408");
        const QString town = QStringLiteral("0410");
        const QString city = QStringLiteral("0407");
        const QString off = QStringLiteral("false");
        const QString reset = QStringLiteral("reset");
        QTest::newRow("T-24 village, there all month: 1 month")
            << village << false << off << reset << 0 << 1;
        QTest::newRow("T-24 town: 2 months") << town << false << off << reset << 0 << 2;
        QTest::newRow("T-24 city: 3 months") << city << false << off << reset << 0 << 3;
        QTest::newRow("D-28 village entered in month 1: the arrival does not count")
            << village << true << off << reset << 0 << 2;
        QTest::newRow("I-55 arrivalTurnCounts on: the arrival counts")
            << village << true << QStringLiteral("true") << reset << 0 << 1;
        QTest::newRow("D-29 town, battle in month 2, reset: 2 more months")
            << town << false << off << reset << 2 << 4;
        QTest::newRow("I-55 town, battle in month 2, pause: that month only")
            << town << false << off << QStringLiteral("pause") << 2 << 3;
    }
    void controlGained()
    {
        QFETCH(QString, area);
        QFETCH(bool, arrivedInMonthOne);
        QFETCH(QString, arrivalTurnCounts);
        QFETCH(QString, afterBattle);
        QFETCH(int, battleMonth);
        QFETCH(int, changeMonth);
        m_walk->must(QStringLiteral("campaign.setting"),
                     {{QStringLiteral("key"), QStringLiteral("arrivalTurnCounts")},
                      {QStringLiteral("value"), arrivalTurnCounts == QLatin1String("true")}});
        m_walk->must(QStringLiteral("campaign.setting"),
                     {{QStringLiteral("key"), QStringLiteral("battleResetsOccupation")},
                      {QStringLiteral("value"), afterBattle}});
        QVERIFY(m_walk->advanceTo(CampaignStep::PlaceArmies));
        placeArmy(CalendarWalk::ironhold, QStringLiteral("Iron Guard"), ironholdTown());
        QVERIFY(m_walk->advanceTo(CampaignStep::UpdateMap, 1, 1));
        // Fixture: month 1's movement took the army into the Veyra area.
        m_walk->sql(QStringLiteral("UPDATE army SET area = '%1', location = 'populationCentre', "
                                   "moved = %2")
                        .arg(area, arrivedInMonthOne ? QStringLiteral("1") : QStringLiteral("0")));
        const QString owner =
            QStringLiteral("SELECT owner_nation_id FROM area WHERE hex = '%1'").arg(area);
        int changed = 0;
        for (int month = 1; month <= 6 && changed == 0; ++month) {
            QVERIFY(m_walk->advanceTo(CampaignStep::UpdateMap, 1, month));
            const auto before = dumpTables(m_walk->db());
            const QString moved =
                m_walk->value(QStringLiteral("SELECT moved FROM army")).toString();
            const ExecuteResult r = month == battleMonth
                                        ? m_walk->run(QStringLiteral("test.updateMapAfterBattle"))
                                        : next();
            QVERIFY2(r.ok(), qPrintable(r.message));
            // every month explains the count, but the arrival month that does not count
            if (!arrivedInMonthOne || month > 1 || arrivalTurnCounts == QLatin1String("true"))
                QVERIFY2(r.summary.contains(QStringLiteral("Iron Guard")), qPrintable(r.summary));
            // Fixture: the next month's movement clears the flag (the army holds).
            m_walk->sql(QStringLiteral("UPDATE army SET moved = 0"));
            if (m_walk->value(owner).toInt() == 2) {
                changed = month;
                QVERIFY2(r.summary.contains(QStringLiteral("join Ironhold Clans")),
                         qPrintable(r.summary));
                QVERIFY(m_walk->runner->undo().ok());
                m_walk->sql(QStringLiteral("UPDATE army SET moved = %1").arg(moved));
                QCOMPARE(dumpTables(m_walk->db()), before);
                QCOMPARE(m_walk->value(owner).toInt(), 1);
            }
        }
        QCOMPARE(changed, changeMonth);
    }

    /// §5.9: two armies at one area's centre at the end of the turn are refused, naming the
    /// area and the armies; a siege (enemy in the countryside of a city) is allowed.
    void oneArmyPerArea_data()
    {
        QTest::addColumn<QString>("location");
        QTest::addColumn<bool>("allowed");
        QTest::newRow("§5.9 both at the population centre: refused")
            << QStringLiteral("populationCentre") << false;
        QTest::newRow("§5.9 exception 1, a siege: allowed")
            << QStringLiteral("countryside") << true;
    }
    void oneArmyPerArea()
    {
        QFETCH(QString, location);
        QFETCH(bool, allowed);
        QVERIFY(m_walk->advanceTo(CampaignStep::PlaceArmies));
        placeArmy(CalendarWalk::veyra, QStringLiteral("Host of the Crown"), QStringLiteral("0407"));
        placeArmy(CalendarWalk::ironhold, QStringLiteral("Iron Guard"), ironholdTown());
        QVERIFY(m_walk->advanceTo(CampaignStep::UpdateMap));
        // Fixture: month 1's movement brought the Iron Guard to Carrow, Veyra's city.
        m_walk->sql(
            QStringLiteral("UPDATE army SET area = '0407', location = '%1' WHERE name = 'Iron "
                           "Guard'")
                .arg(location));
        const auto before = dumpTables(m_walk->db());
        const ExecuteResult r = next();
        QCOMPARE(r.ok(), allowed);
        if (allowed)
            return;
        QVERIFY2(r.message.contains(QStringLiteral("§5.9 0407 Carrow holds 2 armies")) &&
                     r.message.contains(QStringLiteral("Host of the Crown, Iron Guard")),
                 qPrintable(r.message));
        QCOMPARE(dumpTables(m_walk->db()), before);
        const auto date = loadCampaignDate(m_walk->db());
        QVERIFY(date);
        const auto open = blockers(date->step, loadStepSnapshot(m_walk->db(), *date));
        QVERIFY(!open.empty());
        QCOMPARE(open.front().what, Awaited::AreasCrowded);
    }

    /// §7.6 rule 5, I-63, §12 D-39: a first missed meeting costs nothing; the second takes the
    /// own areas farthest from the capital, the third the next ring; undo gives them back.
    void outerRingLost()
    {
        QVERIFY(m_walk->advanceTo(CampaignStep::StartOfTurn));
        const int held = ownedBy(1);
        QCOMPARE(held, 22);
        m_walk->attend(CalendarWalk::veyra, false);
        m_walk->recordMissingAttendance();
        const ExecuteResult first = next(true);
        QVERIFY2(first.ok(), qPrintable(first.message));
        QVERIFY2(first.summary.contains(QStringLiteral("first meeting in a row")),
                 qPrintable(first.summary));
        QCOMPARE(ownedBy(1), held);

        int lost = 0;
        for (int month = 2; month <= 3; ++month) {
            QVERIFY(m_walk->advanceTo(CampaignStep::StartOfTurn, 1, month));
            m_walk->attend(CalendarWalk::veyra, false);
            m_walk->recordMissingAttendance();
            const StrategicMap map = loadStrategicMap(m_walk->db());
            const OuterRing ring = outerRing(map, map.graph(), 0);
            QVERIFY(!ring.areas.empty());
            const auto before = dumpTables(m_walk->db());
            const ExecuteResult r = next(true);
            QVERIFY2(r.ok(), qPrintable(r.message));
            QVERIFY2(r.summary.contains(QStringLiteral("§7.6 (5) Kingdom of Veyra's player has "
                                                       "missed %1 meetings in a row")
                                            .arg(month)),
                     qPrintable(r.summary));
            lost += static_cast<int>(ring.areas.size());
            QCOMPARE(ownedBy(1), held - lost);
            for (const int area : ring.areas)
                QVERIFY(m_walk
                            ->value(QStringLiteral("SELECT owner_nation_id IS NULL FROM area "
                                                   "WHERE hex = '%1'")
                                        .arg(map.areas[std::size_t(area)].id()))
                            .toBool());
            if (month == 3) {
                QVERIFY(m_walk->runner->undo().ok());
                QCOMPARE(dumpTables(m_walk->db()), before);
            }
        }
        QCOMPARE(m_walk
                     ->value(QStringLiteral("SELECT owner_nation_id FROM area WHERE hex = "
                                            "'0407'"))
                     .toInt(),
                 1);
    }

    /// §7.6 rule 3: a nation absent through the New Year has its roster opened (NY-3) when its
    /// player returns at M-0, with its old armies gone (NY-1); undo closes it again.
    void returningPlayerCatchesUp()
    {
        QVERIFY(m_walk->advanceTo(CampaignStep::SetupStart));
        m_walk->must(
            QStringLiteral("nation.edit"),
            {{QStringLiteral("nation"), CalendarWalk::veyra}, {QStringLiteral("npp"), true}});
        QVERIFY(m_walk->advanceTo(CampaignStep::StartOfTurn));
        QCOMPARE(m_walk->value(QStringLiteral("SELECT COUNT(*) FROM roster WHERE nation_id = 1"))
                     .toInt(),
                 0);
        m_walk->recordMissingAttendance();
        const auto before = dumpTables(m_walk->db());
        const ExecuteResult r = next(true);
        QVERIFY2(r.ok(), qPrintable(r.message));
        QVERIFY2(r.summary.contains(QStringLiteral("§7.6 (3) Kingdom of Veyra's player is back")),
                 qPrintable(r.summary));
        QCOMPARE(m_walk
                     ->value(QStringLiteral("SELECT COUNT(*) FROM roster WHERE nation_id = 1 AND "
                                            "year = 1"))
                     .toInt(),
                 1);
        QVERIFY(m_walk->runner->undo().ok());
        QCOMPARE(dumpTables(m_walk->db()), before);
    }

    /// §7.4.1, §12 D-27: at M-0 a nation with at most one army and two areas is offered the
    /// exodus as a hand item; with three areas it is not.
    void exodusOffered_data()
    {
        QTest::addColumn<int>("areas");
        QTest::addColumn<bool>("offered");
        QTest::newRow("D-27 no army, 2 areas: offered") << 2 << true;
        QTest::newRow("D-27 no army, 3 areas: not offered") << 3 << false;
    }
    void exodusOffered()
    {
        QFETCH(int, areas);
        QFETCH(bool, offered);
        QVERIFY(m_walk->advanceTo(CampaignStep::StartOfTurn));
        // Fixture: the Mirefolk took all but `areas` of the Ash Riders' areas.
        m_walk->sql(QStringLiteral("UPDATE area SET owner_nation_id = 3 WHERE owner_nation_id = 4 "
                                   "AND hex NOT IN (SELECT hex FROM area WHERE owner_nation_id = "
                                   "4 ORDER BY hex LIMIT %1)")
                        .arg(areas));
        QCOMPARE(ownedBy(4), areas);
        m_walk->recordMissingAttendance();
        // The offer is the referee's to make on paper: only then does M-0 ask for the hand.
        const ExecuteResult r = next();
        QCOMPARE(r.status, offered ? CommandStatus::Refused : CommandStatus::Done);
        QCOMPARE(r.message.contains(QStringLiteral("§7.4.1 Ash Riders may declare an exodus")),
                 offered);
    }

    /// M-4 (§6.7, §6.8, I-57): army.retreat takes only an area of the first level of the list
    /// that has any, and routs the army when none qualifies; refused outside M-4; undo puts
    /// the army back.
    void retreat_data()
    {
        QTest::addColumn<bool>("cameFrom0407");
        /// What becomes of 0408's six neighbours: "" nothing, "town" or "village" Ironhold's
        /// towns or villages, "uncontrolled" nobody's.
        QTest::addColumn<QString>("neighbours");
        QTest::addColumn<QString>("area");
        QTest::addColumn<bool>("done");
        QTest::addColumn<QString>("expected");
        QTest::newRow("§6.7 (1) back to the area it came from")
            << true << QString() << QStringLiteral("0407") << true << QStringLiteral("§6.7 (1)");
        QTest::newRow("§6.7 (1) refuses another area while it may go back")
            << true << QString() << QStringLiteral("0409") << false << QStringLiteral("§6.7 (1)");
        QTest::newRow("§6.7 (2) a free own neighbour when it did not move")
            << false << QString() << QStringLiteral("0409") << true << QStringLiteral("§6.7 (2)");
        QTest::newRow("§6.7 (3) a free uncontrolled neighbour")
            << false << QStringLiteral("uncontrolled") << QStringLiteral("0409") << true
            << QStringLiteral("§6.7 (3)");
        QTest::newRow("§6.7 (4) another's village nearer an own town (0410 Holt)")
            << false << QStringLiteral("village") << QStringLiteral("0409") << true
            << QStringLiteral("§6.7 (4)");
        QTest::newRow("§6.7 an area that is no neighbour")
            << false << QString() << QStringLiteral("0709") << false
            << QStringLiteral("may not retreat to 0709");
        QTest::newRow("§6.7 no rout while an area qualifies")
            << false << QString() << QString() << false << QStringLiteral("does not rout");
        QTest::newRow("§6.8 every neighbour another's town: it routs")
            << false << QStringLiteral("town") << QString() << true
            << QStringLiteral("routs (§6.8)");
    }
    void retreat()
    {
        QFETCH(bool, cameFrom0407);
        QFETCH(QString, neighbours);
        QFETCH(QString, area);
        QFETCH(bool, done);
        QFETCH(QString, expected);
        QVERIFY(m_walk->advanceTo(CampaignStep::PlaceArmies));
        placeArmy(CalendarWalk::veyra, QStringLiteral("Host of the Crown"), QStringLiteral("0407"));
        const QJsonObject args{{QStringLiteral("army"), QStringLiteral("Host of the Crown")},
                               {QStringLiteral("area"), QStringLiteral("0407")}};
        const ExecuteResult early = m_walk->run(QStringLiteral("army.retreat"), args);
        QCOMPARE(early.status, CommandStatus::Refused);
        QVERIFY2(early.message.contains(QStringLiteral("§6.7 Armies retreat at M-4")),
                 qPrintable(early.message));
        QVERIFY(m_walk->advanceTo(CampaignStep::Retreats));
        // Fixture: the army lost a battle at 0408 Scar, having come from 0407 or stood there.
        m_walk->sql(QStringLiteral("UPDATE army SET area = '0408', moved = %1, origin_area = %2")
                        .arg(cameFrom0407 ? QStringLiteral("1") : QStringLiteral("0"),
                             cameFrom0407 ? QStringLiteral("'0407'") : QStringLiteral("NULL")));
        if (!neighbours.isEmpty()) {
            const StrategicMap map = loadStrategicMap(m_walk->db());
            const auto scar = map.areaAt(*herald::map::Hex::fromXXYY(QStringLiteral("0408")));
            const herald::map::AreaGraph graph = map.graph();
            const std::vector<int> &around = graph.neighbours(*scar);
            QCOMPARE(int(around.size()), 6);
            for (const int n : around)
                m_walk->sql(
                    QStringLiteral("UPDATE area SET owner_nation_id = %1, centre = '%2' "
                                   "WHERE hex = '%3' AND terrain <> 'sea'")
                        .arg(neighbours == QLatin1String("uncontrolled") ? QStringLiteral("NULL")
                                                                         : QStringLiteral("2"),
                             neighbours == QLatin1String("town") ? QStringLiteral("town")
                                                                 : QStringLiteral("village"),
                             map.areas[std::size_t(n)].id()));
        }
        QJsonObject retreat{{QStringLiteral("army"), QStringLiteral("Host of the Crown")}};
        if (!area.isEmpty())
            retreat.insert(QStringLiteral("area"), area);
        const auto before = dumpTables(m_walk->db());
        const ExecuteResult r = m_walk->run(QStringLiteral("army.retreat"), retreat);
        QCOMPARE(r.ok(), done);
        const QString text = done ? r.summary : r.message;
        QVERIFY2(text.contains(expected), qPrintable(text));
        if (!done) {
            QCOMPARE(dumpTables(m_walk->db()), before);
            return;
        }
        QCOMPARE(m_walk->value(QStringLiteral("SELECT area || ' ' || state FROM army")).toString(),
                 area.isEmpty() ? QStringLiteral("0408 routed") : area + QStringLiteral(" normal"));
        QVERIFY(m_walk->runner->undo().ok());
        QCOMPARE(dumpTables(m_walk->db()), before);
    }

    /// M-5 (§6.8, I-58): a routed army takes its step home when the month ends; while routed
    /// armies are a nation's only forces its last-ditch rally offer holds the month up until
    /// answered; the rally turns the army back into one, once a game. Undo puts every table
    /// back.
    void routedArmyAtMonthEnd()
    {
        QVERIFY(m_walk->advanceTo(CampaignStep::PlaceArmies));
        placeArmy(CalendarWalk::veyra, QStringLiteral("Host of the Crown"), QStringLiteral("0407"));
        QVERIFY(m_walk->advanceTo(CampaignStep::UpdateMap));
        // Fixture: the army routed at M-4 in Ironhold's 0408 Scar.
        m_walk->sql(QStringLiteral("UPDATE army SET state = 'routed', area = '0408'"));
        const StrategicMap map = loadStrategicMap(m_walk->db());
        const RoutedMarch expected = routedMarch(map, map.armies, 0, {});
        QVERIFY(!expected.steps.empty());
        const QString stepHome = map.areas[std::size_t(expected.steps.front())].id();

        ExecuteResult r = next();
        QCOMPARE(r.status, CommandStatus::Refused);
        QVERIFY2(r.message.contains(QStringLiteral("1 last-ditch rally offer is not answered: "
                                                   "Kingdom of Veyra")),
                 qPrintable(r.message));
        r = m_walk->run(QStringLiteral("army.march"),
                        {{QStringLiteral("army"), QStringLiteral("Host of the Crown")},
                         {QStringLiteral("area"), QStringLiteral("0709")}});
        QCOMPARE(r.status, CommandStatus::Refused);
        QVERIFY2(r.message.contains(QStringLiteral("may not march to 0709")),
                 qPrintable(r.message));

        const auto before = dumpTables(m_walk->db());
        m_walk->must(QStringLiteral("army.rally"), {{QStringLiteral("nation"), CalendarWalk::veyra},
                                                    {QStringLiteral("decline"), true}});
        r = next();
        QVERIFY2(r.ok(), qPrintable(r.message));
        const QString lines =
            r.result.value(QStringLiteral("lines")).toVariant().toStringList().join('\n');
        QVERIFY2(lines.contains(QStringLiteral("§6.8 Host of the Crown is routed")),
                 qPrintable(lines));
        QCOMPARE(m_walk->value(QStringLiteral("SELECT area || ' ' || state FROM army")).toString(),
                 stepHome + QStringLiteral(" routed"));
        QVERIFY(m_walk->runner->undo().ok());
        QVERIFY(m_walk->runner->undo().ok());
        QCOMPARE(dumpTables(m_walk->db()), before);

        // The rally: an army again, and the offer is answered for the turn.
        r = m_walk->must(QStringLiteral("army.rally"),
                         {{QStringLiteral("army"), QStringLiteral("Host of the Crown")}});
        QVERIFY(r.summary.contains(QStringLiteral("rallies Host of the Crown")));
        QCOMPARE(m_walk->value(QStringLiteral("SELECT state FROM army")).toString(),
                 QStringLiteral("normal"));
        r = m_walk->run(
            QStringLiteral("army.rally"),
            {{QStringLiteral("nation"), CalendarWalk::veyra}, {QStringLiteral("decline"), true}});
        QCOMPARE(r.status, CommandStatus::Refused);
        QVERIFY2(r.message.contains(QStringLiteral("already answered")), qPrintable(r.message));
        QVERIFY(next().ok());
    }

    /// §3.2 M-6: month 12 leads to the New Year of year 2, whose NY-1 takes the armies off the
    /// map; undo goes back to month 12.
    void twelfthMonthLeadsToNextYear()
    {
        QVERIFY(m_walk->advanceTo(CampaignStep::PlaceArmies));
        placeArmy(CalendarWalk::veyra, QStringLiteral("Host of the Crown"), QStringLiteral("0407"));
        QVERIFY(m_walk->advanceTo(CampaignStep::Advance, 1, 12));
        const auto before = dumpTables(m_walk->db());
        QVERIFY(next().ok());
        QCOMPARE(m_walk->date(),
                 (herald::warmaster::CampaignDate{2, 0, CampaignStep::RemoveArmies}));
        QVERIFY(m_walk->runner->undo().ok());
        QCOMPARE(dumpTables(m_walk->db()), before);
        QVERIFY(m_walk->runner->redo().ok());
        QCOMPARE(m_walk->value(QStringLiteral("SELECT COUNT(*) FROM army")).toInt(), 1);
        QVERIFY(next().ok());
        QCOMPARE(m_walk->value(QStringLiteral("SELECT COUNT(*) FROM army")).toInt(), 0);
        QCOMPARE(m_walk->date(), (herald::warmaster::CampaignDate{2, 0, CampaignStep::Ransom}));
    }
};

QTEST_GUILESS_MAIN(TestMonthEnd)
#include "tst_monthend.moc"
