#include "skirmishmapitem.h"

#include <QPainter>
#include <QPainterPath>

#include <cmath>

namespace herald::gui {

namespace {

constexpr double kSqrt3 = 1.7320508075688772;

/// The centre of a hex for a hex size (centre to corner); odd 0-based rows sit half a hex right.
QPointF centreOf(int column, int row, double size)
{
    return {size * kSqrt3 * (column + 0.5 + 0.5 * (row & 1)), size * (1.0 + 1.5 * row)};
}

QPolygonF hexagon(QPointF centre, double size)
{
    QPolygonF corners;
    for (int i = 0; i < 6; ++i) {
        const double angle = (60.0 * i - 30.0) * M_PI / 180.0;
        corners << centre + QPointF(size * std::cos(angle), size * std::sin(angle));
    }
    return corners;
}

} // namespace

SkirmishMapItem::SkirmishMapItem(QQuickItem *parent) : QQuickPaintedItem(parent)
{
    connect(this, &SkirmishMapItem::coloursChanged, this, [this] { update(); });
}

void SkirmishMapItem::setDesk(SkirmishDesk *desk)
{
    if (m_desk == desk)
        return;
    if (m_desk)
        disconnect(m_desk, nullptr, this, nullptr);
    m_desk = desk;
    if (m_desk)
        connect(m_desk, &SkirmishDesk::changed, this, [this] { update(); });
    Q_EMIT deskChanged();
    update();
}

void SkirmishMapItem::paint(QPainter *painter)
{
    if (!m_desk)
        return;
    const QVariantMap map = m_desk->map();
    const int columns = map.value(QStringLiteral("columns")).toInt();
    const int rows = map.value(QStringLiteral("rows")).toInt();
    if (columns < 1 || rows < 1)
        return;
    // The largest hex that fits the item both ways.
    const double size =
        std::min(width() / (kSqrt3 * (columns + 0.5)), height() / (1.5 * rows + 0.5));
    painter->setRenderHint(QPainter::Antialiasing);
    QFont font = painter->font();
    font.setPixelSize(std::max(8, int(size * 0.32)));
    painter->setFont(font);
    QHash<QString, QPointF> centres;
    for (const QVariant &v : map.value(QStringLiteral("hexes")).toList()) {
        const QVariantMap hex = v.toMap();
        const QPointF centre = centreOf(hex.value(QStringLiteral("column")).toInt(),
                                        hex.value(QStringLiteral("row")).toInt(), size);
        const QString terrain = hex.value(QStringLiteral("terrain")).toString();
        const QString label = hex.value(QStringLiteral("label")).toString();
        centres.insert(label, centre);
        const QColor fill = terrain == QLatin1String("water") || terrain == QLatin1String("marsh")
                                ? m_water
                            : terrain == QLatin1String("tree") ? m_tree
                            : terrain == QLatin1String("flat") ? m_ground
                                                               : m_cover;
        painter->setPen(QPen(m_line, 1));
        painter->setBrush(fill);
        painter->drawPolygon(hexagon(centre, size));
        painter->setPen(m_line);
        painter->drawText(QRectF(centre.x() - size, centre.y() - size * 0.9, 2 * size, size * 0.5),
                          Qt::AlignCenter, label);
    }
    QStringList sides;
    for (const QVariant &v : m_desk->characters()) {
        const QVariantMap c = v.toMap();
        const QString side = c.value(QStringLiteral("side")).toString();
        if (!sides.contains(side))
            sides << side;
        const QStringList hexes =
            c.value(QStringLiteral("hexes")).toString().split(QLatin1Char(' '), Qt::SkipEmptyParts);
        const bool dead = c.value(QStringLiteral("health")).toString() == QLatin1String("dead");
        QColor colour = m_sides.value(int(sides.indexOf(side)), m_text);
        if (dead)
            colour.setAlphaF(0.35);
        for (int i = 0; i < hexes.size(); ++i) {
            if (!centres.contains(hexes[i]))
                continue;
            const QPointF centre = centres.value(hexes[i]);
            painter->setPen(Qt::NoPen);
            painter->setBrush(colour);
            const double r = size * (i == 0 ? 0.55 : 0.4); // the head hex drawn larger
            painter->drawEllipse(centre, r, r * 0.7);
            if (i == 0) {
                painter->setPen(m_ground);
                painter->drawText(
                    QRectF(centre.x() - size, centre.y() - size * 0.35, 2 * size, size * 0.7),
                    Qt::AlignCenter,
                    c.value(QStringLiteral("name")).toString().section(QLatin1Char(' '), 0, 0));
            }
        }
    }
}

} // namespace herald::gui
