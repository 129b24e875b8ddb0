#include "core/warmaster/orderqueue.h"
#include "db/commandregistry.h"
#include "db/warmaster/monthcommands.h"
#include "db/warmaster/monthstore.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QSqlQuery>

namespace herald::db {

using namespace herald::warmaster;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::OrderCommands)
};

/// The army, the turn the order is for and where it stands in its queue, or the refusal.
struct OrderSlot
{
    const Army *army = nullptr;
    int turn = 0;      ///< the turn being played
    int orderTurn = 0; ///< the turn the order is for
    std::vector<QueuedOrder> queue;
    std::optional<CommandOutcome> refusal;
};

OrderSlot orderSlot(const CommandContext &context, const MonthMap &month)
{
    OrderSlot slot;
    if (auto wrongStep = stepRefusal(context, CampaignStep::WriteOrders)) {
        slot.refusal = wrongStep;
        return slot;
    }
    const QString ref = context.args.value(QStringLiteral("army")).toVariant().toString();
    slot.army = month.findArmy(ref);
    if (!slot.army) {
        slot.refusal = CommandOutcome::refused(
            Tr::tr("§1.5 There is no army \"%1\" on the map (give its number or its name).")
                .arg(ref));
        return slot;
    }
    slot.turn = turnNumber(context.date.year, context.date.month);
    const QJsonValue turn = context.args.value(QStringLiteral("turn"));
    if (!turn.isUndefined() && !turn.isDouble()) {
        slot.refusal =
            CommandOutcome::badArguments(Tr::tr("The argument \"turn\" must be a turn number."));
        return slot;
    }
    slot.orderTurn = turn.isUndefined() ? slot.turn : turn.toInt();
    slot.queue = loadQueue(context.db, slot.army->id, slot.turn);
    const OrderLeadTime lead = orderLeadTime(month.map, month.graph, *slot.army, month.settings);
    if (const auto issue = checkQueueSlot(slot.queue, *slot.army, slot.orderTurn, slot.turn, lead))
        slot.refusal = CommandOutcome::refused(describe(*issue));
    return slot;
}

/// The order the arguments describe, or the reason they do not make one.
std::optional<Order> orderFromArgs(const QJsonObject &args, const Army &army, QString *problem)
{
    Order order;
    order.armyId = army.id;
    const QString kind = args.value(QStringLiteral("kind")).toString();
    const auto parsed = fromKey<OrderKind>(kind);
    if (!parsed) {
        *problem = Tr::tr("The argument \"kind\" must be one of %1.").arg(keyList<OrderKind>());
        return std::nullopt;
    }
    order.kind = *parsed;
    if (order.kind == OrderKind::Move) {
        const auto hex = map::Hex::fromXXYY(args.value(QStringLiteral("destination")).toString());
        if (!hex) {
            *problem = Tr::tr("A move needs the argument \"destination\": the area's XXYY number.");
            return std::nullopt;
        }
        order.destination = *hex;
        const QString location = args.value(QStringLiteral("location")).toString();
        if (!location.isEmpty()) {
            const auto where = fromKey<ArmyLocation>(location);
            if (!where) {
                *problem = Tr::tr("The argument \"location\" must be one of %1.")
                               .arg(keyList<ArmyLocation>());
                return std::nullopt;
            }
            order.location = *where;
        }
        order.usesCrossing = args.value(QStringLiteral("crossing")).toBool();
    }
    if (order.kind == OrderKind::GoToSea)
        order.seaDestination = args.value(QStringLiteral("seaDestination")).toString().trimmed();
    return order;
}

QJsonObject orderJson(const MonthMap &month, const Order &order, int turn)
{
    QJsonObject json{{QStringLiteral("army"), order.armyId.toLongLong()},
                     {QStringLiteral("turn"), turn},
                     {QStringLiteral("kind"), keyOf(order.kind)},
                     {QStringLiteral("text"), month.orderText(order)}};
    if (order.kind == OrderKind::Move) {
        json.insert(QStringLiteral("destination"), order.destination.toXXYY());
        json.insert(QStringLiteral("location"), keyOf(order.location));
        json.insert(QStringLiteral("crossing"), order.usesCrossing);
    }
    if (order.kind == OrderKind::GoToSea)
        json.insert(QStringLiteral("seaDestination"), order.seaDestination);
    return json;
}

/// The nation's orders for the turn with this one in its army's place (§4.3 looks at them
/// together).
std::vector<Order> withOrder(const QSqlDatabase &db, const MonthMap &month, const Order &order,
                             int orderTurn)
{
    const Army *army = month.findArmy(order.armyId);
    std::vector<Order> orders{order};
    for (const Order &other : loadOrders(db, orderTurn)) {
        const Army *owner = month.findArmy(other.armyId);
        if (other.armyId != order.armyId && owner && owner->nationId == army->nationId)
            orders.push_back(other);
    }
    return orders;
}

/// M-1 (§4.1, §4.2): writes one army's order for this turn or, under the communication delay,
/// for a later turn of its queue. Refused with the rule named when the army takes no orders,
/// when the order breaks a rule (adjacency, supply, siege, crossing, §4.3), or when the slot
/// is locked (I-54), past or beyond the lead time.
CommandOutcome setOrder(CommandContext &context)
{
    const MonthMap month = loadMonthMap(context.db);
    const OrderSlot slot = orderSlot(context, month);
    if (slot.refusal)
        return *slot.refusal;
    QString problem;
    const auto order = orderFromArgs(context.args, *slot.army, &problem);
    if (!order)
        return CommandOutcome::badArguments(problem);
    const OrderFacts facts{month.map, month.graph, month.map.armies};
    std::vector<OrderIssue> issues =
        checkOrder(*order, *slot.army, facts, plannedStart(slot.queue, *slot.army, slot.orderTurn));
    if (issues.empty())
        issues = checkNationOrders(withOrder(context.db, month, *order, slot.orderTurn), facts);
    if (!issues.empty()) {
        QStringList reasons;
        for (const OrderIssue &issue : issues)
            reasons << describe(issue);
        return CommandOutcome::refused(reasons.join(QLatin1Char('\n')));
    }

    QSqlQuery q(context.db);
    q.prepare(QStringLiteral(
        "INSERT INTO army_order (army_id, turn, kind, destination, location, uses_crossing, "
        "sea_destination, written_turn) VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (army_id, "
        "turn) DO UPDATE SET kind = excluded.kind, destination = excluded.destination, location "
        "= excluded.location, uses_crossing = excluded.uses_crossing, sea_destination = "
        "excluded.sea_destination, written_turn = excluded.written_turn"));
    const bool move = order->kind == OrderKind::Move;
    for (const QVariant &value : QVariantList{
             slot.army->id.toLongLong(), slot.orderTurn, keyOf(order->kind),
             move ? QVariant(order->destination.toXXYY()) : QVariant(QMetaType(QMetaType::QString)),
             keyOf(order->location), order->usesCrossing ? 1 : 0,
             // a null QString binds as NULL; the column holds '' for none
             order->seaDestination.isEmpty() ? QStringLiteral("") : order->seaDestination,
             slot.turn})
        q.addBindValue(value);
    if (!q.exec())
        return CommandOutcome::storageFailed(q);
    //: %1 the army, %2 the order in words, %3 the turn number
    return CommandOutcome::done(Tr::tr("%1 ordered to %2 (turn %3, §4.1)")
                                    .arg(slot.army->name, month.orderText(*order))
                                    .arg(slot.orderTurn),
                                orderJson(month, *order, slot.orderTurn));
}

/// M-1: takes back an army's order for a turn, refused for a locked order (I-54).
CommandOutcome clearOrder(CommandContext &context)
{
    const MonthMap month = loadMonthMap(context.db);
    const OrderSlot slot = orderSlot(context, month);
    if (slot.refusal)
        return *slot.refusal;
    const auto written =
        std::find_if(slot.queue.cbegin(), slot.queue.cend(),
                     [&](const QueuedOrder &q) { return q.turn == slot.orderTurn; });
    if (written == slot.queue.cend())
        return CommandOutcome::refused(Tr::tr("§4.1 %1 has no order for turn %2 to take back.")
                                           .arg(slot.army->name)
                                           .arg(slot.orderTurn));
    QSqlQuery q(context.db);
    q.prepare(QStringLiteral("DELETE FROM army_order WHERE army_id = ? AND turn = ?"));
    q.addBindValue(slot.army->id.toLongLong());
    q.addBindValue(slot.orderTurn);
    if (!q.exec())
        return CommandOutcome::storageFailed(q);
    return CommandOutcome::done(
        Tr::tr("%1's order for turn %2 taken back").arg(slot.army->name).arg(slot.orderTurn),
        orderJson(month, written->order, slot.orderTurn));
}

} // namespace

void registerOrderCommands(CommandRegistry &registry)
{
    registry.add({QStringLiteral("orders.set"),
                  QStringLiteral("Write an army's order at M-1 (§4.1, §4.2): {army, kind, "
                                 "destination?, location?, crossing?, seaDestination?, turn?}"),
                  setOrder});
    registry.add({QStringLiteral("orders.clear"),
                  QStringLiteral("Take back an army's order at M-1 (§4.1, I-54): {army, turn?}"),
                  clearOrder});
}

} // namespace herald::db
