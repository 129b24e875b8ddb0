#pragma once

namespace herald::db {

class CommandRegistry;

/// Expeditions by sea (§7.2): expedition.outfit (NY-7), expedition.sail (M-1, or naming an
/// exodus's or New Nation's destination at sea), expedition.ally (§7.2.7), expedition.land (I-10).
void registerExpeditionCommands(CommandRegistry &registry);

/// Losing a nation (§7.4): nation.exodus (M-0), nation.rebellion (NY-2), nation.new (New Year);
/// and another country founded from a colony, nation.country (NY-4, §7.3).
void registerNationLossCommands(CommandRegistry &registry);

} // namespace herald::db
