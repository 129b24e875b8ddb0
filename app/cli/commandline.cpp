#include "app/cli/commandline.h"

#include <QMap>

namespace herald::cli {

std::optional<QStringList> splitWords(const QString &line)
{
    QStringList words;
    QString word;
    bool inWord = false;
    QChar quote;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line.at(i);
        if (!quote.isNull()) {
            if (c == quote)
                quote = QChar();
            else if (c == QLatin1Char('\\') && quote == QLatin1Char('"') && i + 1 < line.size())
                word += line.at(++i);
            else
                word += c;
        } else if (c == QLatin1Char('"') || c == QLatin1Char('\'')) {
            quote = c;
            inWord = true;
        } else if (c == QLatin1Char('\\') && i + 1 < line.size()) {
            word += line.at(++i);
            inWord = true;
        } else if (c.isSpace()) {
            if (inWord)
                words << word;
            word.clear();
            inWord = false;
        } else {
            word += c;
            inWord = true;
        }
    }
    if (!quote.isNull())
        return std::nullopt;
    if (inWord)
        words << word;
    return words;
}

Words parseWords(const QStringList &words, const QStringList &valueOptions)
{
    Words parsed;
    for (qsizetype i = 0; i < words.size(); ++i) {
        const QString &w = words.at(i);
        if (w.startsWith(QLatin1String("--")) && w.size() > 2) {
            const QString name = w.mid(2);
            if (valueOptions.contains(name) && i + 1 < words.size())
                parsed.options.insert(name, words.at(++i));
            else
                parsed.flags << name;
        } else {
            parsed.positional << w;
        }
    }
    return parsed;
}

std::optional<QJsonArray> typedFaces(const QString &text)
{
    QJsonArray faces;
    for (const QString &part : text.split(QLatin1Char(','))) {
        bool ok = false;
        faces.append(part.trimmed().toInt(&ok));
        if (!ok)
            return std::nullopt;
    }
    return faces;
}

} // namespace herald::cli
