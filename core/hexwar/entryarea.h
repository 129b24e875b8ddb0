#pragma once

#include "core/hexwar/hexwarmap.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace herald::hexwar {

/// Where a unit sets up or enters (spec 12): fixed hexes or a scenario hex set of the map,
/// optionally limited to a distance band around a hex ("within 2 hexes of Rifllian") and kept
/// clear of other places ("more than 2 hexes from Radlebb Keep").
struct EntryArea
{
    QList<map::Hex> hexes; ///< fixed hexes ("1928"; "0318 or 0319")
    QString set;           ///< a hex set of the map (spec 15.4)
    std::optional<map::Hex> near;
    int nearMin = 0; ///< distance band around `near`, both ends included
    int nearMax = 0;
    QList<map::Hex> awayFrom; ///< places to keep away from ...
    QStringList awayFromSets; ///< ... (hex sets, e.g. Sulescu_Village) ...
    int awayMoreThan = 0;     ///< ... by more than this many hexes

    /// The area's hexes on this map, in map order; empty when its set is empty (spec A4).
    [[nodiscard]] QList<map::Hex> resolve(const HexwarMap &map) const;
    /// "hex 1928" or "hex set Radlebb_heavy_forest, 1-2 hexes from 2121", numbered on the map.
    [[nodiscard]] QString describe(const HexwarMap &map) const;
};

} // namespace herald::hexwar
