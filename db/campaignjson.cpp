#include "db/campaignjson.h"

#include "db/campaignfile.h"
#include "db/migrations.h"
#include "db/newfile.h"
#include "db/sqlutil.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>

#include <algorithm>
#include <map>

namespace herald::db {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::CampaignJson)
};

const QString FormatName = QStringLiteral("herald-campaign");

struct Column
{
    QString name;
    QString type; ///< INTEGER, TEXT, REAL or BLOB (declared affinity)
    bool notNull = false;
    bool hasDefault = false;
};

struct Table
{
    QString name;
    QList<Column> columns;
    /// The primary key's columns in key order: an export lists rows by them, since a redo
    /// (a changeset applied again) gives the rows of a table without an INTEGER PRIMARY KEY
    /// new rowids, and the same campaign must export the same bytes.
    QStringList key;
};

/// The tables that travel, in creation order (parents before children, as migrations make them).
QList<Table> domainTables(const QSqlDatabase &db)
{
    QList<Table> tables;
    QSqlQuery q(db);
    q.exec(QStringLiteral(
        "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' "
        "AND name <> 'history' ORDER BY rowid"));
    while (q.next()) {
        Table t{q.value(0).toString(), {}, {}};
        QSqlQuery info(db);
        info.exec(
            QStringLiteral("SELECT name, upper(type), \"notnull\", dflt_value IS NOT NULL, pk "
                           "FROM pragma_table_info('%1')")
                .arg(t.name));
        std::map<int, QString> key;
        while (info.next()) {
            // An INTEGER PRIMARY KEY is never NULL in practice but may be omitted (auto id).
            const bool rowid =
                info.value(4).toInt() > 0 && info.value(1).toString() == QLatin1String("INTEGER");
            t.columns.append({info.value(0).toString(), info.value(1).toString(),
                              info.value(2).toBool() && !rowid, info.value(3).toBool()});
            if (const int position = info.value(4).toInt(); position > 0)
                key[position] = QStringLiteral("\"%1\"").arg(info.value(0).toString());
        }
        for (const auto &[position, column] : key)
            t.key << column;
        if (t.key.isEmpty())
            t.key << QStringLiteral("rowid");
        tables.append(t);
    }
    return tables;
}

QJsonValue toJson(const QVariant &value, const QString &type)
{
    if (value.isNull())
        return QJsonValue::Null;
    if (type == QLatin1String("BLOB"))
        return QString::fromLatin1(value.toByteArray().toBase64());
    if (type == QLatin1String("INTEGER"))
        return value.toLongLong();
    if (type == QLatin1String("REAL"))
        return value.toDouble();
    return value.toString();
}

/// Checks one JSON value against a column; returns the problem, or empty.
QString checkValue(const QJsonValue &value, const Column &column)
{
    if (value.isNull())
        return column.notNull ? Tr::tr("may not be null") : QString();
    if (column.type == QLatin1String("INTEGER")) {
        if (!value.isDouble() || value.toDouble() != double(qint64(value.toDouble())))
            return Tr::tr("must be a whole number");
    } else if (column.type == QLatin1String("REAL")) {
        if (!value.isDouble())
            return Tr::tr("must be a number");
    } else if (!value.isString()) {
        return column.type == QLatin1String("BLOB") ? Tr::tr("must be base64 text")
                                                    : Tr::tr("must be text");
    }
    return {};
}

QVariant toSql(const QJsonValue &value, const Column &column)
{
    if (value.isNull())
        return QVariant();
    if (column.type == QLatin1String("BLOB"))
        return QByteArray::fromBase64(value.toString().toLatin1());
    if (column.type == QLatin1String("INTEGER"))
        return qint64(value.toDouble());
    if (column.type == QLatin1String("REAL"))
        return value.toDouble();
    return value.toString();
}

FileError malformed(const QString &where, const QString &problem)
{
    return {FileProblem::MalformedImport,
            Tr::tr("The import was refused; nothing was written. %1: %2").arg(where, problem)};
}

const QStringList HistoryFields = {QStringLiteral("command"), QStringLiteral("args"),
                                   QStringLiteral("dice"),    QStringLiteral("year"),
                                   QStringLiteral("month"),   QStringLiteral("summary"),
                                   QStringLiteral("recorded")};

/// Checks the shape of the document against the schema, before anything is written.
FileError checkDocument(const QJsonObject &doc, const QList<Table> &tables)
{
    if (doc.value(QStringLiteral("format")).toString() != FormatName)
        return malformed(
            QStringLiteral("format"),
            Tr::tr("expected \"%1\"; this is not a Herald campaign export").arg(FormatName));
    const QJsonValue version = doc.value(QStringLiteral("version"));
    if (!version.isDouble() || version.toInt() < 1)
        return malformed(QStringLiteral("version"), Tr::tr("must be a whole number from 1"));
    if (version.toInt() > CampaignJsonVersion)
        return malformed(
            QStringLiteral("version"),
            Tr::tr("format version %1 comes from a newer Herald; this one reads up to %2")
                .arg(version.toInt())
                .arg(CampaignJsonVersion));
    const QJsonValue tablesValue = doc.value(QStringLiteral("tables"));
    if (!tablesValue.isObject())
        return malformed(QStringLiteral("tables"), Tr::tr("must be an object of tables"));
    const QJsonObject data = tablesValue.toObject();
    for (auto it = data.begin(); it != data.end(); ++it) {
        const auto table = std::find_if(tables.cbegin(), tables.cend(),
                                        [&](const Table &t) { return t.name == it.key(); });
        const QString tablePath = QStringLiteral("tables.%1").arg(it.key());
        if (table == tables.cend())
            return malformed(tablePath, Tr::tr("there is no such table in a campaign"));
        if (!it.value().isArray())
            return malformed(tablePath, Tr::tr("must be an array of rows"));
        const QJsonArray rows = it.value().toArray();
        for (int i = 0; i < rows.size(); ++i) {
            const QString rowPath = QStringLiteral("%1[%2]").arg(tablePath).arg(i);
            if (!rows.at(i).isObject())
                return malformed(rowPath, Tr::tr("must be an object"));
            const QJsonObject row = rows.at(i).toObject();
            for (auto field = row.begin(); field != row.end(); ++field) {
                if (std::none_of(table->columns.cbegin(), table->columns.cend(),
                                 [&](const Column &c) { return c.name == field.key(); }))
                    return malformed(rowPath + QLatin1Char('.') + field.key(),
                                     Tr::tr("there is no such column"));
            }
            for (const Column &column : table->columns) {
                const QString path = rowPath + QLatin1Char('.') + column.name;
                if (!row.contains(column.name)) {
                    if (column.notNull && !column.hasDefault)
                        return malformed(path, Tr::tr("is missing"));
                    continue;
                }
                if (const QString problem = checkValue(row.value(column.name), column);
                    !problem.isEmpty())
                    return malformed(path, problem);
            }
        }
    }
    if (data.value(QStringLiteral("campaign")).toArray().size() != 1)
        return malformed(QStringLiteral("tables.campaign"),
                         Tr::tr("must hold exactly one campaign record"));
    if (doc.contains(QStringLiteral("history")) && !doc.value(QStringLiteral("history")).isArray())
        return malformed(QStringLiteral("history"), Tr::tr("must be an array of entries"));
    const QJsonArray history = doc.value(QStringLiteral("history")).toArray();
    for (int i = 0; i < history.size(); ++i) {
        const QJsonObject entry = history.at(i).toObject();
        const QString path = QStringLiteral("history[%1]").arg(i);
        if (!history.at(i).isObject())
            return malformed(path, Tr::tr("must be an object"));
        for (const QString &field : HistoryFields) {
            if (!entry.contains(field))
                return malformed(path + QLatin1Char('.') + field, Tr::tr("is missing"));
        }
        if (!entry.value(QStringLiteral("command")).isString() ||
            !entry.value(QStringLiteral("summary")).isString())
            return malformed(path, Tr::tr("needs \"command\" and \"summary\" text"));
        if (!entry.value(QStringLiteral("year")).isDouble() ||
            !entry.value(QStringLiteral("month")).isDouble())
            return malformed(path, Tr::tr("needs \"year\" and \"month\" numbers"));
        if (!entry.value(QStringLiteral("args")).isObject())
            return malformed(path + QStringLiteral(".args"), Tr::tr("must be an object"));
        if (!entry.value(QStringLiteral("dice")).isArray())
            return malformed(path + QStringLiteral(".dice"), Tr::tr("must be an array of rolls"));
        if (!entry.value(QStringLiteral("recorded")).isString())
            return malformed(path + QStringLiteral(".recorded"),
                             Tr::tr("must be the time it was recorded, as text"));
        const QJsonValue explanation = entry.value(QStringLiteral("explanation"));
        if (!explanation.isUndefined() &&
            (!explanation.isArray() ||
             std::any_of(explanation.toArray().cbegin(), explanation.toArray().cend(),
                         [](const QJsonValue &line) { return !line.isString(); })))
            return malformed(path + QStringLiteral(".explanation"),
                             Tr::tr("must be an array of lines of text"));
    }
    return {};
}

/// Which JSON row a failed foreign key points at: tables.X[i].
QString foreignKeyProblem(QSqlDatabase &db,
                          const std::map<QString, std::map<qint64, int>> &rowIndex)
{
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("PRAGMA foreign_key_check")) || !q.next())
        return {};
    const QString table = q.value(0).toString();
    const qint64 rowid = q.value(1).toLongLong();
    const QString parent = q.value(2).toString();
    int index = -1;
    if (auto t = rowIndex.find(table); t != rowIndex.end()) {
        if (auto r = t->second.find(rowid); r != t->second.end())
            index = r->second;
    }
    return QStringLiteral("tables.%1[%2]: ").arg(table).arg(index) +
           Tr::tr("refers to a row of \"%1\" that the file does not contain").arg(parent);
}

/// The document's tables as the current schema stores them. Exports made before schema 8 say
/// 'setup' for the campaign's phase, which schema 8 turned into the first set-up step
/// (db/migrations/0008_calendar.sql): the import follows the same rule.
QJsonObject upgradedTables(const QJsonObject &document)
{
    QJsonObject tables = document.value(QStringLiteral("tables")).toObject();
    QJsonArray campaign = tables.value(QStringLiteral("campaign")).toArray();
    QJsonObject record = campaign.at(0).toObject();
    if (record.value(QStringLiteral("phase")).toString() == QLatin1String("setup")) {
        record.insert(QStringLiteral("phase"), QStringLiteral("setupMap"));
        campaign.replace(0, record);
        tables.insert(QStringLiteral("campaign"), campaign);
    }
    return tables;
}

/// Writes the checked document into a fresh campaign, all in one transaction.
FileError fillCampaign(CampaignFile &file, const QJsonObject &document)
{
    QSqlDatabase db = file.database();
    const QList<Table> tables = domainTables(db);
    if (FileError checked = checkDocument(document, tables); !checked.ok())
        return checked;

    QSqlQuery q(db);
    q.exec(QStringLiteral("BEGIN"));
    q.exec(QStringLiteral("PRAGMA defer_foreign_keys = ON"));
    const QJsonObject data = upgradedTables(document);
    // A table the document holds replaces what the new file's schema scripts put in it
    // (the campaign record, defaults rows); children first.
    for (auto table = tables.crbegin(); table != tables.crend(); ++table) {
        if (data.contains(table->name))
            q.exec(QStringLiteral("DELETE FROM \"%1\"").arg(table->name));
    }
    std::map<QString, std::map<qint64, int>> rowIndex;
    for (const Table &table : tables) {
        const QJsonArray rows = data.value(table.name).toArray();
        for (int i = 0; i < rows.size(); ++i) {
            const QJsonObject row = rows.at(i).toObject();
            QStringList names, marks;
            QVariantList values;
            for (const Column &column : table.columns) {
                if (!row.contains(column.name))
                    continue;
                names << QStringLiteral("\"%1\"").arg(column.name);
                marks << QStringLiteral("?");
                values << toSql(row.value(column.name), column);
            }
            QSqlQuery insert(db);
            insert.prepare(
                QStringLiteral("INSERT INTO \"%1\" (%2) VALUES (%3)")
                    .arg(table.name, names.join(QLatin1Char(',')), marks.join(QLatin1Char(','))));
            for (const QVariant &v : values)
                insert.addBindValue(v);
            if (!insert.exec()) {
                q.exec(QStringLiteral("ROLLBACK"));
                return malformed(QStringLiteral("tables.%1[%2]").arg(table.name).arg(i),
                                 insert.lastError().databaseText());
            }
            rowIndex[table.name][insert.lastInsertId().toLongLong()] = i;
        }
    }
    if (const QString problem = foreignKeyProblem(db, rowIndex); !problem.isEmpty()) {
        q.exec(QStringLiteral("ROLLBACK"));
        return {FileProblem::MalformedImport,
                Tr::tr("The import was refused; nothing was written. %1").arg(problem)};
    }
    for (const QJsonValue &value : document.value(QStringLiteral("history")).toArray()) {
        const QJsonObject e = value.toObject();
        QSqlQuery insert(db);
        insert.prepare(QStringLiteral(
            "INSERT INTO history (command, args, dice, year, month, step, summary, explanation, "
            "changeset, recorded_utc) VALUES (?, ?, ?, ?, ?, COALESCE(?, ''), ?, ?, NULL, ?)"));
        insert.addBindValue(e.value(QStringLiteral("command")).toString());
        insert.addBindValue(
            QString::fromUtf8(QJsonDocument(e.value(QStringLiteral("args")).toObject())
                                  .toJson(QJsonDocument::Compact)));
        insert.addBindValue(
            QString::fromUtf8(QJsonDocument(e.value(QStringLiteral("dice")).toArray())
                                  .toJson(QJsonDocument::Compact)));
        insert.addBindValue(e.value(QStringLiteral("year")).toInt());
        insert.addBindValue(e.value(QStringLiteral("month")).toInt());
        // Exports made before schema 8 have no step: it stays empty, as for files upgraded.
        insert.addBindValue(e.value(QStringLiteral("step")).toString());
        insert.addBindValue(e.value(QStringLiteral("summary")).toString());
        // Optional: exports made before schema 12 have no explanation.
        insert.addBindValue(
            QString::fromUtf8(QJsonDocument(e.value(QStringLiteral("explanation")).toArray())
                                  .toJson(QJsonDocument::Compact)));
        insert.addBindValue(e.value(QStringLiteral("recorded")).toString());
        if (!insert.exec()) {
            q.exec(QStringLiteral("ROLLBACK"));
            return {FileProblem::Storage, insert.lastError().text()};
        }
    }
    if (!q.exec(QStringLiteral("COMMIT")))
        return {FileProblem::Storage, q.lastError().text()};
    return {};
}

} // namespace

QJsonObject exportCampaign(const CampaignFile &file, FileError *error)
{
    const QSqlDatabase db = file.database();
    // An export is a copy somebody will trust: it is made only from a file SQLite finds
    // whole, and any row that cannot be read fails it rather than leaving a gap.
    const auto failed = [&](const QString &why) {
        if (error)
            *error = {FileProblem::Corrupt,
                      Tr::tr("%1 could not be exported, and no export was written: %2")
                          .arg(file.path(), why)};
        return QJsonObject();
    };
    {
        QSqlQuery check(db);
        if (!check.exec(QStringLiteral("PRAGMA quick_check")) || !check.next())
            return failed(check.lastError().text());
        if (const QString verdict = check.value(0).toString(); verdict != QLatin1String("ok"))
            return failed(verdict);
    }
    QJsonObject tables;
    for (const Table &table : domainTables(db)) {
        QJsonArray rows;
        QSqlQuery q(db);
        q.setForwardOnly(true);
        if (!q.exec(QStringLiteral("SELECT * FROM \"%1\" ORDER BY %2")
                        .arg(table.name, table.key.join(QStringLiteral(", ")))))
            return failed(q.lastError().text());
        while (q.next()) {
            QJsonObject row;
            for (int i = 0; i < table.columns.size(); ++i)
                row.insert(table.columns[i].name,
                           toJson(q.value(table.columns[i].name), table.columns[i].type));
            rows.append(row);
        }
        if (q.lastError().isValid())
            return failed(q.lastError().text());
        tables.insert(table.name, rows);
    }
    QJsonArray history;
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral(
            "SELECT command, args, dice, year, month, summary, recorded_utc, step, explanation "
            "FROM history WHERE undone = 0 ORDER BY id")))
        return failed(q.lastError().text());
    while (q.next()) {
        history.append(QJsonObject{
            {QStringLiteral("command"), q.value(0).toString()},
            {QStringLiteral("args"), QJsonDocument::fromJson(q.value(1).toByteArray()).object()},
            {QStringLiteral("dice"), QJsonDocument::fromJson(q.value(2).toByteArray()).array()},
            {QStringLiteral("year"), q.value(3).toInt()},
            {QStringLiteral("month"), q.value(4).toInt()},
            {QStringLiteral("step"), q.value(7).toString()},
            {QStringLiteral("summary"), q.value(5).toString()},
            {QStringLiteral("explanation"),
             QJsonDocument::fromJson(q.value(8).toByteArray()).array()},
            {QStringLiteral("recorded"), q.value(6).toString()}});
    }
    if (q.lastError().isValid())
        return failed(q.lastError().text());
    if (error)
        *error = {};
    return {{QStringLiteral("format"), FormatName},
            {QStringLiteral("version"), CampaignJsonVersion},
            {QStringLiteral("schema"), pragmaInt(db, QStringLiteral("user_version"))},
            {QStringLiteral("exported"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate)},
            {QStringLiteral("tables"), tables},
            {QStringLiteral("history"), history}};
}

FileError importCampaign(const QByteArray &json, const QString &path)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return malformed(Tr::tr("at byte %1").arg(parseError.offset), parseError.errorString());
    if (!doc.isObject())
        return malformed(QStringLiteral("$"), Tr::tr("the document must be a JSON object"));

    // Built beside the target and named only when whole: a refused or killed import leaves
    // nothing at `path` (and nothing anywhere else).
    FileError error = buildNewFile(path, [&](const QString &scratch) {
        return CampaignFile::writeNew(scratch, {QStringLiteral("import")}, [&](CampaignFile &file) {
            return fillCampaign(file, doc.object());
        });
    });
    if (!error.ok() && error.problem != FileProblem::MalformedImport &&
        error.problem != FileProblem::AlreadyExists)
        error.message =
            Tr::tr("The import was refused; nothing was written. %1").arg(error.message);
    return error;
}

} // namespace herald::db
