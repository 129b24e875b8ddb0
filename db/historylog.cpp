#include "db/historylog.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlQuery>
#include <QVariant>

namespace herald::db {

namespace {

const QString Columns =
    QStringLiteral("SELECT id, command, args, dice, year, month, summary, "
                   "undone, changeset IS NOT NULL, recorded_utc, step, explanation "
                   "FROM history ");

HistoryEntry readEntry(const QSqlQuery &q)
{
    HistoryEntry e;
    e.id = q.value(0).toLongLong();
    e.command = q.value(1).toString();
    e.args = QJsonDocument::fromJson(q.value(2).toByteArray()).object();
    e.rolls = QJsonDocument::fromJson(q.value(3).toByteArray()).array();
    e.date = {q.value(4).toInt(), q.value(5).toInt(), q.value(10).toString()};
    e.summary = q.value(6).toString();
    e.undone = q.value(7).toBool();
    e.undoable = q.value(8).toBool();
    e.recordedUtc = q.value(9).toString();
    for (const QJsonValue &line : QJsonDocument::fromJson(q.value(11).toByteArray()).array())
        e.explanation << line.toString();
    return e;
}

std::optional<HistoryEntry> single(const QSqlDatabase &db, const QString &where)
{
    QSqlQuery q(db);
    if (q.exec(Columns + where) && q.next())
        return readEntry(q);
    return std::nullopt;
}

} // namespace

int HistoryLog::count() const
{
    QSqlQuery q(m_db);
    if (q.exec(QStringLiteral("SELECT count(*) FROM history")) && q.next())
        return q.value(0).toInt();
    return 0;
}

QList<HistoryEntry> HistoryLog::newestFirst(int offset, int limit) const
{
    QList<HistoryEntry> entries;
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    q.prepare(Columns + QStringLiteral("ORDER BY id DESC LIMIT ? OFFSET ?"));
    q.addBindValue(limit);
    q.addBindValue(offset);
    if (q.exec()) {
        while (q.next())
            entries.append(readEntry(q));
    }
    return entries;
}

QList<HistoryEntry> HistoryLog::newestWithDice(int limit) const
{
    QList<HistoryEntry> entries;
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    q.prepare(Columns +
              QStringLiteral("WHERE undone = 0 AND dice <> '[]' ORDER BY id DESC LIMIT ?"));
    q.addBindValue(limit);
    if (q.exec()) {
        while (q.next())
            entries.append(readEntry(q));
    }
    return entries;
}

std::optional<HistoryEntry> HistoryLog::nextUndo() const
{
    return single(m_db, QStringLiteral("WHERE undone = 0 ORDER BY id DESC LIMIT 1"));
}

std::optional<HistoryEntry> HistoryLog::nextRedo() const
{
    return single(m_db, QStringLiteral("WHERE undone = 1 ORDER BY id ASC LIMIT 1"));
}

std::optional<HistoryEntry> HistoryLog::entry(qint64 id) const
{
    return single(m_db, QStringLiteral("WHERE id = %1").arg(id));
}

} // namespace herald::db
