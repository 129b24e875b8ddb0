#pragma once

namespace herald::db {

class CommandRegistry;

/// The hex map editor's commands (issue 20; rules spec fall-of-the-black-eagle.md section 15;
/// docs/cli-hexgame.md): hexmap.new {name, columns?, rows?, from?}; hexmap.import {name, map};
/// hexmap.delete {name}; hexmap.paint {map, hexes, terrain};
/// hexmap.place {map, hex, feature, name?, regions?}; hexmap.line {map, sides, line, name?, on?};
/// hexmap.bridge {map, side, on?}; hexmap.playable {map, hexes, playable?};
/// hexmap.hexset {map, set, hexes, in?};
/// hexmap.underlay {map, image?, opacity?}. A map is named by its
/// name; every edit is one command, so one undo takes back a whole brush stroke or river.
void registerHexmapCommands(CommandRegistry &registry);

} // namespace herald::db
