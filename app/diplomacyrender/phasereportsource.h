#pragma once

#include "app/diplomacyrender/boardrenderer.h"
#include "app/printing/printjob.h"
#include "app/services/diplomacy/phasereport.h"

namespace herald::diplomacyrender {

/// A phase report on paper: title, the map with the orders the reader may see, then every
/// section, flowing over as many pages as it needs. Prints exactly what the report holds,
/// so a public report can carry nothing private.
class PhaseReportSource : public printing::PageSource
{
public:
    PhaseReportSource(app::diplomacy::PhaseReport report, const BoardLayout &layout);

    [[nodiscard]] int pageCount(const QRectF &printable) const override;
    void paintPage(QPainter &painter, int page, const QRectF &printable) const override;
    [[nodiscard]] QString title() const override { return m_report.title; }

private:
    struct Block
    {
        QString text;
        bool heading = false;
        int page = 0;
        double top = 0;
        double height = 0;
    };
    [[nodiscard]] QList<Block> layout(const QRectF &printable) const;
    [[nodiscard]] static double mapHeight(const QRectF &printable);

    app::diplomacy::PhaseReport m_report;
    const BoardLayout &m_layout;
};

} // namespace herald::diplomacyrender
