// The campaign file: creation, schema, and refusing anything that is not a campaign
// (issue "Foundation", DESIGN.md "The campaign file").
#include "db/campaignfile.h"
#include "db/migrations.h"
#include "db/sqlutil.h"
#include "testcampaign.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

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
        QTest::newRow("a folder") << "folder" << int(FileProblem::Unreadable) << "cannot be read";
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
        const QByteArray before = fileHash(path);
        FileError error;
        QVERIFY(!CampaignFile::open(path, &error));
        QCOMPARE(int(error.problem), problem);
        QVERIFY2(error.message.contains(messagePart, Qt::CaseInsensitive),
                 qPrintable(error.message));
        QCOMPARE(fileHash(path), before);
    }
};

QTEST_GUILESS_MAIN(TestCampaignFile)
#include "tst_campaignfile.moc"
