#include "core/hexwar/mapwriter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QMap>

#include <algorithm>

namespace herald::hexwar {

namespace {

QJsonObject hexEntry(const HexwarMap &map, map::Hex hex, const HexInfo &info)
{
    QJsonObject o{{QStringLiteral("hex"), map.number(hex)},
                  {QStringLiteral("terrain"), terrainKey(info.terrain)}};
    if (info.feature != Feature::None)
        o.insert(QStringLiteral("feature"), featureKey(info.feature));
    if (!info.name.isEmpty())
        o.insert(QStringLiteral("name"), info.name);
    if (!info.regions.isEmpty())
        o.insert(QStringLiteral("regions"), QJsonArray::fromStringList(info.regions));
    return o;
}

/// Roads or rivers as [{name, hexsides}], by name, each name's hexsides in order.
QJsonArray lines(const QList<map::Hexside> &sides, const HexwarMap &map, bool river)
{
    QMap<QString, QJsonArray> byName;
    for (const map::Hexside &side : sides) {
        const HexsideInfo info = map.side(side.first(), side.second());
        const QString name = river ? info.river : info.road;
        if (!name.isEmpty())
            byName[name].append(map.sideName(side));
    }
    QJsonArray out;
    for (auto it = byName.cbegin(); it != byName.cend(); ++it)
        out.append(QJsonObject{{QStringLiteral("name"), it.key()},
                               {QStringLiteral("hexsides"), it.value()}});
    return out;
}

} // namespace

QJsonObject hexwarMapToJson(const HexwarMap &map)
{
    QJsonObject root{{QStringLiteral("format"), QStringLiteral("herald-hexwar-map")},
                     {QStringLiteral("version"), 1}};
    if (!map.status().isEmpty())
        root.insert(QStringLiteral("status"), map.status());
    if (!map.name().isEmpty())
        root.insert(QStringLiteral("name"), map.name());
    root.insert(QStringLiteral("layout"),
                QJsonObject{{QStringLiteral("offset"), map.grid().offsetKey()},
                            {QStringLiteral("columns"), map.columns()},
                            {QStringLiteral("rows"), map.rows()}});
    QJsonArray hexes;
    QJsonArray unplayable;
    for (const map::Hex &hex : map.allHexes()) {
        const HexInfo info = map.hex(hex);
        hexes.append(hexEntry(map, hex, info));
        if (!info.playable)
            unplayable.append(map.number(hex));
    }
    root.insert(QStringLiteral("hexes"), hexes);

    QList<map::Hexside> sides = map.sides().keys();
    std::sort(sides.begin(), sides.end());
    const QJsonArray roads = lines(sides, map, false);
    const QJsonArray rivers = lines(sides, map, true);
    QJsonArray bridges;
    for (const map::Hexside &side : sides) {
        if (map.sides().value(side).bridge)
            bridges.append(map.sideName(side));
    }
    if (!roads.isEmpty())
        root.insert(QStringLiteral("roads"), roads);
    if (!rivers.isEmpty())
        root.insert(QStringLiteral("rivers"), rivers);
    if (!bridges.isEmpty())
        root.insert(QStringLiteral("bridges"), bridges);
    if (!unplayable.isEmpty())
        root.insert(QStringLiteral("unplayable"), unplayable);

    QJsonObject sets;
    for (const QString &name : map.hexSetNames()) {
        QJsonArray members;
        for (const map::Hex &hex : map.hexSet(name))
            members.append(map.number(hex));
        sets.insert(name, members);
    }
    if (!sets.isEmpty())
        root.insert(QStringLiteral("hexSets"), sets);
    return root;
}

QByteArray writeHexwarMap(const HexwarMap &map)
{
    return QJsonDocument(hexwarMapToJson(map)).toJson(QJsonDocument::Indented);
}

} // namespace herald::hexwar
