#pragma once

namespace herald::db {

class CommandRegistry;

/// dice.roll {expression, purpose, typed?}: a roll the referee asks for on the Dice page or
/// the CLI, kept in the history like every other roll.
void registerDiceCommands(CommandRegistry &registry);

} // namespace herald::db
