#include "app/diplomacyrender/editorboard.h"

#include "app/diplomacyrender/boardrenderer.h"

#include <QPainter>

namespace herald::diplomacyrender {

using namespace herald::diplomacy;

void paintEditorBoard(QPainter &painter, const QRectF &target, const BoardLayout &layout,
                      const EditorBoardScene &scene)
{
    const QTransform toTarget = BoardRenderer::sheetTransform(target);
    const QRectF sheet = toTarget.mapRect(QRectF(0, 0, BoardLayout::kSheet, BoardLayout::kSheet));
    const double scale = toTarget.m11();
    const Variant &v = layout.variant();

    painter.save();
    painter.fillRect(sheet, QColor(0xfa, 0xf8, 0xf2));
    if (!scene.background.isNull()) {
        painter.setOpacity(scene.backgroundOpacity);
        painter.drawImage(sheet, scene.background);
        painter.setOpacity(1);
    }
    painter.restore();

    BoardScene board;
    board.position.variant = &v;
    for (int p = 0; p < v.provinceCount(); ++p)
        board.position.owners[std::size_t(p)] = v.province(ProvinceId(p)).startOwner;
    board.selected = scene.selected;
    board.paper = false;
    BoardRenderer(layout).paint(painter, target, board);

    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    if (scene.selected != kNoProvince) {
        painter.setPen(QPen(QColor(0xff, 0x8f, 0x00), std::max(1.0, 3.5 * scale), Qt::SolidLine,
                            Qt::RoundCap));
        // From rim to rim, so that the labels in the circles stay readable.
        const double rim = 19 * scale;
        for (const Edge &e : v.edges()) {
            const QLineF line(toTarget.map(layout.at(e.from)), toTarget.map(layout.at(e.to)));
            if (e.from != scene.selected || line.length() <= 2 * rim)
                continue;
            const double t = rim / line.length();
            painter.drawLine(line.pointAt(t), line.pointAt(1 - t));
        }
    }
    if (scene.pending != kNoProvince) {
        painter.setPen(QPen(QColor(0x00, 0x69, 0x5c), std::max(1.0, 4 * scale), Qt::DashLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawEllipse(toTarget.map(layout.at(scene.pending)), 27 * scale, 27 * scale);
    }
    painter.restore();
}

} // namespace herald::diplomacyrender
