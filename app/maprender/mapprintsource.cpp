#include "app/maprender/mapprintsource.h"

#include <QCoreApplication>
#include <QPainter>

#include <cmath>

namespace herald::maprender {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::maprender::MapPrintSource)
};

constexpr double headerHeight = 22;
constexpr double footerHeight = 72; // three legend lines and the scale
constexpr double pointsPerMillimetre = 72.0 / 25.4;

} // namespace

MapPrintSource::MapPrintSource(const warmaster::StrategicMap &map, RenderOptions options,
                               double hexMillimetres)
    : m_map(map), m_renderer(map), m_options(std::move(options)), m_hexMillimetres(hexMillimetres)
{
    m_options.printColours = true;
}

QString MapPrintSource::title() const
{
    if (m_options.nationView != warmaster::noIndex)
        return Tr::tr("%1 — %2's view")
            .arg(m_map.name, m_map.nations.at(static_cast<std::size_t>(m_options.nationView)).name);
    return m_map.name.isEmpty() ? Tr::tr("Strategic map") : m_map.name;
}

MapPrintSource::Grid MapPrintSource::grid(const QRectF &printable) const
{
    const QRectF mapArea = printable.adjusted(0, headerHeight, 0, -footerHeight);
    const QSizeF unit = m_renderer.mapSize(1.0);
    // A hex size given is centre to corner, half the printed width; none fits the page.
    const double hexSize = m_hexMillimetres > 0 ? m_hexMillimetres * pointsPerMillimetre / 2
                                                : std::min(mapArea.width() / unit.width(),
                                                           mapArea.height() / unit.height());
    return {hexSize, printing::PageTiles(m_renderer.mapSize(hexSize), mapArea)};
}

int MapPrintSource::pageCount(const QRectF &printable) const
{
    return grid(printable).sheets.count();
}

void MapPrintSource::paintPage(QPainter &painter, int page, const QRectF &printable) const
{
    const Grid g = grid(printable);
    const printing::PageTiles &sheets = g.sheets;
    const QRectF mapArea = sheets.window();
    painter.save();
    // Header: the title and, when tiled, which sheet this is.
    setFontHeight(painter, 12, true);
    painter.setPen(Qt::black);
    QString heading = title();
    if (sheets.count() > 1)
        heading += Tr::tr("  —  sheet %1 of %2 (row %3, column %4)")
                       .arg(page + 1)
                       .arg(sheets.count())
                       .arg(sheets.row(page) + 1)
                       .arg(sheets.column(page) + 1);
    painter.drawText(QRectF(printable.left(), printable.top(), printable.width(), headerHeight - 4),
                     Qt::AlignLeft | Qt::AlignVCenter, heading);

    const Viewport viewport = MapRenderer::viewportAt(g.hexSize, sheets.origin(page));
    painter.setPen(QPen(Qt::gray, 0.5));
    painter.setBrush(Qt::NoBrush);
    m_renderer.paint(painter, viewport, mapArea, m_options);
    painter.setPen(QPen(Qt::black, 0.6));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(mapArea);
    if (sheets.count() > 1) {
        setFontHeight(painter, 7);
        sheets.paintOverlapMarks(painter, page);
    }

    // Footer: legend and scale.
    const QRectF footer(printable.left(), mapArea.bottom() + 6, printable.width(),
                        footerHeight - 6);
    // The scale goes under however many lines the legend took, never over them.
    const double legend = m_renderer.paintLegend(painter, footer, m_options);
    m_renderer.paintScale(painter, QRectF(footer.left(), footer.top() + legend, footer.width(), 18),
                          viewport);
    painter.restore();
}

} // namespace herald::maprender
