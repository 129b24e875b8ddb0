#pragma once

#include "db/fileproblem.h"

namespace herald::db {

/// Checks a file's bytes before SQLite is let near it: is it an SQLite database at all,
/// and is it as long as its own header says? Reads only; never writes.
[[nodiscard]] FileError inspectSqliteFile(const QString &path);

} // namespace herald::db
