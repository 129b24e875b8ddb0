#pragma once

#include "core/warmaster/campaignsettings.h"
#include "core/warmaster/strategicmap.h"

#include <QString>

#include <optional>
#include <vector>

namespace herald::warmaster {

// The sea people's realm (§7.2.7, I-8): the rules add six underwater areas and a town in the
// ocean and leave where to the referee. Herald proposes open sea: hexes with no land beside
// them, so that no coast of the map changes and none of the new areas is coastal, and with no
// army on them.

enum class RealmProblem
{
    NotSea,      ///< the hex named is land or not on the map
    TouchesLand, ///< the hex named borders land: the realm's areas are not coastal
    ArmyThere,   ///< an army marker stands on the hex named
    NoRoom,      ///< not enough open sea joined to the start hex
};

struct RealmIssue
{
    RealmProblem problem = RealmProblem::NoRoom;
    QString area; ///< "0712", or empty when Herald chose the start
    int need = 0; ///< the areas the realm needs
    int found = 0;
};

[[nodiscard]] QString describe(const RealmIssue &issue);

/// The realm as placed: indices of the sea areas it turns underwater, joined to each other,
/// the town's among them (the first). Empty areas and an issue when it does not fit.
struct AquaticRealm
{
    std::vector<int> areas;
    int town = noIndex;
    std::optional<RealmIssue> issue;
};

/// How many areas the realm has: 6, the town in one of them (I-8), or 7 with the setting
/// aquaticTownIsSeventhArea (the town an area of its own).
[[nodiscard]] int aquaticRealmSize(const CampaignSettings &settings);

/// Places the realm (§7.2.7, I-8): grown breadth-first over open-sea hexes from `start` when
/// the referee names one, else from the open-sea hex nearest to `near` (the fleet's marker;
/// ties by hex number) that has room. The town stands on the start hex.
[[nodiscard]] AquaticRealm placeAquaticRealm(const StrategicMap &map, int near,
                                             std::optional<int> start,
                                             const CampaignSettings &settings);

} // namespace herald::warmaster
