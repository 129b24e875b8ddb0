#pragma once

namespace herald::db {

class CommandRegistry;

/// nation.new (NY-6 or NY-7, §7.4.3, I-67): {nation, destination, units: [{type, count}],
/// characters: [{entry, name?}], carrier?}. A nation added with nation.add begins the year at
/// sea with 10 units of its list, 10 boats, a free admiral, characters worth 5 CP with one
/// general, and the top card of the magic item deck, carried by the general or the "carrier";
/// the old race of its player's fallen nation is refused, and that nation becomes defunct.
void registerNewNationCommands(CommandRegistry &registry);

} // namespace herald::db
