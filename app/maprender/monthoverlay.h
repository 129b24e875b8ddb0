#pragma once

#include "core/map/hexlayout.h"
#include "core/warmaster/monthoverlay.h"
#include "core/warmaster/strategicmap.h"

#include <QColor>
#include <QLineF>
#include <QRectF>

class QPainter;

namespace herald::maprender {

/// The marks the month overlay puts on an army marker.
enum class ArmyBadge
{
    Delayed,     ///< §4.4: an hourglass
    Besieged,    ///< §5.5: a tower
    OutOfSupply, ///< §4.5: a red disc, barred
};

/// The overlay's colours. The map keeps its colours in the light and the dark theme (it is a
/// picture of the land), so these are chosen to stand out from the terrain and the nations'
/// colours, and every line is drawn over a white casing.
[[nodiscard]] QColor moveColour(warmaster::MoveOutcome outcome);
[[nodiscard]] QColor supplyPathColour();

/// Draws what happened in the month over a painted map (issue 17): moves as arrows from area
/// centre to area centre (solid when made, dotted while only ordered, dashed when delayed, a
/// barred dash when stopped), badges on the army markers, crossed swords with their number in
/// engagement areas, and the supply paths asked for as a highlighted line. nationView: only
/// what concerns that nation's armies (noIndex: everything, the referee's map).
void paintMonthOverlay(QPainter &painter, const map::HexLayout &layout, const QRectF &clip,
                       const warmaster::StrategicMap &map, const warmaster::MonthOverlay &overlay,
                       int nationView);

/// The legend's samples: one arrow along `line` `width` thick, a badge or the engagement mark
/// of `radius` at `centre`, a stretch of supply path along `line`.
void paintMoveArrow(QPainter &painter, const QLineF &line, warmaster::MoveOutcome outcome,
                    double width);
void paintArmyBadge(QPainter &painter, QPointF centre, double radius, ArmyBadge badge);
void paintEngagementMark(QPainter &painter, QPointF centre, double radius);
void paintSupplyLine(QPainter &painter, const QPolygonF &path, double width);

} // namespace herald::maprender
