#pragma once

namespace herald::db {

class CommandRegistry;

/// The referee's NY-4 choices (§2.7, §7.3): production.place, production.remove and
/// production.colony.
void registerNewYearCommands(CommandRegistry &registry);

/// The NY-2 ransom (§2.16, I-19, I-20): ransom.pay.
void registerRansomCommands(CommandRegistry &registry);

} // namespace herald::db
