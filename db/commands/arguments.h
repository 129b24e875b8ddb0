#pragma once

#include <QJsonObject>
#include <QString>

#include <optional>

namespace herald::db {

/// Reads a command's JSON arguments; each getter sets a message naming the argument when it
/// is missing or of the wrong type, so handlers can refuse with one line.
class Arguments
{
public:
    explicit Arguments(const QJsonObject &args) : m_args(args) {}

    std::optional<QString> text(const QString &key, bool required = true);
    std::optional<int> integer(const QString &key, bool required = true);

    [[nodiscard]] bool ok() const { return m_problem.isEmpty(); }
    [[nodiscard]] QString problem() const { return m_problem; }

private:
    const QJsonObject &m_args;
    QString m_problem;
};

} // namespace herald::db
