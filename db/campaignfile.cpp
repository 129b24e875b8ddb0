#include "db/campaignfile.h"

#include "db/fileinspection.h"
#include "db/integritycheck.h"
#include "db/migrations.h"
#include "db/newfile.h"
#include "db/sqlutil.h"

#include <QAtomicInt>
#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QSqlError>
#include <QSqlQuery>

namespace herald::db {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::CampaignFile)
};

QString nextConnectionName()
{
    static QAtomicInt counter;
    return QStringLiteral("herald-campaign-%1").arg(counter.fetchAndAddRelaxed(1));
}

std::unique_ptr<CampaignFile> refuse(FileError *error, FileError value)
{
    if (error)
        *error = std::move(value);
    return nullptr;
}

/// Is this Herald's mark, of a schema this Herald knows?
FileError judgeMark(const QString &path, int applicationId, int userVersion)
{
    if (applicationId != CampaignFile::ApplicationId)
        return {FileProblem::ForeignDatabase,
                Tr::tr("%1 is a database, but not a Herald campaign (another program wrote it).")
                    .arg(path)};
    if (userVersion > currentSchemaVersion())
        return {
            FileProblem::NewerVersion,
            Tr::tr("%1 was saved by a newer Herald (campaign format %2; this Herald reads up to "
                   "%3). Update Herald to open it.")
                .arg(path, QString::number(userVersion), QString::number(currentSchemaVersion()))};
    return {};
}

bool execAll(QSqlDatabase &db, const QStringList &statements, QString *failure)
{
    QSqlQuery query(db);
    for (const QString &statement : statements) {
        if (!query.exec(statement)) {
            *failure = query.lastError().text();
            return false;
        }
    }
    return true;
}

} // namespace

CampaignFile::CampaignFile(QString path, QString connectionName)
    : m_path(std::move(path)), m_connectionName(std::move(connectionName))
{
}

CampaignFile::~CampaignFile()
{
    {
        QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
        if (db.isOpen())
            db.close();
    }
    QSqlDatabase::removeDatabase(m_connectionName);
}

QSqlDatabase CampaignFile::database() const
{
    return QSqlDatabase::database(m_connectionName, false);
}

sqlite3 *CampaignFile::handle() const
{
    return sqliteHandle(database());
}

std::unique_ptr<CampaignFile> CampaignFile::connect(const QString &path,
                                                    const QString &readOnlyReason, Mode mode,
                                                    FileError *error)
{
    const QString name = nextConnectionName();
    std::unique_ptr<CampaignFile> file(new CampaignFile(path, name));
    file->m_readOnlyReason = readOnlyReason;
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
    if (mode == Mode::Immutable) {
        db.setDatabaseName(immutableUri(path));
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_OPEN_URI"));
    } else {
        db.setDatabaseName(path);
        if (file->isReadOnly())
            db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
    }
    QStringList pragmas{QStringLiteral("PRAGMA foreign_keys = ON"),
                        QStringLiteral("PRAGMA busy_timeout = 5000")};
    if (mode == Mode::Scratch)
        // Nobody else sees a file being built, and a failed or killed build is thrown away
        // whole: its journal can live in memory and nothing needs syncing until it is done.
        pragmas << QStringLiteral("PRAGMA journal_mode = MEMORY")
                << QStringLiteral("PRAGMA synchronous = OFF");
    else if (!file->isReadOnly())
        pragmas << QStringLiteral("PRAGMA journal_mode = WAL")
                << QStringLiteral("PRAGMA synchronous = NORMAL");
    QString failure;
    if (!db.open())
        failure = db.lastError().text();
    else
        execAll(db, pragmas, &failure);
    if (!failure.isEmpty())
        return refuse(
            error, {FileProblem::Storage, Tr::tr("%1 could not be opened: %2").arg(path, failure)});
    return file;
}

FileError CampaignFile::writeNew(const QString &scratch, const NewCampaign &campaign,
                                 const Populate &populate)
{
    FileError error;
    auto file = connect(scratch, {}, Mode::Scratch, &error);
    if (!file)
        return error;
    QSqlDatabase db = file->database();
    QString failure;
    if (!execAll(db, {QStringLiteral("PRAGMA application_id = %1").arg(ApplicationId)}, &failure))
        return {FileProblem::Storage, failure};
    if (FileError migrated = migrate(db); !migrated.ok())
        return migrated;
    QSqlQuery insert(db);
    insert.prepare(
        QStringLiteral("INSERT INTO campaign (id, name, game_system, dice_seed, created_utc) "
                       "VALUES (1, ?, ?, ?, ?)"));
    insert.addBindValue(campaign.name);
    insert.addBindValue(campaign.gameSystem);
    insert.addBindValue(static_cast<qint64>(campaign.diceSeed));
    insert.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    if (!insert.exec())
        return {FileProblem::Storage,
                Tr::tr("The new campaign could not be written: %1").arg(insert.lastError().text())};
    if (populate) {
        if (FileError filled = populate(*file); !filled.ok())
            return filled;
    }
    // The finished file is in write-ahead-log mode already, so opening it never has to switch
    // journals (a switch is a write that a kill could interrupt). Closing the last connection
    // leaves no log beside it.
    if (!execAll(db, {QStringLiteral("PRAGMA journal_mode = WAL")}, &failure))
        return {FileProblem::Storage,
                Tr::tr("The new campaign could not be written: %1").arg(failure)};
    return {};
}

std::unique_ptr<CampaignFile> CampaignFile::create(const QString &path, const NewCampaign &campaign,
                                                   FileError *error, const Populate &populate,
                                                   ExistingFile existing)
{
    const FileError built = buildNewFile(
        path, [&](const QString &scratch) { return writeNew(scratch, campaign, populate); },
        existing);
    if (!built.ok())
        return refuse(error, built);
    return open(path, error);
}

std::unique_ptr<CampaignFile> CampaignFile::open(const QString &path, FileError *error)
{
    const FileInspection inspection = inspectSqliteFile(path);
    if (!inspection.error.ok())
        return refuse(error, inspection.error);
    // Without a log to recover, the header is the truth: another program's file or a newer
    // campaign is refused before SQLite opens it (and so before it makes anything beside it).
    if (!inspection.liveWal) {
        if (FileError mark = judgeMark(path, inspection.applicationId, inspection.userVersion);
            !mark.ok())
            return refuse(error, mark);
    }
    const IntegrityReport integrity = checkIntegrity(path, inspection);
    if (!integrity.error.ok())
        return refuse(error, integrity.error);
    if (FileError mark = judgeMark(path, integrity.applicationId, integrity.userVersion);
        !mark.ok())
        return refuse(error, mark);

    const int version = integrity.userVersion;
    if (version < currentSchemaVersion() && !inspection.writable)
        return refuse(error,
                      {FileProblem::MigrationFailed,
                       Tr::tr("%1 comes from an older Herald and must be upgraded before it can be "
                              "opened, but %2. Copy it somewhere you may write to.")
                           .arg(path, inspection.readOnlyReason)});
    auto file = connect(path, inspection.writable ? QString() : inspection.readOnlyReason,
                        inspection.immutable ? Mode::Immutable : Mode::Document, error);
    if (!file)
        return nullptr;
    if (version < currentSchemaVersion()) {
        QSqlDatabase db = file->database();
        // A consistent copy even with a live WAL, in case the upgrade is ever regretted.
        const QString backup = QStringLiteral("%1.v%2.bak").arg(path, QString::number(version));
        QFile::remove(backup);
        QSqlQuery copy(db);
        copy.prepare(QStringLiteral("VACUUM INTO ?"));
        copy.addBindValue(backup);
        copy.exec();
        if (FileError migrated = migrate(db); !migrated.ok())
            return refuse(error, migrated);
    }
    return file;
}

} // namespace herald::db
