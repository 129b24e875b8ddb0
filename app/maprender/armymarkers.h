#pragma once

#include "core/map/hexlayout.h"
#include "core/warmaster/strategicmap.h"

#include <QColor>
#include <QPointF>
#include <QRectF>

class QPainter;

namespace herald::maprender {

/// The size of the army markers at the painter's zoom, so that what sits on them (the month
/// overlay's badges) lines up with them.
struct BannerMetrics
{
    double hexSize = 0;
    double text = 0;      ///< the banner's text height
    double pole = 0;      ///< the pole's length
    double maxWidth = 0;  ///< longer names are elided
    bool words = true;    ///< big enough for a named banner; else a plain pennant
    double lineWidth = 0; ///< the pole's pen

    /// The foot of the pole of the markers of the area centred at `centre`.
    [[nodiscard]] QPointF foot(QPointF centre) const;
};
[[nodiscard]] BannerMetrics bannerMetrics(const QPainter &painter, double hexSize);

/// Draws the army markers of the map (§1.5): a banner on a pole in the nation's colour, named
/// for the army, or saying how many armies share the area. The text keeps a readable size on
/// the device however far the map is zoomed out. nationView: only that nation's armies (its
/// players' map); warmaster::noIndex for all of them (the referee's map), with the independent
/// lesser-race armies (§7.7.6) in a dark banner.
void paintArmies(QPainter &painter, const map::HexLayout &layout, const QRectF &clip,
                 const warmaster::StrategicMap &map, int nationView);

/// The armies drawn, grouped by area in the order of the map's list (a nation's view: only its
/// own).
[[nodiscard]] QList<QPair<map::Hex, QList<const warmaster::Army *>>>
armiesByArea(const warmaster::StrategicMap &map, int nationView);

/// The marker alone, its pole's foot at foot and `height` painter units tall, for the legend.
void paintArmyBanner(QPainter &painter, QPointF foot, double height, const QColor &colour);

} // namespace herald::maprender
