#include "core/warmaster/capital.h"

namespace herald::warmaster {

int capitalArea(const StrategicMap &map, int nation)
{
    if (nation < 0 || nation >= static_cast<int>(map.nations.size()))
        return noIndex;
    const int designated = map.nations[static_cast<std::size_t>(nation)].capital;
    if (designated >= 0 && designated < static_cast<int>(map.areas.size()) &&
        map.areas[static_cast<std::size_t>(designated)].owner == nation)
        return designated;
    // I-63: a lost or missing capital falls to the largest population centre left.
    int best = noIndex;
    int bestLevel = 0;
    for (std::size_t i = 0; i < map.areas.size(); ++i) {
        const Area &area = map.areas[i];
        const int level = populationLevel(area.centre);
        if (area.owner == nation && level > bestLevel) {
            best = static_cast<int>(i);
            bestLevel = level;
        }
    }
    return best;
}

} // namespace herald::warmaster
