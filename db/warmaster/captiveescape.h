#pragma once

#include "db/warmaster/calendarsteps.h"

namespace herald::db {

/// M-5 (§6.4, I-25): every captive rolls the escape chart (d6, a 6 escapes), from the month
/// after his capture on, unless his own player is absent (§7.6); an escaped captive is active
/// on his owner's roster again. Each roll is kept in captive_escape and explained in a line.
[[nodiscard]] StepWork rollCaptiveEscapes(const CommandContext &context);

} // namespace herald::db
