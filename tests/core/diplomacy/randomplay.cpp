#include "randomplay.h"

#include "core/diplomacy/retreat.h"

#include <algorithm>

namespace herald::diplomacy::test {

namespace {

bool chance(std::mt19937 &random, int percent)
{
    return std::uniform_int_distribution<int>(0, 99)(random) < percent;
}

template <typename T> const T &pick(std::mt19937 &random, const std::vector<T> &from)
{
    return from[std::uniform_int_distribution<std::size_t>(0, from.size() - 1)(random)];
}

Order unitOrder(OrderType type, const Position &p, ProvinceId at)
{
    Order o;
    o.type = type;
    o.power = p.units[at].power;
    o.unitKind = p.units[at].kind;
    o.unitKindGiven = true;
    o.unit = {at, p.units[at].coast};
    return o;
}

/// Every place a unit could step to, coasts spelled out for fleets.
std::vector<Location> steps(const Position &p, ProvinceId at)
{
    const Variant &v = *p.variant;
    std::vector<Location> out;
    const Unit &u = p.units[at];
    if (u.kind == UnitKind::Army) {
        for (ProvinceId to : v.armyNeighbours(at))
            out.push_back({to, kNoCoast});
    } else {
        for (const FleetEdge &e : v.fleetEdges(at)) {
            if (e.fromCoast == kNoCoast || e.fromCoast == u.coast)
                out.push_back({e.to, e.toCoast});
        }
    }
    return out;
}

/// Coastal provinces an army in `from` could be convoyed to, with the fleets of one chain.
struct ConvoyPlan
{
    ProvinceId to = kNoProvince;
    std::vector<ProvinceId> fleets;
};

ConvoyPlan convoyPlan(const Position &p, ProvinceId from, std::mt19937 &random)
{
    const Variant &v = *p.variant;
    std::vector<ProvinceId> parent(v.provinceCount(), kNoProvince);
    std::vector<ProvinceId> queue;
    for (int s = 0; s < v.provinceCount(); ++s) {
        if (v.isSea(s) && p.units[s].kind == UnitKind::Fleet && p.units[s].exists() &&
            v.fleetNeighbourSet(from)[s]) {
            parent[s] = from;
            queue.push_back(static_cast<ProvinceId>(s));
        }
    }
    std::vector<std::pair<ProvinceId, ProvinceId>> ends; // (destination, last sea)
    for (std::size_t i = 0; i < queue.size(); ++i) {
        const ProvinceId sea = queue[i];
        for (int q = 0; q < v.provinceCount(); ++q) {
            if (!v.fleetNeighbourSet(sea)[q] || q == from || parent[q] != kNoProvince)
                continue;
            if (v.isSea(q) && p.units[q].exists()) {
                parent[q] = sea;
                queue.push_back(static_cast<ProvinceId>(q));
            } else if (v.province(q).type == ProvinceType::Coast) {
                ends.emplace_back(static_cast<ProvinceId>(q), sea);
            }
        }
    }
    ConvoyPlan plan;
    if (ends.empty())
        return plan;
    const auto [to, last] = pick(random, ends);
    plan.to = to;
    for (ProvinceId s = last; s != from; s = parent[s])
        plan.fleets.push_back(s);
    return plan;
}

std::vector<Order> movementOrders(const Position &p, std::mt19937 &random)
{
    const Variant &v = *p.variant;
    std::vector<Order> orders;
    std::vector<int> orderOf(v.provinceCount(), -1);
    std::vector<ProvinceId> units;
    for (int at = 0; at < v.provinceCount(); ++at) {
        if (p.units[at].exists())
            units.push_back(static_cast<ProvinceId>(at));
    }
    std::shuffle(units.begin(), units.end(), random);
    // First pass: moves, holds and convoyed moves with their convoys.
    for (ProvinceId at : units) {
        if (orderOf[at] >= 0)
            continue;
        const Unit &u = p.units[at];
        if (u.kind == UnitKind::Army && v.province(at).type == ProvinceType::Coast &&
            chance(random, 15)) {
            const ConvoyPlan plan = convoyPlan(p, at, random);
            const bool free = std::all_of(plan.fleets.begin(), plan.fleets.end(),
                                          [&](ProvinceId s) { return orderOf[s] < 0; });
            if (plan.to != kNoProvince && free) {
                Order move = unitOrder(OrderType::Move, p, at);
                move.destination = {plan.to, kNoCoast};
                move.viaConvoy = chance(random, 50);
                orderOf[at] = static_cast<int>(orders.size());
                orders.push_back(move);
                for (ProvinceId s : plan.fleets) {
                    Order c = unitOrder(OrderType::Convoy, p, s);
                    c.targetKind = UnitKind::Army;
                    c.targetKindGiven = true;
                    c.target = {at, kNoCoast};
                    c.destination = {plan.to, kNoCoast};
                    orderOf[s] = static_cast<int>(orders.size());
                    orders.push_back(c);
                }
                continue;
            }
        }
        if (chance(random, 55)) {
            const auto options = steps(p, at);
            Order move = unitOrder(OrderType::Move, p, at);
            move.destination = pick(random, options);
            if (chance(random, 3)) // an illegal move: anywhere on the board
                move.destination = {static_cast<ProvinceId>(std::uniform_int_distribution<int>(
                                        0, v.provinceCount() - 1)(random)),
                                    kNoCoast};
            orderOf[at] = static_cast<int>(orders.size());
            orders.push_back(move);
        } else if (chance(random, 30)) {
            orderOf[at] = static_cast<int>(orders.size());
            orders.push_back(unitOrder(OrderType::Hold, p, at));
        }
    }
    // Second pass: the rest support a neighbour's hold or a move they can reach.
    for (ProvinceId at : units) {
        if (orderOf[at] >= 0)
            continue;
        const Unit &u = p.units[at];
        std::vector<Order> choices;
        for (const Order &o : orders) {
            const ProvinceId aim =
                o.type == OrderType::Move ? o.destination.province : o.unit.province;
            if (o.type == OrderType::Convoy || o.unit.province == at || aim == at ||
                !v.canReach(u.kind, {at, u.coast}, aim))
                continue;
            Order s = unitOrder(
                o.type == OrderType::Move ? OrderType::SupportMove : OrderType::SupportHold, p, at);
            s.targetKind = o.unitKind;
            s.targetKindGiven = true;
            s.target = o.unit;
            if (o.type == OrderType::Move)
                s.destination = {o.destination.province,
                                 chance(random, 50) ? o.destination.coast : kNoCoast};
            choices.push_back(s);
        }
        orderOf[at] = static_cast<int>(orders.size());
        orders.push_back(choices.empty() ? unitOrder(OrderType::Hold, p, at)
                                         : pick(random, choices));
    }
    std::shuffle(orders.begin(), orders.end(), random);
    return orders;
}

std::vector<Order> retreatOrders(const Position &p, std::mt19937 &random)
{
    std::vector<Order> orders;
    for (int at = 0; at < p.variant->provinceCount(); ++at) {
        const DislodgedUnit &d = p.dislodged[at];
        if (!d.unit.exists() || chance(random, 5))
            continue;
        Order o;
        o.power = d.unit.power;
        o.unitKind = d.unit.kind;
        o.unitKindGiven = true;
        o.unit = {static_cast<ProvinceId>(at), d.unit.coast};
        const auto options = retreatOptions(p, static_cast<ProvinceId>(at));
        if (options.empty() || chance(random, 15)) {
            o.type = OrderType::Disband;
        } else {
            o.type = OrderType::Retreat;
            o.destination = pick(random, options);
        }
        orders.push_back(o);
    }
    return orders;
}

std::vector<Order> adjustmentOrders(const Position &p, std::mt19937 &random)
{
    const Variant &v = *p.variant;
    std::vector<Order> orders;
    for (int power = 0; power < v.powerCount(); ++power) {
        const auto pw = static_cast<PowerId>(power);
        int balance = adjustmentBalance(p, pw);
        for (int at = 0; at < v.provinceCount() && balance > 0; ++at) {
            const Province &c = v.province(static_cast<ProvinceId>(at));
            if (c.home != pw || p.owners[at] != pw || p.units[at].exists() || chance(random, 20))
                continue;
            Order o;
            o.type = OrderType::Build;
            o.power = pw;
            o.unitKindGiven = true;
            o.unitKind = c.type == ProvinceType::Coast && chance(random, 50) ? UnitKind::Fleet
                                                                             : UnitKind::Army;
            o.unit = {static_cast<ProvinceId>(at), kNoCoast};
            if (o.unitKind == UnitKind::Fleet && !c.coasts.empty())
                o.unit.coast = static_cast<CoastId>(std::uniform_int_distribution<int>(
                    1, static_cast<int>(c.coasts.size()))(random));
            orders.push_back(o);
            --balance;
        }
        if (balance > 0 && chance(random, 30)) {
            Order w;
            w.type = OrderType::Waive;
            w.power = pw;
            orders.push_back(w);
        }
        for (int at = 0; at < v.provinceCount() && balance < 0; ++at) {
            if (p.units[at].power != pw || chance(random, 40))
                continue;
            orders.push_back(unitOrder(OrderType::Remove, p, static_cast<ProvinceId>(at)));
            ++balance;
        }
    }
    return orders;
}

} // namespace

std::vector<Order> randomOrders(const Position &position, std::mt19937 &random)
{
    switch (position.phase) {
    case PhaseType::Movement:
        return movementOrders(position, random);
    case PhaseType::Retreat:
        return retreatOrders(position, random);
    case PhaseType::Adjustment:
        return adjustmentOrders(position, random);
    }
    return {};
}

} // namespace herald::diplomacy::test
