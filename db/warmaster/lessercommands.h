#pragma once

namespace herald::db {

class CommandRegistry;

/// The lesser races and the month's pick-up round (§7.7, §5.12): lesser.add, lesser.adjust,
/// pickup.order, pickup.pick and pickup.result.
void registerLesserRaceCommands(CommandRegistry &registry);

/// Spending experience before a battle (§2.15, §7.8, I-77): xp.spend.
void registerExperienceCommands(CommandRegistry &registry);

} // namespace herald::db
