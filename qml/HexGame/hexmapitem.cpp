#include "hexmapitem.h"

#include <QPainter>

namespace herald::gui {

HexMapItem::HexMapItem(QQuickItem *parent) : HexBoardItem(parent)
{
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
            setUnderlayImage(m_desk->underlayImage());
            setUnderlayOpacity(m_desk->underlayOpacity());
            mapChanged();
        });
    mapChanged();
    Q_EMIT deskChanged();
}

const herald::hexwar::HexwarMap *HexMapItem::boardMap() const
{
    return m_desk ? m_desk->map() : nullptr;
}

void HexMapItem::paint(QPainter *painter)
{
    if (!m_desk)
        return;
    hexwarrender::HexwarScene scene = m_desk->scene();
    scene.underlay = underlayImage();
    scene.underlayOpacity = underlayOpacity();
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
        m_dragged = m_desk->unitAt(boardMap()->number(*m_pressed));
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
        m_desk->drop(dragged, boardMap()->number(*released));
    else if (released == pressed)
        m_desk->clickHex(boardMap()->number(*released));
}

} // namespace herald::gui
