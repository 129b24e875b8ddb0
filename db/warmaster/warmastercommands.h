#pragma once

namespace herald::db {

class CommandRegistry;

/// The nations area's commands: players, nations, army lists and created races, tally grants,
/// yearly rosters, characters and magic item bindings, armies (rules §1.2, §1.4, §1.5,
/// §2.1-§2.6).
void registerWarmasterCommands(CommandRegistry &registry);

void registerNationCommands(CommandRegistry &registry);
void registerArmyListCommands(CommandRegistry &registry);
void registerRosterCommands(CommandRegistry &registry);
/// Army markers at the New Year (NY-7, §4.9, §1.5).
void registerArmyCommands(CommandRegistry &registry);
/// The calendar (§3): calendar.next and attendance.set (M-0, §7.6).
void registerCalendarCommands(CommandRegistry &registry);

} // namespace herald::db
