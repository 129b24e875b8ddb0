#pragma once

#include "core/warmaster/calendar.h"
#include "core/warmaster/stepblockers.h"

#include <QSqlDatabase>

namespace herald::db {

class CommandRegistry;

/// M-4's GeneralsUnreplaced (§6.6, I-22): each general of this turn's battles killed (or
/// captured, with captureCountsAsDeath) whose successor the owner has not chosen, with the
/// successors the rule offers.
void addGeneralsUnreplaced(const QSqlDatabase &db, const warmaster::CampaignDate &date,
                           warmaster::StepSnapshot &snapshot);

/// battle.general at M-3 or M-4 (§6.6, I-21, I-22): the owner's choice of successor.
void registerGeneralReplacementCommands(CommandRegistry &registry);

} // namespace herald::db
