#pragma once

#include "core/warmaster/strategicmap.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>

namespace herald::warmaster {

/// Reading a strategic map file: the map, or every problem found, each naming the area
/// (by hex number) or nation and the field.
struct StrategicMapParse
{
    std::optional<StrategicMap> map;
    QStringList errors;

    [[nodiscard]] bool ok() const { return map.has_value(); }
    [[nodiscard]] QString errorString() const { return errors.join(QLatin1Char('\n')); }
};

/// Parses the JSON format of docs/strategic-map-format.md from bytes handed in. Boundaries not
/// listed in the file get the I-52 default (defaultBarrier); coastal flags not given are
/// derived (a land area touching a sea area is coastal).
[[nodiscard]] StrategicMapParse parseStrategicMap(const QByteArray &json);

/// Writes the map in the same format, so that parseStrategicMap() gives it back: coastal flags
/// only where they differ from the derived value, barriers only where they differ from the
/// I-52 default. Nation and landmass ids are written as they are (they must be valid ids).
[[nodiscard]] QByteArray writeStrategicMap(const StrategicMap &map);

} // namespace herald::warmaster
