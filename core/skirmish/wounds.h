#pragma once

#include "core/skirmish/characterstate.h"
#include "core/skirmish/profile.h"

#include <QString>

/// @file
/// The §6 state machine: what a stun, a wound, a killing blow or a retreat does to a
/// character, with the conversions of §8 and §9 (dogs, Trolls, Krobs, Gharvs, dragons,
/// the Crazy Ork, Zed's poison, the Slayers' venom).

namespace herald::skirmish {

/// What a combat or missile result does to one character, before its own rules convert it.
enum class Blow
{
    Stun,
    Wound,
    Kill,
};

/// Where the blow came from, for the conversions that depend on it.
struct BlowSource
{
    bool poison = false;  ///< Zed took part in the combat (§8.2): a wound kills, Krobs immune
    bool venom = false;   ///< a Slayer struck (§9.3): a wound kills, even the Crazy Ork
    bool missile = false; ///< missile fire (§12 C30: a "simple retreat" is then missile A)
};

/// The character after the blow, and any retreat the blow turned into.
struct BlowOutcome
{
    CharacterState after;
    int retreatHexes = 0;           ///< the blow became a retreat of this many hexes (melee)
    bool retreatAsMissileA = false; ///< missile: the blow became missile result A (§12 C30)
    QString explanation;
};

/// Applies a blow to a living character (§6.1, §6.2). A dead character stays dead.
[[nodiscard]] BlowOutcome applyBlow(const Profile &profile, const CharacterState &state, Blow blow,
                                    const BlowSource &source = {});

/// The outcome of a forced retreat (§4.7, §6.1).
struct RetreatOutcome
{
    CharacterState after;
    int hexes = 0;        ///< hexes the character moves back (0 if it ignores the retreat)
    bool ignored = false; ///< Black Dragon, berserk Crazy Ork against melee retreats
    QString explanation;
};

/// A retreat of `hexes` of which the owner can make `possible`: a stunned character dies, one
/// that cannot go the whole way retreats as far as it can and takes a wound (§4.7, §12 C7).
[[nodiscard]] RetreatOutcome applyRetreat(const Profile &profile, const CharacterState &state,
                                          int hexes, int possible, bool fromMelee = true);

} // namespace herald::skirmish
