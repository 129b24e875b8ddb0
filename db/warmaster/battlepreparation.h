#pragma once

namespace herald::db {

class CommandRegistry;

/// battle.prepare (M-3, §5.10): for a pending battle, or every one not yet prepared, turns over
/// a random event card, draws a POI battle's POI card face down, and settles which side places
/// the first terrain piece (a d6, or the referee's choice).
void registerBattlePreparationCommands(CommandRegistry &registry);

} // namespace herald::db
