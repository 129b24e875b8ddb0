#include "core/decks/csv.h"

#include <QCoreApplication>
#include <QHash>
#include <QStringList>

#include <algorithm>

namespace herald::decks {

QString CsvError::errorString() const
{
    QString where;
    if (line > 0)
        //: where a CSV problem is: line number
        where = QCoreApplication::translate("herald::decks::Csv", "line %1").arg(line);
    if (!column.isEmpty())
        where += (where.isEmpty() ? QString() : QStringLiteral(", ")) +
                 //: where a CSV problem is: a column name of the CSV file
                 QCoreApplication::translate("herald::decks::Csv", "column '%1'").arg(column);
    return where.isEmpty() ? message : QStringLiteral("%1: %2").arg(where, message);
}

namespace {

struct Record
{
    int line = 0;
    QStringList fields;
};

/// Splits CSV text into records, keeping the line each record starts on.
Result<std::vector<Record>, CsvError> splitRecords(const QString &text)
{
    std::vector<Record> records;
    Record current;
    QString field;
    bool quoted = false;
    bool fieldWasQuoted = false;
    int line = 1;
    current.line = 1;
    const auto endField = [&] {
        current.fields << (fieldWasQuoted ? field : field.trimmed());
        field.clear();
        fieldWasQuoted = false;
    };
    const auto endRecord = [&] {
        endField();
        const bool blank = current.fields.size() == 1 && current.fields.first().isEmpty();
        if (!blank)
            records.push_back(current);
        current = Record{line, {}};
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (quoted) {
            if (c == QLatin1Char('"') && i + 1 < text.size() && text[i + 1] == QLatin1Char('"')) {
                field += c;
                ++i;
            } else if (c == QLatin1Char('"')) {
                quoted = false;
            } else {
                if (c == QLatin1Char('\n'))
                    ++line;
                field += c;
            }
        } else if (c == QLatin1Char('"') && field.trimmed().isEmpty()) {
            quoted = true;
            fieldWasQuoted = true;
            field.clear();
        } else if (c == QLatin1Char(',')) {
            endField();
        } else if (c == QLatin1Char('\n')) {
            ++line;
            endRecord();
        } else if (c != QLatin1Char('\r')) {
            field += c;
        }
    }
    if (quoted)
        return CsvError{
            current.line,
            {},
            QCoreApplication::translate("herald::decks::Csv", "a quoted field is never closed")};
    endRecord();
    return records;
}

Result<Fields, QString> parseEffects(const QString &text)
{
    Fields effects;
    for (const QString &part : text.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        if (part.trimmed().isEmpty())
            continue;
        const qsizetype eq = part.indexOf(QLatin1Char('='));
        const QString key = part.left(eq).trimmed();
        if (eq < 0 || key.isEmpty())
            return QCoreApplication::translate("herald::decks::Csv", "'%1' is not key=value")
                .arg(part.trimmed());
        if (std::any_of(effects.begin(), effects.end(),
                        [&](const auto &kv) { return kv.first == key; }))
            return QCoreApplication::translate("herald::decks::Csv", "the key '%1' appears twice")
                .arg(key);
        effects.emplace_back(key, part.mid(eq + 1).trimmed());
    }
    return effects;
}

std::vector<NestedRoll> parseRollAgain(const QString &text)
{
    std::vector<NestedRoll> out;
    for (const QString &part : text.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        const QString ref = part.trimmed();
        if (ref.isEmpty())
            continue;
        const qsizetype colon = ref.indexOf(QLatin1Char(':'));
        if (colon < 0)
            out.push_back({ref, {}});
        else
            out.push_back({ref.left(colon).trimmed(), ref.mid(colon + 1).trimmed()});
    }
    return out;
}

const QStringList kColumns{QStringLiteral("from"), QStringLiteral("to"), QStringLiteral("result"),
                           QStringLiteral("effects"), QStringLiteral("rollAgain")};

/// The CSV line each row came from, to place validation problems.
struct ParsedRows
{
    std::vector<Row> rows;
    std::vector<int> lines;
};

Result<ParsedRows, CsvError> parseRows(const QByteArray &bytes)
{
    QString text = QString::fromUtf8(bytes);
    if (text.startsWith(QChar(0xFEFF)))
        text.remove(0, 1);
    auto split = splitRecords(text);
    if (!split)
        return split.error();
    const std::vector<Record> &records = split.value();
    if (records.empty())
        return CsvError{
            0,
            {},
            //: from, to, result, effects and rollAgain are CSV column names: keep them in English
            QCoreApplication::translate("herald::decks::Csv",
                                        "the file is empty; the first line must name the columns "
                                        "from,to,result[,effects][,rollAgain]")};
    QHash<QString, int> at;
    const Record &header = records.front();
    for (int i = 0; i < header.fields.size(); ++i) {
        const auto known = std::find_if(kColumns.begin(), kColumns.end(), [&](const QString &name) {
            return name.compare(header.fields[i], Qt::CaseInsensitive) == 0;
        });
        if (known == kColumns.end())
            return CsvError{header.line, header.fields[i],
                            QCoreApplication::translate(
                                "herald::decks::Csv",
                                "unknown column (expected from, to, result, effects, rollAgain)")};
        if (at.contains(*known))
            return CsvError{
                header.line, *known,
                QCoreApplication::translate("herald::decks::Csv", "the column appears twice")};
        at.insert(*known, i);
    }
    for (const QString &required :
         {QStringLiteral("from"), QStringLiteral("to"), QStringLiteral("result")}) {
        if (!at.contains(required))
            return CsvError{
                header.line, required,
                QCoreApplication::translate("herald::decks::Csv", "this column is required")};
    }
    ParsedRows parsed;
    for (std::size_t r = 1; r < records.size(); ++r) {
        const Record &rec = records[r];
        if (rec.fields.size() != header.fields.size())
            return CsvError{
                rec.line,
                {},
                QCoreApplication::translate("herald::decks::Csv", "expected %1 fields, found %2")
                    .arg(header.fields.size())
                    .arg(rec.fields.size())};
        const auto cell = [&](const QString &name) {
            return at.contains(name) ? rec.fields[at[name]] : QString();
        };
        Row row;
        bool ok = false;
        row.from = cell(QStringLiteral("from")).toInt(&ok);
        if (!ok)
            return CsvError{rec.line, QStringLiteral("from"),
                            QCoreApplication::translate("herald::decks::Csv",
                                                        "expected a whole number, found '%1'")
                                .arg(cell(QStringLiteral("from")))};
        const QString to = cell(QStringLiteral("to"));
        row.to = to.isEmpty() ? row.from : to.toInt(&ok);
        if (!ok)
            return CsvError{rec.line, QStringLiteral("to"),
                            QCoreApplication::translate("herald::decks::Csv",
                                                        "expected a whole number, found '%1'")
                                .arg(to)};
        Entry entry;
        entry.result = cell(QStringLiteral("result"));
        const auto effects = parseEffects(cell(QStringLiteral("effects")));
        if (!effects)
            return CsvError{rec.line, QStringLiteral("effects"), effects.error()};
        entry.effects = effects.value();
        entry.rollAgain = parseRollAgain(cell(QStringLiteral("rollAgain")));
        row.entries.push_back(std::move(entry));
        parsed.rows.push_back(std::move(row));
        parsed.lines.push_back(rec.line);
    }
    return parsed;
}

QString csvField(const QString &value)
{
    const bool quote = value.contains(QLatin1Char(',')) || value.contains(QLatin1Char('"')) ||
                       value.contains(QLatin1Char('\n')) || value != value.trimmed();
    if (!quote)
        return value;
    QString escaped = value;
    escaped.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QStringLiteral("\"%1\"").arg(escaped);
}

CsvError notOneColumn(const Table &table)
{
    return CsvError{0,
                    {},
                    QCoreApplication::translate(
                        "herald::decks::Csv",
                        "table '%1' does not fit from,to,result: only one-column roll tables "
                        "are exchanged as CSV")
                        .arg(table.id)};
}

} // namespace

Result<std::vector<Row>, CsvError> rowsFromCsv(const QByteArray &bytes)
{
    auto parsed = parseRows(bytes);
    if (!parsed)
        return parsed.error();
    return std::move(parsed).value().rows;
}

Result<Table, CsvError> importCsvRows(const Table &table, const QByteArray &bytes)
{
    if (table.kind != TableKind::Roll || !table.columns.empty())
        return notOneColumn(table);
    auto parsed = parseRows(bytes);
    if (!parsed)
        return parsed.error();
    Table result = table;
    result.rows = parsed.value().rows;
    const std::vector<TableIssue> issues = validateTable(result);
    if (issues.empty())
        return result;
    const TableIssue &first = issues.front();
    const int line = first.row >= 0 ? parsed.value().lines[std::size_t(first.row)] : 0;
    QString column;
    const qsizetype dot = first.path.lastIndexOf(QLatin1Char('.'));
    if (first.row >= 0 && dot > 0 && !first.path.endsWith(QLatin1Char(']')))
        column = first.path.mid(dot + 1);
    return CsvError{line, column, describe(first)};
}

Result<QByteArray, CsvError> rowsToCsv(const Table &table)
{
    if (table.kind != TableKind::Roll || !table.columns.empty())
        return notOneColumn(table);
    const bool nested = std::any_of(table.rows.begin(), table.rows.end(), [](const Row &r) {
        return !r.entries.empty() && !r.entries.front().rollAgain.empty();
    });
    QString out = QStringLiteral("from,to,result,effects");
    if (nested)
        out += QStringLiteral(",rollAgain");
    out += QLatin1Char('\n');
    for (const Row &row : table.rows) {
        const Entry entry = row.entries.empty() ? Entry{} : row.entries.front();
        QStringList effects;
        for (const auto &[key, value] : entry.effects)
            effects << QStringLiteral("%1=%2").arg(key, value);
        QStringList fields{QString::number(row.from), QString::number(row.to),
                           csvField(entry.result), csvField(effects.join(QStringLiteral("; ")))};
        if (nested) {
            QStringList again;
            for (const NestedRoll &n : entry.rollAgain)
                again << (n.column.isEmpty() ? n.table : n.table + QLatin1Char(':') + n.column);
            fields << csvField(again.join(QStringLiteral("; ")));
        }
        out += fields.join(QLatin1Char(',')) + QLatin1Char('\n');
    }
    return out.toUtf8();
}

} // namespace herald::decks
