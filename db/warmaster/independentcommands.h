#pragma once

#include "db/warmaster/calendarsteps.h"

#include <QSqlDatabase>
#include <QString>

namespace herald::db {

class CommandRegistry;

/// Independent lesser-race armies (§7.7.6, I-75, I-76): lesser.place, lesser.move and
/// lesser.meet.
void registerIndependentArmyCommands(CommandRegistry &registry);

/// Takes the race's independent army off the map (its race leaves the Independent box).
/// Empty, or the storage's message.
[[nodiscard]] QString removeIndependentArmy(const QSqlDatabase &db, const QString &raceId);

/// M-5 (§7.7.6, §4.7): each independent army counts its hold on a nation's area; a complete
/// count makes the area uncontrolled. One line per army with something to say.
[[nodiscard]] StepWork holdIndependentAreas(const CommandContext &context);

} // namespace herald::db
