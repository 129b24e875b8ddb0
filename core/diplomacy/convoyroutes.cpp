#include "core/diplomacy/convoyroutes.h"

namespace herald::diplomacy {

namespace {

bool coastalEnds(const Variant &v, ProvinceId from, ProvinceId to)
{
    return from != to && v.province(from).type == ProvinceType::Coast &&
           v.province(to).type == ProvinceType::Coast;
}

/// Depth-first search over chordless chains: each new sea touches only the last one of the
/// chain (and the start only as first link), so no fleet of a found chain is superfluous.
class MinimalRouteSearch
{
public:
    MinimalRouteSearch(const Variant &v, const Variant::ProvinceSet &seas, ProvinceId from,
                       ProvinceId to, ProvinceId fleet)
        : m_v(v), m_seas(seas), m_from(from), m_to(to), m_fleet(fleet)
    {
    }

    bool search()
    {
        Variant::ProvinceSet none;
        return extend(m_from, none, false);
    }

private:
    /// `last` ends the chain; `touched` holds the neighbours of every earlier link.
    bool extend(ProvinceId last, const Variant::ProvinceSet &touched, bool hasFleet)
    {
        const Variant::ProvinceSet &next = m_v.fleetNeighbourSet(last);
        Variant::ProvinceSet candidates = next & m_seas & ~touched;
        Variant::ProvinceSet nowTouched = touched | next;
        nowTouched.set(last);
        for (int s = 0; s < m_v.provinceCount(); ++s) {
            if (!candidates[s])
                continue;
            const auto sea = static_cast<ProvinceId>(s);
            const bool withFleet = hasFleet || sea == m_fleet;
            if (m_v.fleetNeighbourSet(sea)[m_to]) {
                // A chain that can end here must end here, or the last link is superfluous.
                if (withFleet)
                    return true;
                continue;
            }
            if (extend(sea, nowTouched, withFleet))
                return true;
        }
        return false;
    }

    const Variant &m_v;
    const Variant::ProvinceSet &m_seas;
    ProvinceId m_from, m_to, m_fleet;
};

} // namespace

bool convoyChainExists(const Variant &variant, const Variant::ProvinceSet &fleetSeas,
                       ProvinceId from, ProvinceId to, ProvinceId without)
{
    if (!coastalEnds(variant, from, to))
        return false;
    Variant::ProvinceSet usable = fleetSeas;
    if (without != kNoProvince)
        usable.reset(without);
    Variant::ProvinceSet reached = variant.fleetNeighbourSet(from) & usable;
    Variant::ProvinceSet frontier = reached;
    while (frontier.any()) {
        Variant::ProvinceSet next;
        for (int s = 0; s < variant.provinceCount(); ++s) {
            if (!frontier[s])
                continue;
            const Variant::ProvinceSet &n = variant.fleetNeighbourSet(static_cast<ProvinceId>(s));
            if (n[to])
                return true;
            next |= n;
        }
        frontier = next & usable & ~reached;
        reached |= frontier;
    }
    return false;
}

bool fleetOnMinimalRoute(const Variant &variant, const Variant::ProvinceSet &fleetSeas,
                         ProvinceId from, ProvinceId to, ProvinceId fleet)
{
    if (!coastalEnds(variant, from, to) || !fleetSeas[fleet])
        return false;
    return MinimalRouteSearch(variant, fleetSeas, from, to, fleet).search();
}

} // namespace herald::diplomacy
