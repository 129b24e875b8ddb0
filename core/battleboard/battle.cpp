#include "core/battleboard/battle.h"

namespace herald::battleboard {

int BattleState::brigadesIn(const Space &s, Side side) const
{
    int n = 0;
    for (const Unit &u : units)
        n += u.side == side && u.isBrigade() && u.where() == s;
    return n;
}

int BattleState::brigadesIn(const Space &s) const
{
    int n = 0;
    for (const Unit &u : units)
        n += u.isBrigade() && u.where() == s;
    return n;
}

int BattleState::leadersIn(const Space &s, Side side) const
{
    int n = 0;
    for (const Unit &u : units)
        n += u.side == side && !u.isBrigade() && u.where() == s;
    return n;
}

bool BattleState::anyUnitIn(const Space &s) const
{
    for (const Unit &u : units) {
        if (u.where() == s)
            return true;
    }
    return false;
}

int BattleState::drmLeaderIn(const Space &s, Side side) const
{
    for (const Unit &u : units) {
        if (u.side == side && !u.isBrigade() && u.where() == s)
            return u.id;
    }
    return -1;
}

int BattleState::brigadesInPart(Side side, int column) const
{
    int n = 0;
    for (const Unit &u : units) {
        n += u.side == side && u.isBrigade() && u.column == column &&
             (u.kind == SpaceKind::Line || u.kind == SpaceKind::Middle);
    }
    return n;
}

} // namespace herald::battleboard
