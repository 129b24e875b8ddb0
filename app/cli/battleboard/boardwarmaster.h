#pragma once

#include <QStringList>

namespace herald::cli {

class CliContext;

/// board from-battle FILE BATTLE NAME [--mapping MAPPING.json]: a board battle fought instead of
/// pending WarMaster battle BATTLE, its armies mapped from both sides' rosters (board.new).
int boardFromBattle(CliContext &c, const QStringList &words);
/// board result-sheet FILE NAME OUT.json: the finished board battle's result sheet for
/// `battle result` (docs/battle-result-format.md); OUT.json "-" writes to standard output.
int writeResultSheet(CliContext &c, const QStringList &words);

} // namespace herald::cli
