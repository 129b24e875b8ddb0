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
    Grid g;
    g.mapArea = printable.adjusted(0, headerHeight, 0, -footerHeight);
    const QSizeF unit = m_renderer.mapSize(1.0);
    if (m_hexMillimetres <= 0) {
        g.hexSize = std::min(g.mapArea.width() / unit.width(), g.mapArea.height() / unit.height());
        return g;
    }
    g.hexSize = m_hexMillimetres * pointsPerMillimetre / 2; // size is centre to corner
    const QSizeF whole = m_renderer.mapSize(g.hexSize);
    const auto pages = [](double length, double page) {
        return length <= page ? 1 : 1 + int(std::ceil((length - page) / (page - overlap)));
    };
    g.columns = pages(whole.width(), g.mapArea.width());
    g.rows = pages(whole.height(), g.mapArea.height());
    return g;
}

int MapPrintSource::pageCount(const QRectF &printable) const
{
    const Grid g = grid(printable);
    return g.columns * g.rows;
}

void MapPrintSource::paintPage(QPainter &painter, int page, const QRectF &printable) const
{
    const Grid g = grid(printable);
    const int column = page % g.columns;
    const int row = page / g.columns;
    painter.save();
    // Header: the title and, when tiled, which sheet this is.
    setFontHeight(painter, 12, true);
    painter.setPen(Qt::black);
    QString heading = title();
    if (g.columns * g.rows > 1)
        heading += Tr::tr("  —  sheet %1 of %2 (row %3, column %4)")
                       .arg(page + 1)
                       .arg(g.columns * g.rows)
                       .arg(row + 1)
                       .arg(column + 1);
    painter.drawText(QRectF(printable.left(), printable.top(), printable.width(), headerHeight - 4),
                     Qt::AlignLeft | Qt::AlignVCenter, heading);

    // The map: this sheet shows the layout shifted by whole steps of (sheet − overlap).
    const QPointF shift(column * (g.mapArea.width() - overlap),
                        row * (g.mapArea.height() - overlap));
    const Viewport viewport = MapRenderer::viewportAt(g.hexSize, g.mapArea.topLeft() - shift);
    painter.setPen(QPen(Qt::gray, 0.5));
    painter.setBrush(Qt::NoBrush);
    m_renderer.paint(painter, viewport, g.mapArea, m_options);
    painter.setPen(QPen(Qt::black, 0.6));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(g.mapArea);
    if (g.columns * g.rows > 1)
        paintOverlapMarks(painter, g, column, row);

    // Footer: legend and scale.
    const QRectF footer(printable.left(), g.mapArea.bottom() + 6, printable.width(),
                        footerHeight - 6);
    // The scale goes under however many lines the legend took, never over them.
    const double legend = m_renderer.paintLegend(painter, footer, m_options);
    m_renderer.paintScale(painter, QRectF(footer.left(), footer.top() + legend, footer.width(), 18),
                          viewport);
    painter.restore();
}

void MapPrintSource::paintOverlapMarks(QPainter &painter, const Grid &g, int column, int row) const
{
    // Dashed lines where the neighbouring sheet's map begins: trim one sheet there and glue it
    // over the other. Small labels say which sheet continues beyond each edge.
    const QRectF a = g.mapArea;
    painter.setPen(QPen(QColor(0xc0, 0x20, 0x20), 0.8, Qt::DashLine));
    setFontHeight(painter, 7);
    if (column + 1 < g.columns) {
        const double x = a.right() - overlap;
        painter.drawLine(QPointF(x, a.top()), QPointF(x, a.bottom()));
        painter.drawText(QPointF(x + 2, a.top() + 9),
                         Tr::tr("→ %1").arg(row * g.columns + column + 2));
    }
    if (column > 0) {
        const double x = a.left() + overlap;
        painter.drawLine(QPointF(x, a.top()), QPointF(x, a.bottom()));
    }
    if (row + 1 < g.rows) {
        const double y = a.bottom() - overlap;
        painter.drawLine(QPointF(a.left(), y), QPointF(a.right(), y));
        painter.drawText(QPointF(a.left() + 2, y + 9),
                         Tr::tr("↓ %1").arg((row + 1) * g.columns + column + 1));
    }
    if (row > 0) {
        const double y = a.top() + overlap;
        painter.drawLine(QPointF(a.left(), y), QPointF(a.right(), y));
    }
}

} // namespace herald::maprender
