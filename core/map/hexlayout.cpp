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

QPointF corner(QPointF centre, double size, double degrees)
{
    const double a = degrees * std::numbers::pi / 180.0;
    return {centre.x() + size * std::cos(a), centre.y() + size * std::sin(a)};
}

} // namespace

HexLayout::HexLayout(double size) : HexLayout(size, QPointF(size, size * sqrt3 / 2.0))
{
}

HexLayout::HexLayout(double size, QPointF origin) : m_size(size), m_origin(origin)
{
}

double HexLayout::hexHeight() const
{
    return sqrt3 * m_size;
}

QPointF HexLayout::centre(Hex hex) const
{
    const double x = m_size * 1.5 * hex.q();
    const double y = m_size * sqrt3 * (hex.q() / 2.0 + hex.r());
    return m_origin + QPointF(x, y);
}

Hex HexLayout::hexAt(QPointF point) const
{
    const QPointF p = point - m_origin;
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
        result[i] = corner(c, m_size, 60.0 * static_cast<double>(i));
    return result;
}

QLineF HexLayout::sideLine(const Hexside &side) const
{
    // The edge towards direction i is centred at 270° + 60°·i (y grows downwards), so its
    // corners lie 30° either side of that.
    const double middle = 270.0 + 60.0 * static_cast<int>(side.direction());
    const QPointF c = centre(side.first());
    return {corner(c, m_size, middle - 30.0), corner(c, m_size, middle + 30.0)};
}

QSizeF HexLayout::mapSize(int columns, int rows) const
{
    if (columns <= 0 || rows <= 0)
        return {};
    const double width = m_size * (1.5 * columns + 0.5);
    const double height = hexHeight() * (rows + (columns > 1 ? 0.5 : 0.0));
    return {width, height};
}

} // namespace herald::map
