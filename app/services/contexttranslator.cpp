#include "app/services/contexttranslator.h"

#include <QByteArray>

namespace herald::app {

QString ContextTranslator::translate(const char *context, const char *sourceText,
                                     const char *disambiguation, int n) const
{
    QString found = QTranslator::translate(context, sourceText, disambiguation, n);
    if (!found.isEmpty() || !context)
        return found;
    const QByteArray full(context);
    QByteArray scope = full;
    for (qsizetype cut = scope.lastIndexOf("::"); cut > 0 && found.isEmpty();
         cut = scope.lastIndexOf("::")) {
        scope.truncate(cut);
        found = QTranslator::translate(scope.constData(), sourceText, disambiguation, n);
    }
    if (found.isEmpty() && full.contains("::")) {
        const QByteArray name = full.mid(full.lastIndexOf("::") + 2);
        found = QTranslator::translate(name.constData(), sourceText, disambiguation, n);
    }
    return found;
}

} // namespace herald::app
