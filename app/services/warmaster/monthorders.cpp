#include "app/services/warmaster/monthorders.h"

#include "app/services/campaignservice.h"
#include "app/services/warmaster/calendarstatus.h"
#include "core/warmaster/orderqueue.h"
#include "db/warmaster/monthstore.h"

#include <QCoreApplication>

#include <algorithm>

namespace herald::app {

using namespace herald::warmaster;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::app::MonthOrders)
};

/// Every reason the command would give, one a line, as orders.set joins them.
QString refusalOf(const std::vector<OrderIssue> &issues)
{
    QStringList reasons;
    for (const OrderIssue &issue : issues)
        reasons << describe(issue);
    reasons.removeDuplicates();
    return reasons.join(QLatin1Char('\n'));
}

StepChoice open(const QString &key, const QString &text)
{
    StepChoice choice;
    choice.key = key;
    choice.text = text;
    return choice;
}

/// The neighbouring areas of `from`, each refused as a move from there would be.
std::vector<StepChoice> destinations(const db::MonthMap &month, const OrderFacts &facts,
                                     const Army &army, map::Hex from)
{
    std::vector<StepChoice> choices;
    const auto start = month.map.areaAt(from);
    if (!start)
        return choices;
    for (const int neighbour : month.graph.neighbours(*start)) {
        const Area &area = month.map.areas[static_cast<std::size_t>(neighbour)];
        Order move;
        move.armyId = army.id;
        move.kind = OrderKind::Move;
        move.destination = area.hex;
        StepChoice choice = open(area.id(), month.areaText(area.hex));
        choice.refusal = refusalOf(checkOrder(move, army, facts, from));
        move.usesCrossing = true;
        choice.crossing = choice.refusal.isEmpty() && checkOrder(move, army, facts, from).empty();
        choices.push_back(choice);
    }
    return choices;
}

/// Each kind of order, refused as orders.set would refuse it; a move is open when one
/// neighbouring area is.
std::vector<StepChoice> kinds(const OrderFacts &facts, const Army &army, map::Hex from,
                              const std::vector<StepChoice> &moves)
{
    std::vector<StepChoice> choices;
    for (const auto &entry : EnumKeys<OrderKind>::table()) {
        StepChoice choice = open(keyOf(entry.value), nameOf(entry.value));
        if (entry.value == OrderKind::Move) {
            QStringList reasons;
            for (const StepChoice &move : moves)
                reasons << move.refusal;
            if (std::any_of(moves.begin(), moves.end(),
                            [](const StepChoice &c) { return c.refusal.isEmpty(); }))
                reasons.clear();
            else if (moves.empty())
                reasons << Tr::tr("§4.1 %1 has no neighbouring area to move into.").arg(army.name);
            reasons.removeDuplicates();
            choice.refusal = reasons.join(QLatin1Char('\n'));
        } else {
            Order order;
            order.armyId = army.id;
            order.kind = entry.value;
            choice.refusal = refusalOf(checkOrder(order, army, facts, from));
        }
        choices.push_back(choice);
    }
    return choices;
}

std::vector<StepChoice> landmasses(const StrategicMap &map)
{
    std::vector<StepChoice> choices;
    for (const Landmass &landmass : map.landmasses)
        choices.push_back(open(landmass.id, landmass.name));
    return choices;
}

} // namespace

std::vector<OrderSlot> orderSlots(const CampaignService &service)
{
    std::vector<OrderSlot> rows;
    const auto date = campaignDate(service);
    if (!date || date->step != CampaignStep::WriteOrders)
        return rows;
    const QSqlDatabase db = service.file()->database();
    const db::MonthMap month = db::loadMonthMap(db);
    const OrderFacts facts{month.map, month.graph, month.map.armies};
    const int turn = db::turnNumber(*date);
    std::vector<const Army *> armies;
    for (const Army &army : month.map.armies)
        armies.push_back(&army);
    std::stable_sort(armies.begin(), armies.end(), [&](const Army *a, const Army *b) {
        return month.nationName(a->nationId).localeAwareCompare(month.nationName(b->nationId)) < 0;
    });
    for (const Army *army : armies) {
        OrderSlot slot;
        slot.armyId = army->id.toLongLong();
        slot.army = army->name;
        slot.nation = month.nationName(army->nationId);
        slot.area = month.areaText(army->area);
        slot.turn = turn;
        if (const auto none = takesNoOrders(*army, facts)) {
            slot.noOrders = describe(*none);
            rows.push_back(slot);
            continue;
        }
        const std::vector<QueuedOrder> queue = db::loadQueue(db, army->id, turn);
        const int lead = orderLeadTime(month.map, month.graph, *army, month.settings).turns();
        for (int orderTurn = turn; orderTurn < turn + lead; ++orderTurn) {
            const map::Hex from = plannedStart(queue, *army, orderTurn);
            OrderSlot later = slot;
            later.turn = orderTurn;
            later.laterTurn = orderTurn != turn;
            later.area = month.areaText(from);
            const auto written =
                std::find_if(queue.begin(), queue.end(),
                             [&](const QueuedOrder &q) { return q.turn == orderTurn; });
            if (written != queue.end()) {
                later.order = month.orderText(written->order);
                later.orderKind = keyOf(written->order.kind);
                later.locked = written->locked;
            }
            if (!later.locked) {
                later.destinations = destinations(month, facts, *army, from);
                later.kinds = kinds(facts, *army, from, later.destinations);
                if (!army->expeditionId.isEmpty())
                    later.landmasses = landmasses(month.map);
            }
            rows.push_back(later);
        }
    }
    return rows;
}

QStringList orderSlotTables()
{
    return {QStringLiteral("campaign"),  QStringLiteral("army"), QStringLiteral("army_order"),
            QStringLiteral("nation"),    QStringLiteral("area"), QStringLiteral("boundary"),
            QStringLiteral("landmass"),  QStringLiteral("map"),  QStringLiteral("setting"),
            QStringLiteral("attendance")};
}

} // namespace herald::app
