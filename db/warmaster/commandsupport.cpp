#include "db/warmaster/commandsupport.h"

#include <QCoreApplication>
#include <QSqlError>

namespace herald::db::nations {

QString tr(const char *text)
{
    return QCoreApplication::translate("herald::db::NationCommands", text);
}

CommandOutcome storageFailure(const QSqlQuery &query)
{
    return {CommandStatus::StorageFailed, query.lastError().text(), {}, {}};
}

bool run(QSqlQuery &query, const QVariantList &values)
{
    for (const QVariant &value : values)
        query.addBindValue(value);
    return query.exec();
}

NationArgument nationArgument(const CommandContext &context)
{
    const QJsonValue value = context.args.value(QStringLiteral("nation"));
    if (value.isUndefined())
        return {std::nullopt,
                CommandOutcome::badArguments(tr("The argument \"nation\" is missing."))};
    const QString ref = value.isDouble() ? QString::number(value.toInteger()) : value.toString();
    if (auto nation = findNation(context.db, ref))
        return {nation, {}};
    return {std::nullopt,
            CommandOutcome::refused(tr("There is no nation \"%1\" in this campaign.").arg(ref))};
}

} // namespace herald::db::nations
