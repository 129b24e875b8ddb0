#pragma once

// A look into a campaign file beside herald-cli, for what its verbs do not print (a captive's
// captor) or a fixture row the rules have no verb for. Tests using it link Qt6::Sql.
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <QVariant>

/// Runs one statement on the campaign file; the first value of its first row, or an invalid
/// QVariant when it returns none (or failed).
inline QVariant campaignQuery(const QString &file, const QString &statement)
{
    QVariant result;
    {
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("fixture"));
        db.setDatabaseName(file);
        if (db.open()) {
            QSqlQuery q(db);
            if (q.exec(statement) && q.next())
                result = q.value(0);
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("fixture"));
    return result;
}
