#include "core/diplomacy/downfall/builds.h"

#include "core/diplomacy/adjustment.h"

namespace herald::diplomacy::downfall {

int fleetCap(const Variant &variant, PowerId power)
{
    if (power == variant.findPower("Umbar"))
        return kMaxUnits;
    if (power == variant.findPower("Elves") || power == variant.findPower("Gondor"))
        return 2;
    return 1;
}

TurnResult adjudicateAdjustmentTurn(const Position &position, const HardbopState &state,
                                    std::span<const Order> orders)
{
    const Variant &v = *position.variant;
    int fleets[kMaxPowers] = {};
    for (int p = 0; p < v.provinceCount(); ++p) {
        const Unit &u = position.units[p];
        if (u.exists() && u.kind == UnitKind::Fleet &&
            state.traits[p].unitClass != UnitClass::Pirate)
            ++fleets[u.power];
    }
    std::vector<Order> passed;
    std::vector<bool> refused;
    for (const Order &o : orders) {
        const PowerId power =
            o.power != kNoPower ? o.power
                                : (o.unit.isValid() ? v.province(o.unit.province).home : kNoPower);
        const bool refuse = o.type == OrderType::Build && o.unitKind == UnitKind::Fleet &&
                            power < kMaxPowers && fleets[power] >= fleetCap(v, power);
        if (!refuse && o.type == OrderType::Build && o.unitKind == UnitKind::Fleet &&
            power < kMaxPowers)
            ++fleets[power];
        refused.push_back(refuse);
        if (!refuse)
            passed.push_back(o);
    }
    TurnResult out;
    Adjudication standard;
    adjudicateAdjustments(position, passed, standard);
    out.adjudication.next = standard.next;
    std::size_t next = 0;
    for (std::size_t i = 0; i < orders.size(); ++i) {
        if (!refused[i]) {
            out.adjudication.results.push_back(standard.results[next++]);
            continue;
        }
        OrderResult r;
        r.order = orders[i];
        r.outcome = Outcome::Illegal;
        r.reason = Reason::FleetLimit;
        out.adjudication.results.push_back(r);
    }
    for (; next < standard.results.size(); ++next)
        out.adjudication.results.push_back(standard.results[next]);
    out.next = state;
    for (int p = 0; p < v.provinceCount(); ++p) {
        if (!out.adjudication.next.units[p].exists() ||
            !(out.adjudication.next.units[p] == position.units[p]))
            out.next.traits[p] = {};
    }
    return out;
}

} // namespace herald::diplomacy::downfall
