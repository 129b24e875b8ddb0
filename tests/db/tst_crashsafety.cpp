// A process killed in the middle of a command leaves the campaign either before or after
// that command, never between, and never unreadable (issue "Foundation").
#include "db/campaignfile.h"
#include "db/historylog.h"
#include "testcampaign.h"

#include <QJsonArray>
#include <QProcess>
#include <QRandomGenerator>
#include <QSqlQuery>

using namespace herald::db;

class TestCrashSafety : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void killedMidCommandLeavesAWholeCommand()
    {
        TestCampaign c;
        c.file.reset(); // the child owns the file while it runs
        QRandomGenerator delays(2024);
        int totalCommands = 0;
        for (int round = 0; round < 12; ++round) {
            QProcess child;
            child.start(QStringLiteral(CRASH_CHILD), {c.path});
            QVERIFY(child.waitForStarted());
            QVERIFY(child.waitForReadyRead(10000));
            QCOMPARE(child.readLine().trimmed(), QByteArray("ready"));
            QTest::qWait(int(delays.bounded(20, 120)));
            child.kill(); // SIGKILL: no destructor, no rollback, no checkpoint
            QVERIFY(child.waitForFinished());
            QCOMPARE(child.exitStatus(), QProcess::CrashExit);

            FileError error;
            auto file = CampaignFile::open(c.path, &error);
            QVERIFY2(file, qPrintable(error.message));
            const QSqlDatabase db = file->database();
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral("PRAGMA integrity_check")) && q.next());
            QCOMPARE(q.value(0).toString(), QStringLiteral("ok"));

            // Every die drawn belongs to a command that is in effect, and the setting holds
            // the value of the newest setting command in effect: no half-applied command.
            qint64 facesInEffect = 0;
            QJsonValue newestSetting(QJsonValue::Undefined);
            const HistoryLog log(db);
            for (const HistoryEntry &e : log.newestFirst(0, 1'000'000)) {
                if (e.undone)
                    continue;
                for (const QJsonValue &roll : e.rolls)
                    facesInEffect +=
                        roll.toObject().value(QStringLiteral("faces")).toArray().size();
                if (e.command == QLatin1String("campaign.setting") && newestSetting.isUndefined())
                    newestSetting = e.args.value(QStringLiteral("value"));
            }
            QVERIFY(q.exec(QStringLiteral("SELECT dice_draws FROM campaign")) && q.next());
            QCOMPARE(q.value(0).toLongLong(), facesInEffect);
            QVERIFY(q.exec(QStringLiteral("SELECT value FROM setting")));
            if (newestSetting.isUndefined()) {
                QVERIFY(!q.next());
            } else {
                QVERIFY(q.next());
                QCOMPARE(q.value(0).toString(), QString::number(newestSetting.toInt()));
            }
            totalCommands = log.count();
        }
        QVERIFY2(totalCommands > 20,
                 "the child ran too few commands for the test to mean anything");
    }
};

QTEST_GUILESS_MAIN(TestCrashSafety)
#include "tst_crashsafety.moc"
