#include "hexmapitem.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace herald::gui {

HexMapItem::HexMapItem(QQuickItem *parent) : QQuickPaintedItem(parent)
{
    setAcceptedMouseButtons(Qt::LeftButton);
    setAcceptHoverEvents(true);
}

void HexMapItem::setDesk(HexGameDesk *desk)
{
    if (desk == m_desk)
        return;
    if (m_desk)
        disconnect(m_desk, nullptr, this, nullptr);
    m_desk = desk;
    if (m_desk)
        connect(m_desk, &HexGameDesk::changed, this, [this] {
            updateImplicitSize();
            update();
        });
    updateImplicitSize();
    update();
    Q_EMIT deskChanged();
}

void HexMapItem::setUnderlay(const QUrl &url)
{
    if (url == m_underlayUrl)
        return;
    m_underlayUrl = url;
    m_underlay = url.isEmpty() ? QImage() : QImage(url.toLocalFile());
    update();
    Q_EMIT underlayChanged();
}

void HexMapItem::setHexSize(double size)
{
    size = std::clamp(size, 4.0, 60.0);
    if (size == m_hexSize)
        return;
    m_hexSize = size;
    updateImplicitSize();
    update();
    Q_EMIT hexSizeChanged();
}

void HexMapItem::updateImplicitSize()
{
    const herald::hexwar::HexwarMap *map = m_desk ? m_desk->map() : nullptr;
    if (!map)
        return;
    const QSizeF size = layout().mapSize(map->columns(), map->rows());
    setImplicitSize(size.width() + m_hexSize, size.height() + m_hexSize);
}

map::HexLayout HexMapItem::layout() const
{
    return map::HexLayout(m_hexSize, QPointF(m_hexSize, m_hexSize * std::sqrt(3.0) / 2));
}

std::optional<map::Hex> HexMapItem::hexAt(QPointF point) const
{
    const herald::hexwar::HexwarMap *map = m_desk ? m_desk->map() : nullptr;
    if (!map)
        return std::nullopt;
    const map::Hex hex = layout().hexAt(point);
    return map->contains(hex) ? std::optional(hex) : std::nullopt;
}

QPointF HexMapItem::hexCentre(const QString &hex) const
{
    const auto h = map::Hex::fromXXYY(hex);
    return h ? layout().centre(*h) : QPointF();
}

void HexMapItem::paint(QPainter *painter)
{
    if (!m_desk)
        return;
    hexwarrender::HexwarScene scene = m_desk->scene();
    scene.underlay = m_underlay;
    if (!m_dragged.isEmpty()) {
        scene.selected = m_dragged;
        scene.dragOver = m_over;
    }
    hexwarrender::paintHexwarBoard(*painter, layout(), scene);
}

void HexMapItem::mousePressEvent(QMouseEvent *event)
{
    m_pressed = hexAt(event->position());
    m_over = m_pressed;
    m_dragged.clear();
    event->setAccepted(m_pressed.has_value());
}

void HexMapItem::mouseMoveEvent(QMouseEvent *event)
{
    if (!m_pressed || !m_desk)
        return;
    const auto over = hexAt(event->position());
    if (!over || over == m_over)
        return;
    m_over = over;
    if (m_dragged.isEmpty()) {
        // A drag starts on a counter: it is picked, so the board shows where it may go.
        m_dragged = m_desk->unitAt(m_pressed->toXXYY());
        if (!m_dragged.isEmpty() && m_desk->selected() != m_dragged)
            m_desk->pick(m_dragged);
    }
    update();
}

void HexMapItem::mouseReleaseEvent(QMouseEvent *event)
{
    const auto released = hexAt(event->position());
    const QString dragged = m_dragged;
    const auto pressed = m_pressed;
    m_dragged.clear();
    m_pressed.reset();
    m_over.reset();
    update();
    if (!m_desk || !released)
        return;
    if (!dragged.isEmpty() && released != pressed)
        m_desk->drop(dragged, released->toXXYY());
    else if (released == pressed)
        m_desk->clickHex(released->toXXYY());
}

void HexMapItem::hoverMoveEvent(QHoverEvent *event)
{
    const auto hex = hexAt(event->position());
    const QString name = hex ? hex->toXXYY() : QString();
    if (name == m_hovered)
        return;
    m_hovered = name;
    Q_EMIT hoveredHexChanged();
}

void HexMapItem::hoverLeaveEvent(QHoverEvent *)
{
    m_hovered.clear();
    Q_EMIT hoveredHexChanged();
}

} // namespace herald::gui
