#include "core/hexwar/zoc.h"

namespace herald::hexwar {

QSet<map::Hex> enemyZoc(const GameState &state, Side side)
{
    QSet<map::Hex> zoc;
    for (const Unit &u : state.units) {
        if (u.side == side || !u.onMap())
            continue;
        for (const map::Hex n : u.hex->neighbours())
            zoc.insert(n);
    }
    return zoc;
}

bool inEnemyZoc(const GameState &state, map::Hex hex, Side side)
{
    for (const Unit &u : state.units) {
        if (u.side != side && u.onMap() && u.hex->distanceTo(hex) == 1)
            return true;
    }
    return false;
}

} // namespace herald::hexwar
