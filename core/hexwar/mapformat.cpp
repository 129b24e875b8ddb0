#include "core/hexwar/mapformat.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

namespace herald::hexwar {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::hexwar::MapFormat)
};

class Reader
{
public:
    explicit Reader(QStringList *errors) : m_errors(errors) {}

    void fail(const QString &message) { m_errors->append(message); }

    std::optional<map::Hex> hexOnMap(const HexwarMap &map, const QJsonValue &value,
                                     const QString &where)
    {
        const auto hex = map.numbered(value.toString());
        if (!hex) {
            fail(Tr::tr("%1: \"%2\" is not a hex number XXYY").arg(where, value.toString()));
            return std::nullopt;
        }
        if (!map.contains(*hex)) {
            fail(Tr::tr("%1: hex %2 lies outside the map's %3 columns and %4 rows")
                     .arg(where, value.toString())
                     .arg(map.columns())
                     .arg(map.rows()));
            return std::nullopt;
        }
        return hex;
    }

    std::optional<map::Hexside> sideOnMap(const HexwarMap &map, const QJsonValue &value,
                                          const QString &where)
    {
        const auto side = map.grid().sideFromName(value.toString());
        if (!side) {
            fail(
                Tr::tr("%1: \"%2\" is not a hexside between two neighbouring hexes (\"0304/0305\")")
                    .arg(where, value.toString()));
            return std::nullopt;
        }
        if (!map.contains(side->first()) || !map.contains(side->second())) {
            fail(Tr::tr("%1: hexside %2 leaves the map").arg(where, value.toString()));
            return std::nullopt;
        }
        return side;
    }

private:
    QStringList *m_errors;
};

void readHexes(Reader &in, HexwarMap &map, const QJsonArray &hexes)
{
    QSet<map::Hex> seen;
    for (const QJsonValue &value : hexes) {
        const QJsonObject o = value.toObject();
        const QString id = o.value(QLatin1String("hex")).toString();
        const QString where = Tr::tr("hex %1").arg(id);
        const auto hex = in.hexOnMap(map, o.value(QLatin1String("hex")), where);
        if (!hex)
            continue;
        if (seen.contains(*hex)) {
            in.fail(Tr::tr("%1 is given twice").arg(where));
            continue;
        }
        seen.insert(*hex);
        HexInfo info;
        const QString terrain = o.value(QLatin1String("terrain")).toString();
        if (const auto t = terrainFromKey(terrain))
            info.terrain = *t;
        else
            in.fail(Tr::tr("%1: unknown terrain \"%2\"").arg(where, terrain));
        if (o.contains(QLatin1String("feature"))) {
            const QString feature = o.value(QLatin1String("feature")).toString();
            const auto f = featureFromKey(feature);
            if (!f || *f == Feature::None)
                in.fail(Tr::tr("%1: unknown feature \"%2\"").arg(where, feature));
            else if (info.terrain == Terrain::Water)
                in.fail(Tr::tr("%1: a %2 cannot stand on water").arg(where, feature));
            else
                info.feature = *f;
        }
        info.name = o.value(QLatin1String("name")).toString();
        for (const QJsonValue &region : o.value(QLatin1String("regions")).toArray())
            info.regions.append(region.toString());
        map.setHex(*hex, info);
    }
    for (const map::Hex hex : map.allHexes()) {
        if (!seen.contains(hex))
            in.fail(Tr::tr("hex %1 is missing: every hex of the layout needs an entry")
                        .arg(map.number(hex)));
    }
}

// Roads and rivers: [{"name", "hexsides": ["0304/0305", ...]}], merged per hexside.
void readLines(Reader &in, HexwarMap &map, QHash<map::Hexside, HexsideInfo> &sides,
               const QJsonArray &lines, bool river)
{
    for (const QJsonValue &value : lines) {
        const QJsonObject o = value.toObject();
        const QString name = o.value(QLatin1String("name")).toString();
        const QString where =
            river ? Tr::tr("river \"%1\"").arg(name) : Tr::tr("road \"%1\"").arg(name);
        if (name.isEmpty()) {
            in.fail(river ? Tr::tr("a river has no name") : Tr::tr("a road has no name"));
            continue;
        }
        for (const QJsonValue &s : o.value(QLatin1String("hexsides")).toArray()) {
            const auto side = in.sideOnMap(map, s, where);
            if (!side)
                continue;
            HexsideInfo &info = sides[*side];
            QString &slot = river ? info.river : info.road;
            if (!slot.isEmpty())
                in.fail(Tr::tr("%1: hexside %2 is already given").arg(where, map.sideName(*side)));
            slot = name;
        }
    }
}

} // namespace

HexwarMapParse parseHexwarMap(const QByteArray &json)
{
    HexwarMapParse result;
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (doc.isNull() || !doc.isObject()) {
        result.errors.append(
            Tr::tr("not a JSON object: %1 at byte %2").arg(error.errorString()).arg(error.offset));
        return result;
    }
    const QJsonObject root = doc.object();
    if (root.value(QLatin1String("format")).toString() != QLatin1String("herald-hexwar-map")) {
        result.errors.append(Tr::tr("\"format\" must be \"herald-hexwar-map\""));
        return result;
    }
    if (root.value(QLatin1String("version")).toInt() != 1) {
        result.errors.append(Tr::tr("\"version\" %1 is not supported (this Herald reads version 1)")
                                 .arg(root.value(QLatin1String("version")).toInt()));
        return result;
    }
    const QJsonObject layout = root.value(QLatin1String("layout")).toObject();
    const int columns = layout.value(QLatin1String("columns")).toInt();
    const int rows = layout.value(QLatin1String("rows")).toInt();
    const auto grid = map::HexGrid::fromOffsetKey(layout.value(QLatin1String("offset")).toString());
    if (!grid) {
        result.errors.append(Tr::tr(
            "layout: \"offset\" must be \"odd-q\" or \"even-q\" (flat-topped columns, the "
            "even or the odd printed columns half a hex lower), or \"odd-r\" or \"even-r\" "
            "(pointy-topped rows, the even or the odd printed rows half a hex to the right)"));
        return result;
    }
    if (columns < 1 || columns > 99 || rows < 1 || rows > 99) {
        result.errors.append(
            Tr::tr("layout: %1 columns and %2 rows; each must be 1 to 99").arg(columns).arg(rows));
        return result;
    }

    HexwarMap map(columns, rows, *grid);
    map.setName(root.value(QLatin1String("name")).toString());
    map.setStatus(root.value(QLatin1String("status")).toString());
    Reader in(&result.errors);
    readHexes(in, map, root.value(QLatin1String("hexes")).toArray());

    QHash<map::Hexside, HexsideInfo> sides;
    readLines(in, map, sides, root.value(QLatin1String("roads")).toArray(), false);
    readLines(in, map, sides, root.value(QLatin1String("rivers")).toArray(), true);
    for (const QJsonValue &s : root.value(QLatin1String("bridges")).toArray()) {
        const auto side = in.sideOnMap(map, s, Tr::tr("bridge"));
        if (!side)
            continue;
        HexsideInfo &info = sides[*side];
        if (!info.hasRiver())
            in.fail(
                Tr::tr("bridge %1: there is no river on that hexside").arg(map.sideName(*side)));
        info.bridge = true;
    }
    for (auto it = sides.cbegin(); it != sides.cend(); ++it) {
        if (!map.isLand(it.key().first()) || !map.isLand(it.key().second()))
            in.fail(Tr::tr("hexside %1 touches water; roads and rivers run between land hexes")
                        .arg(map.sideName(it.key())));
        map.setSide(it.key(), it.value());
    }

    for (const QJsonValue &value : root.value(QLatin1String("unplayable")).toArray()) {
        const auto hex = in.hexOnMap(map, value, Tr::tr("unplayable"));
        if (!hex)
            continue;
        HexInfo info = map.hex(*hex);
        info.playable = false;
        map.setHex(*hex, info);
    }

    const QJsonObject sets = root.value(QLatin1String("hexSets")).toObject();
    for (auto it = sets.constBegin(); it != sets.constEnd(); ++it) {
        QList<map::Hex> members;
        const QString where = Tr::tr("hex set \"%1\"").arg(it.key());
        for (const QJsonValue &value : it.value().toArray()) {
            const auto hex = in.hexOnMap(map, value, where);
            if (!hex)
                continue;
            if (members.contains(*hex))
                in.fail(Tr::tr("%1: hex %2 is listed twice").arg(where, map.number(*hex)));
            else
                members.append(*hex);
        }
        map.setHexSet(it.key(), members);
    }

    if (result.errors.isEmpty())
        result.map = std::move(map);
    return result;
}

} // namespace herald::hexwar
