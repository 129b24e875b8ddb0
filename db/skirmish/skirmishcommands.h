#pragma once

namespace herald::db {

class CommandRegistry;

/// The skirmish umpire's commands (rules dragon-noir.md; docs/cli-skirmish.md), each naming
/// its skirmish by the "skirmish" argument: skirmish.new, skirmish.attack, skirmish.fire,
/// skirmish.cast, skirmish.challenge, skirmish.jump, skirmish.state, skirmish.option and
/// skirmish.next.
void registerSkirmishCommands(CommandRegistry &registry);

} // namespace herald::db
