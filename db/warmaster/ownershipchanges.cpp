#include "db/warmaster/ownershipchanges.h"

#include "db/session.h"

#include <QSqlQuery>

#include <map>

namespace herald::db {

namespace {

/// The position of area.owner_nation_id, asked of the table rather than assumed.
int ownerColumn(const QSqlDatabase &db)
{
    QSqlQuery q(db);
    q.exec(QStringLiteral("SELECT cid FROM pragma_table_info('area') "
                          "WHERE name = 'owner_nation_id'"));
    return q.next() ? q.value(0).toInt() : -1;
}

} // namespace

std::vector<OwnershipChange> ownershipChanges(const QSqlDatabase &db, int year, int month)
{
    std::vector<OwnershipChange> changes;
    const int column = ownerColumn(db);
    if (column < 0)
        return changes;
    // area row id -> (owner before the month's first change, owner after its last)
    std::map<qint64, std::pair<qint64, qint64>> owners;
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT changeset FROM history WHERE year = ? AND month = ? AND "
                             "undone = 0 AND changeset IS NOT NULL ORDER BY id"));
    q.addBindValue(year);
    q.addBindValue(month);
    if (!q.exec())
        return changes;
    while (q.next()) {
        for (const ColumnUpdate &u :
             columnUpdates(q.value(0).toByteArray(), QStringLiteral("area"), column)) {
            const auto [it, first] =
                owners.try_emplace(u.rowId, u.before.toLongLong(), u.after.toLongLong());
            if (!first)
                it->second.second = u.after.toLongLong();
        }
    }
    QSqlQuery hex(db);
    hex.prepare(QStringLiteral("SELECT hex FROM area WHERE id = ?"));
    for (const auto &[id, change] : owners) {
        if (change.first == change.second)
            continue;
        hex.bindValue(0, id);
        if (hex.exec() && hex.next())
            changes.push_back({hex.value(0).toString(), change.first, change.second});
    }
    return changes;
}

} // namespace herald::db
