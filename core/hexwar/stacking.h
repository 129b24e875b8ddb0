#pragma once

#include "core/hexwar/gamestate.h"
#include "core/hexwar/hexwarmap.h"

#include <QString>

#include <optional>

namespace herald::hexwar {

/// The referee's repair of an illegal stack found in a game recorded after the fact (spec M10):
/// the opposing player picks the one unit that stays; every other unit in the hex is destroyed
/// and counts as eliminated for VPs (9.2). nullopt and the reason in *why unless the hex holds
/// two or more units and `keep` is one of them.
[[nodiscard]] std::optional<GameState> resolveIllegalStack(const HexwarMap &map,
                                                           const GameState &state, map::Hex hex,
                                                           const QString &keep, QString *why);

} // namespace herald::hexwar
