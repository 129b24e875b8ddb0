#include "core/diplomacy/downfall/destruction.h"

#include "core/diplomacy/downfall/leadorders.h"

#include <algorithm>

namespace herald::diplomacy::downfall {

namespace {

bool ordered(std::span<const DestroyOrder> orders, PowerId power, Personality who)
{
    return std::any_of(orders.begin(), orders.end(), [&](const DestroyOrder &o) {
        return o.power == power && (!o.target || *o.target == who);
    });
}

/// Gandalf first, then the Ranger, then the Fellowship, so that protections hold (E51).
int rank(Personality who)
{
    switch (who) {
    case Personality::Gandalf:
        return 0;
    case Personality::Ranger:
        return 1;
    case Personality::Fellowship:
        return 2;
    default:
        return 3 + static_cast<int>(who);
    }
}

/// Spec B4 (Sauron), E40: Mordor leaves the game and its units stand as single armies.
void eliminateMordor(const Variant &v, HardbopState &next, const Position &board)
{
    const PowerId mordor = v.findPower("Mordor");
    next.eliminated = static_cast<std::uint16_t>(next.eliminated | powerBit(mordor));
    for (int p = 0; p < v.provinceCount(); ++p) {
        if (board.units[p].power == mordor)
            next.traits[p].multiple = 1;
    }
    next.easterlingsOffBoard = 0;
    if (next.nazgulController == mordor) {
        std::erase_if(next.personalities,
                      [](const PersonalityUnit &p) { return p.who == Personality::Nazgul; });
        std::erase_if(next.absences, [](const Absence &a) { return a.who == Personality::Nazgul; });
    }
}

} // namespace

bool mayDestroy(const DestructionInput &input, ProvinceId unitAt, Personality who)
{
    const Variant &v = *input.board.variant;
    const HardbopState &state = input.state;
    const Unit &unit = input.board.units[unitAt];
    const PersonalityUnit *person = state.find(who);
    if (!unit.exists() || !person || person->at != unitAt || input.arrivedByRetreat[unitAt] ||
        state.isEliminated(unit.power) || unit.power == personalityOwner(v, state, who) ||
        !ordered(input.orders, unit.power, who))
        return false;
    if (who == Personality::Gandalf || who == Personality::Nazgul)
        return state.traits[unitAt].multiple > 1 || input.ledUnits[unitAt];
    if (who == Personality::Ranger)
        return state.alignment[unit.power] == Alignment::Evil ||
               ((state.rangerGrudges >> unit.power) & 1u);
    return true;
}

DestructionResult destroyPersonalities(const DestructionInput &input, herald::dice::Dice &dice)
{
    const Variant &v = *input.board.variant;
    DestructionResult out;
    out.next = input.state;
    std::vector<PersonalityUnit> order = input.state.personalities;
    std::stable_sort(order.begin(), order.end(),
                     [](const auto &a, const auto &b) { return rank(a.who) < rank(b.who); });
    const auto alive = [&](Personality who, ProvinceId at) {
        const PersonalityUnit *p = out.next.find(who);
        return p && p->at == at;
    };
    for (const PersonalityUnit &p : order) {
        const bool guarded = (p.who == Personality::Ranger || p.who == Personality::Fellowship) &&
                             alive(Personality::Gandalf, p.at);
        const bool shielded = p.who == Personality::Fellowship && alive(Personality::Ranger, p.at);
        if (guarded || shielded || !mayDestroy(input, p.at, p.who))
            continue;
        const PowerId owner = personalityOwner(v, out.next, p.who);
        const PowerId killer = input.board.units[p.at].power;
        std::erase_if(out.next.personalities,
                      [&](const PersonalityUnit &q) { return q.who == p.who; });
        out.destroyed.push_back(p.who);
        Event e = publicEvent(EventKind::PersonalityDestroyed, 12);
        e.personality = p.who;
        e.at = p.at;
        e.power = owner;
        e.otherPower = killer;
        out.events.push_back(e);
        RingState &ring = out.next.ring;
        if (ring.status == RingStatus::Carried && ring.personality == p.who) {
            // E37: the Ring goes to the unit that destroyed its bearer.
            ring.personality.reset();
            ring.power = killer;
            Event claim = privateEvent(EventKind::RingClaimed, 12, powerBit(killer));
            claim.at = p.at;
            claim.power = killer;
            out.events.push_back(claim);
        }
        if (p.who == Personality::Gandalf || p.who == Personality::Nazgul) {
            const int turns = p.who == Personality::Gandalf
                                  ? dice.d(6, "Hardbop B4: turns before Gandalf returns")
                                  : 2;
            out.next.absences.push_back({p.who, turns});
            // The die stays with the GM (C1); the owner learns only that he is gone.
            Event absent = privateEvent(EventKind::PersonalityAbsent, 12, 0);
            absent.personality = p.who;
            absent.value = turns;
            out.events.push_back(absent);
        }
        if (p.who == Personality::Sauron) {
            out.mordorEliminated = true;
            eliminateMordor(v, out.next, input.board);
            Event gone = publicEvent(EventKind::Eliminated, 12);
            gone.power = owner;
            out.events.push_back(gone);
        }
    }
    return out;
}

} // namespace herald::diplomacy::downfall
