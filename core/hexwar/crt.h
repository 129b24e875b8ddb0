#pragma once

#include <QString>

namespace herald::hexwar {

/// A Combat Results Table entry (spec 2.5).
enum class CombatResult
{
    NoEffect,         ///< –
    AttackerRetreats, ///< AR
    AttackerDefeated, ///< AD
    DefenderRetreats, ///< DR
    DefenderDefeated, ///< DD
};

/// Number of CRT columns: -1, 0, +1, +2/+3, +4/+5, +6/+7, +8/+9, +10 (spec 2.4).
inline constexpr int kCrtColumns = 8;

/// The column index (0..7) of a strength difference, limited to the table's ends (spec 2.4).
[[nodiscard]] int crtColumn(int difference);
/// The printed heading of a column, "+2,+3" or "-1".
[[nodiscard]] QString crtColumnLabel(int column);
/// The table entry for a d6 roll (1..6) in a column (0..7) (spec 2.4).
[[nodiscard]] CombatResult crtResult(int roll, int column);
/// "DR", "AD", "–" (the chart's codes).
[[nodiscard]] QString combatResultCode(CombatResult result);
/// "the defender retreats", translated.
[[nodiscard]] QString combatResultText(CombatResult result);

} // namespace herald::hexwar
