#pragma once

#include "core/warmaster/army.h"
#include "core/warmaster/independentarmy.h"
#include "db/command.h"

#include <QSet>
#include <QSqlDatabase>
#include <QString>

#include <optional>

namespace herald::db {

// A campaign battle between a nation's army and an independent lesser-race army (§7.7.6): an
// ordinary pending battle whose one side is the race (schema 0024, pending_battle_independent)
// instead of armies. Every campaign rule applies to the nation's side; the race has no roster,
// is rated afresh for the battle and its losses do not count.

/// The battle made, or why it could not be stored.
struct IndependentBattleMade
{
    int number = 0; ///< the battle's number in the turn
    std::optional<CommandOutcome> failure;
};

/// Sets up the battle at M-3 in the independent army's area: an engagement of the area (cause
/// arrival, resolved at once) and a pending field battle in the countryside, the side that
/// moved in attacking (`independentAttacks`: the independent army did).
[[nodiscard]] IndependentBattleMade makeIndependentBattle(const CommandContext &context, int turn,
                                                          const warmaster::IndependentArmy &race,
                                                          const warmaster::Army &army,
                                                          bool independentAttacks);

/// The race on one side of a pending battle.
struct IndependentSide
{
    QString raceId;
    QString raceName;
    int side = 0;
};

/// The independent race fighting pending battle `battleId`, or nullopt for a battle of nations.
[[nodiscard]] std::optional<IndependentSide> independentSideOf(const QSqlDatabase &db,
                                                               qint64 battleId);

/// The races (ids as text) whose independent army fights a pending battle of the turn.
[[nodiscard]] QSet<QString> independentsInBattle(const QSqlDatabase &db, int turn);

/// The nation's side beat the independent army (§7.7.6): the army leaves the map and the race
/// goes back to box 0, its markers cleared under clearMarkersOnReset (I-74). Empty, or the
/// storage's message.
[[nodiscard]] QString defeatIndependentArmy(const QSqlDatabase &db, const QString &raceId);

} // namespace herald::db
