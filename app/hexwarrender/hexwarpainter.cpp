#include "app/hexwarrender/hexwarpainter.h"

#include <QPainter>
#include <QPainterPath>
#include <QPolygonF>

#include <algorithm>

namespace herald::hexwarrender {

using namespace herald::hexwar;

namespace {

QColor terrainColour(Terrain t)
{
    switch (t) {
    case Terrain::Clear:
        return {0xec, 0xe6, 0xc8};
    case Terrain::LightForest:
        return {0xb5, 0xd3, 0x96};
    case Terrain::HeavyForest:
        return {0x6f, 0x9e, 0x5c};
    case Terrain::Hills:
        return {0xd4, 0xbc, 0x84};
    case Terrain::Moor:
        return {0xc4, 0xb4, 0xc4};
    case Terrain::Mountain:
        return {0xa8, 0x94, 0x7c};
    case Terrain::Swamp:
        return {0x9c, 0xbc, 0xac};
    case Terrain::Water:
        return {0x9c, 0xc4, 0xe4};
    }
    return Qt::white;
}

QPolygonF outline(const map::HexLayout &layout, map::Hex hex)
{
    const auto corners = layout.corners(hex);
    return QPolygonF(QList<QPointF>(corners.begin(), corners.end()));
}

void paintPlace(QPainter &p, const map::HexLayout &layout, map::Hex hex, const HexInfo &info)
{
    if (info.feature == Feature::None)
        return;
    const QPointF c = layout.centre(hex);
    const double r = layout.size() * 0.22;
    p.setPen(QPen(QColor(0x40, 0x30, 0x20), 1.2));
    p.setBrush(info.feature == Feature::Ruins ? Qt::NoBrush : QBrush(QColor(0x70, 0x40, 0x30)));
    if (info.feature == Feature::Keep || info.feature == Feature::Fort)
        p.drawRect(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r));
    else
        p.drawEllipse(c, r, r);
    if (info.name.isEmpty())
        return;
    QFont font = p.font();
    font.setPixelSize(std::max(7, int(layout.size() * 0.36)));
    p.setFont(font);
    p.setPen(QColor(0x30, 0x20, 0x10));
    const QRectF box(c.x() - layout.size() * 2, c.y() + r, layout.size() * 4, layout.size() * 0.6);
    p.drawText(box, Qt::AlignHCenter | Qt::AlignTop, info.name);
}

void paintSides(QPainter &p, const map::HexLayout &layout, const HexwarMap &map)
{
    const QPen river(QColor(0x2a, 0x6f, 0xc0), std::max(1.5, layout.size() * 0.16), Qt::SolidLine,
                     Qt::RoundCap);
    const QPen road(QColor(0x8a, 0x4b, 0x1e), std::max(1.0, layout.size() * 0.1), Qt::DashLine,
                    Qt::RoundCap);
    for (auto it = map.sides().cbegin(); it != map.sides().cend(); ++it) {
        const map::Hexside &side = it.key();
        const HexsideInfo &info = it.value();
        if (info.hasRiver()) {
            p.setPen(river);
            p.drawLine(layout.sideLine(side));
        }
        if (info.countsAsRoad()) {
            p.setPen(road);
            p.drawLine(layout.centre(side.first()), layout.centre(side.second()));
        }
        if (info.bridge) {
            const QLineF line = layout.sideLine(side);
            p.setPen(QPen(Qt::black, std::max(2.0, layout.size() * 0.2)));
            p.drawPoint(line.center());
        }
    }
}

/// The rectangle a hex takes, widened by `margin` hex sizes across and below for what is
/// written under it.
QRectF hexBox(const map::HexLayout &layout, map::Hex hex, double margin = 0)
{
    const double s = layout.size();
    return outline(layout, hex).boundingRect().adjusted(-s * margin, 0, s * margin, s * margin);
}

void paintHexNumbers(QPainter &p, const map::HexLayout &layout, const HexwarMap &map,
                     const QList<map::Hex> &hexes)
{
    QFont font = p.font();
    font.setPixelSize(std::max(5, int(layout.size() * 0.26)));
    font.setBold(false);
    p.setFont(font);
    p.setPen(QColor(0x50, 0x50, 0x50));
    const double h = layout.hexHeight();
    for (const map::Hex &hex : hexes) {
        const QPointF c = layout.centre(hex);
        p.drawText(QRectF(c.x() - layout.size() / 2, c.y() - h / 2, layout.size(), h * 0.25),
                   Qt::AlignHCenter | Qt::AlignTop, map.number(hex));
    }
}

void paintCounter(QPainter &p, const map::HexLayout &layout, const Unit &u, QPointF centre,
                  const HexwarScene &scene)
{
    const double s = layout.size() * 1.15;
    const QRectF box(centre.x() - s / 2, centre.y() - s / 2, s, s);
    const bool blackEagle = u.side == Side::BlackEagle;
    const QColor fill = blackEagle ? QColor(0x37, 0x37, 0x3f) : QColor(0xf3, 0xe3, 0xae);
    const QColor ink = blackEagle ? Qt::white : QColor(0x1a, 0x23, 0x7e);
    p.setBrush(fill);
    QPen edge(ink, 1);
    if (u.id == scene.selected)
        edge = QPen(QColor(0xff, 0xc1, 0x07), std::max(2.0, s * 0.1));
    else if (scene.attackers.contains(u.id))
        edge = QPen(QColor(0xe6, 0x51, 0x00), std::max(2.0, s * 0.1));
    p.setPen(edge);
    p.drawRect(box);
    if (u.state == UnitState::Half) {
        // The half-strength side: a stripe across the counter.
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0xc6, 0x28, 0x28, 160));
        p.drawRect(QRectF(box.left(), box.top(), box.width(), box.height() * 0.22));
    }
    QFont font = p.font();
    font.setPixelSize(std::max(6, int(s * 0.3)));
    font.setBold(true);
    p.setFont(font);
    p.setPen(ink);
    const QString kind = u.kind == UnitKind::Forester      ? QStringLiteral("F")
                         : u.kind == UnitKind::Mountaineer ? QStringLiteral("M")
                                                           : QString();
    p.drawText(box.adjusted(0, s * 0.12, 0, 0), Qt::AlignHCenter | Qt::AlignTop,
               kind.isEmpty() ? u.id : kind + QLatin1Char(' ') + u.id);
    p.drawText(box.adjusted(0, 0, 0, -s * 0.08), Qt::AlignHCenter | Qt::AlignBottom,
               QStringLiteral("%1-%2").arg(u.strength()).arg(u.movement));
}

} // namespace

void paintHexwarBoard(QPainter &p, const map::HexLayout &layout, const HexwarScene &scene)
{
    if (!scene.map)
        return;
    const HexwarMap &map = *scene.map;
    p.setRenderHint(QPainter::Antialiasing);
    const QSizeF size = layout.mapSize(map.columns(), map.rows());
    const bool underlay = !scene.underlay.isNull();
    if (underlay)
        p.drawImage(QRectF(QPointF(0, 0), size), scene.underlay);
    // Only what shows through the clip is drawn: a printed sheet then carries no hidden text
    // of the hexes beyond its edges, and a small view draws less.
    const QRectF clip = p.hasClipping() ? p.clipBoundingRect() : QRectF();
    const auto shows = [&](map::Hex hex, double margin) {
        return clip.isNull() || clip.intersects(hexBox(layout, hex, margin));
    };
    QList<map::Hex> shown;
    for (const map::Hex &hex : map.allHexes()) {
        if (shows(hex, 0))
            shown << hex;
    }
    p.setPen(QPen(QColor(0, 0, 0, 60), 0.6));
    for (const map::Hex &hex : shown) {
        const HexInfo info = map.hex(hex);
        QColor colour = info.playable ? terrainColour(info.terrain) : QColor(0xd0, 0xd0, 0xd0);
        if (underlay)
            colour.setAlphaF(float(std::clamp(scene.underlayOpacity, 0.0, 1.0)));
        p.setBrush(colour);
        p.drawPolygon(outline(layout, hex));
    }
    paintSides(p, layout, map);
    if (scene.hexNumbers)
        paintHexNumbers(p, layout, map, shown);
    for (const map::Hex &hex : map.allHexes()) {
        if (shows(hex, 1.5)) // a place's name runs wider than its hex
            paintPlace(p, layout, hex, map.hex(hex));
    }
    p.setPen(QPen(QColor(0xff, 0xa0, 0x00), std::max(1.5, layout.size() * 0.12)));
    p.setBrush(QColor(0xff, 0xe0, 0x40, 90));
    for (const map::Hex &hex : scene.highlighted)
        p.drawPolygon(outline(layout, hex));
    if (!scene.state)
        return;
    for (const Unit &u : scene.state->units) {
        if (!u.onMap())
            continue;
        const bool dragged = u.id == scene.selected && scene.dragOver;
        const map::Hex at = dragged ? *scene.dragOver : *u.hex;
        if (shows(at, 0))
            paintCounter(p, layout, u, layout.centre(at), scene);
    }
}

} // namespace herald::hexwarrender
