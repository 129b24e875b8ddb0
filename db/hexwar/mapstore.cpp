#include "db/hexwar/mapstore.h"

#include "core/hexwar/mapformat.h"
#include "core/hexwar/mapwriter.h"

#include <QJsonDocument>

namespace herald::db::hexwar {

QStringList hexMapNames(const QSqlDatabase &db)
{
    QStringList names;
    QSqlQuery q(db);
    q.exec(QStringLiteral("SELECT name FROM hexmap ORDER BY id"));
    while (q.next())
        names << q.value(0).toString();
    return names;
}

std::optional<StoredHexMap> hexMap(const QSqlDatabase &db, const QString &name)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral(
        "SELECT id, name, map, underlay, underlay_opacity FROM hexmap WHERE name = ?"));
    q.addBindValue(name);
    if (!q.exec() || !q.next())
        return std::nullopt;
    auto parsed = herald::hexwar::parseHexwarMap(q.value(2).toString().toUtf8());
    if (!parsed.ok())
        return std::nullopt;
    return StoredHexMap{q.value(0).toLongLong(), q.value(1).toString(), std::move(*parsed.map),
                        Underlay{q.value(3).toByteArray(), q.value(4).toDouble()}};
}

bool writeHexMap(StoredHexMap &stored, QSqlQuery &q)
{
    const QString text = QString::fromUtf8(
        QJsonDocument(herald::hexwar::hexwarMapToJson(stored.map)).toJson(QJsonDocument::Compact));
    if (stored.id == 0) {
        q.prepare(QStringLiteral("INSERT INTO hexmap (name, map) VALUES (?, ?)"));
        q.addBindValue(stored.name);
        q.addBindValue(text);
        if (!q.exec())
            return false;
        stored.id = q.lastInsertId().toLongLong();
        return true;
    }
    q.prepare(QStringLiteral("UPDATE hexmap SET map = ? WHERE id = ?"));
    q.addBindValue(text);
    q.addBindValue(stored.id);
    return q.exec();
}

} // namespace herald::db::hexwar
