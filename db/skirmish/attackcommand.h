#pragma once

#include "db/command.h"

namespace herald::db::skirmish {

/// {skirmish, attackers, defenders, horses?: [defender keys whose riderless horse is attacked],
/// terrain?: {key: terrain}, rear?, betweenLegs?, dragonTwoParts?, attackerTakingHarm?,
/// defenderTakingHarm?, retreatRoom?: {key: hexes}}:
/// a melee in the active side's combat phase, resolved by §4.10 and applied to the counters.
CommandOutcome attack(CommandContext &context);

} // namespace herald::db::skirmish
