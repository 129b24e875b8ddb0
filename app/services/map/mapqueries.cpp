#include "app/services/map/mapqueries.h"

#include "db/map/maprepository.h"

namespace herald::app::maps {

using namespace herald::warmaster;

QStringList mapTables()
{
    return {QStringLiteral("area"),
            QStringLiteral("army"),
            QStringLiteral("boundary"),
            QStringLiteral("landmass"),
            QStringLiteral("map"),
            QStringLiteral("nation"),
            QStringLiteral("independent_army")};
}

MapSnapshot loadMap(const CampaignService &service)
{
    if (!service.isOpen())
        return {};
    db::StoredMap stored = db::loadStoredMap(service.file()->database());
    return {std::move(stored.map), std::move(stored.background), stored.backgroundOpacity};
}

StrategicMap strategicMap(const CampaignService &service)
{
    return service.isOpen() ? db::loadStrategicMap(service.file()->database()) : StrategicMap{};
}

QStringList nationTables()
{
    return {QStringLiteral("nation")};
}

std::vector<Nation> mapNations(const CampaignService &service)
{
    return service.isOpen() ? db::loadMapNations(service.file()->database())
                            : std::vector<Nation>{};
}

QStringList nationNames(const CampaignService &service)
{
    QStringList names;
    for (const Nation &n : mapNations(service))
        names << n.name;
    return names;
}

QStringList areaTables()
{
    // The details name the area's landmass and owner; its coast follows its neighbours' terrain.
    return {QStringLiteral("area"), QStringLiteral("landmass"), QStringLiteral("nation")};
}

std::optional<AreaDetails> areaDetails(const CampaignService &service, map::Hex hex)
{
    const StrategicMap m = strategicMap(service);
    const auto index = m.areaAt(hex);
    if (!index)
        return std::nullopt;
    AreaDetails details{m.areas[std::size_t(*index)], {}, {}};
    if (details.area.owner != noIndex)
        details.ownerName = m.nations[std::size_t(details.area.owner)].name;
    if (details.area.landmass != noIndex)
        details.landmassName = m.landmasses[std::size_t(details.area.landmass)].name;
    return details;
}

QStringList hexsideTables()
{
    // The default barrier (I-52) follows the terrain of the areas on either side.
    return {QStringLiteral("area"), QStringLiteral("boundary")};
}

std::optional<HexsideDetails> hexsideDetails(const CampaignService &service, map::Hexside side)
{
    if (!service.isOpen())
        return std::nullopt;
    const db::StoredMap stored = db::loadStoredMap(service.file()->database());
    if (!stored.map.areaAt(side.first()) && !stored.map.areaAt(side.second()))
        return std::nullopt;
    HexsideDetails details;
    if (const auto mark = stored.marks.constFind(side); mark != stored.marks.cend())
        details.mark = *mark;
    const auto &all = stored.map.boundaries;
    const auto resolved =
        std::find_if(all.begin(), all.end(), [&](const Boundary &b) { return b.side == side; });
    if (resolved != all.end())
        details.resolved = *resolved;
    return details;
}

} // namespace herald::app::maps
