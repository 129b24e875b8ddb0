#include "db/warmaster/monthstore.h"

#include "core/warmaster/armyplacement.h"
#include "db/map/maprepository.h"
#include "db/warmaster/calendarrepository.h"
#include "db/warmaster/nationrepository.h"

#include <QCoreApplication>
#include <QSqlError>
#include <QSqlQuery>

namespace herald::db {

using namespace herald::warmaster;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::MonthStore)
};

QVariant hexOrNull(const std::optional<map::Hex> &hex)
{
    return hex ? QVariant(hex->toXXYY()) : QVariant(QMetaType(QMetaType::QString));
}

Order orderFrom(const QSqlQuery &q)
{
    Order order;
    order.armyId = QString::number(q.value(0).toLongLong());
    order.kind = fromKey<OrderKind>(q.value(2).toString()).value_or(OrderKind::Hold);
    order.destination = map::Hex::fromXXYY(q.value(3).toString()).value_or(map::Hex{});
    order.location = fromKey<ArmyLocation>(q.value(4).toString()).value_or(order.location);
    order.usesCrossing = q.value(5).toBool();
    order.seaDestination = q.value(6).toString();
    return order;
}

constexpr const char *orderColumns =
    "SELECT army_id, turn, kind, destination, location, uses_crossing, sea_destination, "
    "written_turn FROM army_order ";

} // namespace

const Army *MonthMap::findArmy(const QString &ref) const
{
    const Army *byName = nullptr;
    int named = 0;
    for (const Army &a : map.armies) {
        if (a.id == ref)
            return &a;
        if (a.name.compare(ref.trimmed(), Qt::CaseInsensitive) == 0) {
            byName = &a;
            ++named;
        }
    }
    return named == 1 ? byName : nullptr;
}

QString MonthMap::areaText(map::Hex hex) const
{
    const auto index = map.areaAt(hex);
    return index ? areaText(*index) : hex.toXXYY();
}

QString MonthMap::areaText(int area) const
{
    return area >= 0 && area < static_cast<int>(map.areas.size())
               ? areaLabel(map.areas[static_cast<std::size_t>(area)])
               : QString();
}

QString MonthMap::nationName(const QString &nationId) const
{
    const auto index = map.nationIndex(nationId);
    return index ? map.nations[static_cast<std::size_t>(*index)].name : nationId;
}

QString MonthMap::orderText(const Order &order) const
{
    switch (order.kind) {
    case OrderKind::Move:
        //: %1 the area moved into ("0408 Scar"), %2 the intended location there
        return (order.usesCrossing ? Tr::tr("move into %1, to the %2, by the pass or ford")
                                   : Tr::tr("move into %1, to the %2"))
            .arg(areaText(order.destination), nameOf(order.location));
    case OrderKind::GoToSea:
        return Tr::tr("go to sea for %1").arg(order.seaDestination);
    default:
        return nameOf(order.kind);
    }
}

std::optional<CommandOutcome> stepRefusal(const CommandContext &context, CampaignStep step)
{
    const auto date = dateFromStored(context.date.year, context.date.month, context.date.step);
    if (date && date->step == step)
        return std::nullopt;
    //: %1 the step ("M-1 Write orders"), %2 the campaign's date
    return CommandOutcome::refused(Tr::tr("§3.2 This belongs to %1; the campaign stands at %2.")
                                       .arg(stepLabel(step) + QLatin1Char(' ') + nameOf(step),
                                            date ? date->toString() : context.date.toString()));
}

MonthMap loadMonthMap(const QSqlDatabase &db)
{
    MonthMap month;
    month.map = loadStrategicMap(db);
    // The map's reader leaves NPP to the nation table (§7.6): the order rules need it.
    const QSet<qint64> absent = absentNationIds(db);
    for (Nation &nation : month.map.nations)
        nation.npp = absent.contains(nation.id.toLongLong());
    month.graph = month.map.graph();
    month.settings = loadSettings(db);
    return month;
}

std::vector<Order> loadOrders(const QSqlDatabase &db, int turn)
{
    std::vector<Order> orders;
    QSqlQuery q(db);
    q.setForwardOnly(true);
    q.prepare(QString::fromLatin1(orderColumns) +
              QStringLiteral("WHERE turn = ? ORDER BY army_id"));
    q.addBindValue(turn);
    q.exec();
    while (q.next())
        orders.push_back(orderFrom(q));
    return orders;
}

std::vector<QueuedOrder> loadQueue(const QSqlDatabase &db, const QString &armyId, int turn)
{
    std::vector<QueuedOrder> queue;
    QSqlQuery q(db);
    q.setForwardOnly(true);
    q.prepare(QString::fromLatin1(orderColumns) +
              QStringLiteral("WHERE army_id = ? AND turn >= ? ORDER BY turn"));
    q.addBindValue(armyId.toLongLong());
    q.addBindValue(turn);
    q.exec();
    while (q.next())
        queue.push_back({q.value(1).toInt(), orderFrom(q), q.value(7).toInt() < turn});
    return queue;
}

QString saveArmyChanges(const QSqlDatabase &db, std::span<const Army> before,
                        std::span<const Army> after)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("UPDATE army SET area = ?, location = ?, origin_area = ?, moved = ?, "
                             "state = ?, state_detail = ?, occupation = ?, in_supply = ?, "
                             "interdict = ? WHERE id = ?"));
    for (std::size_t i = 0; i < after.size() && i < before.size(); ++i) {
        const Army &a = after[i];
        if (a == before[i])
            continue;
        const QVariantList values{a.area.toXXYY(),  keyOf(a.location),  hexOrNull(a.originArea),
                                  a.moved ? 1 : 0,  keyOf(a.state),     a.stateDetail,
                                  a.occupation,     a.inSupply ? 1 : 0, a.interdict ? 1 : 0,
                                  a.id.toLongLong()};
        for (int v = 0; v < values.size(); ++v)
            q.bindValue(v, values[v]);
        if (!q.exec())
            return q.lastError().text();
    }
    return {};
}

QString clearMonthRowsOf(const QSqlDatabase &db, qint64 armyId)
{
    QSqlQuery q(db);
    for (const QString &sql : {QStringLiteral("DELETE FROM army_order WHERE army_id = ?"),
                               QStringLiteral("DELETE FROM terrain_check WHERE army_id = ?"),
                               QStringLiteral("DELETE FROM terrain_loss WHERE army_id = ?"),
                               QStringLiteral("DELETE FROM movement_choice WHERE army_id = ?"),
                               QStringLiteral("DELETE FROM movement_event WHERE army_id = ?"),
                               QStringLiteral("DELETE FROM movement_event WHERE other_army_id = ?"),
                               QStringLiteral("DELETE FROM engagement_army WHERE army_id = ?"),
                               QStringLiteral("DELETE FROM faction_split WHERE army_id = ?"),
                               QStringLiteral("DELETE FROM pending_battle_army WHERE army_id = ?"),
                               QStringLiteral("DELETE FROM independent_contact WHERE army_id = ?"),
                               QStringLiteral("DELETE FROM forced_out WHERE army_id = ?"),
                               QStringLiteral("DELETE FROM army_retreat WHERE army_id = ?")}) {
        q.prepare(sql);
        q.addBindValue(armyId);
        if (!q.exec())
            return q.lastError().text();
    }
    return {};
}

} // namespace herald::db
