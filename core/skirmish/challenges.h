#pragma once

#include "core/skirmish/characterstate.h"
#include "core/skirmish/profile.h"
#include "core/skirmish/settings.h"

#include <QString>

#include <vector>

/// @file
/// Challenges (§3.7): an enemy able to attack a hex the mover crosses rolls against it.

namespace herald::skirmish {

/// An enemy beside a crossed hex.
struct Challenger
{
    const Profile *profile = nullptr;
    CharacterState state;
    /// Alkiram and the Guards challenge only hexes in their front arc.
    bool hexInFrontArc = true;
    /// The mover advances after combat and this enemy fights in this combat phase (§4.8).
    bool engagedThisPhase = false;
};

/// Whether a challenge is rolled, and with which total modifier.
struct ChallengeCheck
{
    bool rolls = false;
    int modifier = 0;
    QString explanation;
};

/// §3.7 and its exemptions (dogs §12 B4, dragons, Baby Hunters §12 B3, stunned enemies,
/// rear arcs, advancing past an engaged enemy).
[[nodiscard]] ChallengeCheck checkChallenge(const Profile &mover, const CharacterState &moverState,
                                            const Challenger &enemy, bool advancingAfterCombat,
                                            const SkirmishSettings &settings);

struct ChallengeOutcome
{
    ChallengeCheck check;
    int face = 0;
    int total = 0;
    CharacterState after;
    QString explanation;
};

/// Rolls out one challenge from the die: 7 or less nothing, 8-9 wounded, 10 or more killed
/// (two wounds for several-wound creatures).
[[nodiscard]] ChallengeOutcome resolveChallenge(const Profile &mover,
                                                const CharacterState &moverState,
                                                const Challenger &enemy, bool advancingAfterCombat,
                                                int face, const SkirmishSettings &settings);

/// The challenges a path calls for: one per enemy beside each hex passed through, none for
/// the hex where the move ends (§3.7). `enemiesBeside[i]` are those beside path hex i.
[[nodiscard]] std::vector<ChallengeCheck>
challengesAlongPath(const Profile &mover, const CharacterState &moverState,
                    const std::vector<std::vector<Challenger>> &enemiesBeside,
                    bool advancingAfterCombat, const SkirmishSettings &settings);

} // namespace herald::skirmish
