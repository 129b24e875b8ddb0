#include "core/map/hexlayout.h"

#include <cmath>
#include <numbers>

namespace herald::map {

namespace {

constexpr double sqrt3 = std::numbers::sqrt3;

/// Rounds fractional cube coordinates to the nearest cell, fixing the component with the
/// largest rounding error so that q + r + s stays 0.
Hex roundCube(double q, double r)
{
    const double s = -q - r;
    double rq = std::round(q);
    double rr = std::round(r);
    const double rs = std::round(s);
    const double dq = std::abs(rq - q);
    const double dr = std::abs(rr - r);
    const double ds = std::abs(rs - s);
    if (dq > dr && dq > ds)
        rq = -rr - rs;
    else if (dr > ds)
        rr = -rq - rs;
    return {static_cast<int>(rq), static_cast<int>(rr)};
}

/// The point at a distance and angle from a centre, in the flat-topped model's directions.
QPointF polar(double size, double degrees)
{
    const double a = degrees * std::numbers::pi / 180.0;
    return {size * std::cos(a), size * std::sin(a)};
}

/// Where a hex's centre falls in the flat-topped model: odd-q columns, Hex(0, 0) at 0.
QPointF modelCentre(Hex hex, double size)
{
    return {size * 1.5 * hex.q(), size * sqrt3 * (hex.q() / 2.0 + hex.r())};
}

} // namespace

HexLayout::HexLayout(double size, HexGrid grid) : HexLayout(size, cornerOrigin(size, grid), grid)
{
}

HexLayout::HexLayout(double size, QPointF origin, HexGrid grid)
    : m_size(size), m_origin(origin), m_grid(grid)
{
}

QPointF HexLayout::cornerOrigin(double size, HexGrid grid)
{
    // "0101" sits half a hex lower when its own column is the shifted one.
    const double across = size;
    const double down = size * sqrt3 / 2.0 * (grid.stagger() == 0 ? 1.0 : 2.0);
    return grid.transposed() ? QPointF(down, across) : QPointF(across, down);
}

double HexLayout::hexHeight() const
{
    return sqrt3 * m_size;
}

QPointF HexLayout::turned(QPointF v) const
{
    return m_grid.transposed() ? QPointF(v.y(), v.x()) : v;
}

QPointF HexLayout::toSurface(QPointF model) const
{
    return m_origin + turned(model - modelCentre(m_grid.hexAt(1, 1), m_size));
}

QPointF HexLayout::toModel(QPointF surface) const
{
    return turned(surface - m_origin) + modelCentre(m_grid.hexAt(1, 1), m_size);
}

QPointF HexLayout::centre(Hex hex) const
{
    return toSurface(modelCentre(hex, m_size));
}

Hex HexLayout::hexAt(QPointF point) const
{
    const QPointF p = toModel(point);
    const double q = (2.0 / 3.0 * p.x()) / m_size;
    const double r = (-1.0 / 3.0 * p.x() + sqrt3 / 3.0 * p.y()) / m_size;
    return roundCube(q, r);
}

Hexside HexLayout::sideAt(QPointF point) const
{
    const Hex hex = hexAt(point);
    Hexside nearest(hex, allDirections.front());
    double best = -1;
    for (const Direction d : allDirections) {
        const Hexside side(hex, d);
        const QPointF gap = sideLine(side).center() - point;
        const double distance = QPointF::dotProduct(gap, gap);
        if (best < 0 || distance < best) {
            nearest = side;
            best = distance;
        }
    }
    return nearest;
}

std::array<QPointF, 6> HexLayout::corners(Hex hex) const
{
    const QPointF c = centre(hex);
    std::array<QPointF, 6> result;
    for (std::size_t i = 0; i < result.size(); ++i)
        result[i] = c + turned(polar(m_size, 60.0 * static_cast<double>(i)));
    return result;
}

QLineF HexLayout::sideLine(const Hexside &side) const
{
    // The edge towards direction i is centred at 270° + 60°·i (y grows downwards) in the model,
    // so its corners lie 30° either side of that.
    const double middle = 270.0 + 60.0 * static_cast<int>(side.direction());
    const QPointF c = centre(side.first());
    return {c + turned(polar(m_size, middle - 30.0)), c + turned(polar(m_size, middle + 30.0))};
}

QSizeF HexLayout::mapSize(int columns, int rows) const
{
    if (columns <= 0 || rows <= 0)
        return {};
    // In the model, pointy-topped rows are the columns.
    const int across = m_grid.transposed() ? rows : columns;
    const int down = m_grid.transposed() ? columns : rows;
    const double width = m_size * (1.5 * across + 0.5);
    const double height = hexHeight() * (down + (across > 1 ? 0.5 : 0.0));
    return m_grid.transposed() ? QSizeF(height, width) : QSizeF(width, height);
}

} // namespace herald::map
