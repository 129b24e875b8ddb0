#pragma once

#include "core/hexwar/gamestate.h"
#include "core/hexwar/hexwarmap.h"
#include "core/hexwar/scenario.h"

#include <QString>
#include <QStringList>

namespace herald::hexwar {

/// Karameikan VPs for a Black Eagle unit eliminated in a game turn (spec 11.2, A2); 0 outside
/// the table.
[[nodiscard]] int eliminationVp(const VictoryRules &rules, int turn);

/// One end-of-turn scoring for the Black Eagle (spec 11.1), in half-points, with a line per
/// scoring unit.
struct TurnScore
{
    int halfVp = 0;
    QStringList lines;
};
[[nodiscard]] TurnScore blackEagleTurnScore(const HexwarMap &map, const VictoryRules &rules,
                                            const GameState &state);

/// The Karameikan total in half-points: eliminations so far (11.2) and, at the end, half a VP
/// per strength point of every Karameikan unit on the map (11.3, A10), and of those never
/// brought on when the rules say so.
[[nodiscard]] int karameikanHalfVp(const VictoryRules &rules, const GameState &state,
                                   bool endOfGame);
/// The Black Eagle total in half-points: the per-turn scoring so far and, at the end, the
/// objective bonus if a Black Eagle unit was the last to enter it (11.3, A7).
[[nodiscard]] int blackEagleHalfVp(const VictoryRules &rules, const GameState &state,
                                   bool endOfGame);

enum class VictoryLevel
{
    Draw,
    Marginal,
    Substantial,
    Decisive,
};

/// The victory level from the two totals (spec 11.4, A11).
struct VictoryVerdict
{
    VictoryLevel level = VictoryLevel::Draw;
    Side winner = Side::Karameikan; ///< meaningless for a draw
    int marginHalfVp = 0;
    [[nodiscard]] QString explain() const;
};
[[nodiscard]] VictoryVerdict victoryLevel(const VictoryRules &rules, int blackEagleHalf,
                                          int karameikanHalf);

/// "12.5" from 25 half-points.
[[nodiscard]] QString formatHalfVp(int halfVp);

} // namespace herald::hexwar
