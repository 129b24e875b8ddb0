#pragma once

#include "core/warmaster/strategicmap.h"

namespace herald::warmaster {

/// The area counted from for the absent player's ring (§7.6, I-63) and taken as the nation's
/// home landmass (§7.3): the designated capital while the nation still owns it, else its first
/// city in map order, else its first town, else its first area; noIndex for a nation without
/// land.
[[nodiscard]] int capitalArea(const StrategicMap &map, int nation);

} // namespace herald::warmaster
