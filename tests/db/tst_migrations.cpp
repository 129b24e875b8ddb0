// Schema migrations (DESIGN.md "The campaign file"): a campaign written at every earlier
// schema version opens, is upgraded to the current one in place, keeps its data, and leaves a
// backup copy of the old file.
#include "db/campaignfile.h"
#include "db/migrations.h"
#include "db/sqlutil.h"

#include <QFile>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace herald::db;

class TestMigrations : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyOlderVersionUpgrades_data()
    {
        QTest::addColumn<int>("from");
        for (int version = 1; version < currentSchemaVersion(); ++version)
            QTest::newRow(qPrintable(QStringLiteral("from schema %1").arg(version))) << version;
    }
    void everyOlderVersionUpgrades()
    {
        QFETCH(int, from);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("old.herald"));
        {
            QSqlDatabase db =
                QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("old"));
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QVERIFY(QSqlQuery(db).exec(
                QStringLiteral("PRAGMA application_id = %1").arg(CampaignFile::ApplicationId)));
            QVERIFY(migrate(db, from).ok());
            QCOMPARE(pragmaInt(db, QStringLiteral("user_version")), from);
            QVERIFY(QSqlQuery(db).exec(
                QStringLiteral("INSERT INTO campaign (id, name, dice_seed, created_utc) VALUES (1, "
                               "'Old campaign', 3, 'then')")));
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("old"));

        FileError error;
        auto file = CampaignFile::open(path, &error);
        QVERIFY2(file, qPrintable(error.message));
        const QSqlDatabase db = file->database();
        QCOMPARE(pragmaInt(db, QStringLiteral("user_version")), currentSchemaVersion());
        QSqlQuery q(db);
        QVERIFY(q.exec(QStringLiteral("SELECT name FROM campaign")) && q.next());
        QCOMPARE(q.value(0).toString(), QStringLiteral("Old campaign"));
        QVERIFY(q.exec(QStringLiteral("PRAGMA foreign_key_check")));
        QVERIFY(!q.next());
        QVERIFY(QFile::exists(QStringLiteral("%1.v%2.bak").arg(path).arg(from)));
    }

    void versionsAreNumberedWithoutGaps()
    {
        // migrate() applies scripts in order; a gap would mean a lost script.
        QTemporaryDir dir;
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("steps"));
        db.setDatabaseName(dir.filePath(QStringLiteral("steps.herald")));
        QVERIFY(db.open());
        for (int version = 1; version <= currentSchemaVersion(); ++version) {
            QVERIFY(migrate(db, version).ok());
            QCOMPARE(pragmaInt(db, QStringLiteral("user_version")), version);
        }
        db.close();
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(QStringLiteral("steps"));
    }
};

QTEST_GUILESS_MAIN(TestMigrations)
#include "tst_migrations.moc"
