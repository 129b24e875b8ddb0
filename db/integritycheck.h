#pragma once

#include "db/fileproblem.h"

namespace herald::db {

struct FileInspection;

/// What SQLite itself says of a file, read through a read-only connection.
struct IntegrityReport
{
    FileError error;       ///< Corrupt (with SQLite's findings), or Unreadable
    int applicationId = 0; ///< PRAGMA application_id, after any WAL recovery
    int userVersion = 0;   ///< PRAGMA user_version, after any WAL recovery
};

/// Opens `path` read-only, lets SQLite recover its write-ahead log if one is left, and runs
/// PRAGMA quick_check: every page of every table and index is walked and its structure
/// checked (the full integrity_check's index-against-table comparison is left out; it costs
/// several times as much). Nothing is written to the file (but SQLite's own playback of a
/// crash's rollback journal, see below); a `-wal` or `-shm` that SQLite had to create
/// for the look is removed again, so a refused file leaves nothing beside it. A rollback
/// journal left by a crash is played back first when the file is writable.
[[nodiscard]] IntegrityReport checkIntegrity(const QString &path, const FileInspection &inspection);

} // namespace herald::db
