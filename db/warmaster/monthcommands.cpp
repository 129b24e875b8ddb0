#include "db/warmaster/monthcommands.h"

namespace herald::db {

void registerMonthCommands(CommandRegistry &registry)
{
    registerOrderCommands(registry);
    registerMovementCommands(registry);
    registerMoveAnswerCommands(registry);
    registerEngagementCommands(registry);
    registerBattleResultCommands(registry);
}

} // namespace herald::db
