#pragma once

#include <QJsonArray>
#include <QMap>
#include <QStringList>

#include <optional>

namespace herald::cli {

/// Splits one script line into words the way a shell would for simple cases: blanks separate
/// words, "double" or 'single' quotes keep blanks, a backslash escapes the next character.
/// Returns nothing when a quote is left open.
[[nodiscard]] std::optional<QStringList> splitWords(const QString &line);

/// The options of one verb's words: positional words and --name value pairs (--flag alone
/// when the next word is another option or there is none).
struct Words
{
    QStringList positional;
    QMap<QString, QString> options;
    QStringList flags;

    [[nodiscard]] bool has(const QString &flag) const { return flags.contains(flag); }
};

[[nodiscard]] Words parseWords(const QStringList &words, const QStringList &valueOptions);

/// The faces of a --typed option ("3,4"), for the runner's "typed" argument; nothing when a
/// part is not a whole number.
[[nodiscard]] std::optional<QJsonArray> typedFaces(const QString &text);

} // namespace herald::cli
