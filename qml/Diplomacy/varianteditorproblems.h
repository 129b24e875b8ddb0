#pragma once

#include "core/diplomacy/variantformat.h"

#include <QCoreApplication>
#include <QString>

namespace herald::gui {

/// The variant reader's problems in the user's language, naming province and field.
class VariantEditorProblems
{
    Q_DECLARE_TR_FUNCTIONS(VariantEditorProblems)

public:
    /// "Province Spa, field classes: ..."; with `withLine` the file's line comes first (for a
    /// file being opened; lines of the editor's own text would mean nothing to the user).
    [[nodiscard]] static QString text(const herald::diplomacy::VariantError &error, bool withLine);
    /// What is wrong, without where.
    [[nodiscard]] static QString codeText(herald::diplomacy::VariantErrorCode code);
};

} // namespace herald::gui
