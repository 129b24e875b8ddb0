#pragma once

#include "core/skirmish/characterstate.h"
#include "core/skirmish/profile.h"
#include "core/skirmish/settings.h"

#include <QString>

/// @file
/// Jumping down a level into an adjacent hex (§3.5; DN2 table, usable in DN1 (T)).

namespace herald::skirmish {

/// Which line of the jump table a character reads (§3.5; the Wardogs use the armoured line).
enum class JumpLine
{
    Lucifer,
    Unarmoured,
    Armoured,
};

[[nodiscard]] JumpLine jumpLine(const Profile &profile, const CharacterState &state, Game game);

struct JumpDown
{
    int face = 0;
    CharacterState after;
    QString explanation;
};

/// Lucifer 1-6 unharmed, 7-9 wounded, 10 dead; unarmoured 1-4, 5-7, 8-10; armoured 1, 2-6,
/// 7-10. A wound follows §6 (a dog dies of it unless §12 B9's option says no effect).
[[nodiscard]] JumpDown resolveJumpDown(const Profile &profile, const CharacterState &state,
                                       Game game, int face, const SkirmishSettings &settings);

} // namespace herald::skirmish
