#include "typedfaces.h"

#include <QRegularExpression>

namespace herald::gui {

QList<int> parseTypedFaces(const QString &typed, bool *ok)
{
    QList<int> values;
    *ok = true;
    static const QRegularExpression separators(QStringLiteral("[\\s,;]+"));
    for (const QString &part : typed.split(separators, Qt::SkipEmptyParts)) {
        bool partOk = false;
        values << part.toInt(&partOk);
        *ok = *ok && partOk;
    }
    return values;
}

} // namespace herald::gui
