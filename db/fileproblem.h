#pragma once

#include <QString>

namespace herald::db {

/// Why a path could not be opened as a campaign. Each case leaves the file untouched.
enum class FileProblem
{
    None,
    NotFound,        ///< no file at the path
    Unreadable,      ///< the file exists but cannot be read (permissions)
    NotRegularFile,  ///< a folder, a named pipe, a device or a socket
    AlreadyExists,   ///< creating a campaign over an existing file
    NotSqlite,       ///< not an SQLite database at all (a text file, an image...)
    Truncated,       ///< shorter than its own header says: cut off during a copy or download
    Corrupt,         ///< SQLite's own check finds the database damaged
    ForeignDatabase, ///< a valid SQLite database written by some other program
    NewerVersion,    ///< a campaign from a newer Herald, with a schema this one does not know
    MigrationFailed, ///< an older campaign whose upgrade failed (rolled back)
    MalformedImport, ///< a JSON import that does not match the campaign format
    Storage,         ///< the database refused an operation (disk full, locked...)
};

/// A file problem with the sentence that names it for the user.
struct FileError
{
    FileProblem problem = FileProblem::None;
    QString message;

    [[nodiscard]] bool ok() const { return problem == FileProblem::None; }
};

} // namespace herald::db
