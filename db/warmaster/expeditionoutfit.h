#pragma once

#include "db/command.h"

namespace herald::db {

/// expedition.outfit (NY-7, §7.2.1, §2.11, I-11): {nation, name, port, general, admiral, units:
/// [{line, sailing, traded}], characters?, healers?}. Each requirement core's checkOutfit() finds
/// unmet is refused with its numbers; otherwise the expedition, its roster and crew are written,
/// traded units struck from the roster, the crew put on expedition and its marker placed in port.
[[nodiscard]] CommandOutcome outfitExpedition(CommandContext &context);

} // namespace herald::db
