#include "app/maprender/maprenderer.h"

#include "app/maprender/armymarkers.h"
#include "app/maprender/monthoverlay.h"

#include <QCoreApplication>
#include <QPaintDevice>
#include <QPainter>
#include <QPainterPath>

#include <cmath>

namespace herald::maprender {

using namespace herald::warmaster;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::maprender::MapRenderer)
};

constexpr double sqrt3 = 1.7320508075688772;

QPolygonF hexPolygon(const map::HexLayout &layout, map::Hex hex, double inset = 0)
{
    const QPointF c = layout.centre(hex);
    QPolygonF polygon;
    polygon.reserve(6);
    for (const QPointF &corner : layout.corners(hex))
        polygon << (inset == 0 ? corner : c + (corner - c) * (1.0 - inset));
    return polygon;
}

/// Hexes are drawn in detail (symbols, labels) only when this many device pixels across.
constexpr double detailPixels = 26;

QColor barrierColour(BarrierType barrier)
{
    switch (barrier) {
    case BarrierType::Mountains:
        return QColor(0x5a, 0x48, 0x3a);
    case BarrierType::Swamp:
        return QColor(0x4c, 0x6b, 0x55);
    case BarrierType::GreatForest:
        return QColor(0x1f, 0x4d, 0x2a);
    case BarrierType::MajorRiver:
        return QColor(0x1f, 0x6f, 0xc4);
    case BarrierType::None:
        break;
    }
    return Qt::transparent;
}

} // namespace

void setFontHeight(QPainter &painter, double pixels, bool bold)
{
    QFont font = painter.font();
    const int dpi = painter.device() ? painter.device()->logicalDpiY() : 72;
    font.setPointSizeF(std::max(0.5, pixels * 72.0 / dpi));
    font.setBold(bold);
    painter.setFont(font);
}

MapRenderer::MapRenderer(const StrategicMap &map) : m_map(map)
{
    for (const Nation &n : map.nations) {
        if (n.capital != noIndex)
            m_capitals.insert(n.capital);
    }
}

QColor MapRenderer::terrainColour(Terrain terrain, bool print)
{
    QColor c;
    switch (terrain) {
    case Terrain::Plains:
        c = QColor(0xe4, 0xec, 0xb8);
        break;
    case Terrain::Forest:
        c = QColor(0x9c, 0xc8, 0x84);
        break;
    case Terrain::Hills:
        c = QColor(0xd6, 0xbf, 0x8a);
        break;
    case Terrain::Mountains:
        c = QColor(0xa8, 0x98, 0x88);
        break;
    case Terrain::Swamp:
        c = QColor(0x9d, 0xb8, 0xa6);
        break;
    case Terrain::Desert:
        c = QColor(0xf2, 0xde, 0xa8);
        break;
    case Terrain::GreatForest:
        c = QColor(0x5e, 0x9a, 0x5f);
        break;
    case Terrain::Sea:
        c = QColor(0xa9, 0xcc, 0xe8);
        break;
    }
    return print ? c.lighter(108) : c;
}

QSizeF MapRenderer::mapSize(double hexSize) const
{
    return map::HexLayout(hexSize).mapSize(std::max(1, m_map.columns), std::max(1, m_map.rows));
}

Viewport MapRenderer::viewportAt(double hexSize, QPointF topLeft)
{
    return {hexSize, topLeft + QPointF(hexSize, hexSize * sqrt3 / 2)};
}

QColor MapRenderer::ownerColour(int owner, const RenderOptions &options) const
{
    if (owner == noIndex)
        return {};
    if (options.nationView != noIndex && owner != options.nationView)
        return QColor(0x70, 0x70, 0x70); // foreign: owned, but not shown whose
    return QColor(m_map.nations.at(static_cast<std::size_t>(owner)).colour);
}

void MapRenderer::paint(QPainter &painter, const Viewport &viewport, const QRectF &clip,
                        const RenderOptions &options) const
{
    const map::HexLayout layout = viewport.layout();
    const double size = viewport.hexSize;
    const double devicePixels = 2 * size * std::abs(painter.worldTransform().m11());
    const bool detailed = devicePixels >= detailPixels;
    painter.save();
    painter.setClipRect(clip, Qt::IntersectClip);
    painter.setRenderHint(QPainter::Antialiasing, devicePixels >= 8);

    const QRectF whole(viewport.origin - QPointF(size, size * sqrt3 / 2), mapSize(size));
    if (!options.background.isNull())
        painter.drawImage(whole, options.background);

    // The columns and rows that can touch the clip.
    const double h = size * sqrt3;
    const int c0 =
        std::max(0, int(std::floor((clip.left() - viewport.origin.x()) / (1.5 * size))) - 1);
    const int c1 = std::min(
        m_map.columns - 1, int(std::ceil((clip.right() - viewport.origin.x()) / (1.5 * size))) + 1);
    const int r0 = std::max(0, int(std::floor((clip.top() - viewport.origin.y()) / h)) - 1);
    const int r1 =
        std::min(m_map.rows - 1, int(std::ceil((clip.bottom() - viewport.origin.y()) / h)) + 1);

    std::vector<int> visible;
    QList<map::Hex> empty;
    for (int c = c0; c <= c1; ++c) {
        for (int r = r0; r <= r1; ++r) {
            const map::Hex hex = map::Hex::fromOffset({c, r});
            if (const auto index = m_map.areaAt(hex))
                visible.push_back(*index);
            else if (options.emptyHexes)
                empty.append(hex);
        }
    }
    const QColor grid(0x40, 0x40, 0x40, int(110 * options.gridOpacity));
    if (!empty.isEmpty() && devicePixels >= 6) {
        painter.setPen(QPen(QColor(0x40, 0x40, 0x40, 60), 0, Qt::DotLine));
        painter.setBrush(Qt::NoBrush);
        for (const map::Hex hex : std::as_const(empty))
            painter.drawPolygon(hexPolygon(layout, hex));
    }
    for (const int index : visible)
        paintArea(painter, layout, m_map.areas[static_cast<std::size_t>(index)], index, options,
                  detailed);
    paintBoundaries(painter, layout, clip, QRect(QPoint(c0, r0), QPoint(c1, r1)));
    if (devicePixels >= 6 && grid.alpha() > 0) {
        painter.setPen(QPen(grid, 0));
        painter.setBrush(Qt::NoBrush);
        for (const int index : visible)
            painter.drawPolygon(
                hexPolygon(layout, m_map.areas[static_cast<std::size_t>(index)].hex));
    }
    if (detailed) {
        for (const int index : visible)
            paintSymbols(painter, layout, m_map.areas[static_cast<std::size_t>(index)], index,
                         options);
    }
    paintArmies(painter, layout, clip, m_map, options.nationView);
    if (options.monthOverlay)
        paintMonthOverlay(painter, layout, clip, m_map, *options.monthOverlay, options.nationView);
    painter.restore();
}

void MapRenderer::paintArea(QPainter &painter, const map::HexLayout &layout, const Area &area,
                            int index, const RenderOptions &options, bool detailed) const
{
    Q_UNUSED(index)
    QColor fill = terrainColour(area.terrain, options.printColours);
    if (!options.background.isNull())
        fill.setAlpha(90); // the scan shows through
    painter.setPen(Qt::NoPen);
    painter.setBrush(fill);
    const QPolygonF polygon = hexPolygon(layout, area.hex);
    painter.drawPolygon(polygon);
    if (area.chaos) {
        painter.setBrush(QBrush(QColor(0x80, 0x20, 0x90, 150), Qt::BDiagPattern));
        painter.drawPolygon(polygon);
    }
    const QColor owner = ownerColour(area.owner, options);
    if (owner.isValid()) {
        QColor tint = owner;
        tint.setAlpha(70);
        painter.setBrush(tint);
        painter.drawPolygon(polygon);
        if (detailed) {
            painter.setBrush(Qt::NoBrush);
            painter.setPen(
                QPen(owner, layout.size() * 0.12, Qt::SolidLine, Qt::FlatCap, Qt::MiterJoin));
            painter.drawPolygon(hexPolygon(layout, area.hex, 0.08));
        }
    }
    if (area.majorRiver && detailed) {
        // A river running through: a gentle curve across the hex.
        const QPointF c = layout.centre(area.hex);
        const double s = layout.size();
        QPainterPath path(c + QPointF(-0.8 * s, -0.25 * s));
        path.cubicTo(c + QPointF(-0.3 * s, 0.2 * s), c + QPointF(0.3 * s, -0.5 * s),
                     c + QPointF(0.8 * s, 0.1 * s));
        painter.setPen(
            QPen(barrierColour(BarrierType::MajorRiver), s * 0.07, Qt::SolidLine, Qt::RoundCap));
        painter.setBrush(Qt::NoBrush);
        painter.drawPath(path);
    }
}

void MapRenderer::paintBoundaries(QPainter &painter, const map::HexLayout &layout,
                                  const QRectF &clip, const QRect &hexes) const
{
    const double s = layout.size();
    const QRectF near = clip.adjusted(-s, -s, s, s);
    const QRect around = hexes.adjusted(-1, -1, 1, 1);
    for (const Boundary &b : m_map.boundaries) {
        // A cheap test on the hex numbers first: a big map has thousands of hexsides.
        const map::Offset o = b.side.first().offset();
        if (!around.contains(o.column, o.row))
            continue;
        const QLineF line = layout.sideLine(b.side);
        if (!near.contains(line.p1()) && !near.contains(line.p2()))
            continue;
        if (b.river) {
            painter.setPen(QPen(barrierColour(BarrierType::MajorRiver), s * 0.14, Qt::SolidLine,
                                Qt::RoundCap));
            painter.drawLine(line);
        } else if (b.barrier != BarrierType::None) {
            QPen pen(barrierColour(b.barrier), s * 0.11, Qt::SolidLine, Qt::RoundCap);
            if (b.barrier == BarrierType::Swamp)
                pen.setStyle(Qt::DashLine);
            painter.setPen(pen);
            painter.drawLine(line);
        }
        if (b.crossing != CrossingFeature::None) {
            // A pass or ford: a light bar across the barrier at its middle.
            const QPointF mid = line.center();
            const QPointF along = (line.p2() - line.p1()) * 0.18;
            painter.setPen(QPen(Qt::white, s * 0.09, Qt::SolidLine, Qt::FlatCap));
            painter.drawLine(mid - along, mid + along);
            painter.setPen(QPen(Qt::black, s * 0.03));
            painter.drawLine(mid - along, mid + along);
        }
    }
}

void MapRenderer::paintSymbols(QPainter &painter, const map::HexLayout &layout, const Area &area,
                               int index, const RenderOptions &options) const
{
    const QPointF c = layout.centre(area.hex);
    const double s = layout.size();
    painter.setPen(QPen(Qt::black, s * 0.04));
    painter.setBrush(Qt::black);
    if (area.centre == PopulationCentre::Town) {
        painter.drawRect(QRectF(c.x() - 0.13 * s, c.y() - 0.13 * s, 0.26 * s, 0.26 * s));
    } else if (area.centre == PopulationCentre::City) {
        painter.setBrush(Qt::white);
        painter.drawEllipse(c, 0.24 * s, 0.24 * s);
        painter.setBrush(Qt::black);
        painter.drawRect(QRectF(c.x() - 0.12 * s, c.y() - 0.12 * s, 0.24 * s, 0.24 * s));
    }
    if (m_capitals.contains(index)) {
        QPolygonF star;
        for (int i = 0; i < 10; ++i) {
            const double r = (i % 2 == 0 ? 0.2 : 0.08) * s;
            const double a = -M_PI / 2 + i * M_PI / 5;
            star << c + QPointF(0.38 * s, -0.32 * s) + QPointF(r * std::cos(a), r * std::sin(a));
        }
        painter.setBrush(QColor(0xf0, 0xc0, 0x20));
        painter.setPen(QPen(Qt::black, s * 0.02));
        painter.drawPolygon(star);
    }
    const bool ownOrRevealed =
        options.nationView == noIndex || area.poi.revealed || area.owner == options.nationView;
    if (area.poi.hasFeature() && ownOrRevealed) {
        const QPointF p = c + QPointF(-0.4 * s, -0.3 * s);
        const double r = 0.12 * s;
        painter.setBrush(area.poi.crossing != CrossingFeature::None ? QColor(Qt::white)
                                                                    : QColor(0xd0, 0x30, 0x30));
        painter.setPen(QPen(Qt::black, s * 0.025));
        painter.drawPolygon(QPolygonF{p + QPointF(0, -r), p + QPointF(r, 0), p + QPointF(0, r),
                                      p + QPointF(-r, 0)});
    }
    if (!options.labels)
        return;
    // Text smaller than this many device pixels is noise, not a label: it is left out.
    const double readable = 6.5 / std::abs(painter.worldTransform().m11());
    painter.setPen(QColor(0x30, 0x30, 0x30));
    if (s * 0.22 >= readable) {
        setFontHeight(painter, s * 0.22);
        painter.drawText(QRectF(c.x() - s, c.y() - 0.85 * s, 2 * s, 0.3 * s), Qt::AlignCenter,
                         area.id());
    }
    if (!area.name.isEmpty() && s * 0.26 >= readable) {
        setFontHeight(painter, s * 0.26, true);
        painter.setPen(Qt::black);
        painter.drawText(QRectF(c.x() - 0.95 * s, c.y() + 0.25 * s, 1.9 * s, 0.4 * s),
                         Qt::AlignCenter,
                         painter.fontMetrics().elidedText(area.name, Qt::ElideRight, int(1.9 * s)));
    }
}

void MapRenderer::paintHighlight(QPainter &painter, const Viewport &viewport,
                                 const QList<map::Hex> &hexes, const QColor &colour) const
{
    const map::HexLayout layout = viewport.layout();
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(colour, std::max(2.0, viewport.hexSize * 0.1)));
    QColor fill = colour;
    fill.setAlpha(60);
    painter.setBrush(fill);
    for (const map::Hex hex : hexes)
        painter.drawPolygon(hexPolygon(layout, hex));
    painter.restore();
}

double MapRenderer::paintLegend(QPainter &painter, const QRectF &box,
                                const RenderOptions &options) const
{
    painter.save();
    const double line = 11;
    setFontHeight(painter, 8);
    double x = box.left();
    double y = box.top();
    // An entry is its mark, 18 units, then its label. It starts a new line when it would not
    // fit on this one, so no label is cut at the right edge.
    const auto place = [&](const QString &label) {
        const double w = painter.fontMetrics().horizontalAdvance(label);
        if (x > box.left() && x + 18 + w > box.right()) {
            x = box.left();
            y += line + 3;
        }
        return w;
    };
    const auto swatch = [&](const QColor &colour, const QString &label) {
        const double w = place(label);
        painter.setPen(QPen(Qt::darkGray, 0.5));
        painter.setBrush(colour);
        painter.drawRect(QRectF(x, y + 1, 14, line - 2));
        painter.setPen(Qt::black);
        painter.drawText(QPointF(x + 18, y + line - 2), label);
        x += 18 + w + 14;
    };
    for (const Terrain t : {Terrain::Plains, Terrain::Forest, Terrain::Hills, Terrain::Mountains,
                            Terrain::Swamp, Terrain::Desert, Terrain::GreatForest, Terrain::Sea})
        swatch(terrainColour(t, options.printColours), nameOf(t));
    swatch(QColor(0xb0, 0x80, 0xc0), Tr::tr("Chaos land (hatched)"));
    const auto symbol = [&](const QString &label, const std::function<void(QPointF)> &draw) {
        const double w = place(label);
        draw(QPointF(x + 7, y + line / 2));
        painter.setPen(Qt::black);
        painter.drawText(QPointF(x + 18, y + line - 2), label);
        x += 18 + w + 14;
    };
    symbol(Tr::tr("Town"), [&](QPointF p) {
        painter.setBrush(Qt::black);
        painter.drawRect(QRectF(p.x() - 3, p.y() - 3, 6, 6));
    });
    symbol(Tr::tr("City"), [&](QPointF p) {
        painter.setPen(QPen(Qt::black, 0.8));
        painter.setBrush(Qt::white);
        painter.drawEllipse(p, 5, 5);
        painter.setBrush(Qt::black);
        painter.drawRect(QRectF(p.x() - 2.5, p.y() - 2.5, 5, 5));
    });
    symbol(Tr::tr("Capital"), [&](QPointF p) {
        painter.setBrush(QColor(0xf0, 0xc0, 0x20));
        painter.drawEllipse(p, 4, 4);
    });
    symbol(Tr::tr("Point of interest"), [&](QPointF p) {
        painter.setBrush(QColor(0xd0, 0x30, 0x30));
        painter.drawPolygon(QPolygonF{p + QPointF(0, -4), p + QPointF(4, 0), p + QPointF(0, 4),
                                      p + QPointF(-4, 0)});
    });
    symbol(Tr::tr("Major river"), [&](QPointF p) {
        painter.setPen(QPen(barrierColour(BarrierType::MajorRiver), 2.5));
        painter.drawLine(p - QPointF(7, 0), p + QPointF(7, 0));
    });
    symbol(Tr::tr("Barrier (mountains, swamp, great forest)"), [&](QPointF p) {
        painter.setPen(QPen(barrierColour(BarrierType::Mountains), 2.5));
        painter.drawLine(p - QPointF(7, 0), p + QPointF(7, 0));
    });
    symbol(Tr::tr("Pass or ford"), [&](QPointF p) {
        painter.setPen(QPen(barrierColour(BarrierType::Mountains), 2.5));
        painter.drawLine(p - QPointF(7, 0), p + QPointF(7, 0));
        painter.setPen(QPen(Qt::white, 2.5));
        painter.drawLine(p - QPointF(0, 4), p + QPointF(0, 4));
    });
    symbol(Tr::tr("Army (its name, or how many share the area)"), [&](QPointF p) {
        paintArmyBanner(painter, p + QPointF(-4, line / 2), line, QColor(0x80, 0x80, 0x80));
    });
    if (options.monthOverlay) {
        x = box.left();
        y += line + 5;
        const auto arrow = [&](const QString &label, MoveOutcome outcome) {
            symbol(label, [&](QPointF p) {
                paintMoveArrow(painter, QLineF(p - QPointF(7, 0), p + QPointF(8, 0)), outcome, 1.8);
            });
        };
        arrow(Tr::tr("Move made"), MoveOutcome::Completed);
        arrow(Tr::tr("Move ordered, not made yet"), MoveOutcome::Ordered);
        arrow(Tr::tr("Move delayed by terrain"), MoveOutcome::Delayed);
        arrow(Tr::tr("Move stopped (interdicted, swapped or sent back)"), MoveOutcome::Stopped);
        const auto badge = [&](const QString &label, ArmyBadge kind) {
            symbol(label, [&](QPointF p) { paintArmyBadge(painter, p, 5, kind); });
        };
        badge(Tr::tr("Army delayed"), ArmyBadge::Delayed);
        badge(Tr::tr("Army besieged"), ArmyBadge::Besieged);
        badge(Tr::tr("Army out of supply"), ArmyBadge::OutOfSupply);
        symbol(Tr::tr("Engagement and its number"),
               [&](QPointF p) { paintEngagementMark(painter, p, 5.5); });
        symbol(Tr::tr("Supply path to its source"), [&](QPointF p) {
            paintSupplyLine(painter, QPolygonF{p - QPointF(7, 2), p + QPointF(1, 2)}, 1.6);
        });
    }
    x = box.left();
    y += line + 5;
    for (std::size_t i = 0; i < m_map.nations.size(); ++i) {
        if (options.nationView != noIndex && int(i) != options.nationView)
            continue;
        swatch(QColor(m_map.nations[i].colour), m_map.nations[i].name);
    }
    if (options.nationView != noIndex)
        swatch(QColor(0x70, 0x70, 0x70), Tr::tr("Other nations"));
    painter.restore();
    return y + line - box.top();
}

void MapRenderer::paintScale(QPainter &painter, const QRectF &box, const Viewport &viewport,
                             int hexes) const
{
    // Hex centres in a column are √3 × size apart: the bar spans `hexes` areas straight across.
    const double length = hexes * viewport.hexSize * sqrt3;
    const QPointF start(box.left(), box.bottom() - 4);
    painter.save();
    painter.setPen(QPen(Qt::black, 1));
    for (int i = 0; i < hexes; ++i) {
        painter.setBrush(i % 2 == 0 ? Qt::black : Qt::white);
        painter.drawRect(QRectF(start.x() + i * length / hexes, start.y() - 4, length / hexes, 4));
    }
    setFontHeight(painter, 8);
    painter.drawText(QPointF(start.x() + length + 6, start.y()),
                     QCoreApplication::translate("herald::maprender::MapRenderer", "%n area(s)",
                                                 nullptr, hexes));
    painter.restore();
}

} // namespace herald::maprender
