#pragma once

#include "core/warmaster/engagements.h"
#include "db/warmaster/calendarsteps.h"
#include "db/warmaster/factionsplit.h"
#include "db/warmaster/monthstore.h"

#include <QJsonObject>
#include <QSqlDatabase>

#include <optional>

namespace herald::db {

/// The file key of an engagement's cause (schema 0010): "arrival", "swap", "interdiction"...
[[nodiscard]] QString causeKey(warmaster::EngagementCause cause);

/// End of M-2C (§5.1, I-43, §5.8): the turn's engagements from the armies as they now stand
/// (month, after movement, as stored), the turn's orders and the stored movement events (swaps,
/// interdictions); engagements whose armies choose no location (swaps, interdictions, sallies,
/// assaults, pre-engaged) are resolved at once, their outcome put on month's armies too.
[[nodiscard]] StepWork buildEngagements(const CommandContext &context, MonthMap &month,
                                        std::span<const warmaster::Order> orders, int turn);

/// Applies the chart to an engagement whose choices are all in (§5.2-§5.7): writes its pending
/// battles, puts the outcome on the armies (locations, sieges; month's and the stored ones) and
/// marks it resolved. Does nothing while a location choice or a §5.7 declaration is missing
/// (lines empty).
[[nodiscard]] StepWork resolveWhenComplete(const CommandContext &context, MonthMap &month,
                                           qint64 engagementId);

/// §5.7 option B, once every player of the larger side has named his faction: the larger
/// faction stays and fights the opponent, the smaller retreats; equal factions fight each
/// other first (resolveFactions). Writes the battles and puts the outcome on the armies.
[[nodiscard]] StepWork settleFactions(const CommandContext &context, MonthMap &month,
                                      const StoredSplit &split);

/// The stored id of engagement `number` of the turn, or nullopt.
[[nodiscard]] std::optional<qint64> engagementId(const QSqlDatabase &db, int turn, int number);

/// The turn's engagements and pending battles for `engagements FILE` and the map: armies with
/// their nations, who still has to choose, and each choice only once every chooser of that
/// engagement has chosen (§5.2: the choices are revealed together); where three nations or
/// more meet, which of them declared (§5.7, not what); each battle's sides with their nations.
[[nodiscard]] QJsonObject engagementsReport(const QSqlDatabase &db, int turn);

/// M-3 finished: one line per battle with the winner the referee marked by hand.
[[nodiscard]] StepWork combatsDone(const CommandContext &context);

/// What M-3 waits for (§5.2, §5.7, §1.9): the choosers still to choose, the §5.7
/// declarations and option B factions still to name, per engagement; the pending battles
/// without a winner.
[[nodiscard]] QStringList missingLocationChoices(const QSqlDatabase &db, int turn);
[[nodiscard]] QStringList unresolvedBattles(const QSqlDatabase &db, int turn);

} // namespace herald::db
