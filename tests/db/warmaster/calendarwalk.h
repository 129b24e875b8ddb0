#pragma once

// A demo campaign walked through the calendar by its commands, for the tests of the New Year
// and the month's end: the demo map (4 nations), every nation on the river kingdom sample
// list, attendance recorded present at each M-0, the steps Herald cannot do confirmed by hand.
#include "db/commandregistry.h"
#include "db/commandrunner.h"
#include "db/warmaster/calendarrepository.h"
#include "tabledump.h"
#include "testcampaign.h"

#include <QJsonArray>
#include <QSqlQuery>
#include <QTest>

#include <memory>

struct CalendarWalk
{
    static inline const QString veyra = QStringLiteral("Kingdom of Veyra");
    static inline const QString ironhold = QStringLiteral("Ironhold Clans");
    static inline const QStringList nations{veyra, ironhold, QStringLiteral("Mirefolk Tribes"),
                                            QStringLiteral("Ash Riders")};

    std::unique_ptr<TestCampaign> campaign = std::make_unique<TestCampaign>();
    std::unique_ptr<herald::db::CommandRunner> runner;

    /// The demo campaign at S-1, with `registry` (the standard commands, or those plus a test's).
    explicit CalendarWalk(
        const herald::db::CommandRegistry &registry = herald::db::standardCommands())
        : runner(std::make_unique<herald::db::CommandRunner>(*campaign->file, registry))
    {
        must(QStringLiteral("armylist.samples"), {});
        must(QStringLiteral("map.importDemo"), {});
        for (const QString &nation : nations)
            must(QStringLiteral("nation.edit"),
                 {{QStringLiteral("nation"), nation},
                  {QStringLiteral("armyList"), QStringLiteral("sample-river-kingdom")}});
    }

    [[nodiscard]] QSqlDatabase db() const { return campaign->file->database(); }
    herald::db::ExecuteResult run(const QString &command, const QJsonObject &args = {})
    {
        return runner->execute(command, args);
    }
    /// calendar.next, confirming the referee's hand work when `byHand`.
    herald::db::ExecuteResult next(bool byHand = false)
    {
        QJsonObject args;
        if (byHand)
            args.insert(QStringLiteral("confirmedByHand"), true);
        return run(QStringLiteral("calendar.next"), args);
    }
    /// Runs a command that must succeed; the test fails (QVERIFY2 in the caller's test
    /// function through QTest's failure state) when it does not.
    herald::db::ExecuteResult must(const QString &command, const QJsonObject &args = {})
    {
        const herald::db::ExecuteResult r = runner->execute(command, args);
        if (!r.ok())
            QTest::qFail(qPrintable(command + QStringLiteral(": ") + r.message), __FILE__,
                         __LINE__);
        return r;
    }
    [[nodiscard]] herald::warmaster::CampaignDate date() const
    {
        return herald::db::loadCampaignDate(db()).value_or(herald::warmaster::CampaignDate{});
    }
    void attend(const QString &nation, bool present)
    {
        must(QStringLiteral("attendance.set"),
             {{QStringLiteral("nation"), nation}, {QStringLiteral("present"), present}});
    }
    /// Moves on, by hand where needed, until the date's step is `target` (and, when given, the
    /// year and month). Nations not yet recorded at an M-0 are recorded present.
    bool advanceTo(herald::warmaster::CampaignStep target, int year = -1, int month = -1)
    {
        for (int guard = 0; guard < 400; ++guard) {
            const herald::warmaster::CampaignDate now = date();
            if (now.step == target && (year < 0 || now.year == year) &&
                (month < 0 || now.month == month))
                return true;
            if (now.step == herald::warmaster::CampaignStep::StartOfTurn)
                recordMissingAttendance();
            if (now.step == herald::warmaster::CampaignStep::WriteOrders)
                holdArmiesWithoutOrders(now);
            const herald::db::ExecuteResult r =
                run(QStringLiteral("calendar.next"), {{QStringLiteral("confirmedByHand"), true}});
            if (!r.ok()) {
                qWarning("calendar.next refused at %s: %s", qPrintable(now.toString()),
                         qPrintable(r.message));
                return false;
            }
        }
        return false;
    }
    /// M-1 (§4.1): every army without an order for this turn is told to hold; an army that
    /// takes no order (delayed, pre-engaged, absent player) is refused and left as it is.
    void holdArmiesWithoutOrders(const herald::warmaster::CampaignDate &now)
    {
        QSqlQuery q(db());
        q.prepare(QStringLiteral("SELECT id FROM army WHERE id NOT IN (SELECT army_id FROM "
                                 "army_order WHERE turn = ?)"));
        q.addBindValue((now.year - 1) * 12 + now.month);
        q.exec();
        QStringList armies;
        while (q.next())
            armies << q.value(0).toString();
        for (const QString &army : armies)
            run(QStringLiteral("orders.set"),
                {{QStringLiteral("army"), army}, {QStringLiteral("kind"), QStringLiteral("hold")}});
    }
    void recordMissingAttendance()
    {
        QSqlQuery q(db());
        q.prepare(QStringLiteral("SELECT name FROM nation WHERE id NOT IN (SELECT nation_id FROM "
                                 "attendance WHERE year = ? AND month = ?)"));
        q.addBindValue(date().year);
        q.addBindValue(date().month);
        q.exec();
        QStringList missing;
        while (q.next())
            missing << q.value(0).toString();
        for (const QString &nation : missing)
            attend(nation, true);
    }
    /// One value of a query, or an invalid QVariant.
    [[nodiscard]] QVariant value(const QString &sql) const
    {
        QSqlQuery q(db());
        return q.exec(sql) && q.next() ? q.value(0) : QVariant();
    }
    /// Fixture edits that no command makes (the map shaped for a case): must succeed.
    void sql(const QString &statement)
    {
        QSqlQuery q(db());
        if (!q.exec(statement))
            QTest::qFail(qPrintable(statement), __FILE__, __LINE__);
    }
};
