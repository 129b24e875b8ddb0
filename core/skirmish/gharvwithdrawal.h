#pragma once

#include "core/skirmish/characterstate.h"
#include "core/skirmish/profile.h"
#include "core/skirmish/skirmishmap.h"

#include <QSet>
#include <QString>
#include <QStringList>

/// @file
/// The disappearance step of a Gharv interphase (§2.3, §9.6 and its [PROPOSED] reading, §12
/// C11): a Gharv in contact with no character goes back toward the nearest water hex and leaves
/// the map when it reaches it.

namespace herald::skirmish {

/// What the map around a withdrawing Gharv holds.
struct WithdrawalGround
{
    const SkirmishMap *map = nullptr;
    QString from;           ///< the Gharv's hex
    QSet<QString> standing; ///< hexes of standing characters: never crossed (§3.1)
    QSet<QString> occupied; ///< hexes of every other living counter: never ended on (§3.9)
};

struct Withdrawal
{
    int movementPoints = 0; ///< the MA used: in water and marsh from marsh, else on land
    QStringList path;       ///< the hexes entered this step, in order
    bool leavesMap = false; ///< it reached water (or started there) and is taken off
    QStringList lines;      ///< the rules decisions, for the history
};

/// Where the Gharv goes: along the cheapest path (MPs of §3.2 for a Gharv) to the water hex that
/// path reaches first, then the first by label; as far as its MA takes it and onto a free hex.
/// It spends its water MA when it starts in marsh and its land MA elsewhere (§9.6 [PROPOSED]).
/// A Gharv that no water can be reached from stays where it is.
[[nodiscard]] Withdrawal gharvWithdrawal(const WithdrawalGround &ground, const Profile &gharv,
                                         const CharacterState &state);

} // namespace herald::skirmish
