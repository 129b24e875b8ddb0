#pragma once

#include "core/battleboard/types.h"

#include <QString>
#include <QStringList>

#include <array>
#include <optional>

/// @file
/// The battle board's numeric tables (§11). The published numbers are lost; the bundled set
/// (resources/battleboard/cw_tactical_tables.json) is the spec's proposed placeholder (§11.3),
/// editable by the referee and labelled as such. Core reads it from a string it is handed.

namespace herald::battleboard {

/// The rows of the unit table: elite cavalry has its own row (it may inherit cavalry's).
enum class TableRow : std::uint8_t
{
    Infantry,
    Cavalry,
    EliteCavalry,
    Artillery
};
inline constexpr int tableRowCount = 4;

/// One brigade type's numbers (§11.3 unit table).
struct TypeNumbers
{
    int toHit1 = 0;            ///< fire to-hit, 1 space (2d6 >=)
    std::optional<int> toHit2; ///< fire to-hit, 2 spaces; unset: this type cannot fire 2 spaces
    int result = 0;            ///< fire result number (1d6 >= eliminates)
    int rally = 0;             ///< rally number (2d6 >=)
    int pursuitHit = 0;        ///< pursuit hit number as a target (2d6 >=)
    int chargeMod = 0;         ///< assumed per-type charge modifier (B-28)
};

/// The actions a leader's DRM may apply to besides the charge (whose +1 is a rule, §5.2).
struct LeaderDrmUse
{
    bool entrench = true;
    bool fire = false;
    bool rally = false;
    bool pursuit = false;
};

/// Every number the engine needs that the source does not give (§11.1).
struct Tables
{
    /// The data set's own label; the placeholder says it is not from the rules.
    QString status;
    /// True while the data set is labelled a placeholder: the UI shows a notice (§11.3).
    bool placeholder = true;

    std::array<TypeNumbers, tableRowCount> rows{};
    /// Per firer-target pair result numbers (B-6), [firer][target]; unset uses the key's row.
    std::array<std::array<std::optional<int>, tableRowCount>, tableRowCount> resultOverrides{};
    int leaderPursuitHit = 9; ///< pursuit hit number of a leader as a target
    int leaderDrm = 1;        ///< a leader's DRM where it applies (besides the charge's rule +1)
    LeaderDrmUse leaderDrmUse;
    int chargeEliminateAt = 4; ///< a charge loser is eliminated when the difference is >= this
    int entrenchBase = 8;
    std::array<int, 5> yearDrm{-1, -1, 0, 1, 1}; ///< 1861..1865

    [[nodiscard]] const TypeNumbers &numbers(TableRow row) const
    {
        return rows[static_cast<std::size_t>(row)];
    }
    /// The year DRM for entrenching (§5.4); years outside 1861-1865 take the nearest.
    [[nodiscard]] int yearModifier(int year) const;
};

/// The table row a brigade reads (inline: every roll's check asks it).
[[nodiscard]] inline TableRow rowOf(const Unit &unit)
{
    switch (unit.type) {
    case UnitType::Cavalry:
        return unit.elite ? TableRow::EliteCavalry : TableRow::Cavalry;
    case UnitType::Artillery:
        return TableRow::Artillery;
    default:
        return TableRow::Infantry;
    }
}

/// What reading a table file gave: the tables, or every problem found, each naming its place.
struct TablesRead
{
    std::optional<Tables> tables;
    QStringList errors;
};

/// Reads the JSON table format documented in resources/battleboard/README.md. Every bad or
/// missing field is reported with its path ("types.cavalry.rally: ..."); nothing is guessed.
[[nodiscard]] TablesRead readTables(const QByteArray &json);

/// The spec's placeholder set (§11.3) built in, for tests and for a battle set up without a
/// file. Its status says it is a placeholder.
[[nodiscard]] Tables placeholderTables();

} // namespace herald::battleboard
