#pragma once

namespace herald::cli {

class VerbTable;

/// hexmap list|new|import|export|delete|paint|place|road|river|bridge|set|edge: the hex map
/// editor's
/// maps from the command line (docs/cli-hexgame.md).
void addHexmapVerbs(VerbTable &table);

} // namespace herald::cli
