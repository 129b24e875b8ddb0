#include "db/migrations.h"

#include "db/sqlutil.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>

#include <map>

namespace herald::db {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::Migrations)
};

/// The compiled-in scripts by number. File names start with the version they produce.
std::map<int, QString> migrationScripts()
{
    std::map<int, QString> scripts;
    const QDir dir(QStringLiteral(":/herald/db/migrations"));
    static const QRegularExpression numbered(QStringLiteral("^(\\d{4})_.*\\.sql$"));
    for (const QString &name : dir.entryList(QDir::Files)) {
        if (const auto match = numbered.match(name); match.hasMatch())
            scripts.emplace(match.captured(1).toInt(), dir.filePath(name));
    }
    return scripts;
}

} // namespace

int currentSchemaVersion()
{
    const auto scripts = migrationScripts();
    return scripts.empty() ? 0 : scripts.rbegin()->first;
}

FileError migrate(QSqlDatabase &db, int upTo)
{
    QSqlQuery query(db);
    int version = pragmaInt(db, QStringLiteral("user_version"));
    // SQLite's procedure for changing a table: foreign keys off while a script runs (a
    // rebuilt table's DROP must not cascade), and the whole result checked before commit.
    // The pragma takes effect only outside a transaction, hence here.
    const bool foreignKeys = pragmaInt(db, QStringLiteral("foreign_keys")) != 0;
    query.exec(QStringLiteral("PRAGMA foreign_keys = OFF"));
    FileError result;
    for (const auto &[number, path] : migrationScripts()) {
        if (number <= version)
            continue;
        if (number > upTo)
            break;
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            result = {FileProblem::MigrationFailed,
                      Tr::tr("Schema script %1 is missing.").arg(path)};
            break;
        }
        const QString script = QString::fromUtf8(file.readAll());
        if (!db.transaction()) {
            result = {FileProblem::Storage, db.lastError().text()};
            break;
        }
        QString failure;
        for (const QString &statement : splitSqlScript(script)) {
            if (!query.exec(statement)) {
                failure = query.lastError().text();
                break;
            }
        }
        if (failure.isEmpty() && query.exec(QStringLiteral("PRAGMA foreign_key_check")) &&
            query.next())
            failure = Tr::tr("a row of \"%1\" refers to a missing row of \"%2\"")
                          .arg(query.value(0).toString(), query.value(2).toString());
        if (failure.isEmpty() &&
            !query.exec(QStringLiteral("PRAGMA user_version = %1").arg(number)))
            failure = query.lastError().text();
        if (!failure.isEmpty() || !db.commit()) {
            const QString why = failure.isEmpty() ? db.lastError().text() : failure;
            db.rollback();
            result = {FileProblem::MigrationFailed,
                      Tr::tr("Upgrading the campaign to schema version %1 failed, and the file was "
                             "left at version %2: %3")
                          .arg(QString::number(number), QString::number(version), why)};
            break;
        }
        version = number;
    }
    if (foreignKeys)
        query.exec(QStringLiteral("PRAGMA foreign_keys = ON"));
    return result;
}

} // namespace herald::db
