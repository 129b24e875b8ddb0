#include "app/printing/ordersheet.h"

#include "app/printing/sheetcells.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>

namespace herald::printing {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::printing::OrderSheet)
};

constexpr qreal titleHeight = 40;
constexpr qreal headHeight = 16;
constexpr qreal minimumRow = 44; // room to write an order by hand
constexpr qreal footerLine = 12;
constexpr int wrapFlags = Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap;

/// Army, area and supply, limits and allowed orders, then the three boxes to fill in.
std::vector<qreal> widthsFor(qreal w)
{
    return {0.17 * w, 0.15 * w, 0.32 * w, 0.12 * w, 0.12 * w, 0.12 * w};
}

/// What the limits column says: each restriction, then the orders allowed and where a move
/// may go.
QString limitsText(const app::ReportedArmy &a)
{
    QStringList lines = a.restrictions;
    lines << Tr::tr("Allowed: %1").arg(a.legalKinds.join(QStringLiteral(", ")));
    if (!a.legalDestinations.isEmpty())
        lines << Tr::tr("Move into: %1").arg(a.legalDestinations.join(QStringLiteral(", ")));
    return lines.join(QLatin1Char('\n'));
}

QString armyText(const app::ReportedArmy &a)
{
    return a.general.isEmpty() ? a.name : Tr::tr("%1\nled by %2").arg(a.name, a.general);
}

QString placeText(const app::ReportedArmy &a)
{
    return Tr::tr("%1\n%2\n%3")
        .arg(a.area, a.location,
             a.inSupply ? Tr::tr("in supply (§4.5)") : Tr::tr("OUT OF SUPPLY (§4.6)"));
}

qreal wrappedHeight(const QFont &font, qreal width, const QString &text)
{
    return QFontMetricsF(font).boundingRect(QRectF(0, 0, width, 1e6), wrapFlags, text).height();
}

void wrappedCell(QPainter &p, const QRectF &r, const QString &text)
{
    p.drawRect(r);
    p.drawText(r.adjusted(3, 2, -3, -2), wrapFlags, text);
}

} // namespace

OrderSheet::OrderSheet(app::MonthReport report)
    : m_report(std::move(report)), m_rows(app::armiesFreeToAct(m_report))
{
}

QString OrderSheet::title() const
{
    return Tr::tr("Order sheet: %1, turn %2").arg(m_report.nation).arg(m_report.turn);
}

qreal OrderSheet::rowHeight(const app::ReportedArmy &army, qreal width) const
{
    const std::vector<qreal> widths = widthsFor(width);
    const QFont small = sheetFont(7);
    const qreal text = std::max({wrappedHeight(small, widths[0] - 6, armyText(army)),
                                 wrappedHeight(small, widths[1] - 6, placeText(army)),
                                 wrappedHeight(small, widths[2] - 6, limitsText(army))});
    return std::max(minimumRow, text + 6);
}

QStringList OrderSheet::footer() const
{
    QStringList lines;
    if (m_rows.empty())
        lines << Tr::tr("None of your armies takes an order this turn.");
    for (const app::ReportedArmy &a : m_report.armies) {
        if (!a.freeToAct)
            lines << Tr::tr("No order for %1: %2").arg(a.name, a.noOrderReason);
    }
    lines
        << Tr::tr("Order kinds (§4.1): %1.").arg(app::orderKindNames().join(QStringLiteral(", ")));
    lines << Tr::tr(
        "Location: countryside (the default), population centre or point of interest. Write the "
        "target area as its number (XXYY) for a move, or the landmass when going to "
        "sea.");
    return lines;
}

std::vector<std::pair<int, int>> OrderSheet::pages(const QRectF &printable) const
{
    std::vector<std::pair<int, int>> result{{0, 0}};
    qreal y = printable.top() + titleHeight + headHeight;
    for (int i = 0; i < int(m_rows.size()); ++i) {
        const qreal h = rowHeight(m_rows[std::size_t(i)], printable.width());
        if (result.back().second > 0 && y + h > printable.bottom()) {
            result.push_back({i, 0});
            y = printable.top() + titleHeight + headHeight;
        }
        ++result.back().second;
        y += h;
    }
    const qreal footerHeight = footerLine * 2 * qreal(footer().size()) + footerLine;
    if (y + footerHeight > printable.bottom())
        result.push_back({int(m_rows.size()), 0});
    return result;
}

int OrderSheet::pageCount(const QRectF &printable) const
{
    return int(pages(printable).size());
}

void OrderSheet::paintPage(QPainter &p, int page, const QRectF &area) const
{
    const auto all = pages(area);
    if (page < 0 || page >= int(all.size()))
        return;
    p.setPen(QPen(Qt::black, 0.6));
    p.setFont(sheetFont(15, true));
    paintCell(p, QRectF(area.left(), area.top(), area.width(), 22),
              Tr::tr("Orders: %1, year %2, month %3 (turn %4)")
                  .arg(m_report.nation, QString::number(m_report.year),
                       QString::number(m_report.month), QString::number(m_report.turn)),
              Qt::AlignLeft, false);
    p.setFont(sheetFont(8));
    paintCell(
        p, QRectF(area.left(), area.top() + 22, area.width(), 14),
        Tr::tr("Write one order per army; orders are revealed together (§4.1). Page %1 of %2.")
            .arg(page + 1)
            .arg(all.size()),
        Qt::AlignLeft, false);

    const auto [first, count] = all[std::size_t(page)];
    const ColumnGrid cols{area.left(), widthsFor(area.width()), headHeight};
    qreal y = area.top() + titleHeight;
    // A last page that holds only the notes below the table needs no table head.
    if (count > 0 || page == 0) {
        p.setFont(sheetFont(8, true));
        const QStringList heads{Tr::tr("Army"),
                                Tr::tr("Area, supply"),
                                Tr::tr("Limits (rule) and allowed orders"),
                                Tr::tr("Order kind"),
                                Tr::tr("Target area"),
                                Tr::tr("Location")};
        for (int c = 0; c < heads.size(); ++c)
            paintCell(p, cols.at(c, y), heads.at(c));
        y += headHeight;
    }

    p.setFont(sheetFont(7));
    for (int i = first; i < first + count; ++i) {
        const app::ReportedArmy &a = m_rows[std::size_t(i)];
        ColumnGrid row = cols;
        row.rowHeight = rowHeight(a, area.width());
        wrappedCell(p, row.at(0, y), armyText(a));
        wrappedCell(p, row.at(1, y), placeText(a));
        wrappedCell(p, row.at(2, y), limitsText(a));
        for (int c = 3; c < 6; ++c)
            p.drawRect(row.at(c, y));
        y += row.rowHeight;
    }
    if (page + 1 != int(all.size()))
        return;
    y += footerLine;
    p.setFont(sheetFont(8));
    for (const QString &line : footer()) {
        const qreal h = wrappedHeight(p.font(), area.width(), line);
        p.drawText(QRectF(area.left(), y, area.width(), h + 2), wrapFlags, line);
        y += h + 4;
    }
}

} // namespace herald::printing
