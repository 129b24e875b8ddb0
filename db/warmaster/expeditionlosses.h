#pragma once

#include <QSqlDatabase>
#include <QString>

namespace herald::db {

/// What a unit lost in battle did to an expedition roster (§6.3, I-71).
struct AboardLoss
{
    QString line;    ///< the history's sentence when an expedition roster lost the unit
    QString refusal; ///< the sheet names a unit the expedition does not have aboard
    QString error;   ///< the database's message
};

/// A unit of roster line `lineId` that failed its survival roll in pending battle `battleId`
/// (§6.3). A nation that fights the battle with its expedition's army alone fights from the
/// expedition roster (I-71: the two rosters stay apart until the New Year), so the unit comes
/// off that roster too: the first of its entries of the line with units left. When the nation
/// has a land army in the battle, the loss is the land army's and no expedition changes.
[[nodiscard]] AboardLoss strikeAboard(const QSqlDatabase &db, qint64 battleId, qint64 nationId,
                                      qint64 lineId);

} // namespace herald::db
