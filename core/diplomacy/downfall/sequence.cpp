#include "core/diplomacy/downfall/sequence.h"

#include "core/diplomacy/downfall/leadorders.h"
#include "core/diplomacy/downfall/ownership.h"
#include "core/diplomacy/downfall/victory.h"
#include "core/diplomacy/phaseflow.h"

#include <algorithm>

namespace herald::diplomacy::downfall {

namespace {

/// The engine advances seasons and owners as in a standard year; inside a Hardbop turn the
/// sequence keeps the turn's own calendar and owners until step x.
void keepTurn(Position &board, const Position &turn,
              const std::array<PowerId, kMaxProvinces> &owners)
{
    board.year = turn.year;
    board.month = turn.month;
    board.season = turn.season;
    board.owners = owners;
}

/// Before step i: absent personalities count down, and come back where their controller
/// says once their time is up (pipeline 1, E31).
void returnAbsent(const Variant &v, HardbopState &state, const HardbopTurnOrders &orders,
                  std::vector<Event> &events)
{
    std::vector<Absence> still;
    for (Absence a : state.absences) {
        if (a.turnsLeft > 0) {
            --a.turnsLeft;
            still.push_back(a);
            continue;
        }
        const auto chosen = std::find_if(orders.returns.begin(), orders.returns.end(),
                                         [&](const auto &r) { return r.first == a.who; });
        const PowerId owner = personalityOwner(v, state, a.who);
        const bool legal =
            chosen != orders.returns.end() && chosen->second < v.provinceCount() &&
            (a.who != Personality::Nazgul || v.province(chosen->second).home == owner) &&
            !(v.province(chosen->second).flags & (kFlagRangerOnly | kFlagBalrog));
        if (!legal) { // waits for a legal place
            still.push_back(a);
            continue;
        }
        state.personalities.push_back({a.who, chosen->second});
        Event e = privateEvent(EventKind::PersonalityReturns, 0, powerBit(owner));
        e.personality = a.who;
        e.at = chosen->second;
        e.power = owner;
        events.push_back(e);
    }
    state.absences = std::move(still);
}

/// Orders the engine should see: no orders for units in civil disorder, for Easterlings
/// while another power wears the Ring (E38), nor supports from the off-board box (B6.2).
std::vector<Order> playableOrders(const Position &board, const HardbopState &state,
                                  std::vector<Order> orders)
{
    const Variant &v = *board.variant;
    const PowerId mordor = v.findPower("Mordor");
    const bool easterlingsLost =
        state.ring.status == RingStatus::Worn && state.ring.power != mordor;
    std::erase_if(orders, [&](const Order &o) {
        const ProvinceId at = o.unit.province;
        if (at >= v.provinceCount() || !board.units[at].exists())
            return false; // the engine reports it
        const bool support = o.type == OrderType::SupportHold || o.type == OrderType::SupportMove;
        return state.isEliminated(board.units[at].power) ||
               (easterlingsLost && state.traits[at].easterling) ||
               (support && v.province(at).type == ProvinceType::Offboard);
    });
    return orders;
}

std::vector<Order> retreatsFor(const Position &board, const std::vector<Order> &all)
{
    std::vector<Order> out;
    for (const Order &o : all) {
        if (o.unit.province < kMaxProvinces && board.dislodged[o.unit.province].unit.exists())
            out.push_back(o);
    }
    return out;
}

void rollAbsence(HardbopState &state, herald::dice::Dice &dice, std::vector<Event> &events,
                 int step)
{
    const int turns = dice.d(6, "Hardbop B7.3: turns Gandalf misses after the Balrog");
    state.absences.push_back({Personality::Gandalf, turns});
    Event e = privateEvent(EventKind::PersonalityAbsent, step, 0);
    e.personality = Personality::Gandalf;
    e.value = turns;
    events.push_back(e);
}

/// The public news of a place `kind` when a leader took a unit in: the same as when the
/// personality steps in on its own (movePersonalities).
void placeNews(const Variant &v, EventKind kind, Personality leader, std::uint32_t flag, int stepNo,
               std::vector<Event> &events)
{
    Event e = publicEvent(kind, stepNo);
    e.personality = leader;
    for (int p = 0; p < v.provinceCount(); ++p) {
        if (v.province(ProvinceId(p)).flags & flag)
            e.at = ProvinceId(p);
    }
    events.push_back(e);
}

/// The units the Balrog annihilated as `step` moved them from `before` (B7.3, D5).
void annihilationNews(const Position &before, const Adjudication &step,
                      const std::vector<ProvinceId> &annihilated, int stepNo,
                      std::vector<Event> &events)
{
    for (const OrderResult &r : step.results) {
        const ProvinceId to = r.order.destination.province;
        if (r.order.type != OrderType::Move || r.outcome != Outcome::Succeeded ||
            std::find(annihilated.begin(), annihilated.end(), to) == annihilated.end())
            continue;
        Event e = publicEvent(EventKind::UnitDestroyed, stepNo);
        e.at = to;
        e.power = before.units[r.order.unit.province].power;
        events.push_back(e);
    }
}

/// Spec E24: a unit the Balrog took as it entered Khazad-Dum at step ii lives when Gandalf or
/// Sauron ended the step there too, having entered with it (`gandalfEntered`: he slew the
/// Balrog and left) or standing there already; it stands on `board` again. Once the Balrog
/// serves Mordor only Gandalf saves an entrant (E25). Returns the units the Balrog did take.
std::vector<ProvinceId> spareAccompanied(const Position &before, const HardbopState &start,
                                         const TurnResult &step, bool gandalfEntered,
                                         Position &board, HardbopState &state)
{
    std::vector<ProvinceId> taken;
    for (const ProvinceId at : step.annihilated) {
        const bool accompanied =
            gandalfEntered ||
            std::any_of(state.personalities.begin(), state.personalities.end(),
                        [&](const PersonalityUnit &p) {
                            return p.at == at && (p.who == Personality::Gandalf ||
                                                  (p.who == Personality::Sauron &&
                                                   start.balrog == Balrog::Saruman));
                        });
        if (!accompanied) {
            taken.push_back(at);
            continue;
        }
        for (const OrderResult &r : step.adjudication.results) {
            const ProvinceId from = r.order.unit.province;
            if (r.order.type == OrderType::Move && r.outcome == Outcome::Succeeded &&
                r.order.destination.province == at) {
                board.units[at] = before.units[from];
                board.units[at].coast = r.order.destination.coast;
                state.traits[at] = start.traits[from];
            }
        }
    }
    return taken;
}

/// The Balrog's fate when Gandalf or Sauron led a unit into Khazad-Dum at step ii, and the
/// Ents' when Sauron led an Evil unit into Fangorn (B7.6).
void leaderNews(const Position &before, const TurnResult &step, std::vector<Event> &events)
{
    const Variant &v = *before.variant;
    if (step.balrogSlain)
        placeNews(v, EventKind::BalrogSlain, Personality::Gandalf, kFlagBalrog, 3, events);
    if (step.balrogTurned)
        placeNews(v, EventKind::BalrogTurned, Personality::Sauron, kFlagBalrog, 3, events);
    if (step.entsDestroyed)
        placeNews(v, EventKind::EntsDestroyed, Personality::Sauron, kFlagEnts, 3, events);
}

/// Military units that moved into a space this step, for Ring claims (E33), and the
/// personalities that stepped there by themselves or went along with a unit they led.
RingEntrants entrantsOf(const Adjudication &a, const std::vector<PersonalityOrder> &paths,
                        const std::vector<StepError> &errors, int index,
                        const std::vector<Personality> &leaders)
{
    RingEntrants out;
    for (const OrderResult &r : a.results) {
        if ((r.order.type == OrderType::Move || r.order.type == OrderType::Retreat) &&
            r.outcome == Outcome::Succeeded)
            out.units.set(r.order.destination.province);
    }
    for (std::size_t i = 0; i < paths.size(); ++i) {
        if (errors[i] == StepError::None && static_cast<int>(paths[i].path.size()) > index)
            out.personalities.push_back(paths[i].who);
    }
    out.personalities.insert(out.personalities.end(), leaders.begin(), leaders.end());
    return out;
}

/// Leaders whose led unit moved this step: they entered its new space with it (B5).
std::vector<Personality> movedLeaders(const TurnOrders &orders, const TurnResult &step)
{
    std::vector<Personality> out;
    for (std::size_t i = 0; i < orders.leads.size(); ++i) {
        if (step.leads[i] != LeadError::None)
            continue;
        for (const OrderResult &r : step.adjudication.results) {
            if (r.order.unit.province == orders.leads[i].unitOrder.unit.province &&
                r.order.type == OrderType::Move && r.outcome == Outcome::Succeeded)
                out.push_back(orders.leads[i].who);
        }
    }
    return out;
}

void applyPasses(const Position &board, HardbopState &state, const std::vector<RingPass> &passes,
                 HardbopTurn &out, int step)
{
    // One pass per passing step (E35).
    for (const RingPass &p : passes) {
        out.passes.push_back(passRing(board, state, p, out.events, step));
        if (out.passes.back() == RingError::None)
            break;
    }
}

void advanceCalendar(Position &board)
{
    const Variant &v = *board.variant;
    board.dislodged.fill({});
    board.standoffs.reset();
    board.phase = PhaseType::Movement;
    if (board.season + 1 < static_cast<int>(v.calendar().seasons.size())) {
        ++board.season;
        return;
    }
    board.season = 0;
    if (++board.month >= std::max<int>(1, static_cast<int>(v.calendar().months.size()))) {
        board.month = 0;
        ++board.year;
    }
}

} // namespace

bool isSecondTurn(const Position &position)
{
    return position.season + 1 >= static_cast<int>(position.variant->calendar().seasons.size());
}

HardbopTurn playHardbopTurn(const Position &position, const HardbopState &start,
                            const HardbopTurnOrders &orders, herald::dice::Dice &dice)
{
    const Variant &v = *position.variant;
    HardbopTurn out;
    std::vector<Event> &events = out.events;
    HardbopState state = start;
    // A leave for this turn only lasts while the turn is played; a standing one is kept.
    if (orders.faramirStandingLeave)
        state.faramirLeadsRohan = *orders.faramirStandingLeave;
    const bool standingLeave = state.faramirLeadsRohan;
    state.faramirLeadsRohan = standingLeave || orders.faramirLeaveThisTurn;
    returnAbsent(v, state, orders, events);
    for (const auto &[power, side] : orders.declarations)
        declareAlignment(state, power, side, events);

    // Step ii: Gandalf's command, then the engine with leads and fear (spec D3).
    TurnOrders first = orders.first;
    std::vector<Personality> busy;
    if (orders.gandalfCommand) {
        out.command = applyCommand(position, state, *orders.gandalfCommand, first.units, events);
        if (out.command == CommandError::None)
            busy.push_back(Personality::Gandalf);
    }
    first.units = playableOrders(position, state, std::move(first.units));
    for (const PersonalityOrder &p : orders.personalities) {
        if (p.who == Personality::Gandalf && !p.path.empty() && first.gandalfStep == kNoProvince)
            first.gandalfStep = p.path.front();
    }
    out.first = adjudicateMovementTurn(position, state, first);
    // A support is Gandalf's whole first order, not his second (E17); it reveals him (B4).
    std::vector<Personality> busyFirst;
    if (first.gandalfSupport && state.find(Personality::Gandalf)) {
        busyFirst.push_back(Personality::Gandalf);
        Event e = publicEvent(EventKind::PersonalityRevealed, 2);
        e.personality = Personality::Gandalf;
        e.at = state.find(Personality::Gandalf)->at;
        events.push_back(e);
    }
    std::array<PowerId, kMaxProvinces> owners = position.owners;
    Position board = out.first.adjudication.next;
    keepTurn(board, position, owners);
    state = out.first.next;
    leaderNews(position, out.first, events);
    if (out.first.balrogSlain)
        rollAbsence(state, dice, events, 3);
    for (std::size_t i = 0; i < first.leads.size(); ++i) {
        if (out.first.leads[i] != LeadError::None)
            continue;
        busy.push_back(first.leads[i].who);
        Event e = publicEvent(EventKind::PersonalityRevealed, 2);
        e.personality = first.leads[i].who;
        e.at = first.leads[i].unitOrder.unit.province;
        events.push_back(e);
    }
    if (first.fear) {
        busy.push_back(Personality::Nazgul);
        if (out.first.fear == FearError::None) {
            Event e = publicEvent(EventKind::PersonalityRevealed, 2);
            e.personality = Personality::Nazgul;
            if (const PersonalityUnit *n = state.find(Personality::Nazgul))
                e.at = n->at;
            events.push_back(e);
        }
    }
    const ProvinceId fellowshipAtStart =
        start.find(Personality::Fellowship) ? start.find(Personality::Fellowship)->at : kNoProvince;
    busyFirst.insert(busyFirst.end(), busy.begin(), busy.end());
    auto moved =
        movePersonalities({board, state, orders.personalities, 0, busyFirst, orders.nazgulRetreat});
    out.firstSteps = moved.errors;
    state = moved.next;
    events.insert(events.end(), moved.events.begin(), moved.events.end());
    if (moved.balrogSlain)
        rollAbsence(state, dice, events, 3);
    annihilationNews(position, out.first.adjudication,
                     spareAccompanied(position, start, out.first, moved.balrogSlain, board, state),
                     3, events);

    // Step iii: the Ring follows its carrier and is claimed; encounters.
    carryRing(board, &out.first.adjudication, start, state, events, 3);
    claimRing(board, state,
              entrantsOf(out.first.adjudication, orders.personalities, out.firstSteps, 0,
                         movedLeaders(first, out.first)),
              events, 3);
    const auto met = encounters(board, state, 3);
    events.insert(events.end(), met.begin(), met.end());

    // Step iv: retreats written in advance.
    std::bitset<kMaxProvinces> arrivedByRetreat;
    const auto retreat = [&](std::optional<TurnResult> &slot, int stepNo) {
        if (board.phase != PhaseType::Retreat)
            return;
        const HardbopState before = state;
        slot = adjudicateRetreatTurn(board, state, retreatsFor(board, orders.retreats));
        for (const OrderResult &r : slot->adjudication.results) {
            // A disbanded unit (no retreat written) has no destination.
            if (r.outcome == Outcome::Succeeded && r.order.destination.isValid())
                arrivedByRetreat.set(r.order.destination.province);
        }
        board = slot->adjudication.next;
        keepTurn(board, position, owners);
        board.phase = PhaseType::Movement;
        state = slot->next;
        RingEntrants in;
        in.units = arrivedByRetreat;
        carryRing(board, &slot->adjudication, before, state, events, stepNo);
        claimRing(board, state, in, events, stepNo);
    };
    retreat(out.firstRetreats, 4);
    claimLyingRing(board, state, events, 5);
    applyPasses(board, state, orders.firstPasses, out, 5);

    // Step vi: second steps of Gandalf, the Ranger and the Nazgul; cavalry; the Ents.
    const Position afterFirst = board;
    const HardbopState stateAfterFirst = state;
    // Gandalf's second order is his support of a cavalry second half, or the lead of the
    // cavalry he led at step ii (E17): either replaces his own second step.
    CavalryStep cavalry{position, start, out.first.adjudication, afterFirst, stateAfterFirst};
    cavalry.gandalfSupport = orders.gandalfSecondSupport;
    const PersonalityUnit *gandalf = state.find(Personality::Gandalf);
    for (std::size_t i = 0; gandalf && orders.gandalfLeadsSecondHalf && i < first.leads.size();
         ++i) {
        const ProvinceId from = first.leads[i].unitOrder.unit.province;
        if (out.first.leads[i] == LeadError::None && first.leads[i].who == Personality::Gandalf &&
            start.traits[from].unitClass == UnitClass::Cavalry)
            cavalry.gandalfLeads = gandalf->at;
    }
    for (std::size_t i = 0; i < first.leads.size(); ++i) {
        if (out.first.leads[i] == LeadError::None)
            cavalry.firstLeaders.push_back(first.leads[i].who);
    }
    if (orders.gandalfSecondSupport)
        busy.push_back(Personality::Gandalf);
    moved = movePersonalities({board, state, orders.personalities, 1, busy, orders.nazgulRetreat});
    out.secondSteps = moved.errors;
    events.insert(events.end(), moved.events.begin(), moved.events.end());
    if (moved.balrogSlain)
        rollAbsence(moved.next, dice, events, 6);
    out.second = adjudicateCavalryStep(cavalry, orders.secondHalves);
    board = out.second.adjudication.next;
    keepTurn(board, position, owners);
    state = out.second.next;
    state.personalities = moved.next.personalities;
    std::vector<Personality> secondLeaders;
    if (out.second.gandalfTo != kNoProvince && state.find(Personality::Gandalf)) {
        state.find(Personality::Gandalf)->at = out.second.gandalfTo;
        secondLeaders.push_back(Personality::Gandalf);
    }
    state.absences = moved.next.absences;
    state.balrog = moved.next.balrog;
    annihilationNews(afterFirst, out.second.adjudication, out.second.annihilated, 7, events);
    if (out.second.balrogSlain) {
        // Gandalf led a cavalry second half into Khazad-Dum (B7.3, E17): he leaves the board.
        state.balrog = Balrog::Slain;
        std::erase_if(state.personalities,
                      [](const PersonalityUnit &p) { return p.who == Personality::Gandalf; });
        secondLeaders.clear();
        placeNews(v, EventKind::BalrogSlain, Personality::Gandalf, kFlagBalrog, 7, events);
        rollAbsence(state, dice, events, 7);
    }
    state.entsGone = moved.next.entsGone;
    state.pathsWalked = moved.next.pathsWalked;
    state.fortressLost |= moved.next.fortressLost;
    if (orders.entsMarch)
        out.march = entsMarch(board, state, fellowshipAtStart, events);
    carryRing(board, &out.second.adjudication, stateAfterFirst, state, events, 7);
    claimRing(board, state,
              entrantsOf(out.second.adjudication, orders.personalities, out.secondSteps, 1,
                         secondLeaders),
              events, 7);
    const auto metAgain = encounters(board, state, 7);
    events.insert(events.end(), metAgain.begin(), metAgain.end());
    retreat(out.secondRetreats, 8);
    claimLyingRing(board, state, events, 9);
    applyPasses(board, state, orders.secondPasses, out, 9);

    // End of movement: the Ranger's declarations and the Paths (pipeline 11).
    board.owners = owners;
    if (orders.neutralise)
        out.neutralised = neutralise(board, state, *orders.neutralise, events);
    if (state.pathsWalked && !start.pathsWalked)
        completePaths(board, state, events);

    // Steps x and xi, in II turns.
    if (isSecondTurn(position)) {
        updateOwnership(board, state, events);
        board.phase = PhaseType::Adjustment;
        AdjustmentTurn adjusted = adjudicateHardbopAdjustments(board, state, orders.adjustments,
                                                               orders.adjustmentClasses);
        out.adjustments = std::move(adjusted.turn);
        out.builds = std::move(adjusted.builds);
        out.adjustmentClasses = std::move(adjusted.classes);
        const auto ownersNow = board.owners;
        board = out.adjustments->adjudication.next;
        keepTurn(board, position, ownersNow);
        state = out.adjustments->next;
        RingEntrants built;
        for (const OrderResult &r : out.adjustments->adjudication.results) {
            if (r.order.type == OrderType::Build && r.outcome == Outcome::Succeeded)
                built.units.set(r.order.unit.province);
        }
        claimRing(board, state, built, events, 10);
        applyCaptures(state, events);
    }

    // Step xii: personalities destroyed; Ring carriers' fates follow.
    std::bitset<kMaxProvinces> led;
    for (std::size_t i = 0; i < first.leads.size(); ++i) {
        const PersonalityUnit *p = state.find(first.leads[i].who);
        if (out.first.leads[i] == LeadError::None && p && board.units[p->at].exists())
            led.set(p->at);
    }
    const DestructionResult fallen =
        destroyPersonalities({board, state, orders.destroy, arrivedByRetreat, led}, dice);
    out.destroyed = fallen.destroyed;
    state = fallen.next;
    events.insert(events.end(), fallen.events.begin(), fallen.events.end());
    carryRing(board, nullptr, state, state, events, 12);

    // Step xiii: the Ring put on or unmade; victory.
    if (orders.wearRing != kNoPower)
        out.ringOrder = wearRing(board, state, orders.wearRing, events);
    else if (orders.destroyRing != kNoPower)
        out.ringOrder = destroyRing(board, state, orders.destroyRing, events);
    out.ringDestroyed = state.ring.status == RingStatus::Destroyed;
    if (state.ring.status == RingStatus::Worn && state.ring.personality == Personality::Sauron)
        out.victor = v.findPower("Mordor");
    else if (!out.ringDestroyed)
        out.victor = hardbopVictor(board, state, ringBearer(state));
    if (out.victor != kNoPower || out.ringDestroyed) {
        Event e = publicEvent(EventKind::Victory, 13);
        e.power = out.victor;
        events.push_back(e);
    }
    fillEasterlingBox(board, state);
    advanceCalendar(board);
    out.position = board;
    state.faramirLeadsRohan = standingLeave;
    out.state = state;
    return out;
}

} // namespace herald::diplomacy::downfall
