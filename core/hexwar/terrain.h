#pragma once

#include <QString>

#include <optional>

namespace herald::hexwar {

/// The natural terrain of a hex (spec 2.3, split as the engine table asks, and 15.2's water).
enum class Terrain
{
    Clear,
    LightForest,
    HeavyForest,
    Hills,
    Moor,
    Mountain,
    Swamp,
    Water, ///< sea or lake: never entered (spec A28)
};

/// A built place in a hex. City, town, village and fort use the chart's Town row (spec A8);
/// only city, town and village count as towns for victory points.
enum class Feature
{
    None,
    City,
    Town,
    Village,
    Ruins,
    Keep,
    Fort,
};

/// The special ability printed on a counter (spec 2.6).
enum class UnitKind
{
    Plain,
    Forester,    ///< F: forests cost 1 MP (M7), forest shifts ignored in attack (8.2)
    Mountaineer, ///< M: hills and mountains cost 1 MP (M8), their shifts ignored in attack
};

/// MPs to enter a hex of this natural terrain, after the F/M reductions (spec 2.3, M7, M8);
/// nullopt for water.
[[nodiscard]] std::optional<int> terrainCost(Terrain terrain, UnitKind kind);
/// MPs to enter a hex with this feature (spec 2.3: town and ruins 1, keep 1); nullopt for none.
[[nodiscard]] std::optional<int> featureCost(Feature feature);

/// Leftward CRT shift for a defender in this natural terrain (spec 2.3).
[[nodiscard]] int terrainShift(Terrain terrain);
/// Leftward CRT shift for a defender in a hex with this feature (spec 2.3).
[[nodiscard]] int featureShift(Feature feature);

/// True when attacking foresters ignore this terrain's shift (light and heavy forest).
[[nodiscard]] bool isForest(Terrain terrain);
/// True when attacking mountaineers ignore this terrain's shift (hills and mountain, not moor).
[[nodiscard]] bool isHillOrMountain(Terrain terrain);

/// The file words of docs/hexwar-map-format.md ("heavy_forest", "keep").
[[nodiscard]] std::optional<Terrain> terrainFromKey(const QString &key);
[[nodiscard]] std::optional<Feature> featureFromKey(const QString &key);
[[nodiscard]] QString terrainKey(Terrain terrain);
[[nodiscard]] QString featureKey(Feature feature);

/// Translated names for explanations ("heavy forest", "keep").
[[nodiscard]] QString terrainName(Terrain terrain);
[[nodiscard]] QString featureName(Feature feature);

} // namespace herald::hexwar
