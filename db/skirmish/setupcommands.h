#pragma once

#include "db/command.h"

/// @file
/// Setting a skirmish up and moving it along: skirmish.new, skirmish.state, skirmish.next.

namespace herald::db::skirmish {

/// {skirmish, scenario?, roster?, map?}: a new skirmish from a scenario's JSON (the shipped
/// home-made demo when absent), the character tables (the shipped ones when absent) and the
/// scenario's map (the shipped sheet of that id when absent).
CommandOutcome newSkirmish(CommandContext &context);

/// {skirmish, character, health?, wounds?, horse?, hexes?, ep?}: the referee sets a counter's
/// state or position by hand (a stunned character stood up, a counter moved on the map).
CommandOutcome setState(CommandContext &context);

/// {skirmish, option, value}: one of the referee's options of §12 D (settingsformat.h), a
/// true/false or, for levelTwoSurfaceRange, a number.
CommandOutcome setOption(CommandContext &context);

/// {skirmish}: the next step of the game turn (§2.2, §2.3); a side's stunned characters stand
/// up in its recovery phase (§6.1, §12 C1), Gharvs out of contact go back to the water in a
/// disappearance step (§9.6) and spells run out (§7.4).
CommandOutcome nextStep(CommandContext &context);

} // namespace herald::db::skirmish
