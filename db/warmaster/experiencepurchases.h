#pragma once

#include "core/warmaster/battlebrief.h"
#include "db/command.h"
#include "db/warmaster/nationrepository.h"

#include <QJsonObject>
#include <QSqlDatabase>
#include <QStringList>
#include <QVariant>

#include <optional>
#include <vector>

namespace herald::db {

// What the experience purchases of a roll or a draw buy (§2.15, §10 #10 and #11, I-77), made
// inside xp.spend with the campaign's dice, and how a battle uses them up.

/// One purchase made: what its ledger row keeps, and how it was worked out.
struct PurchaseMade
{
    QString detail;    ///< the ledger's words
    QStringList lines; ///< the roll or draw, explained
    QJsonObject result;
    QVariant armyId; ///< the army a battle honour was rolled for
    QString bought;  ///< the table's row as rolled, or the magic item card drawn
    std::optional<CommandOutcome> refusal;
};

/// §2.15, §10 #10: one roll on the campaign's "battleHonours" table for one of the nation's
/// armies (`armyRef` its id or name), kept for that army's next battle.
[[nodiscard]] PurchaseMade rollBattleHonour(CommandContext &context, const NationRecord &nation,
                                            const QString &armyRef);

/// §2.15, §10 #11: one roll on the campaign's "randomScenarios" table, kept for the nation's next
/// battle.
[[nodiscard]] PurchaseMade rollRandomScenario(CommandContext &context, const NationRecord &nation);

/// §2.15, §1.7: the top card of the campaign's magic item deck, face down for the nation; it
/// waits on the nation's roster until a character takes it (character.item).
[[nodiscard]] PurchaseMade drawMagicItem(CommandContext &context, const NationRecord &nation);

/// battle.result or battle.winner: the honours of the battle's armies and the scenarios of its
/// nations that were waiting are used up in it, a line each in `lines`. Empty string, or the
/// database's error.
[[nodiscard]] QString useUpPurchases(const QSqlDatabase &db, qint64 battleId, QStringList &lines);

/// What the battle's brief shows: the purchases used up in it once it is fought (a result or a
/// winner marked by hand), else those waiting for its armies and nations.
[[nodiscard]] std::vector<warmaster::BoughtForBattle> purchasesForBattle(const QSqlDatabase &db,
                                                                         qint64 battleId);

} // namespace herald::db
