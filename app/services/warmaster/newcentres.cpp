#include "app/services/warmaster/newcentres.h"

#include "app/services/campaignservice.h"
#include "app/services/warmaster/calendarstatus.h"
#include "core/warmaster/armyplacement.h"
#include "db/warmaster/productionstep.h"

namespace herald::app {

using namespace herald::warmaster;

namespace {

StepChoice areaChoice(const StrategicMap &map, int area)
{
    const Area &a = map.areas[static_cast<std::size_t>(area)];
    StepChoice choice;
    choice.key = a.id();
    choice.text = areaLabel(a);
    return choice;
}

} // namespace

std::vector<NationProduction> newCentres(const CampaignService &service)
{
    std::vector<NationProduction> rows;
    const auto date = campaignDate(service);
    if (!date || date->step != CampaignStep::Production)
        return rows;
    const db::ProductionState state =
        db::loadProductionState(service.file()->database(), date->year);
    const StrategicMap &map = state.current.map;
    for (const ProductionPlan &plan : state.plans) {
        NationProduction row;
        row.nationId = state.current.nationRowIds.value(plan.nation);
        row.nation = map.nations[static_cast<std::size_t>(plan.nation)].name;
        row.arithmetic = plan.explain(state.base.map);
        row.townsLeft = state.townsLeft(plan);
        row.citiesLeft = state.citiesLeft(plan);
        row.reductionsLeft = state.cityReductionsLeft(plan) + state.townReductionsLeft(plan);
        const auto found = state.progress.find(plan.nation);
        const ProductionProgress progress =
            found != state.progress.end() ? found->second : ProductionProgress{};
        for (int area = 0; area < static_cast<int>(map.areas.size()); ++area) {
            if (map.areas[static_cast<std::size_t>(area)].owner != plan.nation)
                continue;
            if (row.townsLeft > 0 &&
                checkNewCentre(map, plan, progress, area, PopulationCentre::Town).empty())
                row.townAreas.push_back(areaChoice(map, area));
            if (row.citiesLeft > 0 &&
                checkNewCentre(map, plan, progress, area, PopulationCentre::City).empty())
                row.cityAreas.push_back(areaChoice(map, area));
            if (row.reductionsLeft > 0 && checkReduction(map, plan, progress, area).empty())
                row.reduceAreas.push_back(areaChoice(map, area));
        }
        for (const ColonyDecision &decision : state.openColonyDecisions(plan.nation)) {
            StepChoice question = areaChoice(map, decision.area);
            question.text = decision.explain(map);
            row.colonyQuestions.push_back(question);
        }
        rows.push_back(row);
    }
    return rows;
}

QStringList newCentreTables()
{
    return {QStringLiteral("campaign"),
            QStringLiteral("nation"),
            QStringLiteral("area"),
            QStringLiteral("landmass"),
            QStringLiteral("map"),
            QStringLiteral("setting"),
            QStringLiteral("attendance"),
            QStringLiteral("production_choice"),
            QStringLiteral("colony_choice"),
            QStringLiteral("former_town"),
            QStringLiteral("production_done")};
}

} // namespace herald::app
