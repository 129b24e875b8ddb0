#include "app/maprender/armymarkers.h"

#include "app/maprender/maprenderer.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QHash>
#include <QPaintDevice>
#include <QPainter>

#include <cmath>

namespace herald::maprender {

using namespace herald::warmaster;

namespace {

/// Smallest banner text, in typographic points on the device: it reads on screen and paper.
constexpr double readablePoints = 7;

/// Text on the banner: dark on light nation colours, white on dark ones.
QColor textOn(const QColor &colour)
{
    return colour.lightnessF() > 0.6 ? QColor(Qt::black) : QColor(Qt::white);
}

} // namespace

QList<QPair<map::Hex, QList<const Army *>>> armiesByArea(const StrategicMap &map, int nationView)
{
    QList<QPair<map::Hex, QList<const Army *>>> groups;
    QHash<map::Hex, qsizetype> index;
    for (const Army &army : map.armies) {
        const auto nation = map.nationIndex(army.nationId);
        if (!nation || (nationView != noIndex && *nation != nationView))
            continue;
        const auto it = index.constFind(army.area);
        if (it == index.cend()) {
            index.insert(army.area, groups.size());
            groups.append({army.area, {&army}});
        } else {
            groups[*it].second.append(&army);
        }
    }
    return groups;
}

void paintArmyBanner(QPainter &painter, QPointF foot, double height, const QColor &colour)
{
    const QPointF top = foot - QPointF(0, height);
    painter.setPen(QPen(Qt::black, height * 0.1, Qt::SolidLine, Qt::FlatCap));
    painter.drawLine(foot, top);
    const double h = height * 0.55;
    const QPolygonF flag{top, top + QPointF(h * 1.3, 0), top + QPointF(h * 1.0, h / 2),
                         top + QPointF(h * 1.3, h), top + QPointF(0, h)};
    painter.setPen(QPen(Qt::black, height * 0.06));
    painter.setBrush(colour);
    painter.drawPolygon(flag);
}

QPointF BannerMetrics::foot(QPointF centre) const
{
    // Pole at the right of the town symbol; the banner carries the name to the right.
    return centre + QPointF(0.3 * hexSize, 0.2 * hexSize);
}

BannerMetrics bannerMetrics(const QPainter &painter, double hexSize)
{
    const double s = hexSize;
    const double scale = std::abs(painter.worldTransform().m11());
    const int dpi = painter.device() ? painter.device()->logicalDpiY() : 96;
    BannerMetrics m;
    m.hexSize = s;
    m.text = std::max(0.26 * s, readablePoints * dpi / 72.0 / scale);
    m.maxWidth = std::max(2.4 * s, 12 * m.text);
    m.pole = std::max(0.7 * s, m.text * 2.2);
    m.words = 2 * s * scale >= 26;
    m.lineWidth = std::max(0.05 * s, 1.5 / scale);
    return m;
}

namespace {

/// The independent lesser-race armies (§7.7.6) on the referee's map: a dark banner named for
/// the race, its pole left of the area's centre so that a nation's army there stays readable.
void paintIndependentArmies(QPainter &painter, const map::HexLayout &layout, const QRectF &near,
                            const StrategicMap &map, const BannerMetrics &m)
{
    const QColor colour(QStringLiteral("#3a3a3a"));
    const double s = layout.size();
    const double scale = std::abs(painter.worldTransform().m11());
    for (const IndependentMarker &marker : map.independentArmies) {
        const QPointF c = layout.centre(marker.area);
        if (!near.contains(c))
            continue;
        const QPointF foot = c + QPointF(-0.35 * s, 0.45 * s);
        if (!m.words) {
            paintArmyBanner(painter, foot, 0.8 * s, colour);
            continue;
        }
        const QPointF top = foot - QPointF(0, m.pole);
        painter.setPen(QPen(Qt::black, m.lineWidth, Qt::SolidLine, Qt::FlatCap));
        painter.drawLine(foot, top);
        setFontHeight(painter, m.text, true);
        //: a map banner; %1 a lesser race
        const QString label =
            QCoreApplication::translate("herald::maprender::MapRenderer", "%1 (independent)")
                .arg(marker.race);
        const QFontMetricsF metrics(painter.font(), painter.device());
        const QString shown = metrics.elidedText(label, Qt::ElideRight, m.maxWidth);
        const double pad = m.text * 0.35;
        const QRectF banner(top, QSizeF(metrics.horizontalAdvance(shown) + 2 * pad, m.text * 1.45));
        painter.setPen(QPen(Qt::black, std::max(0.03 * s, 0.8 / scale)));
        painter.setBrush(colour);
        painter.drawRect(banner);
        painter.setPen(textOn(colour));
        painter.drawText(banner, Qt::AlignCenter, shown);
    }
}

} // namespace

void paintArmies(QPainter &painter, const map::HexLayout &layout, const QRectF &clip,
                 const StrategicMap &map, int nationView)
{
    const double s = layout.size();
    const double scale = std::abs(painter.worldTransform().m11());
    painter.save();
    const BannerMetrics m = bannerMetrics(painter, s);
    const double text = m.text;
    // Banners of areas just outside the clip reach into it (a tile's left and top edges).
    const QRectF near = clip.adjusted(-(m.maxWidth + 2 * s), -(m.pole + s), s, s);
    for (const auto &[hex, armies] : armiesByArea(map, nationView)) {
        const QPointF c = layout.centre(hex);
        if (!near.contains(c))
            continue;
        const Army &first = *armies.front();
        const auto nation = map.nationIndex(first.nationId);
        const QColor colour(map.nations[static_cast<std::size_t>(*nation)].colour);
        const QPointF foot = m.foot(c);
        if (!m.words) {
            // Too small for words: a plain pennant still shows where the army stands.
            paintArmyBanner(painter, foot, 0.8 * s, colour);
            continue;
        }
        const QPointF top = foot - QPointF(0, m.pole);
        painter.setPen(QPen(Qt::black, m.lineWidth, Qt::SolidLine, Qt::FlatCap));
        painter.drawLine(foot, top);
        setFontHeight(painter, text, true);
        const QString label =
            armies.size() == 1
                ? first.name
                : QCoreApplication::translate("herald::maprender::MapRenderer", "%n armies",
                                              nullptr, int(armies.size()));
        const QFontMetricsF metrics(painter.font(), painter.device());
        const QString shown = metrics.elidedText(label, Qt::ElideRight, m.maxWidth);
        const double pad = text * 0.35;
        const QRectF banner(top, QSizeF(metrics.horizontalAdvance(shown) + 2 * pad, text * 1.45));
        painter.setPen(QPen(Qt::black, std::max(0.03 * s, 0.8 / scale)));
        painter.setBrush(colour);
        painter.drawRect(banner);
        painter.setPen(textOn(colour));
        painter.drawText(banner, Qt::AlignCenter, shown);
    }
    if (nationView == noIndex)
        paintIndependentArmies(painter, layout, near, map, m);
    painter.restore();
}

} // namespace herald::maprender
