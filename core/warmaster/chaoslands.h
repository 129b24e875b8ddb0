#pragma once

#include "core/dice/dice.h"
#include "core/warmaster/population.h"
#include "core/warmaster/strategicmap.h"

#include <QSet>
#include <QStringList>

#include <vector>

namespace herald::warmaster {

/// A town or city in a chaos area at NY-2a (§7.5): its d6, and where it went on 3 or more.
struct ChaosTownRoll
{
    int area = noIndex;
    PopulationCentre centre = PopulationCentre::Town;
    int face = 0;
    /// The d6 faces read as hex directions until one pointed at a land area without a town or
    /// city (I-62); empty when the town stayed or had nowhere to go.
    std::vector<int> directionFaces;
    int destination = noIndex; ///< noIndex when it stays

    [[nodiscard]] bool moves() const { return face >= chaosTownMovesOn; }
    /// "§7.5 Town in 0304 Ashfen: d6 = 4, moves to 0305 (direction d6 = 2)".
    [[nodiscard]] QString explain(const StrategicMap &map) const;

    /// The lowest d6 that sends a chaos town away (§7.5).
    static constexpr int chaosTownMovesOn = 3;
};

/// The NY-2a chaos rolls of one year, in map order: towns and cities first, then the d10 of
/// every own chaos area left without a town or city (the area a town left rolls too, I-62).
struct ChaosYear
{
    std::vector<ChaosTownRoll> towns;
    std::vector<ChaosLandRoll> lands;

    /// One line per roll, naming the area, the die and the §7.5 row.
    [[nodiscard]] QStringList explain(const StrategicMap &map) const;
};

/// Rolls the chaos lands of every nation but the absent ones (§7.6 rule 3: their New Year
/// waits). A moving town goes to the neighbour a d6 points at, rolled again while it points at
/// the sea, off the map or at a town or city; with no such neighbour it stays (I-62). Owners do
/// not change. Uncontrolled chaos towns roll too; uncontrolled chaos lands grant nothing, so
/// they do not roll.
[[nodiscard]] ChaosYear rollChaos(const StrategicMap &map, dice::Dice &dice,
                                  const QSet<int> &absentNations = {});

/// The map after the moves: each moving centre leaves a village behind and stands in its
/// destination, owned by whoever owns that area.
void applyChaosMoves(StrategicMap &map, const ChaosYear &year);

} // namespace herald::warmaster
