#pragma once

#include "core/map/hex.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace herald::warmaster {

/// How far an army's move of the month got (§4.1-§4.4, §4.8, §5.4).
enum class MoveOutcome
{
    Ordered,   ///< written; the movement step (M-2C) has not run yet this month
    Completed, ///< the army arrived
    Delayed,   ///< held up by a terrain check (§4.4): it goes on when the delay has run out
    /// It did not leave: stopped by an enemy (§4.8), a swap of places (§5.4), sent back to
    /// avoid two armies of one nation in an area (§4.3), or an order that no longer stood.
    Stopped,
};

/// One army's move of the month, from area centre to area centre.
struct MonthMove
{
    QString armyId; ///< Army::id
    map::Hex from;
    map::Hex to;
    MoveOutcome outcome = MoveOutcome::Ordered;

    friend bool operator==(const MonthMove &, const MonthMove &) = default;
};

/// An engagement of the month (§5.1) where it is fought.
struct MonthEngagement
{
    int number = 0; ///< what the referee calls it: 1, 2... within the turn
    map::Hex area;
    std::optional<map::Hex> otherArea; ///< a swap's second area (§5.4): they meet between
    QStringList armies;                ///< Army::id of each army in it
    bool resolved = false;             ///< the chart was applied and its battles listed

    friend bool operator==(const MonthEngagement &, const MonthEngagement &) = default;
};

/// What the map shows of one month of the campaign: the armies' moves, which armies are
/// delayed, besieged or out of supply, and where engagements are fought. Armies are named by
/// Army::id, so a drawing finds them on the map it draws.
struct MonthOverlay
{
    int turn = 0; ///< the month, numbered as the store numbers turns; 0: no month under way
    std::vector<MonthMove> moves;
    QStringList delayed;     ///< §4.4
    QStringList besieged;    ///< §5.5
    QStringList outOfSupply; ///< §4.5, as traced at the month's start (M-0)
    std::vector<MonthEngagement> engagements;
    /// Supply paths asked for (§4.5, I-53): each from an army's area to its source.
    std::vector<QList<map::Hex>> supplyPaths;

    friend bool operator==(const MonthOverlay &, const MonthOverlay &) = default;
};

} // namespace herald::warmaster
