#pragma once

#include "varianteditorstate.h"

#include <QUndoCommand>

#include <functional>

namespace herald::gui {

/// One edit in the variant editor, kept as the state before and after it. A variant is a few
/// hundred records, so whole snapshots are cheaper to get right than inverse operations.
/// Edits that share a merge key (one drag of a province, one slide of the opacity) become a
/// single step.
class VariantEditorCommand : public QUndoCommand
{
public:
    using Apply = std::function<void(const VariantEditorState &)>;

    VariantEditorCommand(const QString &text, VariantEditorState before, VariantEditorState after,
                         Apply apply, int mergeKey = -1);

    void undo() override { m_apply(m_before); }
    void redo() override { m_apply(m_after); }
    [[nodiscard]] int id() const override { return m_mergeKey; }
    bool mergeWith(const QUndoCommand *other) override;

private:
    VariantEditorState m_before;
    VariantEditorState m_after;
    Apply m_apply;
    int m_mergeKey;
};

} // namespace herald::gui
