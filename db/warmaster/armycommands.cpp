// Army markers at the New Year (NY-7, §4.9): placed, renamed, moved while the referee corrects
// the set-up, removed. Armies own no troops (§1.5); the checks are core's checkPlacement().
#include "core/warmaster/explanations.h"
#include "db/commandregistry.h"
#include "db/commands/arguments.h"
#include "db/warmaster/armyrepository.h"
#include "db/warmaster/commandsupport.h"
#include "db/warmaster/monthstore.h"
#include "db/warmaster/warmastercommands.h"

#include <QCoreApplication>
#include <QJsonValue>
#include <QSqlQuery>

namespace herald::db {

using namespace nations;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::ArmyCommands)
};

} // namespace
using namespace herald::warmaster;

namespace {

/// A JSON argument that may be a number or text, as text ("3" or "Duke Aldric").
QString reference(const QJsonValue &value)
{
    return value.isDouble() ? QString::number(value.toInteger()) : value.toString().trimmed();
}

/// The refusal for a list of issues, one sentence each.
CommandOutcome refusal(const std::vector<PlacementIssue> &issues)
{
    QStringList reasons;
    for (const PlacementIssue &issue : issues)
        reasons << explainPlacement(issue);
    return CommandOutcome::refused(reasons.join(QLatin1Char(' ')));
}

/// The location an army takes where it is placed: the population centre of a town or city,
/// else the POI that let it muster there. An explicit "location" argument overrides it.
std::optional<ArmyLocation> locationArgument(const CommandContext &context, const Area &area,
                                             QString *problem)
{
    const QJsonValue value = context.args.value(QStringLiteral("location"));
    if (value.isUndefined())
        return area.centre == PopulationCentre::Town || area.centre == PopulationCentre::City
                   ? ArmyLocation::PopulationCentre
                   : ArmyLocation::Poi;
    const auto location = fromKey<ArmyLocation>(value.toString());
    if (!location)
        *problem = Tr::tr("\"location\" is %1, not \"%2\".")
                       .arg(keyList<ArmyLocation>(), value.toString());
    return location;
}

/// The area argument as a hex, or the bad-arguments outcome.
std::optional<map::Hex> areaArgument(const CommandContext &context, CommandOutcome *problem)
{
    Arguments args(context.args);
    const auto text = args.text(QStringLiteral("area"));
    if (!args.ok()) {
        *problem = CommandOutcome::badArguments(args.problem());
        return std::nullopt;
    }
    const auto hex = map::Hex::fromXXYY(*text);
    if (!hex)
        *problem = CommandOutcome::badArguments(
            Tr::tr("\"%1\" is not an area number of the form XXYY.").arg(*text));
    return hex;
}

/// The character the "general" argument names among the nation's characters this year: by
/// row id, or by name (any case).
QString generalId(const PlacementData &data, const QString &ref)
{
    for (const RosterCharacter &c : data.characters) {
        if (c.id == ref || c.name.compare(ref, Qt::CaseInsensitive) == 0)
            return c.id;
    }
    return ref;
}

bool nameTaken(const StrategicMap &map, const QString &nationId, const QString &name,
               const QString &exceptArmy)
{
    return std::any_of(map.armies.begin(), map.armies.end(), [&](const Army &a) {
        return a.nationId == nationId && a.id != exceptArmy &&
               a.name.compare(name, Qt::CaseInsensitive) == 0;
    });
}

const Area &areaOf(const StrategicMap &map, map::Hex hex)
{
    return map.areas[static_cast<std::size_t>(*map.areaAt(hex))];
}

struct ArmyTarget
{
    std::optional<Army> army;
    CommandOutcome refusal;
};

ArmyTarget armyArgument(const CommandContext &context)
{
    const QJsonValue value = context.args.value(QStringLiteral("army"));
    if (value.isUndefined())
        return {std::nullopt,
                CommandOutcome::badArguments(Tr::tr("The argument \"army\" is missing."))};
    const QString ref = reference(value);
    if (auto army = findArmy(context.db, ref))
        return {army, {}};
    return {std::nullopt,
            CommandOutcome::refused(
                Tr::tr("There is no army \"%1\" (or several have that name: give its number).")
                    .arg(ref))};
}

CommandOutcome placeArmy(CommandContext &context)
{
    const NationArgument target = nationArgument(context);
    if (!target.nation)
        return target.refusal;
    Arguments args(context.args);
    const auto name = args.text(QStringLiteral("name"));
    if (!args.ok())
        return CommandOutcome::badArguments(args.problem());
    if (!context.args.contains(QStringLiteral("general")))
        return CommandOutcome::badArguments(Tr::tr("The argument \"general\" is missing."));
    CommandOutcome problem;
    const auto hex = areaArgument(context, &problem);
    if (!hex)
        return problem;
    const QString trimmed = name->trimmed();
    if (trimmed.isEmpty())
        return CommandOutcome::badArguments(Tr::tr("An army needs a name."));

    const PlacementData data = loadPlacementData(context.db, target.nation->id, context.date.year);
    const QString nationId = QString::number(target.nation->id);
    if (nameTaken(data.map, nationId, trimmed, {}))
        return CommandOutcome::refused(
            Tr::tr("%1 already has an army called \"%2\".").arg(target.nation->name, trimmed));
    if (data.characters.empty())
        return CommandOutcome::refused(
            Tr::tr("§2.3 %1 has no general on its roster for year %2 yet: "
                   "open the roster and take one.")
                .arg(target.nation->name, QString::number(context.date.year)));
    const QString general =
        generalId(data, reference(context.args.value(QStringLiteral("general"))));
    const auto issues =
        checkPlacement({nationId, general, *hex, {}}, data.facts(context.date.year));
    if (!issues.empty())
        return refusal(issues);
    const Area &area = areaOf(data.map, *hex);
    QString badLocation;
    const auto location = locationArgument(context, area, &badLocation);
    if (!location)
        return CommandOutcome::badArguments(badLocation);

    QSqlQuery q(context.db);
    q.prepare(QStringLiteral(
        "INSERT INTO army (nation_id, name, general_id, area, location) VALUES (?, ?, ?, ?, ?)"));
    if (!run(q,
             {target.nation->id, trimmed, general.toLongLong(), hex->toXXYY(), keyOf(*location)}))
        return CommandOutcome::storageFailed(q);
    const auto leader = std::find_if(data.characters.begin(), data.characters.end(),
                                     [&](const RosterCharacter &c) { return c.id == general; });
    return CommandOutcome::done(
        Tr::tr("%1 places %2 under %3 at %4")
            .arg(target.nation->name, trimmed, leader->name, areaLabel(area)),
        {{QStringLiteral("id"), q.lastInsertId().toLongLong()}});
}

CommandOutcome renameArmy(CommandContext &context)
{
    const ArmyTarget target = armyArgument(context);
    if (!target.army)
        return target.refusal;
    Arguments args(context.args);
    const auto name = args.text(QStringLiteral("name"));
    if (!args.ok())
        return CommandOutcome::badArguments(args.problem());
    const QString trimmed = name->trimmed();
    if (trimmed.isEmpty())
        return CommandOutcome::badArguments(Tr::tr("An army needs a name."));
    if (nameTaken(loadTallyMap(context.db), target.army->nationId, trimmed, target.army->id))
        return CommandOutcome::refused(
            Tr::tr("The nation already has an army called \"%1\".").arg(trimmed));
    QSqlQuery q(context.db);
    q.prepare(QStringLiteral("UPDATE army SET name = ? WHERE id = ?"));
    if (!run(q, {trimmed, target.army->id.toLongLong()}))
        return CommandOutcome::storageFailed(q);
    return CommandOutcome::done(Tr::tr("%1 is now called %2").arg(target.army->name, trimmed));
}

CommandOutcome moveArmy(CommandContext &context)
{
    const ArmyTarget target = armyArgument(context);
    if (!target.army)
        return target.refusal;
    CommandOutcome problem;
    const auto hex = areaArgument(context, &problem);
    if (!hex)
        return problem;
    const Army &army = *target.army;
    const PlacementData data =
        loadPlacementData(context.db, army.nationId.toLongLong(), context.date.year);
    const auto issues = checkPlacement({army.nationId, army.generalId, *hex, army.id},
                                       data.facts(context.date.year));
    // The general's standing is the general's business once the army is placed: a correction
    // of the set-up only answers to where armies may start.
    std::vector<PlacementIssue> areaIssues;
    std::copy_if(issues.begin(), issues.end(), std::back_inserter(areaIssues),
                 [](const PlacementIssue &issue) {
                     return issue.problem == PlacementProblem::AreaNotOnMap ||
                            issue.problem == PlacementProblem::NotOwnArea ||
                            issue.problem == PlacementProblem::NoPlacementSite;
                 });
    if (!areaIssues.empty())
        return refusal(areaIssues);
    const Area &area = areaOf(data.map, *hex);
    QString badLocation;
    const auto location = locationArgument(context, area, &badLocation);
    if (!location)
        return CommandOutcome::badArguments(badLocation);
    if (*hex == army.area && *location == army.location)
        return CommandOutcome::refused(
            Tr::tr("%1 already stands at %2.").arg(army.name, areaLabel(area)));
    QSqlQuery q(context.db);
    q.prepare(QStringLiteral("UPDATE army SET area = ?, location = ? WHERE id = ?"));
    if (!run(q, {hex->toXXYY(), keyOf(*location), army.id.toLongLong()}))
        return CommandOutcome::storageFailed(q);
    return CommandOutcome::done(
        Tr::tr("%1 moved to %2 (%3)").arg(army.name, areaLabel(area), nameOf(*location)));
}

CommandOutcome removeArmy(CommandContext &context)
{
    const ArmyTarget target = armyArgument(context);
    if (!target.army)
        return target.refusal;
    if (const QString error = clearMonthRowsOf(context.db, target.army->id.toLongLong());
        !error.isEmpty())
        return CommandOutcome::storageFailed(error);
    QSqlQuery q(context.db);
    q.prepare(QStringLiteral("DELETE FROM army WHERE id = ?"));
    if (!run(q, {target.army->id.toLongLong()}))
        return CommandOutcome::storageFailed(q);
    return CommandOutcome::done(Tr::tr("%1 taken off the map").arg(target.army->name));
}

} // namespace

void registerArmyCommands(CommandRegistry &registry)
{
    registry.add({QStringLiteral("army.place"),
                  QStringLiteral("Place an army at the New Year (NY-7): {nation, name, general, "
                                 "area, location?}"),
                  placeArmy});
    registry.add({QStringLiteral("army.rename"), QStringLiteral("Rename an army: {army, name}"),
                  renameArmy});
    registry.add({QStringLiteral("army.move"),
                  QStringLiteral("Correct where an army was placed: {army, area, location?}"),
                  moveArmy});
    registry.add({QStringLiteral("army.remove"), QStringLiteral("Take an army off the map: {army}"),
                  removeArmy});
}

} // namespace herald::db
