#pragma once

#include "core/warmaster/campaignsettings.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace herald::warmaster {

/// A nation's own population centres by kind (chaos areas without a town count as villages
/// here, I-62).
struct PopulationCounts
{
    int villages = 0;
    int towns = 0;
    int cities = 0;

    /// "V=15 T=3 C=1".
    [[nodiscard]] QString toString() const;
    friend bool operator==(const PopulationCounts &, const PopulationCounts &) = default;
};

/// The largest number of new towns that keeps every town supported (I-60):
/// max(0, floor((V − 5T) / 6)).
[[nodiscard]] int maxNewTowns(PopulationCounts counts);
/// The largest number of new cities (§2.7): max(0, min(floor(T / 3) − C, V − 5T)).
[[nodiscard]] int maxNewCities(PopulationCounts counts);

/// What happened in one step of production or removal (§2.7).
enum class ProductionChange
{
    NewTown,              ///< a village became a town
    NewCity,              ///< a village became a city
    CityReducedToTown,    ///< too few towns for the cities (downgrade, or a lone city)
    CityRemoved,          ///< too few towns; the city's area is a village again (remove mode)
    TownReducedToVillage, ///< too few villages for the towns
    LoneCentreKept,       ///< the nation's only town stays although unsupported
};

struct ProductionStep
{
    ProductionChange change;
    PopulationCounts after;

    /// "town reduced to a village: 4 villages support 0 towns (V=4 T=1 C=0)".
    [[nodiscard]] QString explain() const;
};

/// NY-4 production for one nation (§2.7, §7.1): new towns, new cities, then removal of
/// unsupported centres (or removal first with productionOrder = removeThenProduce).
struct Production
{
    PopulationCounts start;
    int maxTowns = 0;  ///< most new towns allowed at that point
    int maxCities = 0; ///< most new cities allowed once the new towns stand
    std::vector<ProductionStep> steps;
    PopulationCounts end;

    [[nodiscard]] int count(ProductionChange change) const;
    [[nodiscard]] QStringList explain() const;
};

/// Runs production. townsWanted / citiesWanted let the player place fewer than the maximum
/// (more is clamped to the maximum); by default the maximum is placed.
[[nodiscard]] Production runProduction(PopulationCounts counts, const CampaignSettings &settings,
                                       std::optional<int> townsWanted = std::nullopt,
                                       std::optional<int> citiesWanted = std::nullopt);

/// The Last Stand before the tally (§2.7, I-61).
enum class LastStandKind
{
    NotNeeded,  ///< the nation has a town
    PlaceTown,  ///< no town and no city: a town goes on one of its areas
    CityToTown, ///< a city but no town: the city becomes a town
    NoLandLeft, ///< no own area: Rebellion or New Nation instead (I-61)
};

struct LastStand
{
    LastStandKind kind = LastStandKind::NotNeeded;
    PopulationCounts after;

    [[nodiscard]] QString explain() const;
};

/// Decides the Last Stand from the own centres at the start of the year.
[[nodiscard]] LastStand lastStand(PopulationCounts counts);

} // namespace herald::warmaster
