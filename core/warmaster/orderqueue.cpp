#include "core/warmaster/orderqueue.h"

#include <algorithm>

namespace herald::warmaster {

namespace {

const QueuedOrder *orderFor(std::span<const QueuedOrder> queue, int turn)
{
    const auto it = std::find_if(queue.begin(), queue.end(),
                                 [turn](const QueuedOrder &q) { return q.turn == turn; });
    return it == queue.end() ? nullptr : &*it;
}

} // namespace

OrderLeadTime orderLeadTime(const StrategicMap &map, const map::AreaGraph &graph, const Army &army,
                            const CampaignSettings &settings)
{
    const auto area = map.areaAt(army.area);
    const auto nation = map.nationIndex(army.nationId);
    if (!settings.communicationDelay || !area || !nation)
        return {0};
    if (const auto d = distanceToOwnTownOrCity(map, graph, *area, *nation))
        return {*d};
    // No land route: messengers take ship, one turn per area still.
    return {distanceToOwnTownOrCity(map, graph, *area, *nation, true).value_or(0)};
}

std::vector<int> turnsToWrite(std::span<const QueuedOrder> queue, int turn, OrderLeadTime lead)
{
    std::vector<int> turns;
    for (int t = turn; t < turn + lead.turns(); ++t) {
        if (!orderFor(queue, t))
            turns.push_back(t);
    }
    return turns;
}

std::optional<OrderIssue> checkQueueSlot(std::span<const QueuedOrder> queue, const Army &army,
                                         int orderTurn, int turn, OrderLeadTime lead)
{
    if (orderTurn < turn)
        return OrderIssue{OrderProblem::PastTurn, army.name, {}, {}, orderTurn, 0};
    if (orderTurn >= turn + lead.turns())
        return OrderIssue{OrderProblem::BeyondLeadTime, army.name, {}, {}, orderTurn, lead.turns()};
    if (const QueuedOrder *written = orderFor(queue, orderTurn); written && written->locked)
        return OrderIssue{OrderProblem::Locked, army.name, {}, {}, orderTurn, 0};
    return std::nullopt;
}

map::Hex plannedStart(std::span<const QueuedOrder> queue, const Army &army, int orderTurn)
{
    std::vector<const QueuedOrder *> earlier;
    for (const QueuedOrder &q : queue) {
        if (q.turn < orderTurn)
            earlier.push_back(&q);
    }
    std::sort(earlier.begin(), earlier.end(),
              [](const QueuedOrder *a, const QueuedOrder *b) { return a->turn < b->turn; });
    map::Hex at = army.area;
    for (const QueuedOrder *q : earlier)
        at = orderTarget(q->order, at);
    return at;
}

void lockOrders(std::span<QueuedOrder> queue)
{
    for (QueuedOrder &q : queue)
        q.locked = true;
}

} // namespace herald::warmaster
