#pragma once

namespace herald::db {

class CommandRegistry;

/// The hex game desk's commands (rules spec fall-of-the-black-eagle.md; docs/cli-hexgame.md):
/// hexgame.new {name, scenario?, settings?, map?}; hexgame.place {game, unit, hex};
/// hexgame.move {game, unit, path}; hexgame.hold {game, unit};
/// hexgame.attack {game, attackers, defender, adUnit?, retreats?, advance?};
/// hexgame.retreat {game, unit, hex?}; hexgame.advance {game, unit?, hex?};
/// hexgame.end-phase {game}; hexgame.entry-hexes {game, set, hexes};
/// hexgame.resolve-stack {game, hex, keep}; hexgame.import {game, mail}. A game is named by its
/// name; a die may be typed ("typed": [face]) instead of rolled. A game made on one of the
/// file's hex maps gets a copy of the map and of its scanned underlay (hexgame.underlay,
/// db/hexwar/hexgameunderlaycommand.h).
void registerHexgameCommands(CommandRegistry &registry);

} // namespace herald::db
