#pragma once

#include "core/warmaster/lesserraces.h"
#include "core/warmaster/pickupround.h"

#include <QHash>
#include <QJsonObject>
#include <QSet>
#include <QSqlDatabase>
#include <QString>

#include <optional>
#include <vector>

namespace herald::db {

// The stored lesser races, pick-up rounds and experience (schema 0016). A race's id in core is
// its row id as text, a nation's its row id as text, as the tally map does.

/// Every lesser race, in the order they were added, with its markers.
[[nodiscard]] std::vector<warmaster::LesserRace> loadLesserRaces(const QSqlDatabase &db);

/// The race a command names: its row id, its army list id or its race name (any case).
[[nodiscard]] const warmaster::LesserRace *
findLesserRace(const std::vector<warmaster::LesserRace> &races, const QString &ref);

/// Writes what changed between `before` and `after` of one race (box, markers), so the
/// command's changeset holds only that. Empty string, or the database's message.
[[nodiscard]] QString saveLesserRace(const QSqlDatabase &db, const warmaster::LesserRace &before,
                                     const warmaster::LesserRace &after);

/// Every nation's name by its id as text.
[[nodiscard]] QHash<QString, QString> nationNames(const QSqlDatabase &db);

/// Nations with an army in a pending battle of the turn (§5.12: they fight the campaign battle).
[[nodiscard]] QSet<QString> nationsInCampaignBattles(const QSqlDatabase &db, int turn);

/// The turn's round, or nullopt when its order has not been drawn.
[[nodiscard]] std::optional<warmaster::PickupRound> loadPickupRound(const QSqlDatabase &db,
                                                                    int turn);

/// The stored result of a game of the turn: winner side (-1 a draw), or nullopt when none.
[[nodiscard]] std::optional<int> pickupResultWinner(const QSqlDatabase &db, int turn, int game);

/// Battles the nation has fought so far: campaign battles with a winner or a result, and
/// pick-up battles of its own army. One XP purchase is allowed per battle (§2.15).
[[nodiscard]] int battlesFought(const QSqlDatabase &db, qint64 nationId);

/// The XP a nation earned and spent, and the ledger (§2.15).
struct ExperienceLedger
{
    int earned = 0;
    int spent = 0;
    int balance = 0; ///< nation.experience
    /// The purchase made for the nation's next battle, if any (its key).
    QString purchaseSinceLastBattle;
    QJsonObject report; ///< for --json: earned, spent, balance, entries
};
[[nodiscard]] ExperienceLedger experienceLedger(const QSqlDatabase &db, qint64 nationId);

/// Writes one ledger row and moves nation.experience by `points`. A purchase of a roll or a
/// draw keeps what it bought, and a battle honour the army it is for (schema 0025). Empty
/// string, or the error.
[[nodiscard]] QString addExperience(const QSqlDatabase &db, qint64 nationId, int year, int month,
                                    const QString &kind, int points, const QString &purchase,
                                    const QString &detail, const QVariant &armyId = {},
                                    const QString &bought = {});

/// The track for --json: every race with its box and markers (nation names).
[[nodiscard]] QJsonObject lesserReport(const QSqlDatabase &db);

/// The turn's round for --json: order, picks, open pick, games with their results, friendlies.
/// Empty `order` when none was drawn.
[[nodiscard]] QJsonObject pickupReport(const QSqlDatabase &db, int turn);

} // namespace herald::db
