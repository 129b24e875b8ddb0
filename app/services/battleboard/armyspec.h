#pragma once

#include <QJsonObject>
#include <QString>

#include <optional>

namespace herald::app::battleboard {

/// An army as herald-cli and the Toolkit page take it, "Union: 4 infantry, 1 elite cavalry, 2
/// leaders", turned into board.new's {name, units: [{type, count, elite}]}; nothing, with `problem`
/// set, when a part cannot be read.
[[nodiscard]] std::optional<QJsonObject> readArmySpec(const QString &text, QString *problem);

} // namespace herald::app::battleboard
