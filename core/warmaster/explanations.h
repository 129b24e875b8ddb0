#pragma once

#include "core/warmaster/armyplacement.h"
#include "core/warmaster/roster.h"

#include <QString>

/// @file
/// Rule refusals in words, with the rule and the numbers behind them (translated).

namespace herald::warmaster {

/// One roster issue in words, with the figures behind it: for going over the army points the
/// total, the AP and the excess (§2.2); for characters the points used and the CP (§2.3);
/// the other issues as describe() words them. Translated.
[[nodiscard]] QString explainIssue(const Roster &roster, const RosterIssue &issue,
                                   const CampaignSettings &settings);

/// A placement refusal (§1.3-§1.5, §4.9, S-6, NY-7) naming the rule, the area or general and
/// the numbers.
[[nodiscard]] QString explainPlacement(const PlacementIssue &issue);

} // namespace herald::warmaster
