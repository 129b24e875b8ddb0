#pragma once

#include "core/skirmish/missile.h"
#include "db/command.h"
#include "db/skirmish/skirmishdesk.h"

#include <optional>

namespace herald::db::skirmish {

/// A shot as declared: who shoots at whom, what core is handed, and the improved-shooting
/// spell the roll spends.
struct DeclaredShot
{
    StoredCharacter *shooter = nullptr;
    StoredCharacter *target = nullptr;
    sk::Shot shot;
    std::optional<StoredSpell> spell;
};

/// The shot the arguments declare (those of fire() below), checked against the phase and the
/// sides, its line of fire read from the map; nullopt with *refusal naming what is wrong. The
/// odds before the roll are sk::shotOdds(shot).
[[nodiscard]] std::optional<DeclaredShot> declareShot(Desk &desk, const QJsonObject &args,
                                                      CommandOutcome *refusal);

/// {skirmish, shooter, target, horse? (the target's riderless horse is shot at, §4.9), distance?,
/// targetTerrain?, crossed?, extraCover?, inMelee?, retreatRoom?}: a shot, offensive in the
/// shooter's own fire phase or defensive during the enemy's movement, resolved by §5.9 and applied
/// to the target.
CommandOutcome fire(CommandContext &context);

} // namespace herald::db::skirmish
