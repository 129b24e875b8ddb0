#pragma once

#include "core/warmaster/newyearissues.h"
#include "core/warmaster/production.h"
#include "core/warmaster/strategicmap.h"

#include <QSet>

#include <vector>

namespace herald::warmaster {

/// One nation's Last Stand at NY-2a (§2.7, I-61) with the areas the referee may choose from.
struct LastStandPlan
{
    int nation = noIndex;
    LastStand decision;
    /// PlaceTown: every own area (villages, chaos lands included), since the town needs no
    /// support; CityToTown: the nation's cities, one of which becomes the town.
    std::vector<int> sites;

    /// The decision and, for the referee, the areas to pick from.
    [[nodiscard]] QStringList explain(const StrategicMap &map) const;
};

/// The Last Stands due this year, in nation order: every nation but the absent ones whose
/// own areas hold no town (a nation without any area is listed with NoLandLeft, I-61).
[[nodiscard]] std::vector<LastStandPlan> planLastStands(const StrategicMap &map,
                                                        const QSet<int> &absentNations = {});

/// Checks the referee's choice of area for the plan: an own village for a new town, one of the
/// nation's cities when a city is reduced; empty when it may be done.
[[nodiscard]] std::vector<NewYearIssue> checkLastStandSite(const StrategicMap &map,
                                                           const LastStandPlan &plan, int area);

} // namespace herald::warmaster
