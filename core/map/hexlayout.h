#pragma once

#include "core/map/hex.h"
#include "core/map/hexgrid.h"
#include "core/map/hexside.h"

#include <QLineF>
#include <QPointF>
#include <QSizeF>

#include <array>

namespace herald::map {

/// Where hexes fall on a drawing surface, for a renderer (screen, PNG or PDF alike).
///
/// Hexes of a given size (centre to corner, in the surface's units) on a printed grid (flat-topped
/// columns by default; HexGrid). By default the top-left hex "0101" touches the top and left
/// edges of the surface, so a map of C columns and R rows fits in mapSize(C, R).
class HexLayout
{
public:
    /// size: distance from a hex's centre to any corner; must be positive.
    explicit HexLayout(double size, HexGrid grid = {});
    /// As above, with the centre of the printed hex "0101" placed at origin.
    HexLayout(double size, QPointF origin, HexGrid grid = {});

    [[nodiscard]] double size() const { return m_size; }
    [[nodiscard]] HexGrid grid() const { return m_grid; }
    /// Corner to corner, across the flat top (flat-topped columns).
    [[nodiscard]] double hexWidth() const { return 2.0 * m_size; }
    /// Flat side to flat side (flat-topped columns).
    [[nodiscard]] double hexHeight() const;
    /// Where "0101" sits when it touches the top and left edges: the default origin.
    [[nodiscard]] static QPointF cornerOrigin(double size, HexGrid grid = {});

    [[nodiscard]] QPointF centre(Hex hex) const;
    /// The hex whose area contains the point (points on an edge go to either cell).
    [[nodiscard]] Hex hexAt(QPointF point) const;
    /// The six corners, in order around the hex (clockwise from the east corner on flat-topped
    /// columns).
    [[nodiscard]] std::array<QPointF, 6> corners(Hex hex) const;
    /// The side of the hex under the point that lies nearest to it: what a click near an edge
    /// picks (map editors' side tools).
    [[nodiscard]] Hexside sideAt(QPointF point) const;
    /// The drawn segment of a hexside, e.g. for a river or a border.
    [[nodiscard]] QLineF sideLine(const Hexside &side) const;
    /// The bounding size of a columns × rows map in this layout.
    [[nodiscard]] QSizeF mapSize(int columns, int rows) const;

private:
    /// From the flat-topped model's drawing (odd-q, Hex(0, 0) at 0) to this grid's surface, and
    /// back; turned() is the part that applies to a direction (pointy-topped rows mirror the
    /// model across the diagonal).
    [[nodiscard]] QPointF turned(QPointF v) const;
    [[nodiscard]] QPointF toSurface(QPointF model) const;
    [[nodiscard]] QPointF toModel(QPointF surface) const;

    double m_size;
    QPointF m_origin;
    HexGrid m_grid;
};

} // namespace herald::map
