#pragma once

#include "core/warmaster/keys.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>

namespace herald::warmaster {

/// Reads the fields of one JSON object of a file, collecting one message per bad field that
/// names the place: "units[3] 'Trolls'.points: must be a positive whole number".
class FieldReader
{
public:
    /// place: where the object sits in the file ("units[3] 'Trolls'"); empty for the root.
    FieldReader(const QJsonObject &object, QString place, QStringList &errors);

    [[nodiscard]] const QString &place() const { return m_place; }
    [[nodiscard]] bool has(const char *key) const;

    /// A non-empty string; an absent optional field gives an empty string.
    QString text(const char *key, bool required = true);
    /// A whole number in [minimum, maximum]; nullopt when absent (and not required) or bad.
    std::optional<int> whole(const char *key, int minimum, int maximum, bool required = true);
    /// true/false, or fallback when absent.
    bool flag(const char *key, bool fallback);
    QJsonArray array(const char *key, bool required = true);
    QJsonObject object(const char *key, bool required = true);

    /// One of an enum's keys; nullopt when absent (and not required) or bad.
    template <typename E> std::optional<E> choice(const char *key, bool required = true)
    {
        const QString value = text(key, required);
        if (value.isEmpty())
            return std::nullopt;
        if (auto parsed = fromKey<E>(value))
            return parsed;
        fail(key, QStringLiteral("'%1' is not one of %2").arg(value, keyList<E>()));
        return std::nullopt;
    }

    /// Records a problem with one field of this object.
    void fail(const char *key, const QString &problem);
    /// Records a problem with the object as a whole.
    void failHere(const QString &problem);

private:
    QJsonObject m_object;
    QString m_place;
    QStringList &m_errors;
};

/// Parses a Herald JSON file: one object whose "format" is formatName and whose "version"
/// is 1. nullopt (with the problems added to errors) when the bytes are not such a file.
[[nodiscard]] std::optional<QJsonObject> readDocument(const QByteArray &json,
                                                      const char *formatName, QStringList &errors);

/// "units[3] 'Trolls'": the place of an array element, named when it has a name.
[[nodiscard]] QString elementPlace(const QString &arrayPlace, qsizetype index,
                                   const QJsonValue &element, const char *nameKey = "name");

} // namespace herald::warmaster
