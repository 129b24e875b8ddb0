#include "core/hexwar/mapedit.h"

#include <QCoreApplication>

#include <algorithm>

namespace herald::hexwar {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::hexwar::MapEdit)
};

MapEdit refuse(MapEditRefusal refusal, const QString &what)
{
    //: A map edit refused: the rule's section, then what is wrong and where.
    return {refusal, Tr::tr("Refused (rule %1): %2.").arg(mapEditRuleSection(refusal), what)};
}

bool hasLine(const HexwarMap &map, map::Hex hex)
{
    for (const map::Direction d : map::allDirections) {
        const HexsideInfo info = map.side(hex, hex.neighbour(d));
        if (info.hasRoad() || info.hasRiver())
            return true;
    }
    return false;
}

MapEdit checkOnMap(const HexwarMap &map, map::Hex hex)
{
    if (map.contains(hex))
        return {};
    return refuse(MapEditRefusal::OffMap,
                  Tr::tr("hex %1 lies outside the map's %2 columns and %3 rows")
                      .arg(map.number(hex))
                      .arg(map.columns())
                      .arg(map.rows()));
}

} // namespace

QString mapEditRuleSection(MapEditRefusal refusal)
{
    switch (refusal) {
    case MapEditRefusal::None:
        return {};
    case MapEditRefusal::OffMap:
        return QStringLiteral("2.2");
    case MapEditRefusal::FeatureOnWater:
    case MapEditRefusal::WaterUnderFeature:
        return QStringLiteral("A28");
    case MapEditRefusal::LineTouchesWater:
    case MapEditRefusal::WaterUnderLine:
    case MapEditRefusal::LineWithoutName:
        return QStringLiteral("15.3");
    case MapEditRefusal::BridgeWithoutRiver:
        return QStringLiteral("M6");
    case MapEditRefusal::SetWithoutName:
        return QStringLiteral("15.4");
    case MapEditRefusal::EdgeUnderLine:
        return QStringLiteral("2.2");
    }
    return {};
}

MapEdit paintTerrain(HexwarMap &map, const QList<map::Hex> &hexes, Terrain terrain)
{
    for (const map::Hex hex : hexes) {
        if (const MapEdit off = checkOnMap(map, hex); !off.ok())
            return off;
        if (terrain != Terrain::Water)
            continue;
        const HexInfo info = map.hex(hex);
        if (info.feature != Feature::None)
            return refuse(MapEditRefusal::WaterUnderFeature,
                          //: %1 a hex number, %2 a place's kind (town, keep).
                          Tr::tr("hex %1 has a %2, which cannot stand in water; take the place off "
                                 "first")
                              .arg(map.number(hex), featureName(info.feature)));
        if (hasLine(map, hex))
            return refuse(MapEditRefusal::WaterUnderLine,
                          Tr::tr("a road or river runs along a side of hex %1; take it off before "
                                 "the hex becomes water")
                              .arg(map.number(hex)));
    }
    for (const map::Hex hex : hexes) {
        HexInfo info = map.hex(hex);
        info.terrain = terrain;
        map.setHex(hex, info);
    }
    return {};
}

MapEdit setPlace(HexwarMap &map, map::Hex hex, Feature feature, const QString &name,
                 const QStringList &regions)
{
    if (const MapEdit off = checkOnMap(map, hex); !off.ok())
        return off;
    HexInfo info = map.hex(hex);
    if (feature != Feature::None && info.terrain == Terrain::Water)
        return refuse(MapEditRefusal::FeatureOnWater,
                      Tr::tr("hex %1 is water; a %2 cannot stand there")
                          .arg(map.number(hex), featureName(feature)));
    info.feature = feature;
    info.name = name.trimmed();
    info.regions.clear();
    for (const QString &region : regions) {
        if (!region.trimmed().isEmpty() && !info.regions.contains(region.trimmed()))
            info.regions << region.trimmed();
    }
    map.setHex(hex, info);
    return {};
}

MapEdit setSideLine(HexwarMap &map, const QList<map::Hexside> &sides, SideLine line,
                    const QString &name, bool on)
{
    const QString named = name.trimmed();
    if (on && named.isEmpty())
        return refuse(MapEditRefusal::LineWithoutName, line == SideLine::Road
                                                           ? Tr::tr("give the road a name")
                                                           : Tr::tr("give the river a name"));
    for (const map::Hexside &side : sides) {
        for (const map::Hex hex : {side.first(), side.second()}) {
            if (!map.contains(hex))
                return refuse(MapEditRefusal::OffMap,
                              Tr::tr("hexside %1 leaves the map").arg(map.sideName(side)));
            if (on && !map.isLand(hex))
                return refuse(MapEditRefusal::LineTouchesWater,
                              Tr::tr("hexside %1 touches water at %2; roads and rivers run "
                                     "between land hexes")
                                  .arg(map.sideName(side), map.number(hex)));
        }
    }
    for (const map::Hexside &side : sides) {
        HexsideInfo info = map.side(side.first(), side.second());
        QString &slot = line == SideLine::Road ? info.road : info.river;
        slot = on ? named : QString();
        if (!info.hasRiver())
            info.bridge = false;
        map.setSide(side, info);
    }
    return {};
}

MapEdit setPlayable(HexwarMap &map, const QList<map::Hex> &hexes, bool playable)
{
    for (const map::Hex hex : hexes) {
        if (const MapEdit off = checkOnMap(map, hex); !off.ok())
            return off;
        if (!playable && hasLine(map, hex))
            return refuse(MapEditRefusal::EdgeUnderLine,
                          Tr::tr("a road or river runs along a side of hex %1, so it stays in "
                                 "play; take the road or river off first")
                              .arg(map.number(hex)));
    }
    for (const map::Hex hex : hexes) {
        HexInfo info = map.hex(hex);
        info.playable = playable;
        map.setHex(hex, info);
    }
    return {};
}

MapEdit markHexSet(HexwarMap &map, const QString &set, const QList<map::Hex> &hexes, bool in)
{
    const QString named = set.trimmed();
    if (named.isEmpty())
        return refuse(MapEditRefusal::SetWithoutName, Tr::tr("give the hex set a name"));
    for (const map::Hex hex : hexes) {
        if (const MapEdit off = checkOnMap(map, hex); !off.ok())
            return off;
    }
    QList<map::Hex> members = map.hexSet(named);
    for (const map::Hex hex : hexes) {
        if (in && !members.contains(hex))
            members << hex;
        else if (!in)
            members.removeAll(hex);
    }
    map.setHexSet(named, members);
    return {};
}

MapEdit setBridge(HexwarMap &map, const map::Hexside &side, bool on)
{
    if (!map.contains(side.first()) || !map.contains(side.second()))
        return refuse(MapEditRefusal::OffMap,
                      Tr::tr("hexside %1 leaves the map").arg(map.sideName(side)));
    HexsideInfo info = map.side(side.first(), side.second());
    if (on && !info.hasRiver())
        return refuse(MapEditRefusal::BridgeWithoutRiver,
                      Tr::tr("no river runs along hexside %1, so there is nothing to bridge")
                          .arg(map.sideName(side)));
    info.bridge = on;
    map.setSide(side, info);
    return {};
}

QStringList setGrid(HexwarMap &map, map::HexGrid grid)
{
    const map::HexGrid old = map.grid();
    const auto renumbered = [old, grid](map::Hex hex) {
        const map::Offset printed = old.printed(hex);
        return grid.hexAt(printed.column, printed.row);
    };
    HexwarMap next(map.columns(), map.rows(), grid);
    next.setName(map.name());
    next.setStatus(map.status());
    for (const map::Hex hex : map.allHexes())
        next.setHex(renumbered(hex), map.hex(hex));
    QList<map::Hexside> sides = map.sides().keys();
    std::sort(sides.begin(), sides.end(), [&map](const map::Hexside &a, const map::Hexside &b) {
        return map.sideName(a) < map.sideName(b);
    });
    QStringList dropped;
    for (const map::Hexside &side : sides) {
        const auto there =
            map::Hexside::between(renumbered(side.first()), renumbered(side.second()));
        if (there)
            next.setSide(*there, map.sides().value(side));
        else
            dropped << map.sideName(side);
    }
    for (const QString &set : map.hexSetNames()) {
        QList<map::Hex> members;
        for (const map::Hex hex : map.hexSet(set))
            members << renumbered(hex);
        next.setHexSet(set, members);
    }
    map = std::move(next);
    return dropped;
}

} // namespace herald::hexwar
