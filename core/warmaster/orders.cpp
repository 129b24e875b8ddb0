#include "core/warmaster/orders.h"

#include "core/warmaster/armyplacement.h"
#include "core/warmaster/armystatedetail.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>
#include <array>

namespace herald::warmaster {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::warmaster::Orders)
};

constexpr std::array<KeyName<OrderKind>, 7> orderKindTable{{
    {OrderKind::Move, "move", QT_TRANSLATE_NOOP("herald::warmaster::Names", "move")},
    {OrderKind::Hold, "hold", QT_TRANSLATE_NOOP("herald::warmaster::Names", "hold")},
    {OrderKind::Interdict, "interdict", QT_TRANSLATE_NOOP("herald::warmaster::Names", "interdict")},
    {OrderKind::Siege, "siege", QT_TRANSLATE_NOOP("herald::warmaster::Names", "siege")},
    {OrderKind::Assault, "assault", QT_TRANSLATE_NOOP("herald::warmaster::Names", "assault")},
    {OrderKind::SallyForth, "sallyForth",
     QT_TRANSLATE_NOOP("herald::warmaster::Names", "sally forth")},
    {OrderKind::GoToSea, "goToSea", QT_TRANSLATE_NOOP("herald::warmaster::Names", "go to sea")},
}};

/// An issue with the fields it names; the rest stay empty.
OrderIssue issue(OrderProblem problem, const QString &army, const QString &area = {},
                 const QString &other = {}, int count = 0)
{
    return {problem, army, area, other, count, 0};
}

const Army *findArmy(std::span<const Army> armies, const QString &id)
{
    const auto it =
        std::find_if(armies.begin(), armies.end(), [&](const Army &a) { return a.id == id; });
    return it == armies.end() ? nullptr : &*it;
}

QString labelOf(const StrategicMap &map, std::optional<int> area)
{
    return area ? areaLabel(map.areas[static_cast<std::size_t>(*area)]) : QString();
}

/// The checks of a move order (§4.1, §4.6, §7.2.7, I-52).
void checkMove(const Order &order, const Army &army, int from, const OrderFacts &facts,
               std::vector<OrderIssue> &issues)
{
    const auto to = facts.map.areaAt(order.destination);
    if (!to || facts.map.areas[static_cast<std::size_t>(*to)].isSea()) {
        issues.push_back(issue(OrderProblem::NotLand, army.name, order.destination.toXXYY()));
        return;
    }
    const QString toLabel = labelOf(facts.map, to);
    const Area &target = facts.map.areas[static_cast<std::size_t>(*to)];
    const auto nation = facts.map.nationIndex(army.nationId);
    if (nation && !facts.map.armyMayStand(*nation, *to))
        issues.push_back(issue(OrderProblem::DryLand, army.name, toLabel));
    if (!facts.graph.areNeighbours(from, *to)) {
        issues.push_back(
            issue(OrderProblem::NotAdjacent, army.name, toLabel, labelOf(facts.map, from)));
        return;
    }
    const int owner = target.owner;
    if (!army.inSupply && (!nation || owner != *nation))
        issues.push_back(issue(OrderProblem::OutOfSupply, army.name, toLabel));
    if (order.usesCrossing) {
        const Boundary *b = facts.map.boundaryBetween(from, *to);
        if (!b || b->crossing == CrossingFeature::None)
            issues.push_back(issue(OrderProblem::NoCrossing, army.name, toLabel));
    }
}

bool isOwnPort(const StrategicMap &map, int area, QStringView nationId)
{
    const Area &a = map.areas[static_cast<std::size_t>(area)];
    const auto nation = map.nationIndex(nationId);
    // §7.2.7: the sea people need no port on a coast.
    return nation && a.owner == *nation &&
           (a.coastal || map.nations[static_cast<std::size_t>(*nation)].underwater) &&
           (a.centre == PopulationCentre::Town || a.centre == PopulationCentre::City);
}

} // namespace

std::span<const KeyName<OrderKind>> EnumKeys<OrderKind>::table()
{
    return orderKindTable;
}

std::optional<OrderIssue> takesNoOrders(const Army &army, const OrderFacts &facts)
{
    const auto area = facts.map.areaAt(army.area);
    switch (army.state) {
    case ArmyState::Routed:
        return issue(OrderProblem::Routed, army.name);
    case ArmyState::Delayed:
        return issue(OrderProblem::Delayed, army.name, labelOf(facts.map, area), {},
                     readStateDetail(army.stateDetail).turnsLeft);
    case ArmyState::PreEngaged:
        return issue(OrderProblem::PreEngaged, army.name, labelOf(facts.map, area));
    default:
        break;
    }
    if (const auto nation = facts.map.nationIndex(army.nationId);
        nation && facts.map.nations[static_cast<std::size_t>(*nation)].npp)
        return issue(OrderProblem::NationAbsent, army.name);
    if (area && facts.map.areas[static_cast<std::size_t>(*area)].isSea())
        return issue(OrderProblem::AtSea, army.name);
    return std::nullopt;
}

std::vector<QString> armiesNeedingOrders(const OrderFacts &facts, QStringView nationId)
{
    std::vector<QString> ids;
    for (const Army &army : facts.armies) {
        if (army.nationId == nationId && !takesNoOrders(army, facts))
            ids.push_back(army.id);
    }
    return ids;
}

std::vector<OrderIssue> checkOrder(const Order &order, const OrderFacts &facts,
                                   std::optional<map::Hex> from)
{
    const Army *army = findArmy(facts.armies, order.armyId);
    if (!army)
        return {issue(OrderProblem::UnknownArmy, order.armyId)};
    return checkOrder(order, *army, facts, from);
}

std::vector<OrderIssue> checkOrder(const Order &order, const Army &armyRef, const OrderFacts &facts,
                                   std::optional<map::Hex> from)
{
    const Army *army = &armyRef;
    if (auto none = takesNoOrders(*army, facts))
        return {*none};
    const auto start = facts.map.areaAt(from.value_or(army->area));
    if (!start)
        return {issue(OrderProblem::NotLand, army->name, from.value_or(army->area).toXXYY())};
    std::vector<OrderIssue> issues;
    const bool besieged = army->state == ArmyState::Besieged;
    if (besieged && order.kind != OrderKind::SallyForth && order.kind != OrderKind::Interdict)
        issues.push_back(issue(OrderProblem::BesiegedOrder, army->name, labelOf(facts.map, start)));
    switch (order.kind) {
    case OrderKind::Move:
        checkMove(order, *army, *start, facts, issues);
        break;
    case OrderKind::Hold:
        break;
    case OrderKind::Interdict:
        if (army->location != ArmyLocation::PopulationCentre)
            issues.push_back(issue(OrderProblem::InterdictWhere, army->name,
                                   labelOf(facts.map, start), nameOf(army->location)));
        break;
    case OrderKind::Siege:
    case OrderKind::Assault:
        if (army->state != ArmyState::Besieging)
            issues.push_back(
                issue(OrderProblem::NotBesieging, army->name, labelOf(facts.map, start)));
        break;
    case OrderKind::SallyForth:
        if (!besieged)
            issues.push_back(
                issue(OrderProblem::NotBesieged, army->name, labelOf(facts.map, start)));
        break;
    case OrderKind::GoToSea:
        if (army->expeditionId.isEmpty())
            issues.push_back(issue(OrderProblem::NotAnExpedition, army->name));
        else if (!isOwnPort(facts.map, *start, army->nationId))
            issues.push_back(issue(OrderProblem::NotInPort, army->name, labelOf(facts.map, start)));
        break;
    }
    return issues;
}

map::Hex orderTarget(const Order &order, map::Hex from)
{
    return order.kind == OrderKind::Move ? order.destination : from;
}

std::vector<OrderIssue> checkNationOrders(std::span<const Order> orders, const OrderFacts &facts)
{
    std::vector<OrderIssue> issues;
    // start area and target of every ordered army, per nation: the first army bound for a
    // target keeps it; every later one from the same start area is refused.
    QHash<QString, const Army *> taken;
    for (const Order &order : orders) {
        const Army *army = findArmy(facts.armies, order.armyId);
        if (!army)
            continue;
        const QString key = army->nationId + QLatin1Char('/') + army->area.toXXYY() +
                            QLatin1Char('/') + orderTarget(order, army->area).toXXYY();
        if (const Army *first = taken.value(key)) {
            const auto target = facts.map.areaAt(orderTarget(order, army->area));
            issues.push_back(issue(OrderProblem::SameDestination, army->name,
                                   labelOf(facts.map, target), first->name));
        } else {
            taken.insert(key, army);
        }
    }
    return issues;
}

QString describe(const OrderIssue &issue)
{
    switch (issue.problem) {
    case OrderProblem::UnknownArmy:
        return Tr::tr("§1.5 There is no army '%1' on the map.").arg(issue.army);
    case OrderProblem::Delayed:
        return Tr::tr("§4.4 %1 is held up in %2 for %n more turn(s) and then completes its move "
                      "by itself; it takes no orders meanwhile.",
                      nullptr, issue.count)
            .arg(issue.army, issue.area);
    case OrderProblem::PreEngaged:
        return Tr::tr("§5.8 %1 is pre-engaged in %2 and fights there this turn; it takes no "
                      "orders.")
            .arg(issue.army, issue.area);
    case OrderProblem::Routed:
        return Tr::tr("§6.8 %1 is routed: it is no longer an army and marches home without "
                      "orders.")
            .arg(issue.army);
    case OrderProblem::NationAbsent:
        return Tr::tr("§7.6 The player of %1 is absent: the army stands still this turn.")
            .arg(issue.army);
    case OrderProblem::AtSea:
        return Tr::tr("§7.2 %1 is at sea: the expedition chart decides where it goes, not "
                      "orders.")
            .arg(issue.army);
    case OrderProblem::NotAdjacent:
        return Tr::tr("§4.1 %1 moves one area a month: %2 does not border %3.")
            .arg(issue.army, issue.area, issue.other);
    case OrderProblem::NotLand:
        return Tr::tr("§4.1 %1 cannot march to %2: it is not a land area of the map.")
            .arg(issue.army, issue.area);
    case OrderProblem::DryLand:
        return Tr::tr("§7.2.7 %1 is an army of the sea people: it may stand only where there is "
                      "water, a coast or a major river, and %2 has neither.")
            .arg(issue.army, issue.area);
    case OrderProblem::OutOfSupply:
        return Tr::tr("§4.6 %1 is out of supply and may only enter areas its nation controls; "
                      "%2 is not one of them.")
            .arg(issue.army, issue.area);
    case OrderProblem::BesiegedOrder:
        return Tr::tr("§5.5 %1 is besieged in %2: its orders are sally forth or interdict.")
            .arg(issue.army, issue.area);
    case OrderProblem::NotBesieged:
        return Tr::tr("§5.5 %1 is not besieged in %2, so it has nothing to sally forth from.")
            .arg(issue.army, issue.area);
    case OrderProblem::NotBesieging:
        return Tr::tr("§5.5 %1 is not besieging anything in %2: siege and assault orders are "
                      "for a besieger.")
            .arg(issue.army, issue.area);
    case OrderProblem::InterdictWhere:
        return Tr::tr("§4.8 The interdict order is for an army at a population centre; %1 stands "
                      "at the %2 of %3 (in the countryside it interdicts anyway, at a POI never).")
            .arg(issue.army, issue.other, issue.area);
    case OrderProblem::NoCrossing:
        return Tr::tr("I-52 %1 cannot use a pass or ford into %2: that boundary has none.")
            .arg(issue.army, issue.area);
    case OrderProblem::NotAnExpedition:
        return Tr::tr("§7.2.2 %1 is not an expedition; only expeditions go to sea.")
            .arg(issue.army);
    case OrderProblem::NotInPort:
        return Tr::tr("I-12 %1 sails from a coastal town or city of its own nation; %2 is not "
                      "one.")
            .arg(issue.army, issue.area);
    case OrderProblem::SameDestination:
        return Tr::tr("§4.3 %1 and %2 start the month in one area and must go to different "
                      "areas; both are bound for %3.")
            .arg(issue.army, issue.other, issue.area);
    case OrderProblem::Locked:
        return Tr::tr("I-54 The order of %1 for turn %2 was written on an earlier turn and "
                      "stands.")
            .arg(issue.army)
            .arg(issue.count);
    case OrderProblem::BeyondLeadTime:
        return Tr::tr("§4.2 %1 writes orders %n turn(s) ahead; turn %2 is beyond that.", nullptr,
                      issue.limit)
            .arg(issue.army)
            .arg(issue.count);
    case OrderProblem::PastTurn:
        return Tr::tr("§4.2 Turn %1 has already been played; %2 writes orders for this turn "
                      "and later ones.")
            .arg(issue.count)
            .arg(issue.army);
    }
    return {};
}

} // namespace herald::warmaster
