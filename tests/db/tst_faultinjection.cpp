// Crash and I/O-error injection, the way SQLite tests itself (issue 23): for a representative
// set of commands, undo, redo, a new campaign and an import, a child process is killed, or
// sees an I/O error, at every single write or sync the operation makes (the Nth, for every N
// of a clean run). Afterwards the campaign must open, pass SQLite's integrity_check, and be
// exactly as before the operation or exactly as after it; a new file is either absent or
// whole; nothing is left in the temporary folder.
#include "db/campaignfile.h"
#include "db/commandregistry.h"
#include "db/commandrunner.h"
#include "tabledump.h"

#include <QDir>
#include <QElapsedTimer>
#include <QProcess>
#include <QRegularExpression>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace herald::db;

namespace {

using Dump = QMap<QString, QStringList>;

/// Every table, the history's entries and their undone marks included; the creation time of a
/// new campaign masked, since two clean runs make it at different moments.
Dump dumpCampaign(const QString &path, QString *problem)
{
    FileError error;
    auto file = CampaignFile::open(path, &error);
    if (!file) {
        *problem = error.message;
        return {};
    }
    QSqlQuery q(file->database());
    if (!q.exec(QStringLiteral("PRAGMA integrity_check")) || !q.next() ||
        q.value(0).toString() != QLatin1String("ok")) {
        *problem = QStringLiteral("integrity_check: ") + q.value(0).toString();
        return {};
    }
    Dump dump = dumpTables(file->database());
    QStringList history;
    q.exec(QStringLiteral("SELECT id, command, undone, summary FROM history ORDER BY id"));
    while (q.next())
        history << QStringLiteral("%1|%2|%3|%4")
                       .arg(q.value(0).toString(), q.value(1).toString(), q.value(2).toString(),
                            q.value(3).toString());
    dump.insert(QStringLiteral("history"), history);
    QStringList &campaign = dump[QStringLiteral("campaign")];
    for (QString &row : campaign)
        row.replace(QRegularExpression(QStringLiteral("\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z?")),
                    QStringLiteral("<time>"));
    return dump;
}

struct ChildRun
{
    bool killed = false;
    int writes = -1;
    bool ok = false;
};

ChildRun runChild(const QStringList &arguments, const QString &tmp)
{
    QProcess child;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("TMPDIR"), tmp);
    child.setProcessEnvironment(env);
    child.start(QStringLiteral(FAULT_CHILD), arguments);
    ChildRun run;
    if (!child.waitForFinished(30000))
        return run;
    run.killed = child.exitStatus() == QProcess::CrashExit;
    const QByteArray out = child.readAllStandardOutput().trimmed();
    if (const auto match = QRegularExpression(QStringLiteral("^writes=(\\d+) ok=([01])$"))
                               .match(QString::fromLatin1(out));
        match.hasMatch()) {
        run.writes = match.captured(1).toInt();
        run.ok = match.captured(2) == QLatin1String("1");
    }
    return run;
}

} // namespace

class TestFaultInjection : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_base; ///< a campaign with a history, the last command undone (so redo has one)
    QElapsedTimer m_clock;

private Q_SLOTS:
    void initTestCase()
    {
        m_clock.start();
        m_base = m_dir.filePath(QStringLiteral("base.herald"));
        FileError error;
        auto file = CampaignFile::create(m_base, {QStringLiteral("Base")}, &error);
        QVERIFY2(file, qPrintable(error.message));
        CommandRunner runner(*file, standardCommands());
        QVERIFY(runner
                    .execute(QStringLiteral("player.add"),
                             {{QStringLiteral("name"), QStringLiteral("Ann")}})
                    .ok());
        QVERIFY(runner
                    .execute(QStringLiteral("dice.roll"),
                             {{QStringLiteral("expression"), QStringLiteral("3d6")}})
                    .ok());
        QVERIFY(runner
                    .execute(QStringLiteral("diplomacy.new"),
                             {{QStringLiteral("name"), QStringLiteral("Base game")},
                              {QStringLiteral("variant"), QStringLiteral("standard")}})
                    .ok());
        QVERIFY(runner
                    .execute(QStringLiteral("campaign.rename"),
                             {{QStringLiteral("name"), QStringLiteral("Base two")}})
                    .ok());
        QVERIFY(runner.undo().ok());
    }

    void everyWriteOfAnOperation_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::newRow("campaign.rename") << "rename";
        QTest::newRow("dice.roll of 20 dice") << "roll";
        QTest::newRow("player.add") << "player";
        QTest::newRow("diplomacy.new (a whole Downfall board)") << "diplomacy";
        QTest::newRow("undo of diplomacy.new") << "undo";
        QTest::newRow("redo of campaign.rename") << "redo";
        QTest::newRow("a new campaign") << "new";
        QTest::newRow("an import") << "import";
    }

    void everyWriteOfAnOperation()
    {
        QFETCH(QString, scenario);
        const bool makesFile =
            scenario == QLatin1String("new") || scenario == QLatin1String("import");
        QString problem;
        const Dump before = makesFile ? Dump() : dumpCampaign(m_base, &problem);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));

        // A clean run: how many writes and syncs the operation makes, and the state after it.
        QTemporaryDir clean;
        const QString cleanFile = clean.filePath(QStringLiteral("c.herald"));
        const QString cleanTarget = clean.filePath(QStringLiteral("new.herald"));
        QVERIFY(QFile::copy(m_base, cleanFile));
        const ChildRun counted = runChild(
            {scenario, cleanFile, cleanTarget, QStringLiteral("0"), QStringLiteral("kill")},
            clean.path());
        QVERIFY2(counted.ok && counted.writes > 0, "the clean run did not finish");
        const Dump after = dumpCampaign(makesFile ? cleanTarget : cleanFile, &problem);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QVERIFY(before != after);

        int kills = 0, failures = 0;
        for (const QString &fault : {QStringLiteral("kill"), QStringLiteral("ioerror")}) {
            for (int n = 1; n <= counted.writes; ++n) {
                QTemporaryDir run;
                const QString tmp = run.filePath(QStringLiteral("tmp"));
                QVERIFY(QDir().mkpath(tmp));
                const QString file = run.filePath(QStringLiteral("c.herald"));
                const QString target = run.filePath(QStringLiteral("new.herald"));
                QVERIFY(QFile::copy(m_base, file));
                const ChildRun r =
                    runChild({scenario, file, target, QString::number(n), fault}, tmp);
                const QString where =
                    QStringLiteral("%1 at write %2 of %3")
                        .arg(fault, QString::number(n), QString::number(counted.writes));
                if (fault == QLatin1String("kill")) {
                    QVERIFY2(r.killed, qPrintable(where + QStringLiteral(": not killed")));
                    ++kills;
                } else {
                    QVERIFY2(!r.killed && r.writes >= 0,
                             qPrintable(where + QStringLiteral(": the child crashed")));
                    ++failures;
                }
                QVERIFY2(
                    QDir(tmp).isEmpty(),
                    qPrintable(where + QStringLiteral(": files left in the temporary folder")));
                if (makesFile) {
                    if (!QFile::exists(target))
                        continue; // before: nothing at the target
                    const Dump made = dumpCampaign(target, &problem);
                    QVERIFY2(problem.isEmpty(), qPrintable(where + QStringLiteral(": ") + problem));
                    QVERIFY2(made == after, qPrintable(where + QStringLiteral(": half a file")));
                } else {
                    const Dump state = dumpCampaign(file, &problem);
                    QVERIFY2(problem.isEmpty(), qPrintable(where + QStringLiteral(": ") + problem));
                    QVERIFY2(state == before || state == after,
                             qPrintable(where + QStringLiteral(": neither before nor after")));
                    // An operation that said it failed changed nothing.
                    if (fault == QLatin1String("ioerror") && !r.ok)
                        QVERIFY2(state == before,
                                 qPrintable(where + QStringLiteral(": failed, yet changed")));
                }
            }
        }
        QCOMPARE(kills, counted.writes);
        QCOMPARE(failures, counted.writes);
        qInfo("%s: %d writes and syncs, each killed and each failed", qPrintable(scenario),
              counted.writes);
    }

    void cleanupTestCase() { qInfo("all faults injected in %lld ms", m_clock.elapsed()); }
};

QTEST_GUILESS_MAIN(TestFaultInjection)
#include "tst_faultinjection.moc"
