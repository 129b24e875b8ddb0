#include "app/services/warmaster/monthoverlay.h"

#include "app/services/campaignservice.h"
#include "core/warmaster/armystatedetail.h"
#include "core/warmaster/supply.h"
#include "db/map/maprepository.h"
#include "db/warmaster/calendarrepository.h"
#include "db/warmaster/engagementplaces.h"
#include "db/warmaster/monthstore.h"

namespace herald::app {

using namespace herald::warmaster;

namespace {

const Order *moveOrderOf(std::span<const Order> orders, const QString &armyId)
{
    const auto it = std::find_if(orders.begin(), orders.end(), [&](const Order &o) {
        return o.armyId == armyId && o.kind == OrderKind::Move;
    });
    return it == orders.end() ? nullptr : &*it;
}

std::optional<map::Hex> delayedDestination(const Army &army)
{
    if (army.state != ArmyState::Delayed)
        return std::nullopt;
    return readStateDetail(army.stateDetail).destination;
}

/// The moves of a month whose movement step (M-2C) has run, read from the army rows it wrote
/// (Army::originArea, Army::moved, the delayed state) and the month's move orders.
std::vector<MonthMove> movesMade(std::span<const Army> armies, std::span<const Order> orders)
{
    std::vector<MonthMove> moves;
    for (const Army &army : armies) {
        if (army.moved && army.originArea && *army.originArea != army.area)
            moves.push_back({army.id, *army.originArea, army.area, MoveOutcome::Completed});
        else if (const auto to = delayedDestination(army))
            moves.push_back({army.id, army.area, *to, MoveOutcome::Delayed});
        else if (const Order *order = moveOrderOf(orders, army.id))
            moves.push_back({army.id, army.area, order->destination, MoveOutcome::Stopped});
    }
    return moves;
}

/// The moves of the current month before its movement step: the orders written and the
/// delayed armies' moves, which go on by themselves (I-50).
std::vector<MonthMove> movesAhead(std::span<const Army> armies, std::span<const Order> orders)
{
    std::vector<MonthMove> moves;
    for (const Army &army : armies) {
        if (const auto to = delayedDestination(army))
            moves.push_back({army.id, army.area, *to, MoveOutcome::Delayed});
        else if (const Order *order = moveOrderOf(orders, army.id))
            moves.push_back({army.id, army.area, order->destination, MoveOutcome::Ordered});
    }
    return moves;
}

} // namespace

QStringList monthOverlayTables()
{
    return {QStringLiteral("army"), QStringLiteral("army_order"), QStringLiteral("campaign"),
            QStringLiteral("engagement"), QStringLiteral("engagement_army")};
}

MonthOverlay monthOverlay(const CampaignService &service, std::optional<int> turn)
{
    MonthOverlay overlay;
    if (!service.isOpen())
        return overlay;
    const QSqlDatabase db = service.file()->database();
    const auto date = db::loadCampaignDate(db);
    if (!date || date->month == 0)
        return overlay;
    const int current = db::turnNumber(*date);
    const bool movedThisMonth = date->step > CampaignStep::Move;
    // The army rows hold the latest M-2C's moves: this month's once it has run, else last
    // month's (none in month 1: the New Year put the armies on the map afresh).
    const int rowsTurn = movedThisMonth ? current : (date->month > 1 ? current - 1 : 0);
    overlay.turn = turn.value_or(current);

    const std::vector<Army> armies = db::loadArmies(db);
    const std::vector<Order> orders = db::loadOrders(db, overlay.turn);
    if (overlay.turn == rowsTurn)
        overlay.moves = movesMade(armies, orders);
    else if (overlay.turn == current)
        overlay.moves = movesAhead(armies, orders);
    for (const Army &army : armies) {
        if (army.state == ArmyState::Delayed)
            overlay.delayed << army.id;
        if (army.state == ArmyState::Besieged)
            overlay.besieged << army.id;
        if (!army.inSupply)
            overlay.outOfSupply << army.id;
    }
    overlay.engagements = db::engagementPlaces(db, overlay.turn);
    return overlay;
}

QStringList supplyPathTables()
{
    // The trace follows the armies, the areas' owners and terrain, the boundaries and the
    // coast rule's settings.
    return {QStringLiteral("area"),     QStringLiteral("army"),   QStringLiteral("boundary"),
            QStringLiteral("landmass"), QStringLiteral("nation"), QStringLiteral("setting")};
}

std::vector<ArmySupplyPath> supplyPaths(const CampaignService &service, const QStringList &armyIds)
{
    std::vector<ArmySupplyPath> paths;
    if (!service.isOpen() || armyIds.isEmpty())
        return paths;
    const db::MonthMap month = db::loadMonthMap(service.file()->database());
    const std::vector<Army> &armies = month.map.armies;
    const SupplyTrace trace(month.map, month.graph, armies, month.settings);
    for (int i = 0; i < int(armies.size()); ++i) {
        const Army &army = armies[std::size_t(i)];
        if (!armyIds.contains(army.id))
            continue;
        ArmySupplyPath path{army.id, army.name, {}, trace.explain(i)};
        for (const int area : trace.path(i))
            path.areas << month.map.areas[std::size_t(area)].hex;
        paths.push_back(path);
    }
    return paths;
}

} // namespace herald::app
