#include "db/warmaster/commandsupport.h"

#include <QCoreApplication>
#include <QSqlError>

namespace herald::db::nations {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::nations::CommandSupport)
};

} // namespace

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
                CommandOutcome::badArguments(Tr::tr("The argument \"nation\" is missing."))};
    const QString ref = value.isDouble() ? QString::number(value.toInteger()) : value.toString();
    if (auto nation = findNation(context.db, ref))
        return {nation, {}};
    return {std::nullopt, CommandOutcome::refused(
                              Tr::tr("There is no nation \"%1\" in this campaign.").arg(ref))};
}

} // namespace herald::db::nations
