#include "db/warmaster/monthcommands.h"

#include "db/warmaster/generalreplacements.h"

namespace herald::db {

void registerMonthCommands(CommandRegistry &registry)
{
    registerOrderCommands(registry);
    registerMovementCommands(registry);
    registerMoveAnswerCommands(registry);
    registerEngagementCommands(registry);
    registerBattleResultCommands(registry);
    registerGeneralReplacementCommands(registry);
}

} // namespace herald::db
