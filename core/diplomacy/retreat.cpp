#include "core/diplomacy/retreat.h"

#include "core/diplomacy/phaseflow.h"
#include "core/diplomacy/reach.h"

#include <algorithm>

namespace herald::diplomacy {

Reason checkRetreat(const Position &position, ProvinceId from, Location wanted, Location &landing)
{
    const Variant &v = *position.variant;
    const DislodgedUnit &d = position.dislodged[from];
    const Reason step =
        stepDestination(v, d.unit.kind, {from, d.unit.coast}, wanted, landing, d.amphibious);
    if (step != Reason::None)
        return step;
    if (landing.province == d.attackerFrom)
        return Reason::RetreatToAttacker;
    if (position.units[landing.province].exists())
        return Reason::RetreatToOccupied;
    if (position.standoffs[landing.province])
        return Reason::RetreatToStandoff;
    return Reason::None;
}

namespace {

/// Calls `f(location)` for each place the unit in `from` may retreat to, until f says stop.
template <typename F> void forEachRetreat(const Position &position, ProvinceId from, F f)
{
    const Variant &v = *position.variant;
    const DislodgedUnit &d = position.dislodged[from];
    Location landing;
    if (d.unit.kind == UnitKind::Army) {
        for (ProvinceId to : v.armyNeighbours(from)) {
            if (checkRetreat(position, from, {to, kNoCoast}, landing) == Reason::None &&
                !f(landing))
                return;
        }
        return;
    }
    for (const FleetEdge &e : v.fleetEdges(from)) {
        if (e.fromCoast != kNoCoast && e.fromCoast != d.unit.coast)
            continue;
        if (checkRetreat(position, from, {e.to, e.toCoast}, landing) == Reason::None && !f(landing))
            return;
    }
    if (!d.amphibious)
        return;
    // A pirate also goes over land where it cannot sail (B6.4); sea landings came above.
    for (ProvinceId to : v.landNeighbours(from)) {
        if (!v.fleetReaches({from, d.unit.coast}, to) &&
            checkRetreat(position, from, {to, kNoCoast}, landing) == Reason::None && !f(landing))
            return;
    }
}

} // namespace

std::vector<Location> retreatOptions(const Position &position, ProvinceId from)
{
    std::vector<Location> out;
    forEachRetreat(position, from, [&](Location l) {
        out.push_back(l);
        return true;
    });
    return out;
}

bool canRetreat(const Position &position, ProvinceId from)
{
    bool any = false;
    forEachRetreat(position, from, [&](Location) {
        any = true;
        return false;
    });
    return any;
}

void adjudicateRetreats(const Position &position, std::span<const Order> orders, Adjudication &out)
{
    const Variant &v = *position.variant;
    out.results.clear();
    out.next = position;
    Position &next = out.next;
    // Chosen landing per dislodged province, and how many retreats aim at each province.
    Location landing[kMaxProvinces];
    std::uint16_t resultOf[kMaxProvinces];
    std::uint8_t claims[kMaxProvinces] = {};
    std::fill(resultOf, resultOf + kMaxProvinces, std::uint16_t(0xFFFF));
    for (const Order &o : orders) {
        OrderResult r;
        r.order = o;
        const ProvinceId at = o.unit.isValid() ? o.unit.province : kNoProvince;
        const DislodgedUnit *d = at != kNoProvince ? &position.dislodged[at] : nullptr;
        const bool retreat = o.type == OrderType::Move || o.type == OrderType::Retreat;
        if (!retreat && o.type != OrderType::Disband)
            r.reason = Reason::WrongPhase;
        else if (!d || !d->unit.exists())
            r.reason = Reason::NoSuchUnit;
        else if (o.power != kNoPower && o.power != d->unit.power)
            r.reason = Reason::NotOwnUnit;
        else if (o.unitKindGiven && o.unitKind != d->unit.kind)
            r.reason = Reason::WrongUnitKind;
        else if (resultOf[at] != 0xFFFF)
            r.reason = Reason::DuplicateOrder;
        else if (retreat && o.viaConvoy)
            r.reason = Reason::NotAdjacent; // never by convoy (6.H.13)
        else if (retreat)
            r.reason = checkRetreat(position, at, o.destination, landing[at]);
        if (r.reason != Reason::None) {
            r.outcome = Outcome::Illegal;
            out.results.push_back(r);
            continue;
        }
        resultOf[at] = static_cast<std::uint16_t>(out.results.size());
        if (retreat)
            ++claims[landing[at].province];
        else
            landing[at] = {};
        out.results.push_back(r);
    }
    for (int p = 0; p < v.provinceCount(); ++p) {
        const DislodgedUnit &d = position.dislodged[p];
        if (!d.unit.exists())
            continue;
        if (resultOf[p] == 0xFFFF) {
            OrderResult r;
            r.order.type = OrderType::Disband;
            r.order.power = d.unit.power;
            r.order.unitKind = d.unit.kind;
            r.order.unitKindGiven = true;
            r.order.unit = {static_cast<ProvinceId>(p), d.unit.coast};
            r.reason = Reason::NoRetreatOrder;
            out.results.push_back(r);
            continue;
        }
        const Location to = landing[p];
        if (!to.isValid())
            continue;
        OrderResult &r = out.results[resultOf[p]];
        if (claims[to.province] > 1) {
            r.outcome = Outcome::Failed;
            r.reason = Reason::RetreatClash;
            continue;
        }
        next.units[to.province] = {d.unit.power, d.unit.kind,
                                   d.unit.kind == UnitKind::Fleet ? to.coast : kNoCoast};
    }
    finishSeason(next);
}

} // namespace herald::diplomacy
