#pragma once

#include "app/services/warmaster/stepchoice.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace herald::app {

class CampaignService;

/// One order an army writes at M-1 (§4.1): this turn's, or under the communication delay one
/// of the turns ahead its lead time asks for (§4.2, I-54).
struct OrderSlot
{
    qint64 armyId = 0;
    QString army;
    QString nation;
    QString area;           ///< where the army stands when the order is carried out: "0407 Carrow"
    int turn = 0;           ///< the turn the order is for
    bool laterTurn = false; ///< a turn after the one being played (the communication delay)
    QString order;          ///< the order written, in words; empty while none is
    QString orderKind;      ///< its kind's key ("move"); empty while none is
    bool locked = false;    ///< written on an earlier turn: it stands (I-54)
    QString noOrders;       ///< why the army takes no orders this turn; then no choices
    std::vector<StepChoice> kinds;        ///< every kind of order, refused ones with the reason
    std::vector<StepChoice> destinations; ///< the neighbouring areas, for a move
    std::vector<StepChoice> landmasses;   ///< where an expedition may sail, for go to sea

    friend bool operator==(const OrderSlot &, const OrderSlot &) = default;
};

/// Every army on the map with the orders it writes at M-1, by nation then army; empty at any
/// other step or with no campaign open.
[[nodiscard]] std::vector<OrderSlot> orderSlots(const CampaignService &service);

/// The tables orderSlots() reads.
[[nodiscard]] QStringList orderSlotTables();

} // namespace herald::app
