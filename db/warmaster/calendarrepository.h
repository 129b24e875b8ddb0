#pragma once

#include "core/warmaster/calendar.h"
#include "core/warmaster/stepblockers.h"

#include <QSet>
#include <QSqlDatabase>

#include <optional>
#include <span>
#include <vector>

namespace herald::db {

/// The campaign's date as stored (campaign.year, month and phase); nullopt when the record is
/// missing or holds a date the calendar does not know.
[[nodiscard]] std::optional<warmaster::CampaignDate> loadCampaignDate(const QSqlDatabase &db);
/// Writes the date into the campaign record; false when the query failed. Call inside a
/// command (the runner's transaction).
bool saveCampaignDate(const QSqlDatabase &db, const warmaster::CampaignDate &date);

/// The row ids of the nations marked NPP (nation.npp), whose New Year waits (§7.6 rule 3).
[[nodiscard]] QSet<qint64> absentNationIds(const QSqlDatabase &db);

/// What the step still waits for, read from the stored data for every kind the storage can
/// compute (computedKinds()); the other kinds stay empty.
[[nodiscard]] warmaster::StepSnapshot loadStepSnapshot(const QSqlDatabase &db,
                                                       const warmaster::CampaignDate &date);
/// The kinds of open business loadStepSnapshot() fills.
[[nodiscard]] std::span<const warmaster::Awaited> computedKinds();

/// The file key of a kind of open business, for --json: "ordersMissing".
[[nodiscard]] QString awaitedKey(warmaster::Awaited what);

/// One nation's attendance at a month's meeting (M-0, §7.6) as recorded.
struct AttendanceRecord
{
    qint64 nationId = 0;
    QString nation;
    std::optional<bool> present; ///< nullopt while not recorded for the month
};

/// Every nation, in the order they were founded, with its attendance in `month` of `year`.
[[nodiscard]] std::vector<AttendanceRecord> loadAttendance(const QSqlDatabase &db, int year,
                                                           int month);

} // namespace herald::db
