#pragma once

#include <QStringList>

namespace herald::cli {

class CliContext;

/// `diplomacy set FILE GAME unit|remove|move|owner|personality|ring|season ...`: the game
/// master's position editor, one command per edit (docs/cli-diplomacy.md). The campaign is
/// already open; `words` start with the game.
int setPosition(CliContext &c, const QStringList &words);

} // namespace herald::cli
