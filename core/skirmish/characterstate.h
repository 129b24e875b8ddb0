#pragma once

#include "core/skirmish/profile.h"

#include <QString>

#include <optional>

/// @file
/// A character's state on the table (§1.2, §6) and the values it fights, shoots and moves
/// with in that state.

namespace herald::skirmish {

/// Which game is played: DN1 has riders and counterspells, DN2 Krobs and Gharvs (§0).
enum class Game
{
    DN1,
    DN2,
};

/// An ordinary character's condition (§6.1). Several-wound creatures are Wounded from their
/// first wound to their last; CharacterState::wounds counts them.
enum class Health
{
    Healthy,
    Stunned,
    Wounded,
    Dead,
};

/// A rider's horse (§3.8, §4.9).
enum class HorseState
{
    None,      ///< the character has no horse in play (DN2, foot characters)
    WithRider, ///< the rider is on it: the character is mounted
    Riderless, ///< it stands alone on the map
    Dead,
};

/// The state of one counter; a value, changed only by returning a new one.
struct CharacterState
{
    Health health = Health::Healthy;
    int wounds = 0; ///< wounds taken (0..woundsToKill)
    HorseState horse = HorseState::None;
    bool baby = false; ///< a Krob baby (§9.3)

    [[nodiscard]] bool mounted() const { return horse == HorseState::WithRider; }
    [[nodiscard]] bool alive() const { return health != Health::Dead; }

    friend bool operator==(const CharacterState &, const CharacterState &) = default;
};

/// The values a character has now: what §4.10 steps 2-3 add up and §5 modifies.
struct CurrentValues
{
    int attack = 0;
    int defence = 0;
    int rearDefence = 0; ///< Alkiram and the Guards; equals defence for everyone else
    int move = 0;        ///< the MA (Gharvs: in water and marsh)
    int landMove = 0;    ///< Gharvs on land; equals move for everyone else
    bool armoured = false;
    int attacksPerTurn = 1;

    friend bool operator==(const CurrentValues &, const CurrentValues &) = default;
};

/// The values of `profile` in `state` for the game played: the stunned defence lying down
/// (attack and move 0), the mounted or foot level for the wounds taken, the baby values.
/// nullopt for a dead character.
[[nodiscard]] std::optional<CurrentValues> currentValues(const Profile &profile,
                                                         const CharacterState &state, Game game);

/// The riderless horse's values (defence only; §4.9); nullopt if the profile has no horse.
[[nodiscard]] std::optional<CurrentValues> horseValues(const Profile &profile);

/// "Konrad the Just, mounted, wounded: 15/(14)-12" for the umpire's page.
[[nodiscard]] QString describeState(const Profile &profile, const CharacterState &state, Game game);

/// The state a character starts a scenario in: mounted if it is a rider in DN1.
[[nodiscard]] CharacterState initialState(const Profile &profile, Game game);

} // namespace herald::skirmish
