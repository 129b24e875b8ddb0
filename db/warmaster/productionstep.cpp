#include "db/warmaster/productionstep.h"

#include "core/warmaster/armyplacement.h"
#include "db/warmaster/calendarrepository.h"
#include "db/warmaster/nationrepository.h"
#include "db/warmaster/newyearchecks.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QSqlQuery>

#include <algorithm>

namespace herald::db {

using namespace herald::warmaster;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::ProductionStep)
};

QSet<int> absentIndices(const QSqlDatabase &db, const StoredMap &stored)
{
    QSet<int> absent;
    for (const qint64 id : absentNationIds(db))
        absent.insert(static_cast<int>(stored.nationRowIds.indexOf(id)));
    return absent;
}

/// The colony answers given for each nation, as landmass indices.
void addColonyChoices(const QSqlDatabase &db, ProductionState &state)
{
    QSqlQuery q(db);
    q.exec(QStringLiteral("SELECT nation_id, landmass FROM colony_choice"));
    while (q.next()) {
        const auto nation =
            static_cast<int>(state.current.nationRowIds.indexOf(q.value(0).toLongLong()));
        const auto landmass = state.current.map.landmassIndex(q.value(1).toString());
        if (nation >= 0 && landmass)
            state.settled[nation].insert(*landmass);
    }
}

/// Landmasses where the nation held a town or city before this year's placements count as
/// settled: the §7.3 question is asked of a first centre on a landmass only.
void addHeldLandmasses(ProductionState &state)
{
    for (const Area &area : state.base.map.areas) {
        if (area.owner != noIndex && area.landmass != noIndex &&
            (area.centre == PopulationCentre::Town || area.centre == PopulationCentre::City))
            state.settled[area.owner].insert(area.landmass);
    }
}

QString areaName(const StrategicMap &map, int area)
{
    return areaLabel(map.areas[static_cast<std::size_t>(area)]);
}

/// "2 towns, 1 city" (translated), empty when both are 0.
QString centresText(int towns, int cities)
{
    QStringList parts;
    if (towns > 0)
        parts << (towns == 1 ? Tr::tr("1 town") : Tr::tr("%1 towns").arg(towns));
    if (cities > 0)
        parts << (cities == 1 ? Tr::tr("1 city") : Tr::tr("%1 cities").arg(cities));
    return parts.join(QStringLiteral(", "));
}

} // namespace

const ProductionPlan *ProductionState::planFor(int nation) const
{
    const auto it = std::find_if(plans.begin(), plans.end(),
                                 [nation](const ProductionPlan &p) { return p.nation == nation; });
    return it == plans.end() ? nullptr : &*it;
}

std::vector<ColonyDecision> ProductionState::openColonyDecisions(int nation) const
{
    const auto centres = newCentres.find(nation);
    if (centres == newCentres.end())
        return {};
    const auto settledHere = settled.find(nation);
    return colonyDecisions(current.map, nation, centres->second,
                           settledHere == settled.end() ? QSet<int>{} : settledHere->second);
}

int ProductionState::townsLeft(const ProductionPlan &plan) const
{
    if (placingDone.contains(plan.nation))
        return 0;
    const auto it = progress.find(plan.nation);
    return plan.townsDue() - (it == progress.end() ? 0 : it->second.townsPlaced);
}

int ProductionState::citiesLeft(const ProductionPlan &plan) const
{
    if (placingDone.contains(plan.nation))
        return 0;
    const auto it = progress.find(plan.nation);
    return plan.citiesDue() - (it == progress.end() ? 0 : it->second.citiesPlaced);
}

int ProductionState::cityReductionsLeft(const ProductionPlan &plan) const
{
    const auto it = progress.find(plan.nation);
    return plan.citiesToReduce() - (it == progress.end() ? 0 : it->second.citiesReduced);
}

int ProductionState::townReductionsLeft(const ProductionPlan &plan) const
{
    const auto it = progress.find(plan.nation);
    return plan.townsToReduce() - (it == progress.end() ? 0 : it->second.townsReduced);
}

ProductionState loadProductionState(const QSqlDatabase &db, int year)
{
    ProductionState state;
    state.current = loadStoredMap(db);
    state.base = state.current;
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT nation_id, area, kind, centre_before FROM "
                             "production_choice WHERE year = ? ORDER BY id"));
    q.addBindValue(year);
    q.exec();
    while (q.next()) {
        const auto nation =
            static_cast<int>(state.current.nationRowIds.indexOf(q.value(0).toLongLong()));
        const auto hex = map::Hex::fromXXYY(q.value(1).toString());
        const auto area = hex ? state.current.map.areaAt(*hex) : std::nullopt;
        const auto before = fromKey<PopulationCentre>(q.value(3).toString());
        if (nation < 0 || !area || !before)
            continue; // the schema's checks keep these out
        state.base.map.areas[static_cast<std::size_t>(*area)].centre = *before;
        ProductionProgress &p = state.progress[nation];
        const QString kind = q.value(2).toString();
        if (kind == QLatin1String("town"))
            ++p.townsPlaced;
        else if (kind == QLatin1String("city"))
            ++p.citiesPlaced;
        else if (kind == QLatin1String("cityReduced"))
            ++p.citiesReduced;
        else
            ++p.townsReduced;
        if (kind == QLatin1String("town") || kind == QLatin1String("city"))
            state.newCentres[nation].push_back(*area);
    }
    q.prepare(QStringLiteral("SELECT nation_id FROM production_done WHERE year = ?"));
    q.addBindValue(year);
    q.exec();
    while (q.next())
        state.placingDone.insert(
            static_cast<int>(state.current.nationRowIds.indexOf(q.value(0).toLongLong())));
    state.plans =
        planProduction(state.base.map, loadSettings(db), absentIndices(db, state.current));
    addColonyChoices(db, state);
    addHeldLandmasses(state);
    return state;
}

void addProductionBlockers(const QSqlDatabase &db, int year, StepSnapshot &snapshot)
{
    const ProductionState state = loadProductionState(db, year);
    const StrategicMap &map = state.current.map;
    for (const ProductionPlan &plan : state.plans) {
        const QString nation = map.nations[static_cast<std::size_t>(plan.nation)].name;
        if (const QString due = centresText(state.townsLeft(plan), state.citiesLeft(plan));
            !due.isEmpty())
            snapshot.add(Awaited::CentresToPlace,
                         Tr::tr("%1: %2 (production place)").arg(nation, due));
        if (const QString due =
                centresText(state.townReductionsLeft(plan), state.cityReductionsLeft(plan));
            !due.isEmpty())
            snapshot.add(Awaited::CentresToReduce,
                         Tr::tr("%1: %2 (production remove)").arg(nation, due));
        for (const ColonyDecision &d : state.openColonyDecisions(plan.nation))
            snapshot.add(Awaited::ColonyDecisions,
                         Tr::tr("%1 at %2 (production colony)").arg(nation, areaName(map, d.area)));
    }
}

StepWork finishProduction(const CommandContext &context)
{
    StepWork work;
    const ProductionState state = loadProductionState(context.db, context.date.year);
    for (const ProductionPlan &plan : state.plans) {
        work.lines << plan.explain(state.base.map).join(QLatin1Char(' '));
        const auto centres = state.newCentres.find(plan.nation);
        if (centres != state.newCentres.end())
            work.lines << Tr::tr("%1 placed its new centres at %2.")
                              .arg(state.current.map.nations[std::size_t(plan.nation)].name,
                                   areaLabels(state.current.map, centres->second));
    }
    if (!recordFormerTowns(context.db, state.current))
        work.failure = CommandOutcome::storageFailed(Tr::tr("The towns held could not be noted."));
    return work;
}

QJsonObject productionStatus(const QSqlDatabase &db, int year)
{
    const ProductionState state = loadProductionState(db, year);
    const StrategicMap &map = state.current.map;
    QJsonArray nations;
    for (const ProductionPlan &plan : state.plans) {
        QJsonArray colonies;
        for (const ColonyDecision &d : state.openColonyDecisions(plan.nation))
            colonies.append(QJsonObject{
                {QStringLiteral("area"), map.areas[static_cast<std::size_t>(d.area)].id()},
                {QStringLiteral("landmass"),
                 map.landmasses[static_cast<std::size_t>(d.landmass)].id},
                {QStringLiteral("text"), d.explain(map)}});
        const auto placed = state.newCentres.find(plan.nation);
        QStringList placedAreas;
        if (placed != state.newCentres.end()) {
            for (const int area : placed->second)
                placedAreas << map.areas[static_cast<std::size_t>(area)].id();
        }
        nations.append(QJsonObject{
            {QStringLiteral("nation"), map.nations[static_cast<std::size_t>(plan.nation)].name},
            {QStringLiteral("counts"), plan.counts().toString()},
            {QStringLiteral("maxTowns"), plan.production.maxTowns},
            {QStringLiteral("maxCities"), plan.production.maxCities},
            {QStringLiteral("townsDue"), plan.townsDue()},
            {QStringLiteral("citiesDue"), plan.citiesDue()},
            {QStringLiteral("citiesToReduce"), plan.citiesToReduce()},
            {QStringLiteral("townsToReduce"), plan.townsToReduce()},
            {QStringLiteral("townsLeft"), state.townsLeft(plan)},
            {QStringLiteral("citiesLeft"), state.citiesLeft(plan)},
            {QStringLiteral("cityReductionsLeft"), state.cityReductionsLeft(plan)},
            {QStringLiteral("townReductionsLeft"), state.townReductionsLeft(plan)},
            {QStringLiteral("placed"), QJsonArray::fromStringList(placedAreas)},
            {QStringLiteral("colonyDecisions"), colonies},
            {QStringLiteral("explanation"),
             QJsonArray::fromStringList(plan.explain(state.base.map))}});
    }
    return {{QStringLiteral("year"), year}, {QStringLiteral("nations"), nations}};
}

} // namespace herald::db
