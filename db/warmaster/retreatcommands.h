#pragma once

namespace herald::db {

class CommandRegistry;

/// M-4's stop-gap until the Battles issue carries retreats out itself: army.retreat moves a
/// beaten or forced-out army by the §6.7 list, or routs it when no area qualifies (§6.8).
void registerRetreatCommands(CommandRegistry &registry);

} // namespace herald::db
