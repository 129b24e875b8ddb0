#pragma once

#include "core/map/hexlayout.h"
#include "core/warmaster/monthoverlay.h"
#include "core/warmaster/strategicmap.h"

#include <QColor>
#include <QImage>
#include <QRectF>
#include <QSet>

#include <optional>

class QPainter;

namespace herald::maprender {

/// What to draw and for whom.
struct RenderOptions
{
    /// Draw the map as this nation sees it (its own areas in colour, other owners shown only
    /// as "foreign", POIs only where revealed or its own); noIndex for the referee's map.
    int nationView = warmaster::noIndex;
    bool labels = true; ///< area names and hex numbers (when the hexes are big enough)
    double gridOpacity = 1.0;
    QImage background;         ///< a scanned map stretched over the layout, or null
    bool printColours = false; ///< lighter fills for paper
    /// Outline the layout's hexes that hold no area yet (the editor's canvas; not for print).
    bool emptyHexes = false;
    /// What happened in the month, drawn over the map (moves, army states, engagements) and
    /// explained in the legend; none: the plain map.
    std::optional<warmaster::MonthOverlay> monthOverlay;
};

/// Where the map falls on the painter: hex size (centre to corner) and the point where the
/// centre of hex 0101 goes, both in the painter's units.
struct Viewport
{
    double hexSize = 24;
    QPointF origin{24, 24};

    [[nodiscard]] map::HexLayout layout() const { return map::HexLayout(hexSize, origin); }
};

/// The one painter renderer of the strategic map (STYLE 13): the Map page's tiles, PNG export
/// and printed pages all come from here. It paints onto any QPainter and knows nothing of the
/// device; work is bounded by the rectangle asked for, so a 10,000-area map draws a screenful
/// at a time.
class MapRenderer
{
public:
    explicit MapRenderer(const warmaster::StrategicMap &map);

    /// Paints the part of the map inside `clip` (painter units).
    void paint(QPainter &painter, const Viewport &viewport, const QRectF &clip,
               const RenderOptions &options = {}) const;
    /// Outlines hexes (selection, brush preview) on top of a painted map.
    void paintHighlight(QPainter &painter, const Viewport &viewport, const QList<map::Hex> &hexes,
                        const QColor &colour) const;
    /// The legend: terrain, symbols, and the nations shown; returns the height used.
    double paintLegend(QPainter &painter, const QRectF &box,
                       const RenderOptions &options = {}) const;
    /// A scale bar "0 - 5 areas" of `hexes` hexes, at the bottom left of box.
    void paintScale(QPainter &painter, const QRectF &box, const Viewport &viewport,
                    int hexes = 5) const;

    /// The whole layout's size for a hex size, with origin at the top-left corner.
    [[nodiscard]] QSizeF mapSize(double hexSize) const;
    /// The viewport that puts the layout's top-left corner at topLeft.
    [[nodiscard]] static Viewport viewportAt(double hexSize, QPointF topLeft);

    [[nodiscard]] static QColor terrainColour(warmaster::Terrain terrain, bool print = false);
    /// What the map and its legend are drawn on, on screen: the map keeps its colours in the
    /// light and the dark theme, so its key does too.
    [[nodiscard]] static QColor paperColour() { return {0xf4, 0xf1, 0xea}; }

private:
    void paintArea(QPainter &painter, const map::HexLayout &layout, const warmaster::Area &area,
                   int index, const RenderOptions &options, bool detailed) const;
    /// hexes: the columns (x) and rows (y) painted.
    void paintBoundaries(QPainter &painter, const map::HexLayout &layout, const QRectF &clip,
                         const QRect &hexes) const;
    void paintSymbols(QPainter &painter, const map::HexLayout &layout, const warmaster::Area &area,
                      int index, const RenderOptions &options) const;
    [[nodiscard]] QColor ownerColour(int owner, const RenderOptions &options) const;

    const warmaster::StrategicMap &m_map;
    QSet<int> m_capitals;
};

/// A font `pixels` painter units high whatever the device's resolution.
void setFontHeight(QPainter &painter, double pixels, bool bold = false);

} // namespace herald::maprender
