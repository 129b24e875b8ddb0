#pragma once

#include "core/warmaster/strategicmap.h"

#include <QStringList>

#include <span>
#include <vector>

namespace herald::warmaster {

/// An area holding more armies at the end of the turn than §5.9 allows.
struct CrowdedArea
{
    int area = noIndex;
    QStringList armies; ///< every army counted there

    friend bool operator==(const CrowdedArea &, const CrowdedArea &) = default;
};

/// The end-of-turn check (§5.9, M-5): one army per area, except a siege (one army at the
/// population centre of a town or city, an enemy army in the countryside) and armies
/// pre-engaged by allied dissent. Routed armies and expeditions at sea are not counted.
[[nodiscard]] std::vector<CrowdedArea> crowdedAreas(const StrategicMap &map,
                                                    std::span<const Army> armies);

/// "§5.9 0304 Carrow holds 3 armies at the end of the turn: ...", translated.
[[nodiscard]] QString describe(const StrategicMap &map, std::span<const Army> armies,
                               const CrowdedArea &crowded);

} // namespace herald::warmaster
