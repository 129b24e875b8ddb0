#pragma once

#include "db/command.h"

namespace herald::db {

/// nation.country (NY-4, §7.3, I-70): {nation, landmass, name, colour, armyList, player?}. Once
/// the founder has answered "country" for a new centre on that landmass (production.colony),
/// another country is founded there: a nation of kind `separate` on its own army list, run by
/// the founder's player unless another is named, and every area the founder holds on that
/// landmass passes to it.
[[nodiscard]] CommandOutcome foundCountry(CommandContext &context);

} // namespace herald::db
