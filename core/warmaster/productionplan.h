#pragma once

#include "core/warmaster/campaignsettings.h"
#include "core/warmaster/newyearissues.h"
#include "core/warmaster/production.h"
#include "core/warmaster/strategicmap.h"

#include <QSet>
#include <QStringList>

#include <vector>

namespace herald::warmaster {

/// The villages a town counts as its support (§2.7: five each, anywhere, even overseas).
struct TownSupport
{
    int town = noIndex;
    std::vector<int> villages;
};

/// The towns a city counts as its support (§2.7: three each).
struct CitySupport
{
    int city = noIndex;
    std::vector<int> towns;
};

/// One nation's NY-4 (§2.7, §7.1) on the map: its centres, who supports whom, the arithmetic
/// of new towns, new cities and removals, and what the owner still has to choose.
struct ProductionPlan
{
    int nation = noIndex;
    /// Own areas without a town or city, chaos lands included (they support towns, I-62).
    std::vector<int> villageAreas;
    std::vector<int> townAreas;
    std::vector<int> cityAreas;
    /// Support as Herald counts it: villages and towns handed out in map order, since any of
    /// them may support any centre. Centres left without full support are in unsupported*.
    std::vector<TownSupport> townSupport;
    std::vector<CitySupport> citySupport;
    std::vector<int> unsupportedTowns;
    std::vector<int> unsupportedCities;
    /// The counts new centres are reckoned from: the start, or the counts after removal when
    /// the setting productionOrder is removeThenProduce (I-60).
    PopulationCounts placementBase;
    /// The arithmetic with the most new centres placed.
    Production production;

    [[nodiscard]] PopulationCounts counts() const;
    [[nodiscard]] int townsDue() const { return production.count(ProductionChange::NewTown); }
    [[nodiscard]] int citiesDue() const { return production.count(ProductionChange::NewCity); }
    /// Cities the owner reduces to towns (or removes) because towns are short.
    [[nodiscard]] int citiesToReduce() const;
    /// Towns the owner turns back into villages because villages are short.
    [[nodiscard]] int townsToReduce() const;
    /// The arithmetic and the support, one line each, naming the areas.
    [[nodiscard]] QStringList explain(const StrategicMap &map) const;
};

/// The plans of every nation with land but the absent ones (§7.6 rule 3), in nation order,
/// from one pass over the areas.
[[nodiscard]] std::vector<ProductionPlan> planProduction(const StrategicMap &map,
                                                         const CampaignSettings &settings,
                                                         const QSet<int> &absentNations = {});

/// The owner's choices made so far this New Year for one plan.
struct ProductionProgress
{
    int townsPlaced = 0;
    int citiesPlaced = 0;
    int citiesReduced = 0;
    int townsReduced = 0;
};

/// Checks one new centre (Town or City) the owner places in `area`, given what he placed so
/// far: an own village, towns before cities, no more than the arithmetic allows (a city may not
/// take a village a town needs). Empty when it may be placed.
[[nodiscard]] std::vector<NewYearIssue> checkNewCentre(const StrategicMap &map,
                                                       const ProductionPlan &plan,
                                                       const ProductionProgress &progress, int area,
                                                       PopulationCentre centre);

/// Checks the owner's choice of a centre to reduce: an own city while cities are due, then an
/// own town while towns are due. Empty when it may be reduced.
[[nodiscard]] std::vector<NewYearIssue> checkReduction(const StrategicMap &map,
                                                       const ProductionPlan &plan,
                                                       const ProductionProgress &progress,
                                                       int area);

/// A new town or city standing on a landmass other than the nation's home (§7.3): the player
/// declares it a colony or founds another country.
struct ColonyDecision
{
    int nation = noIndex;
    int area = noIndex;
    int landmass = noIndex;

    [[nodiscard]] QString explain(const StrategicMap &map) const;
};

/// The decisions the new centres call for: one per landmass away from the capital's (I-63
/// capital) that is not yet settled as a colony or a separate country.
[[nodiscard]] std::vector<ColonyDecision> colonyDecisions(const StrategicMap &map, int nation,
                                                          const std::vector<int> &newCentres,
                                                          const QSet<int> &settledLandmasses);

} // namespace herald::warmaster
