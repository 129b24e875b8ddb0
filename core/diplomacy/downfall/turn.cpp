#include "core/diplomacy/downfall/turn.h"

#include "core/diplomacy/downfall/leadorders.h"
#include "core/diplomacy/downfall/personalitymoves.h"
#include "core/diplomacy/movement.h"
#include "core/diplomacy/retreat.h"

#include <algorithm>

namespace herald::diplomacy::downfall {

namespace {

std::uint16_t powersOf(const HardbopState &state, const Variant &v, Alignment side)
{
    std::uint16_t bits = 0;
    for (int p = 0; p < v.powerCount(); ++p) {
        if (state.alignment[p] == side)
            bits = static_cast<std::uint16_t>(bits | (1u << p));
    }
    return bits;
}

/// Which powers the garrison of `p` resists and for whom it fights (spec B7.2, B7.7).
void garrison(const Position &position, const HardbopState &state, ProvinceId p,
              StrengthRules &rules)
{
    const Variant &v = *position.variant;
    const Province &province = v.province(p);
    if (state.garrisonLost[p])
        return;
    const PowerId owner = position.owners[p];
    const PowerId dwarves = v.findPower("Dwarves");
    const std::uint16_t everyone = static_cast<std::uint16_t>((1u << v.powerCount()) - 1);
    const bool standing = (province.flags & kFlagGarrison) && owner == province.startOwner;
    const bool dwarven = (province.flags & kFlagDwarfSpecial) && owner == dwarves;
    if ((standing || dwarven) && owner != kNoPower) {
        rules.garrisonAgainst[p] = static_cast<std::uint16_t>(everyone & ~(1u << owner));
        rules.garrisonOwner[p] = owner;
    } else if (province.flags & kFlagGarrisonVsEvil) {
        rules.garrisonAgainst[p] = powersOf(state, v, Alignment::Evil);
        rules.garrisonOwner[p] = owner;
    }
}

/// Fortress bonus for the unit in `p` (spec B7.1; the Shire and Fangorn for Good only).
std::uint8_t fortress(const Position &position, const HardbopState &state, ProvinceId p)
{
    const Variant &v = *position.variant;
    const Province &province = v.province(p);
    const Unit &unit = position.units[p];
    if (!unit.exists() || state.fortressLost[p])
        return 0;
    if (province.flags & kFlagFort)
        return 1;
    if ((province.flags & kFlagDwarfSpecial) && position.owners[p] == v.findPower("Dwarves"))
        return 1;
    if ((province.flags & kFlagFortGoodOnly) && state.alignment[unit.power] == Alignment::Good)
        return 1;
    return 0;
}

/// What Gandalf's lead or support is worth: 2 once he slew the Balrog (B4 Gandalf 5).
std::uint8_t gandalfValue(const HardbopState &state)
{
    const PersonalityUnit *g = state.find(Personality::Gandalf);
    return g && g->doubled ? 2 : 1;
}

const Order *orderOf(const TurnOrders &orders, ProvinceId at)
{
    for (const Order &o : orders.units) {
        if (o.unit.province == at)
            return &o;
    }
    return nullptr;
}

/// The space Gandalf's support aims at: the supported unit's destination, or its space.
ProvinceId supportAim(const GandalfSupport &support)
{
    return support.destination == kNoProvince ? support.target : support.destination;
}

/// Spec B4 Gandalf 1, B10, D2: the checks that come before fear and resolution (D3).
GandalfSupportError gandalfSupportLegality(const Position &position, const HardbopState &state,
                                           const GandalfSupport &support, const TurnOrders &orders)
{
    const Variant &v = *position.variant;
    const PersonalityUnit *gandalf = state.find(Personality::Gandalf);
    if (!gandalf)
        return GandalfSupportError::NotOnBoard;
    if (support.target >= v.provinceCount() || !position.units[support.target].exists())
        return GandalfSupportError::NoUnit;
    if (state.alignment[position.units[support.target].power] == Alignment::Evil)
        return GandalfSupportError::EvilUnit;
    // Like any supporter he must be able to go where the support aims, by his own terrain
    // rules (D2); like an ordinary unit, he cannot aim at his own space.
    const ProvinceId aim = supportAim(support);
    if (aim >= v.provinceCount() ||
        checkStep(v, state, Personality::Gandalf, gandalf->at, aim) != StepError::None)
        return GandalfSupportError::OutOfReach;
    const Order *own = orderOf(orders, support.target);
    const bool moves = own && own->type == OrderType::Move;
    const bool matched = support.destination == kNoProvince
                             ? !moves
                             : moves && own->destination.province == support.destination;
    return matched ? GandalfSupportError::None : GandalfSupportError::NotMatched;
}

/// Units Gandalf shields from the Nazgul: the one he supports, and one that moves from his
/// space to where his own step goes (B4 Gandalf 4, D3).
std::bitset<kMaxProvinces> gandalfShields(const Position &position, const HardbopState &state,
                                          const TurnOrders &orders)
{
    std::bitset<kMaxProvinces> out;
    const PersonalityUnit *gandalf = state.find(Personality::Gandalf);
    if (!gandalf)
        return out;
    if (orders.gandalfSupport && gandalfSupportLegality(position, state, *orders.gandalfSupport,
                                                        orders) == GandalfSupportError::None)
        out.set(orders.gandalfSupport->target);
    const Order *with = orderOf(orders, gandalf->at);
    if (orders.gandalfStep != kNoProvince && with && with->type == OrderType::Move &&
        with->destination.province == orders.gandalfStep)
        out.set(gandalf->at);
    return out;
}

FearError judgeFear(const Position &position, const HardbopState &state, ProvinceId target,
                    const std::bitset<kMaxProvinces> &led)
{
    const PersonalityUnit *nazgul = nullptr;
    for (const PersonalityUnit &p : state.personalities) {
        if (p.who == Personality::Nazgul)
            nazgul = &p;
    }
    if (!nazgul)
        return FearError::NoNazgul;
    if (position.variant->distance(nazgul->at, target) > 1)
        return FearError::OutOfReach;
    if (!position.units[target].exists())
        return FearError::NoUnit;
    if (state.traits[target].multiple > 1 || led[target])
        return FearError::Immune;
    return FearError::None;
}

/// How many orders move a unit out of the box.
int entriesFromBox(const TurnOrders &orders, ProvinceId box)
{
    return static_cast<int>(
        std::count_if(orders.units.begin(), orders.units.end(), [&](const Order &o) {
            return o.type == OrderType::Move && o.unit.province == box;
        }));
}

} // namespace

StrengthRules strengthRules(const Position &position, const HardbopState &state,
                            const TurnOrders &orders, const std::vector<LeadError> &leads,
                            FearError &fear)
{
    const Variant &v = *position.variant;
    StrengthRules rules;
    std::bitset<kMaxProvinces> led;
    for (int p = 0; p < v.provinceCount(); ++p) {
        rules.strength[p] = state.traits[p].multiple;
        // Spec B6.4, B14.2: pirates use army and fleet borders alike.
        rules.amphibious[p] = state.traits[p].unitClass == UnitClass::Pirate;
    }
    for (std::size_t i = 0; i < orders.leads.size(); ++i) {
        if (leads[i] != LeadError::None)
            continue;
        const ProvinceId at = orders.leads[i].unitOrder.unit.province;
        bool doubled = false;
        for (const PersonalityUnit &p : state.personalities)
            doubled = doubled || (p.who == orders.leads[i].who && p.doubled);
        const std::uint8_t value = doubled ? 2 : 1;
        rules.strength[at] = static_cast<std::uint8_t>(rules.strength[at] + value);
        // Spec E9: what a leader adds never helps against its own power.
        const PowerId owner = personalityOwner(v, state, orders.leads[i].who);
        if (owner < kMaxPowers)
            rules.leadBy[at][owner] = static_cast<std::uint8_t>(rules.leadBy[at][owner] + value);
        led.set(at);
    }
    for (int p = 0; p < v.provinceCount(); ++p) {
        rules.fort[p] = fortress(position, state, static_cast<ProvinceId>(p));
        garrison(position, state, static_cast<ProvinceId>(p), rules);
    }
    // Spec B10: Good and Evil never support each other.
    const std::uint16_t good = powersOf(state, v, Alignment::Good);
    const std::uint16_t evil = powersOf(state, v, Alignment::Evil);
    for (int p = 0; p < v.powerCount(); ++p) {
        if (state.alignment[p] == Alignment::Good)
            rules.supportForbidden[p] = evil;
        else if (state.alignment[p] == Alignment::Evil)
            rules.supportForbidden[p] = good;
    }
    // Spec B7.6: Fangorn is closed to Evil units unless Sauron leads them.
    std::bitset<kMaxProvinces> ledBySauron;
    for (std::size_t i = 0; i < orders.leads.size(); ++i) {
        if (leads[i] == LeadError::None && orders.leads[i].who == Personality::Sauron)
            ledBySauron.set(orders.leads[i].unitOrder.unit.province);
    }
    rules.passClosed = ledBySauron;
    for (int p = 0; p < v.provinceCount(); ++p) {
        const std::uint32_t flags = v.province(static_cast<ProvinceId>(p)).flags;
        if ((flags & kFlagEnts) && !state.entsGone)
            rules.closedTo[p] = evil;
        if (flags & kFlagBalrog)
            rules.gateway = static_cast<ProvinceId>(p);
    }
    // Spec B7.4: the two sides of the Hollin gateway, from the border flags.
    for (const Edge &e : v.edges()) {
        if (e.from != rules.gateway)
            continue;
        if (e.flags & kEdgeHollinEast)
            rules.gatewaySide[e.to] = 1;
        else if (e.flags & kEdgeHollinWest)
            rules.gatewaySide[e.to] = 2;
    }
    if (orders.gandalfSupport &&
        judgeGandalfSupport(position, state, orders) == GandalfSupportError::None) {
        const GandalfSupport &support = *orders.gandalfSupport;
        const std::uint8_t value = gandalfValue(state);
        if (support.destination == kNoProvince) {
            // A hold support counts in hold strength only, which is what fort feeds.
            rules.fort[support.target] =
                static_cast<std::uint8_t>(rules.fort[support.target] + value);
        } else {
            // A support of a move: like a Gondor supporter, never against Gondor (A4, E9),
            // and gone from the mover's hold strength if the move fails (D2).
            const PowerId gondor = v.findPower("Gondor");
            rules.strength[support.target] =
                static_cast<std::uint8_t>(rules.strength[support.target] + value);
            rules.moveOnly[support.target] =
                static_cast<std::uint8_t>(rules.moveOnly[support.target] + value);
            if (gondor < kMaxPowers)
                rules.leadBy[support.target][gondor] =
                    static_cast<std::uint8_t>(rules.leadBy[support.target][gondor] + value);
        }
    }
    // Spec B6.2: as many Easterlings as are ordered in (and wait) enter together.
    rules.box = easterlingBox(v);
    if (rules.box != kNoProvince && position.units[rules.box].exists())
        rules.boxExtra = static_cast<std::uint8_t>(std::min(
            waitingEasterlings(v, state), std::max(0, entriesFromBox(orders, rules.box) - 1)));
    // Spec D3: legality, then fear, so that only a valid lead, or Gandalf moving with or
    // supporting the unit, makes it immune.
    fear = FearError::None;
    if (orders.fear) {
        fear =
            judgeFear(position, state, *orders.fear, led | gandalfShields(position, state, orders));
        if (fear == FearError::None)
            rules.paralysed.set(*orders.fear);
    }
    return rules;
}

GandalfSupportError judgeGandalfSupport(const Position &position, const HardbopState &state,
                                        const TurnOrders &orders)
{
    if (!orders.gandalfSupport)
        return GandalfSupportError::None;
    const GandalfSupport &support = *orders.gandalfSupport;
    const GandalfSupportError legal = gandalfSupportLegality(position, state, support, orders);
    if (legal != GandalfSupportError::None)
        return legal;
    // Spec E22: he counts as a Gondor unit that cannot be dislodged, so only the attack on
    // his space cuts, by a move with a path that does not come from where he aims.
    const Variant &v = *position.variant;
    const ProvinceId at = state.find(Personality::Gandalf)->at;
    const PowerId gondor = v.findPower("Gondor");
    const auto cuts = [&](const Order &o) {
        const ProvinceId from = o.unit.province;
        return o.type == OrderType::Move && o.destination.province == at &&
               from != supportAim(support) && from < v.provinceCount() &&
               position.units[from].exists() && position.units[from].power != gondor;
    };
    if (std::none_of(orders.units.begin(), orders.units.end(), cuts))
        return GandalfSupportError::None;
    TurnOrders plain = orders;
    plain.gandalfSupport.reset();
    FearError fear = FearError::None;
    const StrengthRules rules =
        strengthRules(position, state, plain, judgeLeads(position, state, plain), fear);
    Adjudication dry;
    adjudicateMovement(position, plain.units, dry, &rules);
    for (const OrderResult &r : dry.results) {
        const bool noPath = r.outcome == Outcome::Illegal || r.reason == Reason::NoConvoyRoute ||
                            r.reason == Reason::ConvoyFailed || r.reason == Reason::ParadoxConvoy;
        if (cuts(r.order) && !noPath)
            return GandalfSupportError::Cut;
    }
    return GandalfSupportError::None;
}

HardbopState carryTraits(const Position &before, const HardbopState &state,
                         const Adjudication &step)
{
    HardbopState next = state;
    next.traits.fill({});
    next.dislodgedTraits.fill({});
    for (int p = 0; p < before.variant->provinceCount(); ++p) {
        if (!before.units[p].exists())
            continue;
        if (step.next.dislodged[p].unit.exists())
            next.dislodgedTraits[p] = state.traits[p];
        else if (step.next.units[p] == before.units[p])
            next.traits[p] = state.traits[p];
    }
    for (const OrderResult &r : step.results) {
        if (r.order.type == OrderType::Move && r.outcome == Outcome::Succeeded)
            next.traits[r.order.destination.province] = state.traits[r.order.unit.province];
    }
    return next;
}

void enterSpecialPlaces(const Position &position, const HardbopState &state,
                        std::span<const LeadOrder> leads, TurnResult &out)
{
    const Variant &v = *position.variant;
    Adjudication &a = out.adjudication;
    HardbopState &next = out.next;
    const auto ledBy = [&](ProvinceId at, Personality who) {
        return std::any_of(leads.begin(), leads.end(), [&](const LeadOrder &l) {
            return l.who == who && l.unitOrder.unit.province == at;
        });
    };
    for (const OrderResult &r : a.results) {
        if (r.order.type != OrderType::Move || r.outcome != Outcome::Succeeded)
            continue;
        const ProvinceId from = r.order.unit.province;
        const ProvinceId to = r.order.destination.province;
        const std::uint32_t flags = v.province(to).flags;
        const PowerId power = position.units[from].power;
        if ((flags & kFlagEnts) && !state.entsGone && state.alignment[power] == Alignment::Evil) {
            out.entsDestroyed = true;
            next.entsGone = true;
            next.fortressLost.set(to);
        }
        if (!(flags & kFlagBalrog) || next.balrog == Balrog::Slain)
            continue;
        if (ledBy(from, Personality::Gandalf)) {
            next.balrog = Balrog::Slain;
            out.balrogSlain = true;
            continue;
        }
        if (ledBy(from, Personality::Sauron)) {
            out.balrogTurned = next.balrog == Balrog::Saruman;
            next.balrog = Balrog::Mordor;
            continue;
        }
        const PowerId master = v.findPower(next.balrog == Balrog::Saruman ? "Saruman" : "Mordor");
        if (power != master) {
            a.next.units[to] = {};
            next.traits[to] = {};
            out.annihilated.push_back(to);
        }
    }
}

TurnResult adjudicateMovementTurn(const Position &position, const HardbopState &state,
                                  const TurnOrders &orders)
{
    TurnResult out;
    out.leads = judgeLeads(position, state, orders);
    out.gandalfSupport = judgeGandalfSupport(position, state, orders);
    const StrengthRules rules = strengthRules(position, state, orders, out.leads, out.fear);
    adjudicateMovement(position, orders.units, out.adjudication, &rules);
    const Adjudication &a = out.adjudication;
    const Variant &v = *position.variant;

    HardbopState &next = out.next;
    next = carryTraits(position, state, a);
    if (rules.boxExtra > 0) {
        // The box's extra armies came from those waiting; the ones that stayed wait again
        // behind the one that stands in the box (B6.2).
        int entered = 0;
        for (const OrderResult &r : a.results)
            entered += r.order.type == OrderType::Move && r.order.unit.province == rules.box &&
                       r.outcome == Outcome::Succeeded;
        const int stayed = 1 + rules.boxExtra - entered;
        next.easterlingsOffBoard =
            state.easterlingsOffBoard - rules.boxExtra + std::max(0, stayed - 1);
    }
    ProvinceId movedTo[kMaxProvinces];
    for (int p = 0; p < v.provinceCount(); ++p)
        movedTo[p] = static_cast<ProvinceId>(p);
    for (const OrderResult &r : a.results) {
        if (r.order.type == OrderType::Move && r.outcome == Outcome::Succeeded)
            movedTo[r.order.unit.province] = r.order.destination.province;
    }
    std::vector<LeadOrder> led;
    for (std::size_t i = 0; i < orders.leads.size(); ++i) {
        if (out.leads[i] == LeadError::None)
            led.push_back(orders.leads[i]);
    }
    enterSpecialPlaces(position, state, led, out);
    // Leaders go with the unit they led; a leader of a unit destroyed without retreat is
    // destroyed with it (spec B5).
    std::vector<PersonalityUnit> personalities;
    for (const PersonalityUnit &person : state.personalities) {
        PersonalityUnit moved = person;
        bool destroyed = false;
        for (std::size_t i = 0; i < orders.leads.size(); ++i) {
            if (out.leads[i] != LeadError::None || orders.leads[i].who != person.who)
                continue;
            const ProvinceId at = orders.leads[i].unitOrder.unit.province;
            moved.at = movedTo[at];
            moved.withDislodged = a.next.dislodged[at].unit.exists();
            destroyed = !moved.withDislodged && !a.next.units[movedTo[at]].exists();
        }
        const bool slain = out.balrogSlain && person.who == Personality::Gandalf;
        if (!destroyed && !slain)
            personalities.push_back(moved);
    }
    next.personalities = std::move(personalities);
    return out;
}

TurnResult adjudicateRetreatTurn(const Position &position, const HardbopState &state,
                                 std::span<const Order> orders)
{
    TurnResult out;
    // Spec B6.4: a pirate retreats over land or sea. The state says which units are pirates,
    // also for a board read back without that mark.
    Position board = position;
    for (int p = 0; p < position.variant->provinceCount(); ++p)
        board.dislodged[p].amphibious = state.dislodgedTraits[p].unitClass == UnitClass::Pirate;
    adjudicateRetreats(board, orders, out.adjudication);
    const Adjudication &a = out.adjudication;
    HardbopState &next = out.next;
    next = state;
    next.dislodgedTraits.fill({});
    ProvinceId landed[kMaxProvinces];
    std::fill(landed, landed + kMaxProvinces, kNoProvince);
    for (const OrderResult &r : a.results) {
        const bool retreat = r.order.type == OrderType::Retreat || r.order.type == OrderType::Move;
        if (retreat && r.outcome == Outcome::Succeeded)
            landed[r.order.unit.province] = r.order.destination.province;
    }
    for (int p = 0; p < position.variant->provinceCount(); ++p) {
        if (landed[p] != kNoProvince)
            next.traits[landed[p]] = state.dislodgedTraits[p];
    }
    // A leader of a dislodged unit lands with it, or is destroyed with it (spec B3.6).
    std::vector<PersonalityUnit> personalities;
    for (PersonalityUnit person : state.personalities) {
        if (person.withDislodged) {
            if (landed[person.at] == kNoProvince)
                continue;
            person.at = landed[person.at];
            person.withDislodged = false;
        }
        personalities.push_back(person);
    }
    next.personalities = std::move(personalities);
    return out;
}

} // namespace herald::diplomacy::downfall
