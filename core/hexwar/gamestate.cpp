#include "core/hexwar/gamestate.h"

namespace herald::hexwar {

const Unit *GameState::unit(const QString &id) const
{
    for (const Unit &u : units) {
        if (u.id == id)
            return &u;
    }
    return nullptr;
}

Unit *GameState::unit(const QString &id)
{
    for (Unit &u : units) {
        if (u.id == id)
            return &u;
    }
    return nullptr;
}

const Unit *GameState::unitAt(map::Hex hex) const
{
    for (const Unit &u : units) {
        if (u.onMap() && *u.hex == hex)
            return &u;
    }
    return nullptr;
}

} // namespace herald::hexwar
