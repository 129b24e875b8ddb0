#include "app/printing/textflow.h"

#include "app/printing/sheetcells.h"

#include <QFontMetricsF>
#include <QPainter>

namespace herald::printing {

namespace {

QFont fontOf(FlowParagraph::Style style)
{
    switch (style) {
    case FlowParagraph::Title:
        return sheetFont(15, true);
    case FlowParagraph::Heading:
        return sheetFont(11, true);
    case FlowParagraph::Subheading:
        return sheetFont(9, true);
    case FlowParagraph::Body:
        return sheetFont(9);
    case FlowParagraph::Note:
        return sheetFont(8);
    }
    return sheetFont(9);
}

/// Room above a paragraph, so sections stand apart.
qreal spaceAbove(FlowParagraph::Style style)
{
    switch (style) {
    case FlowParagraph::Heading:
        return 10;
    case FlowParagraph::Subheading:
        return 5;
    default:
        return 1;
    }
}

constexpr int wrapFlags = Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap;

qreal heightOf(const FlowParagraph &p, qreal width)
{
    const QFontMetricsF metrics(fontOf(p.style));
    // A little slack: the PDF's glyph positions differ from the screen's by a fraction.
    return metrics.boundingRect(QRectF(0, 0, width - p.indent - 2, 1e6), wrapFlags, p.text)
               .height() +
           2;
}

} // namespace

std::vector<std::vector<TextFlow::Placed>> TextFlow::layout(const QRectF &printable) const
{
    std::vector<std::vector<Placed>> pages(1);
    qreal y = printable.top();
    for (std::size_t i = 0; i < m_paragraphs.size(); ++i) {
        const FlowParagraph &p = m_paragraphs[i];
        const qreal above = pages.back().empty() ? 0 : spaceAbove(p.style);
        const qreal height = heightOf(p, printable.width());
        // A heading takes the paragraph after it along onto the next page.
        qreal needed = above + height;
        if (p.style == FlowParagraph::Heading || p.style == FlowParagraph::Subheading) {
            if (i + 1 < m_paragraphs.size())
                needed += heightOf(m_paragraphs[i + 1], printable.width());
        }
        if (!pages.back().empty() && y + needed > printable.bottom()) {
            pages.emplace_back();
            y = printable.top();
            pages.back().push_back({i, y, height});
            y += height;
            continue;
        }
        pages.back().push_back({i, y + above, height});
        y += above + height;
    }
    return pages;
}

int TextFlow::pageCount(const QRectF &printable) const
{
    return int(layout(printable).size());
}

void TextFlow::paintPage(QPainter &painter, int page, const QRectF &printable) const
{
    const auto pages = layout(printable);
    if (page < 0 || page >= int(pages.size()))
        return;
    for (const Placed &placed : pages[std::size_t(page)]) {
        const FlowParagraph &p = m_paragraphs[placed.paragraph];
        painter.setFont(fontOf(p.style));
        painter.drawText(QRectF(printable.left() + p.indent, placed.y, printable.width() - p.indent,
                                placed.height),
                         wrapFlags, p.text);
    }
}

} // namespace herald::printing
