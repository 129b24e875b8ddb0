#pragma once

#include "core/warmaster/army.h"
#include "core/warmaster/keys.h"
#include "core/warmaster/terrain.h"

#include <span>

namespace herald::warmaster {

/// A cell of the engagement chart (§5.3).
enum class ChartResult
{
    PoiBattle, ///< both at the POI: a POI card lies face down at table centre
    Battle,    ///< an ordinary battle
    Siege,     ///< one army at the population centre, the other outside it
    Assault,   ///< both at the population centre
};

/// The engagement chart (§5.3); symmetric in its two choices.
[[nodiscard]] ChartResult engagementChart(ArmyLocation a, ArmyLocation b);

/// What a pending battle is (§1.9), as the Battles issue prepares it.
enum class BattleKind
{
    Battle,        ///< ordinary, generic objective at table centre
    PoiBattle,     ///< the chart's *battle*: a POI card placed face down (§5.3)
    VillageBattle, ///< a siege or assault result in a village: a building objective (§5.5, I-44)
    Assault,       ///< the 8" x 8" urban square with its fortifications (§5.6)
    SwapBattle,    ///< armies swapping places meet in the countryside (§5.4)
};

template <> struct EnumKeys<BattleKind>
{
    static std::span<const KeyName<BattleKind>> table();
};

/// What the besieger was ordered to do this turn (§5.5).
enum class BesiegerOrder
{
    Assault,
    Stay, ///< hold or siege: keep the siege
    MoveAway,
};

/// What the besieged army was ordered to do (§5.5: only these two).
enum class BesiegedOrder
{
    SallyForth,
    Interdict,
};

/// One turn of a siege by the I-43 matrix.
enum class SiegeTurn
{
    Assault,         ///< an assault (§5.6)
    Battle,          ///< the besieged sallies: a battle in the countryside
    SiegeContinues,  ///< nothing happens this turn
    BesiegedMayForce ///< the besieger leaves unless the besieged forces a battle first
};

/// The I-43 matrix, row by row.
[[nodiscard]] SiegeTurn siegeTurn(BesiegerOrder besieger, BesiegedOrder besieged);

/// How an assault result is fought where it happens (§5.6, I-44, §2.17).
struct AssaultSetup
{
    BattleKind kind = BattleKind::Assault; ///< Assault, VillageBattle or (nobody's area) Battle
    ArmyLocation location = ArmyLocation::PopulationCentre; ///< Countryside when nobody owns it
    int fortifications = 0;           ///< free fortifications: 4 in a town, 8 in a city (§2.17)
    bool ownerHoldsObjective = false; ///< the area's owner starts holding the urban square
};

/// The set-up of an assault result in an area with this centre; ownerFights says whether one
/// of the combatants owns the area (if neither does, the townsfolk keep both out, §5.6).
[[nodiscard]] AssaultSetup assaultSetup(PopulationCentre centre, bool ownerFights);

} // namespace herald::warmaster
