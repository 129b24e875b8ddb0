#pragma once

#include "core/map/areagraph.h"
#include "core/warmaster/armypositions.h"
#include "core/warmaster/campaignsettings.h"

#include <QString>

#include <span>
#include <vector>

namespace herald::warmaster {

/// What keeps an army in supply (§4.5), or that nothing does.
enum class SupplySource
{
    None,       ///< out of supply (§4.6)
    TownOrCity, ///< a chain of own areas reaches an own town or city
    Coast,      ///< ... or an own coastal area under the coast rule
    Occupation, ///< the army holds the population centre it stands on (occupationGivesSupply)
};

/// One army's supply status with the source it traced to.
struct ArmySupply
{
    QString armyId;
    SupplySource source = SupplySource::None;
    int sourceArea = noIndex; ///< the town, city or coastal area reached

    [[nodiscard]] bool inSupply() const { return source != SupplySource::None; }
    friend bool operator==(const ArmySupply &, const ArmySupply &) = default;
};

/// The supply of every army at once (§4.5, I-53): one breadth-first search per nation from
/// all its sources together through its own land areas, so the cost grows with the map, not
/// with the number of armies. Evaluated from the map as it stands (M-0 and again at M-5).
/// It keeps references to the map, the armies and the settings: they must outlive it.
class SupplyTrace
{
public:
    SupplyTrace(const StrategicMap &map, const map::AreaGraph &graph, std::span<const Army> armies,
                const CampaignSettings &settings);

    /// The status of each army, in the order given.
    [[nodiscard]] const std::vector<ArmySupply> &armies() const { return m_supply; }
    /// The areas from the army to its source, both ends included; empty when out of supply.
    [[nodiscard]] std::vector<int> path(int army) const;
    /// "§4.5 in supply: own areas lead from 0304 to the town of 0507 (3 steps)".
    [[nodiscard]] QString explain(int army) const;
    /// Copies each status into Army::inSupply.
    void apply(std::span<Army> armies) const;

private:
    [[nodiscard]] bool isSource(int area, int nation) const;

    const StrategicMap &m_map;
    ArmyPositions m_positions;
    const CampaignSettings &m_settings;
    std::vector<bool> m_hasPort;  ///< per nation: an own port no enemy army stands in
    std::vector<int> m_previous;  ///< per area: the next area towards its source
    std::vector<int> m_sourceOf;  ///< per area: the source it reaches, noIndex if none
    std::vector<int> m_distance;  ///< per area: steps to that source
    std::vector<int> m_firstStep; ///< per army: the own area its trace enters
    std::vector<ArmySupply> m_supply;
};

} // namespace herald::warmaster
