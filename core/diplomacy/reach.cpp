#include "core/diplomacy/reach.h"

namespace herald::diplomacy {

Reason stepDestination(const Variant &variant, UnitKind kind, Location from, Location wanted,
                       Location &landing, bool amphibious)
{
    if (amphibious) {
        const Reason bySea = stepDestination(variant, kind, from, wanted, landing);
        if (bySea == Reason::None || !variant.landAdjacent(from.province, wanted.province))
            return bySea;
        landing = {wanted.province, kNoCoast};
        return Reason::None;
    }
    const ProvinceId to = wanted.province;
    if (to == from.province)
        return Reason::MoveToOwnProvince;
    if (kind == UnitKind::Army) {
        if (!variant.armyAdjacent(from.province, to))
            return Reason::NotAdjacent;
        landing = {to, kNoCoast};
        return Reason::None;
    }
    if (!variant.hasCoasts(to)) {
        if (!variant.fleetReaches(from, to))
            return Reason::NotAdjacent;
        landing = {to, kNoCoast};
        return Reason::None;
    }
    int reachable = 0;
    CoastId only = kNoCoast;
    bool wantedReachable = false;
    for (const FleetEdge &e : variant.fleetEdges(from.province)) {
        if (e.to != to || (e.fromCoast != kNoCoast && e.fromCoast != from.coast))
            continue;
        ++reachable;
        only = e.toCoast;
        wantedReachable = wantedReachable || e.toCoast == wanted.coast;
    }
    if (reachable == 0)
        return Reason::NotAdjacent;
    if (wanted.coast != kNoCoast) {
        if (!wantedReachable)
            return Reason::CoastUnreachable;
        landing = wanted;
        return Reason::None;
    }
    if (reachable > 1)
        return Reason::CoastNotSpecified;
    landing = {to, only};
    return Reason::None;
}

} // namespace herald::diplomacy
