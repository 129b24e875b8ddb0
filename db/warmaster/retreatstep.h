#pragma once

#include "core/warmaster/calendar.h"
#include "core/warmaster/stepblockers.h"
#include "db/warmaster/calendarsteps.h"

#include <QSqlDatabase>
#include <QString>
#include <QStringList>

namespace herald::db {

// M-4 (§6.7, §6.8, I-57): the armies that must leave their area this turn, those that lost a
// battle with a winner and those the engagement chart forced out without one (§5.7 option A),
// and their retreats, recorded in army_retreat (schema 0026).

/// Army ids (as text), in army order, that must retreat this turn and have not yet.
[[nodiscard]] QStringList retreatsDue(const QSqlDatabase &db, int turn);

/// Records where an army went at M-4 (to empty: it routed). Empty, or the storage's message.
[[nodiscard]] QString recordRetreat(const QSqlDatabase &db, int turn, const QString &armyId,
                                    const QString &from, const QString &to, int level,
                                    bool byHerald);

/// Whether the army has already retreated (or routed) this turn.
[[nodiscard]] bool retreatedThisTurn(const QSqlDatabase &db, int turn, const QString &armyId);

/// Notes the armies the chart forced out (§5.7 option A, I-64). Empty, or the storage's message.
[[nodiscard]] QString recordForcedOut(const QSqlDatabase &db, int turn, const QStringList &armyIds);

/// M-4's blocker: each army due to retreat whose list offers several areas, with them.
void addRetreatsUnchosen(const QSqlDatabase &db, const warmaster::CampaignDate &date,
                         warmaster::StepSnapshot &snapshot);

/// `calendar.next` at M-4: every army still due retreats to the one area its list leaves, or
/// routs when none qualifies, one after the other in army order, each a line of the rule.
[[nodiscard]] StepWork retreatDueArmies(const CommandContext &context);

} // namespace herald::db
