#pragma once

#include "core/hexwar/hexwarmap.h"

#include <QString>

#include <optional>

namespace herald::hexwar {

/// What one step into a neighbouring hex costs by the Terrain Effects Chart, before the river
/// and ZOC rules (spec 2.3, M2, M4, M6, M7, M8, M12).
struct EntryCost
{
    std::optional<int> mp; ///< nullopt: the hex cannot be entered (water, off the map)
    QString reason;        ///< "road hexside", "keep", "heavy forest (forester)"
};

/// Entering `to` from its neighbour `from`: 1 over a road or bridge hexside whatever the hex
/// (M4, M6); 1 into a town, ruins or keep (M12, A22); otherwise the natural terrain's cost with
/// the forester and mountaineer reductions (M7, M8).
[[nodiscard]] EntryCost entryCost(const HexwarMap &map, UnitKind kind, map::Hex from, map::Hex to);

/// MPs to enter a hex without regard to the hexside crossed: a reinforcement's entry hex
/// (spec E2). nullopt for water and hexes off the map.
[[nodiscard]] std::optional<int> hexMp(const HexwarMap &map, UnitKind kind, map::Hex hex);

/// The same number without the reason, for searches over many steps.
[[nodiscard]] std::optional<int> entryMp(const HexwarMap &map, UnitKind kind, map::Hex from,
                                         map::Hex to);

} // namespace herald::hexwar
