#pragma once

#include "core/map/hex.h"
#include "core/warmaster/army.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace herald::warmaster {

/// The typed details of an army's state (§1.5), kept in Army::stateDetail as a JSON object:
/// {"turnsLeft": 2, "destination": "0304", "location": "countryside", "crossing": true} for a
/// delayed army, {"with": ["12"]} for a siege or a pre-engagement, {"homeSince": 14,
/// "marchTo": "0506"} for a routed army. Keys a state does not use
/// are left out; an unreadable or empty text reads as no details.
struct ArmyStateDetail
{
    /// Delayed (§4.4, I-50): turns still to wait before the ordered move completes.
    int turnsLeft = 0;
    std::optional<map::Hex> destination;               ///< Delayed: where the army is going
    ArmyLocation location = ArmyLocation::Countryside; ///< Delayed: its intended location
    bool usesCrossing = false;                         ///< Delayed: the order took the pass
    /// Besieging, Besieged, PreEngaged: the other armies of the siege or the pre-engagement.
    QStringList with;
    /// Routed (§6.8): the turn since which it waits in its home area (0 while marching).
    int homeSince = 0;
    /// Routed (I-58): the next area its owner chose among equally near ones, for this turn.
    std::optional<map::Hex> marchTo;

    friend bool operator==(const ArmyStateDetail &, const ArmyStateDetail &) = default;
};

/// The details of a siege or a pre-engagement: the other armies concerned.
[[nodiscard]] ArmyStateDetail withArmies(const QStringList &armies);
/// The details of a delayed army (§4.4, I-50).
[[nodiscard]] ArmyStateDetail delayedMove(int turnsLeft, std::optional<map::Hex> destination,
                                          ArmyLocation location, bool usesCrossing);

/// Reads Army::stateDetail.
[[nodiscard]] ArmyStateDetail readStateDetail(const QString &json);
/// The compact JSON text for Army::stateDetail.
[[nodiscard]] QString writeStateDetail(const ArmyStateDetail &detail);

/// Puts the army in a state with its details (Normal clears them).
void setState(Army &army, ArmyState state, const ArmyStateDetail &detail = {});

} // namespace herald::warmaster
