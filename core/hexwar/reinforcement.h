#pragma once

#include "core/hexwar/gamestate.h"
#include "core/hexwar/hexwarmap.h"
#include "core/hexwar/movement.h"
#include "core/hexwar/scenario.h"

#include <QList>
#include <QStringList>

namespace herald::hexwar {

/// The side's reinforcements that may enter now: due by the turn (10.1, 10.2) or released by VPs
/// (10.3), not yet entered; the ones held back from earlier turns are among them (E4). Only in
/// that side's movement phase.
[[nodiscard]] QStringList availableReinforcements(const Scenario &scenario, const GameState &state,
                                                  Side side);

/// Where the unit may come on (E1, E3, E5): its area's land hexes that are empty, or hold a
/// friend the unit can move on from; if none is left, the nearest land hexes to the area that
/// hold no unit. Empty when the scenario gives no entry hex (the Cruth Ogres, A4): the referee
/// must fill the map's hex set first.
[[nodiscard]] QList<map::Hex> entryHexes(const HexwarMap &map, const Scenario &scenario,
                                         const GameState &state, const QString &unitId,
                                         const HexwarSettings &settings = {});

/// Brings a reinforcement on along a path whose first hex is its entry hex: that hex counts as
/// the first hex entered and is paid for (E2; the one-hex minimum lets it in whatever the cost),
/// then the path goes on by the movement rules; a friend in the entry hex is passed through,
/// never stopped on (E5, M10). nullopt and the refusal in *check otherwise.
[[nodiscard]] std::optional<GameState>
enterReinforcement(const HexwarMap &map, const Scenario &scenario, const GameState &state,
                   const QString &unitId, const QList<map::Hex> &path, PathCheck *check,
                   const HexwarSettings &settings = {});

} // namespace herald::hexwar
