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

int neighbours(const Space &s, int columns, bool lateral, std::array<Space, 4> &out)
{
    int n = 0;
    const auto add = [&](const Space &x) {
        if (n < 4)
            out[std::size_t(n++)] = x;
    };
    switch (s.kind) {
    case SpaceKind::Reserve:
        for (int c = 1; c <= columns; ++c)
            add(space(s.owner, SpaceKind::Line, c));
        break;
    case SpaceKind::Line:
        add(space(s.owner, SpaceKind::Reserve));
        add(space(s.owner, SpaceKind::Middle, s.column));
        if (lateral && s.column > 1)
            add(space(s.owner, SpaceKind::Line, s.column - 1));
        if (lateral && s.column < columns)
            add(space(s.owner, SpaceKind::Line, s.column + 1));
        break;
    case SpaceKind::Middle:
        add(space(Side::Attacker, SpaceKind::Line, s.column));
        add(space(Side::Defender, SpaceKind::Line, s.column));
        if (lateral && s.column > 1)
            add(space(s.owner, SpaceKind::Middle, s.column - 1));
        if (lateral && s.column < columns)
            add(space(s.owner, SpaceKind::Middle, s.column + 1));
        break;
    default:
        break;
    }
    return n;
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
