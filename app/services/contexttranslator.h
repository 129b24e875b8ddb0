#pragma once

#include <QTranslator>

namespace herald::app {

/// Herald's translations, looked up with a second chance on the context.
///
/// Many files translate through a small local tr() helper whose context names the file
/// ("herald::db::FileInspection"), while lupdate files those calls under the scope it sees
/// around them: the enclosing namespace ("herald::db") or a bare class name
/// ("MapPrintSource"). When the exact context misses, the enclosing scopes are tried, then
/// the context's last name, so such messages still find their translation.
class ContextTranslator : public QTranslator
{
public:
    using QTranslator::QTranslator;

    [[nodiscard]] QString translate(const char *context, const char *sourceText,
                                    const char *disambiguation = nullptr,
                                    int n = -1) const override;
};

} // namespace herald::app
