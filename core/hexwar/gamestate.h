#pragma once

#include "core/hexwar/unit.h"

#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace herald::hexwar {

/// The phase of a player turn (spec 4).
enum class Phase
{
    Movement,
    Combat,
};

/// What a combat result leaves to do before the next attack (spec 9): retreats, then at most
/// one advance into a vacated hex.
struct CombatAftermath
{
    QStringList mustRetreat; ///< losers still to retreat; their owner picks the order (R5)
    QStringList mayAdvance;  ///< the winners, one of which may advance (V1)
    QList<map::Hex> vacated; ///< hexes the combat emptied
};

/// A game in progress, as a value: rules functions read it and return a changed copy.
struct GameState
{
    int turn = 1;
    Side activeSide = Side::BlackEagle;
    Phase phase = Phase::Movement;
    std::vector<Unit> units;
    /// Per-phase flags (spec 3), cleared when the phase ends.
    QSet<QString> movedThisPhase;    ///< M1: each unit moves once a phase
    QSet<QString> attackedThisPhase; ///< C3
    QSet<QString> defendedThisPhase; ///< C4
    /// Set between a combat result and the end of its retreats and advance.
    std::optional<CombatAftermath> aftermath;

    /// Victory points in half-points (spec 11.4): the Black Eagle's per-turn scoring so far.
    int blackEagleHalfVp = 0;
    /// Reinforcements released by the Black Eagle's VP total (spec 10.3), entered or not.
    QSet<QString> released;
    /// The hex whose last visitor scores at the end (Kelvin, spec 11.3, A7), and that side.
    std::optional<map::Hex> objectiveHex;
    Side objectiveLastSide = Side::Karameikan;
    bool finished = false; ///< after the last game turn's scoring

    /// Notes that a unit of `side` entered or passed through `hex` (spec 11.3, A7).
    void noteEntered(map::Hex hex, Side side)
    {
        if (objectiveHex && *objectiveHex == hex)
            objectiveLastSide = side;
    }

    /// The unit with this id, or nullptr.
    [[nodiscard]] const Unit *unit(const QString &id) const;
    [[nodiscard]] Unit *unit(const QString &id);
    /// The unit standing in a hex, or nullptr (one unit per hex: spec 7).
    [[nodiscard]] const Unit *unitAt(map::Hex hex) const;
};

} // namespace herald::hexwar
