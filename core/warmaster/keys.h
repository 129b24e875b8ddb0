#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <optional>
#include <span>

namespace herald::warmaster {

/// One enumerator with its key in files and settings ("greatForest") and its English name
/// ("Great Forest"). Each enum of the model declares one table of these, so a key is written
/// down exactly once and every conversion reads that table. A name shown to people is marked
/// QT_TRANSLATE_NOOP("herald::warmaster::Names", ...) so that lupdate collects it.
template <typename E> struct KeyName
{
    E value;
    const char *key;
    const char *name;
};

/// Specialised next to each enum that has a table: `static std::span<const KeyName<E>> table();`
template <typename E> struct EnumKeys;

template <typename E> [[nodiscard]] QString keyIn(std::span<const KeyName<E>> table, E value)
{
    for (const auto &entry : table) {
        if (entry.value == value)
            return QString::fromLatin1(entry.key);
    }
    return {};
}

template <typename E>
[[nodiscard]] std::optional<E> parseIn(std::span<const KeyName<E>> table, QStringView key)
{
    for (const auto &entry : table) {
        if (key == QLatin1String(entry.key))
            return entry.value;
    }
    return std::nullopt;
}

/// "a, b or c": the accepted keys, for error messages.
template <typename E> [[nodiscard]] QString listIn(std::span<const KeyName<E>> table)
{
    QStringList keys;
    for (const auto &entry : table)
        keys << QString::fromLatin1(entry.key);
    if (keys.size() < 2)
        return keys.join(QString());
    const QString last = keys.takeLast();
    //: the end of a list of accepted file keywords: "a, b or c"
    return QCoreApplication::translate("herald::warmaster::Keys", "%1 or %2")
        .arg(keys.join(QStringLiteral(", ")), last);
}

/// The file key of an enumerator: keyOf(Terrain::GreatForest) == "greatForest".
template <typename E> [[nodiscard]] QString keyOf(E value)
{
    return keyIn<E>(EnumKeys<E>::table(), value);
}

/// The name of an enumerator in the user's language: nameOf(Terrain::GreatForest) == "Great
/// Forest" when no translation is installed.
template <typename E> [[nodiscard]] QString nameOf(E value)
{
    for (const auto &entry : EnumKeys<E>::table()) {
        if (entry.value == value)
            return QCoreApplication::translate("herald::warmaster::Names", entry.name);
    }
    return {};
}

/// Reads a key: fromKey<Terrain>("hills").
template <typename E> [[nodiscard]] std::optional<E> fromKey(QStringView key)
{
    return parseIn<E>(EnumKeys<E>::table(), key);
}

/// The accepted keys of an enum, for error messages.
template <typename E> [[nodiscard]] QString keyList()
{
    return listIn<E>(EnumKeys<E>::table());
}

} // namespace herald::warmaster
