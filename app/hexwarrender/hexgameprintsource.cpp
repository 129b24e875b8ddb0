#include "app/hexwarrender/hexgameprintsource.h"

#include "app/hexwarrender/hexwarpainter.h"
#include "app/services/hexwar/gameview.h"
#include "core/hexwar/victory.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>

#include <cmath>

namespace herald::hexwarrender {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::hexwarrender::HexGamePrintSource)
};

constexpr double kTitle = 14;
constexpr double kBody = 8;
constexpr double kLine = kBody * 1.5; ///< a header line
constexpr double kBoardHex = 20;      ///< the hex size the board is painted at before scaling

QFont fontOf(double pixels, bool bold)
{
    QFont font;
    font.setPixelSize(int(pixels));
    font.setBold(bold);
    return font;
}

} // namespace

HexGamePrintSource::HexGamePrintSource(db::hexwar::Game game) : m_game(std::move(game))
{
}

int HexGamePrintSource::pageCount(const QRectF &) const
{
    return 1;
}

QString HexGamePrintSource::title() const
{
    //: The printed hex game's title: the game's name, the scenario's name.
    return Tr::tr("%1 (%2)").arg(m_game.name, m_game.scenario().name);
}

QStringList HexGamePrintSource::headerLines() const
{
    const app::hexwar::Score vp = app::hexwar::score(m_game);
    QStringList lines{app::hexwar::phaseLabel(m_game),
                      Tr::tr("Victory points: Black Eagle %1, Karameikan %2")
                          .arg(herald::hexwar::formatHalfVp(vp.blackEagleHalf),
                               herald::hexwar::formatHalfVp(vp.karameikanHalf))};
    if (vp.final)
        lines << vp.verdict;
    return lines;
}

QStringList HexGamePrintSource::footerLines() const
{
    using herald::hexwar::UnitState;
    QStringList waiting;
    QStringList eliminated;
    for (const herald::hexwar::Unit &u : m_game.state.units) {
        if (u.state == UnitState::NotEntered)
            waiting << QStringLiteral("%1 %2").arg(u.id, u.label());
        else if (u.state == UnitState::Eliminated)
            eliminated << QStringLiteral("%1 %2").arg(u.id, u.label());
    }
    const QString none = Tr::tr("none");
    return {Tr::tr("Not on the map yet: %1")
                .arg(waiting.isEmpty() ? none : waiting.join(QStringLiteral("; "))),
            Tr::tr("Eliminated: %1")
                .arg(eliminated.isEmpty() ? none : eliminated.join(QStringLiteral("; ")))};
}

HexGamePrintSource::Frame HexGamePrintSource::frame(const QRectF &printable) const
{
    Frame f;
    f.header = headerLines();
    f.footer = footerLines();
    const double top = printable.top() + kTitle * 1.6 + kLine * double(f.header.size());
    // The lists of units off the map take what they need at the foot; the map the rest.
    const QFontMetricsF metrics(fontOf(kBody, false));
    double footerHeight = 0;
    for (const QString &line : f.footer) {
        f.footerHeights << metrics
                               .boundingRect(QRectF(0, 0, printable.width(), 1e6), Qt::TextWordWrap,
                                             line)
                               .height();
        footerHeight += f.footerHeights.last() + kBody / 2;
    }
    f.footerTop = printable.bottom() - footerHeight;
    f.mapArea = QRectF(printable.left(), top + 4, printable.width(), f.footerTop - top - 8);
    const QSizeF unit = map::HexLayout(1).mapSize(m_game.map.columns(), m_game.map.rows());
    f.hexSize = std::max(0.0, std::min(f.mapArea.width() / (unit.width() + 1),
                                       f.mapArea.height() / (unit.height() + 1)));
    return f;
}

printing::PrintOptions HexGamePrintSource::options(QPageSize::PageSizeId paper) const
{
    printing::PrintOptions portrait;
    portrait.paper = paper;
    printing::PrintOptions landscape = portrait;
    landscape.orientation = QPageLayout::Landscape;
    const auto hexSize = [this](const printing::PrintOptions &o) {
        const QRectF page = printing::layoutFor(o).paintRect(QPageLayout::Point);
        return frame(QRectF(QPointF(0, 0), page.size())).hexSize;
    };
    return hexSize(landscape) > hexSize(portrait) ? landscape : portrait;
}

void HexGamePrintSource::paintPage(QPainter &painter, int, const QRectF &printable) const
{
    const Frame f = frame(printable);
    painter.save();
    painter.setPen(Qt::black);
    painter.setFont(fontOf(kTitle, true));
    double y = printable.top();
    painter.drawText(QRectF(printable.left(), y, printable.width(), kTitle * 1.5),
                     Qt::AlignLeft | Qt::AlignVCenter, title());
    y += kTitle * 1.6;
    const QFont body = fontOf(kBody, false);
    painter.setFont(body);
    for (const QString &line : f.header) {
        painter.drawText(QRectF(printable.left(), y, printable.width(), kLine),
                         Qt::AlignLeft | Qt::AlignVCenter, line);
        y += kLine;
    }
    // The board is painted at the hex size it has on screen and scaled down, so its lettering
    // keeps its proportions (the painter's smallest fonts are meant for the screen and would
    // overflow hexes a few points wide).
    const map::HexLayout layout(kBoardHex, QPointF(kBoardHex, kBoardHex * std::sqrt(3.0) / 2));
    HexwarScene scene;
    scene.map = &m_game.map;
    scene.state = &m_game.state;
    painter.save();
    painter.translate(f.mapArea.topLeft());
    painter.scale(f.hexSize / kBoardHex, f.hexSize / kBoardHex);
    paintHexwarBoard(painter, layout, scene);
    painter.restore();
    painter.setPen(Qt::black);
    painter.setFont(body);
    y = f.footerTop;
    for (qsizetype i = 0; i < f.footer.size(); ++i) {
        painter.drawText(QRectF(printable.left(), y, printable.width(), f.footerHeights.at(i)),
                         Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, f.footer.at(i));
        y += f.footerHeights.at(i) + kBody / 2;
    }
    painter.restore();
}

} // namespace herald::hexwarrender
