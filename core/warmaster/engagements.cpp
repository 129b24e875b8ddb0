#include "core/warmaster/engagements.h"

#include "core/warmaster/armyplacement.h"
#include "core/warmaster/armypositions.h"
#include "core/warmaster/armystatedetail.h"

#include <QCoreApplication>
#include <QSet>

#include <algorithm>
#include <optional>

namespace herald::warmaster {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::warmaster::Engagements)
};

using Sides = std::array<QStringList, 2>;

/// The work of resolving one engagement.
class Resolver
{
public:
    /// ids: every army the engagement names; only those are looked up, so that resolving
    /// many engagements costs no index of all the armies each time.
    Resolver(const EngagementFacts &facts, EngagementOutcome &outcome, int area,
             const QStringList &ids)
        : m_facts(facts), m_outcome(outcome), m_area(area)
    {
        for (const Army &a : facts.armies) {
            if (ids.contains(a.id))
                m_armies.insert(a.id, {&a, facts.map.nationIndex(a.nationId).value_or(noIndex)});
        }
    }

    [[nodiscard]] const Army &army(const QString &id) const { return *m_armies.value(id).army; }
    [[nodiscard]] int nationOf(const QString &id) const { return m_armies.value(id).nation; }
    [[nodiscard]] const Area &area() const
    {
        return m_facts.map.areas[static_cast<std::size_t>(m_area)];
    }
    [[nodiscard]] QString names(const QStringList &ids) const
    {
        QStringList list;
        for (const QString &id : ids)
            list << army(id).name;
        return list.join(QStringLiteral(", "));
    }
    void decide(const char *section, const QStringList &armies, const QString &text)
    {
        m_outcome.decisions.push_back({QString::fromUtf8(section), armies, text});
    }
    void place(const QStringList &ids, ArmyLocation location)
    {
        for (const QString &id : ids)
            m_outcome.locations.push_back({id, location});
    }

    /// The nations of some armies, in the order of the armies.
    [[nodiscard]] std::vector<int> nations(const QStringList &ids) const
    {
        std::vector<int> list;
        for (const QString &id : ids) {
            if (std::find(list.begin(), list.end(), nationOf(id)) == list.end())
                list.push_back(nationOf(id));
        }
        return list;
    }

    /// Two sides from the armies (§5.7): two nations face each other, the owner's side first;
    /// with more nations each declares, the owner always defending (it cannot change the
    /// owner away from itself). nullopt when a declaration is missing or nobody is opposed.
    std::optional<Sides> sides(const QStringList &ids, std::span<const StanceChoice> stances)
    {
        const std::vector<int> list = nations(ids);
        Sides sides;
        if (list.size() == 2) {
            const int first = defendingNation(ids, list);
            for (const QString &id : ids)
                sides[nationOf(id) == first ? 0 : 1] << id;
            return sides;
        }
        QSet<int> attackers;
        for (const int n : list) {
            if (n == area().owner)
                continue;
            const QString &nationId = m_facts.map.nations[static_cast<std::size_t>(n)].id;
            const auto it =
                std::find_if(stances.begin(), stances.end(),
                             [&](const StanceChoice &s) { return s.nationId == nationId; });
            if (it == stances.end())
                m_outcome.missing << nationId;
            else if (it->stance == Stance::Attack)
                attackers.insert(n);
        }
        if (!m_outcome.missing.isEmpty())
            return std::nullopt;
        for (const QString &id : ids)
            sides[attackers.contains(nationOf(id)) ? 1 : 0] << id;
        if (sides[0].isEmpty() || sides[1].isEmpty()) {
            m_outcome.mustReduce.push_back(ids);
            decide("§5.7", ids,
                   Tr::tr("§5.7 %1 all declared alike in %2: nobody opposes them, and as allies "
                          "they must get down to one army there.")
                       .arg(names(ids), areaLabel(area())));
            return std::nullopt;
        }
        return sides;
    }

    /// The side that defends when two nations meet: the owner's, else the one already there.
    [[nodiscard]] int defendingNation(const QStringList &ids, const std::vector<int> &list) const
    {
        if (std::find(list.begin(), list.end(), area().owner) != list.end())
            return area().owner;
        for (const QString &id : ids) {
            if (!army(id).moved)
                return nationOf(id);
        }
        return list.front();
    }

    /// Equal sides fight; unequal ones by option A (the smaller is driven out) or B (the
    /// larger splits), §5.7, counted in armies (I-39).
    void contest(const Sides &sides, PendingBattle battle)
    {
        const auto n0 = sides[0].size();
        const auto n1 = sides[1].size();
        if (n0 == n1) {
            battle.sides = sides;
            battle.armiesPerSide = static_cast<int>(n0);
            addBattle(battle);
            return;
        }
        const int larger = n0 > n1 ? 0 : 1;
        const QStringList &big = sides[static_cast<std::size_t>(larger)];
        const QStringList &small = sides[static_cast<std::size_t>(1 - larger)];
        if (m_facts.settings.multiArmyOption == MultiArmyOption::B) {
            m_outcome.factionSplits.push_back({m_area, big, small});
            decide("§5.7", big + small,
                   Tr::tr("§5.7 Option B: %1 outnumber %2 in %3; they must split into two "
                          "factions, each player secretly joining one.")
                       .arg(names(big), names(small), areaLabel(area())));
            return;
        }
        m_outcome.forcedOut << small;
        decide("§5.7", big + small,
               Tr::tr("§5.7 Option A: %n army(ies) against %1 in %2: %3 are driven out without "
                      "a battle and retreat (§6.7).",
                      nullptr, static_cast<int>(big.size()))
                   .arg(small.size())
                   .arg(areaLabel(area()), names(small)));
        if (big.size() > 1) {
            m_outcome.mustReduce.push_back(big);
            decide("§5.7", big,
                   Tr::tr("§5.7 The allies %1 must now get down to one army in %2: they agree "
                          "who retreats, or fight each other this turn.")
                       .arg(names(big), areaLabel(area())));
        }
    }

    void addBattle(PendingBattle battle)
    {
        battle.area = m_area;
        if (battle.terrainAreas.empty())
            battle.terrainAreas = {m_area};
        const QStringList all = battle.sides[0] + battle.sides[1];
        decide("§5.3", all,
               Tr::tr("§5.3 A %1 in %2 (%3): %4 against %5.")
                   .arg(nameOf(battle.kind), areaLabel(area()), nameOf(battle.location),
                        names(battle.sides[0]), names(battle.sides[1])));
        m_outcome.battles.push_back(battle);
    }

    /// A battle outside the population centre: a POI battle when every army chose the POI.
    void fieldBattle(const QStringList &ids, std::span<const StanceChoice> stances, bool allAtPoi)
    {
        const auto s = sides(ids, stances);
        if (!s)
            return;
        PendingBattle battle;
        battle.kind = allAtPoi ? BattleKind::PoiBattle : BattleKind::Battle;
        battle.location = allAtPoi ? ArmyLocation::Poi : ArmyLocation::Countryside;
        contest(*s, battle);
    }

    /// Both at the population centre, or a besieger's assault (§5.6, I-44).
    void assault(const QStringList &ids, std::span<const StanceChoice> stances)
    {
        const auto s = sides(ids, stances);
        if (!s)
            return;
        const std::vector<int> list = nations(ids);
        const bool ownerFights = std::find(list.begin(), list.end(), area().owner) != list.end();
        const AssaultSetup setup = assaultSetup(area().centre, ownerFights);
        PendingBattle battle;
        battle.kind = setup.kind;
        battle.location = setup.location;
        battle.fortifications = setup.fortifications;
        if (setup.ownerHoldsObjective)
            battle.objectiveHolder = nationOf((*s)[0].front()) == area().owner ? 0 : 1;
        if (setup.kind == BattleKind::Battle)
            decide("§5.6", ids,
                   Tr::tr("§5.6 Neither side owns %1: its townsfolk keep both out, and they "
                          "fight in the countryside.")
                       .arg(areaLabel(area())));
        if (setup.kind == BattleKind::VillageBattle)
            decide("I-44", ids,
                   Tr::tr("I-44 %1 is a village, too small for an urban square: an ordinary "
                          "battle over a building.")
                       .arg(areaLabel(area())));
        contest(*s, battle);
    }

    /// One army at the population centre, the other outside it (§5.5).
    void siege(const QString &inside, const QString &outside)
    {
        if (area().centre == PopulationCentre::Town || area().centre == PopulationCentre::City) {
            m_outcome.sieges.push_back({outside, inside, m_area});
            place({outside}, ArmyLocation::Countryside);
            decide("§5.5", {outside, inside},
                   Tr::tr("§5.5 %1 besieges %2 in the %3 of %4: no battle this turn.")
                       .arg(army(outside).name, army(inside).name, nameOf(area().centre),
                            areaLabel(area())));
            return;
        }
        PendingBattle battle;
        battle.kind = BattleKind::VillageBattle;
        battle.location = ArmyLocation::PopulationCentre;
        decide("§5.5", {inside, outside},
               Tr::tr("§5.5 A village cannot hold out against a siege: %1 and %2 fight for a "
                      "building in %3 at once.")
                   .arg(army(inside).name, army(outside).name, areaLabel(area())));
        battle.sides = {QStringList{inside}, QStringList{outside}};
        addBattle(battle);
    }

    /// §5.2-§5.3: every army at its location; the population centre and the field fight
    /// apart, and one nation inside against one outside is a siege.
    void arrival(const Engagement &e, std::span<const LocationChoice> choices,
                 std::span<const StanceChoice> stances)
    {
        QStringList centre;
        QStringList field;
        bool allAtPoi = true;
        for (const QString &id : e.armies) {
            ArmyLocation at = army(id).location;
            if (e.choosers.contains(id)) {
                const auto it =
                    std::find_if(choices.begin(), choices.end(),
                                 [&](const LocationChoice &c) { return c.armyId == id; });
                if (it == choices.end()) {
                    m_outcome.missing << id;
                    continue;
                }
                at = it->location;
            }
            m_outcome.locations.push_back({id, at});
            (at == ArmyLocation::PopulationCentre ? centre : field) << id;
            if (at != ArmyLocation::PopulationCentre)
                allAtPoi = allAtPoi && at == ArmyLocation::Poi;
        }
        if (!m_outcome.missing.isEmpty()) {
            m_outcome.locations.clear();
            return;
        }
        const auto fieldNations = nations(field).size();
        const auto centreNations = nations(centre).size();
        if (fieldNations >= 2)
            fieldBattle(field, stances, allAtPoi);
        if (centreNations >= 2)
            assault(centre, stances);
        if (fieldNations == 1 && centreNations == 1)
            siege(centre.front(), field.front());
        else if (fieldNations >= 2 && centreNations == 1)
            decide("§5.3", centre,
                   Tr::tr("§5.3 %1 holds the population centre while others fight outside it.")
                       .arg(names(centre)));
    }

private:
    struct Known
    {
        const Army *army = nullptr;
        int nation = noIndex;
    };

    const EngagementFacts &m_facts;
    QHash<QString, Known> m_armies;
    EngagementOutcome &m_outcome;
    int m_area;
};

const Order *orderOf(std::span<const Order> orders, const QString &id)
{
    const auto it =
        std::find_if(orders.begin(), orders.end(), [&](const Order &o) { return o.armyId == id; });
    return it == orders.end() ? nullptr : &*it;
}

bool hasOrder(std::span<const Order> orders, const QString &id, OrderKind kind)
{
    const Order *o = orderOf(orders, id);
    return o && o->kind == kind;
}

/// The siege matrix (I-43) for a siege nobody arrived at; nullopt when nothing happens.
std::optional<EngagementCause> siegeCause(const std::vector<const Army *> &armies,
                                          std::span<const Order> orders)
{
    for (const Army *besieger : armies) {
        if (besieger->state != ArmyState::Besieging)
            continue;
        for (const Army *besieged : armies) {
            if (besieged->state != ArmyState::Besieged)
                continue;
            const BesiegerOrder by = hasOrder(orders, besieger->id, OrderKind::Assault)
                                         ? BesiegerOrder::Assault
                                         : BesiegerOrder::Stay;
            const BesiegedOrder in = hasOrder(orders, besieged->id, OrderKind::SallyForth)
                                         ? BesiegedOrder::SallyForth
                                         : BesiegedOrder::Interdict;
            switch (siegeTurn(by, in)) {
            case SiegeTurn::Assault:
                return EngagementCause::Assault;
            case SiegeTurn::Battle:
                return EngagementCause::SallyForth;
            default:
                break;
            }
        }
    }
    return std::nullopt;
}

} // namespace

std::vector<Engagement> findEngagements(const EngagementFacts &facts, std::span<const Order> orders,
                                        const MovementResult &movement)
{
    std::vector<Engagement> engagements;
    QSet<QString> swapping;
    for (const Swap &s : movement.swaps) {
        engagements.push_back(
            {EngagementCause::Swap, s.firstArea, s.secondArea, {s.first, s.second}, {}});
        swapping << s.first << s.second;
    }
    QSet<int> interdicted;
    for (const Interdiction &i : movement.interdictions)
        interdicted.insert(i.area);
    const ArmyPositions positions(facts.map, facts.armies);
    for (const int area : positions.occupiedAreas()) {
        std::vector<const Army *> here;
        QSet<int> nations;
        for (const int i : positions.armiesIn(area)) {
            const Army &a = facts.armies[static_cast<std::size_t>(i)];
            if (!countsAsArmy(a) || swapping.contains(a.id))
                continue;
            here.push_back(&a);
            nations.insert(positions.nation(i));
        }
        if (nations.size() < 2 || facts.map.areas[static_cast<std::size_t>(area)].isSea())
            continue;
        Engagement e{EngagementCause::Arrival, area, noIndex, {}, {}};
        for (const Army *a : here)
            e.armies << a->id;
        const auto any = [&](auto test) { return std::any_of(here.begin(), here.end(), test); };
        if (any([](const Army *a) { return a->state == ArmyState::PreEngaged; })) {
            e.cause = EngagementCause::PreEngaged;
        } else if (any([](const Army *a) { return a->moved; })) {
            for (const Army *a : here) {
                if (a->state != ArmyState::Besieged)
                    e.choosers << a->id;
            }
        } else if (interdicted.contains(area)) {
            e.cause = EngagementCause::Interdiction;
        } else if (const auto cause = siegeCause(here, orders)) {
            e.cause = *cause;
        } else {
            continue;
        }
        engagements.push_back(e);
    }
    return engagements;
}

EngagementOutcome resolveEngagement(const Engagement &engagement, const EngagementFacts &facts,
                                    std::span<const LocationChoice> locations,
                                    std::span<const StanceChoice> stances)
{
    EngagementOutcome outcome;
    Resolver r(facts, outcome, engagement.area, engagement.armies);
    switch (engagement.cause) {
    case EngagementCause::Arrival:
        r.arrival(engagement, locations, stances);
        break;
    case EngagementCause::Swap: {
        // §5.4, I-42: the countryside, on the ground of an area one of the two nations owns.
        PendingBattle battle;
        battle.kind = BattleKind::SwapBattle;
        battle.sides = {QStringList{engagement.armies[0]}, QStringList{engagement.armies[1]}};
        for (const int a : {engagement.area, engagement.otherArea}) {
            const int owner = facts.map.areas[static_cast<std::size_t>(a)].owner;
            if (owner != noIndex && (owner == r.nationOf(engagement.armies[0]) ||
                                     owner == r.nationOf(engagement.armies[1])))
                battle.terrainAreas.push_back(a);
        }
        if (battle.terrainAreas.size() != 1)
            battle.terrainAreas = {engagement.area, engagement.otherArea};
        r.place(engagement.armies, ArmyLocation::Countryside);
        r.addBattle(battle);
        break;
    }
    case EngagementCause::Assault:
        r.assault(engagement.armies, stances);
        break;
    case EngagementCause::Interdiction:
    case EngagementCause::SallyForth:
    case EngagementCause::PreEngaged:
        // §4.8, I-43, I-41: these are fought in the countryside, without location choices.
        r.place(engagement.armies, ArmyLocation::Countryside);
        r.fieldBattle(engagement.armies, stances, false);
        break;
    }
    return outcome;
}

EngagementOutcome resolveFactions(const FactionSplit &split, const QStringList &first,
                                  const QStringList &second, const EngagementFacts &facts)
{
    EngagementOutcome outcome;
    Resolver r(facts, outcome, split.area, split.larger + split.opponent);
    PendingBattle battle;
    battle.location = ArmyLocation::Countryside;
    if (first.size() == second.size()) {
        r.decide("§5.7", first + second,
                 Tr::tr("§5.7 Option B: the factions are equal, so they fight each other first; "
                        "the winner is pre-engaged against %1 for next turn.")
                     .arg(r.names(split.opponent)));
        r.contest({first, second}, battle);
        return outcome;
    }
    const QStringList &stays = first.size() > second.size() ? first : second;
    const QStringList &leaves = first.size() > second.size() ? second : first;
    outcome.forcedOut << leaves;
    r.decide("§5.7", stays + leaves,
             Tr::tr("§5.7 Option B: %1 stay and %2 retreat (§6.7).")
                 .arg(r.names(stays), r.names(leaves)));
    r.contest({split.opponent, stays}, battle);
    return outcome;
}

AlliedDissent alliedDissent(bool battleFoughtHereThisTurn)
{
    return battleFoughtHereThisTurn ? AlliedDissent::PreEngaged : AlliedDissent::FightNow;
}

void applyEngagementOutcome(std::span<Army> armies, const EngagementOutcome &outcome)
{
    const auto find = [&](const QString &id) -> Army * {
        const auto it =
            std::find_if(armies.begin(), armies.end(), [&](const Army &a) { return a.id == id; });
        return it == armies.end() ? nullptr : &*it;
    };
    for (const LocationChoice &c : outcome.locations) {
        if (Army *a = find(c.armyId))
            a->location = c.location;
    }
    for (const PendingBattle &b : outcome.battles) {
        for (const QStringList &side : b.sides) {
            for (const QString &id : side) {
                if (Army *a = find(id); a && a->state == ArmyState::PreEngaged)
                    setState(*a, ArmyState::Normal); // §5.8: the fight they waited for
            }
        }
    }
    for (const SiegeStart &s : outcome.sieges) {
        Army *besieger = find(s.besieger);
        Army *besieged = find(s.besieged);
        if (!besieger || !besieged)
            continue;
        besieger->location = ArmyLocation::Countryside;
        besieged->location = ArmyLocation::PopulationCentre;
        setState(*besieger, ArmyState::Besieging, withArmies({s.besieged}));
        setState(*besieged, ArmyState::Besieged, withArmies({s.besieger}));
    }
}

void preEngage(std::span<Army> armies, const QStringList &ids)
{
    for (Army &a : armies) {
        if (!ids.contains(a.id))
            continue;
        QStringList others = ids;
        others.removeAll(a.id);
        setState(a, ArmyState::PreEngaged, withArmies(others));
    }
}

} // namespace herald::warmaster
