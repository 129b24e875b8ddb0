#include "core/warmaster/terrain.h"

#include <QCoreApplication>
#include <array>

namespace herald::warmaster {

namespace {

constexpr std::array<KeyName<Terrain>, 8> terrainTable{{
    {Terrain::Plains, "plains", QT_TRANSLATE_NOOP("herald::warmaster::Names", "Plains")},
    {Terrain::Forest, "forest", QT_TRANSLATE_NOOP("herald::warmaster::Names", "Forest")},
    {Terrain::Hills, "hills", QT_TRANSLATE_NOOP("herald::warmaster::Names", "Hills")},
    {Terrain::Mountains, "mountains", QT_TRANSLATE_NOOP("herald::warmaster::Names", "Mountains")},
    {Terrain::Swamp, "swamp", QT_TRANSLATE_NOOP("herald::warmaster::Names", "Swamp")},
    {Terrain::Desert, "desert", QT_TRANSLATE_NOOP("herald::warmaster::Names", "Desert")},
    {Terrain::GreatForest, "greatForest",
     QT_TRANSLATE_NOOP("herald::warmaster::Names", "Great Forest")},
    {Terrain::Sea, "sea", QT_TRANSLATE_NOOP("herald::warmaster::Names", "Sea")},
}};

constexpr std::array<KeyName<PopulationCentre>, 4> centreTable{{
    {PopulationCentre::None, "none", QT_TRANSLATE_NOOP("herald::warmaster::Names", "none")},
    {PopulationCentre::Village, "village",
     QT_TRANSLATE_NOOP("herald::warmaster::Names", "village")},
    {PopulationCentre::Town, "town", QT_TRANSLATE_NOOP("herald::warmaster::Names", "town")},
    {PopulationCentre::City, "city", QT_TRANSLATE_NOOP("herald::warmaster::Names", "city")},
}};

constexpr std::array<KeyName<BarrierType>, 5> barrierTable{{
    {BarrierType::None, "none", QT_TRANSLATE_NOOP("herald::warmaster::Names", "no barrier")},
    {BarrierType::Mountains, "mountains",
     QT_TRANSLATE_NOOP("herald::warmaster::Names", "mountains")},
    {BarrierType::Swamp, "swamp", QT_TRANSLATE_NOOP("herald::warmaster::Names", "swamp")},
    {BarrierType::GreatForest, "greatForest",
     QT_TRANSLATE_NOOP("herald::warmaster::Names", "great forest")},
    {BarrierType::MajorRiver, "majorRiver",
     QT_TRANSLATE_NOOP("herald::warmaster::Names", "major river")},
}};

constexpr std::array<KeyName<CrossingFeature>, 3> crossingTable{{
    {CrossingFeature::None, "none", QT_TRANSLATE_NOOP("herald::warmaster::Names", "none")},
    {CrossingFeature::Pass, "pass", QT_TRANSLATE_NOOP("herald::warmaster::Names", "pass")},
    {CrossingFeature::Ford, "ford",
     QT_TRANSLATE_NOOP("herald::warmaster::Names", "river crossing")},
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
