#include "core/skirmish/largecreatures.h"

#include <algorithm>

namespace herald::skirmish {

namespace {

using map::Hex;

Hex plus(Hex a, Hex b)
{
    return {a.q() + b.q(), a.r() + b.r()};
}

map::Direction turn(map::Direction d, int sixths)
{
    return static_cast<map::Direction>(((static_cast<int>(d) + sixths) % 6 + 6) % 6);
}

// §9.3 offsets, facing between North (0,-1) and North-East (1,-1).
const std::vector<Hex> kQueen{{1, -1}, {0, -1}, {1, 0}, {0, 0}, {-1, 0}, {0, 1}, {-1, 1}};
const std::vector<Hex> kQueenFront{{2, -2}, {1, -2}, {0, -2}, {2, -1}, {-1, -1}};
const std::vector<Hex> kQueenRear{{2, 0}, {1, 1}, {0, 2}, {-1, 2}, {-2, 2}, {-2, 1}, {-2, 0}};
const std::vector<Hex> kGuard{{1, -1}, {0, -1}, {0, 0}};
const std::vector<Hex> kGuardFront{{2, -2}, {1, -2}, {0, -2}, {2, -1}, {-1, -1}};
const std::vector<Hex> kGuardRear{{1, 0}, {-1, 0}, {-1, 1}, {0, 1}};
const Hex kBetweenLegs{1, -2};

bool contains(const std::vector<Hex> &offsets, Hex centre, int sixths, Hex hex)
{
    return std::any_of(offsets.begin(), offsets.end(),
                       [&](Hex o) { return plus(centre, rotateClockwise(o, sixths)) == hex; });
}

std::vector<Hex> placed(const std::vector<Hex> &offsets, Hex centre, int sixths)
{
    std::vector<Hex> out;
    for (Hex o : offsets)
        out.push_back(plus(centre, rotateClockwise(o, sixths)));
    return out;
}

} // namespace

BlackDragonLayout blackDragonLayout(Hex c, map::Direction facing)
{
    auto at = [&](int i) { return c.neighbour(turn(facing, i)); };
    BlackDragonLayout d;
    d.body = c;
    d.head = at(0);
    d.claws = {at(1), at(5)};
    d.tail = at(3);
    d.plusHexes = {at(2), at(4)};
    d.starHexes = {d.head.neighbour(turn(facing, 1)), d.head.neighbour(turn(facing, 5))};
    return d;
}

std::vector<Hex> bodyAttackHexes(const BlackDragonLayout &dragon, const DisabledParts &disabled)
{
    std::vector<Hex> out{dragon.plusHexes[0], dragon.plusHexes[1]};
    if (disabled.head)
        out.push_back(dragon.head);
    if (disabled.tail)
        out.push_back(dragon.tail);
    if (disabled.leftClaw)
        out.push_back(dragon.claws[0]);
    if (disabled.rightClaw)
        out.push_back(dragon.claws[1]);
    return out;
}

Hex rotateClockwise(Hex offset, int sixths)
{
    int q = offset.q(), r = offset.r();
    for (int i = 0; i < ((sixths % 6) + 6) % 6; ++i) {
        const int s = -q - r;
        // Cube (q, r, s) turns clockwise to (−r, −s, −q).
        const int nq = -r;
        const int nr = -s;
        q = nq;
        r = nr;
    }
    return {q, r};
}

std::vector<Hex> queenHexes(Hex centre, int sixths)
{
    return placed(kQueen, centre, sixths);
}

KrobArc queenArc(Hex centre, int sixths, Hex attacker)
{
    if (contains(kQueenFront, centre, sixths, attacker))
        return KrobArc::Front;
    if (contains(kQueenRear, centre, sixths, attacker))
        return KrobArc::Rear;
    return KrobArc::NotAdjacent;
}

std::vector<Hex> guardHexes(Hex rear, int sixths)
{
    return placed(kGuard, rear, sixths);
}

KrobArc guardArc(Hex rear, int sixths, Hex attacker)
{
    if (contains(kGuardFront, rear, sixths, attacker))
        return KrobArc::Front;
    if (contains(kGuardRear, rear, sixths, attacker))
        return KrobArc::Rear;
    return KrobArc::NotAdjacent;
}

Hex guardBetweenLegs(Hex rear, int sixths)
{
    return plus(rear, rotateClockwise(kBetweenLegs, sixths));
}

} // namespace herald::skirmish
