#pragma once

namespace herald::cli {

class VerbTable;

/// hexgame list|new|show|place|move|hold|attack|retreat|advance|end-phase|entry-hexes|score|
/// export|import
/// (docs/cli-hexgame.md).
void addHexgameVerbs(VerbTable &table);

} // namespace herald::cli
