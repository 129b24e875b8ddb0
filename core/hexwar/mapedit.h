#pragma once

#include "core/hexwar/hexwarmap.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace herald::hexwar {

/// Why a map edit is refused: each keeps the map what the format accepts (spec 15,
/// docs/hexwar-map-format.md); mapEditRuleSection() names the rule.
enum class MapEditRefusal
{
    None,
    OffMap,             ///< a hex or hexside outside the map's rectangle (2.2)
    FeatureOnWater,     ///< a place on a water hex (A28: water is never entered)
    WaterUnderFeature,  ///< painting water over a hex with a place (A28)
    LineTouchesWater,   ///< a road or river between a land hex and water (15.3)
    WaterUnderLine,     ///< painting water over a hex with a road or river side (15.3)
    LineWithoutName,    ///< roads and rivers are named (15.3: the Duke's Road, the Highreach)
    BridgeWithoutRiver, ///< a bridge spans a river hexside (M6, 15.3)
    SetWithoutName,     ///< a scenario hex set is named (15.4: "Radlebb_heavy_forest")
    EdgeUnderLine,      ///< a hex left out of play beside a road or river hexside (2.2, 15.3)
};

[[nodiscard]] QString mapEditRuleSection(MapEditRefusal refusal);

/// The outcome of an edit: done (the map changed) or refused with what is wrong and where.
struct MapEdit
{
    MapEditRefusal refusal = MapEditRefusal::None;
    QString explanation; ///< the refusal in words, naming the hex or hexside
    [[nodiscard]] bool ok() const { return refusal == MapEditRefusal::None; }
};

/// What a hexside stroke lays: a road or a river (spec 15.3).
enum class SideLine
{
    Road,
    River,
};

/// Paints the terrain of every hex named (spec 15.2). Water may not go under a place or next to a
/// road or river hexside. All or nothing: a refusal changes no hex.
[[nodiscard]] MapEdit paintTerrain(HexwarMap &map, const QList<map::Hex> &hexes, Terrain terrain);

/// Sets a hex's place (feature, name) and the regions it belongs to (spec 15.2); Feature::None
/// with an empty name clears the place.
[[nodiscard]] MapEdit setPlace(HexwarMap &map, map::Hex hex, Feature feature, const QString &name,
                               const QStringList &regions);

/// Lays a named road or river along the hexsides (on), or takes whatever road or river they carry
/// off (not on; a river taken off takes its bridge with it). All or nothing.
[[nodiscard]] MapEdit setSideLine(HexwarMap &map, const QList<map::Hexside> &sides, SideLine line,
                                  const QString &name, bool on);

/// Marks hexes printed only in part at the map's edge as out of play, or back in play (spec
/// 2.2, 15.1). A hex beside a road or river hexside stays in play. All or nothing.
[[nodiscard]] MapEdit setPlayable(HexwarMap &map, const QList<map::Hex> &hexes, bool playable);

/// Adds the hexes to a scenario hex set (in), made if new, or takes them out of it (spec 15.4:
/// the sets the rules describe in words are drawn once with the editor). A set emptied stays,
/// as the Cruth Ogres' entry does (A4). All or nothing.
[[nodiscard]] MapEdit markHexSet(HexwarMap &map, const QString &set, const QList<map::Hex> &hexes,
                                 bool in);

/// Puts a bridge on a river hexside, or takes it off (spec M6, 15.3).
[[nodiscard]] MapEdit setBridge(HexwarMap &map, const map::Hexside &side, bool on);

/// Lays the map out on another grid (spec 2.2: which way the hexes stand, which columns or rows
/// are shifted). Every hex keeps its printed number, with its terrain, place and hex sets; a
/// road, river or bridge hexside stays when its two numbers are still neighbours on the new
/// grid. Returns the hexsides taken off ("2321/2420"), to be traced again.
[[nodiscard]] QStringList setGrid(HexwarMap &map, map::HexGrid grid);

} // namespace herald::hexwar
