#include "db/campaignfile.h"

#include "db/fileinspection.h"
#include "db/migrations.h"
#include "db/sqlutil.h"

#include <QAtomicInt>
#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>

namespace herald::db {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("herald::db::CampaignFile", text);
}

QString nextConnectionName()
{
    static QAtomicInt counter;
    return QStringLiteral("herald-campaign-%1").arg(counter.fetchAndAddRelaxed(1));
}

void setError(FileError *error, FileError value)
{
    if (error)
        *error = std::move(value);
}

bool isCorruption(const QSqlError &error)
{
    const QString code = error.nativeErrorCode();
    return code == QLatin1String("11") || code == QLatin1String("26"); // CORRUPT, NOTADB
}

/// Looks at a database opened read-only and says whether Herald may open it for writing.
FileError judgeReadOnly(const QString &path)
{
    const QString name = nextConnectionName();
    FileError verdict;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (!db.open()) {
            verdict = {FileProblem::Unreadable, db.lastError().text()};
        } else {
            QSqlQuery query(db);
            if (!query.exec(QStringLiteral("PRAGMA application_id")) || !query.next()) {
                verdict = isCorruption(query.lastError())
                              ? FileError{FileProblem::Corrupt,
                                          tr("%1 is damaged and cannot be read: %2")
                                              .arg(path, query.lastError().databaseText())}
                              : FileError{FileProblem::Unreadable, query.lastError().text()};
            } else if (query.value(0).toInt() != CampaignFile::ApplicationId) {
                verdict = {FileProblem::ForeignDatabase,
                           tr("%1 is a database, but not a Herald campaign (another program "
                              "wrote it).")
                               .arg(path)};
            } else if (const int version = pragmaInt(db, QStringLiteral("user_version"));
                       version > currentSchemaVersion()) {
                verdict = {FileProblem::NewerVersion,
                           tr("%1 was saved by a newer Herald (campaign format %2; this Herald "
                              "reads up to %3). Update Herald to open it.")
                               .arg(path)
                               .arg(version)
                               .arg(currentSchemaVersion())};
            } else if (!query.exec(QStringLiteral("SELECT count(*) FROM sqlite_schema"))) {
                verdict = {FileProblem::Corrupt, tr("%1 is damaged and cannot be read: %2")
                                                     .arg(path, query.lastError().databaseText())};
            }
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return verdict;
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

std::unique_ptr<CampaignFile> CampaignFile::connect(const QString &path, FileError *error)
{
    const QString name = nextConnectionName();
    std::unique_ptr<CampaignFile> file(new CampaignFile(path, name));
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
    db.setDatabaseName(path);
    QString failure;
    if (!db.open()) {
        failure = db.lastError().text();
    } else {
        execAll(db,
                {QStringLiteral("PRAGMA foreign_keys = ON"),
                 QStringLiteral("PRAGMA journal_mode = WAL"),
                 QStringLiteral("PRAGMA synchronous = NORMAL"),
                 QStringLiteral("PRAGMA busy_timeout = 5000")},
                &failure);
    }
    if (!failure.isEmpty()) {
        setError(error,
                 {FileProblem::Storage, tr("%1 could not be opened: %2").arg(path, failure)});
        return nullptr;
    }
    return file;
}

std::unique_ptr<CampaignFile> CampaignFile::create(const QString &path, const NewCampaign &campaign,
                                                   FileError *error)
{
    if (QFileInfo::exists(path)) {
        setError(error,
                 {FileProblem::AlreadyExists,
                  tr("%1 already exists; choose another name or open it instead.").arg(path)});
        return nullptr;
    }
    auto file = connect(path, error);
    if (!file)
        return nullptr;
    QSqlDatabase db = file->database();
    QString failure;
    if (!execAll(db, {QStringLiteral("PRAGMA application_id = %1").arg(ApplicationId)}, &failure)) {
        setError(error, {FileProblem::Storage, failure});
        return nullptr;
    }
    if (FileError migrated = migrate(db); !migrated.ok()) {
        setError(error, migrated);
        return nullptr;
    }
    QSqlQuery insert(db);
    insert.prepare(
        QStringLiteral("INSERT INTO campaign (id, name, game_system, dice_seed, created_utc) "
                       "VALUES (1, ?, ?, ?, ?)"));
    insert.addBindValue(campaign.name);
    insert.addBindValue(campaign.gameSystem);
    insert.addBindValue(static_cast<qint64>(campaign.diceSeed));
    insert.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    if (!insert.exec()) {
        setError(error,
                 {FileProblem::Storage,
                  tr("The new campaign could not be written: %1").arg(insert.lastError().text())});
        return nullptr;
    }
    return file;
}

std::unique_ptr<CampaignFile> CampaignFile::open(const QString &path, FileError *error)
{
    if (FileError inspected = inspectSqliteFile(path); !inspected.ok()) {
        setError(error, inspected);
        return nullptr;
    }
    if (FileError judged = judgeReadOnly(path); !judged.ok()) {
        setError(error, judged);
        return nullptr;
    }
    auto file = connect(path, error);
    if (!file)
        return nullptr;
    QSqlDatabase db = file->database();
    if (const int version = pragmaInt(db, QStringLiteral("user_version"));
        version < currentSchemaVersion()) {
        // A consistent copy even with a live WAL, in case the upgrade is ever regretted.
        const QString backup = QStringLiteral("%1.v%2.bak").arg(path).arg(version);
        QFile::remove(backup);
        QSqlQuery copy(db);
        copy.prepare(QStringLiteral("VACUUM INTO ?"));
        copy.addBindValue(backup);
        copy.exec();
        if (FileError migrated = migrate(db); !migrated.ok()) {
            setError(error, migrated);
            return nullptr;
        }
    }
    return file;
}

} // namespace herald::db
