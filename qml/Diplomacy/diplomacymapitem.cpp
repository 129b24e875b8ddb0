#include "diplomacymapitem.h"

#include <QMouseEvent>
#include <QPainter>

namespace herald::gui {

DiplomacyMapItem::DiplomacyMapItem(QQuickItem *parent) : QQuickPaintedItem(parent)
{
    setAcceptedMouseButtons(Qt::LeftButton);
}

void DiplomacyMapItem::setDesk(DiplomacyDesk *desk)
{
    if (desk == m_desk)
        return;
    if (m_desk)
        disconnect(m_desk, nullptr, this, nullptr);
    m_desk = desk;
    if (m_desk)
        connect(m_desk, &DiplomacyDesk::changed, this, [this] { update(); });
    Q_EMIT deskChanged();
    update();
}

void DiplomacyMapItem::paint(QPainter *painter)
{
    if (!m_desk || !m_desk->layout())
        return;
    auto scene = m_desk->scene();
    scene.selected = m_selected;
    diplomacyrender::BoardRenderer(*m_desk->layout()).paint(*painter, boundingRect(), scene);
}

void DiplomacyMapItem::mousePressEvent(QMouseEvent *event)
{
    if (!m_desk || !m_desk->layout())
        return;
    m_selected = diplomacyrender::BoardRenderer(*m_desk->layout())
                     .provinceAt(boundingRect(), event->position());
    update();
    if (m_selected != herald::diplomacy::kNoProvince)
        Q_EMIT provinceClicked(m_desk->provinceName(m_selected));
}

} // namespace herald::gui
