#pragma once

#include "core/hexwar/unit.h"

#include <QSet>
#include <QString>

#include <vector>

namespace herald::hexwar {

/// The phase of a player turn (spec 4).
enum class Phase
{
    Movement,
    Combat,
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

    /// The unit with this id, or nullptr.
    [[nodiscard]] const Unit *unit(const QString &id) const;
    [[nodiscard]] Unit *unit(const QString &id);
    /// The unit standing in a hex, or nullptr (one unit per hex: spec 7).
    [[nodiscard]] const Unit *unitAt(map::Hex hex) const;
};

} // namespace herald::hexwar
