#include "db/warmaster/survivalreport.h"

#include <QJsonObject>
#include <QSqlQuery>

namespace herald::db {

QJsonArray survivalRolls(const QSqlDatabase &db, int turn, int number)
{
    QJsonArray rolls;
    QSqlQuery q(db);
    q.prepare(QStringLiteral(
        "SELECT s.side, n.name, s.line, s.stands, s.target, s.face, s.survives FROM "
        "battle_survival s JOIN pending_battle b ON b.id = s.battle_id JOIN nation n ON n.id = "
        "s.nation_id WHERE b.turn = ? AND b.number = ? ORDER BY s.position"));
    q.addBindValue(turn);
    q.addBindValue(number);
    if (!q.exec())
        return rolls;
    while (q.next())
        rolls.append(QJsonObject{
            {QStringLiteral("side"), q.value(0).toInt()},
            {QStringLiteral("nation"), q.value(1).toString()},
            {QStringLiteral("line"), q.value(2).toInt()},
            {QStringLiteral("stands"), q.value(3).toInt()},
            {QStringLiteral("target"), q.value(4).toInt()},
            {QStringLiteral("face"), q.value(5).isNull() ? QJsonValue() : q.value(5).toInt()},
            {QStringLiteral("survives"), q.value(6).toBool()}});
    return rolls;
}

} // namespace herald::db
