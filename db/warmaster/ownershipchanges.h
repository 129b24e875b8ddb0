#pragma once

#include <QSqlDatabase>
#include <QString>

#include <vector>

namespace herald::db {

/// An area whose owner changed during one month, from its owner before the month's first
/// change to its owner after the last (§4.7 conquest, §7.6 NPP erosion, a referee's edit...).
struct OwnershipChange
{
    QString area;    ///< XXYY
    qint64 from = 0; ///< nation row id; 0 when the area was uncontrolled
    qint64 to = 0;   ///< nation row id; 0 when it is uncontrolled now
};

/// Every area that changed hands in the commands recorded in `year`, `month` and still in
/// effect, read from their changesets in the history (no table of their own keeps them). An
/// area that went back to its first owner within the month is left out.
[[nodiscard]] std::vector<OwnershipChange> ownershipChanges(const QSqlDatabase &db, int year,
                                                            int month);

} // namespace herald::db
