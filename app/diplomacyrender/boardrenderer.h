#pragma once

#include "app/diplomacyrender/boardlayout.h"
#include "app/services/diplomacy/phasereport.h"

#include <QJsonArray>
#include <QRectF>
#include <QTransform>

class QPainter;

namespace herald::diplomacyrender {

/// What a board drawing shows: the position a phase starts from, the orders given (with
/// their results once judged), and markers for what only one reader may see.
struct BoardScene
{
    herald::diplomacy::Position position;
    /// Result objects (power, order, outcome) as desk::judge() writes them; orders
    /// not yet judged have outcome "pending".
    QJsonArray orders;
    QList<app::diplomacy::ReportMarker> markers;
    herald::diplomacy::ProvinceId selected = herald::diplomacy::kNoProvince;
    /// Whether the sheet is first filled with paper; the variant editor draws a scanned map
    /// there instead.
    bool paper = true;
};

/// Draws a Diplomacy board with a QPainter on any device: the screen item, a PNG, a PDF
/// page. Provinces are drawn as places joined by their borders (the variant files carry no
/// outlines), units in their power's colour, orders as arrows coloured by their result.
class BoardRenderer
{
public:
    explicit BoardRenderer(const BoardLayout &layout) : m_layout(layout) {}

    void paint(QPainter &painter, const QRectF &target, const BoardScene &scene) const;
    /// The province drawn nearest `point` within reach, or kNoProvince.
    [[nodiscard]] herald::diplomacy::ProvinceId provinceAt(const QRectF &target,
                                                           QPointF point) const;
    /// Where the 1000 x 1000 sheet lands in `target` (centred, proportions kept).
    [[nodiscard]] static QTransform sheetTransform(const QRectF &target);
    /// The colour Herald gives a power on maps and in lists.
    [[nodiscard]] static QColor powerColour(herald::diplomacy::PowerId power);

private:
    const BoardLayout &m_layout;
};

} // namespace herald::diplomacyrender
