#include "app/printing/pagetiles.h"

#include <QCoreApplication>
#include <QPainter>

#include <cmath>

namespace herald::printing {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::printing::PageTiles)
};

/// Sheets needed along one direction: the first shows a whole window, each next one a window
/// less the overlap it shares with the one before.
int sheetsAlong(double length, double window)
{
    // A drawing fitted to the window may come out a rounding error larger.
    if (length <= window + 0.01 || window <= PageTiles::overlap)
        return 1;
    return 1 + int(std::ceil((length - window) / (window - PageTiles::overlap)));
}

} // namespace

PageTiles::PageTiles(QSizeF drawing, QRectF window, int firstPage)
    : m_window(window), m_firstPage(firstPage),
      m_columns(sheetsAlong(drawing.width(), window.width())),
      m_rows(sheetsAlong(drawing.height(), window.height()))
{
}

QPointF PageTiles::origin(int sheet) const
{
    return m_window.topLeft() - QPointF(column(sheet) * (m_window.width() - overlap),
                                        row(sheet) * (m_window.height() - overlap));
}

void PageTiles::paintOverlapMarks(QPainter &painter, int sheet) const
{
    const QRectF a = m_window;
    const int c = column(sheet);
    const int r = row(sheet);
    const double line = painter.fontMetrics().height();
    painter.save();
    painter.setPen(QPen(QColor(0xc0, 0x20, 0x20), 0.8, Qt::DashLine));
    if (c + 1 < m_columns) {
        const double x = a.right() - overlap;
        painter.drawLine(QPointF(x, a.top()), QPointF(x, a.bottom()));
        //: On a printed sheet: the page that continues the map to the right.
        painter.drawText(QPointF(x + 2, a.top() + line),
                         Tr::tr("→ %1").arg(m_firstPage + sheet + 1));
    }
    if (c > 0) {
        const double x = a.left() + overlap;
        painter.drawLine(QPointF(x, a.top()), QPointF(x, a.bottom()));
    }
    if (r + 1 < m_rows) {
        const double y = a.bottom() - overlap;
        painter.drawLine(QPointF(a.left(), y), QPointF(a.right(), y));
        //: On a printed sheet: the page that continues the map below.
        painter.drawText(QPointF(a.left() + 2, y + line),
                         Tr::tr("↓ %1").arg(m_firstPage + sheet + m_columns));
    }
    if (r > 0) {
        const double y = a.top() + overlap;
        painter.drawLine(QPointF(a.left(), y), QPointF(a.right(), y));
    }
    painter.restore();
}

} // namespace herald::printing
