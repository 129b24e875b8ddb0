#pragma once

#include "db/fileproblem.h"

namespace herald::db {

/// What a look at a file's bytes and place says, before SQLite is let near it.
struct FileInspection
{
    FileError error;        ///< why the file cannot be a campaign, if it cannot
    bool liveWal = false;   ///< a non-empty `-wal` lies beside it: SQLite must recover it
    bool writable = true;   ///< the file and its folder can be written to
    QString readOnlyReason; ///< why not, when not writable
    /// Nobody may write it and no log lies beside it: it is opened as immutable, since SQLite
    /// could not make a log's index in a folder it may not write to.
    bool immutable = false;
    int applicationId = 0; ///< from the header (only meaningful without a live WAL)
    int userVersion = 0;   ///< from the header (only meaningful without a live WAL)
};

/// Checks a path before any database is opened on it: that it is a readable regular file
/// (a folder, pipe or device is refused without being opened, so nothing hangs), that it is an
/// SQLite database, and, when no write-ahead log lies beside it, that it is as long as its
/// header says. Reads only; never writes and never creates anything.
[[nodiscard]] FileInspection inspectSqliteFile(const QString &path);

} // namespace herald::db
