#include "app/printing/sheetcells.h"

#include <QFontMetricsF>
#include <QPainter>

namespace herald::printing {

QFont sheetFont(qreal size, bool bold)
{
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setPixelSize(qRound(size));
    f.setBold(bold);
    return f;
}

void paintCell(QPainter &p, const QRectF &r, const QString &text, Qt::Alignment align, bool frame)
{
    if (frame)
        p.drawRect(r);
    const QRectF inner = r.adjusted(3, 0, -3, 0);
    const QString shown = QFontMetricsF(p.font()).elidedText(text, Qt::ElideRight, inner.width());
    p.drawText(inner, int(align | Qt::AlignVCenter), shown);
}

void paintWholeCell(QPainter &p, const QRectF &r, const QString &text, Qt::Alignment align)
{
    constexpr int smallest = 6; // points: still legible on paper
    p.drawRect(r);
    const QRectF inner = r.adjusted(3, 0, -3, 0);
    const QFont original = p.font();
    QFont f = original;
    for (int size = original.pixelSize(); size >= smallest; --size) {
        f.setPixelSize(size);
        if (QFontMetricsF(f).horizontalAdvance(text) <= inner.width()) {
            p.setFont(f);
            p.drawText(inner, int(align | Qt::AlignVCenter), text);
            p.setFont(original);
            return;
        }
    }
    f.setPixelSize(smallest);
    p.setFont(f);
    const int flags = int(align | Qt::AlignVCenter | Qt::TextWordWrap);
    if (QFontMetricsF(f).boundingRect(inner, flags, text).height() <= r.height())
        p.drawText(inner, flags, text);
    else
        paintCell(p, r, text, align, false);
    p.setFont(original);
}

QRectF ColumnGrid::at(int column, qreal y, int span) const
{
    qreal left = x;
    for (int i = 0; i < column; ++i)
        left += widths[std::size_t(i)];
    qreal width = 0;
    for (int i = column; i < column + span; ++i)
        width += widths[std::size_t(i)];
    return {left, y, width, rowHeight};
}

} // namespace herald::printing
