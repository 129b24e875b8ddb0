#include "db/warmaster/monthcommands.h"

#include "db/warmaster/battleportal.h"
#include "db/warmaster/generalreplacements.h"
#include "db/warmaster/routedarmies.h"

namespace herald::db {

void registerMonthCommands(CommandRegistry &registry)
{
    registerOrderCommands(registry);
    registerMovementCommands(registry);
    registerMoveAnswerCommands(registry);
    registerEngagementCommands(registry);
    registerBattleResultCommands(registry);
    registerGeneralReplacementCommands(registry);
    registerRoutedArmyCommands(registry);
    registerBattlePortalCommands(registry);
}

} // namespace herald::db
