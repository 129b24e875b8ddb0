#pragma once

#include <QSqlDatabase>
#include <QStringList>

struct sqlite3;

namespace herald::db {

/// The statements of a script, split at semicolons that end a line; `--` comments dropped.
[[nodiscard]] QStringList splitSqlScript(const QString &script);

/// Reads an integer PRAGMA, 0 when it cannot be read.
[[nodiscard]] int pragmaInt(const QSqlDatabase &db, const QString &pragma);

/// The raw handle inside Qt's QSQLITE driver (the same system libsqlite3 Herald links).
[[nodiscard]] sqlite3 *sqliteHandle(const QSqlDatabase &db);

} // namespace herald::db
