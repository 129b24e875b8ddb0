#pragma once

#include "core/warmaster/strategicmap.h"
#include "core/warmaster/unitcategory.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace herald::warmaster {

/// Population or character points a nation gets from something other than its population
/// centres: a chaos-land result, a POI bonus, a referee's grant (§2.1 "other", §2.3).
struct PointsGrant
{
    int nation = noIndex;
    int area = noIndex; ///< the area it comes from, or noIndex
    int points = 0;     ///< may be negative (chaos d10 = 2 costs a character point)
    QString reason;     ///< "Chaos land d10 = 9", "Magic Rock POI"

    friend bool operator==(const PointsGrant &, const PointsGrant &) = default;
};

/// One row of the chaos land table (§7.5) for an own chaos area without a town or city.
struct ChaosLandResult
{
    int face = 1;
    int population = 0;                ///< villages granted this year, entered under "other" (I-62)
    int characterPoints = 0;           ///< the chaos CP term
    std::optional<UnitCategory> units; ///< free units of this category for the year
    int unitCount = 0;

    /// "d10 = 4: 2 Infantry units, +1 character point".
    [[nodiscard]] QString explain() const;
};

/// The §7.5 table; nullopt for a face outside 1..10.
[[nodiscard]] std::optional<ChaosLandResult> chaosLandResult(int d10);

/// A chaos-land d10 rolled at NY-2a for one area.
struct ChaosLandRoll
{
    int area = noIndex;
    int face = 0;
};

/// What the tally adds to the map's own population centres.
struct TallyAdjustments
{
    std::vector<ChaosLandRoll> chaosRolls;    ///< own chaos areas without a town or city
    std::vector<PointsGrant> population;      ///< referee grants into "other" (§2.1)
    std::vector<PointsGrant> characterPoints; ///< POI bonuses and other CP grants (§2.3)
};

/// PT = 3 × cities + 2 × towns + 1 × villages + other (§2.1), with the areas behind each term.
struct PopulationTotal
{
    std::vector<int> cityAreas;
    std::vector<int> townAreas;
    std::vector<int> villageAreas;
    /// Own chaos areas without a town or city: they add only what their d10 grants (in
    /// other), but count as villages for town support (I-62).
    std::vector<int> chaosAreas;
    std::vector<PointsGrant> other;

    [[nodiscard]] int cities() const { return static_cast<int>(cityAreas.size()); }
    [[nodiscard]] int towns() const { return static_cast<int>(townAreas.size()); }
    [[nodiscard]] int villages() const { return static_cast<int>(villageAreas.size()); }
    [[nodiscard]] int otherPoints() const;
    [[nodiscard]] int total() const;
    /// "PT 15 = 3 × 1 city + 2 × 2 towns + 1 × 8 villages + 0 other".
    [[nodiscard]] QString explain() const;
    /// The terms with the areas behind them, one line each, using the map's names.
    [[nodiscard]] QStringList explainAreas(const StrategicMap &map) const;
};

/// AP = (2 × PT + 5) × 100 (§2.2).
struct ArmyPoints
{
    int populationTotal = 0;

    [[nodiscard]] int points() const { return (2 * populationTotal + 5) * 100; }
    /// "AP = (2 × 15 + 5) × 100 = 3500".
    [[nodiscard]] QString explain() const;
};

/// CP = PT + 2 + POI bonuses + chaos CP results (§2.3).
struct CharacterPoints
{
    int populationTotal = 0;
    std::vector<PointsGrant> bonuses;

    [[nodiscard]] int total() const;
    /// "CP = 15 + 2 + 1 (Magic Rock POI) = 18".
    [[nodiscard]] QString explain() const;
};

/// The most mob units allowed (§2.6): the year's PT.
[[nodiscard]] constexpr int mobLimit(int populationTotal)
{
    return populationTotal;
}

/// Free units a chaos result adds to the roster for the year (§7.5).
struct FreeUnits
{
    int area = noIndex;
    UnitCategory category = UnitCategory::Infantry;
    int count = 0;
};

/// One nation's New Year figures (NY-3) with everything that makes them up.
struct NationTally
{
    int nation = noIndex;
    PopulationTotal population;
    ArmyPoints armyPoints;
    CharacterPoints characterPoints;
    std::vector<FreeUnits> freeUnits;

    [[nodiscard]] int mobs() const { return mobLimit(population.total()); }
    /// PT, AP, CP and the mob limit, one line each.
    [[nodiscard]] QStringList explain() const;
};

/// The tally of every nation of the map, in the map's nation order.
struct Tally
{
    std::vector<NationTally> nations;
    /// Adjustments that could not be applied, each saying why (a chaos roll for an area that
    /// is not an own chaos area without a town or city, a face outside 1..10, an unknown nation).
    QStringList ignored;
};

/// Counts every nation's population centres in a single pass over the areas (no rescans per
/// nation), then applies the adjustments. Areas owned by no nation are skipped.
[[nodiscard]] Tally tallyNations(const StrategicMap &map, const TallyAdjustments &adjustments = {});

} // namespace herald::warmaster
