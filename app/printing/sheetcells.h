#pragma once

#include <QFont>
#include <QRectF>
#include <QString>

#include <vector>

class QPainter;

namespace herald::printing {

/// The font of Herald's printed sheets. The painter works in points (printjob.h), so the size
/// is in points on paper.
[[nodiscard]] QFont sheetFont(qreal size, bool bold = false);

/// One cell of a printed form: an optional frame and the text on one line, elided to fit.
void paintCell(QPainter &painter, const QRectF &rect, const QString &text,
               Qt::Alignment align = Qt::AlignLeft, bool frame = true);

/// A cell whose text must be read whole (a roster line's unit types, an area's name): printed
/// in the painter's font when it fits, else in a smaller one, else wrapped onto two lines at the
/// smallest size; elided only when even that cannot hold it.
void paintWholeCell(QPainter &painter, const QRectF &rect, const QString &text,
                    Qt::Alignment align = Qt::AlignLeft);

/// Columns of a printed table given as widths from a left edge.
struct ColumnGrid
{
    qreal x = 0;
    std::vector<qreal> widths;
    qreal rowHeight = 14;

    /// The cell of `column` (spanning `span` columns) in the row starting at y.
    [[nodiscard]] QRectF at(int column, qreal y, int span = 1) const;
};

} // namespace herald::printing
