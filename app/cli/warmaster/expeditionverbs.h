#pragma once

#include "app/cli/clicontext.h"
#include "app/cli/warmaster/verbsupport.h"

namespace herald::cli {

/// herald-cli expedition list|show|sheet|outfit|sail|ally|land (§7.2).
void addExpeditionVerbs(VerbTable &table);

/// The nation verb's actions for losing a nation (§7.4): exodus, rebellion and new; and country,
/// another country founded from a colony (§7.3).
[[nodiscard]] std::map<QString, Action> nationLossActions();
/// The value options those actions take.
[[nodiscard]] QStringList nationLossOptions();

} // namespace herald::cli
