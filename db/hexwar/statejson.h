#pragma once

#include "core/hexwar/gamestate.h"
#include "core/map/hexgrid.h"

#include <QJsonObject>
#include <QString>

#include <optional>

namespace herald::db::hexwar {

/// The position as stored (docs/cli-hexgame.md, "Stored position"): what changes in play, nothing
/// the scenario already says. Sets are written sorted so equal positions give equal bytes. Hexes
/// are written by their printed numbers on the game map's grid.
[[nodiscard]] QJsonObject stateToJson(const herald::hexwar::GameState &state,
                                      const map::HexGrid &grid);
/// The position read back onto `fresh` (the scenario's new game, which carries every unit's
/// counter data); nullopt if the JSON names a unit the scenario lacks or is malformed.
[[nodiscard]] std::optional<herald::hexwar::GameState>
stateFromJson(const QJsonObject &json, const herald::hexwar::GameState &fresh,
              const map::HexGrid &grid);

} // namespace herald::db::hexwar
