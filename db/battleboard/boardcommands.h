#pragma once

namespace herald::db {

class CommandRegistry;

/// The battle board's commands (issue 21, rules spec civil-war-tactical-combat.md; arguments
/// in docs/cli-battleboard.md): board.new {name, attacker, defender, options, tables};
/// board.setup {battle, side, placements | auto}; board.action {battle, action, unit, target,
/// to, charges, evade}; board.end {battle}; board.retreat {battle, side}; board.resolve
/// {battle}.
void registerBattleBoardCommands(CommandRegistry &registry);

} // namespace herald::db
