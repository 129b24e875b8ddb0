#pragma once

#include "db/fileproblem.h"

#include <QSqlDatabase>

#include <climits>

namespace herald::db {

/// The schema version this build writes. Files with a higher `user_version` are refused.
[[nodiscard]] int currentSchemaVersion();

/// Brings a database from its `user_version` up to currentSchemaVersion(), one numbered
/// script (db/migrations/NNNN_*.sql, compiled in) at a time. Each script runs in its own
/// transaction together with the version bump, so a failure leaves the file at the last
/// version that fully applied.
/// `upTo` stops at an earlier version (tests build old campaign files with it).
[[nodiscard]] FileError migrate(QSqlDatabase &db, int upTo = INT_MAX);

} // namespace herald::db
