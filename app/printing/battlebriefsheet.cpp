#include "app/printing/battlebriefsheet.h"

#include "app/printing/sheetcells.h"

#include <QCoreApplication>
#include <QPainter>

namespace herald::printing {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::printing::BattleBriefSheet)
};

constexpr qreal indent = 14;

using P = FlowParagraph;

void addNation(std::vector<P> &out, const app::FieldableNation &nation)
{
    out.push_back({P::Subheading, nation.heading, indent});
    for (const QString &line : nation.units)
        out.push_back({P::Body, line, 2 * indent});
    if (nation.units.isEmpty())
        out.push_back({P::Body, Tr::tr("No units on the roster this year."), 2 * indent});
    for (const QString &line : nation.characters)
        out.push_back({P::Body, line, 2 * indent});
    out.push_back({P::Note, nation.mobs, 2 * indent});
}

/// The result form's first column for a side: a row per roster line of its nations.
QStringList formRows(const app::BattleSideBrief &side)
{
    QStringList rows;
    for (const app::FieldableNation &nation : side.nations)
        rows << nation.formRows;
    return rows;
}

std::vector<P> paragraphs(const app::BattleBrief &b)
{
    std::vector<P> out;
    out.push_back({P::Title, b.title, 0});
    //: %1 area, %2 its terrain, %3 where in the area
    out.push_back(
        {P::Body, Tr::tr("Fought in %1 (%2), at the %3.").arg(b.area, b.terrain, b.location), 0});
    if (!b.result.isEmpty())
        out.push_back({P::Note, Tr::tr("Result entered: %1").arg(b.result), 0});
    out.push_back({P::Heading, Tr::tr("Setting up (§5.10)"), 0});
    out.push_back({P::Body,
                   Tr::tr("Army size: %L1 points a side, characters and magic items included.")
                       .arg(b.pointsPerSide),
                   indent});
    //: %1 cards drawn, %2 cards kept, %3 why
    out.push_back({P::Body,
                   Tr::tr("Terrain: each side draws %1 terrain cards and keeps %2 (%3).")
                       .arg(b.terrainDrawn)
                       .arg(b.terrainKept)
                       .arg(b.terrainReason),
                   indent});
    out.push_back({P::Body, Tr::tr("At table centre: %1 (I-36).").arg(b.objective), indent});
    if (!b.fortifications.isEmpty())
        out.push_back({P::Body, b.fortifications, indent});
    if (b.prepared) {
        //: %1 e.g. "The defenders place the first terrain piece (d6: 2)"
        out.push_back(
            {P::Body,
             Tr::tr("Terrain pieces are placed one at a time, alternating. %1.").arg(b.firstPlacer),
             indent});
        out.push_back({P::Body, Tr::tr("Random event: %1").arg(b.eventCard), indent});
    } else {
        out.push_back({P::Body,
                       Tr::tr("Terrain pieces are placed one at a time, alternating, the first "
                              "by a side chosen at random; a random event card is turned over "
                              "before the first turn."),
                       indent});
    }
    out.push_back({P::Body, Tr::tr("Length: %1.").arg(b.ending), indent});
    for (const QString &bought : b.bought)
        out.push_back({P::Body, bought, indent});
    for (const app::BattleSideBrief &side : b.sides) {
        out.push_back({P::Heading, side.role, 0});
        for (const QString &army : side.armies)
            out.push_back({P::Body, army, indent});
        out.push_back({P::Note, side.deployment, indent});
        for (const app::FieldableNation &nation : side.nations)
            addNation(out, nation);
    }
    return out;
}

/// Rows on the result form at least for each side's losses, and for its characters removed.
constexpr int unitRows = 12;
constexpr int characterRows = 4;

} // namespace

BattleBriefSheet::BattleBriefSheet(std::vector<app::BattleBrief> briefs)
    : m_briefs(std::move(briefs))
{
    for (const app::BattleBrief &brief : m_briefs)
        m_flows.emplace_back(paragraphs(brief));
}

int BattleBriefSheet::pageCount(const QRectF &printable) const
{
    int pages = 0;
    for (const TextFlow &flow : m_flows)
        pages += flow.pageCount(printable) + 1;
    return pages;
}

std::pair<std::size_t, int> BattleBriefSheet::locate(int page, const QRectF &printable) const
{
    for (std::size_t i = 0; i < m_flows.size(); ++i) {
        const int flowPages = m_flows[i].pageCount(printable);
        if (page < flowPages)
            return {i, page};
        if (page == flowPages)
            return {i, -1};
        page -= flowPages + 1;
    }
    return {m_flows.size(), 0};
}

void BattleBriefSheet::paintPage(QPainter &painter, int page, const QRectF &printable) const
{
    const auto [battle, within] = locate(page, printable);
    if (battle >= m_briefs.size())
        return;
    painter.setPen(QPen(Qt::black, 0.6));
    if (within >= 0)
        m_flows[battle].paintPage(painter, within, printable);
    else
        paintResultForm(painter, m_briefs[battle], printable);
}

void BattleBriefSheet::paintResultForm(QPainter &painter, const app::BattleBrief &brief,
                                       const QRectF &printable) const
{
    qreal y = printable.top();
    painter.setFont(sheetFont(14, true));
    //: %1 the battle's title
    paintCell(painter, QRectF(printable.left(), y, printable.width(), 20),
              Tr::tr("Result sheet — %1").arg(brief.title), Qt::AlignLeft, false);
    y += 24;
    painter.setFont(sheetFont(8));
    paintCell(painter, QRectF(printable.left(), y, printable.width(), 12),
              Tr::tr("Fill in at the table; the referee enters it on the Battles page or with "
                     "herald-cli battle result."),
              Qt::AlignLeft, false);
    y += 18;
    const qreal w = printable.width();
    // Rows shrink (to no less than 9 points) so that a long roster still fits on one page.
    int tableRows = 0;
    for (const app::BattleSideBrief &side : brief.sides)
        tableRows +=
            std::max(unitRows, static_cast<int>(formRows(side).size())) + characterRows + 2;
    const qreal fixedHeight = 150;
    const qreal rowHeight =
        std::clamp((printable.bottom() - y - fixedHeight) / tableRows, qreal(9), qreal(14));
    const ColumnGrid units{printable.left(), {w * 0.46, w * 0.18, w * 0.18, w * 0.18}, rowHeight};
    const ColumnGrid characters{printable.left(), {w * 0.40, w * 0.30, w * 0.30}, rowHeight};
    for (const app::BattleSideBrief &side : brief.sides) {
        painter.setFont(sheetFont(11, true));
        paintCell(painter, QRectF(printable.left(), y, w, 16), side.role, Qt::AlignLeft, false);
        y += 18;
        painter.setFont(sheetFont(8, true));
        paintCell(painter, units.at(0, y), Tr::tr("Unit lost (roster line, type)"));
        paintCell(painter, units.at(1, y), Tr::tr("Stands lost"), Qt::AlignCenter);
        paintCell(painter, units.at(2, y), Tr::tr("Destroyed"), Qt::AlignCenter);
        paintCell(painter, units.at(3, y), Tr::tr("Routed off"), Qt::AlignCenter);
        y += units.rowHeight;
        painter.setFont(sheetFont(8));
        const QStringList rows = formRows(side);
        const int rowCount = std::max(unitRows, static_cast<int>(rows.size()));
        for (int row = 0; row < rowCount; ++row, y += units.rowHeight) {
            paintCell(painter, units.at(0, y), rows.value(row));
            for (int column = 1; column < 4; ++column)
                paintCell(painter, units.at(column, y), QString());
        }
        y += 4;
        painter.setFont(sheetFont(8, true));
        paintCell(painter, characters.at(0, y), Tr::tr("Character removed"));
        paintCell(painter, characters.at(1, y), Tr::tr("Slain by a character in contact?"),
                  Qt::AlignCenter);
        paintCell(painter, characters.at(2, y), Tr::tr("VP value with items"), Qt::AlignCenter);
        y += characters.rowHeight;
        for (int row = 0; row < characterRows; ++row, y += characters.rowHeight)
            for (int column = 0; column < 3; ++column)
                paintCell(painter, characters.at(column, y), QString());
        y += 10;
    }
    painter.setFont(sheetFont(9));
    const ColumnGrid closing{printable.left(), {w * 0.5, w * 0.5}, 18};
    paintCell(painter, closing.at(0, y),
              Tr::tr("Objective held alone by:  defenders / attackers / nobody"));
    paintCell(painter, closing.at(1, y), Tr::tr("Ended by:  time / an army broken (I-35)"));
    y += closing.rowHeight;
    paintCell(painter, closing.at(0, y), Tr::tr("Defenders' VP:"));
    paintCell(painter, closing.at(1, y), Tr::tr("Attackers' VP:"));
}

QString BattleBriefSheet::title() const
{
    if (m_briefs.size() == 1)
        return Tr::tr("Battle brief: %1").arg(m_briefs.front().title);
    return Tr::tr("Battle briefs: %n battles", nullptr, static_cast<int>(m_briefs.size()));
}

} // namespace herald::printing
