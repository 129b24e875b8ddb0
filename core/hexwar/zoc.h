#pragma once

#include "core/hexwar/gamestate.h"

#include <QSet>

namespace herald::hexwar {

/// The hexes in the zone of control of side's enemies: the six hexes around every enemy unit on
/// the map, strength 0 included, across rivers too (spec Z1). The enemy's own hexes are in it
/// only where another enemy stands next to them.
[[nodiscard]] QSet<map::Hex> enemyZoc(const GameState &state, Side side);

/// True when a unit of side standing in hex would be next to an enemy unit (spec Z1, R2.2).
[[nodiscard]] bool inEnemyZoc(const GameState &state, map::Hex hex, Side side);

} // namespace herald::hexwar
