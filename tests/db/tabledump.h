#pragma once

#include <QMap>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QStringList>

/// Every row of every table but the history, as text, table by table: two campaigns are in
/// the same state when their dumps are equal.
inline QMap<QString, QStringList> dumpTables(const QSqlDatabase &db)
{
    QMap<QString, QStringList> dump;
    QSqlQuery tables(db);
    tables.exec(
        QStringLiteral("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE "
                       "'sqlite_%' AND name <> 'history' ORDER BY name"));
    while (tables.next()) {
        const QString table = tables.value(0).toString();
        QSqlQuery rows(db);
        rows.exec(QStringLiteral("SELECT * FROM \"%1\" ORDER BY 1").arg(table));
        QStringList lines;
        while (rows.next()) {
            QStringList cells;
            for (int i = 0; i < rows.record().count(); ++i)
                cells << rows.value(i).toString();
            lines << cells.join(QLatin1Char('|'));
        }
        dump.insert(table, lines);
    }
    return dump;
}
