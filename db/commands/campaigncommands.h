#pragma once

namespace herald::db {

class CommandRegistry;

/// campaign.rename {name}; campaign.setting {key, value}: the campaign record and the
/// referee's rule settings (rules files, "Campaign settings summary").
void registerCampaignCommands(CommandRegistry &registry);

} // namespace herald::db
