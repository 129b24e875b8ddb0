#pragma once

#include "app/printing/pagetiles.h"
#include "app/printing/printjob.h"
#include "db/hexwar/gamestore.h"

namespace herald::hexwarrender {

/// A hex game on paper (issue 20). The first page is the overview: the title, the turn and
/// phase, both victory point totals (the victory level once the game is over), the whole map
/// with every counter on it, fitted to what the lists at its foot leave free, and the units off
/// the map (not yet entered, eliminated). The pages after it show the map at a size a player
/// reads at the table (hexes tileHexMillimetres across, numbered), cut into sheets that overlap
/// with trim marks, each labelled with its place in the grid and the hexes it shows.
class HexGamePrintSource : public printing::PageSource
{
public:
    explicit HexGamePrintSource(db::hexwar::Game game);

    [[nodiscard]] int pageCount(const QRectF &printable) const override;
    void paintPage(QPainter &painter, int page, const QRectF &printable) const override;
    [[nodiscard]] QString title() const override;

    /// The paper named, turned the way that prints the overview's map larger.
    [[nodiscard]] printing::PrintOptions options(QPageSize::PageSizeId paper) const;

    /// A hex's printed width on the map sheets, corner to corner: the size at which the Black
    /// Eagle map comes out four sheets wide and three tall, as play-testing printed it (spec
    /// 2.1); counters print about as large as the game's half-inch ones.
    static constexpr double tileHexMillimetres = 20;

private:
    /// Where the page's parts go on a printable rectangle.
    struct Frame
    {
        QStringList header;          ///< under the title: turn and phase, score, verdict
        QStringList footer;          ///< the units off the map
        QList<double> footerHeights; ///< each footer paragraph wrapped to the width
        double footerTop = 0;
        QRectF mapArea;
        double hexSize = 0; ///< the map fitted to mapArea
    };
    [[nodiscard]] Frame frame(const QRectF &printable) const;
    [[nodiscard]] QStringList headerLines() const;
    [[nodiscard]] QStringList footerLines() const;
    /// The map sheets after the overview (page 2 onwards).
    [[nodiscard]] printing::PageTiles sheets(const QRectF &printable) const;
    void paintOverview(QPainter &painter, const QRectF &printable) const;
    void paintSheet(QPainter &painter, int sheet, const QRectF &printable) const;
    /// The board with its top-left corner at origin, hexSize centre to corner.
    void paintBoard(QPainter &painter, QPointF origin, double hexSize, bool hexNumbers) const;
    /// "Columns 01–16, rows 01–20": the hexes whose centres the sheet shows.
    [[nodiscard]] QString hexesShown(const printing::PageTiles &tiles, int sheet,
                                     double hexSize) const;

    db::hexwar::Game m_game;
};

} // namespace herald::hexwarrender
