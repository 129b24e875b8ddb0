#include "varianteditorcommand.h"

namespace herald::gui {

VariantEditorCommand::VariantEditorCommand(const QString &text, VariantEditorState before,
                                           VariantEditorState after, Apply apply, int mergeKey)
    : QUndoCommand(text), m_before(std::move(before)), m_after(std::move(after)),
      m_apply(std::move(apply)), m_mergeKey(mergeKey)
{
}

bool VariantEditorCommand::mergeWith(const QUndoCommand *other)
{
    // QUndoStack only offers commands with the same id(), so the key alone decides.
    m_after = static_cast<const VariantEditorCommand *>(other)->m_after;
    return true;
}

} // namespace herald::gui
