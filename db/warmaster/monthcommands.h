#pragma once

namespace herald::db {

class CommandRegistry;

/// The month's commands from M-1 to M-3 (§3.2): orders, terrain delay checks, location
/// choices and §5.7 declarations, battle results, fallen generals' successors and the stop-gap
/// battle winner.
void registerMonthCommands(CommandRegistry &registry);

/// orders.set, orders.clear (M-1, §4.1, §4.2, I-54).
void registerOrderCommands(CommandRegistry &registry);
/// terrain.pick, terrain.adjust, terrain.strike (M-2B, §4.4, I-49, I-51).
void registerMovementCommands(CommandRegistry &registry);
/// move.answer: send an army back (§4.3) or let a leaving enemy go (I-43), before M-2C.
void registerMoveAnswerCommands(CommandRegistry &registry);
/// location.choose, stance.declare, battle.winner (M-3, §5.2, §5.7).
void registerEngagementCommands(CommandRegistry &registry);
/// battle.result: a pending battle's result, VP, level, survival rolls and the characters' and
/// items' fates (M-3, §6.1-§6.5).
void registerBattleResultCommands(CommandRegistry &registry);

} // namespace herald::db
