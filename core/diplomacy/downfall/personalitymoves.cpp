#include "core/diplomacy/downfall/personalitymoves.h"

#include "core/diplomacy/downfall/leadorders.h"

#include <algorithm>

namespace herald::diplomacy::downfall {

namespace {

bool crossesMountains(Personality who)
{
    return who == Personality::Gandalf || who == Personality::Sauron ||
           who == Personality::Saruman || who == Personality::Nazgul;
}

/// The Paths of the Dead, if the variant declares them (B14.2 SPECIAL record).
const SpecialPassage *paths(const Variant &v)
{
    for (const SpecialPassage &s : v.specials()) {
        if (s.name == "PATHS_OF_THE_DEAD")
            return &s;
    }
    return nullptr;
}

/// The first space by full name the Nazgul may flee to (E20), or kNoProvince.
ProvinceId fallbackRetreat(const Variant &v, const HardbopState &state, ProvinceId from,
                           ProvinceId gandalf)
{
    ProvinceId best = kNoProvince;
    for (int p = 0; p < v.provinceCount(); ++p) {
        const auto to = static_cast<ProvinceId>(p);
        if (to == gandalf || checkStep(v, state, Personality::Nazgul, from, to) != StepError::None)
            continue;
        if (best == kNoProvince || v.province(to).name < v.province(best).name)
            best = to;
    }
    return best;
}

/// Whether the Balrog spares `who` ending a step in Khazad-Dum (B7.3, E24 to E26).
bool balrogSpares(const Variant &v, const HardbopState &state, Personality who, bool accompanied,
                  bool lastStep)
{
    if (state.balrog == Balrog::Slain || accompanied || who == Personality::Sauron)
        return true;
    if (who == Personality::Ranger)
        return !lastStep;
    const PowerId master = v.findPower(state.balrog == Balrog::Saruman ? "Saruman" : "Mordor");
    return personalityOwner(v, state, who) == master;
}

} // namespace

int stepsAllowed(const HardbopState &state, Personality who)
{
    switch (who) {
    case Personality::Gandalf:
    case Personality::Nazgul:
        return 2;
    case Personality::Ranger:
        return state.pathsWalked ? 1 : 2;
    default:
        return 1;
    }
}

StepError checkStep(const Variant &v, const HardbopState &state, Personality who, ProvinceId from,
                    ProvinceId to)
{
    const Province &target = v.province(to);
    if (target.type == ProvinceType::Offboard)
        return StepError::OffBoard;
    if ((target.flags & kFlagRangerOnly) && who != Personality::Ranger)
        return StepError::RangerOnly;
    if (who == Personality::Nazgul && target.type == ProvinceType::Sea)
        return StepError::SeaForNazgul;
    const PowerId owner = personalityOwner(v, state, who);
    if ((target.flags & kFlagEnts) && !state.entsGone && who != Personality::Sauron &&
        owner != kNoPower && state.alignment[owner] == Alignment::Evil)
        return StepError::ClosedToEvil;
    if (const SpecialPassage *walk = paths(v); walk && who == Personality::Ranger) {
        if (from == walk->from && to == walk->to)
            return StepError::None;
        if (from == walk->to && to == walk->from)
            return state.pathsWalked ? StepError::None : StepError::PathsNotWalked;
    }
    bool border = false;
    bool mountain = false;
    for (const Edge &e : v.edges()) {
        if (e.from != from || e.to != to)
            continue;
        if (who == Personality::Nazgul && (e.flags & kEdgeSeaOrLake))
            return StepError::SeaForNazgul;
        border = true;
        mountain = mountain || (e.flags & kEdgeMountain);
    }
    if (!border)
        return StepError::NotAdjacent;
    if (mountain && !crossesMountains(who))
        return StepError::Mountain;
    return StepError::None;
}

PersonalityStepResult movePersonalities(const PersonalityStep &step)
{
    const Variant &v = *step.board.variant;
    PersonalityStepResult out;
    out.next = step.state;
    HardbopState &next = out.next;
    const int stepNo = step.index == 0 ? 2 : 6;
    // Where each personality means to go this step (kNoProvince: it stays).
    std::vector<ProvinceId> dest(step.orders.size(), kNoProvince);
    for (std::size_t i = 0; i < step.orders.size(); ++i) {
        const PersonalityOrder &o = step.orders[i];
        StepError e = StepError::None;
        const PersonalityUnit *p = step.state.find(o.who);
        const auto index = static_cast<std::size_t>(step.index);
        if (o.path.size() <= index) {
            out.errors.push_back(e);
            continue;
        }
        if (!p)
            e = StepError::NotOnBoard;
        else if (std::find(step.busy.begin(), step.busy.end(), o.who) != step.busy.end())
            e = StepError::Busy;
        else if (static_cast<int>(o.path.size()) > stepsAllowed(step.state, o.who))
            e = StepError::TooManySteps;
        else if (index == 0 || p->at == o.path[0])
            e = checkStep(v, step.state, o.who, p->at, o.path[index]);
        else
            e = StepError::NotOnBoard; // the first step failed: the second is void (B6.3 alike)
        out.errors.push_back(e);
        if (e == StepError::None)
            dest[i] = o.path[index];
    }
    // Gandalf takes a space the Nazgul also wants, or stays in (F18 a, c).
    const PersonalityUnit *gandalf = step.state.find(Personality::Gandalf);
    ProvinceId gandalfEnd = gandalf ? gandalf->at : kNoProvince;
    for (std::size_t i = 0; i < step.orders.size(); ++i) {
        if (step.orders[i].who == Personality::Gandalf && dest[i] != kNoProvince)
            gandalfEnd = dest[i];
    }
    for (std::size_t i = 0; i < step.orders.size(); ++i) {
        if (step.orders[i].who != Personality::Nazgul || dest[i] == kNoProvince ||
            dest[i] != gandalfEnd)
            continue;
        Event e = privateEvent(EventKind::PersonalityBlocked, stepNo,
                               powerBit(step.state.nazgulController));
        e.personality = Personality::Nazgul;
        e.at = dest[i];
        e.power = step.state.nazgulController;
        out.events.push_back(e);
        dest[i] = kNoProvince;
    }
    std::vector<Personality> moved;
    for (std::size_t i = 0; i < step.orders.size(); ++i) {
        if (dest[i] == kNoProvince)
            continue;
        PersonalityUnit *p = next.find(step.orders[i].who);
        const SpecialPassage *walk = paths(v);
        if (p->who == Personality::Ranger && walk && p->at == walk->from && dest[i] == walk->to &&
            !next.pathsWalked) {
            next.pathsWalked = true;
            p->doubled = true;
            Event e = publicEvent(EventKind::PathsWalked, stepNo);
            e.personality = Personality::Ranger;
            e.at = dest[i];
            e.power = personalityOwner(v, next, Personality::Ranger);
            out.events.push_back(e);
        }
        p->at = dest[i];
        moved.push_back(p->who);
    }
    // The Nazgul flees the space Gandalf ends his step in (F18 b, E20).
    PersonalityUnit *nazgul = next.find(Personality::Nazgul);
    if (nazgul && gandalfEnd != kNoProvince && nazgul->at == gandalfEnd) {
        ProvinceId to = step.nazgulRetreat;
        if (to == kNoProvince || to == gandalfEnd ||
            checkStep(v, next, Personality::Nazgul, nazgul->at, to) != StepError::None)
            to = fallbackRetreat(v, next, nazgul->at, gandalfEnd);
        Event e = publicEvent(EventKind::NazgulDisplaced, stepNo);
        e.personality = Personality::Nazgul;
        e.at = nazgul->at;
        e.other = to;
        e.power = next.nazgulController;
        out.events.push_back(e);
        nazgul->at = to;
        if (to == kNoProvince) // nowhere to go: it is lost as a unit without retreat is
            next.absences.push_back({Personality::Nazgul, 2});
    }
    // Khazad-Dum and Fangorn for personalities (B7.3, B7.6, E24 to E28).
    const bool lastStep = step.index == 1;
    std::vector<PersonalityUnit> kept;
    for (const PersonalityUnit &p : next.personalities) {
        if (p.at == kNoProvince)
            continue;
        const std::uint32_t flags = v.province(p.at).flags;
        const bool entered = std::find(moved.begin(), moved.end(), p.who) != moved.end();
        if ((flags & kFlagEnts) && entered && p.who == Personality::Sauron && !next.entsGone) {
            next.entsGone = true;
            next.fortressLost.set(p.at);
            Event e = publicEvent(EventKind::EntsDestroyed, stepNo);
            e.at = p.at;
            out.events.push_back(e);
        }
        if (!(flags & kFlagBalrog) || (!entered && !(lastStep && p.who == Personality::Ranger))) {
            kept.push_back(p);
            continue;
        }
        if (p.who == Personality::Gandalf && next.balrog != Balrog::Slain) {
            next.balrog = Balrog::Slain;
            out.balrogSlain = true;
            Event e = publicEvent(EventKind::BalrogSlain, stepNo);
            e.personality = Personality::Gandalf;
            e.at = p.at;
            out.events.push_back(e);
            continue; // he leaves the board; the sequence rolls for his return (C3)
        }
        if (p.who == Personality::Sauron && next.balrog == Balrog::Saruman) {
            next.balrog = Balrog::Mordor;
            Event e = publicEvent(EventKind::BalrogTurned, stepNo);
            e.personality = Personality::Sauron;
            e.at = p.at;
            out.events.push_back(e);
        }
        bool accompanied = false;
        for (const PersonalityUnit &q : next.personalities) {
            accompanied =
                accompanied || (q.at == p.at && (q.who == Personality::Gandalf ||
                                                 (q.who == Personality::Sauron && q.who != p.who)));
        }
        if (balrogSpares(v, next, p.who, accompanied, lastStep)) {
            kept.push_back(p);
            continue;
        }
        Event e = publicEvent(EventKind::PersonalityDestroyed, stepNo);
        e.personality = p.who;
        e.at = p.at;
        e.power = personalityOwner(v, next, p.who);
        out.events.push_back(e);
    }
    next.personalities = std::move(kept);
    for (Personality who : moved) {
        if (const PersonalityUnit *p = next.find(who)) {
            const PowerId owner = personalityOwner(v, next, who);
            Event e = privateEvent(EventKind::PersonalityAt, stepNo, powerBit(owner));
            e.isPublic = who == Personality::Sauron; // Sauron is always reported (B4)
            e.personality = who;
            e.at = p->at;
            e.power = owner;
            out.events.push_back(e);
        }
    }
    return out;
}

std::vector<Event> encounters(const Position &board, const HardbopState &state, int step)
{
    const Variant &v = *board.variant;
    std::vector<Event> out;
    const auto note = [&](const PersonalityUnit &p, PowerId owner, PowerId met) {
        Event e = privateEvent(EventKind::Encounter, step, powerBit(owner) | powerBit(met));
        e.personality = p.who;
        e.at = p.at;
        e.power = owner;
        e.otherPower = met;
        out.push_back(e);
    };
    for (const PersonalityUnit &p : state.personalities) {
        const PowerId owner = personalityOwner(v, state, p.who);
        const Unit &unit = board.units[p.at];
        if (unit.exists() && unit.power != owner)
            note(p, owner, unit.power);
        for (const PersonalityUnit &q : state.personalities) {
            const PowerId other = personalityOwner(v, state, q.who);
            if (q.at == p.at && other != owner && p.who < q.who)
                note(p, owner, other);
        }
    }
    return out;
}

std::string_view describe(StepError error)
{
    switch (error) {
    case StepError::None:
        return "";
    case StepError::NotOnBoard:
        return "the personality is not where this step starts";
    case StepError::TooManySteps:
        return "the personality has fewer steps this turn";
    case StepError::NotAdjacent:
        return "the two spaces do not border each other";
    case StepError::Mountain:
        return "only Gandalf, Sauron, Saruman and the Nazgul cross a mountain line";
    case StepError::SeaForNazgul:
        return "the Nazgul keeps off the sea and lakes";
    case StepError::RangerOnly:
        return "Erech lets in the Ranger alone";
    case StepError::PathsNotWalked:
        return "the Ranger comes back from Erech only after walking the Paths from Edoras";
    case StepError::ClosedToEvil:
        return "the Ents keep Evil out of Fangorn";
    case StepError::OffBoard:
        return "nothing goes into the off-board box";
    case StepError::Busy:
        return "the personality led a unit or spread fear instead of moving";
    }
    return "";
}

} // namespace herald::diplomacy::downfall
