#pragma once

#include "core/hexwar/hexwarmap.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>

namespace herald::hexwar {

/// Reading a hexwar map: the map, or every problem found, each naming the hex, hexside or key.
struct HexwarMapParse
{
    std::optional<HexwarMap> map;
    QStringList errors;

    [[nodiscard]] bool ok() const { return map.has_value(); }
    [[nodiscard]] QString errorString() const { return errors.join(QLatin1Char('\n')); }
};

/// Parses Herald's hexwar map format (docs/hexwar-map-format.md) from bytes handed in: the
/// layout, every hex of the rectangle, roads, rivers and bridges on hexsides, the scenario hex
/// sets. A bad file gives errors and no map.
[[nodiscard]] HexwarMapParse parseHexwarMap(const QByteArray &json);

} // namespace herald::hexwar
