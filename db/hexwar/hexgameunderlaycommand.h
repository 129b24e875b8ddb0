#pragma once

namespace herald::db {

class CommandRegistry;

/// hexgame.underlay {game, image?, opacity?} (issue 20; docs/cli-hexgame.md): keeps a scanned
/// map with a game, under its hexes on the Game tab, or takes it off ("image": ""), and sets how
/// strongly the hexes are drawn over it, as hexmap.underlay does for an edited map. Kept apart
/// from the hexgame.* actions: it changes how the game is shown, never its position, so it is
/// no action of the game and never travels by mail.
void registerHexgameUnderlayCommand(CommandRegistry &registry);

} // namespace herald::db
