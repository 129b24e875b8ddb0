#pragma once

#include "db/command.h"
#include "db/warmaster/nationrepository.h"

namespace herald::db {

/// Opens the nation's roster for the context's year with the figures of the year's tally
/// (§2.1-§2.3), which freezes them (NY-3); last year's troop types and characters carry over
/// (I-17, I-27). Refused when the roster exists or the nation has no army list. Shared by
/// `roster.open` and `calendar.next` at NY-3.
[[nodiscard]] CommandOutcome openRosterFor(const CommandContext &context,
                                           const NationRecord &nation);

/// The year's tally of every nation on the map as it stands: what a step that opens many
/// rosters computes once (opening a roster changes neither).
struct YearTally
{
    warmaster::StrategicMap map;
    warmaster::Tally tally;
};
[[nodiscard]] YearTally loadYearTally(const QSqlDatabase &db, int year);

/// openRosterFor() with the year's tally already computed.
[[nodiscard]] CommandOutcome openRosterFor(const CommandContext &context,
                                           const NationRecord &nation, const YearTally &year);

} // namespace herald::db
