#include "db/integritycheck.h"

#include "db/fileinspection.h"
#include "db/sqlutil.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QStringList>

#include <sqlite3.h>

namespace herald::db {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::IntegrityCheck)
};

QString errorText(sqlite3 *db)
{
    return QString::fromUtf8(sqlite3_errmsg(db));
}

bool isCorruption(int code)
{
    const int primary = code & 0xff;
    return primary == SQLITE_CORRUPT || primary == SQLITE_NOTADB;
}

/// Runs one statement; every row's first column as text.
int queryColumn(sqlite3 *db, const char *sql, QStringList *rows)
{
    sqlite3_stmt *statement = nullptr;
    int rc = sqlite3_prepare_v2(db, sql, -1, &statement, nullptr);
    if (rc != SQLITE_OK)
        return rc;
    while ((rc = sqlite3_step(statement)) == SQLITE_ROW)
        rows->append(
            QString::fromUtf8(reinterpret_cast<const char *>(sqlite3_column_text(statement, 0))));
    sqlite3_finalize(statement);
    return rc == SQLITE_DONE ? SQLITE_OK : rc;
}

IntegrityReport inspect(sqlite3 *db, const QString &path)
{
    IntegrityReport report;
    const auto unreadable = [&] {
        report.error = {FileProblem::Unreadable,
                        Tr::tr("%1 cannot be read: %2").arg(path, errorText(db))};
        return report;
    };
    const auto damaged = [&](const QString &findings) {
        report.error = {
            FileProblem::Corrupt,
            Tr::tr("%1 is damaged, so Herald has not opened it and has changed nothing. "
                   "SQLite's check found: %2. Open a backup copy instead; SQLite's "
                   "\".recover\" command can often save most of a damaged file.")
                .arg(path, findings)};
        return report;
    };
    QStringList rows;
    int rc = queryColumn(db, "PRAGMA application_id", &rows);
    if (rc == SQLITE_OK)
        rc = queryColumn(db, "PRAGMA user_version", &rows);
    if (rc != SQLITE_OK || rows.size() != 2) {
        return isCorruption(rc) ? damaged(errorText(db)) : unreadable();
    }
    report.applicationId = rows.at(0).toInt();
    report.userVersion = rows.at(1).toInt();

    QStringList findings;
    // A few of SQLite's findings are enough: the first tells what is damaged.
    rc = queryColumn(db, "PRAGMA quick_check(3)", &findings);
    if (rc != SQLITE_OK)
        return isCorruption(rc) ? damaged(errorText(db)) : unreadable();
    if (findings != QStringList{QStringLiteral("ok")})
        return damaged(findings.join(QStringLiteral("; ")));
    return report;
}

} // namespace

IntegrityReport checkIntegrity(const QString &path, const FileInspection &inspection)
{
    const QString wal = path + QStringLiteral("-wal");
    const QString shm = path + QStringLiteral("-shm");
    const bool hadWal = QFile::exists(wal);
    const bool hadShm = QFile::exists(shm);

    // A rollback journal left by a crash must be played back before anything can be read,
    // which takes a connection that may write; it is SQLite's own recovery, like the log's.
    const QFileInfo journal(path + QStringLiteral("-journal"));
    const bool hotJournal = journal.exists() && journal.size() > 0 && inspection.writable;
    IntegrityReport report;
    sqlite3 *db = nullptr;
    const int rc = sqlite3_open_v2(inspection.immutable ? immutableUri(path).toUtf8().constData()
                                                        : QFile::encodeName(path).constData(),
                                   &db,
                                   (hotJournal ? SQLITE_OPEN_READWRITE : SQLITE_OPEN_READONLY) |
                                       SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_URI,
                                   nullptr);
    if (rc != SQLITE_OK) {
        report.error = {FileProblem::Unreadable,
                        Tr::tr("%1 cannot be read: %2")
                            .arg(path, db ? errorText(db) : QString::fromUtf8(sqlite3_errstr(rc)))};
    } else {
        sqlite3_busy_timeout(db, 5000);
        // The check reads every page once: through a memory map that costs a third of the
        // read() calls' system time on a 30 MB campaign.
        sqlite3_exec(db, "PRAGMA mmap_size = 1073741824", nullptr, nullptr, nullptr);
        report = inspect(db, path);
    }
    sqlite3_close_v2(db);
    // A read-only look never needs them afterwards; whoever opens the file next makes them.
    if (!hadWal && QFile::exists(wal) && QFileInfo(wal).size() == 0)
        QFile::remove(wal);
    if (!hadShm && !report.error.ok())
        QFile::remove(shm);
    return report;
}

} // namespace herald::db
