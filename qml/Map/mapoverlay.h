#pragma once

#include <QQuickPaintedItem>

#include <functional>

namespace herald::mapui {

/// A small transparent painted item whose picture its owner supplies: MapView keeps the
/// selection, the brush stroke and the scale bar in these so that panning only moves items and
/// tile images and repaints nothing (the software scene graph redraws a painted item's whole
/// surface whenever it changes, so each overlay is sized to what it shows).
class MapOverlay : public QQuickPaintedItem
{
    Q_OBJECT

public:
    using Painter = std::function<void(QPainter *)>;

    MapOverlay(QQuickItem *parent, Painter painter);

    void paint(QPainter *painter) override;

private:
    Painter m_painter;
};

} // namespace herald::mapui
