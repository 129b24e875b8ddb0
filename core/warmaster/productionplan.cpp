#include "core/warmaster/productionplan.h"

#include "core/warmaster/armyplacement.h"
#include "core/warmaster/capital.h"

#include <QCoreApplication>

#include <algorithm>

namespace herald::warmaster {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::warmaster::ProductionPlan)
};

/// Villages each town needs and towns each city needs (§2.7).
constexpr int villagesPerTown = 5;
constexpr int townsPerCity = 3;

QString label(const StrategicMap &map, int area)
{
    return areaLabel(map.areas[static_cast<std::size_t>(area)]);
}

/// Hands out supporters in map order: each centre takes `per` of them while they last; the
/// rest of the centres are unsupported.
template <typename Support>
void share(const std::vector<int> &centres, const std::vector<int> &supporters, int per,
           std::vector<int> Support::*field, std::vector<Support> &supported,
           std::vector<int> &unsupported)
{
    std::size_t next = 0;
    for (const int centre : centres) {
        if (supporters.size() - next < static_cast<std::size_t>(per)) {
            unsupported.push_back(centre);
            continue;
        }
        Support s{centre, {}};
        (s.*field).assign(supporters.begin() + static_cast<std::ptrdiff_t>(next),
                          supporters.begin() + static_cast<std::ptrdiff_t>(next + per));
        next += static_cast<std::size_t>(per);
        supported.push_back(std::move(s));
    }
}

const Area *landArea(const StrategicMap &map, int area)
{
    if (area < 0 || area >= static_cast<int>(map.areas.size()))
        return nullptr;
    const Area &a = map.areas[static_cast<std::size_t>(area)];
    return a.isLand() ? &a : nullptr;
}

} // namespace

PopulationCounts ProductionPlan::counts() const
{
    return {static_cast<int>(villageAreas.size()), static_cast<int>(townAreas.size()),
            static_cast<int>(cityAreas.size())};
}

int ProductionPlan::citiesToReduce() const
{
    return production.count(ProductionChange::CityReducedToTown) +
           production.count(ProductionChange::CityRemoved);
}

int ProductionPlan::townsToReduce() const
{
    return production.count(ProductionChange::TownReducedToVillage);
}

QStringList ProductionPlan::explain(const StrategicMap &map) const
{
    QStringList lines{
        //: %1 is a nation, %2 counts such as "V=16 T=3 C=0"
        Tr::tr("§2.7 %1 holds %2 (chaos lands without a town count as villages, I-62).")
            .arg(map.nations[static_cast<std::size_t>(nation)].name, counts().toString())};
    for (const TownSupport &s : townSupport)
        lines << Tr::tr("Town %1 is supported by the villages %2.")
                     .arg(label(map, s.town), areaLabels(map, s.villages));
    for (const CitySupport &s : citySupport)
        lines << Tr::tr("City %1 is supported by the towns %2.")
                     .arg(label(map, s.city), areaLabels(map, s.towns));
    for (const int town : unsupportedTowns)
        lines << Tr::tr("Town %1 lacks its 5 villages.").arg(label(map, town));
    for (const int city : unsupportedCities)
        lines << Tr::tr("City %1 lacks its 3 towns.").arg(label(map, city));
    lines << production.explain();
    return lines;
}

std::vector<ProductionPlan> planProduction(const StrategicMap &map,
                                           const CampaignSettings &settings,
                                           const QSet<int> &absentNations)
{
    std::vector<ProductionPlan> all(map.nations.size());
    for (std::size_t i = 0; i < map.areas.size(); ++i) {
        const Area &area = map.areas[i];
        if (area.owner < 0 || static_cast<std::size_t>(area.owner) >= all.size())
            continue;
        ProductionPlan &plan = all[static_cast<std::size_t>(area.owner)];
        const int index = static_cast<int>(i);
        if (area.centre == PopulationCentre::Village)
            plan.villageAreas.push_back(index);
        else if (area.centre == PopulationCentre::Town)
            plan.townAreas.push_back(index);
        else if (area.centre == PopulationCentre::City)
            plan.cityAreas.push_back(index);
    }
    std::vector<ProductionPlan> plans;
    for (std::size_t n = 0; n < all.size(); ++n) {
        ProductionPlan &plan = all[n];
        plan.nation = static_cast<int>(n);
        const PopulationCounts counts = plan.counts();
        if (absentNations.contains(plan.nation) || counts == PopulationCounts{})
            continue;
        share(plan.townAreas, plan.villageAreas, villagesPerTown, &TownSupport::villages,
              plan.townSupport, plan.unsupportedTowns);
        share(plan.cityAreas, plan.townAreas, townsPerCity, &CitySupport::towns, plan.citySupport,
              plan.unsupportedCities);
        plan.production = runProduction(counts, settings);
        plan.placementBase = settings.productionOrder == ProductionOrder::RemoveThenProduce
                                 ? runProduction(counts, settings, 0, 0).end
                                 : counts;
        plans.push_back(std::move(plan));
    }
    return plans;
}

std::vector<NewYearIssue> checkNewCentre(const StrategicMap &map, const ProductionPlan &plan,
                                         const ProductionProgress &progress, int area,
                                         PopulationCentre centre)
{
    const Area *target = landArea(map, area);
    if (!target)
        return {{NewYearProblem::AreaNotOnMap, QString::number(area), {}, 0, 0}};
    const QString nation = map.nations[static_cast<std::size_t>(plan.nation)].name;
    std::vector<NewYearIssue> issues;
    if (target->owner != plan.nation)
        issues.push_back({NewYearProblem::NotOwnArea, areaLabel(*target), nation, 0, 0});
    if (target->centre != PopulationCentre::Village)
        issues.push_back({NewYearProblem::NotAVillage, areaLabel(*target), nation, 0, 0});
    PopulationCounts now = plan.placementBase;
    now.villages -= progress.townsPlaced;
    now.towns += progress.townsPlaced;
    if (centre == PopulationCentre::City) {
        const int allowed = maxNewCities(now);
        if (progress.citiesPlaced >= allowed)
            issues.push_back({NewYearProblem::NoCityDue, areaLabel(*target), nation,
                              progress.citiesPlaced + 1, allowed});
    } else {
        const int allowed = maxNewTowns(plan.placementBase);
        if (progress.citiesPlaced > 0)
            issues.push_back({NewYearProblem::CitiesBeforeTowns, areaLabel(*target), nation,
                              progress.citiesPlaced, 0});
        else if (progress.townsPlaced >= allowed)
            issues.push_back({NewYearProblem::NoTownDue, areaLabel(*target), nation,
                              progress.townsPlaced + 1, allowed});
    }
    return issues;
}

std::vector<NewYearIssue> checkReduction(const StrategicMap &map, const ProductionPlan &plan,
                                         const ProductionProgress &progress, int area)
{
    const Area *target = landArea(map, area);
    if (!target)
        return {{NewYearProblem::AreaNotOnMap, QString::number(area), {}, 0, 0}};
    const QString nation = map.nations[static_cast<std::size_t>(plan.nation)].name;
    if (target->owner != plan.nation)
        return {{NewYearProblem::NotOwnArea, areaLabel(*target), nation, 0, 0}};
    const bool citiesDue = progress.citiesReduced < plan.citiesToReduce();
    const bool townsDue = progress.townsReduced < plan.townsToReduce();
    if (!citiesDue && !townsDue)
        return {{NewYearProblem::NoReductionDue, areaLabel(*target), nation, 0, 0}};
    if (citiesDue && target->centre != PopulationCentre::City)
        return {{target->centre == PopulationCentre::Town ? NewYearProblem::ReduceCitiesFirst
                                                          : NewYearProblem::NotACity,
                 areaLabel(*target), nation, progress.citiesReduced, plan.citiesToReduce()}};
    if (!citiesDue && target->centre != PopulationCentre::Town)
        return {{NewYearProblem::NotATown, areaLabel(*target), nation, progress.townsReduced,
                 plan.townsToReduce()}};
    return {};
}

QString ColonyDecision::explain(const StrategicMap &map) const
{
    //: %1 a nation, %2 an area, %3 a landmass
    return Tr::tr("§7.3 %1 now has a centre in %2 on %3, away from its home landmass: the player "
                  "declares it a colony or founds another country there.")
        .arg(map.nations[static_cast<std::size_t>(nation)].name, label(map, area),
             map.landmasses[static_cast<std::size_t>(landmass)].name);
}

std::vector<ColonyDecision> colonyDecisions(const StrategicMap &map, int nation,
                                            const std::vector<int> &newCentres,
                                            const QSet<int> &settledLandmasses)
{
    const int capital = capitalArea(map, nation);
    const int home = capital == noIndex ? noIndex : map.areas[std::size_t(capital)].landmass;
    std::vector<ColonyDecision> decisions;
    for (const int area : newCentres) {
        const Area *a = landArea(map, area);
        if (!a || a->landmass == noIndex || a->landmass == home ||
            settledLandmasses.contains(a->landmass))
            continue;
        const bool listed = std::any_of(decisions.begin(), decisions.end(),
                                        [&](const auto &d) { return d.landmass == a->landmass; });
        if (!listed)
            decisions.push_back({nation, area, a->landmass});
    }
    return decisions;
}

} // namespace herald::warmaster
