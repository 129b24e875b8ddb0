#pragma once

#include "core/warmaster/army.h"
#include "core/warmaster/strategicmap.h"

#include <QHash>
#include <QStringView>

#include <optional>
#include <span>
#include <vector>

namespace herald::warmaster {

/// Where each army stands, by index, for the rules of the monthly turn: built once from the
/// map and the armies so that supply, movement and engagements look up areas, nations and the
/// armies in an area without hashing hexes inside their loops.
class ArmyPositions
{
public:
    ArmyPositions(const StrategicMap &map, std::span<const Army> armies);

    [[nodiscard]] int count() const { return static_cast<int>(m_area.size()); }
    /// The army's area index; noIndex when its hex is not on the map.
    [[nodiscard]] int area(int army) const { return m_area[static_cast<std::size_t>(army)]; }
    /// The army's nation index; noIndex when its nation is not on the map.
    [[nodiscard]] int nation(int army) const { return m_nation[static_cast<std::size_t>(army)]; }
    /// The armies standing in an area, in the order given.
    [[nodiscard]] std::span<const int> armiesIn(int area) const;
    [[nodiscard]] std::optional<int> armyIndex(QStringView id) const;
    /// The areas where at least one army stands, ascending.
    [[nodiscard]] std::vector<int> occupiedAreas() const;
    /// True when an army of another nation that still counts as an army (not routed, §6.8)
    /// stands in the area: what blocks the coast rule (§4.5) and what armies engage (§5.1).
    [[nodiscard]] bool enemyIn(int area, int nation) const;

private:
    std::span<const Army> m_armies;
    std::vector<int> m_area;
    std::vector<int> m_nation;
    std::vector<int> m_byArea;   ///< army indices sorted by area
    std::vector<int> m_areaFrom; ///< m_byArea offsets per area (size areas + 1)
    QHash<QString, int> m_index;
};

/// True for an army that engages, interdicts and blocks: anything but a routed army, which is
/// no longer an army (§6.8, §5.1).
[[nodiscard]] inline bool countsAsArmy(const Army &army)
{
    return army.state != ArmyState::Routed;
}

} // namespace herald::warmaster
