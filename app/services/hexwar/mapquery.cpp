#include "app/services/hexwar/mapquery.h"

namespace herald::app::hexwar {

QStringList hexmapTables()
{
    return {QStringLiteral("hexmap")};
}

QStringList hexMapNames(const CampaignService &service)
{
    return service.isOpen() ? db::hexwar::hexMapNames(service.file()->database()) : QStringList{};
}

std::optional<db::hexwar::StoredHexMap> hexMap(const CampaignService &service, const QString &name)
{
    return service.isOpen() ? db::hexwar::hexMap(service.file()->database(), name) : std::nullopt;
}

} // namespace herald::app::hexwar
