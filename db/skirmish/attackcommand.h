#pragma once

#include "core/skirmish/meleeodds.h"
#include "db/command.h"
#include "db/skirmish/skirmishdesk.h"

#include <optional>
#include <vector>

namespace herald::db::skirmish {

/// A combat as declared: who attacks, who defends, and what core is handed.
struct DeclaredMelee
{
    std::vector<StoredCharacter *> attackers;
    std::vector<StoredCharacter *> defenders;
    sk::MeleeSetup setup;
};

/// The combat the arguments declare, checked against the phase, the sides and the map (the
/// arguments of attack() below); nullopt with *refusal naming what is wrong. The odds before
/// the roll, for a calculator, are sk::meleeOdds(setup).
[[nodiscard]] std::optional<DeclaredMelee> declareMelee(Desk &desk, const QJsonObject &args,
                                                        CommandOutcome *refusal);

/// {skirmish, attackers, defenders, horses?: [defender keys whose riderless horse is attacked],
/// terrain?: {key: terrain}, rear?, betweenLegs?, dragonTwoParts?, attackerTakingHarm?,
/// defenderTakingHarm?, retreatRoom?: {key: hexes}}:
/// a melee in the active side's combat phase, resolved by §4.10 and applied to the counters.
CommandOutcome attack(CommandContext &context);

} // namespace herald::db::skirmish
