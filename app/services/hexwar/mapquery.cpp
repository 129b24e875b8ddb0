#include "app/services/hexwar/mapquery.h"

#include "db/hexwar/mapstore.h"

namespace herald::app::hexwar {

QStringList hexmapTables()
{
    return {QStringLiteral("hexmap")};
}

QStringList hexMapNames(const CampaignService &service)
{
    return service.isOpen() ? db::hexwar::hexMapNames(service.file()->database()) : QStringList{};
}

std::optional<herald::hexwar::HexwarMap> hexMap(const CampaignService &service, const QString &name)
{
    if (!service.isOpen())
        return std::nullopt;
    auto stored = db::hexwar::hexMap(service.file()->database(), name);
    if (!stored)
        return std::nullopt;
    return std::move(stored->map);
}

} // namespace herald::app::hexwar
