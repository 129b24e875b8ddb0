#pragma once

#include "core/hexwar/hexwarmap.h"

#include <QByteArray>
#include <QJsonObject>

namespace herald::hexwar {

/// A hexwar map in Herald's format (docs/hexwar-map-format.md), the inverse of
/// parseHexwarMap(): every hex of the rectangle, roads and rivers grouped by name, bridges,
/// unplayable hexes and the hex sets, each list in a fixed order so equal maps give equal bytes.
[[nodiscard]] QJsonObject hexwarMapToJson(const HexwarMap &map);
/// The same as indented JSON bytes, for a file.
[[nodiscard]] QByteArray writeHexwarMap(const HexwarMap &map);

} // namespace herald::hexwar
