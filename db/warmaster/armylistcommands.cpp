#include "db/commandregistry.h"
#include "db/commands/arguments.h"
#include "db/warmaster/commandsupport.h"
#include "db/warmaster/warmastercommands.h"

#include "core/warmaster/createdrace.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>

namespace herald::db {

using namespace nations;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::ArmyListCommands)
};

} // namespace
using namespace herald::warmaster;

namespace {

/// Inserts or replaces one list; the JSON stored is the canonical form written by core.
bool storeList(const QSqlDatabase &db, const ArmyList &list, QSqlQuery &q)
{
    q = QSqlQuery(db);
    q.prepare(QStringLiteral(
        "INSERT INTO army_list (id, race, sample, created, json) VALUES (?, ?, ?, ?, ?) "
        "ON CONFLICT (id) DO UPDATE SET race = excluded.race, sample = excluded.sample, "
        "created = excluded.created, json = excluded.json"));
    return run(q, {list.id, list.race, list.sample ? 1 : 0, list.created ? 1 : 0,
                   QString::fromUtf8(armyListToJson(list))});
}

CommandOutcome importList(CommandContext &context)
{
    Arguments args(context.args);
    const auto text = args.text(QStringLiteral("text"));
    if (!args.ok())
        return CommandOutcome::badArguments(args.problem());
    const ArmyListParse parse = parseArmyList(text->toUtf8());
    if (!parse.ok())
        return CommandOutcome::refused(
            Tr::tr("The army list was not imported; nothing changed. Problems found:\n%1")
                .arg(parse.errorString()));
    const bool replacing = loadArmyList(context.db, parse.list->id).has_value();
    QSqlQuery q;
    if (!storeList(context.db, *parse.list, q))
        return CommandOutcome::storageFailed(q);
    const QString summary =
        replacing ? Tr::tr("Army list %1 (%2) replaced").arg(parse.list->race, parse.list->id)
                  : Tr::tr("Army list %1 (%2) imported").arg(parse.list->race, parse.list->id);
    return CommandOutcome::done(summary,
                                {{QStringLiteral("id"), parse.list->id},
                                 {QStringLiteral("units"), int(parse.list->units.size())}});
}

/// The shipped sample lists (resources/warmaster/armylists), copied into every new campaign.
CommandOutcome copySamples(CommandContext &context)
{
    const QDir dir(QStringLiteral(":/herald/warmaster/armylists"));
    QStringList copied;
    for (const QString &name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        QFile file(dir.filePath(name));
        if (!file.open(QIODevice::ReadOnly))
            return CommandOutcome::storageFailed(
                Tr::tr("The sample list %1 cannot be read.").arg(name));
        const ArmyListParse parse = parseArmyList(file.readAll());
        if (!parse.ok())
            return CommandOutcome::storageFailed(
                Tr::tr("The shipped sample list %1 is malformed: %2")
                    .arg(name, parse.errorString()));
        QSqlQuery q;
        if (!storeList(context.db, *parse.list, q))
            return CommandOutcome::storageFailed(q);
        copied << parse.list->race;
    }
    return CommandOutcome::done(
        Tr::tr("Sample army lists added: %1").arg(copied.join(QStringLiteral(", "))));
}

CommandOutcome removeList(CommandContext &context)
{
    Arguments args(context.args);
    const auto id = args.text(QStringLiteral("id"));
    if (!args.ok())
        return CommandOutcome::badArguments(args.problem());
    if (!loadArmyList(context.db, *id))
        return CommandOutcome::refused(Tr::tr("The campaign has no army list \"%1\".").arg(*id));
    QStringList users;
    for (const NationRecord &n : loadNations(context.db)) {
        if (n.armyListId == *id)
            users << n.name;
    }
    if (!users.isEmpty())
        return CommandOutcome::refused(
            Tr::tr("The army list %1 is the race of %2; give them another list first (§1.2).")
                .arg(*id, users.join(QStringLiteral(", "))));
    QSqlQuery q(context.db);
    q.prepare(QStringLiteral("SELECT COUNT(*) FROM lesser_race WHERE army_list_id = ?"));
    if (!run(q, {*id}))
        return CommandOutcome::storageFailed(q);
    if (q.next() && q.value(0).toInt() > 0)
        return CommandOutcome::refused(
            Tr::tr("The army list %1 is a lesser race of this campaign (§7.7.1); it stays.")
                .arg(*id));
    q.prepare(QStringLiteral("DELETE FROM army_list WHERE id = ?"));
    if (!run(q, {*id}))
        return CommandOutcome::storageFailed(q);
    return CommandOutcome::done(Tr::tr("Army list %1 removed").arg(*id));
}

std::optional<std::vector<CreatedRacePick>> picks(const QJsonObject &args, const QString &key,
                                                  QString *problem)
{
    std::vector<CreatedRacePick> result;
    const QJsonValue value = args.value(key);
    if (value.isUndefined())
        return result;
    if (!value.isArray()) {
        *problem = Tr::tr("\"%1\" must be a list of {list, entry} objects.").arg(key);
        return std::nullopt;
    }
    for (const QJsonValue &v : value.toArray()) {
        const QJsonObject o = v.toObject();
        const QString list = o.value(QStringLiteral("list")).toString();
        const QString entry = o.value(QStringLiteral("entry")).toString();
        if (list.isEmpty() || entry.isEmpty()) {
            *problem = Tr::tr("Each pick of \"%1\" needs a \"list\" and an \"entry\".").arg(key);
            return std::nullopt;
        }
        result.push_back({list, entry});
    }
    return result;
}

CommandOutcome createRace(CommandContext &context)
{
    Arguments args(context.args);
    const auto id = args.text(QStringLiteral("id"));
    const auto race = args.text(QStringLiteral("race"));
    if (!args.ok())
        return CommandOutcome::badArguments(args.problem());
    QString problem;
    const auto units = picks(context.args, QStringLiteral("units"), &problem);
    const auto characters = picks(context.args, QStringLiteral("characters"), &problem);
    const auto upgrades = picks(context.args, QStringLiteral("upgrades"), &problem);
    if (!units || !characters || !upgrades)
        return CommandOutcome::badArguments(problem);
    if (loadArmyList(context.db, *id))
        return CommandOutcome::refused(
            Tr::tr("The campaign already has an army list \"%1\".").arg(*id));
    std::vector<ArmyList> lists;
    for (const ArmyListRecord &record : loadArmyLists(context.db)) {
        if (auto parsed = parseArmyList(record.json).list)
            lists.push_back(std::move(*parsed));
    }
    const CreatedRace created = buildCreatedRace(*id, *race, *units, *characters, *upgrades, lists,
                                                 loadSettings(context.db).createdRaceRounding);
    if (!created.list) {
        QStringList reasons;
        for (const CreatedRaceIssue &issue : created.issues)
            reasons << describe(issue);
        return CommandOutcome::refused(Tr::tr("The created race %1 cannot be built:\n%2")
                                           .arg(*race, reasons.join(QLatin1Char('\n'))));
    }
    QSqlQuery q;
    if (!storeList(context.db, *created.list, q))
        return CommandOutcome::storageFailed(q);
    return CommandOutcome::done(
        Tr::tr("Created race %1 (%2) with %3 unit types")
            .arg(*race, *id, QString::number(created.list->units.size())),
        {{QStringLiteral("pricing"), QJsonArray::fromStringList(created.pricing)}});
}

} // namespace

void registerArmyListCommands(CommandRegistry &registry)
{
    registry.add({QStringLiteral("armylist.import"),
                  QStringLiteral("Import or replace an army list: {text} (herald-army-list JSON)"),
                  importList});
    registry.add({QStringLiteral("armylist.samples"),
                  QStringLiteral("Copy the shipped sample army lists into the campaign"),
                  copySamples, true});
    registry.add({QStringLiteral("armylist.remove"),
                  QStringLiteral("Remove an army list no nation uses: {id}"), removeList});
    registry.add({QStringLiteral("race.create"),
                  QStringLiteral("Create a race from 12 unit types of any lists: {id, race, units, "
                                 "characters, upgrades}"),
                  createRace});
}

} // namespace herald::db
