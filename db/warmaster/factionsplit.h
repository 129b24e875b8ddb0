#pragma once

#include "core/warmaster/engagements.h"
#include "db/command.h"
#include "db/warmaster/monthstore.h"

#include <QSqlDatabase>

#include <map>
#include <optional>
#include <vector>

namespace herald::db {

/// A §5.7 option B split as stored (schema 13): the larger side's armies, the faction each
/// one's player joined so far, and the smaller side they face.
struct StoredSplit
{
    qint64 engagementId = 0;
    int engagementNumber = 0;
    int index = 1;
    warmaster::FactionSplit split;
    std::map<QString, int> faction; ///< army id -> 1 or 2; absent while not named

    [[nodiscard]] bool complete() const
    {
        return faction.size() == std::size_t(split.larger.size());
    }
    /// The armies that joined faction 1 or 2, in army order.
    [[nodiscard]] QStringList members(int which) const;
};

/// Keeps the split the chart found in an engagement (index counts from 1 within it).
[[nodiscard]] std::optional<CommandOutcome> storeSplit(const QSqlDatabase &db, qint64 engagementId,
                                                       int index,
                                                       const warmaster::FactionSplit &split);

/// The turn's splits, in engagement and split order.
[[nodiscard]] std::vector<StoredSplit> loadSplits(const QSqlDatabase &db, const MonthMap &month,
                                                  int turn);

/// Writes the faction the army's player joined.
[[nodiscard]] std::optional<CommandOutcome> joinFaction(const QSqlDatabase &db, qint64 engagementId,
                                                        const QString &armyId, int faction);

} // namespace herald::db
