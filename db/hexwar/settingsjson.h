#pragma once

#include "core/hexwar/settings.h"

#include <QJsonObject>
#include <QString>

#include <optional>

namespace herald::db::hexwar {

/// The referee's settings from their configuration keys (spec 16: "river.crossing" ...);
/// keys not given keep the spec's defaults. The message names the first bad key or value.
[[nodiscard]] std::optional<herald::hexwar::HexwarSettings>
settingsFromJson(const QJsonObject &json, QString *problem);

/// Every setting by its configuration key: the one form stored and compared, whatever words
/// the referee left out.
[[nodiscard]] QJsonObject settingsToJson(const herald::hexwar::HexwarSettings &settings);

} // namespace herald::db::hexwar
