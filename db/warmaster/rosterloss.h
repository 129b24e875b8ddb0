#pragma once

#include "db/command.h"

namespace herald::db {

/// roster.loss (§2.5): strikes {count} lost units off line {line} (counted from 1) of the year's
/// roster of {nation}. The terrain check's losses (§4.4, I-49) are struck through it as well.
[[nodiscard]] CommandOutcome markRosterLoss(CommandContext &context);

} // namespace herald::db
