#include "core/warmaster/jsonfields.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonParseError>

#include <cmath>

namespace herald::warmaster {

FieldReader::FieldReader(const QJsonObject &object, QString place, QStringList &errors)
    : m_object(object), m_place(std::move(place)), m_errors(errors)
{
}

bool FieldReader::has(const char *key) const
{
    return m_object.contains(QLatin1String(key)) && !m_object.value(QLatin1String(key)).isNull();
}

QString FieldReader::text(const char *key, bool required)
{
    const QJsonValue v = m_object.value(QLatin1String(key));
    if (v.isUndefined() || v.isNull()) {
        if (required)
            fail(key, QCoreApplication::translate("herald::warmaster::JsonFields", "is missing"));
        return {};
    }
    if (!v.isString() || v.toString().trimmed().isEmpty()) {
        fail(key, QCoreApplication::translate("herald::warmaster::JsonFields",
                                              "must be a non-empty text"));
        return {};
    }
    return v.toString();
}

std::optional<int> FieldReader::whole(const char *key, int minimum, int maximum, bool required)
{
    const QJsonValue v = m_object.value(QLatin1String(key));
    if (v.isUndefined() || v.isNull()) {
        if (required)
            fail(key, QCoreApplication::translate("herald::warmaster::JsonFields", "is missing"));
        return std::nullopt;
    }
    const double d = v.toDouble(std::nan(""));
    if (!v.isDouble() || std::floor(d) != d || d < minimum || d > maximum) {
        QString range;
        if (minimum == 1)
            range = QCoreApplication::translate("herald::warmaster::JsonFields",
                                                "must be a positive whole number");
        else if (minimum == 0)
            range = QCoreApplication::translate("herald::warmaster::JsonFields",
                                                "must be a whole number, 0 or more");
        else
            range = QCoreApplication::translate("herald::warmaster::JsonFields",
                                                "must be a whole number from %1")
                        .arg(minimum);
        if (maximum < 10000)
            //: appended to "must be a ... whole number ..." to give the largest value allowed
            range += QCoreApplication::translate("herald::warmaster::JsonFields", " up to %1")
                         .arg(maximum);
        fail(key, range);
        return std::nullopt;
    }
    return static_cast<int>(d);
}

bool FieldReader::flag(const char *key, bool fallback)
{
    const QJsonValue v = m_object.value(QLatin1String(key));
    if (v.isUndefined() || v.isNull())
        return fallback;
    if (!v.isBool()) {
        fail(key,
             QCoreApplication::translate("herald::warmaster::JsonFields", "must be true or false"));
        return fallback;
    }
    return v.toBool();
}

QJsonArray FieldReader::array(const char *key, bool required)
{
    const QJsonValue v = m_object.value(QLatin1String(key));
    if (v.isArray())
        return v.toArray();
    if (required || !(v.isUndefined() || v.isNull()))
        fail(key, QCoreApplication::translate("herald::warmaster::JsonFields", "must be a list"));
    return {};
}

QJsonObject FieldReader::object(const char *key, bool required)
{
    const QJsonValue v = m_object.value(QLatin1String(key));
    if (v.isObject())
        return v.toObject();
    if (required || !(v.isUndefined() || v.isNull()))
        fail(key,
             QCoreApplication::translate("herald::warmaster::JsonFields", "must be an object"));
    return {};
}

void FieldReader::fail(const char *key, const QString &problem)
{
    const QString field = m_place.isEmpty() ? QString::fromLatin1(key)
                                            : m_place + QLatin1Char('.') + QLatin1String(key);
    m_errors << field + QStringLiteral(": ") + problem;
}

void FieldReader::failHere(const QString &problem)
{
    m_errors << (m_place.isEmpty() ? problem : m_place + QStringLiteral(": ") + problem);
}

std::optional<QJsonObject> readDocument(const QByteArray &json, const char *formatName,
                                        QStringList &errors)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        errors << QCoreApplication::translate("herald::warmaster::JsonFields",
                                              "not valid JSON at character %1: %2")
                      .arg(parseError.offset)
                      .arg(parseError.errorString());
        return std::nullopt;
    }
    if (!doc.isObject()) {
        errors << QCoreApplication::translate("herald::warmaster::JsonFields",
                                              "the file must hold one JSON object");
        return std::nullopt;
    }
    const qsizetype before = errors.size();
    FieldReader in(doc.object(), QString(), errors);
    if (in.text("format") != QLatin1String(formatName))
        in.fail("format",
                //: %1 is a file format name, a keyword
                QCoreApplication::translate("herald::warmaster::JsonFields", "must be \"%1\"")
                    .arg(QLatin1String(formatName)));
    if (const auto version = in.whole("version", 1, 1000); version && *version != 1)
        in.fail("version",
                QCoreApplication::translate("herald::warmaster::JsonFields",
                                            "version %1 is newer than this Herald reads (1)")
                    .arg(*version));
    if (errors.size() != before)
        return std::nullopt;
    return doc.object();
}

QString elementPlace(const QString &arrayPlace, qsizetype index, const QJsonValue &element,
                     const char *nameKey)
{
    QString place = QStringLiteral("%1[%2]").arg(arrayPlace, QString::number(index));
    const QString name = element.toObject().value(QLatin1String(nameKey)).toString();
    if (!name.isEmpty())
        place += QStringLiteral(" '%1'").arg(name);
    return place;
}

} // namespace herald::warmaster
