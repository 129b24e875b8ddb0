#pragma once

#include "core/map/hexlayout.h"
#include "core/warmaster/strategicmap.h"

#include <QColor>
#include <QPointF>
#include <QRectF>

class QPainter;

namespace herald::maprender {

/// Draws the army markers of the map (§1.5): a banner on a pole in the nation's colour, named
/// for the army, or saying how many armies share the area. The text keeps a readable size on
/// the device however far the map is zoomed out. nationView: only that nation's armies (its
/// players' map); warmaster::noIndex for all of them (the referee's map).
void paintArmies(QPainter &painter, const map::HexLayout &layout, const QRectF &clip,
                 const warmaster::StrategicMap &map, int nationView);

/// The marker alone, its pole's foot at foot and `height` painter units tall, for the legend.
void paintArmyBanner(QPainter &painter, QPointF foot, double height, const QColor &colour);

} // namespace herald::maprender
