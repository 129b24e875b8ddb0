#include "core/hexwar/hexwarmap.h"

#include <algorithm>

namespace herald::hexwar {

HexwarMap::HexwarMap(int columns, int rows, map::HexGrid grid)
    : m_columns(columns), m_rows(rows), m_grid(grid)
{
}

bool HexwarMap::contains(map::Hex hex) const
{
    const map::Offset printed = m_grid.printed(hex);
    return printed.column >= 1 && printed.column <= m_columns && printed.row >= 1 &&
           printed.row <= m_rows;
}

bool HexwarMap::isLand(map::Hex hex) const
{
    if (!contains(hex))
        return false;
    const auto it = m_hexes.constFind(hex);
    if (it == m_hexes.constEnd())
        return true;
    return it->playable && it->terrain != Terrain::Water;
}

HexInfo HexwarMap::hex(map::Hex hex) const
{
    return m_hexes.value(hex);
}

void HexwarMap::setHex(map::Hex hex, const HexInfo &info)
{
    m_hexes.insert(hex, info);
}

HexsideInfo HexwarMap::side(map::Hex a, map::Hex b) const
{
    const auto side = map::Hexside::between(a, b);
    if (!side)
        return {};
    return m_sides.value(*side);
}

void HexwarMap::setSide(const map::Hexside &side, const HexsideInfo &info)
{
    if (info.hasRoad() || info.hasRiver() || info.bridge)
        m_sides.insert(side, info);
    else
        m_sides.remove(side);
    // The derived flags of the two hexes follow what their six sides now carry (the editor
    // takes rivers and roads off as well as putting them on).
    for (const map::Hex hex : {side.first(), side.second()}) {
        bool river = false;
        bool dukesRoad = false;
        for (const map::Direction d : map::allDirections) {
            const HexsideInfo around = m_sides.value(map::Hexside(hex, d));
            river = river || around.hasRiver();
            dukesRoad = dukesRoad || around.road == QLatin1String(kDukesRoad);
        }
        if (river)
            m_riverHexes.insert(hex);
        else
            m_riverHexes.remove(hex);
        if (dukesRoad)
            m_dukesRoad.insert(hex);
        else
            m_dukesRoad.remove(hex);
    }
}

bool HexwarMap::isRiverHex(map::Hex hex) const
{
    return m_riverHexes.contains(hex);
}

bool HexwarMap::isDukesRoad(map::Hex hex) const
{
    return m_dukesRoad.contains(hex);
}

bool HexwarMap::countsAsTownForVP(map::Hex hex) const
{
    const HexInfo info = this->hex(hex);
    const bool town = info.feature == Feature::City || info.feature == Feature::Town ||
                      info.feature == Feature::Village;
    return town && info.regions.contains(QStringLiteral("Karameikos"));
}

QList<map::Hex> HexwarMap::hexSet(const QString &name) const
{
    return m_sets.value(name);
}

QStringList HexwarMap::hexSetNames() const
{
    QStringList names = m_sets.keys();
    names.sort();
    return names;
}

void HexwarMap::setHexSet(const QString &name, const QList<map::Hex> &hexes)
{
    m_sets.insert(name, hexes);
}

QList<map::Hex> HexwarMap::allHexes() const
{
    QList<map::Hex> out;
    out.reserve(m_columns * m_rows);
    for (int c = 1; c <= m_columns; ++c) {
        for (int r = 1; r <= m_rows; ++r)
            out.append(m_grid.hexAt(c, r));
    }
    return out;
}

} // namespace herald::hexwar
