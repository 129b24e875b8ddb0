#include "db/sqlutil.h"

#include <QFileInfo>
#include <QUrl>

#include <QSqlDriver>
#include <QSqlQuery>
#include <QVariant>

namespace herald::db {

QStringList splitSqlScript(const QString &script)
{
    QStringList statements;
    QString current;
    for (const QString &rawLine : script.split(QLatin1Char('\n'))) {
        QString line = rawLine;
        if (const qsizetype comment = line.indexOf(QLatin1String("--")); comment >= 0)
            line.truncate(comment);
        if (line.trimmed().isEmpty())
            continue;
        current += line + QLatin1Char('\n');
        if (line.trimmed().endsWith(QLatin1Char(';'))) {
            statements << current.trimmed();
            current.clear();
        }
    }
    if (!current.trimmed().isEmpty())
        statements << current.trimmed();
    return statements;
}

int pragmaInt(const QSqlDatabase &db, const QString &pragma)
{
    QSqlQuery query(db);
    if (query.exec(QStringLiteral("PRAGMA ") + pragma) && query.next())
        return query.value(0).toInt();
    return 0;
}

sqlite3 *sqliteHandle(const QSqlDatabase &db)
{
    const QVariant handle = db.driver()->handle();
    if (!handle.isValid() || qstrcmp(handle.typeName(), "sqlite3*") != 0)
        return nullptr;
    return *static_cast<sqlite3 *const *>(handle.constData());
}

QString immutableUri(const QString &path)
{
    return QUrl::fromLocalFile(QFileInfo(path).absoluteFilePath()).toString(QUrl::FullyEncoded) +
           QStringLiteral("?immutable=1");
}

} // namespace herald::db
