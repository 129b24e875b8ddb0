#pragma once

#include "core/warmaster/experience.h"
#include "core/warmaster/pickupround.h"

#include <array>
#include <optional>
#include <vector>

namespace herald::warmaster {

/// A pick-up battle's result as the players report it: which side won (0 the earlier pick,
/// 1 the later; none for a draw) and the victory points a side scored where experience depends
/// on them (§2.15, I-77).
struct PickupResultEntry
{
    std::optional<int> winner;
    std::array<std::optional<int>, 2> vp;
};

/// Experience one nation earns from the battle.
struct PickupExperience
{
    QString nation; ///< id
    ExperienceEarned earned;
};

/// What the result does (§7.7.4, §2.15, I-73, I-74, I-77, I-78), or why it cannot be taken.
struct PickupResolution
{
    QString refusal; ///< translated; empty when the result was taken
    std::vector<TrackMove> moves;
    std::vector<PickupExperience> experience;
    QStringList lines; ///< the explanations, in order
};

/// Applies a result to the races it names (in place): the races that fought move on the track
/// and their winning commander gains a marker; a nation whose own army fought earns XP from its
/// VP, and under lesserCommandersEarnXP so does a nation that led a race. A draw earns at the
/// loser's rate (it is not a win). The national army's roster takes no losses (I-78): the
/// pickupRosterLosses setting is the referee's to act on through the roster.
[[nodiscard]] PickupResolution
resolvePickupGame(const PickupRound &round, std::vector<LesserRace> &races, const PickupGame &game,
                  const PickupResultEntry &entry, const CampaignSettings &settings);

} // namespace herald::warmaster
