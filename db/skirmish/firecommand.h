#pragma once

#include "db/command.h"

namespace herald::db::skirmish {

/// {skirmish, shooter, target, horse? (the target's riderless horse is shot at, §4.9), distance?,
/// targetTerrain?, crossed?, extraCover?, inMelee?, retreatRoom?}: a shot, offensive in the
/// shooter's own fire phase or defensive during the enemy's movement, resolved by §5.9 and applied
/// to the target.
CommandOutcome fire(CommandContext &context);

} // namespace herald::db::skirmish
