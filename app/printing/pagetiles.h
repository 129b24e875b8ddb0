#pragma once

#include <QRectF>
#include <QSizeF>

class QPainter;

namespace herald::printing {

/// A drawing larger than a sheet, cut into sheets that overlap their neighbours (the strategic
/// map, the hex game's board): how many sheets across and down, where the drawing lies on each,
/// and the marks that show where to trim one sheet and glue it over the next.
///
/// Sheets are numbered row by row from 0; `firstPage` is the page number (from 1) the document
/// gives sheet 0, so the marks name pages as the reader finds them.
class PageTiles
{
public:
    /// Overlap between neighbouring sheets, in points.
    static constexpr double overlap = 28; // about 10 mm

    /// drawing: the whole drawing's size; window: where each sheet shows its part (points).
    PageTiles(QSizeF drawing, QRectF window, int firstPage = 1);

    [[nodiscard]] int columns() const { return m_columns; }
    [[nodiscard]] int rows() const { return m_rows; }
    [[nodiscard]] int count() const { return m_columns * m_rows; }
    [[nodiscard]] int column(int sheet) const { return sheet % m_columns; }
    [[nodiscard]] int row(int sheet) const { return sheet / m_columns; }
    [[nodiscard]] QRectF window() const { return m_window; }

    /// Where the drawing's top-left corner goes on the page of `sheet`: each sheet shows the
    /// drawing shifted by whole steps of (window − overlap). Clip to window() when drawing.
    [[nodiscard]] QPointF origin(int sheet) const;

    /// Dashed lines where the neighbouring sheets' parts begin, each with the page number of the
    /// sheet that continues past that edge, in the painter's current font.
    void paintOverlapMarks(QPainter &painter, int sheet) const;

private:
    QRectF m_window;
    int m_firstPage;
    int m_columns = 1;
    int m_rows = 1;
};

} // namespace herald::printing
