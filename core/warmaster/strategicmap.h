#pragma once

#include "core/map/areagraph.h"
#include "core/map/hex.h"
#include "core/map/hexside.h"
#include "core/warmaster/army.h"
#include "core/warmaster/terrain.h"

#include <QHash>
#include <QString>

#include <optional>
#include <vector>

namespace herald::warmaster {

/// "No nation", "no landmass", "no area": indices into StrategicMap's vectors are >= 0.
inline constexpr int noIndex = -1;

/// An area's point of interest (§1.3, I-68): every area has the POI location, only some have
/// a feature on it.
struct Poi
{
    QString cardId;        ///< the POI card or map feature id; empty = none
    bool revealed = false; ///< shown to all players
    CrossingFeature crossing = CrossingFeature::None; ///< a pass or ford marked on the map

    [[nodiscard]] bool hasFeature() const
    {
        return !cardId.isEmpty() || crossing != CrossingFeature::None;
    }
    friend bool operator==(const Poi &, const Poi &) = default;
};

/// One map space (§1.3). Sea areas have terrain Sea, no landmass and PopulationCentre::None;
/// every land area has a population centre (a village unless a town or city is marked).
struct Area
{
    map::Hex hex;
    QString name;
    int landmass = noIndex; ///< index into StrategicMap::landmasses; noIndex for sea
    Terrain terrain = Terrain::Plains;
    bool chaos = false; ///< Chaos land overlay (§7.5) over the terrain
    bool coastal = false;
    bool majorRiver = false; ///< a major river runs through the area
    bool underwater = false; ///< an aquatic nation's area (§7.2.7)
    PopulationCentre centre = PopulationCentre::Village;
    int owner = noIndex; ///< index into StrategicMap::nations; noIndex = uncontrolled
    Poi poi;
    std::optional<int> terrainCards; ///< the referee's override of §2.12 (I-48)

    [[nodiscard]] bool isSea() const { return terrain == Terrain::Sea; }
    [[nodiscard]] bool isLand() const { return terrain != Terrain::Sea; }
    /// The printed hex number, "0304".
    [[nodiscard]] QString id() const { return hex.toXXYY(); }
    /// "Chaos land (Hills)" or "Hills".
    [[nodiscard]] QString terrainDescription() const;

    friend bool operator==(const Area &, const Area &) = default;
};

/// A boundary worth recording: one with a river, a barrier or a crossing (§1.3). Hexsides
/// with none of these are ordinary borders and need no record.
struct Boundary
{
    map::Hexside side;
    bool river = false; ///< a major river runs along this hexside (drawn by the renderer)
    BarrierType barrier = BarrierType::None;
    CrossingFeature crossing = CrossingFeature::None;

    friend bool operator==(const Boundary &, const Boundary &) = default;
};

/// The barrier a boundary gets when the referee has not marked one (I-52): a river along it
/// makes a major-river barrier; otherwise two land areas of the same difficult terrain
/// (mountains, swamp, great forest) make a barrier of that terrain. A river wins over a
/// terrain because the river is what the referee drew on that very hexside.
[[nodiscard]] BarrierType defaultBarrier(const Area &a, const Area &b, bool riverAlongSide);

/// What the referee marked on one hexside: a river along it, a barrier set by hand (nullopt
/// leaves the I-52 default), a crossing. Storage keeps marks, not resolved boundaries, so that
/// painting terrain later moves the default barriers with it.
struct BoundaryMark
{
    map::Hexside side;
    bool river = false;
    std::optional<BarrierType> barrier;
    CrossingFeature crossing = CrossingFeature::None;

    friend bool operator==(const BoundaryMark &, const BoundaryMark &) = default;
};

/// Whether a move across the boundary calls for the terrain delay check (§4.4): it does when
/// there is a barrier, unless the boundary has a pass or crossing and the order uses it (I-52).
[[nodiscard]] bool needsTerrainCheck(const Boundary &boundary, bool orderUsesCrossing);

struct Landmass
{
    QString id;
    QString name;

    friend bool operator==(const Landmass &, const Landmass &) = default;
};

/// A player country (§1.2) as the map knows it.
struct Nation
{
    QString id;
    QString name;
    QString colour; ///< "#rrggbb"
    QString player;
    QString raceListId;       ///< the army list's id, or the created race's id
    bool createdRace = false; ///< raceListId names a created race (§2.4)
    int capital = noIndex;    ///< index of the capital area
    bool npp = false;         ///< Non Present Player at the current meeting (§7.6)
    bool underwater = false;  ///< the sea people (§7.2.7): their armies keep to water

    friend bool operator==(const Nation &, const Nation &) = default;
};

/// Where an independent lesser race's army stands (§7.7.6), for drawing it; its rules read the
/// campaign's own record (core/warmaster/independentarmy.h).
struct IndependentMarker
{
    QString race; ///< "Orcs"
    map::Hex area;

    friend bool operator==(const IndependentMarker &, const IndependentMarker &) = default;
};

/// The strategic world: areas on a hex layout, boundaries, landmasses, nations and the army
/// markers standing on it (§1.5).
///
/// Plain values in vectors; other values refer to each other by index. After changing the
/// areas' hexes call reindex() so that lookups by hex stay right.
struct StrategicMap
{
    QString name;
    int columns = 0;
    int rows = 0;
    std::vector<Landmass> landmasses;
    std::vector<Nation> nations;
    std::vector<Area> areas;
    std::vector<Boundary> boundaries;
    /// Armies on the map; Army::nationId is a Nation::id. Map files do not carry them: they
    /// belong to the campaign's year, not to the map.
    std::vector<Army> armies;
    /// Independent lesser-race armies on the map, likewise the campaign's, not the map's.
    std::vector<IndependentMarker> independentArmies;

    /// Rebuilds the lookup tables from areas and boundaries.
    void reindex();
    /// True when the land area touches a sea area of the map (§1.3 coast), whatever its flag.
    [[nodiscard]] bool touchesSea(int area) const;
    /// Replaces boundaries by every neighbouring pair's boundary: the mark where there is one,
    /// the I-52 default barrier otherwise; ordinary borders get no record. Calls reindex().
    void resolveBoundaries(const QHash<map::Hexside, BoundaryMark> &marks);
    /// The marks that give back the current boundaries through resolveBoundaries(): a barrier
    /// is marked only where it differs from the I-52 default.
    [[nodiscard]] std::vector<BoundaryMark> boundaryMarks() const;
    [[nodiscard]] std::optional<int> areaAt(map::Hex hex) const;
    /// The recorded boundary between two areas, or nullptr (an ordinary border, or none).
    [[nodiscard]] const Boundary *boundaryBetween(int a, int b) const;
    /// Areas bordering each other, by index; hexes that touch are neighbours.
    [[nodiscard]] map::AreaGraph graph() const;
    [[nodiscard]] std::optional<int> nationIndex(QStringView id) const;
    [[nodiscard]] std::optional<int> landmassIndex(QStringView id) const;
    /// Whether an army of nations[nation] may stand in areas[area]: any land area, but the sea
    /// people's armies only underwater or where there is water, a coast or a major river
    /// (§7.2.7). Moves, retreats and routed marches all keep to it.
    [[nodiscard]] bool armyMayStand(int nation, int area) const;

    friend bool operator==(const StrategicMap &a, const StrategicMap &b)
    {
        return a.name == b.name && a.columns == b.columns && a.rows == b.rows &&
               a.landmasses == b.landmasses && a.nations == b.nations && a.areas == b.areas &&
               a.boundaries == b.boundaries && a.armies == b.armies;
    }

private:
    QHash<map::Hex, int> m_areaIndex;
    QHash<map::Hexside, int> m_boundaryIndex;
};

} // namespace herald::warmaster
