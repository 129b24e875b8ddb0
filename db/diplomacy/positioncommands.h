#pragma once

namespace herald::db {

class CommandRegistry;

/// The game master's position editor (after DPjudge's SET commands), each edit one command on
/// the current movement phase, refused with the rule it would break (core/diplomacy/downfall/
/// positionedit.h): diplomacy.addUnit {game, power, unit, at, traits}; diplomacy.removeUnit
/// {game, at}; diplomacy.moveUnit {game, from, to}; diplomacy.setOwner {game, at, power};
/// diplomacy.personality {game, who, at}; diplomacy.setRing {game, state, at, by};
/// diplomacy.setSeason {game, month, season, year}.
void registerPositionCommands(CommandRegistry &registry);

} // namespace herald::db
