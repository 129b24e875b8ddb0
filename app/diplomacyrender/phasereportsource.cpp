#include "app/diplomacyrender/phasereportsource.h"

#include <QFontMetricsF>
#include <QPainter>

namespace herald::diplomacyrender {

namespace {

constexpr double kTitle = 16;
constexpr double kHeading = 11;
constexpr double kBody = 9;

QFont fontOf(double pixels, bool bold)
{
    QFont font;
    font.setPixelSize(int(pixels));
    font.setBold(bold);
    return font;
}

} // namespace

PhaseReportSource::PhaseReportSource(app::diplomacy::PhaseReport report, const BoardLayout &layout)
    : m_report(std::move(report)), m_layout(layout)
{
}

double PhaseReportSource::mapHeight(const QRectF &printable)
{
    return std::min(printable.width(), printable.height() * 0.6);
}

QList<PhaseReportSource::Block> PhaseReportSource::layout(const QRectF &printable) const
{
    QList<Block> blocks;
    for (const app::diplomacy::ReportSection &s : m_report.sections) {
        blocks.append({s.heading, true});
        for (const QString &line : s.lines)
            blocks.append({line, false});
    }
    int page = 0;
    double y = kTitle * 1.6 + kBody * 1.8 + mapHeight(printable) + 8;
    for (Block &b : blocks) {
        const QFontMetricsF metrics(fontOf(b.heading ? kHeading : kBody, b.heading));
        b.height =
            metrics
                .boundingRect(QRectF(0, 0, printable.width() - 12, 1e6), Qt::TextWordWrap, b.text)
                .height() +
            (b.heading ? 6 : 2);
        if (y + b.height > printable.height()) {
            ++page;
            y = 0;
        }
        b.page = page;
        b.top = y;
        y += b.height;
    }
    return blocks;
}

int PhaseReportSource::pageCount(const QRectF &printable) const
{
    const QList<Block> blocks = layout(printable);
    return blocks.isEmpty() ? 1 : blocks.last().page + 1;
}

void PhaseReportSource::paintPage(QPainter &painter, int page, const QRectF &printable) const
{
    painter.save();
    painter.setPen(Qt::black);
    if (page == 0) {
        painter.setFont(fontOf(kTitle, true));
        painter.drawText(QRectF(printable.left(), printable.top(), printable.width(), kTitle * 1.5),
                         Qt::AlignLeft | Qt::AlignVCenter, m_report.title);
        painter.setFont(fontOf(kBody, false));
        painter.drawText(QRectF(printable.left(), printable.top() + kTitle * 1.6, printable.width(),
                                kBody * 1.6),
                         Qt::AlignLeft | Qt::AlignVCenter, m_report.subtitle);
        const QRectF mapArea(printable.left(), printable.top() + kTitle * 1.6 + kBody * 1.8,
                             printable.width(), mapHeight(printable));
        BoardScene scene{m_report.position, m_report.results, m_report.markers,
                         herald::diplomacy::kNoProvince};
        BoardRenderer(m_layout).paint(painter, mapArea, scene);
    }
    for (const Block &b : layout(printable)) {
        if (b.page != page)
            continue;
        painter.setFont(fontOf(b.heading ? kHeading : kBody, b.heading));
        const double indent = b.heading ? 0 : 12;
        painter.drawText(QRectF(printable.left() + indent,
                                printable.top() + b.top + (b.heading ? 4 : 0),
                                printable.width() - indent, b.height),
                         Qt::TextWordWrap, b.text);
    }
    painter.restore();
}

} // namespace herald::diplomacyrender
