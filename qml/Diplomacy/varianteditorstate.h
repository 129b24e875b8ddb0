#pragma once

#include "core/diplomacy/variantwriter.h"

#include <QPointF>
#include <QString>

#include <vector>

namespace herald::gui {

/// Everything the variant editor can undo: the variant's records, where each province is
/// drawn, and the picture under the board. Selection is kept with it so that undoing an
/// edit shows the province it touched, but it is no edit itself.
struct VariantEditorState
{
    herald::diplomacy::VariantDraft draft;
    /// Sheet position of each province, in draft order.
    std::vector<QPointF> points;
    /// Absolute path of the background picture; empty for none.
    QString background;
    double backgroundOpacity = 0.5;
    int selected = -1;

    [[nodiscard]] bool sameContent(const VariantEditorState &other) const
    {
        return draft == other.draft && points == other.points && background == other.background &&
               backgroundOpacity == other.backgroundOpacity;
    }
};

} // namespace herald::gui
