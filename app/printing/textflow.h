#pragma once

#include <QRectF>
#include <QString>

#include <vector>

class QPainter;

namespace herald::printing {

/// One paragraph of a printed report; long text wraps onto further lines.
struct FlowParagraph
{
    enum Style
    {
        Title,
        Heading,    ///< a section of the report
        Subheading, ///< one item of a section (an army)
        Body,
        Note, ///< smaller, for what explains the rest
    };
    Style style = Body;
    QString text;
    qreal indent = 0; ///< points from the left edge
};

/// Paragraphs laid out from the top of each page to the bottom and on to the next, a heading
/// never left alone at the foot of a page. Painted with the sheets' font (sheetcells.h).
class TextFlow
{
public:
    explicit TextFlow(std::vector<FlowParagraph> paragraphs) : m_paragraphs(std::move(paragraphs))
    {
    }

    [[nodiscard]] int pageCount(const QRectF &printable) const;
    void paintPage(QPainter &painter, int page, const QRectF &printable) const;

private:
    struct Placed
    {
        std::size_t paragraph = 0;
        qreal y = 0;
        qreal height = 0;
    };
    /// Every page's paragraphs with where they stand on it.
    [[nodiscard]] std::vector<std::vector<Placed>> layout(const QRectF &printable) const;

    std::vector<FlowParagraph> m_paragraphs;
};

} // namespace herald::printing
