#include "core/hexwar/terrain.h"

#include <QCoreApplication>

#include <array>
#include <utility>

namespace herald::hexwar {

namespace {

// One row of the Terrain Effects Chart as engine data (spec 2.3, second table).
struct TerrainRow
{
    Terrain terrain;
    const char *key;
    int cost; // 0: cannot be entered
    int shift;
};

constexpr std::array<TerrainRow, 8> kTerrain{{
    {Terrain::Clear, "clear", 2, 0},
    {Terrain::LightForest, "light_forest", 3, 1},
    {Terrain::HeavyForest, "heavy_forest", 4, 2},
    {Terrain::Hills, "hills", 3, 1},
    {Terrain::Moor, "moor", 3, 1},
    {Terrain::Mountain, "mountain", 4, 2},
    {Terrain::Swamp, "swamp", 4, 2},
    {Terrain::Water, "water", 0, 0},
}};

struct FeatureRow
{
    Feature feature;
    const char *key;
    int cost;
    int shift;
};

constexpr std::array<FeatureRow, 7> kFeatures{{
    {Feature::None, "none", 0, 0},
    {Feature::City, "city", 1, 2},
    {Feature::Town, "town", 1, 2},
    {Feature::Village, "village", 1, 2},
    {Feature::Ruins, "ruins", 1, 2},
    {Feature::Keep, "keep", 1, 3},
    {Feature::Fort, "fort", 1, 2},
}};

const TerrainRow &row(Terrain terrain)
{
    return kTerrain[static_cast<std::size_t>(terrain)];
}

const FeatureRow &row(Feature feature)
{
    return kFeatures[static_cast<std::size_t>(feature)];
}

} // namespace

std::optional<int> terrainCost(Terrain terrain, UnitKind kind)
{
    if (terrain == Terrain::Water)
        return std::nullopt;
    if (kind == UnitKind::Forester && isForest(terrain))
        return 1;
    if (kind == UnitKind::Mountaineer && isHillOrMountain(terrain))
        return 1;
    return row(terrain).cost;
}

std::optional<int> featureCost(Feature feature)
{
    if (feature == Feature::None)
        return std::nullopt;
    return row(feature).cost;
}

int terrainShift(Terrain terrain)
{
    return row(terrain).shift;
}

int featureShift(Feature feature)
{
    return row(feature).shift;
}

bool isForest(Terrain terrain)
{
    return terrain == Terrain::LightForest || terrain == Terrain::HeavyForest;
}

bool isHillOrMountain(Terrain terrain)
{
    return terrain == Terrain::Hills || terrain == Terrain::Mountain;
}

std::optional<Terrain> terrainFromKey(const QString &key)
{
    for (const auto &r : kTerrain) {
        if (key == QLatin1String(r.key))
            return r.terrain;
    }
    return std::nullopt;
}

std::optional<Feature> featureFromKey(const QString &key)
{
    for (const auto &r : kFeatures) {
        if (key == QLatin1String(r.key))
            return r.feature;
    }
    return std::nullopt;
}

QString terrainKey(Terrain terrain)
{
    return QString::fromLatin1(row(terrain).key);
}

QString featureKey(Feature feature)
{
    return QString::fromLatin1(row(feature).key);
}

QString terrainName(Terrain terrain)
{
    static constexpr std::array<const char *, 8> names{
        QT_TRANSLATE_NOOP("herald::hexwar::Terrain", "clear"),
        QT_TRANSLATE_NOOP("herald::hexwar::Terrain", "light forest"),
        QT_TRANSLATE_NOOP("herald::hexwar::Terrain", "heavy forest"),
        QT_TRANSLATE_NOOP("herald::hexwar::Terrain", "hills"),
        QT_TRANSLATE_NOOP("herald::hexwar::Terrain", "moor"),
        QT_TRANSLATE_NOOP("herald::hexwar::Terrain", "mountain"),
        QT_TRANSLATE_NOOP("herald::hexwar::Terrain", "swamp"),
        QT_TRANSLATE_NOOP("herald::hexwar::Terrain", "water"),
    };
    return QCoreApplication::translate("herald::hexwar::Terrain",
                                       names[static_cast<std::size_t>(terrain)]);
}

QString featureName(Feature feature)
{
    static constexpr std::array<const char *, 7> names{
        QT_TRANSLATE_NOOP("herald::hexwar::Terrain", "no feature"),
        QT_TRANSLATE_NOOP("herald::hexwar::Terrain", "city"),
        QT_TRANSLATE_NOOP("herald::hexwar::Terrain", "town"),
        QT_TRANSLATE_NOOP("herald::hexwar::Terrain", "village"),
        QT_TRANSLATE_NOOP("herald::hexwar::Terrain", "ruins"),
        QT_TRANSLATE_NOOP("herald::hexwar::Terrain", "keep"),
        QT_TRANSLATE_NOOP("herald::hexwar::Terrain", "fort"),
    };
    return QCoreApplication::translate("herald::hexwar::Terrain",
                                       names[static_cast<std::size_t>(feature)]);
}

} // namespace herald::hexwar
