#include "core/diplomacy/variant.h"

#include "core/diplomacy/text.h"

#include <algorithm>
#include <deque>

namespace herald::diplomacy {

Variant::Variant(std::string name, std::string version, std::string status, Calendar calendar,
                 RuleOptions options, std::vector<Power> powers, std::vector<Province> provinces,
                 std::vector<Edge> edges, std::vector<SpecialPassage> specials,
                 std::vector<StartingUnit> startingUnits,
                 std::vector<std::pair<std::string, ProvinceId>> aliases)
    : m_name(std::move(name)), m_version(std::move(version)), m_status(std::move(status)),
      m_calendar(std::move(calendar)), m_options(options), m_powers(std::move(powers)),
      m_provinces(std::move(provinces)), m_edges(std::move(edges)), m_specials(std::move(specials)),
      m_startingUnits(std::move(startingUnits)), m_aliases(aliases), m_names(std::move(aliases))
{
    buildTables();
}

void Variant::buildTables()
{
    const std::size_t n = m_provinces.size();
    for (auto &entry : m_names)
        entry.first = text::lower(entry.first);
    for (std::size_t p = 0; p < n; ++p) {
        m_names.emplace_back(text::lower(m_provinces[p].abbreviation), static_cast<ProvinceId>(p));
        m_names.emplace_back(text::lower(m_provinces[p].name), static_cast<ProvinceId>(p));
    }
    std::sort(m_names.begin(), m_names.end());

    m_army.assign(n, {});
    m_fleet.assign(n, {});
    m_land.assign(n, {});
    m_armyList.assign(n, {});
    m_landList.assign(n, {});
    m_fleetList.assign(n, {});
    // Armies keep out of spaces closed to ordinary troops (marsh, Erech, the box) and never
    // cross a mountain line; Hardbop's special units read the raw edges instead (B14.2).
    // Amphibious units (pirates) are stopped by the same borders but enter marshes (B7.8).
    for (const Edge &e : m_edges) {
        const Province &target = m_provinces[e.to];
        const bool landStep = e.army && !(e.flags & kEdgeMountain) &&
                              !(target.flags & kFlagRangerOnly) &&
                              target.type != ProvinceType::Offboard;
        if (landStep && !(target.flags & kFlagMarsh) && !m_army[e.from][e.to]) {
            m_army[e.from][e.to] = true;
            m_armyList[e.from].push_back(e.to);
        }
        if (landStep && !m_land[e.from][e.to]) {
            m_land[e.from][e.to] = true;
            m_landList[e.from].push_back(e.to);
        }
        if (e.fleet) {
            m_fleet[e.from][e.to] = true;
            m_fleetList[e.from].push_back({e.fromCoast, e.to, e.toCoast});
        }
    }

    // All-pairs step counts over every border, for civil-disorder removals (spec A9).
    m_distance.assign(n * n, 255);
    std::vector<std::vector<ProvinceId>> any(n);
    for (const Edge &e : m_edges)
        any[e.from].push_back(e.to);
    std::deque<ProvinceId> queue;
    for (std::size_t s = 0; s < n; ++s) {
        std::uint8_t *row = &m_distance[s * n];
        row[s] = 0;
        queue.assign(1, static_cast<ProvinceId>(s));
        while (!queue.empty()) {
            const ProvinceId p = queue.front();
            queue.pop_front();
            for (ProvinceId q : any[p]) {
                if (row[q] == 255) {
                    row[q] = static_cast<std::uint8_t>(row[p] + 1);
                    queue.push_back(q);
                }
            }
        }
    }
}

ProvinceId Variant::findProvince(std::string_view name) const
{
    const std::string key = text::lower(text::trim(name));
    const auto it = std::lower_bound(m_names.begin(), m_names.end(), key,
                                     [](const std::pair<std::string, ProvinceId> &a,
                                        const std::string &k) { return a.first < k; });
    return (it != m_names.end() && it->first == key) ? it->second : kNoProvince;
}

CoastId Variant::findCoast(ProvinceId province, std::string_view coast) const
{
    const auto &coasts = m_provinces[province].coasts;
    for (std::size_t i = 0; i < coasts.size(); ++i) {
        if (text::iequals(coasts[i], coast))
            return static_cast<CoastId>(i + 1);
    }
    return kNoCoast;
}

PowerId Variant::findPower(std::string_view name) const
{
    for (std::size_t i = 0; i < m_powers.size(); ++i) {
        if (text::iequals(m_powers[i].name, name) || text::iequals(m_powers[i].adjective, name))
            return static_cast<PowerId>(i);
    }
    return kNoPower;
}

std::string Variant::locationName(Location location) const
{
    if (!location.isValid())
        return "?";
    std::string out = m_provinces[location.province].abbreviation;
    if (location.coast != kNoCoast)
        out += "/" + m_provinces[location.province].coasts[location.coast - 1];
    return out;
}

bool Variant::fleetReaches(Location from, ProvinceId to) const
{
    if (!m_fleet[from.province][to])
        return false;
    for (const FleetEdge &e : m_fleetList[from.province]) {
        if (e.to == to && (e.fromCoast == kNoCoast || e.fromCoast == from.coast))
            return true;
    }
    return false;
}

} // namespace herald::diplomacy
