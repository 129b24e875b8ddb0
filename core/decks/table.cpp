#include "core/decks/table.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>

#include <algorithm>

namespace herald::decks {

namespace {

QString rangeText(int from, int to)
{
    return from == to ? QString::number(from) : QStringLiteral("%1–%2").arg(from).arg(to);
}

QString signedNumber(int value)
{
    return value >= 0 ? QStringLiteral("+%1").arg(value) : QString::number(value);
}

QString boundText(const std::optional<int> &bound, const QString &unbounded)
{
    return bound ? QString::number(*bound) : unbounded;
}

} // namespace

ReachableRange reachableRange(const Table &table)
{
    ReachableRange range{table.dice.minimum(), table.dice.maximum()};
    for (const ModifierSpec &m : table.modifiers) {
        range.min = range.min && m.min ? std::optional(*range.min + *m.min) : std::nullopt;
        range.max = range.max && m.max ? std::optional(*range.max + *m.max) : std::nullopt;
    }
    return range;
}

int rowIndexFor(const Table &table, int total)
{
    if (table.kind != TableKind::Roll || table.rows.empty())
        return -1;
    if (total < table.rows.front().from)
        return 0;
    if (total > table.rows.back().to)
        return int(table.rows.size()) - 1;
    for (std::size_t i = 0; i < table.rows.size(); ++i) {
        if (table.rows[i].from <= total && total <= table.rows[i].to)
            return int(i);
    }
    return -1;
}

QString rowLabel(const Table &table, int rowIndex)
{
    if (rowIndex < 0 || rowIndex >= int(table.rows.size()))
        return {};
    const Row &row = table.rows[std::size_t(rowIndex)];
    if (table.kind == TableKind::Lookup)
        return row.label.isEmpty() ? row.key : row.label;
    const ReachableRange reach = reachableRange(table);
    const bool last = rowIndex == int(table.rows.size()) - 1;
    const bool first = rowIndex == 0;
    const bool runsOver = last && (!reach.max || *reach.max > row.to);
    const bool runsUnder = first && (!reach.min || *reach.min < row.from);
    if (runsOver && runsUnder)
        //: a row label: the row is read whatever the roll
        return QCoreApplication::translate("herald::decks::Table", "any");
    if (runsOver)
        return QStringLiteral("%1+").arg(row.from);
    if (runsUnder)
        return QCoreApplication::translate("herald::decks::Table", "%1 or less").arg(row.to);
    return rangeText(row.from, row.to);
}

// --- Validation --------------------------------------------------------------------------

namespace {

QString rowPath(int row, const QString &member = {})
{
    QString path = QStringLiteral("rows[%1]").arg(row);
    return member.isEmpty() ? path : path + QLatin1Char('.') + member;
}

/// Collects issues for one table, with paths relative to it.
class TableChecker
{
public:
    explicit TableChecker(const Table &table) : m_table(table) {}

    std::vector<TableIssue> run()
    {
        if (m_table.id.isEmpty())
            add(TableIssueCode::MissingTableId, -1, QStringLiteral("id"),
                QCoreApplication::translate("herald::decks::Table", "the table has no id"));
        checkModifiers();
        checkColumns();
        if (m_table.rows.empty()) {
            add(TableIssueCode::NoRows, -1, QStringLiteral("rows"),
                QCoreApplication::translate("herald::decks::Table", "the table has no rows"));
            return std::move(m_issues);
        }
        checkEntryCounts();
        if (m_table.kind == TableKind::Roll)
            checkRanges();
        else
            checkKeys();
        return std::move(m_issues);
    }

private:
    void add(TableIssueCode code, int row, const QString &path, const QString &detail,
             int otherRow = -1, int column = -1)
    {
        TableIssue issue;
        issue.code = code;
        issue.tableId = m_table.id;
        issue.row = row;
        issue.otherRow = otherRow;
        issue.column = column;
        issue.path = path;
        issue.detail = detail;
        m_issues.push_back(std::move(issue));
    }

    void checkModifiers()
    {
        QSet<QString> names;
        for (std::size_t i = 0; i < m_table.modifiers.size(); ++i) {
            const ModifierSpec &m = m_table.modifiers[i];
            const QString path = QStringLiteral("modifiers[%1]").arg(i);
            if (names.contains(m.name))
                add(TableIssueCode::BadModifierBounds, -1, path + QStringLiteral(".name"),
                    QCoreApplication::translate("herald::decks::Table",
                                                "modifier '%1' is declared twice")
                        .arg(m.name));
            names.insert(m.name);
            if (m.min && m.max && *m.min > *m.max)
                add(TableIssueCode::BadModifierBounds, -1, path + QStringLiteral(".min"),
                    QCoreApplication::translate(
                        "herald::decks::Table",
                        "modifier '%1' has a minimum of %2 above its maximum of %3")
                        .arg(m.name, QString::number(*m.min), QString::number(*m.max)));
        }
    }

    void checkColumns()
    {
        QSet<QString> ids;
        int ranged = 0;
        for (std::size_t i = 0; i < m_table.columns.size(); ++i) {
            const Column &c = m_table.columns[i];
            const QString path = QStringLiteral("columns[%1]").arg(i);
            if (c.id.isEmpty())
                add(TableIssueCode::MissingColumnId, -1, path + QStringLiteral(".id"),
                    QCoreApplication::translate("herald::decks::Table", "column %1 has no id")
                        .arg(i + 1),
                    -1, int(i));
            else if (ids.contains(c.id))
                add(TableIssueCode::DuplicateColumnId, -1, path + QStringLiteral(".id"),
                    QCoreApplication::translate("herald::decks::Table",
                                                "two columns have the id '%1'")
                        .arg(c.id),
                    -1, int(i));
            ids.insert(c.id);
            if (c.from.has_value() != c.to.has_value())
                add(TableIssueCode::ColumnRangeInvalid, -1, path,
                    QCoreApplication::translate("herald::decks::Table",
                                                "column '%1' gives only one end of its range")
                        .arg(c.id),
                    -1, int(i));
            else if (c.from && *c.from > *c.to)
                add(TableIssueCode::ColumnRangeInvalid, -1, path + QStringLiteral(".to"),
                    QCoreApplication::translate("herald::decks::Table",
                                                "column '%1' runs from %2 down to %3")
                        .arg(c.id, QString::number(*c.from), QString::number(*c.to)),
                    -1, int(i));
            if (c.from && c.to)
                ++ranged;
        }
        if (ranged == 0)
            return;
        if (ranged != int(m_table.columns.size())) {
            add(TableIssueCode::ColumnRangeInvalid, -1, QStringLiteral("columns"),
                QCoreApplication::translate(
                    "herald::decks::Table",
                    "either every column has a range of values or none does"));
            return;
        }
        for (std::size_t i = 1; i < m_table.columns.size(); ++i) {
            const Column &prev = m_table.columns[i - 1];
            const Column &c = m_table.columns[i];
            if (*c.from != *prev.to + 1)
                add(TableIssueCode::ColumnRangeInvalid, -1,
                    QStringLiteral("columns[%1].from").arg(i),
                    QCoreApplication::translate(
                        "herald::decks::Table",
                        "column '%1' starts at %2 but the column before it ends at %3; "
                        "column ranges must follow on without gaps or overlaps")
                        .arg(c.id, QString::number(*c.from), QString::number(*prev.to)),
                    -1, int(i));
        }
    }

    void checkEntryCounts()
    {
        const int expected = m_table.columnCount();
        for (std::size_t i = 0; i < m_table.rows.size(); ++i) {
            const int count = int(m_table.rows[i].entries.size());
            if (count != expected)
                add(TableIssueCode::EntryCountMismatch, int(i),
                    rowPath(int(i), m_table.columns.empty() ? QStringLiteral("result")
                                                            : QStringLiteral("cells")),
                    //: the lowest end of a range of totals, when modifiers have no lower limit
                    QCoreApplication::translate(
                        "herald::decks::Table",
                        "the row has %1 entries but the table has %2 columns")
                        .arg(count)
                        .arg(expected));
        }
    }

    void checkRanges()
    {
        const ReachableRange reach = reachableRange(m_table);
        const QString reachText =
            //: %1 is a dice expression such as 2d6; %2 and %3 are the lowest and highest totals, or
            //: "any low total" / "any high total"
            QCoreApplication::translate("herald::decks::Table",
                                        "%1 with its modifiers gives %2 to %3")
                .arg(QString::fromStdString(m_table.dice.toString()),
                     boundText(reach.min, QCoreApplication::translate("herald::decks::Table",
                                                                      "any low total")),
                     boundText(reach.max, QCoreApplication::translate("herald::decks::Table",
                                                                      "any high total")));
        const Row *prev = nullptr;
        int prevIndex = -1;
        for (std::size_t i = 0; i < m_table.rows.size(); ++i) {
            const Row &row = m_table.rows[i];
            const int index = int(i);
            if (row.from > row.to) {
                add(TableIssueCode::RangeInverted, index, rowPath(index, QStringLiteral("to")),
                    QCoreApplication::translate("herald::decks::Table",
                                                "the row runs from %1 down to %2")
                        .arg(row.from)
                        .arg(row.to));
                continue;
            }
            if ((reach.min && row.to < *reach.min) || (reach.max && row.from > *reach.max))
                add(TableIssueCode::RowUnreachable, index, rowPath(index),
                    QCoreApplication::translate("herald::decks::Table", "no roll can reach %1: %2")
                        .arg(rangeText(row.from, row.to), reachText));
            if (prev) {
                if (row.from <= prev->to) {
                    const bool overlap = row.to >= prev->from;
                    if (overlap)
                        add(TableIssueCode::RowsOverlap, index,
                            rowPath(index, QStringLiteral("from")),
                            QCoreApplication::translate("herald::decks::Table",
                                                        "the row (%1) overlaps row %2 (%3) at %4")
                                .arg(rangeText(row.from, row.to))
                                .arg(prevIndex + 1)
                                .arg(rangeText(prev->from, prev->to),
                                     rangeText(std::max(row.from, prev->from),
                                               std::min(row.to, prev->to))),
                            prevIndex);
                    else
                        add(TableIssueCode::RowsOutOfOrder, index,
                            rowPath(index, QStringLiteral("from")),
                            QCoreApplication::translate(
                                "herald::decks::Table",
                                "the row (%1) comes after row %2 (%3); rows must go up in order")
                                .arg(rangeText(row.from, row.to))
                                .arg(prevIndex + 1)
                                .arg(rangeText(prev->from, prev->to)),
                            prevIndex);
                } else if (row.from > prev->to + 1) {
                    add(TableIssueCode::Gap, index, rowPath(index, QStringLiteral("from")),
                        QCoreApplication::translate(
                            "herald::decks::Table",
                            "no row covers %1, between row %2 (%3) and this row (%4)")
                            .arg(rangeText(prev->to + 1, row.from - 1))
                            .arg(prevIndex + 1)
                            .arg(rangeText(prev->from, prev->to), rangeText(row.from, row.to)),
                        prevIndex);
                }
            }
            if (!prev || row.to > prev->to) {
                prev = &row;
                prevIndex = index;
            }
        }
    }

    void checkKeys()
    {
        QHash<QString, int> seen;
        for (std::size_t i = 0; i < m_table.rows.size(); ++i) {
            const Row &row = m_table.rows[i];
            const int index = int(i);
            if (row.key.isEmpty()) {
                add(TableIssueCode::MissingRowKey, index, rowPath(index, QStringLiteral("key")),
                    QCoreApplication::translate("herald::decks::Table",
                                                "a lookup row needs a key"));
                continue;
            }
            if (seen.contains(row.key))
                add(TableIssueCode::DuplicateRowKey, index, rowPath(index, QStringLiteral("key")),
                    QCoreApplication::translate("herald::decks::Table",
                                                "row %1 already uses the key '%2'")
                        .arg(seen[row.key] + 1)
                        .arg(row.key),
                    seen[row.key]);
            else
                seen.insert(row.key, index);
        }
    }

    const Table &m_table;
    std::vector<TableIssue> m_issues;
};

/// Every "roll again" of a table, with the row, entry and JSON path where it is written.
struct NestedRef
{
    int row;
    int column;
    QString path;
    const NestedRoll *roll;
};

std::vector<NestedRef> nestedRefs(const Table &table)
{
    std::vector<NestedRef> refs;
    for (std::size_t r = 0; r < table.rows.size(); ++r) {
        const auto &entries = table.rows[r].entries;
        for (std::size_t c = 0; c < entries.size(); ++c) {
            const QString entryPath = table.columns.empty()
                                          ? rowPath(int(r))
                                          : rowPath(int(r), QStringLiteral("cells[%1]").arg(c));
            for (std::size_t k = 0; k < entries[c].rollAgain.size(); ++k)
                refs.push_back({int(r), table.columns.empty() ? -1 : int(c),
                                entryPath + QStringLiteral(".rollAgain[%1]").arg(k),
                                &entries[c].rollAgain[k]});
        }
    }
    return refs;
}

/// The tables "roll again" reaches from `start`, with the way back to each for cycle reports.
QStringList pathTo(const QString &start, const QString &goal, const TableResolver &resolve)
{
    QHash<QString, QString> parent;
    QStringList queue{start};
    parent.insert(start, QString());
    while (!queue.isEmpty()) {
        const QString id = queue.takeFirst();
        if (id == goal) {
            QStringList path;
            for (QString at = id; !at.isEmpty(); at = parent.value(at))
                path.prepend(at);
            return path;
        }
        const Table *t = resolve(id);
        if (!t)
            continue;
        for (const NestedRef &ref : nestedRefs(*t)) {
            if (!parent.contains(ref.roll->table)) {
                parent.insert(ref.roll->table, id);
                queue << ref.roll->table;
            }
        }
    }
    return {};
}

} // namespace

std::vector<TableIssue> validateTable(const Table &table)
{
    return TableChecker(table).run();
}

std::vector<TableIssue> validateTables(const std::vector<Table> &tables,
                                       const TableResolver &existing)
{
    std::vector<TableIssue> issues;
    QHash<QString, int> firstIndex;
    for (std::size_t i = 0; i < tables.size(); ++i) {
        const QString prefix = QStringLiteral("tables[%1]").arg(i);
        for (TableIssue issue : validateTable(tables[i])) {
            issue.path = prefix + QLatin1Char('.') + issue.path;
            issues.push_back(std::move(issue));
        }
        const QString &id = tables[i].id;
        if (id.isEmpty())
            continue;
        if (firstIndex.contains(id)) {
            TableIssue issue;
            issue.code = TableIssueCode::DuplicateTableId;
            issue.tableId = id;
            issue.path = prefix + QStringLiteral(".id");
            issue.detail = QCoreApplication::translate("herald::decks::Table",
                                                       "tables[%1] already has the id '%2'")
                               .arg(firstIndex[id])
                               .arg(id);
            issues.push_back(std::move(issue));
        } else {
            firstIndex.insert(id, int(i));
        }
    }

    const TableResolver resolve = [&](const QString &id) -> const Table * {
        if (const auto it = firstIndex.constFind(id); it != firstIndex.constEnd())
            return &tables[std::size_t(*it)];
        return existing ? existing(id) : nullptr;
    };

    QSet<QString> reportedCycles;
    for (std::size_t i = 0; i < tables.size(); ++i) {
        const Table &table = tables[i];
        const QString prefix = QStringLiteral("tables[%1].").arg(i);
        for (const NestedRef &ref : nestedRefs(table)) {
            TableIssue issue;
            issue.tableId = table.id;
            issue.row = ref.row;
            issue.column = ref.column;
            issue.path = prefix + ref.path;
            const QString &targetId = ref.roll->table;
            const Table *target = resolve(targetId);
            if (!target) {
                issue.code = TableIssueCode::UnknownNestedTable;
                //: "roll again" is the name of a table row field; %1 is a table id
                issue.detail = QCoreApplication::translate(
                                   "herald::decks::Table",
                                   "'roll again' names table '%1', which does not exist")
                                   .arg(targetId);
            } else if (target->kind != TableKind::Roll) {
                issue.code = TableIssueCode::NestedNotRollable;
                issue.detail =
                    QCoreApplication::translate(
                        "herald::decks::Table",
                        "'roll again' names table '%1', a lookup table that is not rolled")
                        .arg(targetId);
            } else if (!target->columns.empty() && ref.roll->column.isEmpty()) {
                issue.code = TableIssueCode::NestedColumnRequired;
                issue.detail = QCoreApplication::translate(
                                   "herald::decks::Table",
                                   "'roll again' on table '%1' must name one of its columns")
                                   .arg(targetId);
            } else if (!ref.roll->column.isEmpty() &&
                       std::none_of(target->columns.begin(), target->columns.end(),
                                    [&](const Column &c) { return c.id == ref.roll->column; })) {
                issue.code = TableIssueCode::UnknownNestedColumn;
                issue.detail = QCoreApplication::translate(
                                   "herald::decks::Table",
                                   "'roll again' names column '%1', which table '%2' does not have")
                                   .arg(ref.roll->column, targetId);
            } else {
                const QStringList back = pathTo(targetId, table.id, resolve);
                if (back.isEmpty())
                    continue;
                QStringList members = back;
                members.sort();
                members.removeDuplicates();
                const QString cycleKey = members.join(QLatin1Char('\n'));
                if (reportedCycles.contains(cycleKey))
                    continue;
                reportedCycles.insert(cycleKey);
                issue.code = TableIssueCode::NestedCycle;
                issue.detail =
                    QCoreApplication::translate("herald::decks::Table",
                                                "'roll again' goes round in a circle: %1")
                        .arg((QStringList{table.id} + back).join(QStringLiteral(" → ")));
            }
            issues.push_back(std::move(issue));
        }
    }
    return issues;
}

QString describe(const TableIssue &issue)
{
    QString where =
        QCoreApplication::translate("herald::decks::Table", "Table '%1'").arg(issue.tableId);
    if (issue.row >= 0)
        //: appended to "Table '%1'" to say where a problem is; %1 is a row number
        where += QCoreApplication::translate("herald::decks::Table", ", row %1").arg(issue.row + 1);
    if (issue.column >= 0)
        //: appended to "Table '%1'" or ", row %1" to say where a problem is; %1 is a column number
        where += QCoreApplication::translate("herald::decks::Table", ", column %1")
                     .arg(issue.column + 1);
    return QStringLiteral("%1: %2.").arg(where, issue.detail);
}

// --- Rolling -----------------------------------------------------------------------------

namespace {

RollError rollError(RollErrorCode code, const Table &table, const QString &detail = {})
{
    return RollError{code, table.id, detail};
}

QString diceText(const dice::Roll &roll)
{
    QStringList faces;
    for (int face : roll.faces)
        faces << QString::number(face);
    QString text = QString::fromStdString(roll.expression.toString()) + QLatin1Char(' ') +
                   faces.join(QLatin1Char('+'));
    if (roll.expression.modifier != 0)
        text += signedNumber(roll.expression.modifier);
    if (roll.faces.size() > 1 || roll.expression.modifier != 0)
        text += QStringLiteral(" = %1").arg(roll.total);
    return text;
}

QString effectsText(const Fields &effects)
{
    QStringList parts;
    for (const auto &[key, value] : effects)
        parts << QStringLiteral("%1 = %2").arg(key, value);
    return parts.join(QStringLiteral(", "));
}

QString titleWithSource(const QString &title, const Provenance &provenance)
{
    return QStringLiteral("%1 (%2)").arg(title, describe(provenance));
}

RollResult rollAt(const Table &table, const RollRequest &request, dice::Dice &dice,
                  const TableResolver &resolver, int depth)
{
    if (table.kind != TableKind::Roll)
        return rollError(RollErrorCode::NotRollable, table);
    if (table.rows.empty())
        return rollError(RollErrorCode::NoRows, table);
    const auto column = columnIndexFor(table, request.column);
    if (!column)
        return column.error();

    RollExplanation x;
    x.tableId = table.id;
    x.tableTitle = table.title;
    x.provenance = table.provenance;
    const QString purpose = request.purpose.isEmpty()
                                ? table.title
                                : QStringLiteral("%1: %2").arg(table.title, request.purpose);
    try {
        x.roll = dice.roll(request.diceOverride.value_or(table.dice), purpose.toStdString());
    } catch (const dice::InvalidEntry &invalid) {
        return rollError(RollErrorCode::DiceEntryRejected, table,
                         QString::fromStdString(invalid.what()));
    }
    x.modifiers = request.modifiers;
    x.total = x.roll.total;
    for (const AppliedModifier &m : request.modifiers)
        x.total += m.value;
    x.value = std::clamp(x.total, table.rows.front().from, table.rows.back().to);
    x.clamped = x.value != x.total;
    x.rowIndex = rowIndexFor(table, x.total);
    if (x.rowIndex < 0)
        return rollError(RollErrorCode::NoRows, table, QString::number(x.total));
    x.rowLabel = rowLabel(table, x.rowIndex);
    if (!table.columns.empty()) {
        x.columnIndex = column.value();
        const Column &c = table.columns[std::size_t(x.columnIndex)];
        x.columnLabel = c.label.isEmpty() ? c.id : c.label;
    }
    const auto &entries = table.rows[std::size_t(x.rowIndex)].entries;
    const std::size_t cell = std::size_t(std::max(0, x.columnIndex));
    if (cell >= entries.size())
        return rollError(RollErrorCode::NoRows, table, x.rowLabel);
    x.entry = entries[cell];

    for (const NestedRoll &nested : x.entry.rollAgain) {
        if (depth + 1 > kMaxNestedDepth)
            return rollError(RollErrorCode::NestedTooDeep, table, nested.table);
        const Table *target = resolver ? resolver(nested.table) : nullptr;
        if (!target)
            return rollError(RollErrorCode::UnknownNestedTable, table, nested.table);
        RollRequest inner;
        inner.column.id = nested.column;
        inner.purpose = request.purpose;
        RollResult sub = rollAt(*target, inner, dice, resolver, depth + 1);
        if (!sub)
            return sub.error();
        x.nested.push_back(std::move(sub).value());
    }
    return x;
}

} // namespace

Result<int, RollError> columnIndexFor(const Table &table, const ColumnChoice &choice)
{
    if (table.columns.empty()) {
        if (!choice.id.isEmpty())
            return rollError(RollErrorCode::UnknownColumn, table, choice.id);
        return 0;
    }
    const int last = int(table.columns.size()) - 1;
    int index = -1;
    if (!choice.id.isEmpty()) {
        const auto it = std::find_if(table.columns.begin(), table.columns.end(),
                                     [&](const Column &c) { return c.id == choice.id; });
        if (it == table.columns.end())
            return rollError(RollErrorCode::UnknownColumn, table, choice.id);
        index = int(it - table.columns.begin());
    } else if (choice.value) {
        if (!table.columns.front().from || !table.columns.back().to)
            return rollError(RollErrorCode::ColumnNotByValue, table,
                             QString::number(*choice.value));
        if (*choice.value < *table.columns.front().from) {
            index = 0;
        } else if (*choice.value > *table.columns.back().to) {
            index = last;
        } else {
            const auto it =
                std::find_if(table.columns.begin(), table.columns.end(), [&](const Column &c) {
                    return c.from && c.to && *c.from <= *choice.value && *choice.value <= *c.to;
                });
            if (it == table.columns.end())
                return rollError(RollErrorCode::ColumnNotByValue, table,
                                 QString::number(*choice.value));
            index = int(it - table.columns.begin());
        }
    } else {
        return rollError(RollErrorCode::ColumnRequired, table);
    }
    return std::clamp(index + choice.shift, 0, last);
}

RollResult roll(const Table &table, const RollRequest &request, dice::Dice &dice,
                const TableResolver &resolver)
{
    return rollAt(table, request, dice, resolver, 0);
}

Result<LookupResult, RollError> lookup(const Table &table, const QString &key,
                                       const ColumnChoice &column)
{
    if (table.kind != TableKind::Lookup)
        return rollError(RollErrorCode::NotLookup, table);
    const auto it = std::find_if(table.rows.begin(), table.rows.end(),
                                 [&](const Row &r) { return r.key == key; });
    if (it == table.rows.end())
        return rollError(RollErrorCode::UnknownKey, table, key);
    const auto columnIndex = columnIndexFor(table, column);
    if (!columnIndex)
        return columnIndex.error();
    LookupResult result;
    result.rowIndex = int(it - table.rows.begin());
    const std::size_t cell = std::size_t(columnIndex.value());
    if (cell >= it->entries.size())
        return rollError(RollErrorCode::NoRows, table, key);
    result.entry = it->entries[cell];
    QString reading = rowLabel(table, result.rowIndex);
    if (!table.columns.empty()) {
        result.columnIndex = columnIndex.value();
        const Column &c = table.columns[cell];
        reading += QStringLiteral(" / ") + (c.label.isEmpty() ? c.id : c.label);
    }
    result.summary =
        QStringLiteral("%1: %2 → %3")
            .arg(titleWithSource(table.title, table.provenance), reading, result.entry.result);
    return result;
}

QString RollExplanation::summary() const
{
    QString rolled = diceText(roll);
    for (const AppliedModifier &m : modifiers)
        rolled += QStringLiteral(", %1 %2").arg(m.name, signedNumber(m.value));
    if (!modifiers.empty())
        rolled += QStringLiteral(" = %1").arg(total);
    if (clamped)
        //: appended to a roll summary: a total past the table end is read as this row (%1)
        rolled += QCoreApplication::translate("herald::decks::Table", ", read as %1").arg(rowLabel);
    if (!columnLabel.isEmpty())
        rolled +=
            //: appended to a roll summary: the column of the table that was read
            QCoreApplication::translate("herald::decks::Table", " in column %1").arg(columnLabel);
    QString line = QStringLiteral("%1: %2 → %3")
                       .arg(titleWithSource(tableTitle, provenance), rolled, entry.result);
    for (const RollExplanation &n : nested)
        //: joins a roll summary to the summary of the roll it led to on another table
        line += QCoreApplication::translate("herald::decks::Table", "; then ") + n.summary();
    return line;
}

QStringList RollExplanation::lines() const
{
    QStringList out;
    out << QCoreApplication::translate("herald::decks::Table", "Table: %1")
               .arg(titleWithSource(tableTitle, provenance));
    out << QCoreApplication::translate("herald::decks::Table", "Dice: %1").arg(diceText(roll));
    for (const AppliedModifier &m : modifiers)
        out << QCoreApplication::translate("herald::decks::Table", "Modifier %1: %2")
                   .arg(m.name, signedNumber(m.value));
    if (!modifiers.empty())
        out << QCoreApplication::translate("herald::decks::Table", "Total: %1").arg(total);
    if (clamped)
        out << QCoreApplication::translate("herald::decks::Table",
                                           "%1 is past the end of the table: read as %2")
                   .arg(total)
                   .arg(value);
    if (!columnLabel.isEmpty())
        out << QCoreApplication::translate("herald::decks::Table", "Column: %1").arg(columnLabel);
    out << QCoreApplication::translate("herald::decks::Table", "Row %1: %2")
               .arg(rowLabel, entry.result);
    if (!entry.effects.empty())
        out << QCoreApplication::translate("herald::decks::Table", "Effects: %1")
                   .arg(effectsText(entry.effects));
    for (const RollExplanation &n : nested) {
        out << QCoreApplication::translate("herald::decks::Table", "Roll again on %1:")
                   .arg(n.tableTitle);
        for (const QString &line : n.lines())
            out << QStringLiteral("  ") + line;
    }
    return out;
}

QString describe(const RollError &error)
{
    const QString table = QStringLiteral("'%1'").arg(error.tableId);
    switch (error.code) {
    case RollErrorCode::NotRollable:
        return QCoreApplication::translate("herald::decks::Table",
                                           "Table %1 is a lookup table; it is read, not rolled.")
            .arg(table);
    case RollErrorCode::NotLookup:
        return QCoreApplication::translate("herald::decks::Table",
                                           "Table %1 is rolled with dice, not looked up by key.")
            .arg(table);
    case RollErrorCode::NoRows:
        //: %2 is a total, or "any total"
        return QCoreApplication::translate("herald::decks::Table", "Table %1 has no row for %2.")
            .arg(table, error.detail.isEmpty()
                            ? QCoreApplication::translate("herald::decks::Table", "any total")
                            : error.detail);
    case RollErrorCode::ColumnRequired:
        return QCoreApplication::translate("herald::decks::Table",
                                           "Table %1 has several columns: say which one to read.")
            .arg(table);
    case RollErrorCode::UnknownColumn:
        return QCoreApplication::translate("herald::decks::Table", "Table %1 has no column '%2'.")
            .arg(table, error.detail);
    case RollErrorCode::ColumnNotByValue:
        return QCoreApplication::translate(
                   "herald::decks::Table",
                   "The columns of table %1 have no ranges of values, so %2 cannot pick "
                   "one; name the column.")
            .arg(table, error.detail);
    case RollErrorCode::UnknownKey:
        return QCoreApplication::translate("herald::decks::Table", "Table %1 has no row '%2'.")
            .arg(table, error.detail);
    case RollErrorCode::UnknownNestedTable:
        return QCoreApplication::translate(
                   "herald::decks::Table",
                   "Table %1 says to roll again on '%2', which does not exist.")
            .arg(table, error.detail);
    case RollErrorCode::NestedTooDeep:
        return QCoreApplication::translate(
                   "herald::decks::Table",
                   "Table %1 leads to more than %2 rolls in a row (last: '%3'); the "
                   "tables go round in a circle.")
            .arg(table, QString::number(kMaxNestedDepth), error.detail);
    case RollErrorCode::DiceEntryRejected:
        return QCoreApplication::translate("herald::decks::Table",
                                           "The roll on table %1 could not use a typed die: %2.")
            .arg(table, error.detail);
    }
    return {};
}

} // namespace herald::decks
