#pragma once

#include "core/warmaster/army.h"
#include "core/warmaster/strategicmap.h"

#include <QString>

#include <span>
#include <vector>

namespace herald::warmaster {

/// Where a routed army stands in its march home (§6.8, I-58).
struct RoutedWait
{
    /// It stood in its home area (an own town or city with no army) at the end of the last
    /// turn already.
    bool homeBeforeThisTurn = false;
    /// An army of another nation entered its area this turn, which starts the wait again.
    bool contactedThisTurn = false;
};

/// What a routed army does at the end of a turn (§6.8, I-58).
struct RoutedMarch
{
    enum class Kind
    {
        Marches,  ///< one area along a shortest path to the nearest free own town or city
        Arrives,  ///< that step reaches the home area: the one quiet turn starts
        Waits,    ///< in the home area, its quiet turn not over (or contact restarted it)
        Reforms,  ///< a full quiet, uncontacted turn at home: an army again
        Stranded, ///< no free own town or city it can reach: it stays put (I-58)
    };

    Kind kind = Kind::Stranded;
    /// Marches/Arrives: the areas one step nearer, ascending; the owner chooses among them
    /// (I-58), the first one when nobody chose.
    std::vector<int> steps;
    int stepsToHome = 0; ///< area steps left before this turn's step

    /// "§6.8 Grey Host is routed: 2 steps from a free town or city of its own; it marches to
    /// 0506 (or 0607, the owner's choice, I-58)" (translated).
    [[nodiscard]] QString explain(const StrategicMap &map, const QString &army, int chosen) const;
};

/// The end-of-turn step of the routed armies[army] (§6.8, I-58): the home areas are the own
/// town and city areas with no other army that still counts as one (a routed army does not
/// hold an area, as in I-57); the path is the shortest in land area steps through any owner's
/// areas; at home the army reforms after one full turn there without an enemy entering.
[[nodiscard]] RoutedMarch routedMarch(const StrategicMap &map, std::span<const Army> armies,
                                      int army, RoutedWait wait);

/// A routed army's step at the end of a turn, as M-5 takes it (§6.8, I-58).
struct PlannedRoutedStep
{
    int army = -1; ///< index into the map's armies
    RoutedMarch march;
    bool contacted = false; ///< an army of another nation moved into its area this turn
    int chosen = -1;        ///< the area it steps into: its owner's choice, else the first; -1 none
};

/// Every routed army of map.armies at the end of turn `turn` (a turn number), in army order:
/// the wait facts come from each army's details (ArmyStateDetail::homeSince, marchTo) and
/// from this turn's moves.
[[nodiscard]] std::vector<PlannedRoutedStep> planRoutedSteps(const StrategicMap &map, int turn);

/// The last-ditch rally (§6.8): a nation may rally one routed army, once per game, at the end
/// of a turn in which routed armies are its only forces (an expedition counts as a force).
/// nation is a nation index.
[[nodiscard]] bool mayRallyLastDitch(const StrategicMap &map, std::span<const Army> armies,
                                     int nation, bool rallyUsed);

} // namespace herald::warmaster
