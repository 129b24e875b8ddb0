#pragma once

#include "db/warmaster/nationrepository.h"

#include <QJsonObject>

namespace herald::db {

/// One roster issue in words, with the figures behind it: for going over the army points the
/// total, the AP and the excess (§2.2); for characters the points used and the CP (§2.3).
[[nodiscard]] QString explainIssue(const warmaster::Roster &roster,
                                   const warmaster::RosterIssue &issue,
                                   const warmaster::CampaignSettings &settings);

/// A roster as herald-cli --json and the GUI show it: figures, every category of the sheet
/// with its lines, characters with their items, and the issues found.
[[nodiscard]] QJsonObject rosterToJson(const NationRecord &nation, const warmaster::Roster &roster,
                                       const warmaster::ArmyList &list,
                                       const warmaster::CampaignSettings &settings);

/// One nation's tally with the areas behind each term (§2.1-§2.3).
[[nodiscard]] QJsonObject nationTallyToJson(const warmaster::StrategicMap &map,
                                            const warmaster::NationTally &tally);

} // namespace herald::db
