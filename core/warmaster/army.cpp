#include "core/warmaster/army.h"

#include <QCoreApplication>

#include <array>

namespace herald::warmaster {

namespace {

constexpr std::array<KeyName<ArmyLocation>, 3> locationTable{{
    {ArmyLocation::Countryside, "countryside",
     QT_TRANSLATE_NOOP("herald::warmaster::Names", "countryside")},
    {ArmyLocation::PopulationCentre, "populationCentre",
     QT_TRANSLATE_NOOP("herald::warmaster::Names", "population centre")},
    {ArmyLocation::Poi, "poi", QT_TRANSLATE_NOOP("herald::warmaster::Names", "point of interest")},
}};

constexpr std::array<KeyName<ArmyState>, 6> stateTable{{
    {ArmyState::Normal, "normal", "normal"},
    {ArmyState::Delayed, "delayed", "delayed"},
    {ArmyState::Besieging, "besieging", "besieging"},
    {ArmyState::Besieged, "besieged", "besieged"},
    {ArmyState::PreEngaged, "preEngaged", "pre-engaged"},
    {ArmyState::Routed, "routed", "routed"},
}};

} // namespace

std::span<const KeyName<ArmyLocation>> EnumKeys<ArmyLocation>::table()
{
    return locationTable;
}

std::span<const KeyName<ArmyState>> EnumKeys<ArmyState>::table()
{
    return stateTable;
}

} // namespace herald::warmaster
