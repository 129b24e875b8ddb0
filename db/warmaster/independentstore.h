#pragma once

#include "core/warmaster/independentarmy.h"

#include <QSqlDatabase>
#include <QString>

#include <vector>

namespace herald::db {

// The stored independent lesser-race armies and their meetings with nations' armies (schema
// 0024, §7.7.6). Races and nations are named by their row ids as text, as in lesserstore.h.

/// Every independent army on the map, in race order; cameFrom is set only for a move made in
/// `turn` (a turn number), so "moved this turn" reads right.
[[nodiscard]] std::vector<warmaster::IndependentArmy> loadIndependentArmies(const QSqlDatabase &db,
                                                                            int turn);

/// The nation that commanded the race in the pick-up battle it last won (§7.7.4: a box-3 win
/// makes it independent and its commander places it), or empty when no stored round shows one.
[[nodiscard]] QString lastWinningCommander(const QSqlDatabase &db, const QString &raceId);

/// A nation's army standing with an independent army this turn that its player has not
/// answered yet (§7.7.6: battle or forced retreat).
struct OpenContact
{
    QString raceId;
    QString raceName;
    QString armyId;
    QString armyName;
    QString area; ///< XXYY
};

/// The turn's unanswered meetings, by race then army: every army that counts as one (not
/// routed) in the area of an independent army, with no answer recorded for the turn.
[[nodiscard]] std::vector<OpenContact> openContacts(const QSqlDatabase &db, int turn);

} // namespace herald::db
