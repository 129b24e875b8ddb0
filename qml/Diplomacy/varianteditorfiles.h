#pragma once

#include "varianteditorstate.h"

#include <QCoreApplication>
#include <QString>

namespace herald::gui {

/// Reading and writing a variant with its layout for the variant editor. A variant
/// `name.variant` keeps its layout in `name.layout` beside it; a background picture from
/// elsewhere is copied next to the layout when saved, so that the map travels as one folder.
class VariantEditorFiles
{
    Q_DECLARE_TR_FUNCTIONS(VariantEditorFiles)

public:
    /// A state read from files, or the reason it could not be.
    struct Opened
    {
        VariantEditorState state;
        QString error;
    };

    /// A variant's text and its layout's text; `layoutFolder` resolves a relative background.
    [[nodiscard]] static Opened read(const QByteArray &variantText, const QByteArray &layoutText,
                                     const QString &layoutFolder, const QString &fileLabel);
    /// A variant file and the layout beside it (which may be missing).
    [[nodiscard]] static Opened open(const QString &variantPath);
    /// A variant Herald ships ("standard", "downfall").
    [[nodiscard]] static Opened openShipped(const QString &key);
    /// Writes `variantPath` and the layout beside it; returns an error message or "".
    [[nodiscard]] static QString save(const QString &variantPath, const VariantEditorState &state);
    /// `name.layout` beside `name.variant`.
    [[nodiscard]] static QString layoutPathFor(const QString &variantPath);
};

} // namespace herald::gui
