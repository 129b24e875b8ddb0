#pragma once

#include "core/skirmish/settings.h"

#include <QString>

#include <array>
#include <optional>

/// @file
/// The two combat results tables of §4.6 (C-F against characters on foot, C-M against
/// mounted characters), as values a referee may replace where the rules file marks a row
/// as reconstructed (§12 A1, A2).

namespace herald::skirmish {

/// A cell of a combat table (§4.6); the letters mean different things on the two tables.
enum class CombatResult
{
    None, ///< `-`
    A,
    B,
    C,
    D,
    E,
    F,
    G, ///< mounted table only
    H, ///< mounted table only
};

enum class CombatTableKind
{
    Foot,    ///< C-F
    Mounted, ///< C-M (DN1)
};

/// Twelve odds columns (1-1 ... 12-1+) by ten die rolls, as the rules print them.
struct CombatTable
{
    CombatTableKind kind = CombatTableKind::Foot;
    std::array<std::array<CombatResult, 10>, 12> cells{};

    /// The cell for a column 1..12 and a modified roll 1..10.
    [[nodiscard]] CombatResult at(int column, int roll) const
    {
        return cells[std::size_t(column - 1)][std::size_t(roll - 1)];
    }
};

/// Table C-F as printed (short rows completed with `-`, §12 A2).
[[nodiscard]] const CombatTable &footCombatTable();
/// Table C-M, with rows 11-1 and 12-1+ extrapolated or read as 10-1 (§12 A1).
[[nodiscard]] CombatTable mountedCombatTable(const SkirmishSettings &settings);

/// "A", "-"; and back (nullopt for anything else).
[[nodiscard]] QString resultLetter(CombatResult result);
[[nodiscard]] std::optional<CombatResult> resultFromLetter(QChar letter);

/// What a letter means on its table: "defender retreats 1 hex".
[[nodiscard]] QString describeResult(CombatTableKind table, CombatResult result);

/// The column label: "1-1", "12-1+".
[[nodiscard]] QString columnLabel(int column);

} // namespace herald::skirmish
