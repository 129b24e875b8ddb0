#include "core/battleboard/board.h"

#include <cstdlib>

namespace herald::battleboard {

BattleSize battleSize(int attackerBrigades, int defenderBrigades)
{
    return attackerBrigades >= 6 && defenderBrigades >= 6 ? BattleSize::Major : BattleSize::Minor;
}

bool adjacent(const Space &a, const Space &b, bool lateral)
{
    if (a.kind == SpaceKind::Retreat || b.kind == SpaceKind::Retreat || a.kind == SpaceKind::Gone ||
        b.kind == SpaceKind::Gone || a == b)
        return false;
    const auto linked = [lateral](const Space &x, const Space &y) {
        switch (x.kind) {
        case SpaceKind::Reserve:
            return y.kind == SpaceKind::Line && y.owner == x.owner;
        case SpaceKind::Line:
            if (y.kind == SpaceKind::Line)
                return lateral && y.owner == x.owner && std::abs(y.column - x.column) == 1;
            return y.kind == SpaceKind::Middle && y.column == x.column;
        case SpaceKind::Middle:
            return y.kind == SpaceKind::Middle && lateral && std::abs(y.column - x.column) == 1;
        default:
            return false;
        }
    };
    return linked(a, b) || linked(b, a);
}

std::optional<Space> inFront(const Space &from, Side side, int distance)
{
    if (from.kind == SpaceKind::Line && from.owner == side) {
        if (distance == 1)
            return space(side, SpaceKind::Middle, from.column);
        if (distance == 2)
            return space(opponent(side), SpaceKind::Line, from.column);
    }
    if (from.kind == SpaceKind::Middle && distance == 1)
        return space(opponent(side), SpaceKind::Line, from.column);
    return std::nullopt;
}

bool mayEnter(const Space &s, Side side)
{
    switch (s.kind) {
    case SpaceKind::Middle:
        return true;
    case SpaceKind::Reserve:
    case SpaceKind::Line:
        return s.owner == side;
    default:
        return false;
    }
}

} // namespace herald::battleboard
