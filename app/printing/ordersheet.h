#pragma once

#include "app/printing/printjob.h"
#include "app/services/warmaster/monthreport.h"

namespace herald::printing {

/// The blank order sheet of a nation for the turn being played (§4.1, issue 17): one row per
/// army free to act, with its area, supply state, what limits it (naming the rule) and the
/// orders the rules allow it, and empty boxes for the order kind, the target area and the
/// intended location. Armies that take no order this turn are listed below with the reason;
/// the legend names every order kind.
class OrderSheet : public PageSource
{
public:
    explicit OrderSheet(app::MonthReport report);

    [[nodiscard]] int pageCount(const QRectF &printable) const override;
    void paintPage(QPainter &painter, int page, const QRectF &printable) const override;
    [[nodiscard]] QString title() const override;

    /// The rows the sheet prints: the armies free to act.
    [[nodiscard]] const std::vector<app::ReportedArmy> &rows() const { return m_rows; }

private:
    /// Each page's first row and how many rows it holds; the last page also has the footer.
    [[nodiscard]] std::vector<std::pair<int, int>> pages(const QRectF &printable) const;
    [[nodiscard]] qreal rowHeight(const app::ReportedArmy &army, qreal width) const;
    [[nodiscard]] QStringList footer() const;

    app::MonthReport m_report;
    std::vector<app::ReportedArmy> m_rows;
};

} // namespace herald::printing
