#pragma once

#include "core/warmaster/calendar.h"
#include "core/warmaster/routedmarch.h"
#include "core/warmaster/stepblockers.h"
#include "db/warmaster/calendarsteps.h"

#include <QSqlDatabase>

#include <vector>

namespace herald::db {

class CommandRegistry;

/// The nations (by index into the map's nations) whose last-ditch rally is open this turn:
/// only routed armies left as forces, the rally unused, no answer given yet (§6.8).
[[nodiscard]] std::vector<int> openRallyOffers(const QSqlDatabase &db, int turn);

/// M-5 (§6.8, I-58): every routed army takes its end-of-turn step: one area towards the nearest
/// free town or city of its own (the owner's choice among equal steps when army.march named
/// one, else the first), the wait at home, restarted when an enemy entered, and the reforming
/// after a full quiet turn there. One line per army, naming the rule.
[[nodiscard]] StepWork marchRoutedArmies(const CommandContext &context);

/// M-5's open last-ditch rally offers (§6.8): each nation whose only forces are routed armies,
/// with its rally unused, that has not answered this turn (army.rally).
void addRallyOffersOpen(const QSqlDatabase &db, const warmaster::CampaignDate &date,
                        warmaster::StepSnapshot &snapshot);

/// army.march (I-58) and army.rally (§6.8), both at M-5.
void registerRoutedArmyCommands(CommandRegistry &registry);

} // namespace herald::db
