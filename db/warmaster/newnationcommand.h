#pragma once

#include "db/command.h"

namespace herald::db {

/// nation.new (NY-6 or NY-7, §7.4.3, I-67): {nation, destination, units: [{type, count}],
/// characters: [{entry, name?}], item?}. A nation added with nation.add begins the year at sea
/// with 10 units of its list, 10 boats, a free admiral, characters worth at most 5 CP with one
/// general, and the magic item card drawn for it; the old race of its player's fallen nation is
/// refused, and that nation becomes defunct.
[[nodiscard]] CommandOutcome newNation(CommandContext &context);

} // namespace herald::db
