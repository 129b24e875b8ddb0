#pragma once

#include <QQuickPaintedItem>

namespace herald::mapui {

/// The map's legend on screen, drawn by the same renderer as the printed legend.
class MapLegend : public QQuickPaintedItem
{
    Q_OBJECT
    QML_ELEMENT

public:
    explicit MapLegend(QQuickItem *parent = nullptr);
    void paint(QPainter *painter) override;
};

} // namespace herald::mapui
