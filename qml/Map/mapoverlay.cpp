#include "mapoverlay.h"

namespace herald::mapui {

MapOverlay::MapOverlay(QQuickItem *parent, Painter painter)
    : QQuickPaintedItem(parent), m_painter(std::move(painter))
{
    setAntialiasing(true);
}

void MapOverlay::paint(QPainter *painter)
{
    m_painter(painter);
}

} // namespace herald::mapui
