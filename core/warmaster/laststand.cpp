#include "core/warmaster/laststand.h"

#include "core/warmaster/armyplacement.h"

#include <QCoreApplication>

#include <algorithm>

namespace herald::warmaster {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::warmaster::LastStand)
};

} // namespace

QStringList LastStandPlan::explain(const StrategicMap &map) const
{
    QStringList lines{map.nations[static_cast<std::size_t>(nation)].name + QStringLiteral(": ") +
                      decision.explain()};
    if (decision.kind == LastStandKind::PlaceTown)
        lines << Tr::tr("The town may stand in any of these areas: %1").arg(areaLabels(map, sites));
    else if (decision.kind == LastStandKind::CityToTown)
        lines << Tr::tr("The city to reduce is one of: %1").arg(areaLabels(map, sites));
    return lines;
}

std::vector<LastStandPlan> planLastStands(const StrategicMap &map, const QSet<int> &absentNations)
{
    const std::size_t nationCount = map.nations.size();
    std::vector<PopulationCounts> counts(nationCount);
    std::vector<std::vector<int>> villages(nationCount);
    std::vector<std::vector<int>> cities(nationCount);
    for (std::size_t i = 0; i < map.areas.size(); ++i) {
        const Area &area = map.areas[i];
        if (area.owner < 0 || static_cast<std::size_t>(area.owner) >= nationCount)
            continue;
        const auto n = static_cast<std::size_t>(area.owner);
        switch (area.centre) {
        case PopulationCentre::Village:
            ++counts[n].villages;
            villages[n].push_back(static_cast<int>(i));
            break;
        case PopulationCentre::Town:
            ++counts[n].towns;
            break;
        case PopulationCentre::City:
            ++counts[n].cities;
            cities[n].push_back(static_cast<int>(i));
            break;
        case PopulationCentre::None:
            break;
        }
    }
    std::vector<LastStandPlan> plans;
    for (std::size_t n = 0; n < nationCount; ++n) {
        if (absentNations.contains(static_cast<int>(n)))
            continue;
        const LastStand decision = lastStand(counts[n]);
        if (decision.kind == LastStandKind::NotNeeded)
            continue;
        LastStandPlan plan{static_cast<int>(n), decision, {}};
        if (decision.kind == LastStandKind::PlaceTown)
            plan.sites = std::move(villages[n]);
        else if (decision.kind == LastStandKind::CityToTown)
            plan.sites = std::move(cities[n]);
        plans.push_back(std::move(plan));
    }
    return plans;
}

std::vector<NewYearIssue> checkLastStandSite(const StrategicMap &map, const LastStandPlan &plan,
                                             int area)
{
    if (area < 0 || area >= static_cast<int>(map.areas.size()) ||
        map.areas[static_cast<std::size_t>(area)].isSea())
        return {{NewYearProblem::AreaNotOnMap, QString::number(area), {}, 0, 0}};
    const Area &target = map.areas[static_cast<std::size_t>(area)];
    const QString nation = map.nations[static_cast<std::size_t>(plan.nation)].name;
    if (target.owner != plan.nation)
        return {{NewYearProblem::NotOwnArea, areaLabel(target), nation, 0, 0}};
    const bool listed = std::find(plan.sites.begin(), plan.sites.end(), area) != plan.sites.end();
    switch (plan.decision.kind) {
    case LastStandKind::PlaceTown:
        if (!listed)
            return {{NewYearProblem::NotAVillage, areaLabel(target), nation, 0, 0}};
        return {};
    case LastStandKind::CityToTown:
        if (!listed)
            return {{NewYearProblem::LastStandCityFirst, areaLabel(target), nation, 0, 0}};
        return {};
    case LastStandKind::NotNeeded:
    case LastStandKind::NoLandLeft:
        break;
    }
    return {{NewYearProblem::LastStandNotDue, areaLabel(target), nation, 0, 0}};
}

} // namespace herald::warmaster
