#pragma once

#include "core/dice/dice.h"
#include "core/warmaster/strategicmap.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace herald::warmaster {

/// Consecutive turns an army must hold the population centre to gain control (§2.8, §4.7):
/// the population level, village 1, town 2, city 3.
[[nodiscard]] constexpr int turnsToGainControl(PopulationCentre centre)
{
    return populationLevel(centre);
}

/// How many turns of orders an army writes ahead under the communication delay (§2.9).
struct OrderLeadTime
{
    int distance = 0; ///< areas to the nearest own town or city (0 inside one)

    [[nodiscard]] int turns() const { return distance < 1 ? 1 : distance; }
    /// "3 areas from the nearest own town or city: orders for the next 3 turns".
    [[nodiscard]] QString explain() const;
};

/// Land steps from an area to the nearest own town or city, ignoring ownership and terrain
/// on the way (I-54); nullopt when the nation has none reachable over land. overSea counts
/// sea areas as steps too, for an army with no land route home.
[[nodiscard]] std::optional<int> distanceToOwnTownOrCity(const StrategicMap &map,
                                                         const map::AreaGraph &graph, int area,
                                                         int nation, bool overSea = false);

/// The player's option in the natural habitat (§4.4, I-51): use the roll as it is, or 2
/// less, or 2 more.
enum class HabitatAdjustment
{
    None,
    Minus2,
    Plus2,
};

/// Whether a race with these habitat keys is at home on this barrier (§4.4 Default).
[[nodiscard]] bool inNaturalHabitat(BarrierType barrier, const QStringList &habitats);

enum class TerrainCheckOutcome
{
    Crossed,   ///< pick = roll: across, no delay, no loss
    Delayed,   ///< roll above pick: held up for the difference in turns (I-50)
    UnitsLost, ///< roll below pick: units struck off, the army still crosses (I-49)
};

/// The terrain delay check (§2.10, §4.4).
struct TerrainCheck
{
    int pick = 0;
    int roll = 0; ///< the die
    HabitatAdjustment adjustment = HabitatAdjustment::None;
    TerrainCheckOutcome outcome = TerrainCheckOutcome::Crossed;
    int delayTurns = 0;
    int unitsLost = 0;

    /// The roll after the habitat option.
    [[nodiscard]] int used() const;
    /// "picked 3, rolled 5: held up 2 turns".
    [[nodiscard]] QString explain() const;
};

/// Resolves a check from a pick and a die already rolled; nullopt for a pick or roll outside
/// 1..6, or an adjustment without the natural habitat.
[[nodiscard]] std::optional<TerrainCheck>
resolveTerrainCheck(int pick, int roll, HabitatAdjustment adjustment, bool naturalHabitat);

/// Rolls the d6 for a check (the pick is recorded first, §4.4); the habitat option is chosen
/// afterwards with resolveTerrainCheck. Returns the die.
[[nodiscard]] int rollTerrainCheck(dice::Dice &dice, int pick, const QString &armyName);

} // namespace herald::warmaster
