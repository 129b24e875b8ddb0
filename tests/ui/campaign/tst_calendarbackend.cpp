// The Campaign page's calendar back ends without the window (§3, §7.6): the status of the demo
// campaign, a step finished and undone, a stop-gap step that waits for the referee's word, a
// blocked step refused naming what blocks it, the lines of what Herald did, and attendance at
// M-0 recorded; the list models under QAbstractItemModelTester.
#include "app/gui/attendancemodel.h"
#include "app/gui/calendarform.h"
#include "app/gui/calendaryearmodel.h"
#include "app/services/democampaign.h"
#include "app/services/warmaster/calendarstatus.h"
#include "shellfixture.h"

#include <QAbstractItemModelTester>
#include <QJsonArray>
#include <QSignalSpy>
#include <QTest>

using herald::gui::AttendanceModel;
using herald::gui::CalendarForm;
using herald::gui::CalendarYearModel;
using herald::warmaster::CampaignStep;

class TestCalendarBackend : public QObject
{
    Q_OBJECT

private:
    herald::test::ShellFixture m_fixture;

    herald::gui::CampaignController &campaign() { return m_fixture.shell().campaign(); }
    [[nodiscard]] CampaignStep step()
    {
        return herald::app::campaignDate(campaign().service()).value().step;
    }

    /// A fresh copy of the demo campaign (S-1, four nations with their year-1 rosters), open.
    bool openDemo()
    {
        herald::db::FileError error;
        const QString demo = herald::app::ensureDemoCampaign(
            m_fixture.filePath(QString::fromLatin1(QTest::currentTestFunction())), &error);
        if (demo.isEmpty())
            qWarning() << error.message;
        return !demo.isEmpty() && campaign().openPath(demo);
    }

    /// A new campaign on the demo map whose four nations have an army list and no roster yet,
    /// so the New Year opens their rosters (NY-3) and no general waits to be placed (NY-7).
    bool openNewOnTheDemoMap()
    {
        if (!campaign().newCampaign(
                QUrl::fromLocalFile(m_fixture.filePath(
                    QString::fromLatin1(QTest::currentTestFunction()) + QStringLiteral(".herald"))),
                QStringLiteral("Calendar test")) ||
            !m_fixture.run(QStringLiteral("map.importDemo"), {}))
            return false;
        for (const char *nation :
             {"Kingdom of Veyra", "Ironhold Clans", "Mirefolk Tribes", "Ash Riders"}) {
            if (!m_fixture.run(
                    QStringLiteral("nation.edit"),
                    {{QStringLiteral("nation"), QString::fromLatin1(nation)},
                     {QStringLiteral("armyList"), QStringLiteral("sample-river-kingdom")}}))
                return false;
        }
        return true;
    }

    /// Finishes steps as the page's button does, confirming stop-gaps, until `target`.
    void walkTo(CalendarForm &form, CampaignStep target)
    {
        for (int guard = 0; guard < 40 && step() != target; ++guard) {
            QVERIFY2(form.canGoOn(), qPrintable(form.blockedReason()));
            if (form.needsConfirmation())
                form.confirmByHand();
            else
                form.next();
        }
        QCOMPARE(step(), target);
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_fixture.start(QStringLiteral("Calendar back ends"))); }
    void cleanupTestCase() { m_fixture.stop(); }

    /// §3.0: the demo stands at S-1 with nothing blocking it and no paper work; the service's
    /// JSON form is what `calendar show --json` prints.
    void statusOfTheDemo()
    {
        QVERIFY(openDemo());
        CalendarForm form;
        form.setCampaign(&campaign());
        QVERIFY(form.readable());
        QCOMPARE(form.stepKey(), QStringLiteral("setupMap"));
        QCOMPARE(form.stepLabel(), QStringLiteral("S-1"));
        QCOMPARE(form.stepName(), QStringLiteral("Map"));
        QCOMPARE(form.stepSection(), QStringLiteral("§3.0"));
        QVERIFY(!form.duty().isEmpty());
        QCOMPARE(form.dateText(), QStringLiteral("Set-up, S-1 Map"));
        QCOMPARE(form.nextDateText(), QStringLiteral("Set-up, S-2 Races"));
        QVERIFY(form.blockers().isEmpty());
        QVERIFY(form.canGoOn());
        QVERIFY(!form.needsConfirmation());
        QVERIFY(!form.takesAttendance());
        QVERIFY(form.finishedStep().isEmpty());

        const auto status = herald::app::calendarStatus(campaign().service());
        QVERIFY(status);
        const QJsonObject json = herald::app::calendarStatusJson(*status);
        QCOMPARE(json.value(QStringLiteral("label")).toString(), QStringLiteral("S-1"));
        QCOMPARE(json.value(QStringLiteral("year")).toInt(), 1);
        QCOMPARE(json.value(QStringLiteral("next")).toString(), form.nextDateText());
        QCOMPARE(json.value(QStringLiteral("waitsFor")).toArray(),
                 QJsonArray{QStringLiteral("mapProblems")});
        QCOMPARE(json.value(QStringLiteral("notReadable")).toArray(), QJsonArray());
    }

    /// §3: the button finishes the step, one command; undo takes the campaign back, and the
    /// lines of the step undone go with it.
    void nextStepAndUndo()
    {
        QVERIFY(openDemo());
        CalendarForm form;
        form.setCampaign(&campaign());
        QSignalSpy done(&form, &CalendarForm::done);
        QSignalSpy changed(&form, &CalendarForm::changed);
        const int history = campaign().historyCount();
        form.next();
        QCOMPARE(done.count(), 1);
        QVERIFY2(done.at(0).at(0).toString().startsWith(QStringLiteral("S-1 Map done")),
                 qPrintable(done.at(0).at(0).toString()));
        QCOMPARE(campaign().historyCount(), history + 1);
        QCOMPARE(form.stepLabel(), QStringLiteral("S-2"));
        QCOMPARE(form.finishedStep(), QStringLiteral("S-1 Map"));
        QVERIFY(!form.finishedByHand());
        QVERIFY(changed.count() > 0);

        campaign().undo();
        QCOMPARE(form.stepLabel(), QStringLiteral("S-1"));
        QVERIFY(form.finishedStep().isEmpty());
        campaign().redo();
        QCOMPARE(form.stepLabel(), QStringLiteral("S-2"));
        QVERIFY2(form.finishedStep().isEmpty(), "a redo is not a step finished here");
    }

    /// §3.0 S-4: Herald cannot deal POI cards, so the step asks the referee first and runs
    /// only when confirmed; the history says it was done by hand.
    void stopGapStepNeedsConfirmation()
    {
        QVERIFY(openDemo());
        CalendarForm form;
        form.setCampaign(&campaign());
        walkTo(form, CampaignStep::SetupPoi);
        QVERIFY(form.needsConfirmation());
        QVERIFY(form.byHand().contains(QStringLiteral("POI")));
        QSignalSpy asked(&form, &CalendarForm::confirmationNeeded);
        QSignalSpy commands(&campaign(), &herald::gui::CampaignController::commandDone);
        form.next();
        QCOMPARE(asked.count(), 1);
        QCOMPARE(asked.at(0).at(0).toString(), form.byHand());
        QCOMPARE(commands.count(), 0);
        QCOMPARE(step(), CampaignStep::SetupPoi);

        form.confirmByHand();
        QCOMPARE(commands.count(), 1);
        QCOMPARE(step(), CampaignStep::SetupLesserRaces);
        QVERIFY(form.finishedByHand());
        QCOMPARE(form.finishedStep(), QStringLiteral("S-4 Points of interest"));
        QVERIFY(campaign().latestSummary().contains(QStringLiteral("done by hand")));
    }

    /// §3.1 NY-1: the demo's four armies leave the map, one line each; NY-7: its generals are
    /// not placed yet, so the step is blocked, names every nation, and Next is refused without
    /// a command.
    void blockedStepIsRefusedWithItsBlocker()
    {
        QVERIFY(openDemo());
        CalendarForm form;
        form.setCampaign(&campaign());
        walkTo(form, CampaignStep::RemoveArmies);
        QSignalSpy finished(&form, &CalendarForm::stepFinished);
        form.next();
        QCOMPARE(finished.count(), 1);
        QCOMPARE(form.finishedStep(), QStringLiteral("NY-1 Remove old armies"));
        QCOMPARE(form.finishedLines().size(), 4);
        QVERIFY2(form.finishedLines().constFirst().contains(QStringLiteral("Host of the Crown")),
                 qPrintable(form.finishedLines().constFirst()));
        walkTo(form, CampaignStep::PlaceArmies);
        QCOMPARE(form.blockers().size(), 1);
        const QString blocker = form.blockers().constFirst();
        QVERIFY2(blocker.startsWith(QStringLiteral("NY-7 (")), qPrintable(blocker));
        for (const char *nation :
             {"Kingdom of Veyra", "Ironhold Clans", "Mirefolk Tribes", "Ash Riders"})
            QVERIFY2(blocker.contains(QString::fromLatin1(nation)), qPrintable(blocker));
        QVERIFY(!form.canGoOn());
        QVERIFY(form.blockedReason().contains(QStringLiteral("NY-7")));

        QSignalSpy error(&form, &CalendarForm::error);
        const int history = campaign().historyCount();
        form.next();
        QCOMPARE(error.count(), 1);
        QCOMPARE(error.at(0).at(0).toString(), form.blockedReason());
        QCOMPARE(campaign().historyCount(), history);
        // The command itself refuses the same way, naming the blocker.
        QVERIFY(!campaign().execute(QStringLiteral("calendar.next"),
                                    {{QStringLiteral("confirmedByHand"), true}}));
        QVERIFY2(campaign().lastError().contains(blocker), qPrintable(campaign().lastError()));
    }

    /// NY-2a (§2.7): the Ash Riders have lost their towns, so finishing the step finds a Last
    /// Stand for the referee to place on paper: the refusal becomes the step's stop-gap, asked
    /// for in the same way, and the confirmation finishes it.
    void handWorkFoundWhileTheStepRuns()
    {
        QVERIFY(openDemo());
        for (const char *hex : {"1810", "2011"})
            QVERIFY(m_fixture.run(QStringLiteral("area.set"),
                                  {{QStringLiteral("hex"), QString::fromLatin1(hex)},
                                   {QStringLiteral("centre"), QStringLiteral("village")}}));
        CalendarForm form;
        form.setCampaign(&campaign());
        walkTo(form, CampaignStep::PreTally);
        QVERIFY(!form.needsConfirmation());
        QSignalSpy asked(&form, &CalendarForm::confirmationNeeded);
        QSignalSpy error(&form, &CalendarForm::error);
        form.next();
        QCOMPARE(error.count(), 1);
        QCOMPARE(asked.count(), 1);
        QCOMPARE(step(), CampaignStep::PreTally);
        QVERIFY(form.needsConfirmation());
        QVERIFY2(form.byHand().contains(QStringLiteral("Last Stand")), qPrintable(form.byHand()));
        QCOMPARE(asked.at(0).at(0).toString(), form.byHand());
        form.confirmByHand();
        QCOMPARE(step(), CampaignStep::Tally);
        QVERIFY(form.finishedByHand());
        QVERIFY(!form.needsConfirmation());
    }

    /// NY-3 (§2.1-§2.3): the tallies are frozen by opening the rosters; the page keeps one line
    /// per roster opened.
    void linesOfWhatHeraldDid()
    {
        QVERIFY(openNewOnTheDemoMap());
        CalendarForm form;
        form.setCampaign(&campaign());
        walkTo(form, CampaignStep::Tally);
        form.next();
        QCOMPARE(step(), CampaignStep::Production);
        QCOMPARE(form.finishedStep(), QStringLiteral("NY-3 Tally population"));
        QCOMPARE(form.finishedLines().size(), 4);
        QVERIFY2(form.finishedLines().constFirst().contains(QStringLiteral("Kingdom of Veyra")),
                 qPrintable(form.finishedLines().constFirst()));
        // Another command leaves them; undoing the step takes them away.
        QVERIFY(m_fixture.run(QStringLiteral("dice.roll"),
                              {{QStringLiteral("expression"), QStringLiteral("d6")}}));
        QCOMPARE(form.finishedLines().size(), 4);
        campaign().undo();
        QCOMPARE(form.finishedLines().size(), 4);
        campaign().undo();
        QCOMPARE(step(), CampaignStep::Tally);
        QVERIFY(form.finishedLines().isEmpty());
    }

    /// M-0 (§7.6): the step waits for every nation's attendance; each is one command, shown in
    /// place in the model, and with all recorded the step asks for the paper work.
    void attendanceIsRecorded()
    {
        QVERIFY(openNewOnTheDemoMap());
        CalendarForm form;
        form.setCampaign(&campaign());
        AttendanceModel model;
        model.setCampaign(&campaign());
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0); // the set-up has no meetings
        walkTo(form, CampaignStep::StartOfTurn);
        QVERIFY(form.takesAttendance());
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(model.rowCount(model.index(0)), 0);
        QCOMPARE(form.blockers().size(), 1);
        QVERIFY2(form.blockers().constFirst().contains(QStringLiteral("4 players")),
                 qPrintable(form.blockers().constFirst()));

        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        QSignalSpy rowChanged(&model, &QAbstractItemModel::dataChanged);
        const QModelIndex ash = model.index(3);
        QCOMPARE(ash.data(AttendanceModel::NationRole).toString(), QStringLiteral("Ash Riders"));
        QVERIFY(!ash.data(AttendanceModel::RecordedRole).toBool());
        form.setAttendance(ash.data(AttendanceModel::NationIdRole).toLongLong(), false);
        QCOMPARE(reset.count(), 0);
        QCOMPARE(rowChanged.count(), 1);
        QVERIFY(ash.data(AttendanceModel::RecordedRole).toBool());
        QVERIFY(!ash.data(AttendanceModel::PresentRole).toBool());
        QVERIFY2(form.blockers().constFirst().contains(QStringLiteral("3 players")),
                 qPrintable(form.blockers().constFirst()));

        for (int row = 0; row < 3; ++row)
            form.setAttendance(model.index(row).data(AttendanceModel::NationIdRole).toLongLong(),
                               true);
        QVERIFY(form.blockers().isEmpty());
        // M-0 is Herald's own work (supply, the absent players' rules): no confirmation.
        QVERIFY(!form.needsConfirmation());
        form.next();
        QCOMPARE(step(), CampaignStep::WriteOrders);
        QVERIFY(!form.takesAttendance());
    }

    /// §3: the year's strip, part by part: the set-up only while it lasts, the step or month
    /// now marked current, what came before done.
    void yearStrip()
    {
        QVERIFY(openNewOnTheDemoMap());
        CalendarForm form;
        form.setCampaign(&campaign());
        CalendarYearModel setup;
        setup.setPart(CalendarYearModel::Setup);
        setup.setCampaign(&campaign());
        CalendarYearModel newYear;
        newYear.setCampaign(&campaign());
        CalendarYearModel months;
        months.setPart(CalendarYearModel::Months);
        months.setCampaign(&campaign());
        CalendarYearModel monthSteps;
        monthSteps.setPart(CalendarYearModel::MonthSteps);
        monthSteps.setCampaign(&campaign());
        QAbstractItemModelTester setupTester(
            &setup, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester newYearTester(
            &newYear, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester monthsTester(
            &months, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester stepsTester(
            &monthSteps, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const auto progress = [](const CalendarYearModel &model, int row) {
            return model.index(row).data(CalendarYearModel::ProgressRole).toInt();
        };

        QCOMPARE(setup.rowCount(), 6);
        QCOMPARE(setup.index(0).data(CalendarYearModel::LabelRole).toString(),
                 QStringLiteral("S-1"));
        QCOMPARE(progress(setup, 0), int(CalendarYearModel::Current));
        QCOMPARE(progress(setup, 1), int(CalendarYearModel::Coming));
        QCOMPARE(newYear.rowCount(), 8);
        QCOMPARE(newYear.index(2).data(CalendarYearModel::LabelRole).toString(),
                 QStringLiteral("NY-2a"));
        QCOMPARE(progress(newYear, 0), int(CalendarYearModel::Coming));
        QCOMPARE(months.rowCount(), 12);
        QCOMPARE(months.index(11).data(CalendarYearModel::NameRole).toString(),
                 QStringLiteral("Month 12"));
        QCOMPARE(monthSteps.rowCount(), 9);
        QCOMPARE(monthSteps.index(2).data(CalendarYearModel::LabelRole).toString(),
                 QStringLiteral("M-2A"));

        walkTo(form, CampaignStep::Tally);
        QCOMPARE(setup.rowCount(), 0);
        QCOMPARE(progress(newYear, 2), int(CalendarYearModel::Done));
        QCOMPARE(progress(newYear, 3), int(CalendarYearModel::Current));
        QCOMPARE(progress(months, 0), int(CalendarYearModel::Coming));

        QSignalSpy reset(&months, &QAbstractItemModel::modelReset);
        walkTo(form, CampaignStep::StartOfTurn);
        QCOMPARE(reset.count(), 0); // the months change in place
        QCOMPARE(progress(newYear, 7), int(CalendarYearModel::Done));
        QCOMPARE(progress(months, 0), int(CalendarYearModel::Current));
        QCOMPARE(progress(months, 1), int(CalendarYearModel::Coming));
        QCOMPARE(progress(monthSteps, 0), int(CalendarYearModel::Current));
    }
};

QTEST_MAIN(TestCalendarBackend)
#include "tst_calendarbackend.moc"
