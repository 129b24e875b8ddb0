#pragma once

#include "db/warmaster/calendarsteps.h"

namespace herald::db {

/// §7.4.2: every rebel nation whose leader has been taken prisoner or slain collapses: it is
/// defunct and its areas fall uncontrolled; its player's way back is a New Nation. Run at NY-2
/// and at M-5, after the month's captures and deaths.
[[nodiscard]] StepWork collapseRebellions(const CommandContext &context);

} // namespace herald::db
