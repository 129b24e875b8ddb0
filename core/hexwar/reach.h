#pragma once

#include "core/hexwar/movement.h"

#include <QList>

namespace herald::hexwar {

/// A hex a unit can end its move in, with the cheapest cost and one path there.
struct ReachableHex
{
    map::Hex hex;
    int cost = 0;
    QList<map::Hex> path; ///< the hexes entered, in order, ending with hex
};

/// Every hex the unit may end its move in this phase, by a Dijkstra search over the costs of
/// evaluateStep (spec 5, 6): hexes holding a friend are passed through but not listed (M10);
/// hexes where the move must stop (ZOC, river, one-hex minimum) are listed but not passed.
/// Empty when the unit cannot move (not its phase, already moved, held in a ZOC).
[[nodiscard]] QList<ReachableHex> reachableHexes(const HexwarMap &map, const GameState &state,
                                                 const QString &unitId,
                                                 const HexwarSettings &settings = {});

/// The same search from a move already under way (a reinforcement standing on its entry hex,
/// spec E2); the start hex itself is not listed.
[[nodiscard]] QList<ReachableHex> reachableFrom(const MoveBoard &board, const MoveProgress &start);

} // namespace herald::hexwar
