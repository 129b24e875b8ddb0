#pragma once

#include "db/command.h"

/// @file
/// The appearance step of a DN2 Gharv interphase (§2.3, §9.6): a character on water, beach,
/// boat or marsh rolls, and a Gharv counter of the Gharvs' side may come onto the map beside it.

namespace herald::db::skirmish {

/// {skirmish, character, gharv, at?, hex?}: `character` rolls the §9.6 appearance table; when a
/// Gharv appears, the counter `gharv` (a Gharvs' counter off the map) is placed on `at` (a hex
/// beside the character) and keeps the table's shift for its attack in this interphase
/// (§12 B6). `hex` (water, beach, boat, marsh) says what the character stands on where the map
/// cannot (beaches and boats are not in the map format).
CommandOutcome gharvAppearance(CommandContext &context);

} // namespace herald::db::skirmish
