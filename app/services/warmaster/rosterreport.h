#pragma once

#include "db/warmaster/nationrepository.h"

#include <QJsonObject>

namespace herald::app {

/// A roster as herald-cli --json and the GUI show it: figures, every category of the sheet
/// with its lines, characters with their items, and the issues found.
[[nodiscard]] QJsonObject rosterToJson(const db::NationRecord &nation,
                                       const warmaster::Roster &roster,
                                       const warmaster::ArmyList &list,
                                       const warmaster::CampaignSettings &settings);

/// One nation's tally with the areas behind each term (§2.1-§2.3).
[[nodiscard]] QJsonObject nationTallyToJson(const warmaster::StrategicMap &map,
                                            const warmaster::NationTally &tally);

} // namespace herald::app
