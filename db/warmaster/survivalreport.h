#pragma once

#include <QJsonArray>
#include <QSqlDatabase>

namespace herald::db {

/// The survival rolls (§2.14, §6.3) that entering the result of battle `number` of turn `turn`
/// made, in the order they were rolled: side, nation, line, stands, target (0: returns without
/// a roll), face (null when none), survives. Empty before the result or for an unknown battle.
[[nodiscard]] QJsonArray survivalRolls(const QSqlDatabase &db, int turn, int number);

} // namespace herald::db
