#include "core/warmaster/strategicmap.h"

#include <QCoreApplication>

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
        return QCoreApplication::translate("herald::warmaster::StrategicMap", "Chaos land (%1)")
            .arg(nameOf(terrain));
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

bool StrategicMap::touchesSea(int area) const
{
    const Area &a = areas.at(static_cast<std::size_t>(area));
    if (a.isSea())
        return false;
    for (const map::Hex n : a.hex.neighbours()) {
        if (const auto other = areaAt(n); other && areas[static_cast<std::size_t>(*other)].isSea())
            return true;
    }
    return false;
}

void StrategicMap::resolveBoundaries(const QHash<map::Hexside, BoundaryMark> &marks)
{
    reindex();
    boundaries.clear();
    for (const Area &area : areas) {
        for (const map::Direction d : map::allDirections) {
            const map::Hex n = area.hex.neighbour(d);
            const auto other = areaAt(n);
            if (!other || n < area.hex)
                continue; // each side once, from its smaller cell
            const map::Hexside side(area.hex, d);
            const BoundaryMark mark =
                marks.value(side, BoundaryMark{side, false, std::nullopt, CrossingFeature::None});
            Boundary b{side, mark.river, BarrierType::None, mark.crossing};
            b.barrier = mark.barrier.value_or(
                defaultBarrier(area, areas[static_cast<std::size_t>(*other)], mark.river));
            if (b.river || b.barrier != BarrierType::None || b.crossing != CrossingFeature::None)
                boundaries.push_back(b);
        }
    }
    reindex();
}

std::vector<BoundaryMark> StrategicMap::boundaryMarks() const
{
    // Every neighbouring pair, not only the recorded boundaries: a border the referee opened
    // between two mountain areas has no record but is a mark all the same.
    std::vector<BoundaryMark> marks;
    for (std::size_t i = 0; i < areas.size(); ++i) {
        for (const map::Direction d : map::allDirections) {
            const map::Hex n = areas[i].hex.neighbour(d);
            const auto other = areaAt(n);
            if (!other || n < areas[i].hex)
                continue;
            const map::Hexside side(areas[i].hex, d);
            const Boundary *b = boundaryBetween(static_cast<int>(i), *other);
            const Boundary resolved =
                b ? *b : Boundary{side, false, BarrierType::None, CrossingFeature::None};
            BoundaryMark mark{side, resolved.river, std::nullopt, resolved.crossing};
            if (resolved.barrier !=
                defaultBarrier(areas[i], areas[static_cast<std::size_t>(*other)], resolved.river))
                mark.barrier = resolved.barrier;
            if (mark.river || mark.barrier || mark.crossing != CrossingFeature::None)
                marks.push_back(mark);
        }
    }
    return marks;
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

bool StrategicMap::armyMayStand(int nation, int area) const
{
    const Area &a = areas[static_cast<std::size_t>(area)];
    if (!a.isLand())
        return false;
    const bool seaPeople = nation >= 0 && nation < static_cast<int>(nations.size()) &&
                           nations[static_cast<std::size_t>(nation)].underwater;
    return !seaPeople || a.underwater || a.coastal || a.majorRiver;
}

} // namespace herald::warmaster
