#include "core/warmaster/rebellion.h"

#include "core/warmaster/armyplacement.h"

#include <QCoreApplication>

#include <algorithm>

namespace herald::warmaster {

QString RebellionOffer::explain(const StrategicMap &map) const
{
    const QString name = map.nations[static_cast<std::size_t>(nation)].name;
    if (towns.empty())
        return QCoreApplication::translate(
                   "herald::warmaster::Rebellion",
                   "§7.4.2 %1 has no troops and no land, and none of its former towns still "
                   "stands: only a New Nation brings it back.")
            .arg(name);
    return QCoreApplication::translate(
               "herald::warmaster::Rebellion",
               "§7.4.2 %1 has no troops and no land: its player may seize one of its former "
               "towns and rise in rebellion: %2.")
        .arg(name, areaLabels(map, towns));
}

std::optional<RebellionOffer> detectRebellion(const StrategicMap &map,
                                              const FallenNationFacts &facts)
{
    if (facts.troops > 0)
        return std::nullopt;
    const bool hasLand = std::any_of(map.areas.begin(), map.areas.end(),
                                     [&](const Area &a) { return a.owner == facts.nation; });
    if (hasLand)
        return std::nullopt;
    RebellionOffer offer{facts.nation, {}};
    for (const int area : facts.formerTowns) {
        if (area < 0 || area >= static_cast<int>(map.areas.size()))
            continue;
        const PopulationCentre centre = map.areas[static_cast<std::size_t>(area)].centre;
        if (centre == PopulationCentre::Town || centre == PopulationCentre::City)
            offer.towns.push_back(area);
    }
    return offer;
}

} // namespace herald::warmaster
