#pragma once

namespace herald::db {

class CommandRegistry;

/// battle.portal (§6.9, I-37): after a battle fought at a magic portal, the winner's army goes
/// through it at once to an area without town, city or army.
void registerBattlePortalCommands(CommandRegistry &registry);

} // namespace herald::db
