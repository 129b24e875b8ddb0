#include "core/skirmish/krobcampaign.h"

namespace herald::skirmish {

std::optional<int> krobPointCost(Kind kind)
{
    switch (kind) {
    case Kind::Hunter:
        return 1;
    case Kind::Warrior:
        return 2;
    case Kind::Slayer:
        return 4;
    case Kind::Guard:
        return 7;
    default:
        return std::nullopt;
    }
}

int spawningPoints(int gameTurn)
{
    if (gameTurn < 3 || gameTurn % 3 != 0)
        return 0;
    if (gameTurn <= 9)
        return 10;
    if (gameTurn <= 18)
        return 15;
    if (gameTurn <= 30)
        return 20;
    return 25;
}

int strategicMovement(const Profile &profile, const CharacterState &state)
{
    if (profile.kind == Kind::Queen || state.wounds > 0 || !state.alive())
        return 0;
    if (state.baby) {
        if (profile.kind == Kind::Guard || profile.kind == Kind::Warrior)
            return 2;
        return 3; // Baby Slayer, Baby Hunter
    }
    switch (profile.kind) {
    case Kind::Warrior:
    case Kind::Guard:
        return 1;
    case Kind::Slayer:
        return 2;
    case Kind::Hunter:
        return 3;
    default:
        return 0;
    }
}

} // namespace herald::skirmish
