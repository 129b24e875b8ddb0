// herald-cli and campaign files it must refuse or treat with care (issue 23): every refusal
// names the file and the cause with exit code 3, a write-protected campaign opens read-only
// and refuses every writing verb, and `new` never leaves half a file.
#include "clirun.h"

#include <QDir>
#include <QFile>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <unistd.h>

namespace {

/// The user "nobody": root may write any file, so a read-only test drops to another user.
constexpr uid_t Nobody = 65534;

/// herald-cli run as a user who may not write the campaign (ourselves when not root). That user
/// may not reach the build folder (a clone under /root), so it runs a copy of herald-cli kept in
/// `folder`, which everybody may read.
Run cliWithoutWriteAccess(const QString &folder, const QStringList &args)
{
    QString program = QStringLiteral(HERALD_CLI);
    QProcess p;
    if (::geteuid() == 0) {
        program = folder + QStringLiteral("/herald-cli");
        if (!QFile::exists(program))
            QFile::copy(QStringLiteral(HERALD_CLI), program);
        QFile::setPermissions(program, QFileDevice::ReadOwner | QFileDevice::ExeOwner |
                                           QFileDevice::ReadOther | QFileDevice::ExeOther);
        p.setChildProcessModifier([] {
            if (::setgid(Nobody) != 0 || ::setuid(Nobody) != 0)
                ::_exit(99);
        });
    }
    p.start(program, args);
    p.waitForFinished(30000);
    return {p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
}

} // namespace

class TestCliFiles : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString path(const QString &name) const { return m_dir.filePath(name); }

private Q_SLOTS:
    void refusalsNameTheFileAndTheCause_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("cause");
        QTest::newRow("a folder") << "folder"
                                  << "is a folder";
        QTest::newRow("a named pipe") << "pipe"
                                      << "named pipe";
        QTest::newRow("nothing there") << "missing"
                                       << "There is no file";
        QTest::newRow("a text file") << "text"
                                     << "not a database";
    }
    void refusalsNameTheFileAndTheCause()
    {
        QFETCH(QString, kind);
        QFETCH(QString, cause);
        const QString file = path(kind + QStringLiteral(".herald"));
        if (kind == QLatin1String("folder"))
            QVERIFY(QDir().mkpath(file));
        else if (kind == QLatin1String("pipe"))
            QCOMPARE(::mkfifo(QFile::encodeName(file).constData(), 0600), 0);
        else if (kind == QLatin1String("text")) {
            QFile f(file);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("orders for the spring\n");
        }
        const Run r = cli({QStringLiteral("info"), file});
        QCOMPARE(r.exitCode, 3);
        QVERIFY2(r.err.contains(file.toUtf8()), r.err.constData());
        QVERIFY2(r.err.contains(cause.toUtf8()), r.err.constData());
        QVERIFY(!QFile::exists(file + QStringLiteral("-wal")));
        QVERIFY(!QFile::exists(file + QStringLiteral("-shm")));
    }

    void aWriteProtectedCampaignOpensReadOnly()
    {
        QTemporaryDir tools; // herald-cli's copy, readable by everybody
        QVERIFY(QFile::setPermissions(
            tools.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner |
                              QFileDevice::ReadOther | QFileDevice::ExeOther));
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("locked.herald"));
        QCOMPARE(
            cli({QStringLiteral("new"), file, QStringLiteral("--name"), QStringLiteral("Locked")})
                .exitCode,
            0);
        // Readable by everyone, writable by nobody: neither the file nor its folder.
        QVERIFY(QFile::setPermissions(file, QFileDevice::ReadOwner | QFileDevice::ReadGroup |
                                                QFileDevice::ReadOther));
        QVERIFY(QFile::setPermissions(dir.path(), QFileDevice::ReadOwner | QFileDevice::ExeOwner |
                                                      QFileDevice::ReadOther |
                                                      QFileDevice::ExeOther));
        const QByteArray before = [&] {
            QFile f(file);
            f.open(QIODevice::ReadOnly);
            return f.readAll();
        }();

        const Run info = cliWithoutWriteAccess(
            tools.path(), {QStringLiteral("--json"), QStringLiteral("info"), file});
        QCOMPARE(info.exitCode, 0);
        QCOMPARE(info.json().value(QStringLiteral("name")).toString(), QStringLiteral("Locked"));
        QVERIFY(info.json().value(QStringLiteral("readOnly")).toBool());
        QVERIFY(!info.json().value(QStringLiteral("readOnlyReason")).toString().isEmpty());

        for (const QStringList &verb :
             {QStringList{QStringLiteral("roll"), file, QStringLiteral("2d6")},
              QStringList{QStringLiteral("do"), file, QStringLiteral("campaign.rename"),
                          QStringLiteral("{\"name\": \"Other\"}")},
              QStringList{QStringLiteral("undo"), file}}) {
            const Run r = cliWithoutWriteAccess(tools.path(), verb);
            QCOMPARE(r.exitCode, 3);
            QVERIFY2(r.err.contains("read-only"), r.err.constData());
            QVERIFY2(r.err.contains(file.toUtf8()), r.err.constData());
        }
        const Run exported = cliWithoutWriteAccess(
            tools.path(), {QStringLiteral("export"), file, QStringLiteral("-")});
        QCOMPARE(exported.exitCode, 0);
        QVERIFY(exported.out.contains("\"Locked\""));

        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), before);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
                 QStringList{QStringLiteral("locked.herald")});
        QVERIFY(QFile::setPermissions(dir.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                                      QFileDevice::ExeOwner));
    }

    // Two `new` on one path at the same moment: one makes the campaign, the other says the
    // file exists (issue 23: the loser read a false "upgrading failed").
    void twoNewOnOnePath()
    {
        const QString file = path(QStringLiteral("race.herald"));
        QProcess a, b;
        a.start(QStringLiteral(HERALD_CLI), {QStringLiteral("new"), file});
        b.start(QStringLiteral(HERALD_CLI), {QStringLiteral("new"), file});
        QVERIFY(a.waitForFinished(30000) && b.waitForFinished(30000));
        QCOMPARE(a.exitCode() + b.exitCode(), 3);
        const QByteArray loser = a.exitCode() ? a.readAllStandardError() : b.readAllStandardError();
        QVERIFY2(loser.contains("already exists"), loser.constData());
        QCOMPARE(cli({QStringLiteral("info"), file}).exitCode, 0);
    }
};

QTEST_GUILESS_MAIN(TestCliFiles)
#include "tst_cli_files.moc"
