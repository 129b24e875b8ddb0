#pragma once

#include "core/warmaster/calendar.h"
#include "core/warmaster/stepblockers.h"

#include <QJsonObject>
#include <QSet>
#include <QSqlDatabase>

#include <optional>
#include <span>

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

/// Where the calendar stands, for `calendar show` and the Campaign page: the date, the step's
/// label, name, section and duty, the next date, the blockers with their sentences, what the
/// referee must do by hand in this step, and the kinds of open business the step waits for
/// that Herald cannot read from the file yet. Empty when the date cannot be read.
[[nodiscard]] QJsonObject calendarStatus(const QSqlDatabase &db);

} // namespace herald::db
