#include "core/diplomacy/movement.h"

#include "core/diplomacy/convoyroutes.h"
#include "core/diplomacy/phaseflow.h"
#include "core/diplomacy/reach.h"
#include "core/diplomacy/retreat.h"

#include <algorithm>
#include <cstring>

namespace herald::diplomacy {

namespace {

constexpr std::uint8_t kNone = 255;
constexpr int kNoGuess = 1 << 30;

/// What a unit does once illegal orders are dropped (spec A11 pre-scan).
enum class Kind : std::uint8_t
{
    Hold,
    Move,
    SupportHold,
    SupportMove,
    Convoy,
};

enum class State : std::uint8_t
{
    Unresolved,
    Guessing,
    Resolved,
};

/// One unit with its judged order and its decision (success of move, support or convoy).
struct Slot
{
    ProvinceId at = kNoProvince;
    Unit unit;
    Kind kind = Kind::Hold;
    /// Move: destination; SupportMove / Convoy: destination of the supported/convoyed move.
    ProvinceId dest = kNoProvince;
    CoastId destCoast = kNoCoast;
    /// SupportHold / SupportMove / Convoy: province of the supported or convoyed unit.
    ProvinceId target = kNoProvince;
    bool convoyed = false;
    /// Strength in attack, defence, prevent and hold, and the value of its support (D1).
    std::uint8_t strength = 1;
    /// Bonus counted in hold strength only (a fortress, D1).
    std::uint8_t fort = 0;
    /// Part of `strength` left out of hold strength (a support of its move, D2).
    std::uint8_t moveOnly = 0;
    /// Has a decision to resolve: a legal move, or a matched support or convoy.
    bool active = false;
    bool paradox = false;
    std::uint8_t headToHead = kNone;
    std::uint8_t firstSupport = kNone;
    std::uint8_t nextSupport = kNone;
    std::uint8_t firstConvoy = kNone;
    std::uint8_t nextConvoy = kNone;
    std::uint8_t nextMoveInto = kNone;
    State state = State::Unresolved;
    bool success = false;
    /// While guessing: depth of the outermost guess this answer rests on.
    int dependsOn = 0;
    /// Index of this unit's entry in Adjudication::results.
    std::uint16_t result = 0;
};

class MovementResolver
{
public:
    MovementResolver(const Position &position, std::span<const Order> orders, Adjudication &out,
                     const StrengthRules *rules)
        : m_pos(position), m_v(*position.variant), m_orders(orders), m_out(out), m_rules(rules)
    {
    }

    void run()
    {
        collectUnits();
        attachOrders();
        for (int u = 0; u < m_count; ++u)
            validate(u);
        matchConvoys();
        matchSupports();
        linkMoves();
        for (int u = 0; u < m_count; ++u) {
            if (m_slots[u].active)
                resolve(u);
        }
        record();
        buildNext();
    }

private:
    // ---- pre-scan (spec A3, A11) ----
    void collectUnits();
    void attachOrders();
    void validate(int u);
    void validateMove(Slot &s, const Order &o);
    void validateConvoy(Slot &s, const Order &o);
    void validateSupport(Slot &s, const Order &o);
    void matchConvoys();
    void matchSupports();
    void linkMoves();
    void linkGarrisonSupport(int u);
    /// Whether the unit may not enter `p` (nor support into it) under the rules layer.
    [[nodiscard]] bool closedTo(const Slot &s, ProvinceId p) const
    {
        return m_rules && s.unit.power < kMaxPowers &&
               ((m_rules->closedTo[p] >> s.unit.power) & 1u) && !m_rules->passClosed[s.at];
    }
    [[nodiscard]] bool amphibious(const Slot &s) const
    {
        return m_rules && m_rules->amphibious[s.at];
    }
    [[nodiscard]] bool forbidden(PowerId supporter, PowerId supported) const
    {
        return supporter < kMaxPowers && supported < kMaxPowers &&
               ((m_rules->supportForbidden[supporter] >> supported) & 1u);
    }
    void makeIllegal(Slot &s, Reason why)
    {
        s.kind = Kind::Hold;
        OrderResult &r = m_out.results[s.result];
        r.outcome = Outcome::Illegal;
        r.reason = why;
    }
    void makeVoid(Slot &s, Reason why)
    {
        s.active = false;
        OrderResult &r = m_out.results[s.result];
        r.outcome = Outcome::Void;
        r.reason = why;
    }
    [[nodiscard]] std::uint8_t unitAt(ProvinceId p) const { return m_unitAt[p]; }
    /// For a second order to the box's unit: another unit of the box still without an
    /// order, if there is one (Hardbop B6.2); otherwise `u`.
    [[nodiscard]] std::uint8_t spareBoxUnit(std::uint8_t u, const std::uint16_t *ordered) const;
    /// The unit a support backs: in a crowded box, the one moving where the support aims.
    [[nodiscard]] std::uint8_t supportedUnit(const Slot &s) const;

    // ---- resolution (spec A11) ----
    bool resolve(int u);
    void addDependency(int u);
    void clearDependencies(int from);
    bool adjudicate(int u);
    void backupRule(int oldDepCount);
    bool path(int u);
    /// Sum of the values of the successful supports of `u` given by powers other than
    /// `excluded` (kNoPower: all); a supporter's value leaves out what leaders of `excluded`
    /// add to it (spec E9).
    int supportSum(int u, PowerId excluded);
    /// The unit's strength without what leaders of `excluded` add (spec E9).
    [[nodiscard]] int strengthAgainst(const Slot &s, PowerId excluded) const
    {
        return s.strength - (m_rules ? m_rules->leadFrom(s.at, excluded) : 0);
    }
    /// Strength of the garrison of an emptied province against `attacker` (spec D1, D2).
    int garrisonStrength(ProvinceId p, PowerId attacker);
    int attackStrength(int u);
    int holdStrength(ProvinceId p, PowerId attacker);
    int defendStrength(int u) { return m_slots[u].strength + supportSum(u, kNoPower); }
    int preventStrength(int u);
    bool adjudicateMove(int u);
    bool adjudicateSupport(int u);
    bool adjudicateConvoy(int u);
    /// The unit cutting support `u`, or kNone: a foreign move into the supporter's province
    /// with a path, not from the province the support is aimed at (A5).
    std::uint8_t supportCutter(int u);
    [[nodiscard]] ProvinceId supportAim(const Slot &s) const
    {
        return s.kind == Kind::SupportMove ? s.dest : s.target;
    }

    // ---- output ----
    void record();
    void recordMove(int u, OrderResult &r);
    void buildNext();

    const Position &m_pos;
    const Variant &m_v;
    std::span<const Order> m_orders;
    Adjudication &m_out;
    const StrengthRules *m_rules;
    Slot m_slots[kMaxUnits];
    int m_count = 0;
    /// The first of the box's extra units (StrengthRules::boxExtra); m_count when none.
    int m_boxFirst = 0;
    std::uint8_t m_unitAt[kMaxProvinces];
    std::uint8_t m_moveHead[kMaxProvinces];
    /// Supports given to the garrison of an empty province (Hardbop, spec B7.2).
    std::uint8_t m_garrisonSupportHead[kMaxProvinces];
    std::uint8_t m_deps[kMaxUnits];
    int m_depCount = 0;
    /// Nesting depth of the guess being made, and the outermost guess used since.
    int m_depth = 0;
    int m_lowestHit = kNoGuess;
    Variant::ProvinceSet m_fleetSeas;
    /// Dislodging mover per unit, filled by record().
    std::uint8_t m_dislodgedBy[kMaxUnits];
};

void MovementResolver::collectUnits()
{
    const int n = m_v.provinceCount();
    std::memset(m_unitAt, kNone, sizeof m_unitAt);
    std::memset(m_moveHead, kNone, sizeof m_moveHead);
    std::memset(m_garrisonSupportHead, kNone, sizeof m_garrisonSupportHead);
    m_out.results.clear();
    m_out.results.resize(m_orders.size());
    for (std::size_t i = 0; i < m_orders.size(); ++i)
        m_out.results[i].order = m_orders[i];
    for (int p = 0; p < n; ++p) {
        const Unit &unit = m_pos.units[p];
        if (!unit.exists() || m_count == kMaxUnits)
            continue;
        Slot &s = m_slots[m_count];
        s = Slot{};
        s.at = static_cast<ProvinceId>(p);
        s.unit = unit;
        s.result = kNone;
        if (m_rules) {
            s.strength = m_rules->strength[p];
            s.fort = m_rules->fort[p];
            s.moveOnly = m_rules->moveOnly[p];
        }
        m_unitAt[p] = static_cast<std::uint8_t>(m_count++);
        if (unit.kind == UnitKind::Fleet && m_v.isSea(s.at))
            m_fleetSeas.set(p);
    }
    // The box's other units (Hardbop B6.2) follow every unit of the board.
    m_boxFirst = m_count;
    if (m_rules && m_rules->box != kNoProvince && unitAt(m_rules->box) != kNone) {
        const Slot copy = m_slots[unitAt(m_rules->box)];
        for (int i = 0; i < m_rules->boxExtra && m_count < kMaxUnits; ++i)
            m_slots[m_count++] = copy;
    }
}

std::uint8_t MovementResolver::spareBoxUnit(std::uint8_t u, const std::uint16_t *ordered) const
{
    if (m_boxFirst == m_count || m_slots[u].at != m_rules->box)
        return u;
    for (int v = m_boxFirst; v < m_count; ++v) {
        if (ordered[v] == kNone)
            return static_cast<std::uint8_t>(v);
    }
    return u;
}

std::uint8_t MovementResolver::supportedUnit(const Slot &s) const
{
    const std::uint8_t t = unitAt(s.target);
    if (m_boxFirst == m_count || t == kNone || s.target != m_rules->box)
        return t;
    // Several units stand in the box: the support goes to the one moving where it aims.
    for (int v = m_boxFirst; v < m_count; ++v) {
        if (m_slots[v].kind == Kind::Move && m_slots[v].dest == s.dest)
            return static_cast<std::uint8_t>(v);
    }
    return t;
}

void MovementResolver::attachOrders()
{
    // A unit's first order is its order; a second one makes both void and the unit hold
    // (DATC 4.D.3). Orders for missing or foreign units are ignored (6.A.6).
    constexpr std::uint16_t kDuplicate = 0xFFFE;
    std::uint16_t ordered[kMaxUnits];
    std::fill(ordered, ordered + m_count, std::uint16_t(kNone));
    for (std::size_t i = 0; i < m_orders.size(); ++i) {
        const Order &o = m_orders[i];
        OrderResult &r = m_out.results[i];
        const bool movementOrder = o.type == OrderType::Hold || o.type == OrderType::Move ||
                                   o.type == OrderType::SupportHold ||
                                   o.type == OrderType::SupportMove || o.type == OrderType::Convoy;
        std::uint8_t u = o.unit.isValid() ? unitAt(o.unit.province) : kNone;
        Reason why = Reason::None;
        if (!movementOrder)
            why = Reason::WrongPhase;
        else if (u == kNone)
            why = Reason::NoSuchUnit;
        else if (o.power != kNoPower && o.power != m_slots[u].unit.power)
            why = Reason::NotOwnUnit;
        if (why != Reason::None) {
            r.outcome = Outcome::Illegal;
            r.reason = why;
            continue;
        }
        if (ordered[u] != kNone)
            u = spareBoxUnit(u, ordered);
        if (ordered[u] == kNone) {
            ordered[u] = static_cast<std::uint16_t>(i);
        } else {
            if (ordered[u] != kDuplicate) {
                m_out.results[ordered[u]].outcome = Outcome::Illegal;
                m_out.results[ordered[u]].reason = Reason::DuplicateOrder;
            }
            ordered[u] = kDuplicate;
            r.outcome = Outcome::Illegal;
            r.reason = Reason::DuplicateOrder;
        }
    }
    for (int u = 0; u < m_count; ++u) {
        Slot &s = m_slots[u];
        if (ordered[u] == kNone || ordered[u] == kDuplicate) {
            OrderResult r;
            r.order.power = s.unit.power;
            r.order.unitKind = s.unit.kind;
            r.order.unitKindGiven = true;
            r.order.unit = {s.at, s.unit.coast};
            r.reason = Reason::DefaultHold;
            s.result = static_cast<std::uint16_t>(m_out.results.size());
            m_out.results.push_back(r);
        } else {
            s.result = ordered[u];
        }
    }
}

void MovementResolver::validate(int u)
{
    Slot &s = m_slots[u];
    const Order &o = m_out.results[s.result].order;
    if (m_out.results[s.result].outcome == Outcome::Illegal)
        return;
    if (o.unitKindGiven && o.unitKind != s.unit.kind) {
        makeIllegal(s, Reason::WrongUnitKind);
        return;
    }
    if (m_rules && m_rules->paralysed[s.at] && o.type != OrderType::Hold) {
        makeIllegal(s, Reason::Paralysed);
        return;
    }
    switch (o.type) {
    case OrderType::Move:
        validateMove(s, o);
        break;
    case OrderType::Convoy:
        validateConvoy(s, o);
        break;
    case OrderType::SupportHold:
    case OrderType::SupportMove:
        validateSupport(s, o);
        break;
    default:
        break;
    }
}

void MovementResolver::validateMove(Slot &s, const Order &o)
{
    const ProvinceId dest = o.destination.province;
    if (dest == s.at) {
        makeIllegal(s, Reason::MoveToOwnProvince);
        return;
    }
    if (closedTo(s, dest)) {
        makeIllegal(s, Reason::ClosedToUnit);
        return;
    }
    if (s.unit.kind == UnitKind::Fleet) {
        if (o.viaConvoy) {
            makeIllegal(s, Reason::FleetNotConvoyable);
            return;
        }
        Location landing;
        const Reason why = stepDestination(m_v, UnitKind::Fleet, {s.at, s.unit.coast},
                                           o.destination, landing, amphibious(s));
        if (why != Reason::None) {
            makeIllegal(s, why);
            return;
        }
        s.kind = Kind::Move;
        s.dest = dest;
        s.destCoast = landing.coast;
        s.active = true;
        return;
    }
    const bool adjacent = m_v.armyAdjacent(s.at, dest);
    if (!adjacent || o.viaConvoy) {
        // The move is legal while some chain of fleets could carry the army (6.D.32).
        if (!convoyChainExists(m_v, m_fleetSeas, s.at, dest)) {
            const bool coastal = m_v.province(s.at).type == ProvinceType::Coast &&
                                 m_v.province(dest).type == ProvinceType::Coast;
            makeIllegal(s, coastal ? Reason::NoConvoyRoute : Reason::NotAdjacent);
            return;
        }
        s.convoyed = true;
    }
    s.kind = Kind::Move;
    s.dest = dest;
    s.active = true;
}

void MovementResolver::validateConvoy(Slot &s, const Order &o)
{
    if (s.unit.kind != UnitKind::Fleet || (o.targetKindGiven && o.targetKind != UnitKind::Army)) {
        makeIllegal(s, Reason::ConvoyNotAnArmy);
        return;
    }
    if (!m_v.isSea(s.at)) {
        makeIllegal(s, Reason::ConvoyNotAtSea);
        return;
    }
    const ProvinceId from = o.target.province;
    const ProvinceId to = o.destination.province;
    if (from == to) {
        makeIllegal(s, Reason::MoveToOwnProvince);
        return;
    }
    const std::uint8_t army = unitAt(from);
    if (army != kNone && m_slots[army].unit.kind != UnitKind::Army) {
        makeIllegal(s, Reason::ConvoyNotAnArmy);
        return;
    }
    if (!fleetOnMinimalRoute(m_v, m_fleetSeas, from, to, s.at)) {
        makeIllegal(s, Reason::ConvoyNotOnRoute);
        return;
    }
    s.kind = Kind::Convoy;
    s.target = from;
    s.dest = to;
}

void MovementResolver::validateSupport(Slot &s, const Order &o)
{
    const ProvinceId target = o.target.province;
    const bool move = o.type == OrderType::SupportMove;
    const ProvinceId aim = move ? o.destination.province : target;
    if (target == s.at || aim == s.at) {
        makeIllegal(s, Reason::SupportsItself);
        return;
    }
    if (!m_v.canReach(s.unit.kind, {s.at, s.unit.coast}, aim, amphibious(s))) {
        makeIllegal(s, Reason::CannotReachTarget);
        return;
    }
    if (closedTo(s, aim)) {
        makeIllegal(s, Reason::ClosedToUnit);
        return;
    }
    s.kind = move ? Kind::SupportMove : Kind::SupportHold;
    s.target = target;
    s.dest = move ? aim : kNoProvince;
    s.destCoast = move ? o.destination.coast : kNoCoast;
}

void MovementResolver::matchConvoys()
{
    // Intent (spec A6): an army goes by convoy to an adjacent province when a fleet of its
    // own power legally orders that convoy; foreign fleets cannot kidnap it.
    for (int c = 0; c < m_count; ++c) {
        const Slot &f = m_slots[c];
        if (f.kind != Kind::Convoy)
            continue;
        const std::uint8_t a = unitAt(f.target);
        if (a == kNone)
            continue;
        Slot &army = m_slots[a];
        if (army.kind == Kind::Move && army.dest == f.dest && army.unit.power == f.unit.power)
            army.convoyed = true;
    }
    for (int c = 0; c < m_count; ++c) {
        Slot &f = m_slots[c];
        if (f.kind != Kind::Convoy)
            continue;
        const std::uint8_t a = unitAt(f.target);
        if (a == kNone || m_slots[a].kind != Kind::Move || !m_slots[a].convoyed ||
            m_slots[a].dest != f.dest) {
            makeVoid(f, Reason::ConvoyNotMatched);
            continue;
        }
        f.active = true;
        f.nextConvoy = m_slots[a].firstConvoy;
        m_slots[a].firstConvoy = static_cast<std::uint8_t>(c);
    }
}

void MovementResolver::matchSupports()
{
    for (int u = 0; u < m_count; ++u) {
        Slot &s = m_slots[u];
        if (s.kind != Kind::SupportHold && s.kind != Kind::SupportMove)
            continue;
        const std::uint8_t t = supportedUnit(s);
        if (t == kNone && s.kind == Kind::SupportHold && m_rules &&
            m_rules->garrisonAgainst[s.target] != 0) {
            linkGarrisonSupport(u);
            continue;
        }
        if (t == kNone) {
            makeVoid(s, Reason::SupportNotMatched);
            continue;
        }
        Slot &supported = m_slots[t];
        if (m_rules && forbidden(s.unit.power, supported.unit.power)) {
            makeVoid(s, Reason::AlignmentForbids);
            continue;
        }
        if (s.kind == Kind::SupportHold) {
            if (supported.kind == Kind::Move) {
                makeVoid(s, Reason::SupportNotMatched);
                continue;
            }
        } else {
            // A coast in the support must be the one the fleet moves to (6.B.9); without
            // one the support backs whatever coast was ordered (6.B.7, 6.B.15).
            const bool coastMismatch = s.destCoast != kNoCoast &&
                                       supported.unit.kind == UnitKind::Fleet &&
                                       supported.destCoast != s.destCoast;
            if (supported.kind != Kind::Move || supported.dest != s.dest || coastMismatch) {
                makeVoid(s, Reason::SupportNotMatched);
                continue;
            }
            if (m_rules && s.dest == m_rules->gateway && m_rules->gatewaySide[s.at] != 0 &&
                m_rules->gatewaySide[supported.at] != 0 &&
                m_rules->gatewaySide[s.at] != m_rules->gatewaySide[supported.at]) {
                makeVoid(s, Reason::GatewayBlocks);
                continue;
            }
            if (supported.convoyed && s.unit.kind == UnitKind::Fleet && m_v.isSea(s.at) &&
                !convoyChainExists(m_v, m_fleetSeas, supported.at, supported.dest, s.at)) {
                makeIllegal(s, Reason::SupportOwnConvoy);
                continue;
            }
        }
        s.active = true;
        s.nextSupport = supported.firstSupport;
        supported.firstSupport = static_cast<std::uint8_t>(u);
    }
}

void MovementResolver::linkGarrisonSupport(int u)
{
    Slot &s = m_slots[u];
    if (forbidden(s.unit.power, m_rules->garrisonOwner[s.target])) {
        makeVoid(s, Reason::AlignmentForbids);
        return;
    }
    s.active = true;
    s.nextSupport = m_garrisonSupportHead[s.target];
    m_garrisonSupportHead[s.target] = static_cast<std::uint8_t>(u);
}

void MovementResolver::linkMoves()
{
    for (int u = 0; u < m_count; ++u) {
        Slot &s = m_slots[u];
        if (s.kind != Kind::Move)
            continue;
        s.nextMoveInto = m_moveHead[s.dest];
        m_moveHead[s.dest] = static_cast<std::uint8_t>(u);
        const std::uint8_t other = unitAt(s.dest);
        if (!s.convoyed && other != kNone && m_slots[other].kind == Kind::Move &&
            !m_slots[other].convoyed && m_slots[other].dest == s.at)
            s.headToHead = other;
    }
}

// Guess-and-backup resolution after the DATC's reference algorithm (chapter 5.E). Besides
// the list of guessed orders, each guess remembers the depth of the outermost guess it
// depends on, so that an order reached twice through one cycle is never taken as settled
// while a guess further up is still open.
bool MovementResolver::resolve(int u)
{
    Slot &s = m_slots[u];
    if (s.state == State::Resolved)
        return s.success;
    if (s.state == State::Guessing) {
        m_lowestHit = std::min(m_lowestHit, s.dependsOn);
        addDependency(u);
        return s.success;
    }
    const int depth = ++m_depth;
    const int savedLowest = m_lowestHit;
    const int oldDepCount = m_depCount;
    s.dependsOn = depth;
    s.success = false;
    s.state = State::Guessing;
    m_lowestHit = kNoGuess;
    const bool first = adjudicate(u);
    int lowest = m_lowestHit;
    if (lowest == depth) {
        // Only this order's own guess was used: try the other one.
        clearDependencies(oldDepCount);
        s.success = true;
        s.state = State::Guessing;
        m_lowestHit = kNoGuess;
        const bool second = adjudicate(u);
        lowest = m_lowestHit;
        if (lowest >= depth && first == second) {
            clearDependencies(oldDepCount);
            lowest = kNoGuess;
        } else if (lowest >= depth) {
            // Two answers or none: a paradox or circular movement (spec A11 backup rule).
            backupRule(oldDepCount);
            --m_depth;
            m_lowestHit = savedLowest;
            return resolve(u);
        }
    }
    --m_depth;
    if (lowest < depth) {
        // Depends on a guess further up: stay a guess until that one is settled.
        s.dependsOn = lowest;
        s.success = first;
        addDependency(u);
        m_lowestHit = std::min(savedLowest, lowest);
        return first;
    }
    s.success = first;
    s.state = State::Resolved;
    m_lowestHit = savedLowest;
    return first;
}

void MovementResolver::addDependency(int u)
{
    if (std::find(m_deps, m_deps + m_depCount, u) == m_deps + m_depCount)
        m_deps[m_depCount++] = static_cast<std::uint8_t>(u);
}

void MovementResolver::clearDependencies(int from)
{
    while (m_depCount > from)
        m_slots[m_deps[--m_depCount]].state = State::Unresolved;
}

void MovementResolver::backupRule(int oldDepCount)
{
    bool convoy = false;
    bool allMoves = true;
    for (int i = oldDepCount; i < m_depCount; ++i) {
        const Kind k = m_slots[m_deps[i]].kind;
        convoy = convoy || k == Kind::Convoy;
        allMoves = allMoves && k == Kind::Move;
    }
    for (int i = oldDepCount; i < m_depCount; ++i) {
        Slot &s = m_slots[m_deps[i]];
        if (convoy) {
            // Szykman (spec A6): the convoys of the paradox fail, the rest is re-resolved.
            if (s.kind == Kind::Convoy) {
                s.success = false;
                s.paradox = true;
                s.state = State::Resolved;
            } else {
                s.state = State::Unresolved;
            }
        } else {
            // Circular movement succeeds; any other cycle fails (DATC 5.B.9).
            s.success = allMoves;
            s.state = State::Resolved;
        }
    }
    m_depCount = oldDepCount;
}

bool MovementResolver::adjudicate(int u)
{
    switch (m_slots[u].kind) {
    case Kind::Move:
        return adjudicateMove(u);
    case Kind::SupportHold:
    case Kind::SupportMove:
        return adjudicateSupport(u);
    case Kind::Convoy:
        return adjudicateConvoy(u);
    case Kind::Hold:
        break;
    }
    return false;
}

bool MovementResolver::path(int u)
{
    const Slot &s = m_slots[u];
    if (!s.convoyed)
        return true;
    // Breadth-first over the fleets convoying this move whose convoy succeeds; adjacency
    // of origin and destination does not count (spec A11).
    std::uint8_t fleets[kMaxUnits];
    bool reached[kMaxUnits];
    int n = 0;
    for (std::uint8_t c = s.firstConvoy; c != kNone; c = m_slots[c].nextConvoy) {
        fleets[n] = c;
        reached[n++] = false;
    }
    bool grew = true;
    while (grew) {
        grew = false;
        for (int i = 0; i < n; ++i) {
            if (reached[i])
                continue;
            const ProvinceId sea = m_slots[fleets[i]].at;
            const Variant::ProvinceSet &near = m_v.fleetNeighbourSet(sea);
            bool linked = near[s.at];
            for (int j = 0; j < n && !linked; ++j)
                linked = reached[j] && near[m_slots[fleets[j]].at];
            if (!linked || !resolve(fleets[i]))
                continue;
            if (near[s.dest])
                return true;
            reached[i] = true;
            grew = true;
        }
    }
    return false;
}

int MovementResolver::supportSum(int u, PowerId excluded)
{
    int n = 0;
    for (std::uint8_t t = m_slots[u].firstSupport; t != kNone; t = m_slots[t].nextSupport) {
        if (m_slots[t].unit.power != excluded && resolve(t))
            n += strengthAgainst(m_slots[t], excluded);
    }
    return n;
}

int MovementResolver::garrisonStrength(ProvinceId p, PowerId attacker)
{
    if (!m_rules || !m_rules->garrisonResists(p, attacker))
        return 0;
    int n = 1;
    for (std::uint8_t t = m_garrisonSupportHead[p]; t != kNone; t = m_slots[t].nextSupport) {
        if (resolve(t))
            n += m_slots[t].strength;
    }
    return n;
}

int MovementResolver::attackStrength(int u)
{
    const Slot &s = m_slots[u];
    const std::uint8_t d = unitAt(s.dest);
    if (d == kNone || (m_slots[d].kind == Kind::Move && s.headToHead != d && resolve(d))) {
        // A garrison's own power may not help against it (spec D2).
        const bool garrison = m_rules && m_rules->garrisonResists(s.dest, s.unit.power);
        const PowerId excluded = garrison ? m_rules->garrisonOwner[s.dest] : kNoPower;
        return strengthAgainst(s, excluded) + supportSum(u, excluded);
    }
    // No self-dislodgement, and no help from the defender's own power, neither its supports
    // (spec A4) nor its leaders (E9).
    const PowerId defender = m_slots[d].unit.power;
    if (defender == s.unit.power)
        return 0;
    return strengthAgainst(s, defender) + supportSum(u, defender);
}

int MovementResolver::holdStrength(ProvinceId p, PowerId attacker)
{
    const std::uint8_t d = unitAt(p);
    if (d == kNone)
        return garrisonStrength(p, attacker);
    const Slot &s = m_slots[d];
    const int own = s.strength - s.moveOnly + s.fort;
    if (s.kind == Kind::Move)
        return resolve(d) ? garrisonStrength(p, attacker) : own;
    return own + supportSum(d, kNoPower);
}

int MovementResolver::preventStrength(int u)
{
    const Slot &s = m_slots[u];
    if (!path(u))
        return 0;
    if (s.headToHead != kNone && resolve(s.headToHead))
        return 0;
    return s.strength + supportSum(u, kNoPower);
}

bool MovementResolver::adjudicateMove(int u)
{
    const Slot &s = m_slots[u];
    if (!path(u))
        return false;
    const int attack = attackStrength(u);
    if (s.headToHead != kNone) {
        if (attack <= defendStrength(s.headToHead))
            return false;
    } else if (attack <= holdStrength(s.dest, s.unit.power)) {
        return false;
    }
    for (std::uint8_t p = m_moveHead[s.dest]; p != kNone; p = m_slots[p].nextMoveInto) {
        if (p != u && attack <= preventStrength(p))
            return false;
    }
    return true;
}

std::uint8_t MovementResolver::supportCutter(int u)
{
    const Slot &s = m_slots[u];
    const ProvinceId aim = supportAim(s);
    for (std::uint8_t p = m_moveHead[s.at]; p != kNone; p = m_slots[p].nextMoveInto) {
        const Slot &m = m_slots[p];
        if (m.unit.power != s.unit.power && m.at != aim && path(p))
            return p;
    }
    return kNone;
}

bool MovementResolver::adjudicateSupport(int u)
{
    if (supportCutter(u) != kNone)
        return false;
    for (std::uint8_t p = m_moveHead[m_slots[u].at]; p != kNone; p = m_slots[p].nextMoveInto) {
        if (resolve(p))
            return false;
    }
    return true;
}

bool MovementResolver::adjudicateConvoy(int u)
{
    for (std::uint8_t p = m_moveHead[m_slots[u].at]; p != kNone; p = m_slots[p].nextMoveInto) {
        if (resolve(p))
            return false;
    }
    return true;
}

void MovementResolver::recordMove(int u, OrderResult &r)
{
    const Slot &s = m_slots[u];
    const bool hasPath = path(u);
    r.attack = static_cast<std::uint8_t>(hasPath ? attackStrength(u) : 0);
    const std::uint8_t d = unitAt(s.dest);
    if (s.headToHead != kNone) {
        r.opposing = static_cast<std::uint8_t>(defendStrength(s.headToHead));
        r.defence = static_cast<std::uint8_t>(defendStrength(u));
    } else {
        r.opposing = static_cast<std::uint8_t>(holdStrength(s.dest, s.unit.power));
    }
    ProvinceId strongest = kNoProvince;
    for (std::uint8_t p = m_moveHead[s.dest]; p != kNone; p = m_slots[p].nextMoveInto) {
        if (p == u)
            continue;
        const int prevent = preventStrength(p);
        if (prevent > r.prevent || strongest == kNoProvince) {
            r.prevent = static_cast<std::uint8_t>(std::max<int>(r.prevent, prevent));
            strongest = m_slots[p].at;
        }
    }
    if (s.success) {
        r.outcome = Outcome::Succeeded;
        return;
    }
    r.outcome = Outcome::Failed;
    if (!hasPath) {
        r.reason = Reason::ConvoyFailed;
    } else if (d != kNone && r.attack == 0 && m_slots[d].unit.power == s.unit.power) {
        r.reason = Reason::OwnUnitInTheWay;
        r.by = s.dest;
    } else {
        r.reason = Reason::Bounced;
        r.by = (r.attack <= r.opposing || strongest == kNoProvince) ? s.dest : strongest;
    }
}

void MovementResolver::record()
{
    for (int u = 0; u < m_count; ++u) {
        Slot &s = m_slots[u];
        OrderResult &r = m_out.results[s.result];
        m_dislodgedBy[u] = kNone;
        const bool moved = s.kind == Kind::Move && s.success;
        if (!moved) {
            for (std::uint8_t p = m_moveHead[s.at]; p != kNone; p = m_slots[p].nextMoveInto) {
                if (m_slots[p].success)
                    m_dislodgedBy[u] = p;
            }
        }
        if (m_dislodgedBy[u] != kNone) {
            r.dislodged = true;
            r.dislodgedFrom = m_slots[m_dislodgedBy[u]].at;
        }
        if (s.kind != Kind::Move)
            r.defence = static_cast<std::uint8_t>(holdStrength(s.at, kNoPower));
        if (r.outcome == Outcome::Illegal || r.outcome == Outcome::Void)
            continue;
        switch (s.kind) {
        case Kind::Move:
            recordMove(u, r);
            break;
        case Kind::SupportHold:
        case Kind::SupportMove:
            r.outcome = s.success ? Outcome::Succeeded : Outcome::Failed;
            if (!s.success) {
                const std::uint8_t cutter = supportCutter(u);
                r.reason = cutter != kNone ? Reason::SupportCut : Reason::SupportDislodged;
                r.by = cutter != kNone ? m_slots[cutter].at : r.dislodgedFrom;
            }
            break;
        case Kind::Convoy:
            r.outcome = s.success ? Outcome::Succeeded : Outcome::Failed;
            if (!s.success) {
                r.reason = s.paradox ? Reason::ParadoxConvoy : Reason::ConvoyDislodged;
                r.by = r.dislodgedFrom;
            }
            break;
        case Kind::Hold:
            r.outcome = r.dislodged ? Outcome::Failed : Outcome::Succeeded;
            break;
        }
    }
}

void MovementResolver::buildNext()
{
    Position &next = m_out.next;
    next = m_pos;
    next.units.fill({});
    next.dislodged.fill({});
    next.standoffs.reset();
    for (int u = 0; u < m_count; ++u) {
        const Slot &s = m_slots[u];
        if (s.kind == Kind::Move && s.success) {
            const CoastId coast = s.unit.kind == UnitKind::Fleet ? s.destCoast : kNoCoast;
            next.units[s.dest] = {s.unit.power, s.unit.kind, coast};
        } else if (m_dislodgedBy[u] == kNone) {
            next.units[s.at] = s.unit;
        }
    }
    for (int u = 0; u < m_count; ++u) {
        if (m_dislodgedBy[u] == kNone)
            continue;
        const Slot &attacker = m_slots[m_dislodgedBy[u]];
        next.dislodged[m_slots[u].at] = {
            m_slots[u].unit, attacker.convoyed ? kNoProvince : attacker.at, amphibious(m_slots[u])};
    }
    // A standoff leaves a province empty although a move with effect failed to enter it
    // (spec A7); a failed convoy or a lost head-to-head has no effect there.
    for (int p = 0; p < m_v.provinceCount(); ++p) {
        if (m_moveHead[p] == kNone || next.units[p].exists())
            continue;
        for (std::uint8_t m = m_moveHead[p]; m != kNone; m = m_slots[m].nextMoveInto) {
            const Slot &s = m_slots[m];
            const bool lostHeadToHead = s.headToHead != kNone && m_slots[s.headToHead].success;
            if (!s.success && path(m) && !lostHeadToHead)
                next.standoffs.set(p);
        }
    }
    bool anyRetreat = false;
    for (int u = 0; u < m_count; ++u) {
        if (m_dislodgedBy[u] == kNone)
            continue;
        const Slot &s = m_slots[u];
        if (canRetreat(next, s.at)) {
            anyRetreat = true;
            continue;
        }
        next.dislodged[s.at] = {};
        OrderResult r;
        r.order.type = OrderType::Disband;
        r.order.power = s.unit.power;
        r.order.unitKind = s.unit.kind;
        r.order.unitKindGiven = true;
        r.order.unit = {s.at, s.unit.coast};
        r.reason = Reason::NoRetreatPossible;
        m_out.results.push_back(r);
    }
    if (anyRetreat)
        next.phase = PhaseType::Retreat;
    else
        finishSeason(next);
}

} // namespace

void adjudicateMovement(const Position &position, std::span<const Order> orders, Adjudication &out,
                        const StrengthRules *rules)
{
    MovementResolver(position, orders, out, rules).run();
}

} // namespace herald::diplomacy
