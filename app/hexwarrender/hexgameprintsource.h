#pragma once

#include "app/printing/printjob.h"
#include "db/hexwar/gamestore.h"

namespace herald::hexwarrender {

/// A hex game on paper (issue 20): the title, the turn and phase, both victory point totals
/// (the victory level once the game is over), the whole map with every counter on it, and the
/// units off the map (not yet entered, eliminated). One page; the map is fitted to what the
/// lists at its foot leave free.
class HexGamePrintSource : public printing::PageSource
{
public:
    explicit HexGamePrintSource(db::hexwar::Game game);

    [[nodiscard]] int pageCount(const QRectF &printable) const override;
    void paintPage(QPainter &painter, int page, const QRectF &printable) const override;
    [[nodiscard]] QString title() const override;

    /// The paper named, turned the way that prints the map larger.
    [[nodiscard]] printing::PrintOptions options(QPageSize::PageSizeId paper) const;

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

    db::hexwar::Game m_game;
};

} // namespace herald::hexwarrender
