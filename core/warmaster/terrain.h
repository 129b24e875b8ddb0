#pragma once

#include "core/warmaster/keys.h"

#include <span>

namespace herald::warmaster {

/// The dominant ground of an area (§1.3). Chaos is not a terrain of its own but an overlay
/// flag on an area (Area::chaos) over one of these, because the underlying ground still
/// decides terrain cards (I-48) and movement. Files may write "chaos" as a terrain: it reads
/// as chaos over plains (see docs/strategic-map-format.md).
enum class Terrain
{
    Plains,
    Forest,
    Hills,
    Mountains,
    Swamp,
    Desert,
    GreatForest, ///< "Major Forest" in the source
    Sea,
};

/// Where the people of an area live (§1.3). Every land area has one, a village unless a town
/// or city is marked; sea areas have none.
enum class PopulationCentre
{
    None,
    Village,
    Town,
    City,
};

/// What covers a boundary and forces the terrain delay check (§4.4, I-52).
enum class BarrierType
{
    None,
    Mountains,
    Swamp,
    GreatForest,
    MajorRiver,
};

/// A pass or river crossing that lets an army ignore a barrier when its order uses it (§4.4).
enum class CrossingFeature
{
    None,
    Pass,
    Ford,
};

/// Population level: village 1, town 2, city 3, none 0 (§1.3). It is also the number of
/// turns needed to gain control (§2.8) and the level paid in ransoms.
[[nodiscard]] constexpr int populationLevel(PopulationCentre centre)
{
    return static_cast<int>(centre);
}

// Keys and English names: keyOf(Terrain::Hills) == "hills", fromKey<Terrain>("hills").
template <> struct EnumKeys<Terrain>
{
    static std::span<const KeyName<Terrain>> table();
};
template <> struct EnumKeys<PopulationCentre>
{
    static std::span<const KeyName<PopulationCentre>> table();
};
template <> struct EnumKeys<BarrierType>
{
    static std::span<const KeyName<BarrierType>> table();
};
template <> struct EnumKeys<CrossingFeature>
{
    static std::span<const KeyName<CrossingFeature>> table();
};

/// The barrier a terrain forms when it fills both sides of a boundary; None for easy ground.
[[nodiscard]] BarrierType barrierOf(Terrain terrain);

} // namespace herald::warmaster
