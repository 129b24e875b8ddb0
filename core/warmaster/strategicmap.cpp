#include "core/warmaster/strategicmap.h"

namespace herald::warmaster {

namespace {

template <typename T> std::optional<int> indexById(const std::vector<T> &list, QStringView id)
{
    for (std::size_t i = 0; i < list.size(); ++i) {
        if (list[i].id == id)
            return static_cast<int>(i);
    }
    return std::nullopt;
}

} // namespace

QString Area::terrainDescription() const
{
    if (chaos)
        return QStringLiteral("Chaos land (%1)").arg(nameOf(terrain));
    return nameOf(terrain);
}

BarrierType defaultBarrier(const Area &a, const Area &b, bool riverAlongSide)
{
    if (a.isSea() || b.isSea())
        return BarrierType::None;
    if (riverAlongSide)
        return BarrierType::MajorRiver;
    if (a.terrain == b.terrain)
        return barrierOf(a.terrain);
    return BarrierType::None;
}

bool needsTerrainCheck(const Boundary &boundary, bool orderUsesCrossing)
{
    if (boundary.barrier == BarrierType::None)
        return false;
    return !(orderUsesCrossing && boundary.crossing != CrossingFeature::None);
}

void StrategicMap::reindex()
{
    m_areaIndex.clear();
    m_areaIndex.reserve(static_cast<qsizetype>(areas.size()));
    for (std::size_t i = 0; i < areas.size(); ++i)
        m_areaIndex.insert(areas[i].hex, static_cast<int>(i));
    m_boundaryIndex.clear();
    for (std::size_t i = 0; i < boundaries.size(); ++i)
        m_boundaryIndex.insert(boundaries[i].side, static_cast<int>(i));
}

std::optional<int> StrategicMap::areaAt(map::Hex hex) const
{
    if (const auto it = m_areaIndex.constFind(hex); it != m_areaIndex.cend())
        return *it;
    return std::nullopt;
}

const Boundary *StrategicMap::boundaryBetween(int a, int b) const
{
    const auto side = map::Hexside::between(areas.at(static_cast<std::size_t>(a)).hex,
                                            areas.at(static_cast<std::size_t>(b)).hex);
    if (!side)
        return nullptr;
    if (const auto it = m_boundaryIndex.constFind(*side); it != m_boundaryIndex.cend())
        return &boundaries[static_cast<std::size_t>(*it)];
    return nullptr;
}

map::AreaGraph StrategicMap::graph() const
{
    std::vector<map::Hex> hexes;
    hexes.reserve(areas.size());
    for (const Area &area : areas)
        hexes.push_back(area.hex);
    return map::AreaGraph::fromHexes(hexes);
}

std::optional<int> StrategicMap::nationIndex(QStringView id) const
{
    return indexById(nations, id);
}

std::optional<int> StrategicMap::landmassIndex(QStringView id) const
{
    return indexById(landmasses, id);
}

} // namespace herald::warmaster
