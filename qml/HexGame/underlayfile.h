#pragma once

#include <QJsonObject>
#include <QString>
#include <QUrl>

#include <optional>

namespace herald::gui {

/// The arguments of an underlay command (hexmap.underlay, hexgame.underlay) that keep the
/// scanned map in `file`: {"image": the file in base64}. Nothing, with what is wrong in *problem
/// naming the file, when it cannot be read or is no image Herald can show.
[[nodiscard]] std::optional<QJsonObject> underlayFileArguments(const QUrl &file, QString *problem);

} // namespace herald::gui
