#include "app/printing/monthreportsheet.h"

#include <QCoreApplication>
#include <QPainter>

namespace herald::printing {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::printing::MonthReportSheet)
};

constexpr qreal indent = 14;

using P = FlowParagraph;

void addArmies(std::vector<P> &out, const app::MonthReport &r)
{
    out.push_back({P::Heading, Tr::tr("Your armies"), 0});
    if (r.armies.empty())
        out.push_back({P::Body, Tr::tr("No armies on the map."), indent});
    for (const app::ReportedArmy &a : r.armies) {
        out.push_back(
            {P::Subheading,
             a.general.isEmpty() ? a.name : Tr::tr("%1, led by %2").arg(a.name, a.general),
             indent});
        //: %1 area "0407 Carrow", %2 location in it
        out.push_back(
            {P::Body, Tr::tr("Stands in %1, at the %2.").arg(a.area, a.location), indent});
        out.push_back({P::Body,
                       r.currentTurn ? Tr::tr("Order this turn: %1").arg(a.order)
                                     : Tr::tr("Order in turn %1: %2").arg(r.turn).arg(a.order),
                       indent});
        for (const QString &line : a.situation)
            out.push_back({P::Body, line, indent});
        out.push_back(
            {P::Body,
             (a.inSupply ? Tr::tr("Supply: in supply. %1") : Tr::tr("Supply: OUT OF SUPPLY. %1"))
                 .arg(a.supplyExplanation),
             indent});
        if (!a.supplyPath.isEmpty())
            out.push_back({P::Note,
                           Tr::tr("Chain of areas to the source: %1")
                               .arg(a.supplyPath.join(QStringLiteral(" > "))),
                           2 * indent});
        for (const QString &line : a.restrictions)
            out.push_back({P::Note, line, 2 * indent});
    }
}

void addEngagements(std::vector<P> &out, const app::MonthReport &r)
{
    out.push_back({P::Heading, Tr::tr("Engagements and battles"), 0});
    if (r.engagements.empty())
        out.push_back({P::Body, Tr::tr("None of your armies is engaged this turn."), indent});
    for (const app::ReportedEngagement &e : r.engagements)
        //: %1 number, %2 area, %3 cause, %4 own armies, %5 the others
        out.push_back({P::Body,
                       Tr::tr("Engagement %1 in %2 (%3): %4 against %5.")
                           .arg(e.number)
                           .arg(e.area, e.cause, e.ownArmies.join(QStringLiteral(", ")),
                                e.others.join(QStringLiteral(", "))),
                       indent});
    for (const app::ReportedBattle &b : r.battles)
        //: %1 number, %2 kind, %3 area, %4 location, %5 own side, %6 opponents, %7 result
        out.push_back({P::Body,
                       Tr::tr("Battle %1: %2 in %3 at the %4; your side %5, against %6: %7.")
                           .arg(b.number)
                           .arg(b.kind, b.area, b.location, b.ownSide.join(QStringLiteral(", ")),
                                b.opponents.join(QStringLiteral(", ")), b.result),
                       indent});
}

void addAreasAndForeigners(std::vector<P> &out, const app::MonthReport &r)
{
    out.push_back({P::Heading, Tr::tr("Areas gained and lost this month (§4.7)"), 0});
    if (r.areaChanges.empty())
        out.push_back({P::Body, Tr::tr("No area changed hands."), indent});
    for (const app::ReportedAreaChange &c : r.areaChanges) {
        QString text;
        if (c.gained)
            text = c.otherNation.isEmpty()
                       ? Tr::tr("Gained %1 (uncontrolled before).").arg(c.area)
                       : Tr::tr("Gained %1 from %2.").arg(c.area, c.otherNation);
        else
            text = c.otherNation.isEmpty() ? Tr::tr("Lost %1 (now uncontrolled).").arg(c.area)
                                           : Tr::tr("Lost %1 to %2.").arg(c.area, c.otherNation);
        out.push_back({P::Body, text, indent});
    }
    out.push_back({P::Heading, Tr::tr("Foreign armies you know of"), 0});
    if (r.foreignArmies.empty())
        out.push_back(
            {P::Body, Tr::tr("None in your lands or in contact with your armies."), indent});
    for (const app::ReportedForeignArmy &f : r.foreignArmies)
        //: %1 army, %2 its nation, %3 area, %4 how the nation knows of it
        out.push_back(
            {P::Body, Tr::tr("%1 (%2) in %3: %4.").arg(f.name, f.nation, f.area, f.why), indent});
}

std::vector<P> paragraphs(const app::MonthReport &r)
{
    std::vector<P> out;
    out.push_back({P::Title,
                   Tr::tr("Month report: %1, year %2, month %3")
                       .arg(r.nation, QString::number(r.year), QString::number(r.month)),
                   0});
    //: %1 turn number, %2 where the calendar stands ("Year 1, month 3, M-1 Write orders")
    out.push_back({P::Note,
                   Tr::tr("Turn %1, printed at %2. For the player of %3 only: it holds no other "
                          "nation's orders and no army it has not met.")
                       .arg(QString::number(r.turn), r.step, r.nation),
                   0});
    if (!r.currentTurn)
        out.push_back({P::Note,
                       Tr::tr("The armies stand where they are now; the orders, terrain checks, "
                              "engagements and battles are those of turn %1.")
                           .arg(r.turn),
                       0});
    addArmies(out, r);
    addEngagements(out, r);
    addAreasAndForeigners(out, r);
    return out;
}

} // namespace

MonthReportSheet::MonthReportSheet(app::MonthReport report)
    : m_report(std::move(report)), m_flow(paragraphs(m_report))
{
}

int MonthReportSheet::pageCount(const QRectF &printable) const
{
    return m_flow.pageCount(printable);
}

void MonthReportSheet::paintPage(QPainter &painter, int page, const QRectF &printable) const
{
    painter.setPen(QPen(Qt::black, 0.6));
    m_flow.paintPage(painter, page, printable);
}

QString MonthReportSheet::title() const
{
    return Tr::tr("Month report: %1, turn %2").arg(m_report.nation).arg(m_report.turn);
}

} // namespace herald::printing
