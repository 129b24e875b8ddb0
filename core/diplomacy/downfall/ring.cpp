#include "core/diplomacy/downfall/ring.h"

#include "core/diplomacy/downfall/leadorders.h"

#include <algorithm>

namespace herald::diplomacy::downfall {

namespace {

/// Claim priority of spec B9.3; military units come after every personality.
constexpr Personality kPriority[] = {
    Personality::Sauron, Personality::Fellowship, Personality::Gandalf, Personality::Ranger,
    Personality::Nazgul, Personality::Saruman,    Personality::Faramir};

bool nearMordor(const Position &start, const HardbopState &state, ProvinceId space)
{
    const Variant &v = *start.variant;
    const PowerId mordor = v.findPower("Mordor");
    const auto near = [&](ProvinceId p) {
        return std::min(v.distance(p, space), v.distance(space, p)) <= 3;
    };
    for (int p = 0; p < v.provinceCount(); ++p) {
        const auto id = static_cast<ProvinceId>(p);
        const bool box =
            v.province(id).type == ProvinceType::Offboard && v.province(id).home == mordor;
        if ((start.units[p].power == mordor || box) && near(id))
            return true;
    }
    return std::any_of(state.personalities.begin(), state.personalities.end(), [&](auto &p) {
        return (p.who == Personality::Sauron || p.who == Personality::Nazgul) && near(p.at);
    });
}

/// The wearer lost the Ring: it is out of the game, and Mordor gets back what it lost
/// (B9.5, E38, E39).
void wearerFalls(Position &board, HardbopState &state, std::vector<Event> &events, int stepNo)
{
    const Variant &v = *board.variant;
    const PowerId wearer = state.ring.power;
    const PowerId mordor = v.findPower("Mordor");
    state.eliminated = static_cast<std::uint16_t>(state.eliminated | powerBit(wearer));
    Event e = publicEvent(EventKind::Eliminated, stepNo);
    e.power = wearer;
    events.push_back(e);
    if (wearer == mordor || state.isEliminated(mordor))
        return;
    state.nazgulController = mordor;
    for (int p = 0; p < v.provinceCount(); ++p) {
        const Province &province = v.province(static_cast<ProvinceId>(p));
        if (province.type == ProvinceType::Offboard && province.home == mordor)
            board.owners[p] = mordor;
    }
}

void drop(Position &board, HardbopState &state, std::vector<Event> &events, int stepNo)
{
    RingState &r = state.ring;
    if (r.status == RingStatus::Worn)
        wearerFalls(board, state, events, stepNo);
    Event e = privateEvent(EventKind::RingDropped, stepNo, powerBit(r.power));
    e.at = r.at;
    e.power = r.power;
    events.push_back(e);
    r.status = RingStatus::Lying;
    r.power = kNoPower;
    r.personality.reset();
}

void claim(HardbopState &state, PowerId power, std::optional<Personality> who,
           std::vector<Event> &events, int stepNo)
{
    RingState &r = state.ring;
    r.status = RingStatus::Carried;
    r.power = power;
    r.personality = who;
    Event e = privateEvent(EventKind::RingClaimed, stepNo, powerBit(power));
    e.personality = who;
    e.at = r.at;
    e.power = power;
    events.push_back(e);
}

} // namespace

bool hideRing(const Position &start, HardbopState &state, ProvinceId space)
{
    const Variant &v = *start.variant;
    constexpr std::uint32_t barred = kFlagRangerOnly | kFlagBalrog | kFlagOrodruin;
    if (space >= v.provinceCount() || (v.province(space).flags & barred) ||
        v.province(space).type == ProvinceType::Offboard || start.units[space].exists() ||
        nearMordor(start, state, space))
        return false;
    state.ring = {};
    state.ring.at = space;
    return true;
}

void carryRing(Position &boardAfter, const Adjudication *step, const HardbopState &before,
               HardbopState &after, std::vector<Event> &events, int stepNo)
{
    RingState &r = after.ring;
    if (r.status != RingStatus::Carried && r.status != RingStatus::Worn)
        return;
    if (r.personality) {
        const PersonalityUnit *p = after.find(*r.personality);
        // Gandalf holds it where he claimed it and leaves it there when he goes (E34).
        if (p && (*r.personality != Personality::Gandalf || p->at == r.at))
            r.at = p->at;
        else
            drop(boardAfter, after, events, stepNo);
        return;
    }
    if (step) {
        for (const OrderResult &res : step->results) {
            if (res.order.unit.province == before.ring.at && res.order.type == OrderType::Move &&
                res.outcome == Outcome::Succeeded) {
                r.at = res.order.destination.province;
                break;
            }
        }
    }
    const Unit &unit = boardAfter.units[r.at];
    if (!unit.exists() || unit.power != r.power)
        drop(boardAfter, after, events, stepNo);
}

void claimRing(const Position &board, HardbopState &state, const RingEntrants &entrants,
               std::vector<Event> &events, int stepNo)
{
    const Variant &v = *board.variant;
    RingState &r = state.ring;
    if ((r.status != RingStatus::Hidden && r.status != RingStatus::Lying) || r.at == kNoProvince)
        return;
    for (Personality who : kPriority) {
        const PersonalityUnit *p = state.find(who);
        const bool entered = std::find(entrants.personalities.begin(), entrants.personalities.end(),
                                       who) != entrants.personalities.end();
        if (p && entered && p->at == r.at) {
            claim(state, personalityOwner(v, state, who), who, events, stepNo);
            return;
        }
    }
    if (entrants.units[r.at] && board.units[r.at].exists())
        claim(state, board.units[r.at].power, std::nullopt, events, stepNo);
}

void claimLyingRing(const Position &board, HardbopState &state, std::vector<Event> &events,
                    int stepNo)
{
    if (state.ring.status != RingStatus::Lying || state.ring.at == kNoProvince)
        return;
    // Everyone standing there counts as having come in (E33 second clause).
    RingEntrants standing;
    for (const PersonalityUnit &p : state.personalities) {
        if (p.at == state.ring.at)
            standing.personalities.push_back(p.who);
    }
    standing.units.set(state.ring.at);
    claimRing(board, state, standing, events, stepNo);
}

RingError passRing(const Position &board, HardbopState &state, const RingPass &pass,
                   std::vector<Event> &events, int stepNo)
{
    const Variant &v = *board.variant;
    RingState &r = state.ring;
    if (r.status != RingStatus::Carried)
        return RingError::NotCarried;
    if (pass.by != r.power)
        return RingError::NotYours;
    ProvinceId to = pass.to;
    PowerId receiver = kNoPower;
    if (pass.personality) {
        const PersonalityUnit *p = state.find(*pass.personality);
        if (!p || *pass.personality == Personality::Gandalf)
            return RingError::NoReceiver;
        to = p->at;
        receiver = personalityOwner(v, state, *pass.personality);
    } else {
        if (to >= v.provinceCount() || !board.units[to].exists() ||
            v.province(to).type == ProvinceType::Offboard)
            return RingError::NoReceiver;
        receiver = board.units[to].power;
    }
    if (std::min(v.distance(r.at, to), v.distance(to, r.at)) > 1)
        return RingError::OutOfReach;
    Event e = privateEvent(EventKind::RingPassed, stepNo, powerBit(r.power) | powerBit(receiver));
    e.at = r.at;
    e.other = to;
    e.power = r.power;
    e.otherPower = receiver;
    e.personality = pass.personality;
    events.push_back(e);
    r.at = to;
    r.power = receiver;
    r.personality = pass.personality;
    return RingError::None;
}

RingError wearRing(Position &board, HardbopState &state, PowerId power, std::vector<Event> &events)
{
    const Variant &v = *board.variant;
    RingState &r = state.ring;
    const PowerId mordor = v.findPower("Mordor");
    if (r.status != RingStatus::Carried)
        return RingError::NotCarried;
    if (r.power != power)
        return RingError::NotYours;
    if (state.alignment[power] == Alignment::Good)
        return RingError::GoodMayNotWear;
    const bool sauron = r.personality == Personality::Sauron;
    const bool saruman = r.personality == Personality::Saruman;
    if ((r.personality && !sauron && !saruman) || (!r.personality && power == mordor))
        return RingError::BearerMayNotWear;
    if (!r.personality && power == v.findPower("Saruman") && state.find(Personality::Saruman))
        return RingError::SarumanLives;
    r.status = RingStatus::Worn;
    r.everWornBy = power;
    Event worn = publicEvent(EventKind::RingWorn, 13);
    worn.power = power;
    worn.at = r.at;
    worn.personality = r.personality;
    events.push_back(worn);
    if (sauron)
        return RingError::None; // Mordor wins (B13.1); the sequence announces it
    for (int p = 0; p < v.provinceCount(); ++p) {
        const Unit &u = board.units[p];
        if (saruman && u.power == power && u.kind == UnitKind::Army && state.traits[p].original)
            state.traits[p].multiple = 2;
        if (u.power == mordor)
            state.traits[p].multiple = 1; // for ever (B9.5)
        const Province &province = v.province(static_cast<ProvinceId>(p));
        if (province.type == ProvinceType::Offboard && province.home == mordor)
            board.owners[p] = kNoPower;
    }
    if (!r.personality)
        state.traits[r.at].multiple = 2;
    state.nazgulController = power;
    if (state.alignment[power] == Alignment::Neutral) {
        state.alignment[power] = Alignment::Evil;
        Event side = publicEvent(EventKind::AlignmentChanged, 13);
        side.power = power;
        side.value = static_cast<int>(Alignment::Evil);
        events.push_back(side);
    }
    return RingError::None;
}

RingError destroyRing(const Position &board, HardbopState &state, PowerId power,
                      std::vector<Event> &events)
{
    RingState &r = state.ring;
    if (r.status != RingStatus::Carried)
        return RingError::NotCarried;
    if (r.power != power)
        return RingError::NotYours;
    if (!(board.variant->province(r.at).flags & kFlagOrodruin))
        return RingError::NotAtOrodruin;
    r.status = RingStatus::Destroyed;
    Event e = publicEvent(EventKind::RingDestroyed, 13);
    e.at = r.at;
    e.power = power;
    events.push_back(e);
    return RingError::None;
}

PowerId ringBearer(const HardbopState &state)
{
    const RingState &r = state.ring;
    if (r.status == RingStatus::Worn)
        return r.power;
    if (r.status == RingStatus::Carried && r.power != kNoPower &&
        state.alignment[r.power] == Alignment::Good)
        return r.power;
    return kNoPower;
}

std::string_view describe(RingError error)
{
    switch (error) {
    case RingError::None:
        return "";
    case RingError::NotCarried:
        return "nobody carries the Ring just now";
    case RingError::NotYours:
        return "that power does not carry the Ring";
    case RingError::OutOfReach:
        return "the Ring goes only to a unit in the same or a bordering space";
    case RingError::NoReceiver:
        return "nothing there may take the Ring";
    case RingError::GoodMayNotWear:
        return "a Good power never puts the Ring on";
    case RingError::BearerMayNotWear:
        return "this bearer cannot put the Ring on";
    case RingError::SarumanLives:
        return "Saruman's troops may wear the Ring only once Saruman has fallen";
    case RingError::NotAtOrodruin:
        return "the Ring can be unmade only in Orodruin";
    }
    return "";
}

} // namespace herald::diplomacy::downfall
