#pragma once

#include "db/historylog.h"

#include <QJsonArray>
#include <QStringList>

namespace herald::app {

/// One line per roll of a history entry: "Chaos town 0304 (§7.5): d6 [4] = 4", with
/// "(typed)" when the referee entered what real dice showed.
[[nodiscard]] QStringList rollLines(const QJsonArray &rolls);

/// The entry as `explain` and the History page show it: its number, date and command, the
/// summary, every roll and every rules decision (CommandOutcome::explanation), one per line.
[[nodiscard]] QStringList explanationLines(const db::HistoryEntry &entry);

} // namespace herald::app
