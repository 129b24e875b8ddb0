#include "core/warmaster/moveresolution.h"

#include "core/warmaster/armyplacement.h"
#include "core/warmaster/armypositions.h"
#include "core/warmaster/armystatedetail.h"

#include <QCoreApplication>

#include <map>

namespace herald::warmaster {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::warmaster::MoveResolution)
};

std::optional<TerrainCheckDue> dueCheck(const MovementFacts &facts, const Army &army,
                                        const Order &order)
{
    if (order.kind != OrderKind::Move || army.state == ArmyState::Delayed)
        return std::nullopt;
    const auto from = facts.map.areaAt(army.area);
    const auto to = facts.map.areaAt(order.destination);
    if (!from || !to)
        return std::nullopt;
    const Boundary *b = facts.map.boundaryBetween(*from, *to);
    if (!b || !needsTerrainCheck(*b, order.usesCrossing))
        return std::nullopt;
    return TerrainCheckDue{army.id, *from, *to, b->barrier,
                           inNaturalHabitat(b->barrier, facts.habitats.value(army.nationId))};
}

/// The state of the whole step while it is worked out.
class Movement
{
public:
    Movement(const MovementFacts &facts, std::span<const Order> orders,
             const MovementChoices &choices, MovementResult &result)
        : m_facts(facts), m_choices(choices), m_result(result),
          m_start(facts.map, facts.armies), m_orderFacts{facts.map, facts.graph, facts.armies},
          m_to(facts.armies.size(), noIndex), m_location(facts.armies.size()),
          m_standing(facts.armies.size(), nullptr), m_completing(facts.armies.size(), false)
    {
        for (const Order &o : orders)
            m_orders.insert(o.armyId, &o);
        for (const TerrainCheckEntry &e : choices.checks)
            m_checks.insert(e.armyId, &e.check);
    }

    void run()
    {
        m_result.armies.assign(m_facts.armies.begin(), m_facts.armies.end());
        for (int i = 0; i < m_start.count(); ++i)
            plan(i);
        if (m_choices.movementOrder.isEmpty())
            holdBack();
        else
            moveInTurn();
        for (int i = 0; i < m_start.count(); ++i)
            carryOut(i);
        sendBackStacks();
        liftSieges();
        cancelContactedDelays();
    }

private:
    [[nodiscard]] QString label(int area) const
    {
        return area == noIndex ? QString()
                               : areaLabel(m_facts.map.areas[static_cast<std::size_t>(area)]);
    }
    void decide(const char *section, const QStringList &armies, const QString &text)
    {
        m_result.decisions.push_back({QString::fromUtf8(section), armies, text});
    }
    Army &army(int i) { return m_result.armies[static_cast<std::size_t>(i)]; }
    [[nodiscard]] bool moving(int i) const { return m_to[static_cast<std::size_t>(i)] != noIndex; }
    [[nodiscard]] int finalArea(int i) const
    {
        return moving(i) ? m_to[static_cast<std::size_t>(i)] : m_start.area(i);
    }

    /// What army i will try this turn: its standing order, or its delayed move.
    void plan(int i)
    {
        Army &a = army(i);
        a.originArea = a.area;
        a.moved = false;
        if (a.state == ArmyState::Delayed) {
            planDelayed(i);
            return;
        }
        const Order *order = m_orders.value(a.id);
        if (!order)
            return;
        if (const auto issues = checkOrder(*order, a, m_orderFacts); !issues.empty()) {
            decide("§4.1", {a.id},
                   Tr::tr("§4.1 The order of %1 no longer stands, so it holds: %2")
                       .arg(a.name, describe(issues.front())));
            return;
        }
        m_standing[static_cast<std::size_t>(i)] = order;
        a.interdict = order->kind == OrderKind::Interdict;
        if (order->kind == OrderKind::GoToSea)
            m_result.sailing << a.id;
        if (order->kind != OrderKind::Move)
            return;
        const int to = *m_facts.map.areaAt(order->destination);
        if (const auto due = dueCheck(m_facts, a, *order)) {
            const TerrainCheck &check = *m_checks.value(a.id);
            //: %1 is the check explained ("§4.4 picked 3, rolled 5: ..."), %2 an army
            decide("§4.4", {a.id},
                   Tr::tr("%1 (%2 crossing into %3)").arg(check.explain(), a.name, label(to)));
            if (check.outcome == TerrainCheckOutcome::UnitsLost)
                m_result.losses.push_back({a.id, a.nationId, check.unitsLost});
            if (check.outcome == TerrainCheckOutcome::Delayed) {
                setState(a, ArmyState::Delayed,
                         delayedMove(check.delayTurns, order->destination, order->location,
                                     order->usesCrossing));
                return;
            }
        }
        m_to[static_cast<std::size_t>(i)] = to;
        m_location[static_cast<std::size_t>(i)] = order->location;
    }

    /// I-50: a delayed army waits out its turns, then completes the move without a check.
    void planDelayed(int i)
    {
        Army &a = army(i);
        ArmyStateDetail detail = readStateDetail(a.stateDetail);
        detail.turnsLeft -= 1;
        const auto to = detail.destination ? m_facts.map.areaAt(*detail.destination) : std::nullopt;
        if (detail.turnsLeft > 0 || !to) {
            setState(a, ArmyState::Delayed, detail);
            decide("§4.4", {a.id},
                   Tr::tr("§4.4 %1 is still held up: %n more turn(s) before it moves on.", nullptr,
                          detail.turnsLeft)
                       .arg(a.name));
            return;
        }
        m_to[static_cast<std::size_t>(i)] = *to;
        m_location[static_cast<std::size_t>(i)] = detail.location;
        m_completing[static_cast<std::size_t>(i)] = true;
        decide("I-50", {a.id},
               Tr::tr("I-50 %1 has waited out its delay and completes its move into %2 without "
                      "a new check.")
                   .arg(a.name, label(*to)));
    }

    /// Does army e stop an enemy leaving its area (§4.8, I-56, I-43)? It is not leaving.
    [[nodiscard]] bool interdicts(int e) const
    {
        const Army &a = m_facts.armies[static_cast<std::size_t>(e)];
        if (a.location == ArmyLocation::Countryside)
            return true;
        const Order *order = m_standing[static_cast<std::size_t>(e)];
        return a.location == ArmyLocation::PopulationCentre && order &&
               (order->kind == OrderKind::Interdict || order->kind == OrderKind::SallyForth) &&
               !m_choices.letGo.contains(a.id);
    }

    /// Interdictions and swaps until none is left: an army held back stays in its area and
    /// may itself stop another army leaving it.
    void holdBack()
    {
        for (bool changed = true; changed;) {
            changed = false;
            for (int i = 0; i < m_start.count(); ++i) {
                if (moving(i))
                    changed = holdIfInterdicted(i) || holdIfSwapping(i) || changed;
            }
        }
    }

    /// §4.1 randomOrder: nation after nation; an army about to leave is stopped by an enemy
    /// standing in its area that is not leaving any more: one that stays (as in holdBack) or
    /// one that has just arrived in the countryside.
    void moveInTurn()
    {
        const auto turnOf = [this](int i) {
            const auto place = m_choices.movementOrder.indexOf(army(i).nationId);
            return place < 0 ? m_choices.movementOrder.size() : place;
        };
        std::vector<int> at(m_to.size());
        for (int i = 0; i < m_start.count(); ++i)
            at[static_cast<std::size_t>(i)] = m_start.area(i);
        std::vector<int> order;
        for (int i = 0; i < m_start.count(); ++i)
            order.push_back(i);
        std::stable_sort(order.begin(), order.end(),
                         [&](int a, int b) { return turnOf(a) < turnOf(b); });
        for (const int i : order) {
            if (!moving(i))
                continue;
            const int from = m_start.area(i);
            for (int e = 0; e < m_start.count(); ++e) {
                const bool arrived = at[static_cast<std::size_t>(e)] != m_start.area(e);
                const bool stays = !moving(e) && interdicts(e);
                const bool arrivedInField =
                    arrived && m_location[static_cast<std::size_t>(e)] == ArmyLocation::Countryside;
                if (at[static_cast<std::size_t>(e)] != from ||
                    m_start.nation(e) == m_start.nation(i) || !countsAsArmy(army(e)) ||
                    !(stays || arrivedInField))
                    continue;
                hold(i, e, from, arrived ? ArmyLocation::Countryside : army(e).location);
                break;
            }
            if (moving(i))
                at[static_cast<std::size_t>(i)] = m_to[static_cast<std::size_t>(i)];
        }
    }

    /// Army i stays where it is: e, standing at `where`, stops it leaving (§4.8).
    void hold(int i, int e, int area, ArmyLocation where)
    {
        m_to[static_cast<std::size_t>(i)] = noIndex;
        const Army &mover = army(i);
        const Army &stopper = army(e);
        m_result.interdictions.push_back({mover.id, stopper.id, area});
        decide("§4.8", {mover.id, stopper.id},
               Tr::tr("§4.8 %1 tries to leave %2, but %3 (at its %4) stops it: they fight "
                      "there before the move.")
                   .arg(mover.name, label(area), stopper.name, nameOf(where)));
    }

    bool holdIfInterdicted(int i)
    {
        const int area = m_start.area(i);
        for (const int e : m_start.armiesIn(area)) {
            if (e == i || m_start.nation(e) == m_start.nation(i) || moving(e) ||
                !countsAsArmy(m_facts.armies[static_cast<std::size_t>(e)]) || !interdicts(e))
                continue;
            hold(i, e, area, army(e).location);
            return true;
        }
        return false;
    }

    bool holdIfSwapping(int i)
    {
        const int from = m_start.area(i);
        const int to = m_to[static_cast<std::size_t>(i)];
        for (const int k : m_start.armiesIn(to)) {
            if (!moving(k) || m_to[static_cast<std::size_t>(k)] != from ||
                m_start.nation(k) == m_start.nation(i) ||
                !countsAsArmy(m_facts.armies[static_cast<std::size_t>(k)]))
                continue;
            m_to[static_cast<std::size_t>(i)] = noIndex;
            m_to[static_cast<std::size_t>(k)] = noIndex;
            m_result.swaps.push_back({army(i).id, army(k).id, from, to});
            decide("§5.4", {army(i).id, army(k).id},
                   Tr::tr("§5.4 %1 (from %2) and %3 (from %4) try to swap places and meet in the "
                          "countryside between.")
                       .arg(army(i).name, label(from), army(k).name, label(to)));
            return true;
        }
        return false;
    }

    void carryOut(int i)
    {
        Army &a = army(i);
        if (!moving(i)) {
            // A delayed army held on its way has met an enemy: the contact ends the delay.
            if (m_completing[static_cast<std::size_t>(i)])
                setState(a, ArmyState::Normal);
            return;
        }
        const int to = m_to[static_cast<std::size_t>(i)];
        a.area = m_facts.map.areas[static_cast<std::size_t>(to)].hex;
        a.location = m_location[static_cast<std::size_t>(i)];
        a.moved = true;
        a.occupation = 0; // §4.7: leaving ends any count
        if (a.state == ArmyState::Delayed || a.state == ArmyState::Besieging)
            setState(a, ArmyState::Normal);
        decide("§4.1", {a.id},
               Tr::tr("§4.1 %1 moves from %2 to %3 and stands at its %4.")
                   .arg(a.name, label(m_start.area(i)), label(to), nameOf(a.location)));
    }

    /// §4.3: a nation never ends the turn with two armies in one area; one that arrived goes
    /// back where it started, which may in turn crowd that area, so repeat.
    void sendBackStacks()
    {
        for (bool again = true; again;) {
            again = false;
            std::map<std::pair<int, int>, std::vector<int>> stacks;
            for (int i = 0; i < m_start.count(); ++i) {
                if (finalArea(i) != noIndex && countsAsArmy(army(i)))
                    stacks[{finalArea(i), m_start.nation(i)}].push_back(i);
            }
            for (const auto &[key, list] : stacks) {
                std::vector<int> arrived;
                for (const int i : list) {
                    if (list.size() > 1 && moving(i))
                        arrived.push_back(i);
                }
                if (arrived.empty())
                    continue;
                sendBack(arrived, key.first);
                again = true;
                break;
            }
        }
    }

    void sendBack(const std::vector<int> &arrived, int area)
    {
        int back = arrived.back();
        bool chosen = false;
        for (const int i : arrived) {
            if (m_choices.sendBack.contains(army(i).id)) {
                back = i;
                chosen = true;
                break;
            }
        }
        Army &a = army(back);
        a = m_facts.armies[static_cast<std::size_t>(back)];
        a.originArea = a.area;
        a.moved = false;
        if (a.state == ArmyState::Delayed)
            setState(a, ArmyState::Normal);
        m_to[static_cast<std::size_t>(back)] = noIndex;
        m_result.sentBack.push_back({a.id, area, m_start.area(back), chosen});
        decide("§4.3", {a.id},
               Tr::tr("§4.3 Two armies of one nation ended the move in %1: %2 goes back to %3, "
                      "where it started the turn.")
                   .arg(label(area), a.name, label(m_start.area(back))));
    }

    /// §5.5: a besieger that left ends the siege for the army it held in.
    void liftSieges()
    {
        for (int i = 0; i < m_start.count(); ++i) {
            const Army &before = m_facts.armies[static_cast<std::size_t>(i)];
            if (before.state != ArmyState::Besieging || !moving(i))
                continue;
            for (const QString &id : readStateDetail(before.stateDetail).with) {
                const auto other = m_start.armyIndex(id);
                if (!other || army(*other).state != ArmyState::Besieged)
                    continue;
                setState(army(*other), ArmyState::Normal);
                decide("§5.5", {before.id, id},
                       Tr::tr("§5.5 %1 has marched away: the siege of %2 is over.")
                           .arg(before.name, army(*other).name));
            }
        }
    }

    /// §4.4: an enemy reaching a delayed army cancels the delay; next turn it rolls again or
    /// takes new orders.
    void cancelContactedDelays()
    {
        const ArmyPositions after(m_facts.map, m_result.armies);
        for (int i = 0; i < after.count(); ++i) {
            Army &a = army(i);
            if (a.state != ArmyState::Delayed || after.area(i) == noIndex ||
                !after.enemyIn(after.area(i), after.nation(i)))
                continue;
            setState(a, ArmyState::Normal);
            decide("§4.4", {a.id},
                   Tr::tr("§4.4 An enemy has reached %1 in %2: its delay is cancelled, and next "
                          "turn it must check again or take new orders.")
                       .arg(a.name, label(after.area(i))));
        }
    }

    const MovementFacts &m_facts;
    const MovementChoices &m_choices;
    MovementResult &m_result;
    ArmyPositions m_start;
    OrderFacts m_orderFacts;
    QHash<QString, const Order *> m_orders;
    QHash<QString, const TerrainCheck *> m_checks;
    std::vector<int> m_to; ///< the area each army is moving to this turn, noIndex if none
    std::vector<ArmyLocation> m_location;
    std::vector<const Order *> m_standing; ///< orders that stand, per army
    std::vector<bool> m_completing;        ///< delayed armies whose move is due this turn
};

} // namespace

std::vector<TerrainCheckDue> terrainChecksDue(const MovementFacts &facts,
                                              std::span<const Order> orders)
{
    const OrderFacts orderFacts{facts.map, facts.graph, facts.armies};
    QHash<QString, const Army *> armies;
    armies.reserve(static_cast<qsizetype>(facts.armies.size()));
    for (const Army &a : facts.armies)
        armies.insert(a.id, &a);
    std::vector<TerrainCheckDue> due;
    for (const Order &order : orders) {
        const Army *army = armies.value(order.armyId);
        if (!army || !checkOrder(order, *army, orderFacts).empty())
            continue;
        if (auto check = dueCheck(facts, *army, order))
            due.push_back(*check);
    }
    return due;
}

MovementResult resolveMovement(const MovementFacts &facts, std::span<const Order> orders,
                               const MovementChoices &choices)
{
    MovementResult result;
    for (const TerrainCheckDue &due : terrainChecksDue(facts, orders)) {
        const bool given = std::any_of(choices.checks.begin(), choices.checks.end(),
                                       [&](const auto &e) { return e.armyId == due.armyId; });
        if (!given)
            result.missingChecks << due.armyId;
    }
    if (!result.missingChecks.isEmpty()) {
        result.armies.assign(facts.armies.begin(), facts.armies.end());
        return result;
    }
    Movement(facts, orders, choices, result).run();
    return result;
}

} // namespace herald::warmaster
