#include "app/gui/sentence.h"

namespace herald::gui {

QString Sentence::fill(const QString &pattern, const QStringList &values)
{
    QString out;
    out.reserve(pattern.size());
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        const QChar c = pattern.at(i);
        if (c != QLatin1Char('%') || i + 1 >= pattern.size() || !pattern.at(i + 1).isDigit()) {
            out += c;
            continue;
        }
        qsizetype end = i + 1;
        int number = 0;
        while (end < pattern.size() && pattern.at(end).isDigit() && end < i + 3)
            number = number * 10 + pattern.at(end++).digitValue();
        if (number >= 1 && number <= values.size()) {
            out += values.at(number - 1);
            i = end - 1;
        } else {
            out += c;
        }
    }
    return out;
}

} // namespace herald::gui
