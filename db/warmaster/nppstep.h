#pragma once

#include "core/warmaster/calendar.h"
#include "db/warmaster/calendarsteps.h"

#include <QSqlDatabase>

namespace herald::db {

/// The meetings in a row the nation's player has missed, this month's included (§7.6, I-63),
/// read from the attendance table. Herald takes each month's M-0 as the first turn of a
/// meeting, so a month is a meeting.
[[nodiscard]] int consecutiveAbsences(const QSqlDatabase &db, qint64 nationId,
                                      const warmaster::CampaignDate &date);

/// `calendar.next` at M-0 (§7.6, §7.4.1), once attendance is recorded for every nation:
/// - an absent nation whose player has missed two or more meetings in a row loses its outer
///   ring (rule 5, I-63), each area named with its distance from the capital;
/// - a present nation whose New Year waited for its player (no roster for the year, rule 3)
///   gets NY-1 (its old armies leave the map), NY-3 (its tally is frozen in a new roster) and
///   NY-5 (last year's fleets still afloat or in port are dissolved, I-9) now; its rosters and
///   armies are then filled and placed with the usual commands, and its production waits for
///   the next New Year;
/// - every present nation with at most one army and at most two areas is offered the exodus
///   as a hand item; the referee enters a declared exodus with nation.exodus.
[[nodiscard]] StepWork startOfTurn(const CommandContext &context,
                                   const warmaster::CampaignDate &date);

} // namespace herald::db
