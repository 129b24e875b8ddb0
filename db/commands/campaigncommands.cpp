#include "db/commands/campaigncommands.h"

#include "core/warmaster/campaignsettings.h"
#include "db/commandregistry.h"
#include "db/commands/arguments.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonValue>
#include <QSqlError>
#include <QSqlQuery>

namespace herald::db {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::CampaignCommands)
};

CommandOutcome rename(CommandContext &context)
{
    Arguments args(context.args);
    const auto name = args.text(QStringLiteral("name"));
    if (!args.ok())
        return CommandOutcome::badArguments(args.problem());
    const QString trimmed = name->trimmed();
    if (trimmed.isEmpty())
        return CommandOutcome::badArguments(Tr::tr("A campaign needs a name."));
    QSqlQuery q(context.db);
    q.prepare(QStringLiteral("UPDATE campaign SET name = ? WHERE id = 1"));
    q.addBindValue(trimmed);
    if (!q.exec())
        return CommandOutcome::storageFailed(q);
    return CommandOutcome::done(Tr::tr("Campaign renamed to \"%1\"").arg(trimmed));
}

/// {key, value}: one §11.S setting. The value is checked against the setting's type, range or
/// choices and stored in its canonical form; an unknown key or a bad value changes nothing.
CommandOutcome setSetting(CommandContext &context)
{
    Arguments args(context.args);
    const auto key = args.text(QStringLiteral("key"));
    if (!args.ok())
        return CommandOutcome::badArguments(args.problem());
    const QJsonValue value = context.args.value(QStringLiteral("value"));
    if (value.isUndefined())
        return CommandOutcome::badArguments(Tr::tr("The argument \"value\" is missing."));
    const warmaster::SettingCheck check = warmaster::checkSetting(*key, value);
    if (!check.ok())
        return CommandOutcome::refused(warmaster::describe(*check.problem));
    const QByteArray json = QJsonDocument(QJsonArray{check.value}).toJson(QJsonDocument::Compact);
    // Stored without the wrapping array: a JSON scalar as text.
    const QString text = QString::fromUtf8(json.mid(1, json.size() - 2));
    QSqlQuery q(context.db);
    q.prepare(QStringLiteral("INSERT INTO setting (key, value) VALUES (?, ?) "
                             "ON CONFLICT (key) DO UPDATE SET value = excluded.value"));
    q.addBindValue(*key);
    q.addBindValue(text);
    if (!q.exec())
        return CommandOutcome::storageFailed(q);
    return CommandOutcome::done(
        Tr::tr("Setting %1 set to %2").arg(*key, text),
        {{QStringLiteral("key"), *key}, {QStringLiteral("value"), check.value}});
}

} // namespace

void registerCampaignCommands(CommandRegistry &registry)
{
    registry.add(
        {QStringLiteral("campaign.rename"), QStringLiteral("Rename the campaign: {name}"), rename});
    registry.add({QStringLiteral("campaign.setting"),
                  QStringLiteral("Set one campaign setting of §11.S: {key, value}"), setSetting});
}

} // namespace herald::db
