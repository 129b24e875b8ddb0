// herald-cli calendar and attendance end to end (§3, §7.6): a script walks a small campaign
// from the set-up into month 1, with the steps Herald cannot do confirmed by hand; the date,
// the rosters the New Year opened and the history are checked against counts worked out by
// hand from the demo map (4 nations, no armies, no chaos land owned).
#include "../clirun.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

class TestCliCalendar : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_file;

    QJsonObject show()
    {
        const Run r = cli({"--json", "calendar", "show", m_file});
        if (r.exitCode != 0)
            qFatal("calendar show failed: %s", r.err.constData());
        return r.json();
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_file = m_dir.filePath(QStringLiteral("c.herald"));
        QCOMPARE(cli({"new", m_file}).exitCode, 0);
        QFile f(m_dir.filePath(QStringLiteral("setup.txt")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(HERALD_DEMO_NATIONS_SCRIPT);
        f.close();
        const Run r = cli({"run", m_file, f.fileName()});
        QVERIFY2(r.exitCode == 0, r.text().toUtf8().constData());
    }

    /// §3.0: S-1 with the map in place; nothing blocks it.
    void showsTheFirstStep()
    {
        const QJsonObject s = show();
        QCOMPARE(s.value(QStringLiteral("label")).toString(), QStringLiteral("S-1"));
        QCOMPARE(s.value(QStringLiteral("year")).toInt(), 1);
        QCOMPARE(s.value(QStringLiteral("month")).toInt(), 0);
        QCOMPARE(s.value(QStringLiteral("blockers")).toArray().size(), 0);
        const Run text = cli({"calendar", "show", m_file});
        QVERIFY2(text.out.contains("Next: Set-up, S-2 Races"), text.out.constData());
    }

    /// S-1 to month 1: 14 steps, S-4 and S-5 confirmed by hand (NY-2 and NY-4 find nothing for
    /// the referee on the demo map: no captive, no fallen nation, no centre due); NY-3 opens the 4
    /// rosters; the date ends at month 1, M-0, waiting for the 4 nations' attendance.
    void runsIntoMonthOne()
    {
        QFile f(m_dir.filePath(QStringLiteral("year.txt")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("calendar next\n"           // S-1 -> S-2
                "calendar next\n"           // S-2 -> S-3
                "calendar next\n"           // S-3 -> S-4
                "calendar next --by-hand\n" // S-4 -> S-5
                "calendar next --by-hand\n" // S-5 -> S-6
                "calendar next\n"           // S-6 -> NY-1
                "calendar next\n"           // NY-1 -> NY-2
                "calendar next --by-hand\n" // NY-2 -> NY-2a
                "calendar next\n"           // NY-2a -> NY-3
                "calendar next\n"           // NY-3 -> NY-4
                "calendar next --by-hand\n" // NY-4 -> NY-5
                "calendar next\n"           // NY-5 -> NY-6
                "calendar next\n"           // NY-6 -> NY-7
                "calendar next\n");         // NY-7 -> M-0, month 1
        f.close();
        const Run r = cli({"--json", "run", m_file, f.fileName()});
        QVERIFY2(r.exitCode == 0, r.text().toUtf8().constData());
        const QJsonObject s = show();
        QCOMPARE(s.value(QStringLiteral("step")).toString(), QStringLiteral("startOfTurn"));
        QCOMPARE(s.value(QStringLiteral("month")).toInt(), 1);
        const QJsonArray blockers = s.value(QStringLiteral("blockers")).toArray();
        QCOMPARE(blockers.size(), 1);
        QCOMPARE(blockers.at(0)[QStringLiteral("items")].toArray().size(), 4);

        const Run rosters = cli({"--json", "roster", "show", m_file, "Ash Riders"});
        QVERIFY2(rosters.exitCode == 0, rosters.text().toUtf8().constData());
        const Run history = cli({"history", m_file});
        QCOMPARE(history.outText().count(QStringLiteral("done by hand")), 2);

        // M-0 waits for attendance (exit 1, named); recorded, it needs the referee's hand
        const Run refused = cli({"calendar", "next", m_file});
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.text().contains(QStringLiteral("attendance not recorded for 4 players")),
                 refused.text().toUtf8().constData());
        const Run absent = cli({"--json", "attendance", m_file, "Ash Riders", "absent"});
        QCOMPARE(absent.exitCode, 0);
        for (const char *nation : {"Kingdom of Veyra", "Ironhold Clans", "Mirefolk Tribes"})
            QCOMPARE(cli({"attendance", m_file, nation, "present"}).exitCode, 0);
        const Run month = cli({"--json", "calendar", "next", m_file, "--by-hand"});
        QVERIFY2(month.exitCode == 0, month.text().toUtf8().constData());
        QCOMPARE(show().value(QStringLiteral("label")).toString(), QStringLiteral("M-1"));
        QCOMPARE(cli({"undo", m_file}).exitCode, 0);
        QCOMPARE(show().value(QStringLiteral("label")).toString(), QStringLiteral("M-0"));
    }

    /// Usage mistakes exit 2.
    void usage()
    {
        QCOMPARE(cli({"attendance", m_file, "Ash Riders", "maybe"}).exitCode, 2);
        QCOMPARE(cli({"calendar", "later", m_file}).exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(TestCliCalendar)
#include "tst_cli_calendar.moc"
