#pragma once

#include "core/hexwar/gamestate.h"

#include <QJsonObject>
#include <QString>

#include <optional>

namespace herald::db::hexwar {

/// The position as stored (docs/cli-hexgame.md, "Stored position"): what changes in play, nothing
/// the scenario already says. Sets are written sorted so equal positions give equal bytes.
[[nodiscard]] QJsonObject stateToJson(const herald::hexwar::GameState &state);
/// The position read back onto `fresh` (the scenario's new game, which carries every unit's
/// counter data); nullopt if the JSON names a unit the scenario lacks or is malformed.
[[nodiscard]] std::optional<herald::hexwar::GameState>
stateFromJson(const QJsonObject &json, const herald::hexwar::GameState &fresh);

} // namespace herald::db::hexwar
