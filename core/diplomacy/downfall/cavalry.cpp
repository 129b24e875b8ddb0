#include "core/diplomacy/downfall/cavalry.h"

#include "core/diplomacy/downfall/leadorders.h"
#include "core/diplomacy/downfall/turn.h"
#include "core/diplomacy/movement.h"

#include <algorithm>

namespace herald::diplomacy::downfall {

namespace {

bool isSupport(OrderType t)
{
    return t == OrderType::SupportHold || t == OrderType::SupportMove;
}

/// Judges one second half from the first half of the cavalry meant to stand in its space.
SecondHalfError judgeHalf(const CavalryStep &step, const Order &second)
{
    const ProvinceId at = second.unit.province;
    for (const OrderResult &r : step.firstHalf.results) {
        const ProvinceId from = r.order.unit.province;
        const Unit &unit = step.turnStart.units[from];
        if (!unit.exists() || step.turnState.traits[from].unitClass != UnitClass::Cavalry ||
            (second.power != kNoPower && second.power != unit.power))
            continue;
        const bool moved = r.order.type == OrderType::Move && r.outcome != Outcome::Illegal;
        if ((moved ? r.order.destination.province : from) != at)
            continue;
        if (r.dislodged)
            return SecondHalfError::Dislodged;
        if (moved && r.outcome != Outcome::Succeeded)
            return SecondHalfError::FirstHalfFailed;
        if (isSupport(r.order.type) && r.outcome != Outcome::Succeeded)
            return SecondHalfError::FirstHalfFailed;
        const bool supportsNow = isSupport(second.type);
        if ((moved && supportsNow) || (isSupport(r.order.type) && second.type == OrderType::Move))
            return SecondHalfError::MixedHalves;
        return SecondHalfError::None;
    }
    return SecondHalfError::NotCavalry;
}

/// Gandalf in the second step (E17): his support backs only a cavalry second-half move,
/// and he leads the second half of the cavalry he led in the first.
void addGandalf(const CavalryStep &step, TurnOrders &second, CavalryStepResult &out)
{
    const auto moveAt = [&](ProvinceId at) -> const Order * {
        for (const Order &o : second.units) {
            if (o.type == OrderType::Move && o.unit.province == at)
                return &o;
        }
        return nullptr;
    };
    if (step.gandalfSupport) {
        const Order *backed = moveAt(step.gandalfSupport->target);
        second.gandalfSupport = step.gandalfSupport;
        out.gandalfSupport =
            backed && backed->destination.province == step.gandalfSupport->destination
                ? judgeGandalfSupport(step.board, step.boardState, second)
                : GandalfSupportError::NotMatched;
        if (out.gandalfSupport != GandalfSupportError::None)
            second.gandalfSupport.reset();
    }
    if (step.gandalfLeads == kNoProvince)
        return;
    for (const Order &o : second.units) {
        if (o.unit.province == step.gandalfLeads)
            second.leads.push_back({Personality::Gandalf, o});
    }
}

/// Spec D4: a unit with no second-half order holds with the leaders of step ii still with
/// it. Gandalf leading a second half is counted by addGandalf instead.
void addHolderLeads(const CavalryStep &step, TurnOrders &second)
{
    for (Personality who : step.firstLeaders) {
        const PersonalityUnit *leader = step.boardState.find(who);
        if (!leader || !step.board.units[leader->at].exists() ||
            (who == Personality::Gandalf && step.gandalfLeads != kNoProvince))
            continue;
        const bool acts =
            std::any_of(second.units.begin(), second.units.end(),
                        [&](const Order &o) { return o.unit.province == leader->at; });
        if (acts)
            continue;
        LeadOrder hold{who, {}};
        hold.unitOrder.unit = {leader->at, step.board.units[leader->at].coast};
        second.leads.push_back(hold);
    }
}

} // namespace

CavalryStepResult adjudicateCavalryStep(const CavalryStep &step,
                                        std::span<const Order> secondHalves)
{
    CavalryStepResult out;
    std::vector<Order> valid;
    for (const Order &o : secondHalves)
        out.halves.push_back(judgeHalf(step, o));
    // Second-half supports back only cavalry second-half moves (spec B6.3).
    for (std::size_t i = 0; i < secondHalves.size(); ++i) {
        const Order &o = secondHalves[i];
        if (out.halves[i] != SecondHalfError::None || !isSupport(o.type))
            continue;
        bool backsCavalry = false;
        for (std::size_t j = 0; j < secondHalves.size(); ++j) {
            const Order &m = secondHalves[j];
            backsCavalry =
                backsCavalry ||
                (out.halves[j] == SecondHalfError::None && m.type == OrderType::Move &&
                 o.type == OrderType::SupportMove && m.unit.province == o.target.province &&
                 m.destination.province == o.destination.province);
        }
        if (!backsCavalry)
            out.halves[i] = SecondHalfError::SupportsNonCavalry;
    }
    for (std::size_t i = 0; i < secondHalves.size(); ++i) {
        if (out.halves[i] == SecondHalfError::None)
            valid.push_back(secondHalves[i]);
    }
    // The second step belongs to the same turn: its phase and owners are the turn's.
    Position board = step.board;
    board.year = step.turnStart.year;
    board.month = step.turnStart.month;
    board.season = step.turnStart.season;
    board.phase = PhaseType::Movement;
    board.owners = step.turnStart.owners;
    board.dislodged.fill({});
    board.standoffs.reset();
    TurnOrders second;
    second.units = valid;
    addGandalf(step, second, out);
    const bool gandalfAsked = !second.leads.empty();
    addHolderLeads(step, second);
    FearError fear = FearError::None;
    const std::vector<LeadError> leads = judgeLeads(board, step.boardState, second);
    out.gandalfLed = gandalfAsked && leads.front() == LeadError::None;
    const StrengthRules rules = strengthRules(board, step.boardState, second, leads, fear);
    // The Balrog meets cavalry as it meets any unit (B7.3): the special places of step ii.
    TurnResult placed;
    adjudicateMovement(board, valid, placed.adjudication, &rules);
    placed.next = carryTraits(board, step.boardState, placed.adjudication);
    std::vector<LeadOrder> led;
    for (std::size_t i = 0; i < second.leads.size(); ++i) {
        if (leads[i] == LeadError::None)
            led.push_back(second.leads[i]);
    }
    enterSpecialPlaces(board, step.boardState, led, placed);
    out.adjudication = std::move(placed.adjudication);
    out.next = std::move(placed.next);
    out.annihilated = std::move(placed.annihilated);
    out.balrogSlain = placed.balrogSlain;
    // A leader goes with the unit it led (B5).
    for (const OrderResult &r : out.adjudication.results) {
        if (out.gandalfLed && r.order.unit.province == step.gandalfLeads &&
            r.order.type == OrderType::Move && r.outcome == Outcome::Succeeded)
            out.gandalfTo = r.order.destination.province;
    }
    return out;
}

std::string_view describe(SecondHalfError error)
{
    switch (error) {
    case SecondHalfError::None:
        return "";
    case SecondHalfError::NotCavalry:
        return "no cavalry of that power was due to stand there";
    case SecondHalfError::FirstHalfFailed:
        return "the first half failed, so the second half fails too";
    case SecondHalfError::Dislodged:
        return "the cavalry was dislodged in the first half";
    case SecondHalfError::MixedHalves:
        return "cavalry either manoeuvres or supports for the whole turn";
    case SecondHalfError::SupportsNonCavalry:
        return "a second-half support may only back a cavalry second-half move";
    }
    return "";
}

} // namespace herald::diplomacy::downfall
