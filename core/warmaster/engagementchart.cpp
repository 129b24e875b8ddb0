#include "core/warmaster/engagementchart.h"

#include "core/warmaster/assault.h"

#include <QCoreApplication>
#include <array>

namespace herald::warmaster {

namespace {

constexpr std::array<KeyName<BattleKind>, 5> battleKindTable{{
    {BattleKind::Battle, "battle", QT_TRANSLATE_NOOP("herald::warmaster::Names", "battle")},
    {BattleKind::PoiBattle, "poiBattle",
     QT_TRANSLATE_NOOP("herald::warmaster::Names", "POI battle")},
    {BattleKind::VillageBattle, "villageBattle",
     QT_TRANSLATE_NOOP("herald::warmaster::Names", "village battle")},
    {BattleKind::Assault, "assault", QT_TRANSLATE_NOOP("herald::warmaster::Names", "assault")},
    {BattleKind::SwapBattle, "swapBattle",
     QT_TRANSLATE_NOOP("herald::warmaster::Names", "swap battle")},
}};

} // namespace

std::span<const KeyName<BattleKind>> EnumKeys<BattleKind>::table()
{
    return battleKindTable;
}

ChartResult engagementChart(ArmyLocation a, ArmyLocation b)
{
    const bool aCentre = a == ArmyLocation::PopulationCentre;
    const bool bCentre = b == ArmyLocation::PopulationCentre;
    if (aCentre && bCentre)
        return ChartResult::Assault;
    if (aCentre || bCentre)
        return ChartResult::Siege;
    if (a == ArmyLocation::Poi && b == ArmyLocation::Poi)
        return ChartResult::PoiBattle;
    return ChartResult::Battle;
}

SiegeTurn siegeTurn(BesiegerOrder besieger, BesiegedOrder besieged)
{
    switch (besieger) {
    case BesiegerOrder::Assault:
        return SiegeTurn::Assault;
    case BesiegerOrder::Stay:
        return besieged == BesiegedOrder::SallyForth ? SiegeTurn::Battle
                                                     : SiegeTurn::SiegeContinues;
    case BesiegerOrder::MoveAway:
        break;
    }
    return SiegeTurn::BesiegedMayForce;
}

AssaultSetup assaultSetup(PopulationCentre centre, bool ownerFights)
{
    if (centre != PopulationCentre::Town && centre != PopulationCentre::City)
        return {BattleKind::VillageBattle, ArmyLocation::PopulationCentre, 0, false}; // I-44
    if (!ownerFights)
        return {BattleKind::Battle, ArmyLocation::Countryside, 0, false};
    return {BattleKind::Assault, ArmyLocation::PopulationCentre, assaultFortifications(centre),
            true};
}

} // namespace herald::warmaster
