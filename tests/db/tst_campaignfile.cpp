// The campaign file: creation, schema, and refusing anything that is not a campaign
// (issue "Foundation", DESIGN.md "The campaign file").
#include "db/campaignfile.h"
#include "db/migrations.h"
#include "db/sqlutil.h"
#include "testcampaign.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <latch>
#include <thread>

#include <sys/stat.h>
#include <unistd.h>

using namespace herald::db;

namespace {

QByteArray fileHash(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

/// An SQLite database another program could have written, with its own tables.
void writeForeignDatabase(const QString &path, int applicationId, int userVersion)
{
    {
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("foreign"));
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(q.exec(QStringLiteral("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)")));
        QVERIFY(q.exec(QStringLiteral("INSERT INTO notes (body) VALUES ('hello')")));
        QVERIFY(q.exec(QStringLiteral("PRAGMA application_id = %1").arg(applicationId)));
        QVERIFY(q.exec(QStringLiteral("PRAGMA user_version = %1").arg(userVersion)));
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("foreign"));
}

/// A campaign whose `object` (a table or an index) has random bytes over its root page.
QByteArray campaignWithDamagedPage(const QString &object)
{
    TestCampaign source;
    QSqlQuery q(source.file->database());
    for (int i = 0; i < 40; ++i)
        q.exec(QStringLiteral("INSERT INTO history (command, args, dice, year, month, summary, "
                              "recorded_utc) VALUES ('dice.roll', '{}', '[]', 1, 0, 'roll %1', "
                              "'2026-01-01')")
                   .arg(i));
    q.exec(QStringLiteral("SELECT rootpage FROM sqlite_schema WHERE name = '%1'").arg(object));
    q.next();
    const int page = q.value(0).toInt();
    const int pageSize = pragmaInt(source.file->database(), QStringLiteral("page_size"));
    q.exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)"));
    source.file.reset();
    QFile f(source.path);
    f.open(QIODevice::ReadOnly);
    QByteArray bytes = f.readAll();
    QRandomGenerator random(23);
    for (int i = 0; i < pageSize; ++i)
        bytes[qsizetype(page - 1) * pageSize + i] = char(random.bounded(256));
    return bytes;
}

} // namespace

class TestCampaignFile : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void createdFileHasTheDocumentedPragmas()
    {
        TestCampaign c;
        const QSqlDatabase db = c.file->database();
        QCOMPARE(pragmaInt(db, QStringLiteral("application_id")), CampaignFile::ApplicationId);
        QCOMPARE(pragmaInt(db, QStringLiteral("user_version")), currentSchemaVersion());
        QCOMPARE(pragmaInt(db, QStringLiteral("foreign_keys")), 1);
        QSqlQuery q(db);
        QVERIFY(q.exec(QStringLiteral("PRAGMA journal_mode")) && q.next());
        QCOMPARE(q.value(0).toString(), QStringLiteral("wal"));
    }

    void everyTableHasAPrimaryKey()
    {
        TestCampaign c;
        QSqlQuery tables(c.file->database());
        QVERIFY(tables.exec(QStringLiteral("SELECT name FROM sqlite_schema WHERE type = 'table' "
                                           "AND name NOT LIKE 'sqlite_%'")));
        int checked = 0;
        while (tables.next()) {
            const QString table = tables.value(0).toString();
            QSqlQuery columns(c.file->database());
            QVERIFY(columns.exec(
                QStringLiteral("SELECT count(*) FROM pragma_table_info('%1') WHERE pk > 0")
                    .arg(table)));
            QVERIFY(columns.next());
            QVERIFY2(columns.value(0).toInt() > 0,
                     qPrintable(table + QStringLiteral(" has no primary key")));
            ++checked;
        }
        QVERIFY(checked >= 3);
    }

    void createRefusesAnExistingFile()
    {
        TestCampaign c;
        c.file.reset();
        const QByteArray before = fileHash(c.path);
        FileError error;
        QVERIFY(!CampaignFile::create(c.path, {QStringLiteral("Again")}, &error));
        QCOMPARE(error.problem, FileProblem::AlreadyExists);
        QVERIFY(error.message.contains(c.path));
        QCOMPARE(fileHash(c.path), before);
    }

    // File > New over an existing file, after the person agreed: the new campaign takes the
    // old one's place in one step; a failing build leaves the old file exactly as it was.
    void createReplacesAnExistingFileOnlyWhenWhole()
    {
        TestCampaign c;
        c.file.reset();
        const QByteArray before = fileHash(c.path);
        FileError error;
        const auto failingBuild = [](CampaignFile &) {
            return FileError{FileProblem::Storage, QStringLiteral("the shipped content failed")};
        };
        QVERIFY(!CampaignFile::create(c.path, {QStringLiteral("Broken")}, &error, failingBuild,
                                      ExistingFile::Replace));
        QCOMPARE(fileHash(c.path), before);
        QCOMPARE(QDir(QFileInfo(c.path).absolutePath())
                     .entryList(QDir::Files | QDir::Hidden)
                     .filter(QStringLiteral(".partial")),
                 QStringList());

        auto replaced = CampaignFile::create(c.path, {QStringLiteral("Fresh")}, &error, {},
                                             ExistingFile::Replace);
        QVERIFY2(replaced, qPrintable(error.message));
        QSqlQuery q(replaced->database());
        QVERIFY(q.exec(QStringLiteral("SELECT name FROM campaign")) && q.next());
        QCOMPARE(q.value(0).toString(), QStringLiteral("Fresh"));
    }

    void reopensWhatItCreated()
    {
        TestCampaign c;
        c.reopen();
        QSqlQuery q(c.file->database());
        QVERIFY(q.exec(QStringLiteral("SELECT name FROM campaign")) && q.next());
        QCOMPARE(q.value(0).toString(), QStringLiteral("Test"));
    }

    // Each kind of non-campaign is refused with a message naming the problem, and the file is
    // left byte for byte as it was.
    void refusesWhatIsNotACampaign_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<int>("problem");
        QTest::addColumn<QString>("messagePart");
        QTest::newRow("a text file") << "text" << int(FileProblem::NotSqlite) << "not a database";
        QTest::newRow("an empty file")
            << "empty" << int(FileProblem::NotSqlite) << "not a database";
        QTest::newRow("another program's SQLite database")
            << "foreign" << int(FileProblem::ForeignDatabase) << "not a Herald campaign";
        QTest::newRow("a campaign from a newer Herald")
            << "newer" << int(FileProblem::NewerVersion) << "newer Herald";
        QTest::newRow("a campaign cut off mid-copy")
            << "truncated" << int(FileProblem::Truncated) << "shorter than";
        QTest::newRow("a campaign with a page cut in half")
            << "halfpage" << int(FileProblem::Truncated) << "shorter than";
        QTest::newRow("a campaign with a scrambled schema page")
            << "scrambled" << int(FileProblem::Corrupt) << "damaged";
        QTest::newRow("nothing at the path")
            << "missing" << int(FileProblem::NotFound) << "no file";
        QTest::newRow("a folder") << "folder" << int(FileProblem::NotRegularFile) << "folder";
        QTest::newRow("a named pipe (must not hang)")
            << "pipe" << int(FileProblem::NotRegularFile) << "named pipe";
        QTest::newRow("a campaign with random bytes over an index page")
            << "index" << int(FileProblem::Corrupt) << "damaged";
        QTest::newRow("a campaign with random bytes over a history page")
            << "table" << int(FileProblem::Corrupt) << "damaged";
    }
    void refusesWhatIsNotACampaign()
    {
        QFETCH(QString, kind);
        QFETCH(int, problem);
        QFETCH(QString, messagePart);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("subject.herald"));
        if (kind == QLatin1String("text")) {
            writeFile(path, "Year 1: the orcs march on Kelvin.\n");
        } else if (kind == QLatin1String("empty")) {
            writeFile(path, {});
        } else if (kind == QLatin1String("foreign")) {
            writeForeignDatabase(path, 0, 0);
        } else if (kind == QLatin1String("newer")) {
            writeForeignDatabase(path, CampaignFile::ApplicationId, currentSchemaVersion() + 1);
        } else if (kind == QLatin1String("folder")) {
            QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("subject.herald")));
        } else if (kind == QLatin1String("pipe")) {
            QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
        } else if (kind == QLatin1String("index") || kind == QLatin1String("table")) {
            writeFile(path, campaignWithDamagedPage(kind == QLatin1String("index")
                                                        ? QStringLiteral("history_by_state")
                                                        : QStringLiteral("history")));
        } else if (kind != QLatin1String("missing")) {
            {
                TestCampaign source;
                for (int i = 0; i < 200; ++i) // enough rows for several pages
                    QVERIFY(QSqlQuery(source.file->database())
                                .exec(QStringLiteral("INSERT INTO setting VALUES ('k%1', '%2')")
                                          .arg(i)
                                          .arg(QString(200, QLatin1Char('x')))));
                QVERIFY(QSqlQuery(source.file->database())
                            .exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)")));
                source.file.reset();
                QFile f(source.path);
                QVERIFY(f.open(QIODevice::ReadOnly));
                QByteArray bytes = f.readAll();
                if (kind == QLatin1String("truncated"))
                    bytes.truncate(bytes.size() / 2 - (bytes.size() / 2) % 4096);
                else if (kind == QLatin1String("halfpage"))
                    bytes.truncate(bytes.size() - 2048);
                else // scramble the schema page past its header
                    for (int i = 100; i < 4096; ++i)
                        bytes[i] = char(i * 7);
                writeFile(path, bytes);
            }
        }
        const QByteArray before = kind == QLatin1String("pipe") ? QByteArray() : fileHash(path);
        FileError error;
        QVERIFY(!CampaignFile::open(path, &error));
        QCOMPARE(int(error.problem), problem);
        QVERIFY2(error.message.contains(messagePart, Qt::CaseInsensitive),
                 qPrintable(error.message));
        if (kind != QLatin1String("missing"))
            QVERIFY2(error.message.contains(path), qPrintable(error.message));
        if (kind != QLatin1String("pipe"))
            QCOMPARE(fileHash(path), before);
        // A refusal makes nothing beside the file either.
        QCOMPARE(
            QDir(dir.path())
                .entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System),
            kind == QLatin1String("missing") ? QStringList()
                                             : QStringList{QStringLiteral("subject.herald")});
    }

    // A kill during the checkpoint at close leaves the main file shorter than its header says
    // while the write-ahead log beside it holds every page: SQLite recovers that, so Herald
    // must open it (issue 23: 88 of 175 kills were refused as "cut off while being copied").
    void opensAFileWhoseCheckpointWasCutOff()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("cut.herald"));
        TestCampaign c;
        QSqlQuery q(c.file->database());
        QVERIFY(q.exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)")));
        QVERIFY(q.exec(QStringLiteral("PRAGMA wal_autocheckpoint = 0")));
        const qint64 before = QFileInfo(c.path).size();
        for (int i = 0; i < 300; ++i)
            QVERIFY(q.exec(QStringLiteral("INSERT INTO setting VALUES ('k%1', '%2')")
                               .arg(QString::number(i), QString(300, QLatin1Char('x')))));
        QVERIFY(QFile::copy(c.path + QStringLiteral("-wal"), path + QStringLiteral("-wal")));
        QVERIFY(q.exec(QStringLiteral("PRAGMA wal_checkpoint(PASSIVE)")));
        QFile grown(c.path);
        QVERIFY(grown.open(QIODevice::ReadOnly));
        const QByteArray bytes = grown.readAll();
        QVERIFY(bytes.size() > before);
        writeFile(path, bytes.left(before)); // page 1 written, the file not yet extended

        FileError error;
        auto file = CampaignFile::open(path, &error);
        QVERIFY2(file, qPrintable(error.message));
        QSqlQuery check(file->database());
        QVERIFY(check.exec(QStringLiteral("SELECT count(*) FROM setting WHERE key LIKE 'k%'")) &&
                check.next());
        QCOMPARE(check.value(0).toInt(), 300);
    }

    // A file Herald may not write opens read-only, says why, and refuses every change.
    void aWriteProtectedFileOpensReadOnly()
    {
        if (::geteuid() == 0)
            QSKIP("root may write any file; tst_cli_files runs herald-cli as another user");
        TestCampaign c;
        c.file.reset();
        QVERIFY(QFile::setPermissions(c.path, QFileDevice::ReadOwner));
        FileError error;
        auto file = CampaignFile::open(c.path, &error);
        QVERIFY2(file, qPrintable(error.message));
        QVERIFY(file->isReadOnly());
        QVERIFY(file->readOnlyReason().contains(QStringLiteral("write-protected")));
    }

    // Two Heralds making one new file at once: one wins, the other is told the file exists
    // (and never reads a half-made file as "upgrading failed").
    void twoCreatesOnOnePathOneWins()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("race.herald"));
        std::latch bothBuilding(2);
        const auto wait = [&](CampaignFile &) {
            bothBuilding.arrive_and_wait();
            return FileError{};
        };
        FileError first, second;
        std::thread a([&] { CampaignFile::create(path, {QStringLiteral("A")}, &first, wait); });
        std::thread b([&] { CampaignFile::create(path, {QStringLiteral("B")}, &second, wait); });
        a.join();
        b.join();
        QCOMPARE(int(first.ok()) + int(second.ok()), 1);
        const FileError &loser = first.ok() ? second : first;
        QCOMPARE(loser.problem, FileProblem::AlreadyExists);
        QVERIFY(loser.message.contains(QStringLiteral("already exists")));
        // Nothing but the winner is left in the folder.
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
                 QStringList{QStringLiteral("race.herald")});
    }

    // A new campaign is built beside its target and renamed into place when whole: a failing
    // build leaves nothing at all.
    void aFailedCreateLeavesNothing()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("failed.herald"));
        FileError error;
        QVERIFY(!CampaignFile::create(path, {QStringLiteral("F")}, &error, [](CampaignFile &) {
            return FileError{FileProblem::Storage, QStringLiteral("the shipped content failed")};
        }));
        QCOMPARE(error.message, QStringLiteral("the shipped content failed"));
        QVERIFY(QDir(dir.path()).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCampaignFile)
#include "tst_campaignfile.moc"
