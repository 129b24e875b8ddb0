#pragma once

namespace herald::db {

class CommandRegistry;

/// campaign.rename {name}; campaign.setting {key, value}: the campaign record and the
/// referee's rule settings (§11.S, checked by core/warmaster/campaignsettings.h).
void registerCampaignCommands(CommandRegistry &registry);

} // namespace herald::db
