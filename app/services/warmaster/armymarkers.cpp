#include "app/services/warmaster/armymarkers.h"

#include "app/services/campaignservice.h"
#include "core/warmaster/armyplacement.h"
#include "db/map/maprepository.h"

namespace herald::app {

std::vector<ArmyMarker> armyMarkers(const CampaignService &service, qint64 nationId)
{
    std::vector<ArmyMarker> markers;
    const warmaster::StrategicMap map = db::loadStrategicMap(service.file()->database());
    const QString nation = QString::number(nationId);
    for (const warmaster::Army &army : map.armies) {
        if (army.nationId != nation)
            continue;
        const auto area = map.areaAt(army.area);
        markers.push_back(
            {army.id.toLongLong(), army.name, army.generalName,
             area ? warmaster::areaLabel(map.areas[std::size_t(*area)]) : army.area.toXXYY(),
             army.location});
    }
    return markers;
}

QStringList armyMarkerTables()
{
    return {QStringLiteral("army"), QStringLiteral("area"), QStringLiteral("character")};
}

} // namespace herald::app
