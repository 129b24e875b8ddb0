#pragma once

#include "core/warmaster/strategicmap.h"

#include <QString>

#include <span>
#include <vector>

namespace herald::warmaster {

/// Where a beaten or forced-out army may go (§6.7, I-57): the areas of the first level of the
/// retreat list that has any. Level 0 means none qualifies and the army routs (§6.8).
struct RetreatChoice
{
    /// 1 the area it came from, 2 a free own neighbour, 3 a free uncontrolled neighbour, 4 a
    /// neighbour of another player without town or city, nearer one of the nation's own.
    int level = 0;
    std::vector<int> areas;

    /// "§6.7 level 2 (a free area of its own): 0408 Scar, 0506" or the rout (translated).
    [[nodiscard]] QString explain(const StrategicMap &map) const;
};

/// The retreat list for armies[army]: "occupied" means holding an army other than a routed
/// one, or an independent lesser-race army (map.independentArmies, §7.7.6); an army that did not
/// move this turn has no option 1; "nearer" counts area steps to the nearest own town or city
/// (I-57).
[[nodiscard]] RetreatChoice retreatChoices(const StrategicMap &map, std::span<const Army> armies,
                                           int army);

} // namespace herald::warmaster
