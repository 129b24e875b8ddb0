// The calendar through its commands (§3, §7.6): calendar.next finishes a step and moves the
// date, refused while blockers remain or while work Herald cannot do is unconfirmed; undo puts
// the date and the step's work back; attendance.set records M-0 attendance.
#include "db/commandregistry.h"
#include "db/commandrunner.h"
#include "db/map/maprepository.h"
#include "db/warmaster/armyrepository.h"
#include "db/warmaster/calendarrepository.h"
#include "db/warmaster/nationrepository.h"
#include "tabledump.h"
#include "testcampaign.h"

#include <QJsonArray>
#include <QSqlQuery>

using namespace herald::db;
using namespace herald::warmaster;
using Date = herald::warmaster::CampaignDate;

namespace {

const QString veyra = QStringLiteral("Kingdom of Veyra");
const QStringList demoNations{veyra, QStringLiteral("Ironhold Clans"),
                              QStringLiteral("Mirefolk Tribes"), QStringLiteral("Ash Riders")};
const QJsonObject byHand{{QStringLiteral("confirmedByHand"), true}};

} // namespace

class TestCalendar : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<TestCampaign> m_campaign;
    std::unique_ptr<CommandRunner> m_runner;

    QSqlDatabase db() const { return m_campaign->file->database(); }
    ExecuteResult next(const QJsonObject &args = {})
    {
        return m_runner->execute(QStringLiteral("calendar.next"), args);
    }
    void must(const QString &command, const QJsonObject &args)
    {
        const ExecuteResult r = m_runner->execute(command, args);
        QVERIFY2(r.ok(), qPrintable(command + QStringLiteral(": ") + r.message));
    }
    CampaignStep step() const { return loadCampaignDate(db()).value_or(Date{}).step; }
    /// Moves on, confirming by hand and recording everyone present, until the step is reached.
    void advanceTo(CampaignStep target)
    {
        for (int guard = 0; guard < 200 && step() != target; ++guard) {
            if (step() == CampaignStep::StartOfTurn)
                attendAll();
            const ExecuteResult r = next(byHand);
            QVERIFY2(r.ok(), qPrintable(r.message));
        }
        QCOMPARE(step(), target);
    }
    void attendAll()
    {
        for (const QString &nation : demoNations)
            must(QStringLiteral("attendance.set"),
                 {{QStringLiteral("nation"), nation}, {QStringLiteral("present"), true}});
    }
    /// The refusal leaves every table as it was.
    void expectRefusal(const QJsonObject &args, const QString &expected)
    {
        const auto before = dumpTables(db());
        const ExecuteResult r = next(args);
        QCOMPARE(r.status, CommandStatus::Refused);
        QVERIFY2(r.message.contains(expected), qPrintable(r.message));
        QCOMPARE(dumpTables(db()), before);
    }
    int count(const QString &sql) const
    {
        QSqlQuery q(db());
        return q.exec(sql) && q.next() ? q.value(0).toInt() : -1;
    }

private Q_SLOTS:
    /// The demo map, every nation on a sample list: the set-up's checks all pass.
    void init()
    {
        m_runner.reset();
        m_campaign = std::make_unique<TestCampaign>();
        m_runner = std::make_unique<CommandRunner>(*m_campaign->file, standardCommands());
        must(QStringLiteral("armylist.samples"), {});
    }

    /// §3.0: a new campaign starts at S-1, year 1, month 0; the runner records the step.
    void newCampaignStartsAtTheMap()
    {
        QCOMPARE(loadCampaignDate(db()), (Date{1, 0, CampaignStep::SetupMap}));
        const ExecuteResult r = next();
        QCOMPARE(r.status, CommandStatus::Refused);
    }

    /// S-1 and S-2 refuse naming what blocks them (describe()) and change nothing.
    void setupBlockers()
    {
        expectRefusal({}, QStringLiteral("the map has no land area yet"));
        must(QStringLiteral("map.importDemo"), {});
        QVERIFY(next().ok());
        QCOMPARE(step(), CampaignStep::SetupRaces);
        expectRefusal({}, QStringLiteral("4 nations have no army list yet"));
        for (const QString &nation : demoNations)
            must(QStringLiteral("nation.edit"),
                 {{QStringLiteral("nation"), nation},
                  {QStringLiteral("armyList"), QStringLiteral("sample-river-kingdom")}});
        // by hand confirms only work Herald cannot do: it never passes a blocker
        const ExecuteResult r = next(byHand);
        QVERIFY2(r.ok(), qPrintable(r.message));
        QCOMPARE(r.result.value(QStringLiteral("byHand")).toBool(), false);
        QCOMPARE(step(), CampaignStep::SetupMagicItems);
    }

    /// S-4 is for the referee: refused until confirmed, then recorded as done by hand.
    void byHandConfirmation()
    {
        must(QStringLiteral("map.importDemo"), {});
        for (const QString &nation : demoNations)
            must(QStringLiteral("nation.edit"),
                 {{QStringLiteral("nation"), nation},
                  {QStringLiteral("armyList"), QStringLiteral("sample-river-kingdom")}});
        advanceTo(CampaignStep::SetupPoi);
        expectRefusal({}, QStringLiteral("calendar.next {\"confirmedByHand\": true}"));
        const ExecuteResult r = next(byHand);
        QVERIFY2(r.ok(), qPrintable(r.message));
        QVERIFY2(r.summary.startsWith(QStringLiteral("S-4 Points of interest done by hand")),
                 qPrintable(r.summary));
        QCOMPARE(r.result.value(QStringLiteral("to")).toString(),
                 QStringLiteral("setupLesserRaces"));
        QCOMPARE(r.date.step, QStringLiteral("setupPoi"));
        // the history keeps the step the command ran in
        QCOMPARE(m_runner->undo().date.step, QStringLiteral("setupPoi"));
    }

    /// Undo moves the date back, redo forward again, each exactly.
    void undoMovesTheDateBack()
    {
        must(QStringLiteral("map.importDemo"), {});
        const auto before = dumpTables(db());
        QVERIFY(next().ok());
        QCOMPARE(step(), CampaignStep::SetupRaces);
        QVERIFY(m_runner->undo().ok());
        QCOMPARE(step(), CampaignStep::SetupMap);
        QCOMPARE(dumpTables(db()), before);
        QVERIFY(m_runner->redo().ok());
        QCOMPARE(step(), CampaignStep::SetupRaces);
    }

    /// The whole first year: S-6 leads to NY-1 of year 1, NY-7 to month 1, M-6 of month 12 to
    /// the New Year of year 2 (§3).
    void wholeYear()
    {
        must(QStringLiteral("map.importDemo"), {});
        for (const QString &nation : demoNations)
            must(QStringLiteral("nation.edit"),
                 {{QStringLiteral("nation"), nation},
                  {QStringLiteral("armyList"), QStringLiteral("sample-river-kingdom")}});
        advanceTo(CampaignStep::SetupStart);
        QVERIFY(next().ok());
        QCOMPARE(loadCampaignDate(db()), (Date{1, 0, CampaignStep::RemoveArmies}));
        advanceTo(CampaignStep::StartOfTurn);
        QCOMPARE(loadCampaignDate(db()), (Date{1, 1, CampaignStep::StartOfTurn}));
        advanceTo(CampaignStep::Advance);
        QCOMPARE(loadCampaignDate(db())->month, 1);
        QVERIFY(next().ok());
        QCOMPARE(loadCampaignDate(db()), (Date{1, 2, CampaignStep::StartOfTurn}));
        for (int month = 2; month <= 12; ++month) {
            advanceTo(CampaignStep::Advance);
            QVERIFY(next().ok());
        }
        QCOMPARE(loadCampaignDate(db()), (Date{2, 0, CampaignStep::RemoveArmies}));
        QCOMPARE(count(QStringLiteral("SELECT COUNT(*) FROM attendance")), 4 * 12);
    }

    /// NY-1 (§3.1): every army leaves the map, an absent nation's stays (§7.6 rule 3); undo
    /// brings them back.
    void removeArmies()
    {
        must(QStringLiteral("map.importDemo"), {});
        for (const QString &nation : demoNations)
            must(QStringLiteral("nation.edit"),
                 {{QStringLiteral("nation"), nation},
                  {QStringLiteral("armyList"), QStringLiteral("sample-river-kingdom")}});
        advanceTo(CampaignStep::RemoveArmies);
        for (const QString &nation : {veyra, QStringLiteral("Ironhold Clans")}) {
            must(QStringLiteral("roster.open"), {{QStringLiteral("nation"), nation}});
            must(QStringLiteral("character.buy"),
                 {{QStringLiteral("nation"), nation},
                  {QStringLiteral("entry"), QStringLiteral("Marshal")},
                  {QStringLiteral("name"), nation + QStringLiteral(" lord")}});
        }
        must(QStringLiteral("army.place"),
             {{QStringLiteral("nation"), veyra},
              {QStringLiteral("name"), QStringLiteral("Host of the Crown")},
              {QStringLiteral("general"), veyra + QStringLiteral(" lord")},
              {QStringLiteral("area"), QStringLiteral("0407")}});
        const QString ironholdTown = placementChoices(db(), 2, 1).areas.front().hex.toXXYY();
        must(QStringLiteral("army.place"),
             {{QStringLiteral("nation"), QStringLiteral("Ironhold Clans")},
              {QStringLiteral("name"), QStringLiteral("Iron Guard")},
              {QStringLiteral("general"), QStringLiteral("Ironhold Clans lord")},
              {QStringLiteral("area"), ironholdTown}});
        must(QStringLiteral("nation.edit"),
             {{QStringLiteral("nation"), QStringLiteral("Ironhold Clans")},
              {QStringLiteral("npp"), true}});
        const auto before = dumpTables(db());
        const ExecuteResult r = next();
        QVERIFY2(r.ok(), qPrintable(r.message));
        QVERIFY2(r.summary.contains(QStringLiteral("Host of the Crown")), qPrintable(r.summary));
        const std::vector<Army> left = loadArmies(db());
        QCOMPARE(int(left.size()), 1);
        QCOMPARE(left.front().name, QStringLiteral("Iron Guard"));
        QCOMPARE(step(), CampaignStep::Ransom);
        QVERIFY(m_runner->undo().ok());
        QCOMPARE(dumpTables(db()), before);
    }

    /// NY-2a (§7.5): an own chaos village rolls its d10 (typed here), the dice are in the
    /// history, the gift goes into the year's tally; a gift of units needs the referee.
    void chaosLands()
    {
        must(QStringLiteral("map.importDemo"), {});
        for (const QString &nation : demoNations)
            must(QStringLiteral("nation.edit"),
                 {{QStringLiteral("nation"), nation},
                  {QStringLiteral("armyList"), QStringLiteral("sample-river-kingdom")}});
        // Fixture: Veyra's village 0408 Scar becomes a chaos land.
        QSqlQuery(db()).exec(QStringLiteral("UPDATE area SET chaos = 1 WHERE hex = '0408'"));
        advanceTo(CampaignStep::PreTally);
        const int ptBefore =
            tallyCampaign(db(), loadTallyMap(db()), 1).nations.front().population.total();

        // d10 = 4: two infantry units and a character point; the unit types are the referee's
        expectRefusal({{QStringLiteral("typed"), QJsonArray{4}}},
                      QStringLiteral("choose the unit types"));
        const ExecuteResult units = next(
            {{QStringLiteral("typed"), QJsonArray{4}}, {QStringLiteral("confirmedByHand"), true}});
        QVERIFY2(units.ok(), qPrintable(units.message));
        QCOMPARE(units.rolls.size(), 1);
        QVERIFY(m_runner->undo().ok());

        // d10 = 9: two villages, two population points in "other"
        const ExecuteResult r = next({{QStringLiteral("typed"), QJsonArray{9}}});
        QVERIFY2(r.ok(), qPrintable(r.message));
        QCOMPARE(r.rolls.size(), 1);
        QCOMPARE(r.rolls.at(0).toObject().value(QStringLiteral("total")).toInt(), 9);
        QVERIFY2(r.summary.contains(QStringLiteral("0408")), qPrintable(r.summary));
        // a chaos land counts no village of its own: it gives what its d10 gives (I-62)
        QCOMPARE(tallyCampaign(db(), loadTallyMap(db()), 1).nations.front().population.total(),
                 ptBefore + 2);
        QCOMPARE(count(QStringLiteral("SELECT points FROM tally_grant WHERE nation_id = 1 AND "
                                      "kind = 'population' AND area = '0408'")),
                 2);
    }

    /// NY-3 (§2.1-§2.3): every present nation's tally is frozen in its roster for the year;
    /// a nation without an army list holds the step up.
    void tallyFreezes()
    {
        must(QStringLiteral("map.importDemo"), {});
        for (const QString &nation : demoNations)
            must(QStringLiteral("nation.edit"),
                 {{QStringLiteral("nation"), nation},
                  {QStringLiteral("armyList"), QStringLiteral("sample-river-kingdom")}});
        advanceTo(CampaignStep::Tally);
        // Fixture: Veyra without a list, which S-2 would not have let through.
        QSqlQuery(db()).exec(QStringLiteral("UPDATE nation SET army_list_id = NULL WHERE id = 1"));
        expectRefusal({}, QStringLiteral("Kingdom of Veyra (no army list"));
        QSqlQuery(db()).exec(
            QStringLiteral("UPDATE nation SET army_list_id = 'sample-river-kingdom' WHERE id = 1"));
        const Tally tally = tallyCampaign(db(), loadTallyMap(db()), 1);
        const ExecuteResult r = next();
        QVERIFY2(r.ok(), qPrintable(r.message));
        QCOMPARE(count(QStringLiteral("SELECT COUNT(*) FROM roster WHERE year = 1")), 4);
        QCOMPARE(loadRoster(db(), 1, 1)->roster.armyPoints,
                 tally.nations.front().armyPoints.points());
        QVERIFY(m_runner->undo().ok());
        QCOMPARE(count(QStringLiteral("SELECT COUNT(*) FROM roster")), 0);
    }

    /// NY-6 of year 1 (§3.1): the two magic items dealt to a nation are given to its
    /// characters at once; the step waits, naming each item, until a character carries it.
    void firstYearItemsAssigned()
    {
        must(QStringLiteral("map.importDemo"), {});
        for (const QString &nation : demoNations)
            must(QStringLiteral("nation.edit"),
                 {{QStringLiteral("nation"), nation},
                  {QStringLiteral("armyList"), QStringLiteral("sample-river-kingdom")}});
        for (const QString &name : {QStringLiteral("Sword of Dawn"), QStringLiteral("Helm")})
            must(QStringLiteral("decks.magic.author"),
                 {{QStringLiteral("author"), QStringLiteral("Anna")},
                  {QStringLiteral("name"), name},
                  {QStringLiteral("points"), 50}});
        must(QStringLiteral("decks.magic.build"), {});
        must(QStringLiteral("decks.magic.deal"), {{QStringLiteral("nations"), QJsonArray{veyra}}});
        advanceTo(CampaignStep::FillRosters);
        must(QStringLiteral("character.buy"),
             {{QStringLiteral("nation"), veyra},
              {QStringLiteral("entry"), QStringLiteral("Marshal")},
              {QStringLiteral("name"), QStringLiteral("Duke Aldric")}});
        expectRefusal(byHand, QStringLiteral("2 magic items have no carrier yet: Kingdom of "
                                             "Veyra: "));
        const int duke =
            count(QStringLiteral("SELECT id FROM character WHERE name = 'Duke Aldric'"));
        must(QStringLiteral("item.bind"), {{QStringLiteral("character"), duke},
                                           {QStringLiteral("card"), QStringLiteral("helm")}});
        expectRefusal({}, QStringLiteral("1 magic item has no carrier yet: Kingdom of Veyra: "
                                         "Sword of Dawn, card sword-of-dawn (item bind)"));
        must(QStringLiteral("item.bind"),
             {{QStringLiteral("character"), duke},
              {QStringLiteral("card"), QStringLiteral("sword-of-dawn")}});
        QVERIFY(next().ok());
        QCOMPARE(step(), CampaignStep::PlaceArmies);
    }

    /// NY-7 (§4.9): a nation with a free general and no army holds the step up.
    void placementsOpen()
    {
        must(QStringLiteral("map.importDemo"), {});
        for (const QString &nation : demoNations)
            must(QStringLiteral("nation.edit"),
                 {{QStringLiteral("nation"), nation},
                  {QStringLiteral("armyList"), QStringLiteral("sample-river-kingdom")}});
        advanceTo(CampaignStep::PlaceArmies);
        must(QStringLiteral("character.buy"),
             {{QStringLiteral("nation"), veyra},
              {QStringLiteral("entry"), QStringLiteral("Marshal")},
              {QStringLiteral("name"), QStringLiteral("Duke Aldric")}});
        expectRefusal({}, QStringLiteral("1 nation has not finished placing its armies: Kingdom "
                                         "of Veyra"));
        must(QStringLiteral("army.place"),
             {{QStringLiteral("nation"), veyra},
              {QStringLiteral("name"), QStringLiteral("Host of the Crown")},
              {QStringLiteral("general"), QStringLiteral("Duke Aldric")},
              {QStringLiteral("area"), QStringLiteral("0407")}});
        QVERIFY(next().ok());
        QCOMPARE(loadCampaignDate(db()), (Date{1, 1, CampaignStep::StartOfTurn}));
    }

    /// M-0 (§7.6): attendance recorded per nation and month; absent makes the nation NPP;
    /// refused outside M-0; the step waits for every nation.
    void attendance()
    {
        must(QStringLiteral("map.importDemo"), {});
        const QJsonObject absent{{QStringLiteral("nation"), veyra},
                                 {QStringLiteral("present"), false}};
        const ExecuteResult early = m_runner->execute(QStringLiteral("attendance.set"), absent);
        QCOMPARE(early.status, CommandStatus::Refused);
        QVERIFY2(early.message.contains(QStringLiteral("§7.6")), qPrintable(early.message));
        for (const QString &nation : demoNations)
            must(QStringLiteral("nation.edit"),
                 {{QStringLiteral("nation"), nation},
                  {QStringLiteral("armyList"), QStringLiteral("sample-river-kingdom")}});
        advanceTo(CampaignStep::StartOfTurn);
        expectRefusal(byHand, QStringLiteral("attendance not recorded for 4 players"));
        must(QStringLiteral("attendance.set"), absent);
        QVERIFY(findNation(db(), veyra)->npp);
        const ExecuteResult bad = m_runner->execute(
            QStringLiteral("attendance.set"), {{QStringLiteral("nation"), veyra},
                                               {QStringLiteral("present"), QStringLiteral("yes")}});
        QCOMPARE(bad.status, CommandStatus::BadArguments);
        attendAll(); // Veyra's player turns up after all: the row changes, no second one
        QVERIFY(!findNation(db(), veyra)->npp);
        QCOMPARE(count(QStringLiteral("SELECT COUNT(*) FROM attendance")), 4);
        // M-0 is Herald's own work now (supply, the absent players' rules): no hand needed.
        const ExecuteResult started = next();
        QVERIFY2(started.ok(), qPrintable(started.message));
        QCOMPARE(step(), CampaignStep::WriteOrders);
    }

    /// What the step waits for, read from the file: S-1 on an empty map has no land; with the
    /// demo map S-2 waits for the 4 nations' army lists, and only for what it waits for.
    void snapshot()
    {
        const Date mapStep{1, 0, CampaignStep::SetupMap};
        const StepSnapshot empty = loadStepSnapshot(db(), mapStep);
        QCOMPARE(empty.open.size(), std::size_t(1));
        QCOMPARE(empty.open.begin()->first, Awaited::MapProblems);
        must(QStringLiteral("map.importDemo"), {});
        QVERIFY(loadStepSnapshot(db(), mapStep).open.empty());
        QVERIFY(next().ok());
        const auto races = loadCampaignDate(db());
        QVERIFY(races);
        const StepSnapshot open = loadStepSnapshot(db(), *races);
        QCOMPARE(open.open.size(), std::size_t(1));
        QCOMPARE(open.open.at(Awaited::NationsWithoutRace).size(), 4);
        QCOMPARE(awaitedKey(Awaited::NationsWithoutRace), QStringLiteral("nationsWithoutRace"));
    }

    /// M-0 (§7.6): every nation listed with its attendance for the month, unrecorded as none.
    void attendanceRecords()
    {
        must(QStringLiteral("map.importDemo"), {});
        for (const QString &nation : demoNations)
            must(QStringLiteral("nation.edit"),
                 {{QStringLiteral("nation"), nation},
                  {QStringLiteral("armyList"), QStringLiteral("sample-river-kingdom")}});
        advanceTo(CampaignStep::StartOfTurn);
        must(QStringLiteral("attendance.set"),
             {{QStringLiteral("nation"), veyra}, {QStringLiteral("present"), false}});
        const std::vector<AttendanceRecord> records = loadAttendance(db(), 1, 1);
        QCOMPARE(records.size(), std::size_t(4));
        QCOMPARE(records.at(0).nation, veyra);
        QVERIFY(records.at(0).present.has_value() && !*records.at(0).present);
        QVERIFY(!records.at(1).present.has_value());
        QVERIFY(!loadAttendance(db(), 1, 2).at(0).present.has_value());
    }
};

QTEST_GUILESS_MAIN(TestCalendar)
#include "tst_calendar.moc"
