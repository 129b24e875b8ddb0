#pragma once

namespace herald::db {

class CommandRegistry;

/// The Diplomacy GM's commands (rules spec hardbop-downfall.md, parts A and C):
/// diplomacy.new {name, variant}; diplomacy.orders {game, power, orders};
/// diplomacy.adjudicate {game}; diplomacy.ring {game, at}; diplomacy.note {game, power, text};
/// and the position editor's commands (positioncommands.h). Retreats and builds are the orders of a
/// retreat or adjustment phase, settled by diplomacy.adjudicate like movement.
void registerDiplomacyCommands(CommandRegistry &registry);

} // namespace herald::db
