#include "core/warmaster/terrain.h"

#include <array>

namespace herald::warmaster {

namespace {

constexpr std::array<KeyName<Terrain>, 8> terrainTable{{
    {Terrain::Plains, "plains", "Plains"},
    {Terrain::Forest, "forest", "Forest"},
    {Terrain::Hills, "hills", "Hills"},
    {Terrain::Mountains, "mountains", "Mountains"},
    {Terrain::Swamp, "swamp", "Swamp"},
    {Terrain::Desert, "desert", "Desert"},
    {Terrain::GreatForest, "greatForest", "Great Forest"},
    {Terrain::Sea, "sea", "Sea"},
}};

constexpr std::array<KeyName<PopulationCentre>, 4> centreTable{{
    {PopulationCentre::None, "none", "none"},
    {PopulationCentre::Village, "village", "village"},
    {PopulationCentre::Town, "town", "town"},
    {PopulationCentre::City, "city", "city"},
}};

constexpr std::array<KeyName<BarrierType>, 5> barrierTable{{
    {BarrierType::None, "none", "no barrier"},
    {BarrierType::Mountains, "mountains", "mountains"},
    {BarrierType::Swamp, "swamp", "swamp"},
    {BarrierType::GreatForest, "greatForest", "great forest"},
    {BarrierType::MajorRiver, "majorRiver", "major river"},
}};

constexpr std::array<KeyName<CrossingFeature>, 3> crossingTable{{
    {CrossingFeature::None, "none", "none"},
    {CrossingFeature::Pass, "pass", "pass"},
    {CrossingFeature::Ford, "ford", "river crossing"},
}};

} // namespace

std::span<const KeyName<Terrain>> EnumKeys<Terrain>::table()
{
    return terrainTable;
}

std::span<const KeyName<PopulationCentre>> EnumKeys<PopulationCentre>::table()
{
    return centreTable;
}

std::span<const KeyName<BarrierType>> EnumKeys<BarrierType>::table()
{
    return barrierTable;
}

std::span<const KeyName<CrossingFeature>> EnumKeys<CrossingFeature>::table()
{
    return crossingTable;
}

BarrierType barrierOf(Terrain terrain)
{
    switch (terrain) {
    case Terrain::Mountains:
        return BarrierType::Mountains;
    case Terrain::Swamp:
        return BarrierType::Swamp;
    case Terrain::GreatForest:
        return BarrierType::GreatForest;
    default:
        return BarrierType::None;
    }
}

} // namespace herald::warmaster
