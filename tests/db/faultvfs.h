#pragma once

/// A VFS for crash tests, the way SQLite tests itself (its "crash" and "ioerr" tests): it
/// wraps the platform's VFS and counts every write and sync on every file SQLite opens
/// (database, write-ahead log, journal). Armed with a number N, the Nth such call either kills
/// the process on the spot (as `kill -9` would at that system call) or fails with an I/O error.
namespace faultvfs {

enum class Fault
{
    Kill,    ///< SIGKILL the process at the Nth write or sync, before it happens
    IoError, ///< the Nth write or sync returns SQLITE_IOERR (and does not happen)
};

/// Registers the VFS as SQLite's default; call before any connection is opened.
void install();
/// From now on, count writes and syncs; at the `n`th (1-based) apply `fault`. n = 0: only count.
void arm(int n, Fault fault);
/// How many writes and syncs were counted since arm().
[[nodiscard]] int count();

} // namespace faultvfs
