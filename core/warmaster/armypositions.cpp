#include "core/warmaster/armypositions.h"

namespace herald::warmaster {

ArmyPositions::ArmyPositions(const StrategicMap &map, std::span<const Army> armies)
    : m_armies(armies), m_area(armies.size(), noIndex), m_nation(armies.size(), noIndex),
      m_areaFrom(map.areas.size() + 1, 0)
{
    QHash<QString, int> nations;
    for (std::size_t n = 0; n < map.nations.size(); ++n)
        nations.insert(map.nations[n].id, static_cast<int>(n));
    m_index.reserve(static_cast<qsizetype>(armies.size()));
    for (std::size_t i = 0; i < armies.size(); ++i) {
        m_area[i] = map.areaAt(armies[i].area).value_or(noIndex);
        m_nation[i] = nations.value(armies[i].nationId, noIndex);
        m_index.insert(armies[i].id, static_cast<int>(i));
        if (m_area[i] != noIndex)
            ++m_areaFrom[static_cast<std::size_t>(m_area[i]) + 1];
    }
    // Counting sort by area: one pass, and armiesIn() is a slice.
    for (std::size_t a = 1; a < m_areaFrom.size(); ++a)
        m_areaFrom[a] += m_areaFrom[a - 1];
    m_byArea.resize(static_cast<std::size_t>(m_areaFrom.back()));
    std::vector<int> next(m_areaFrom.begin(), m_areaFrom.end() - 1);
    for (std::size_t i = 0; i < armies.size(); ++i) {
        if (m_area[i] != noIndex)
            m_byArea[static_cast<std::size_t>(next[static_cast<std::size_t>(m_area[i])]++)] =
                static_cast<int>(i);
    }
}

std::span<const int> ArmyPositions::armiesIn(int area) const
{
    const auto from = static_cast<std::size_t>(m_areaFrom[static_cast<std::size_t>(area)]);
    const auto to = static_cast<std::size_t>(m_areaFrom[static_cast<std::size_t>(area) + 1]);
    return std::span<const int>(m_byArea).subspan(from, to - from);
}

std::optional<int> ArmyPositions::armyIndex(QStringView id) const
{
    if (const auto it = m_index.constFind(id.toString()); it != m_index.cend())
        return *it;
    return std::nullopt;
}

std::vector<int> ArmyPositions::occupiedAreas() const
{
    std::vector<int> areas;
    for (std::size_t a = 0; a + 1 < m_areaFrom.size(); ++a) {
        if (m_areaFrom[a + 1] > m_areaFrom[a])
            areas.push_back(static_cast<int>(a));
    }
    return areas;
}

bool ArmyPositions::enemyIn(int area, int nation) const
{
    for (const int a : armiesIn(area)) {
        if (m_nation[static_cast<std::size_t>(a)] != nation &&
            countsAsArmy(m_armies[static_cast<std::size_t>(a)]))
            return true;
    }
    return false;
}

} // namespace herald::warmaster
