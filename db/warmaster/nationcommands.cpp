#include "db/commandregistry.h"
#include "db/commands/arguments.h"
#include "db/warmaster/commandsupport.h"
#include "db/warmaster/warmastercommands.h"

#include "core/map/hex.h"

#include <QCoreApplication>
#include <QJsonValue>
#include <QRegularExpression>
#include <QSqlError>

namespace herald::db {

using namespace nations;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::NationCommands)
};

} // namespace

namespace {

bool isColour(const QString &text)
{
    static const QRegularExpression hex(QStringLiteral("^#[0-9a-fA-F]{6}$"));
    return hex.match(text).hasMatch();
}

/// Inserts a player; false when the database refused (the query tells why).
bool insertPlayer(QSqlQuery &q, const QString &name, const QString &colour)
{
    q.prepare(QStringLiteral("INSERT INTO player (name, colour) VALUES (?, COALESCE(?, ''))"));
    return run(q, {name, colour});
}

CommandOutcome addPlayer(CommandContext &context)
{
    Arguments args(context.args);
    const auto name = args.text(QStringLiteral("name"));
    const auto colour = args.text(QStringLiteral("colour"), false);
    if (!args.ok())
        return CommandOutcome::badArguments(args.problem());
    const QString trimmed = name->trimmed();
    if (trimmed.isEmpty())
        return CommandOutcome::badArguments(Tr::tr("A player needs a name."));
    if (findPlayer(context.db, trimmed))
        return CommandOutcome::refused(
            Tr::tr("There is already a player called \"%1\".").arg(trimmed));
    QSqlQuery q(context.db);
    if (!insertPlayer(q, trimmed, colour.value_or(QString())))
        return CommandOutcome::storageFailed(q);
    return CommandOutcome::done(Tr::tr("Player %1 joins the campaign").arg(trimmed),
                                {{QStringLiteral("id"), q.lastInsertId().toLongLong()}});
}

CommandOutcome removePlayer(CommandContext &context)
{
    Arguments args(context.args);
    const auto ref = args.text(QStringLiteral("player"));
    if (!args.ok())
        return CommandOutcome::badArguments(args.problem());
    const auto player = findPlayer(context.db, *ref);
    if (!player)
        return CommandOutcome::refused(Tr::tr("There is no player \"%1\".").arg(*ref));
    QStringList ruled;
    for (const NationRecord &n : loadNations(context.db)) {
        if (n.playerId == player->id)
            ruled << n.name;
    }
    if (!ruled.isEmpty())
        return CommandOutcome::refused(
            Tr::tr("%1 still runs %2; give the nation another player first (§1.2).")
                .arg(player->name, ruled.join(QStringLiteral(", "))));
    QSqlQuery q(context.db);
    q.prepare(QStringLiteral("DELETE FROM player WHERE id = ?"));
    if (!run(q, {player->id}))
        return CommandOutcome::storageFailed(q);
    return CommandOutcome::done(Tr::tr("Player %1 leaves the campaign").arg(player->name));
}

/// The nation fields a command may set, checked; fills `columns`/`values` for the SQL.
struct NationFields
{
    QStringList columns;
    QVariantList values;
    QString problem;
    bool refused = false; ///< the problem is a rules or reference refusal, not a typo
    /// A player's name the campaign does not know yet: the command adds the player, so the
    /// nation and its new player are refused together and undone in one step.
    QString newPlayer;
};

NationFields readNationFields(const CommandContext &context)
{
    NationFields f;
    const QJsonObject &a = context.args;
    auto fail = [&f](const QString &message, bool refused) {
        if (f.problem.isEmpty()) {
            f.problem = message;
            f.refused = refused;
        }
    };
    if (a.contains(QStringLiteral("name"))) {
        const QString name = a.value(QStringLiteral("name")).toString().trimmed();
        if (name.isEmpty())
            fail(Tr::tr("A nation needs a name."), false);
        f.columns << QStringLiteral("name");
        f.values << name;
    }
    if (a.contains(QStringLiteral("colour"))) {
        const QString colour = a.value(QStringLiteral("colour")).toString();
        if (!isColour(colour))
            fail(Tr::tr("The colour \"%1\" is not of the form #rrggbb.").arg(colour), false);
        f.columns << QStringLiteral("colour");
        f.values << colour.toLower();
    }
    if (a.contains(QStringLiteral("player"))) {
        const QString ref = a.value(QStringLiteral("player")).toString().trimmed();
        QVariant id(QMetaType::fromType<qint64>()); // NULL: no player (yet)
        if (!ref.isEmpty()) {
            if (const auto player = findPlayer(context.db, ref))
                id = player->id;
            else
                f.newPlayer = ref;
        }
        f.columns << QStringLiteral("player_id");
        f.values << id;
    }
    if (a.contains(QStringLiteral("armyList"))) {
        const QString list = a.value(QStringLiteral("armyList")).toString();
        QVariant id(QMetaType::fromType<QString>());
        if (!list.isEmpty()) {
            if (loadArmyList(context.db, list))
                id = list;
            else
                fail(Tr::tr("The campaign has no army list \"%1\" (§1.2): import it or create the "
                            "race first.")
                         .arg(list),
                     true);
        }
        f.columns << QStringLiteral("army_list_id");
        f.values << id;
    }
    if (a.contains(QStringLiteral("capital"))) {
        const QString capital = a.value(QStringLiteral("capital")).toString();
        QVariant id(QMetaType::fromType<QString>());
        if (!capital.isEmpty()) {
            if (map::Hex::fromXXYY(capital))
                id = capital;
            else
                fail(Tr::tr("The capital \"%1\" is not an area number of the form XXYY.")
                         .arg(capital),
                     false);
        }
        f.columns << QStringLiteral("capital");
        f.values << id;
    }
    if (a.contains(QStringLiteral("npp"))) {
        f.columns << QStringLiteral("npp");
        f.values << (a.value(QStringLiteral("npp")).toBool() ? 1 : 0);
    }
    return f;
}

CommandOutcome fieldsProblem(const NationFields &f)
{
    return f.refused ? CommandOutcome::refused(f.problem) : CommandOutcome::badArguments(f.problem);
}

/// Adds the new player the fields name, if any, and points the nation at it; call it once every
/// check has passed. False when the database refused, with the query telling why.
bool addNewPlayer(QSqlQuery &q, NationFields &f)
{
    if (f.newPlayer.isEmpty())
        return true;
    if (!insertPlayer(q, f.newPlayer, QString()))
        return false;
    f.values[f.columns.indexOf(QStringLiteral("player_id"))] = q.lastInsertId().toLongLong();
    return true;
}

/// The command's history line, saying so when it added a player.
QString withNewPlayer(const QString &summary, const NationFields &f)
{
    if (f.newPlayer.isEmpty())
        return summary;
    //: a nation's history line, then the player the same command added
    return Tr::tr("%1; player %2 joins the campaign").arg(summary, f.newPlayer);
}

CommandOutcome addNation(CommandContext &context)
{
    Arguments args(context.args);
    const auto name = args.text(QStringLiteral("name"));
    args.text(QStringLiteral("colour"));
    if (!args.ok())
        return CommandOutcome::badArguments(args.problem());
    NationFields f = readNationFields(context);
    if (!f.problem.isEmpty())
        return fieldsProblem(f);
    if (findNation(context.db, name->trimmed()))
        return CommandOutcome::refused(
            Tr::tr("There is already a nation called \"%1\".").arg(name->trimmed()));
    QSqlQuery q(context.db);
    if (!addNewPlayer(q, f))
        return CommandOutcome::storageFailed(q);
    QStringList marks;
    for (int i = 0; i < f.columns.size(); ++i)
        marks << QStringLiteral("?");
    q.prepare(QStringLiteral("INSERT INTO nation (%1) VALUES (%2)")
                  .arg(f.columns.join(QLatin1Char(',')), marks.join(QLatin1Char(','))));
    if (!run(q, f.values))
        return CommandOutcome::storageFailed(q);
    const qint64 id = q.lastInsertId().toLongLong();
    const auto nation = findNation(context.db, QString::number(id));
    return CommandOutcome::done(
        withNewPlayer(nation->race.isEmpty()
                          ? Tr::tr("Nation %1 founded").arg(nation->name)
                          : Tr::tr("Nation %1 founded (%2)").arg(nation->name, nation->race),
                      f),
        {{QStringLiteral("id"), id}});
}

CommandOutcome editNation(CommandContext &context)
{
    const NationArgument target = nationArgument(context);
    if (!target.nation)
        return target.refusal;
    QJsonObject fieldsOnly = context.args;
    fieldsOnly.remove(QStringLiteral("nation"));
    if (fieldsOnly.isEmpty())
        return CommandOutcome::badArguments(
            Tr::tr("Say what to change: name, colour, player, armyList, capital or npp."));
    CommandContext fieldContext{context.db, context.dice, context.date, fieldsOnly};
    NationFields f = readNationFields(fieldContext);
    if (!f.problem.isEmpty())
        return fieldsProblem(f);
    if (fieldsOnly.contains(QStringLiteral("name"))) {
        const auto other = findNation(
            context.db, f.values.at(f.columns.indexOf(QStringLiteral("name"))).toString());
        if (other && other->id != target.nation->id)
            return CommandOutcome::refused(
                Tr::tr("There is already a nation called \"%1\".").arg(other->name));
    }
    QSqlQuery q(context.db);
    if (!addNewPlayer(q, f))
        return CommandOutcome::storageFailed(q);
    QStringList sets;
    for (const QString &column : f.columns)
        sets << column + QStringLiteral(" = ?");
    q.prepare(QStringLiteral("UPDATE nation SET %1 WHERE id = ?").arg(sets.join(QLatin1Char(','))));
    QVariantList values = f.values;
    values << target.nation->id;
    if (!run(q, values))
        return CommandOutcome::storageFailed(q);
    return CommandOutcome::done(
        withNewPlayer(Tr::tr("Nation %1: %2 changed")
                          .arg(target.nation->name, fieldsOnly.keys().join(QStringLiteral(", "))),
                      f));
}

CommandOutcome removeNation(CommandContext &context)
{
    const NationArgument target = nationArgument(context);
    if (!target.nation)
        return target.refusal;
    const qint64 id = target.nation->id;
    // Children first; the runner's changeset records every row, so undo restores them all.
    const QStringList statements{
        QStringLiteral("DELETE FROM independent_contact WHERE army_id IN "
                       "(SELECT id FROM army WHERE nation_id = :id)"),
        QStringLiteral("DELETE FROM forced_out WHERE army_id IN "
                       "(SELECT id FROM army WHERE nation_id = :id)"),
        QStringLiteral("DELETE FROM army_retreat WHERE army_id IN "
                       "(SELECT id FROM army WHERE nation_id = :id)"),
        QStringLiteral("UPDATE independent_army SET placed_by = NULL WHERE placed_by = :id"),
        QStringLiteral("UPDATE independent_army SET controller_id = NULL WHERE controller_id = "
                       ":id"),
        QStringLiteral("DELETE FROM army WHERE nation_id = :id"),
        QStringLiteral("DELETE FROM magic_item_binding WHERE character_id IN "
                       "(SELECT id FROM character WHERE nation_id = :id)"),
        QStringLiteral("DELETE FROM roster_character WHERE roster_id IN "
                       "(SELECT id FROM roster WHERE nation_id = :id)"),
        QStringLiteral("DELETE FROM roster_line WHERE roster_id IN "
                       "(SELECT id FROM roster WHERE nation_id = :id)"),
        QStringLiteral("DELETE FROM roster WHERE nation_id = :id"),
        QStringLiteral("UPDATE character SET captor_nation_id = NULL WHERE captor_nation_id = :id"),
        QStringLiteral("DELETE FROM character WHERE nation_id = :id"),
        QStringLiteral("DELETE FROM nation_item WHERE nation_id = :id"),
        QStringLiteral("DELETE FROM tally_grant WHERE nation_id = :id"),
        QStringLiteral("DELETE FROM attendance WHERE nation_id = :id"),
        QStringLiteral("DELETE FROM production_choice WHERE nation_id = :id"),
        QStringLiteral("DELETE FROM production_done WHERE nation_id = :id"),
        QStringLiteral("DELETE FROM colony_choice WHERE nation_id = :id"),
        QStringLiteral("DELETE FROM former_town WHERE nation_id = :id"),
        QStringLiteral("DELETE FROM pickup_pick WHERE (turn, position) IN "
                       "(SELECT turn, position FROM pickup_order WHERE nation_id = :id)"),
        QStringLiteral("DELETE FROM pickup_order WHERE nation_id = :id"),
        QStringLiteral("DELETE FROM affiliation_marker WHERE nation_id = :id"),
        QStringLiteral("DELETE FROM experience_entry WHERE nation_id = :id"),
        QStringLiteral("UPDATE nation SET parent_nation_id = NULL WHERE parent_nation_id = :id"),
        QStringLiteral("UPDATE area SET owner_nation_id = NULL WHERE owner_nation_id = :id"),
        QStringLiteral("DELETE FROM nation WHERE id = :id"),
    };
    for (const QString &statement : statements) {
        QSqlQuery q(context.db);
        q.prepare(statement);
        q.bindValue(QStringLiteral(":id"), id);
        if (!q.exec()) {
            // Another area's rows still refer to the nation.
            return CommandOutcome::refused(
                Tr::tr("%1 cannot be removed while other records refer to it (areas it owns, "
                       "armies): %2")
                    .arg(target.nation->name, q.lastError().databaseText()));
        }
    }
    return CommandOutcome::done(Tr::tr("Nation %1 removed").arg(target.nation->name));
}

CommandOutcome grantPoints(CommandContext &context)
{
    const NationArgument target = nationArgument(context);
    if (!target.nation)
        return target.refusal;
    Arguments args(context.args);
    const auto kind = args.text(QStringLiteral("kind"));
    const auto points = args.integer(QStringLiteral("points"));
    const auto reason = args.text(QStringLiteral("reason"));
    const auto area = args.text(QStringLiteral("area"), false);
    if (!args.ok())
        return CommandOutcome::badArguments(args.problem());
    if (*kind != QLatin1String("population") && *kind != QLatin1String("character"))
        return CommandOutcome::badArguments(
            Tr::tr("\"kind\" is population (§2.1 other) or character (§2.3 bonus), not \"%1\".")
                .arg(*kind));
    if (area && !map::Hex::fromXXYY(*area))
        return CommandOutcome::badArguments(
            Tr::tr("\"%1\" is not an area number of the form XXYY.").arg(*area));
    if (reason->trimmed().isEmpty())
        return CommandOutcome::badArguments(
            Tr::tr("A grant needs a reason, such as the POI it comes from."));
    QSqlQuery q(context.db);
    q.prepare(
        QStringLiteral("INSERT INTO tally_grant (nation_id, year, kind, area, points, reason) "
                       "VALUES (?, ?, ?, ?, ?, ?)"));
    if (!run(q, {target.nation->id, context.date.year, *kind,
                 area ? QVariant(*area) : QVariant(QMetaType::fromType<QString>()), *points,
                 reason->trimmed()}))
        return CommandOutcome::storageFailed(q);
    return CommandOutcome::done((*kind == QLatin1String("population")
                                     ? Tr::tr("%1: %2 population points for year %3 (%4)")
                                     : Tr::tr("%1: %2 character points for year %3 (%4)"))
                                    .arg(target.nation->name, QString::number(*points),
                                         QString::number(context.date.year), reason->trimmed()));
}

} // namespace

void registerNationCommands(CommandRegistry &registry)
{
    registry.add(
        {QStringLiteral("player.add"), QStringLiteral("Add a player: {name, colour?}"), addPlayer});
    registry.add({QStringLiteral("player.remove"),
                  QStringLiteral("Remove a player who runs no nation: {player}"), removePlayer});
    registry.add(
        {QStringLiteral("nation.add"),
         QStringLiteral("Found a nation: {name, colour, player?, armyList?, capital?, npp?}; a "
                        "player not in the campaign yet is added with it"),
         addNation});
    registry.add(
        {QStringLiteral("nation.edit"),
         QStringLiteral(
             "Change a nation: {nation, name?, colour?, player?, armyList?, capital?, npp?}; a "
             "player not in the campaign yet is added with it"),
         editNation});
    registry.add({QStringLiteral("nation.remove"),
                  QStringLiteral("Remove a nation with its rosters and characters: {nation}"),
                  removeNation});
    registry.add({QStringLiteral("tally.grant"),
                  QStringLiteral("Grant population or character points for this year: {nation, "
                                 "kind, points, reason, area?}"),
                  grantPoints});
}

} // namespace herald::db
