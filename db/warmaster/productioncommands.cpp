#include "core/warmaster/armyplacement.h"
#include "db/commandregistry.h"
#include "db/warmaster/commandsupport.h"
#include "db/warmaster/newyearcommands.h"
#include "db/warmaster/productionstep.h"

#include <QCoreApplication>

namespace herald::db {

using namespace herald::warmaster;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::ProductionCommands)
};

/// What every production command needs: the nation, its plan and the area named, or the
/// refusal to give back.
struct Target
{
    ProductionState state;
    NationRecord nation;
    int nationIndex = noIndex;
    const ProductionPlan *plan = nullptr;
    int area = noIndex; ///< noIndex when the map has no such area
    std::optional<CommandOutcome> refusal;
};

Target target(const CommandContext &context, bool namesArea = true)
{
    Target t;
    if (context.date.step != keyOf(CampaignStep::Production)) {
        t.refusal = CommandOutcome::refused(
            Tr::tr("§2.7 New centres are placed and unsupported ones reduced at NY-4 of the New "
                   "Year; the campaign stands at %1.")
                .arg(context.date.toString()));
        return t;
    }
    const nations::NationArgument n = nations::nationArgument(context);
    if (!n.nation) {
        t.refusal = n.refusal;
        return t;
    }
    t.nation = *n.nation;
    const QJsonValue area = context.args.value(QStringLiteral("area"));
    if (namesArea && !area.isString()) {
        t.refusal = CommandOutcome::badArguments(
            Tr::tr("The argument \"area\" must be an area number such as \"0407\"."));
        return t;
    }
    t.state = loadProductionState(context.db, context.date.year);
    t.nationIndex = static_cast<int>(t.state.current.nationRowIds.indexOf(t.nation.id));
    t.plan = t.state.planFor(t.nationIndex);
    if (!t.plan) {
        t.refusal = CommandOutcome::refused(
            Tr::tr("§2.7 %1 produces nothing this year: it holds no land or its player is "
                   "absent (§7.6 rule 3).")
                .arg(t.nation.name));
        return t;
    }
    if (!namesArea)
        return t;
    const auto hex = map::Hex::fromXXYY(area.toString());
    t.area = hex ? t.state.current.map.areaAt(*hex).value_or(noIndex) : noIndex;
    if (t.area == noIndex)
        t.refusal = CommandOutcome::refused(
            Tr::tr("§1.3 There is no area %1 on the map.").arg(area.toString()));
    return t;
}

CommandOutcome refusedFor(const std::vector<NewYearIssue> &issues)
{
    QStringList sentences;
    for (const NewYearIssue &issue : issues)
        sentences << explain(issue);
    return CommandOutcome::refused(sentences.join(QLatin1Char(' ')));
}

/// Changes the area's centre on the map and notes the choice against the year's plan.
std::optional<CommandOutcome> record(const CommandContext &context, const Target &t,
                                     const QString &kind, PopulationCentre after)
{
    StoredMap changed = t.state.current;
    Area &area = changed.map.areas[static_cast<std::size_t>(t.area)];
    const PopulationCentre before = area.centre;
    area.centre = after;
    if (const QString error = saveStoredMap(context.db, t.state.current, changed); !error.isEmpty())
        return CommandOutcome::storageFailed(error);
    QSqlQuery q(context.db);
    q.prepare(QStringLiteral("INSERT INTO production_choice (nation_id, year, area, kind, "
                             "centre_before) VALUES (?, ?, ?, ?, ?)"));
    if (!nations::run(q, {t.nation.id, context.date.year, area.id(), kind, keyOf(before)}))
        return CommandOutcome::storageFailed(q);
    return std::nullopt;
}

/// NY-4 (§2.7, I-60): a new town or city on one of the nation's own villages, within what the
/// arithmetic allows, towns before cities. Refused naming the rule otherwise.
CommandOutcome placeCentre(CommandContext &context)
{
    const Target t = target(context);
    if (t.refusal)
        return *t.refusal;
    const QString word = context.args.value(QStringLiteral("centre")).toString();
    if (word != QLatin1String("town") && word != QLatin1String("city"))
        return CommandOutcome::badArguments(
            Tr::tr("The argument \"centre\" must be \"town\" or \"city\"."));
    const PopulationCentre centre =
        word == QLatin1String("town") ? PopulationCentre::Town : PopulationCentre::City;
    const ProductionProgress progress = t.state.progress.count(t.nationIndex) != 0
                                            ? t.state.progress.at(t.nationIndex)
                                            : ProductionProgress{};
    if (t.state.placingDone.contains(t.nationIndex))
        return CommandOutcome::refused(
            Tr::tr("§2.7 %1's player has said he places no more new centres this year; undo "
                   "that to place one.")
                .arg(t.nation.name));
    const auto issues = checkNewCentre(t.state.current.map, *t.plan, progress, t.area, centre);
    if (!issues.empty())
        return refusedFor(issues);
    if (const auto failed = record(context, t, word, centre))
        return *failed;
    const ProductionState after = loadProductionState(context.db, context.date.year);
    const ProductionPlan *plan = after.planFor(t.nationIndex);
    QString summary =
        //: %1 nation, %2 "town" or "city", %3 area, %4 and %5 the count placed and due
        Tr::tr("%1 raises a %2 at %3 (§2.7: %4 of %5 new centres placed)")
            .arg(t.nation.name, nameOf(centre),
                 areaLabel(after.current.map.areas[static_cast<std::size_t>(t.area)]))
            .arg(plan->townsDue() + plan->citiesDue() - after.townsLeft(*plan) -
                 after.citiesLeft(*plan))
            .arg(plan->townsDue() + plan->citiesDue());
    for (const ColonyDecision &d : after.openColonyDecisions(t.nationIndex))
        summary += QStringLiteral(". ") + d.explain(after.current.map);
    return CommandOutcome::done(
        summary, {{QStringLiteral("nation"), t.nation.name},
                  {QStringLiteral("area"), context.args.value(QStringLiteral("area"))},
                  {QStringLiteral("centre"), word}});
}

/// NY-4 (§2.7, I-60): the owner picks which unsupported centre goes: cities first, each
/// reduced to a town (or, with cityRemovalMode = remove, to a village), then towns to villages.
CommandOutcome removeCentre(CommandContext &context)
{
    const Target t = target(context);
    if (t.refusal)
        return *t.refusal;
    const ProductionProgress progress = t.state.progress.count(t.nationIndex) != 0
                                            ? t.state.progress.at(t.nationIndex)
                                            : ProductionProgress{};
    const auto issues = checkReduction(t.state.current.map, *t.plan, progress, t.area);
    if (!issues.empty())
        return refusedFor(issues);
    const Area &area = t.state.current.map.areas[static_cast<std::size_t>(t.area)];
    const bool city = area.centre == PopulationCentre::City;
    PopulationCentre after = PopulationCentre::Village;
    if (city) {
        // The plan's own removal steps say, city by city, whether it becomes a town or goes.
        int seen = 0;
        for (const ProductionStep &s : t.plan->production.steps) {
            if (s.change != ProductionChange::CityReducedToTown &&
                s.change != ProductionChange::CityRemoved)
                continue;
            if (seen++ == progress.citiesReduced) {
                after = s.change == ProductionChange::CityReducedToTown ? PopulationCentre::Town
                                                                        : PopulationCentre::Village;
                break;
            }
        }
    }
    if (const auto failed =
            record(context, t, city ? QStringLiteral("cityReduced") : QStringLiteral("townReduced"),
                   after))
        return *failed;
    //: %1 nation, %2 area, %3 the old centre, %4 the new one
    return CommandOutcome::done(
        Tr::tr("%1's %3 at %2 lacks its support and becomes a %4 (§2.7)")
            .arg(t.nation.name, areaLabel(area), nameOf(area.centre), nameOf(after)),
        {{QStringLiteral("nation"), t.nation.name},
         {QStringLiteral("area"), area.id()},
         {QStringLiteral("centre"), keyOf(after)}});
}

/// §7.3: the answer for a new centre on a landmass away from home: a colony of the nation, or
/// the start of another country (which the referee founds as a nation of its own).
CommandOutcome chooseColony(CommandContext &context)
{
    const Target t = target(context);
    if (t.refusal)
        return *t.refusal;
    const QString choice = context.args.value(QStringLiteral("choice")).toString();
    if (choice != QLatin1String("colony") && choice != QLatin1String("country"))
        return CommandOutcome::badArguments(
            Tr::tr("The argument \"choice\" must be \"colony\" or \"country\"."));
    const auto decisions = t.state.openColonyDecisions(t.nationIndex);
    const int landmass = t.state.current.map.areas[static_cast<std::size_t>(t.area)].landmass;
    const auto open = std::find_if(decisions.begin(), decisions.end(),
                                   [&](const ColonyDecision &d) { return d.landmass == landmass; });
    if (open == decisions.end())
        return CommandOutcome::refused(
            Tr::tr("§7.3 No new centre of %1 on the landmass of %2 waits for the colony or new "
                   "country answer.")
                .arg(t.nation.name, context.args.value(QStringLiteral("area")).toString()));
    const StrategicMap &map = t.state.current.map;
    QSqlQuery q(context.db);
    q.prepare(QStringLiteral("INSERT INTO colony_choice (nation_id, landmass, year, area, "
                             "choice) VALUES (?, ?, ?, ?, ?)"));
    const QString landmassKey = map.landmasses[static_cast<std::size_t>(landmass)].id;
    if (!nations::run(q, {t.nation.id, landmassKey, context.date.year,
                          map.areas[static_cast<std::size_t>(open->area)].id(), choice}))
        return CommandOutcome::storageFailed(q);
    const QString landmassName = map.landmasses[static_cast<std::size_t>(landmass)].name;
    return CommandOutcome::done(
        choice == QLatin1String("colony")
            ? Tr::tr("%1 keeps its land on %2 as a colony (§7.3)").arg(t.nation.name, landmassName)
            : Tr::tr("%1's people on %2 found another country (§7.3, I-70): found it with "
                     "nation.country, which hands it the areas there")
                  .arg(t.nation.name, landmassName),
        {{QStringLiteral("nation"), t.nation.name},
         {QStringLiteral("landmass"), landmassKey},
         {QStringLiteral("choice"), choice}});
}

/// NY-4 (§2.7): the player may place fewer new centres than the arithmetic allows; this says
/// he places no more this year, so the step no longer waits for him. Reductions still stand.
CommandOutcome finishPlacing(CommandContext &context)
{
    const Target t = target(context, false);
    if (t.refusal)
        return *t.refusal;
    if (t.state.placingDone.contains(t.nationIndex))
        return CommandOutcome::refused(
            Tr::tr("§2.7 %1 already places no more new centres this year.").arg(t.nation.name));
    const int towns = t.state.townsLeft(*t.plan);
    const int cities = t.state.citiesLeft(*t.plan);
    if (towns + cities == 0)
        return CommandOutcome::refused(
            Tr::tr("§2.7 %1 has no new centre left to place this year.").arg(t.nation.name));
    QSqlQuery q(context.db);
    q.prepare(QStringLiteral("INSERT INTO production_done (nation_id, year) VALUES (?, ?)"));
    if (!nations::run(q, {t.nation.id, context.date.year}))
        return CommandOutcome::storageFailed(q);
    //: %1 nation, %2 towns not placed, %3 cities not placed
    return CommandOutcome::done(
        Tr::tr("%1 places no more new centres this year (§2.7), leaving %2 towns and %3 cities "
               "unbuilt")
            .arg(t.nation.name)
            .arg(towns)
            .arg(cities),
        {{QStringLiteral("nation"), t.nation.name},
         {QStringLiteral("townsLeft"), towns},
         {QStringLiteral("citiesLeft"), cities}});
}

} // namespace

void registerNewYearCommands(CommandRegistry &registry)
{
    registerRansomCommands(registry);
    registry.add({QStringLiteral("production.place"),
                  QStringLiteral("Place a new town or city at NY-4 (§2.7): {nation, area, "
                                 "centre: town|city}"),
                  placeCentre});
    registry.add({QStringLiteral("production.remove"),
                  QStringLiteral("Reduce an unsupported city or town at NY-4 (§2.7): {nation, "
                                 "area}"),
                  removeCentre});
    registry.add({QStringLiteral("production.colony"),
                  QStringLiteral("Answer §7.3 for a new centre on another landmass: {nation, "
                                 "area, choice: colony|country}"),
                  chooseColony});
    registry.add({QStringLiteral("production.done"),
                  QStringLiteral("A nation places no more new centres this year, fewer than it "
                                 "may (§2.7): {nation}"),
                  finishPlacing});
}

} // namespace herald::db
