#pragma once

#include "app/diplomacyrender/boardlayout.h"

#include <QImage>
#include <QRectF>

class QPainter;

namespace herald::diplomacyrender {

/// What the variant editor shows on top of the ordinary board drawing.
struct EditorBoardScene
{
    /// A scanned or drawn map stretched over the sheet under the board; may be null.
    QImage background;
    double backgroundOpacity = 0.5;
    herald::diplomacy::ProvinceId selected = herald::diplomacy::kNoProvince;
    /// The first province picked by the connect tool, waiting for the second.
    herald::diplomacy::ProvinceId pending = herald::diplomacy::kNoProvince;
};

/// Draws a variant being edited: paper, the background picture, the board as BoardRenderer
/// draws it (supply centres in their starting owner's colour, no units), then the borders of
/// the selected province in a heavier line and a ring round the province waiting to be
/// connected.
void paintEditorBoard(QPainter &painter, const QRectF &target, const BoardLayout &layout,
                      const EditorBoardScene &scene);

} // namespace herald::diplomacyrender
