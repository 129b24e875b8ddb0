#pragma once

#include "db/command.h"

/// @file
/// The rolls a move calls for: challenges by enemies beside the path (§3.7) and a jump down a
/// level (§3.5). The desk does not trace paths; the referee names who challenges.

namespace herald::db::skirmish {

/// {skirmish, mover, challengers, advancing?}: each enemy named that may challenge the mover
/// (§3.7 and its exemptions) rolls a d10 in turn, until the mover dies; `advancing` when the
/// mover advances after combat (§4.8).
CommandOutcome challenge(CommandContext &context);

/// {skirmish, character}: a jump down one level into an adjacent hex (§3.5).
CommandOutcome jump(CommandContext &context);

} // namespace herald::db::skirmish
