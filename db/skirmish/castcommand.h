#pragma once

#include "db/command.h"

namespace herald::db::skirmish {

/// {skirmish, caster, spell, target?, magnitude?, distance?, counterer?, countererDistance?,
/// retreatRoom?}: a spell cast (§7.2), countered first if an enemy caster tries (§7.3), its
/// energy spent, and its effect put on the target or kept in force (§7.4).
CommandOutcome cast(CommandContext &context);

} // namespace herald::db::skirmish
