#pragma once

namespace herald::cli {

class VerbTable;

/// board list|new|setup|show|action|end|retreat|resolve|odds: the Civil War battle board
/// (docs/cli-battleboard.md).
void addBattleBoardVerbs(VerbTable &table);

} // namespace herald::cli
