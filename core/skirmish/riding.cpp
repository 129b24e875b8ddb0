#include "core/skirmish/riding.h"

#include <QCoreApplication>

namespace herald::skirmish {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::skirmish::Riding)
};

map::Hex offset(map::Hex from, map::Hex to, map::Hex at)
{
    return {at.q() + (to.q() - from.q()), at.r() + (to.r() - from.r())};
}

bool adjacent(map::Hex a, map::Hex b)
{
    return a.distanceTo(b) == 1;
}

bool armouredRider(const Profile &p)
{
    return !p.mounted.empty() && p.mounted.front().armoured;
}

bool halfTroll(const Profile &p)
{
    return p.hasTrait(QStringLiteral("halfTroll"));
}

} // namespace

RiderEntry classifyRiderEntry(const MountedCounter &c, map::Hex e)
{
    const map::Hex ahead = offset(c.tail, c.head, c.head);
    const map::Hex behind = offset(c.head, c.tail, c.tail);
    if (e == ahead)
        return RiderEntry::Ahead;
    if (e == behind)
        return RiderEntry::Behind;
    const bool byHead = adjacent(e, c.head);
    const bool byTail = adjacent(e, c.tail);
    if (byHead && byTail)
        return RiderEntry::Side;
    if (byHead)
        return RiderEntry::ForwardDiagonal;
    if (byTail)
        return RiderEntry::RearDiagonal;
    return RiderEntry::NotAdjacent;
}

int turningSurcharge(RiderEntry entry)
{
    switch (entry) {
    case RiderEntry::Side:
        return 1;
    case RiderEntry::RearDiagonal:
        return 2;
    case RiderEntry::Behind:
        return 3;
    default:
        return 0;
    }
}

std::optional<int> riderEntryCost(const MountedCounter &counter, map::Hex entered, Terrain terrain,
                                  const Profile &profile)
{
    const RiderEntry entry = classifyRiderEntry(counter, entered);
    if (entry == RiderEntry::NotAdjacent)
        return std::nullopt;
    CharacterState mounted;
    mounted.horse = HorseState::WithRider;
    const auto cost = entryCost(terrain, profile, mounted);
    if (!cost)
        return std::nullopt;
    return *cost + turningSurcharge(entry);
}

MountedCounter afterEntering(const MountedCounter &counter, map::Hex entered)
{
    return {entered, adjacent(entered, counter.head) ? counter.head : counter.tail};
}

int mountingCost(const Profile &profile)
{
    return armouredRider(profile) ? 3 : 2;
}

std::optional<int> mpAfterMounting(const Profile &profile, const CharacterState &state,
                                   int footMpLeft)
{
    const int left = footMpLeft - mountingCost(profile);
    if (left < 0)
        return std::nullopt;
    const bool wounded = state.wounds > 0;
    int factor = wounded ? 4 : 2;
    if (halfTroll(profile))
        factor *= 2;
    return left * factor;
}

std::optional<int> mpAfterDismounting(const Profile &profile, const CharacterState &state,
                                      int mountedMpLeft)
{
    const int left = mountedMpLeft - mountingCost(profile);
    if (left < 0)
        return std::nullopt;
    const bool wounded = state.wounds > 0;
    int divisor = wounded ? 4 : 2;
    if (halfTroll(profile))
        divisor *= 2;
    return left / divisor;
}

RiderJump resolveRiderJump(const Profile &profile, const CharacterState &state, bool twoHexes,
                           int face)
{
    RiderJump jump;
    jump.face = face == 0 ? 10 : face;
    jump.after = state;
    int modifier = 0;
    if (armouredRider(profile))
        modifier += 1;
    if (state.wounds > 0)
        modifier += 1;
    if (twoHexes)
        modifier += 4;
    jump.total = jump.face + modifier;
    if (jump.total <= 9) {
        jump.crossed = true;
        jump.explanation = Tr::tr("§3.8.4 rolled %1, %2 with modifiers: the horse clears it")
                               .arg(jump.face)
                               .arg(jump.total);
        return jump;
    }
    if (jump.total == 10) {
        const BlowOutcome o = applyBlow(profile, state, Blow::Stun);
        jump.after = o.after;
        jump.after.horse = HorseState::Riderless;
        jump.explanation =
            Tr::tr("§3.8.4 rolled %1, 10 with modifiers: the horse refuses and throws "
                   "its rider on the near side; %2")
                .arg(jump.face)
                .arg(o.explanation);
        return jump;
    }
    const BlowOutcome o = applyBlow(profile, state, Blow::Wound);
    jump.after = o.after;
    jump.after.horse = HorseState::Dead;
    jump.crossed = true;
    jump.explanation = Tr::tr("§3.8.4 rolled %1, %2 with modifiers: a bad landing kills the horse; "
                              "the rider lands beyond it; %3")
                           .arg(jump.face)
                           .arg(jump.total)
                           .arg(o.explanation);
    return jump;
}

} // namespace herald::skirmish
