#pragma once

#include <QJsonObject>
#include <QString>

namespace herald::nations {

/// Runs one undoable command on the open campaign. Returns whether it was done; message gets
/// the command's summary, or the refusal (or "open a campaign first") when it was not.
[[nodiscard]] bool runCommand(const QString &command, const QJsonObject &args, QString *message);

/// Adds the player when the campaign has nobody of that name; an empty name needs nothing.
[[nodiscard]] bool ensurePlayer(const QString &name, QString *message);

} // namespace herald::nations
