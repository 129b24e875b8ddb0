#include "core/diplomacy/adjustment.h"

#include "core/diplomacy/phaseflow.h"

namespace herald::diplomacy {

ProvinceId civilDisorderChoice(const Position &position, PowerId power)
{
    const Variant &v = *position.variant;
    const bool homes = v.options().civilDisorderDistance == CivilDisorderDistance::HomeCentres;
    const int n = v.provinceCount();
    ProvinceId best = kNoProvince;
    int bestDistance = -1;
    for (int u = 0; u < n; ++u) {
        const Unit &unit = position.units[u];
        if (unit.power != power)
            continue;
        int distance = 255;
        for (int c = 0; c < n; ++c) {
            const Province &centre = v.province(static_cast<ProvinceId>(c));
            const bool counts =
                homes ? centre.home == power : centre.supplyCentre && position.owners[c] == power;
            if (counts)
                distance = std::min(
                    distance, v.distance(static_cast<ProvinceId>(u), static_cast<ProvinceId>(c)));
        }
        bool better = distance > bestDistance;
        if (!better && distance == bestDistance) {
            const Unit &held = position.units[best];
            if (unit.kind != held.kind)
                better = unit.kind == UnitKind::Fleet;
            else
                better = v.province(static_cast<ProvinceId>(u)).name < v.province(best).name;
        }
        if (better) {
            best = static_cast<ProvinceId>(u);
            bestDistance = distance;
        }
    }
    return best;
}

namespace {

/// Why a build in `o.unit` is impossible, or Reason::None.
Reason checkBuild(const Position &position, const Order &o, PowerId power, int balance,
                  const std::bitset<kMaxProvinces> &builtIn)
{
    const Variant &v = *position.variant;
    const ProvinceId at = o.unit.province;
    const Province &p = v.province(at);
    if (p.home != power)
        return Reason::NotHomeCentre;
    if (position.owners[at] != power)
        return Reason::CentreNotOwned;
    if (position.units[at].exists() || builtIn[at])
        return Reason::CentreOccupied;
    if (balance <= 0)
        return Reason::NoBuildAllowed;
    if (o.unitKind == UnitKind::Army && p.type != ProvinceType::Land &&
        p.type != ProvinceType::Coast)
        return Reason::UnitTerrain;
    if (o.unitKind == UnitKind::Fleet) {
        if (p.type != ProvinceType::Coast)
            return Reason::UnitTerrain;
        if (v.hasCoasts(at) && o.unit.coast == kNoCoast)
            return Reason::CoastNotSpecified;
    }
    return Reason::None;
}

} // namespace

void adjudicateAdjustments(const Position &position, std::span<const Order> orders,
                           Adjudication &out, std::span<const int> offBoard)
{
    const Variant &v = *position.variant;
    out.results.clear();
    out.next = position;
    Position &next = out.next;
    int balance[kMaxPowers];
    for (int power = 0; power < v.powerCount(); ++power) {
        balance[power] = adjustmentBalance(position, static_cast<PowerId>(power));
        if (static_cast<std::size_t>(power) < offBoard.size())
            balance[power] -= offBoard[static_cast<std::size_t>(power)];
    }
    std::bitset<kMaxProvinces> touched;
    for (const Order &o : orders) {
        OrderResult r;
        r.order = o;
        PowerId power = o.power;
        if (power == kNoPower && o.type == OrderType::Build && o.unit.isValid())
            power = v.province(o.unit.province).home;
        if (o.type == OrderType::Build) {
            r.reason = !o.unitKindGiven || !o.unit.isValid() ? Reason::NoSuchUnit
                       : power == kNoPower
                           ? Reason::PowerUnknown
                           : checkBuild(position, o, power, balance[power], touched);
            if (r.reason == Reason::None) {
                const ProvinceId at = o.unit.province;
                next.units[at] = {power, o.unitKind,
                                  o.unitKind == UnitKind::Fleet ? o.unit.coast : kNoCoast};
                touched.set(at);
                --balance[power];
            }
        } else if (o.type == OrderType::Remove || o.type == OrderType::Disband) {
            const ProvinceId at = o.unit.isValid() ? o.unit.province : kNoProvince;
            const Unit *unit = at != kNoProvince ? &position.units[at] : nullptr;
            if (!unit || !unit->exists() || touched[at])
                r.reason = Reason::NoSuchUnit;
            else if (power != kNoPower && unit->power != power)
                r.reason = Reason::NotOwnUnit;
            else if (o.unitKindGiven && o.unitKind != unit->kind)
                r.reason = Reason::WrongUnitKind;
            else if (balance[unit->power] >= 0)
                r.reason = Reason::NoRemovalNeeded;
            if (r.reason == Reason::None) {
                next.units[at] = {};
                touched.set(at);
                ++balance[unit->power];
            }
        } else if (o.type == OrderType::Waive) {
            if (power == kNoPower)
                r.reason = Reason::PowerUnknown;
            else if (balance[power] <= 0)
                r.reason = Reason::NoBuildAllowed;
            else
                --balance[power];
        } else {
            r.reason = Reason::WrongPhase;
        }
        r.outcome = r.reason == Reason::None ? Outcome::Succeeded : Outcome::Illegal;
        out.results.push_back(r);
    }
    for (int power = 0; power < v.powerCount(); ++power) {
        for (; balance[power] < 0; ++balance[power]) {
            const ProvinceId at = civilDisorderChoice(next, static_cast<PowerId>(power));
            if (at == kNoProvince)
                break;
            OrderResult r;
            r.order.type = OrderType::Remove;
            r.order.power = static_cast<PowerId>(power);
            r.order.unitKind = next.units[at].kind;
            r.order.unitKindGiven = true;
            r.order.unit = {at, next.units[at].coast};
            r.reason = Reason::CivilDisorder;
            out.results.push_back(r);
            next.units[at] = {};
        }
    }
    finishYear(next);
}

} // namespace herald::diplomacy
