#pragma once

#include "core/warmaster/calendar.h"
#include "core/warmaster/productionplan.h"
#include "core/warmaster/stepblockers.h"
#include "db/map/maprepository.h"
#include "db/warmaster/calendarsteps.h"

#include <QJsonObject>
#include <QSqlDatabase>

#include <map>
#include <vector>

namespace herald::db {

/// NY-4 (§2.7, §7.1, §7.3) as the file holds it for a year: the map NY-4 found, the map now,
/// every present nation's plan reckoned from the first and the choices made against it.
struct ProductionState
{
    /// The map with this year's production choices taken back: what the plans count.
    StoredMap base;
    StoredMap current;
    std::vector<warmaster::ProductionPlan> plans;
    /// By nation index: what the owner has placed and reduced so far.
    std::map<int, warmaster::ProductionProgress> progress;
    /// By nation index: the areas of this year's new towns and cities.
    std::map<int, std::vector<int>> newCentres;
    /// By nation index: the landmasses away from home already settled (a colony or country
    /// chosen before, or an own town or city there before this year's placements).
    std::map<int, QSet<int>> settled;
    /// By nation index: the nations whose player places no more new centres this year (§2.7:
    /// he may place fewer; schema 13).
    QSet<int> placingDone;

    /// The nation's plan; nullptr when it produces nothing this year (absent, or no land).
    [[nodiscard]] const warmaster::ProductionPlan *planFor(int nation) const;
    /// The colony-or-country questions the nation's new centres still raise (§7.3).
    [[nodiscard]] std::vector<warmaster::ColonyDecision> openColonyDecisions(int nation) const;
    /// New towns and cities still due, and centres still to reduce.
    [[nodiscard]] int townsLeft(const warmaster::ProductionPlan &plan) const;
    [[nodiscard]] int citiesLeft(const warmaster::ProductionPlan &plan) const;
    [[nodiscard]] int cityReductionsLeft(const warmaster::ProductionPlan &plan) const;
    [[nodiscard]] int townReductionsLeft(const warmaster::ProductionPlan &plan) const;
};

/// Reads NY-4 of the year: plans for every nation but the absent ones (§7.6 rule 3).
[[nodiscard]] ProductionState loadProductionState(const QSqlDatabase &db, int year);

/// NY-4's blockers, all three kinds from one reading of the plan (CentresToPlace,
/// CentresToReduce, ColonyDecisions): one item per nation or landmass with what is still due.
void addProductionBlockers(const QSqlDatabase &db, int year, warmaster::StepSnapshot &snapshot);

/// `calendar.next` at NY-4: every choice is made by then (the blockers saw to it); writes one
/// line per nation with the arithmetic and what was placed or reduced, and remembers the towns
/// each nation now holds (§7.4.2).
[[nodiscard]] StepWork finishProduction(const CommandContext &context);

/// For `production FILE` and the Campaign page: each nation's plan with its arithmetic, the
/// support, what is due, placed and reduced, and the open colony questions.
[[nodiscard]] QJsonObject productionStatus(const QSqlDatabase &db, int year);

} // namespace herald::db
