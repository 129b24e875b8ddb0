#pragma once

#include <QJsonObject>
#include <QString>

#include <optional>

namespace herald::cli {

class CliContext;

/// Reads a file that must hold one JSON object (a mail file, a hex map). When it cannot be read
/// or is not a JSON object, reports it (exit 3) and puts the exit code in *code; notAnObject is
/// the message for the second case, with the file for %1 and the parser's reason for %2.
[[nodiscard]] std::optional<QJsonObject> readJsonObject(CliContext &c, const QString &path,
                                                        const QString &notAnObject, int *code);

} // namespace herald::cli
