#pragma once

// Shared test fixtures for the hexwar rules: hexes by number, small hand-made maps and units.

#include "core/hexwar/gamestate.h"
#include "core/hexwar/hexwarmap.h"
#include "core/hexwar/mapformat.h"
#include "core/hexwar/scenario.h"

#include <QFile>
#include <QTest>

namespace hexwartest {

using herald::hexwar::Feature;
using herald::hexwar::HexInfo;
using herald::hexwar::HexsideInfo;
using herald::hexwar::HexwarMap;
using herald::hexwar::Side;
using herald::hexwar::Terrain;
using herald::hexwar::Unit;
using herald::hexwar::UnitKind;
using herald::hexwar::UnitState;
using herald::map::Hex;

inline Hex hx(const char *xxyy)
{
    const auto hex = Hex::fromXXYY(QString::fromLatin1(xxyy));
    if (!hex)
        qFatal("bad hex number in a test: %s", xxyy);
    return *hex;
}

/// A 46 x 38 map of clear hexes, the size of the Black Eagle map, for hand-made situations.
inline HexwarMap clearMap()
{
    return HexwarMap(46, 38);
}

inline void setTerrain(HexwarMap &map, const char *xxyy, Terrain terrain,
                       Feature feature = Feature::None)
{
    HexInfo info = map.hex(hx(xxyy));
    info.terrain = terrain;
    info.feature = feature;
    map.setHex(hx(xxyy), info);
}

inline void setSide(HexwarMap &map, const char *a, const char *b, const QString &road,
                    const QString &river, bool bridge = false)
{
    const auto side = herald::map::Hexside::between(hx(a), hx(b));
    if (!side)
        qFatal("not neighbours in a test: %s %s", a, b);
    map.setSide(*side, HexsideInfo{road, river, bridge});
}

inline Unit makeUnit(const QString &id, Side side, int full, int half, int ma,
                     const char *xxyy = nullptr, UnitKind kind = UnitKind::Plain)
{
    Unit u;
    u.id = id;
    u.name = id;
    u.side = side;
    u.fullStrength = full;
    u.halfStrength = half;
    u.movement = ma;
    u.kind = kind;
    u.state = UnitState::Full;
    if (xxyy)
        u.hex = hx(xxyy);
    return u;
}

inline QByteArray readSourceFile(const QString &relative)
{
    QFile file(QStringLiteral(HERALD_SOURCE_DIR "/") + relative);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(file.fileName()));
    return file.readAll();
}

/// The shipped Black Eagle map (resources/hexwar/black-eagle.map.json).
inline const HexwarMap &blackEagleMap()
{
    static const HexwarMap map = [] {
        const auto parse = herald::hexwar::parseHexwarMap(
            readSourceFile(QStringLiteral("resources/hexwar/black-eagle.map.json")));
        if (!parse.ok())
            qFatal("the shipped map does not parse: %s", qPrintable(parse.errorString()));
        return *parse.map;
    }();
    return map;
}

/// The shipped Black Eagle scenario (resources/hexwar/black-eagle.scenario.json).
inline const herald::hexwar::Scenario &blackEagleScenario()
{
    static const herald::hexwar::Scenario scenario = [] {
        const auto parse = herald::hexwar::parseScenario(
            readSourceFile(QStringLiteral("resources/hexwar/black-eagle.scenario.json")));
        if (!parse.ok())
            qFatal("the shipped scenario does not parse: %s", qPrintable(parse.errorString()));
        return *parse.scenario;
    }();
    return scenario;
}

} // namespace hexwartest
