#pragma once

#include "core/decks/result.h"
#include "core/decks/table.h"

#include <QByteArray>
#include <QString>

#include <vector>

namespace herald::decks {

/// Why CSV rows could not be imported: the 1-based line and the column named in the header.
struct CsvError
{
    int line = 0;   ///< 0 when the problem is not on one line
    QString column; ///< "to", "effects"; empty when the whole line is at fault
    QString message;

    /// "line 4, column 'to': expected a whole number, found 'x'".
    [[nodiscard]] QString errorString() const;
};

/// Reads the rows of a one-column roll table from CSV (RFC 4180 quoting, UTF-8). The first
/// line names the columns: from, to, result, and optionally effects ("key=value; key=value")
/// and rollAgain ("table; table:column"). An empty "to" means the same as "from".
[[nodiscard]] Result<std::vector<Row>, CsvError> rowsFromCsv(const QByteArray &bytes);

/// Gives `table` the rows read from CSV and validates it (validateTable); a problem in a
/// row is reported at that row's line. The table passed in is not changed.
[[nodiscard]] Result<Table, CsvError> importCsvRows(const Table &table, const QByteArray &bytes);

/// Writes the rows of a one-column roll table as CSV, readable by rowsFromCsv. Tables with
/// columns or lookup tables are refused: their cells do not fit from,to,result.
[[nodiscard]] Result<QByteArray, CsvError> rowsToCsv(const Table &table);

} // namespace herald::decks
