#include "db/warmaster/battlelog.h"
#include "db/warmaster/monthstore.h"

#include <QSqlQuery>

namespace herald::db {

std::vector<LoggedBattle> nationBattles(const QSqlDatabase &db, qint64 nationId, int year)
{
    std::vector<LoggedBattle> battles;
    QSqlQuery q(db);
    q.prepare(QStringLiteral(
        "SELECT b.id, b.turn, b.area || COALESCE(' ' || NULLIF(a.name, ''), '') FROM "
        "pending_battle b JOIN battle_result r ON r.battle_id = b.id LEFT JOIN area a ON a.hex = "
        "b.area WHERE b.turn BETWEEN ? AND ? AND (EXISTS (SELECT 1 FROM pending_battle_army pa "
        "JOIN army ar ON ar.id = pa.army_id WHERE pa.battle_id = b.id AND ar.nation_id = ?) OR "
        "EXISTS (SELECT 1 FROM battle_survival s WHERE s.battle_id = b.id AND s.nation_id = ?)) "
        "ORDER BY b.turn, b.number"));
    q.addBindValue(turnNumber(year, 1));
    q.addBindValue(turnNumber(year, 12));
    q.addBindValue(nationId);
    q.addBindValue(nationId);
    if (!q.exec())
        return battles;
    QSqlQuery lost(db);
    lost.prepare(QStringLiteral("SELECT line, COUNT(*) FROM battle_survival WHERE battle_id = ? "
                                "AND nation_id = ? AND survives = 0 GROUP BY line"));
    while (q.next()) {
        LoggedBattle battle{q.value(1).toInt(), q.value(2).toString(), {}};
        lost.addBindValue(q.value(0));
        lost.addBindValue(nationId);
        if (lost.exec()) {
            while (lost.next())
                battle.lostUnits[lost.value(0).toInt()] = lost.value(1).toInt();
        }
        battles.push_back(std::move(battle));
    }
    return battles;
}

std::vector<TerrainLoss> nationTerrainLosses(const QSqlDatabase &db, qint64 nationId, int year)
{
    std::vector<TerrainLoss> losses;
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT l.turn, l.line, SUM(l.units) FROM terrain_loss l JOIN army a "
                             "ON a.id = l.army_id WHERE a.nation_id = ? AND l.turn BETWEEN ? AND "
                             "? GROUP BY l.turn, l.line ORDER BY l.turn, l.line"));
    q.addBindValue(nationId);
    q.addBindValue(turnNumber(year, 1));
    q.addBindValue(turnNumber(year, 12));
    if (!q.exec())
        return losses;
    while (q.next())
        losses.push_back({q.value(0).toInt(), q.value(1).toInt(), q.value(2).toInt()});
    return losses;
}

} // namespace herald::db
