#pragma once

#include "db/command.h"

/// @file
/// The rolls of a DN2 Gharv interphase (§2.3, §9.6): in the appearance step a character on
/// water, beach, boat or marsh rolls, and a Gharv counter of the Gharvs' side may come onto the
/// map beside it; in the combat step a Gharv beside a boat tries to capsize it.

namespace herald::db::skirmish {

/// {skirmish, character, gharv, at?, hex?}: `character` rolls the §9.6 appearance table; when a
/// Gharv appears, the counter `gharv` (a Gharvs' counter off the map) is placed on `at` (a hex
/// beside the character) or, without `at` for a character on the map, on the free water or
/// marsh hex beside it (several: numbered, and a d10 rolled until it picks one; none beside:
/// the nearest, (T)), and keeps the table's shift for its attack in this interphase (§12 B6). `hex`
/// (water, beach, boat, marsh) says what the character stands on where the map cannot (beaches and
/// boats are not in the map format).
CommandOutcome gharvAppearance(CommandContext &context);

/// {skirmish, gharv, aboard, typed?}: in the combat step, the Gharv goes for the boat carrying
/// `aboard` (one or two Adventurers) instead of attacking (§9.6): 1-3 on a d10 capsizes it, and
/// each passenger who may not enter water (armour) drowns while the others are left in the water
/// (§12 C10); it counts as the Gharv's attack.
CommandOutcome capsize(CommandContext &context);

} // namespace herald::db::skirmish
