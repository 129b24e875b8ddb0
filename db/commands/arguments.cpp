#include "db/commands/arguments.h"

#include <QCoreApplication>

namespace herald::db {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::Arguments)
};

} // namespace

std::optional<QString> Arguments::text(const QString &key, bool required)
{
    const QJsonValue value = m_args.value(key);
    if (value.isString())
        return value.toString();
    if (value.isUndefined() && !required)
        return std::nullopt;
    if (m_problem.isEmpty())
        m_problem = value.isUndefined() ? Tr::tr("The argument \"%1\" is missing.").arg(key)
                                        : Tr::tr("The argument \"%1\" must be text.").arg(key);
    return std::nullopt;
}

std::optional<int> Arguments::integer(const QString &key, bool required)
{
    const QJsonValue value = m_args.value(key);
    if (value.isDouble() && value.toDouble() == double(value.toInt()))
        return value.toInt();
    if (value.isUndefined() && !required)
        return std::nullopt;
    if (m_problem.isEmpty())
        m_problem = value.isUndefined()
                        ? Tr::tr("The argument \"%1\" is missing.").arg(key)
                        : Tr::tr("The argument \"%1\" must be a whole number.").arg(key);
    return std::nullopt;
}

} // namespace herald::db
