#pragma once

#include <QSqlDatabase>
#include <QStringList>

struct sqlite3;

namespace herald::db {

/// The statements of a script, split at semicolons that end a line; `--` comments dropped.
[[nodiscard]] QStringList splitSqlScript(const QString &script);

/// Reads an integer PRAGMA, 0 when it cannot be read.
[[nodiscard]] int pragmaInt(const QSqlDatabase &db, const QString &pragma);

/// An SQLite URI that opens `path` as immutable: for a file nobody may write, whose folder
/// holds no write-ahead log, where SQLite could not create the log's index beside it.
[[nodiscard]] QString immutableUri(const QString &path);

/// The raw handle inside Qt's QSQLITE driver (the same system libsqlite3 Herald links).
[[nodiscard]] sqlite3 *sqliteHandle(const QSqlDatabase &db);

} // namespace herald::db
