#include "db/warmaster/factionsplit.h"

#include <QSqlQuery>

namespace herald::db {

using namespace herald::warmaster;

QStringList StoredSplit::members(int which) const
{
    QStringList armies;
    for (const QString &id : split.larger) {
        const auto it = faction.find(id);
        if (it != faction.end() && it->second == which)
            armies << id;
    }
    return armies;
}

std::optional<CommandOutcome> storeSplit(const QSqlDatabase &db, qint64 engagementId, int index,
                                         const FactionSplit &split)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("INSERT INTO faction_split (engagement_id, split, army_id, larger) "
                             "VALUES (?, ?, ?, ?)"));
    for (const auto &[armies, larger] :
         {std::pair{split.larger, 1}, std::pair{split.opponent, 0}}) {
        for (const QString &army : armies) {
            for (const QVariant &value :
                 QVariantList{engagementId, index, army.toLongLong(), larger})
                q.addBindValue(value);
            if (!q.exec())
                return CommandOutcome::storageFailed(q);
        }
    }
    return std::nullopt;
}

std::vector<StoredSplit> loadSplits(const QSqlDatabase &db, const MonthMap &month, int turn)
{
    std::vector<StoredSplit> splits;
    QSqlQuery q(db);
    q.prepare(QStringLiteral(
        "SELECT s.engagement_id, e.number, e.area, s.split, s.army_id, s.larger, s.faction FROM "
        "faction_split s JOIN engagement e ON e.id = s.engagement_id WHERE e.turn = ? ORDER BY "
        "e.number, s.split, s.army_id"));
    q.addBindValue(turn);
    q.exec();
    while (q.next()) {
        const qint64 engagement = q.value(0).toLongLong();
        const int index = q.value(3).toInt();
        if (splits.empty() || splits.back().engagementId != engagement ||
            splits.back().index != index) {
            StoredSplit s;
            s.engagementId = engagement;
            s.engagementNumber = q.value(1).toInt();
            s.index = index;
            const auto hex = map::Hex::fromXXYY(q.value(2).toString());
            s.split.area = hex ? month.map.areaAt(*hex).value_or(noIndex) : noIndex;
            splits.push_back(s);
        }
        StoredSplit &s = splits.back();
        const QString army = q.value(4).toString();
        (q.value(5).toBool() ? s.split.larger : s.split.opponent) << army;
        if (!q.value(6).isNull())
            s.faction[army] = q.value(6).toInt();
    }
    return splits;
}

std::optional<CommandOutcome> joinFaction(const QSqlDatabase &db, qint64 engagementId,
                                          const QString &armyId, int faction)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral(
        "UPDATE faction_split SET faction = ? WHERE engagement_id = ? AND army_id = ?"));
    q.addBindValue(faction);
    q.addBindValue(engagementId);
    q.addBindValue(armyId.toLongLong());
    if (!q.exec())
        return CommandOutcome::storageFailed(q);
    return std::nullopt;
}

} // namespace herald::db
