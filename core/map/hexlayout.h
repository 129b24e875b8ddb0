#pragma once

#include "core/map/hex.h"
#include "core/map/hexside.h"

#include <QLineF>
#include <QPointF>
#include <QSizeF>

#include <array>

namespace herald::map {

/// Where hexes fall on a drawing surface, for a renderer (screen, PNG or PDF alike).
///
/// Flat-topped hexes of a given size (centre to corner, in the surface's units). By default
/// the top-left hex "0101" touches the top and left edges of the surface, so a map of
/// C columns and R rows fits in mapSize(C, R).
class HexLayout
{
public:
    /// size: distance from a hex's centre to any corner; must be positive.
    explicit HexLayout(double size);
    /// As above, with the centre of the hex at column 0, row 0 placed at origin.
    HexLayout(double size, QPointF origin);

    [[nodiscard]] double size() const { return m_size; }
    /// Corner to corner, across the flat top.
    [[nodiscard]] double hexWidth() const { return 2.0 * m_size; }
    /// Flat side to flat side.
    [[nodiscard]] double hexHeight() const;

    [[nodiscard]] QPointF centre(Hex hex) const;
    /// The hex whose area contains the point (points on an edge go to either cell).
    [[nodiscard]] Hex hexAt(QPointF point) const;
    /// Corners clockwise starting with the east corner.
    [[nodiscard]] std::array<QPointF, 6> corners(Hex hex) const;
    /// The side of the hex under the point that lies nearest to it: what a click near an edge
    /// picks (map editors' side tools).
    [[nodiscard]] Hexside sideAt(QPointF point) const;
    /// The drawn segment of a hexside, e.g. for a river or a border.
    [[nodiscard]] QLineF sideLine(const Hexside &side) const;
    /// The bounding size of a columns × rows map in this layout.
    [[nodiscard]] QSizeF mapSize(int columns, int rows) const;

private:
    double m_size;
    QPointF m_origin;
};

} // namespace herald::map
