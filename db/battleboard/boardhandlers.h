#pragma once

#include "db/command.h"

/// @file
/// The battle board's command handlers, registered by boardcommands.cpp: set-up (boardsetup.cpp)
/// and play (boardplay.cpp).

namespace herald::db::battleboard {

CommandOutcome newBoard(CommandContext &context);
CommandOutcome setUp(CommandContext &context);
CommandOutcome act(CommandContext &context);
CommandOutcome endHalfOrPursuit(CommandContext &context);
CommandOutcome retreat(CommandContext &context);
CommandOutcome resolve(CommandContext &context);

} // namespace herald::db::battleboard
