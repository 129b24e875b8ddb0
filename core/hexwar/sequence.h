#pragma once

#include "core/hexwar/gamestate.h"
#include "core/hexwar/hexwarmap.h"
#include "core/hexwar/scenario.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace herald::hexwar {

/// A new game of the scenario: every unit off the map (NotEntered), game turn 1, the first
/// side's movement phase (spec 4).
[[nodiscard]] GameState newGame(const Scenario &scenario);

/// Places a set-up unit before play starts (spec 4.1, 12.1): into its set-up area, on land,
/// one unit per hex. nullopt and the reason in *why when refused.
[[nodiscard]] std::optional<GameState> placeSetUpUnit(const HexwarMap &map,
                                                      const Scenario &scenario,
                                                      const GameState &state, const QString &unitId,
                                                      map::Hex hex, QString *why);

/// The outcome of ending a phase: the next state and what happened, line by line.
struct PhaseEnd
{
    std::optional<GameState> state;
    QStringList log;
    [[nodiscard]] bool ok() const { return state.has_value(); }
};

/// Ends the current phase (spec 4.2): movement to combat, then the other side's turn; after the
/// second player turn the game turn ends: the Black Eagle's per-turn VPs are scored (11.1),
/// units whose VP threshold is reached are released (10.3, A6) and the turn advances. After the
/// last turn the game is finished and the log gives the totals and the victory level (11.3,
/// 11.4). Refused while a combat's retreats are still to be made.
[[nodiscard]] PhaseEnd endPhase(const HexwarMap &map, const Scenario &scenario,
                                const GameState &state);

} // namespace herald::hexwar
