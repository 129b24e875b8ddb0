#pragma once

#include "core/warmaster/campaignsettings.h"
#include "core/warmaster/movement.h"
#include "core/warmaster/orders.h"

#include <span>
#include <vector>

namespace herald::warmaster {

/// One written order of an army's queue under the communication delay (§4.2). Turns are
/// numbered by the caller in playing order, e.g. (year − 1) × 12 + month.
struct QueuedOrder
{
    int turn = 0;
    Order order;
    bool locked = false; ///< written on an earlier turn: it stands (I-54)

    friend bool operator==(const QueuedOrder &, const QueuedOrder &) = default;
};

/// How far ahead an army writes its orders (§2.9, §4.2, I-54): one turn without the
/// communication delay; with it, the land distance to the nearest own town or city. When no
/// land route leads to one (an expedition on another landmass), the count runs over the sea
/// too; a nation without any town or city writes one turn ahead.
[[nodiscard]] OrderLeadTime orderLeadTime(const StrategicMap &map, const map::AreaGraph &graph,
                                          const Army &army, const CampaignSettings &settings);

/// The turns from `turn` on for which the army's queue holds no order yet and the lead time
/// asks for one (I-54: the player extends the queue to cover the next N turns).
[[nodiscard]] std::vector<int> turnsToWrite(std::span<const QueuedOrder> queue, int turn,
                                            OrderLeadTime lead);

/// Whether an order may be written for `orderTurn` while `turn` is being played: not for a
/// turn already played, not beyond the lead time, not over a locked order (I-54).
[[nodiscard]] std::optional<OrderIssue> checkQueueSlot(std::span<const QueuedOrder> queue,
                                                       const Army &army, int orderTurn, int turn,
                                                       OrderLeadTime lead);

/// Where the army will stand at the start of `orderTurn` if the queued moves before it are
/// carried out: the start against which a later order is checked (checkOrder's from).
[[nodiscard]] map::Hex plannedStart(std::span<const QueuedOrder> queue, const Army &army,
                                    int orderTurn);

/// Locks every order in the queue: called when orders are revealed (M-2A), so that what was
/// written for later turns stands from then on (I-54).
void lockOrders(std::span<QueuedOrder> queue);

} // namespace herald::warmaster
