#include "core/hexwar/entrycost.h"

#include <QCoreApplication>

namespace herald::hexwar {

std::optional<int> hexMp(const HexwarMap &map, UnitKind kind, map::Hex hex)
{
    if (!map.isLand(hex))
        return std::nullopt;
    const HexInfo info = map.hex(hex);
    if (const auto cost = featureCost(info.feature))
        return cost;
    return terrainCost(info.terrain, kind);
}

std::optional<int> entryMp(const HexwarMap &map, UnitKind kind, map::Hex from, map::Hex to)
{
    if (map.isLand(to) && map.side(from, to).countsAsRoad())
        return 1;
    return hexMp(map, kind, to);
}

EntryCost entryCost(const HexwarMap &map, UnitKind kind, map::Hex from, map::Hex to)
{
    EntryCost out;
    out.mp = entryMp(map, kind, from, to);
    if (!out.mp)
        return out;
    const HexsideInfo side = map.side(from, to);
    const HexInfo info = map.hex(to);
    if (side.bridge)
        out.reason = QCoreApplication::translate("herald::hexwar::Movement", "bridge");
    else if (side.hasRoad())
        out.reason = QCoreApplication::translate("herald::hexwar::Movement", "road hexside");
    else if (info.feature != Feature::None)
        out.reason = featureName(info.feature);
    else if (*out.mp == 1 && kind == UnitKind::Forester)
        out.reason = QCoreApplication::translate("herald::hexwar::Movement", "%1, forester")
                         .arg(terrainName(info.terrain));
    else if (*out.mp == 1 && kind == UnitKind::Mountaineer)
        out.reason = QCoreApplication::translate("herald::hexwar::Movement", "%1, mountaineer")
                         .arg(terrainName(info.terrain));
    else
        out.reason = terrainName(info.terrain);
    return out;
}

} // namespace herald::hexwar
