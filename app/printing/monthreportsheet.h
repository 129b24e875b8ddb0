#pragma once

#include "app/printing/printjob.h"
#include "app/printing/textflow.h"
#include "app/services/warmaster/monthreport.h"

namespace herald::printing {

/// A nation's month report (issue 17) as a printable document for its player: its armies with
/// their orders, situation and supply chain, its engagements and battles, the areas it gained or
/// lost and the foreign armies it knows of: what app::monthReport() gives, nothing more.
class MonthReportSheet : public PageSource
{
public:
    explicit MonthReportSheet(app::MonthReport report);

    [[nodiscard]] int pageCount(const QRectF &printable) const override;
    void paintPage(QPainter &painter, int page, const QRectF &printable) const override;
    [[nodiscard]] QString title() const override;

private:
    app::MonthReport m_report;
    TextFlow m_flow;
};

} // namespace herald::printing
