#pragma once

#include <QStringList>

namespace herald::cli {

class CliContext;

/// board list FILE: the campaign's battles.
int listBoards(CliContext &c);
/// board show FILE BATTLE [--log]: the board as it stands (set-ups stay hidden until both are
/// in, §3), the placeholder notice while it applies, and the log on request.
int showBoard(CliContext &c, const QStringList &words);
/// board odds FILE BATTLE [--runs N] [--seed S]: simulated battles (§15.4).
int showOdds(CliContext &c, const QStringList &words);

} // namespace herald::cli
