#include "hexboarditem.h"

#include <algorithm>

namespace herald::gui {

HexBoardItem::HexBoardItem(QQuickItem *parent) : QQuickPaintedItem(parent)
{
    setAcceptedMouseButtons(Qt::LeftButton);
    setAcceptHoverEvents(true);
}

void HexBoardItem::setUnderlayImage(const QImage &image)
{
    if (image == m_underlay)
        return;
    m_underlay = image;
    update();
    Q_EMIT underlayChanged();
}

void HexBoardItem::setUnderlayOpacity(double opacity)
{
    opacity = std::clamp(opacity, 0.0, 1.0);
    if (opacity == m_underlayOpacity)
        return;
    m_underlayOpacity = opacity;
    update();
    Q_EMIT underlayChanged();
}

void HexBoardItem::setHexSize(double size)
{
    size = std::clamp(size, 4.0, 60.0);
    if (size == m_hexSize)
        return;
    m_hexSize = size;
    mapChanged();
    Q_EMIT hexSizeChanged();
}

void HexBoardItem::mapChanged()
{
    if (const herald::hexwar::HexwarMap *map = boardMap()) {
        const QSizeF size = layout().mapSize(map->columns(), map->rows());
        setImplicitSize(size.width() + m_hexSize, size.height() + m_hexSize);
    }
    update();
}

map::HexLayout HexBoardItem::layout() const
{
    const herald::hexwar::HexwarMap *map = boardMap();
    return map::HexLayout(m_hexSize, map ? map->grid() : map::HexGrid());
}

std::optional<map::Hex> HexBoardItem::hexAt(QPointF point) const
{
    const herald::hexwar::HexwarMap *map = boardMap();
    if (!map)
        return std::nullopt;
    const map::Hex hex = layout().hexAt(point);
    return map->contains(hex) ? std::optional(hex) : std::nullopt;
}

QPointF HexBoardItem::hexCentre(const QString &hex) const
{
    const herald::hexwar::HexwarMap *map = boardMap();
    const auto h = map ? map->numbered(hex) : std::nullopt;
    return h ? layout().centre(*h) : QPointF();
}

void HexBoardItem::hoverMoveEvent(QHoverEvent *event)
{
    const auto hex = hexAt(event->position());
    const QString name = hex ? boardMap()->number(*hex) : QString();
    if (name == m_hovered)
        return;
    m_hovered = name;
    Q_EMIT hoveredHexChanged();
}

void HexBoardItem::hoverLeaveEvent(QHoverEvent *)
{
    m_hovered.clear();
    Q_EMIT hoveredHexChanged();
}

} // namespace herald::gui
