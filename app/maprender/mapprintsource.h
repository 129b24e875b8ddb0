#pragma once

#include "app/maprender/maprenderer.h"
#include "app/printing/pagetiles.h"
#include "app/printing/printjob.h"

namespace herald::maprender {

/// The strategic map as a printable document (the one printing path, app/printing): the whole
/// map fitted on one page, or at a fixed hex size tiled across as many pages as it needs, each
/// overlapping its neighbours with marks that show where to trim and glue. Every page carries
/// the title, a legend and a scale.
class MapPrintSource : public printing::PageSource
{
public:
    /// hexMillimetres: the printed width of a hex, corner to corner; 0 fits the whole map on one
    /// page.
    MapPrintSource(const warmaster::StrategicMap &map, RenderOptions options,
                   double hexMillimetres = 0);

    [[nodiscard]] int pageCount(const QRectF &printable) const override;
    void paintPage(QPainter &painter, int page, const QRectF &printable) const override;
    [[nodiscard]] QString title() const override;

private:
    struct Grid
    {
        double hexSize = 0;
        printing::PageTiles sheets; ///< the map's place on each page, and how many pages
    };
    [[nodiscard]] Grid grid(const QRectF &printable) const;

    const warmaster::StrategicMap &m_map;
    MapRenderer m_renderer;
    RenderOptions m_options;
    double m_hexMillimetres;
};

} // namespace herald::maprender
