#include "app/hexwarrender/hexgameprintsource.h"

#include "app/hexwarrender/hexwarpainter.h"
#include "app/services/hexwar/gameview.h"
#include "core/hexwar/victory.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>

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
constexpr double kPointsPerMillimetre = 72.0 / 25.4;
/// The map sheets' hex size, centre to corner, in points.
constexpr double kSheetHex = HexGamePrintSource::tileHexMillimetres * kPointsPerMillimetre / 2;

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

int HexGamePrintSource::pageCount(const QRectF &printable) const
{
    return 1 + sheets(printable).count();
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
    const QSizeF unit =
        map::HexLayout(1, m_game.map.grid()).mapSize(m_game.map.columns(), m_game.map.rows());
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

printing::PageTiles HexGamePrintSource::sheets(const QRectF &printable) const
{
    const QRectF window = printable.adjusted(0, kTitle * 1.6 + kLine + 4, 0, 0);
    return {map::HexLayout(kSheetHex, m_game.map.grid())
                .mapSize(m_game.map.columns(), m_game.map.rows()),
            window, 2};
}

void HexGamePrintSource::paintPage(QPainter &painter, int page, const QRectF &printable) const
{
    painter.save();
    painter.setPen(Qt::black);
    if (page == 0)
        paintOverview(painter, printable);
    else
        paintSheet(painter, page - 1, printable);
    painter.restore();
}

void HexGamePrintSource::paintBoard(QPainter &painter, QPointF origin, double hexSize,
                                    bool hexNumbers) const
{
    // The board is painted at the hex size it has on screen and scaled, so its lettering keeps
    // its proportions (the painter's smallest fonts are meant for the screen and would
    // overflow hexes a few points wide).
    const map::HexLayout layout(kBoardHex, m_game.map.grid());
    HexwarScene scene;
    scene.map = &m_game.map;
    scene.state = &m_game.state;
    scene.hexNumbers = hexNumbers;
    painter.save();
    painter.translate(origin);
    painter.scale(hexSize / kBoardHex, hexSize / kBoardHex);
    paintHexwarBoard(painter, layout, scene);
    painter.restore();
}

void HexGamePrintSource::paintOverview(QPainter &painter, const QRectF &printable) const
{
    const Frame f = frame(printable);
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
    paintBoard(painter, f.mapArea.topLeft(), f.hexSize, false);
    painter.setPen(Qt::black);
    painter.setFont(body);
    y = f.footerTop;
    for (qsizetype i = 0; i < f.footer.size(); ++i) {
        painter.drawText(QRectF(printable.left(), y, printable.width(), f.footerHeights.at(i)),
                         Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, f.footer.at(i));
        y += f.footerHeights.at(i) + kBody / 2;
    }
}

QString HexGamePrintSource::hexesShown(const printing::PageTiles &tiles, int sheet,
                                       double hexSize) const
{
    const map::HexGrid grid = m_game.map.grid();
    const map::HexLayout layout(
        hexSize, tiles.origin(sheet) + map::HexLayout::cornerOrigin(hexSize, grid), grid);
    int firstColumn = 99, lastColumn = 0, firstRow = 99, lastRow = 0;
    for (const map::Hex &hex : m_game.map.allHexes()) {
        if (!tiles.window().contains(layout.centre(hex)))
            continue;
        const map::Offset printed = grid.printed(hex);
        firstColumn = std::min(firstColumn, printed.column);
        lastColumn = std::max(lastColumn, printed.column);
        firstRow = std::min(firstRow, printed.row);
        lastRow = std::max(lastRow, printed.row);
    }
    const auto two = [](int n) { return QStringLiteral("%1").arg(n, 2, 10, QLatin1Char('0')); };
    //: Under a map sheet's title: the hex columns and rows printed on it, e.g. 01–16.
    return Tr::tr("hex columns %1–%2, rows %3–%4")
        .arg(two(firstColumn), two(lastColumn), two(firstRow), two(lastRow));
}

void HexGamePrintSource::paintSheet(QPainter &painter, int sheet, const QRectF &printable) const
{
    const printing::PageTiles tiles = sheets(printable);
    painter.setFont(fontOf(kTitle, true));
    painter.drawText(QRectF(printable.left(), printable.top(), printable.width(), kTitle * 1.5),
                     Qt::AlignLeft | Qt::AlignVCenter, title());
    painter.setFont(fontOf(kBody, false));
    //: The label of a map sheet: the page, the sheet's row and column among the map's sheets,
    //: then the hexes on it.
    const QString label = Tr::tr("Page %1 of %2: map sheet in row %3, column %4; %5")
                              .arg(sheet + 2)
                              .arg(tiles.count() + 1)
                              .arg(tiles.row(sheet) + 1)
                              .arg(tiles.column(sheet) + 1)
                              .arg(hexesShown(tiles, sheet, kSheetHex));
    painter.drawText(
        QRectF(printable.left(), printable.top() + kTitle * 1.6, printable.width(), kLine),
        Qt::AlignLeft | Qt::AlignVCenter, label);
    painter.save();
    painter.setClipRect(tiles.window());
    paintBoard(painter, tiles.origin(sheet), kSheetHex, true);
    painter.restore();
    painter.setPen(QPen(Qt::black, 0.6));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(tiles.window());
    painter.setFont(fontOf(kBody, true));
    tiles.paintOverlapMarks(painter, sheet);
}

} // namespace herald::hexwarrender
