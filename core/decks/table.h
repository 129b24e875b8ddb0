#pragma once

#include "core/decks/deck.h"
#include "core/decks/provenance.h"
#include "core/decks/result.h"
#include "core/dice/dice.h"
#include "core/dice/expression.h"

#include <QString>
#include <QStringList>

#include <functional>
#include <optional>
#include <vector>

namespace herald::decks {

/// "Roll again on table X" inside an entry; `column` picks the column there if it has several.
struct NestedRoll
{
    QString table;
    QString column;
    friend bool operator==(const NestedRoll &, const NestedRoll &) = default;
};

/// What one cell of a table says: words for people, structured effects for the rules code
/// (key/value, e.g. "advantages" = "2"), and any further rolls it calls for.
struct Entry
{
    QString result;
    Fields effects;
    std::vector<NestedRoll> rollAgain;
    friend bool operator==(const Entry &, const Entry &) = default;
};

/// One row. A roll table keys its rows by an inclusive range of totals [from, to]; a lookup
/// table by a key ("plains", "populationCentre"). A row holds one entry per column (one
/// entry when the table has no columns).
struct Row
{
    int from = 0;
    int to = 0;
    QString key;
    QString label; ///< how a lookup row is shown; may be empty
    std::vector<Entry> entries;
    std::optional<Provenance> provenance; ///< when this row's origin differs from its table's

    friend bool operator==(const Row &, const Row &) = default;
};

/// A column of a two-way chart: combat results tables are read by a column (an odds ratio,
/// a strength difference, "stands lost") and a row (the die). A column may carry a range of
/// values [from, to] so a caller can pick it by number; values past either end use the end
/// column, as the printed charts do ("−1 or less", "+10 or more").
struct Column
{
    QString id;
    QString label;
    std::optional<int> from;
    std::optional<int> to;
    friend bool operator==(const Column &, const Column &) = default;
};

/// A modifier a table expects, with the bounds it can take. Bounds decide which rows can be
/// reached (see `reachableRange`); an absent bound means no limit that way.
struct ModifierSpec
{
    QString name;  ///< "advantages"
    QString label; ///< "Advantages"
    std::optional<int> min;
    std::optional<int> max;
    friend bool operator==(const ModifierSpec &, const ModifierSpec &) = default;
};

enum class TableKind
{
    Roll,   ///< rolled with `dice`; rows by range of totals
    Lookup, ///< read by a key the caller has (a terrain, a location choice); no dice
};

/// A chart of the rules or of the referee (rules §9, §10).
struct Table
{
    QString id;
    QString title;
    QString description;
    Provenance provenance;
    TableKind kind = TableKind::Roll;
    dice::Expression dice; ///< Roll tables only
    std::vector<ModifierSpec> modifiers;
    std::vector<Column> columns; ///< empty for a one-column table
    std::vector<Row> rows;       ///< Roll tables: in ascending order of totals

    /// Number of entries each row holds.
    [[nodiscard]] int columnCount() const { return columns.empty() ? 1 : int(columns.size()); }
    friend bool operator==(const Table &, const Table &) = default;
};

/// Finds a table by id, for nested rolls and cross-table validation; nullptr if unknown.
using TableResolver = std::function<const Table *(const QString &id)>;

/// The totals a roll table can produce: the dice's range widened by each declared modifier's
/// bounds. std::nullopt on a side means unbounded (a modifier without that bound).
struct ReachableRange
{
    std::optional<int> min;
    std::optional<int> max;
};
[[nodiscard]] ReachableRange reachableRange(const Table &table);

/// The row a total falls in, after clamping to the first and last rows; -1 if the table has
/// no rows or the total falls in a gap (which validation forbids).
[[nodiscard]] int rowIndexFor(const Table &table, int total);

/// "2–3", "13", "20+" (the last row of a table whose totals can run past it), "1 or less";
/// a lookup row shows its label, or its key.
[[nodiscard]] QString rowLabel(const Table &table, int rowIndex);

// --- Validation --------------------------------------------------------------------------

enum class TableIssueCode
{
    MissingTableId,      ///< a table without an id
    DuplicateTableId,    ///< two tables with one id in a collection
    NoRows,              ///< a table without rows
    RangeInverted,       ///< a row with from > to
    RowsOverlap,         ///< two rows share a total
    RowsOutOfOrder,      ///< a row's range comes before the previous row's
    Gap,                 ///< totals between two rows that no row covers
    RowUnreachable,      ///< a row no possible total can reach
    MissingRowKey,       ///< a lookup row without a key
    DuplicateRowKey,     ///< two lookup rows with one key
    EntryCountMismatch,  ///< a row with a different number of entries than columns
    MissingColumnId,     ///< a column without an id
    DuplicateColumnId,   ///< two columns with one id
    ColumnRangeInvalid,  ///< column ranges missing on some columns, inverted, overlapping or gapped
    BadModifierBounds,   ///< a declared modifier with min > max, or declared twice
    UnknownNestedTable,  ///< "roll again" names a table that does not exist
    NestedNotRollable,   ///< "roll again" names a lookup table
    UnknownNestedColumn, ///< "roll again" names a column the target table lacks
    NestedColumnRequired, ///< "roll again" on a table with columns names no column
    NestedCycle,          ///< "roll again" leads back to a table already being rolled
};

/// One problem found in a table, naming the table, the row (and column) and the JSON path.
struct TableIssue
{
    TableIssueCode code = TableIssueCode::NoRows;
    QString tableId;
    int row = -1;      ///< 0-based; -1 when the issue is about the table itself
    int otherRow = -1; ///< the second row of an overlap, gap or duplicate
    int column = -1;   ///< 0-based column or entry; -1 if none
    QString path;      ///< "tables[2].rows[5].to"
    QString detail;    ///< the rest of the sentence: values, names, the cycle
};

/// "Table 'expedition', row 14: ..." in English; the path is left to the caller, who shows it
/// beside the sentence (ContentError does).
[[nodiscard]] QString describe(const TableIssue &issue);

/// Checks one table on its own: rows, ranges, reachability, columns, modifiers. Paths are
/// relative to the table ("rows[5].to"); nested references are not followed.
[[nodiscard]] std::vector<TableIssue> validateTable(const Table &table);

/// Checks a whole collection before it is imported: each table, unique ids, and every
/// "roll again" resolved in the collection first and then through `existing` (the tables
/// already in the campaign), with no cycles. Paths read "tables[i]....". Empty = all good.
[[nodiscard]] std::vector<TableIssue> validateTables(const std::vector<Table> &tables,
                                                     const TableResolver &existing = {});

// --- Rolling -----------------------------------------------------------------------------

/// A modifier added to a roll ("advantages" +3).
struct AppliedModifier
{
    QString name;
    int value = 0;
    friend bool operator==(const AppliedModifier &, const AppliedModifier &) = default;
};

/// How to pick the column of a two-way chart: by id, or by a value looked up in the columns'
/// ranges (clamped), then moved `shift` columns (right is +), stopping at the ends.
struct ColumnChoice
{
    QString id;
    std::optional<int> value;
    int shift = 0;
};

/// What the caller asks of a roll.
struct RollRequest
{
    std::vector<AppliedModifier> modifiers;
    ColumnChoice column;
    /// Rolls these dice instead of the table's (Setting `expeditionDice` = 1d20, §7.2.3).
    std::optional<dice::Expression> diceOverride;
    /// Appended to the table's title in each die's recorded purpose ("Blue's 2nd Army").
    QString purpose;
};

/// Everything that went into one roll, for the history and for the "explain" view.
struct RollExplanation
{
    QString tableId;
    QString tableTitle;
    Provenance provenance;
    dice::Roll roll;                        ///< the dice: faces and their total
    std::vector<AppliedModifier> modifiers; ///< each modifier, in the order given
    int total = 0;                          ///< roll.total plus the modifiers
    int value = 0;                          ///< the total after clamping to the rows
    bool clamped = false;
    int columnIndex = -1; ///< -1 for a one-column table
    QString columnLabel;
    int rowIndex = -1;
    QString rowLabel;                    ///< "20+"
    Entry entry;                         ///< the chosen cell
    std::vector<RollExplanation> nested; ///< the "roll again" rolls, in order

    /// One line: "Chaos lands (§7.5): d10 7 → Special unit and 1 character point".
    [[nodiscard]] QString summary() const;
    /// Each step on its own line, nested rolls indented.
    [[nodiscard]] QStringList lines() const;
};

enum class RollErrorCode
{
    NotRollable,        ///< roll() on a lookup table
    NotLookup,          ///< lookup() on a roll table
    NoRows,             ///< the table has no rows (or the total falls in a gap)
    ColumnRequired,     ///< a table with columns and no column chosen
    UnknownColumn,      ///< no column with that id
    ColumnNotByValue,   ///< a column chosen by value on a table whose columns have no ranges
    UnknownKey,         ///< lookup() with a key no row has
    UnknownNestedTable, ///< "roll again" names a table the resolver does not know
    NestedTooDeep,      ///< nested rolls went deeper than kMaxNestedDepth (a cycle)
    DiceEntryRejected,  ///< a typed die face that the dice could not show
};

/// A roll or lookup that could not be made; nothing is to be recorded.
struct RollError
{
    RollErrorCode code = RollErrorCode::NoRows;
    QString tableId;
    QString detail; ///< the column, key, nested table or dice message concerned
};
[[nodiscard]] QString describe(const RollError &error);

using RollResult = Result<RollExplanation, RollError>;

/// Nested rolls deeper than this are refused; validation rejects cycles long before.
inline constexpr int kMaxNestedDepth = 8;

/// Rolls on a roll table with `dice`, applies the modifiers, clamps to the rows, picks the
/// column, then makes the entry's nested rolls through `resolver`.
[[nodiscard]] RollResult roll(const Table &table, const RollRequest &request, dice::Dice &dice,
                              const TableResolver &resolver = {});

/// A lookup result: the row and cell chosen, with a readable line.
struct LookupResult
{
    int rowIndex = -1;
    int columnIndex = -1;
    Entry entry;
    QString summary; ///< "Engagement chart (§5.3): Countryside / Population Center → Siege"
};

/// Reads a lookup table by row key (and column). Nested rolls in the entry are left to the
/// caller, who rolls them with `roll` when the rules call for them.
[[nodiscard]] Result<LookupResult, RollError> lookup(const Table &table, const QString &key,
                                                     const ColumnChoice &column = {});

/// The column a choice designates, or an error; 0 for a one-column table.
[[nodiscard]] Result<int, RollError> columnIndexFor(const Table &table, const ColumnChoice &choice);

} // namespace herald::decks
