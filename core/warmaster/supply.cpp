#include "core/warmaster/supply.h"

#include "core/warmaster/armyplacement.h"

#include <QCoreApplication>

namespace herald::warmaster {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::warmaster::Supply)
};

bool isTownOrCity(const Area &area)
{
    return area.centre == PopulationCentre::Town || area.centre == PopulationCentre::City;
}

} // namespace

SupplyTrace::SupplyTrace(const StrategicMap &map, const map::AreaGraph &graph,
                         std::span<const Army> armies, const CampaignSettings &settings)
    : m_map(map), m_positions(map, armies), m_settings(settings),
      m_hasPort(map.nations.size(), false), m_previous(map.areas.size(), noIndex),
      m_sourceOf(map.areas.size(), noIndex), m_distance(map.areas.size(), 0),
      m_firstStep(armies.size(), noIndex), m_supply(armies.size())
{
    const auto areaCount = static_cast<int>(map.areas.size());
    // The coast rule needs a port anywhere that no enemy army stands in (§4.5).
    for (int a = 0; a < areaCount; ++a) {
        const Area &area = map.areas[static_cast<std::size_t>(a)];
        if (area.owner != noIndex && area.coastal && isTownOrCity(area) &&
            !m_positions.enemyIn(a, area.owner))
            m_hasPort[static_cast<std::size_t>(area.owner)] = true;
    }
    // All sources of all nations seed one queue: each area has one owner, so the searches of
    // the nations never meet and one set of per-area arrays serves them all.
    std::vector<int> queue;
    for (int a = 0; a < areaCount; ++a) {
        const Area &area = map.areas[static_cast<std::size_t>(a)];
        if (area.owner != noIndex && area.isLand() && isSource(a, area.owner)) {
            m_sourceOf[static_cast<std::size_t>(a)] = a;
            queue.push_back(a);
        }
    }
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const int at = queue[head];
        const int owner = map.areas[static_cast<std::size_t>(at)].owner;
        for (const int n : graph.neighbours(at)) {
            const Area &next = map.areas[static_cast<std::size_t>(n)];
            if (next.owner != owner || !next.isLand() ||
                m_sourceOf[static_cast<std::size_t>(n)] != noIndex)
                continue;
            m_sourceOf[static_cast<std::size_t>(n)] = m_sourceOf[static_cast<std::size_t>(at)];
            m_previous[static_cast<std::size_t>(n)] = at;
            m_distance[static_cast<std::size_t>(n)] = m_distance[static_cast<std::size_t>(at)] + 1;
            queue.push_back(n);
        }
    }
    for (int i = 0; i < m_positions.count(); ++i) {
        ArmySupply &s = m_supply[static_cast<std::size_t>(i)];
        const Army &army = armies[static_cast<std::size_t>(i)];
        s.armyId = army.id;
        const int area = m_positions.area(i);
        const int nation = m_positions.nation(i);
        if (area == noIndex || nation == noIndex ||
            map.areas[static_cast<std::size_t>(area)].isSea())
            continue;
        // I-53: the trace starts in the army's area whatever its owner and steps into own
        // areas only; the nearest own area reached by a source decides.
        int best = noIndex;
        const auto consider = [&](int a) {
            const Area &candidate = map.areas[static_cast<std::size_t>(a)];
            if (candidate.owner != nation || !candidate.isLand() ||
                m_sourceOf[static_cast<std::size_t>(a)] == noIndex)
                return;
            if (best == noIndex || m_distance[static_cast<std::size_t>(a)] <
                                       m_distance[static_cast<std::size_t>(best)])
                best = a;
        };
        consider(area);
        if (best != area) {
            for (const int n : graph.neighbours(area))
                consider(n);
        }
        if (best != noIndex) {
            m_firstStep[static_cast<std::size_t>(i)] = best;
            s.sourceArea = m_sourceOf[static_cast<std::size_t>(best)];
            s.source = isTownOrCity(map.areas[static_cast<std::size_t>(s.sourceArea)])
                           ? SupplySource::TownOrCity
                           : SupplySource::Coast;
            continue;
        }
        // §4.5 Default: the population centre an army holds counts as own for its own trace.
        const bool occupying = settings.occupationGivesSupply && countsAsArmy(army) &&
                               army.location == ArmyLocation::PopulationCentre;
        if (occupying && isSource(area, nation)) {
            s.source = SupplySource::Occupation;
            s.sourceArea = area;
        }
    }
}

bool SupplyTrace::isSource(int area, int nation) const
{
    const Area &a = m_map.areas[static_cast<std::size_t>(area)];
    const bool enemy = m_positions.enemyIn(area, nation);
    if (isTownOrCity(a) && (m_settings.besiegedTownSupplies || !enemy))
        return true; // I-53 besiegedTownSupplies
    return a.coastal && !enemy && m_hasPort[static_cast<std::size_t>(nation)];
}

std::vector<int> SupplyTrace::path(int army) const
{
    const ArmySupply &s = m_supply.at(static_cast<std::size_t>(army));
    if (!s.inSupply())
        return {};
    std::vector<int> path{m_positions.area(army)};
    if (s.source == SupplySource::Occupation)
        return path;
    for (int at = m_firstStep[static_cast<std::size_t>(army)]; at != noIndex;
         at = m_previous[static_cast<std::size_t>(at)]) {
        if (at != path.back())
            path.push_back(at);
    }
    return path;
}

QString SupplyTrace::explain(int army) const
{
    const ArmySupply &s = m_supply.at(static_cast<std::size_t>(army));
    const auto label = [this](int a) {
        return areaLabel(m_map.areas[static_cast<std::size_t>(a)]);
    };
    const int area = m_positions.area(army);
    if (area != noIndex && m_map.areas[static_cast<std::size_t>(area)].isSea())
        return Tr::tr("§7.2 At sea in %1: an expedition traces no supply until it lands.")
            .arg(label(area));
    switch (s.source) {
    case SupplySource::None:
        return Tr::tr("§4.5 Out of supply: no chain of the nation's own areas leads from %1 to "
                      "one of its towns or cities, nor to a coastal area it may be supplied "
                      "through; §4.6 it may only move into its nation's own areas.")
            .arg(area == noIndex ? QString() : label(area));
    case SupplySource::TownOrCity:
        if (s.sourceArea == area)
            return Tr::tr("§4.5 In supply: the army stands in a town or city of its own, %1.")
                .arg(label(area));
        return Tr::tr("§4.5 In supply: own areas lead from %1 to the town or city of %2 in %n "
                      "step(s).",
                      nullptr, static_cast<int>(path(army).size()) - 1)
            .arg(label(area), label(s.sourceArea));
    case SupplySource::Coast:
        return Tr::tr("§4.5 In supply by sea: own areas lead from %1 to the coast at %2, and the "
                      "nation holds a port free of enemy armies.")
            .arg(label(area), label(s.sourceArea));
    case SupplySource::Occupation:
        return Tr::tr("§4.5 In supply: the army holds the population centre of %1, which feeds "
                      "it while it stays (setting occupationGivesSupply).")
            .arg(label(area));
    }
    return {};
}

void SupplyTrace::apply(std::span<Army> armies) const
{
    for (std::size_t i = 0; i < armies.size() && i < m_supply.size(); ++i)
        armies[i].inSupply = m_supply[i].inSupply();
}

} // namespace herald::warmaster
