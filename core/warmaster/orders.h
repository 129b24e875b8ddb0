#pragma once

#include "core/map/areagraph.h"
#include "core/map/hex.h"
#include "core/warmaster/army.h"
#include "core/warmaster/keys.h"
#include "core/warmaster/strategicmap.h"

#include <QString>

#include <optional>
#include <span>
#include <vector>

namespace herald::warmaster {

/// What an army is told to do for one turn (§4.1, §1.5).
enum class OrderKind
{
    Move,       ///< into an adjacent area, at an intended location there
    Hold,       ///< stay where it is (a besieger holding keeps the siege)
    Interdict,  ///< at a population centre: stop enemies leaving the area (§4.8)
    Siege,      ///< a besieger keeps the siege (§5.5)
    Assault,    ///< a besieger storms the population centre (§5.5, §5.6)
    SallyForth, ///< a besieged army attacks the besieger (§5.5)
    GoToSea,    ///< an expedition in a port sails (§7.2.2, I-12)
};

template <> struct EnumKeys<OrderKind>
{
    static std::span<const KeyName<OrderKind>> table();
};

/// One army's order for one turn: "Turn / Army name / Direction or area moved to" (§4.1) with
/// what Herald adds to it.
struct Order
{
    QString armyId;
    OrderKind kind = OrderKind::Hold;
    map::Hex destination;                              ///< Move: the adjacent area
    ArmyLocation location = ArmyLocation::Countryside; ///< Move: where it stands on arrival
    bool usesCrossing = false; ///< Move: the order takes the boundary's pass or ford (I-52)
    QString seaDestination;    ///< GoToSea: the landmass declared on sailing (§7.2.2)

    friend bool operator==(const Order &, const Order &) = default;
};

/// Why an order is refused, or why an army takes none this turn.
enum class OrderProblem
{
    UnknownArmy,     ///< no such army on the map
    Delayed,         ///< §4.4: held up by a terrain check, it moves on by itself
    PreEngaged,      ///< §5.8: fights where it stands
    Routed,          ///< §6.8: no longer an army, it marches home
    NationAbsent,    ///< §7.6: the armies of a non present player stand still
    AtSea,           ///< §7.2: an expedition at sea follows the expedition chart
    NotAdjacent,     ///< §4.1: one area per turn, into a neighbouring area
    NotLand,         ///< §4.1: armies march over land; the sea needs an expedition
    DryLand,         ///< §7.2.7: the sea people's armies keep to water (river or coast)
    OutOfSupply,     ///< §4.6: only into the nation's own areas
    BesiegedOrder,   ///< §5.5: a besieged army may only sally forth or interdict
    NotBesieged,     ///< §5.5: only a besieged army sallies forth
    NotBesieging,    ///< §5.5: only a besieger keeps a siege or assaults
    InterdictWhere,  ///< §4.8: the interdict order is for armies at a population centre
    NoCrossing,      ///< I-52: the boundary has no pass or ford to use
    NotAnExpedition, ///< §7.2.2: only an expedition goes to sea
    NotInPort,       ///< I-12: an expedition sails from an own coastal town or city
    SameDestination, ///< §4.3: armies that share an area go to different areas
    Locked,          ///< I-54: an order written on an earlier turn stands
    BeyondLeadTime,  ///< §4.2: orders reach no further than the lead time
    PastTurn,        ///< §4.2: that turn has been played
};

/// A refusal with what it concerns.
struct OrderIssue
{
    OrderProblem problem = OrderProblem::UnknownArmy;
    QString army;  ///< the army's name (its id when unknown)
    QString area;  ///< the area concerned, "0304 Carrow"
    QString other; ///< the other army, or the owner
    int count = 0; ///< turns: delay left, the turn asked for
    int limit = 0; ///< turns: the lead time

    friend bool operator==(const OrderIssue &, const OrderIssue &) = default;
};

/// The refusal as a translated sentence naming the rule.
[[nodiscard]] QString describe(const OrderIssue &issue);

/// What the order rules look at.
struct OrderFacts
{
    const StrategicMap &map;
    const map::AreaGraph &graph;
    std::span<const Army> armies; ///< with Army::inSupply as computed at M-0
};

/// Why the army takes no orders this turn (§3.2 M-1), or nullopt when it needs one.
[[nodiscard]] std::optional<OrderIssue> takesNoOrders(const Army &army, const OrderFacts &facts);

/// The armies of a nation that need orders this turn, in the order given (§3.2 M-1).
[[nodiscard]] std::vector<QString> armiesNeedingOrders(const OrderFacts &facts,
                                                       QStringView nationId);

/// Every reason one army's order breaks the rules; empty when it stands. from is where the
/// army will stand when the order is carried out (a later turn of a queue, §4.2); by default
/// where it stands now.
[[nodiscard]] std::vector<OrderIssue> checkOrder(const Order &order, const OrderFacts &facts,
                                                 std::optional<map::Hex> from = std::nullopt);
/// The same for an army already at hand (order.armyId is not looked up).
[[nodiscard]] std::vector<OrderIssue> checkOrder(const Order &order, const Army &army,
                                                 const OrderFacts &facts,
                                                 std::optional<map::Hex> from = std::nullopt);

/// Orders of one nation taken together (§4.3): armies starting in one area (as placed at the
/// New Year) must be sent to different areas, holding counting as going nowhere.
[[nodiscard]] std::vector<OrderIssue> checkNationOrders(std::span<const Order> orders,
                                                        const OrderFacts &facts);

/// The area an order takes the army to: the destination of a move, else where it stands.
[[nodiscard]] map::Hex orderTarget(const Order &order, map::Hex from);

} // namespace herald::warmaster
