#pragma once

#include "core/warmaster/calendar.h"
#include "core/warmaster/stepblockers.h"

#include <QSqlDatabase>

namespace herald::db {

/// Reads one kind of the month's open business from M-1 to M-3 into the snapshot:
/// OrdersMissing (§4.1, §4.2: armies that take orders and whose queue does not cover the lead
/// time), DelayNumbersMissing (§4.4: due checks without the player's number),
/// LocationChoicesMissing (§5.2, §5.7) and BattlesUnresolved (pending battles without a
/// winner). Other kinds are left alone.
void addMonthBlockers(const QSqlDatabase &db, const warmaster::CampaignDate &date,
                      warmaster::Awaited what, warmaster::StepSnapshot &snapshot);

} // namespace herald::db
