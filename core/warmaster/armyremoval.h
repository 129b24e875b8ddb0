#pragma once

#include "core/warmaster/army.h"

#include <QSet>
#include <QString>
#include <QStringList>

#include <span>
#include <vector>

namespace herald::warmaster {

/// Why an army marker is kept through NY-1 (§3.1).
enum class ArmyKept
{
    AtSea,           ///< an expedition still at sea: NY-5 deals with it
    IndependentArmy, ///< an independent lesser-race army stays until defeated (§7.7.6)
    NationAbsent,    ///< its player is absent: the nation's New Year waits (§7.6 rule 3)
};

/// What NY-1 decides for one army marker.
struct ArmyRemovalDecision
{
    QString armyId;
    QString armyName;
    bool removed = true;
    ArmyKept kept = ArmyKept::AtSea; ///< why, when not removed
    /// Kept independent armies lose their siege, delay, occupation count and orders like
    /// every other army (§4.7 clears counters at NY-1); the others keep theirs untouched.
    bool reset = false;

    /// "NY-1 Host of the Crown leaves the map." / "... stays: still at sea (NY-5 decides)."
    [[nodiscard]] QString explain() const;
};

/// What NY-1 needs to know beyond the markers: which are expeditions still at sea, which are
/// independent lesser-race armies, which nations' players are absent.
struct ArmyRemovalFacts
{
    std::span<const Army> armies;
    QSet<QString> expeditionsAtSea;  ///< expedition ids whose fleet has not landed
    QSet<QString> independentArmies; ///< army ids of independent lesser-race armies
    QSet<QString> absentNations;     ///< Nation::id of nations marked NPP
};

/// NY-1 for every marker, in the order given: landed expeditions, routed, pre-engaged,
/// besieging and delayed armies all leave with the rest.
[[nodiscard]] std::vector<ArmyRemovalDecision> removeOldArmies(const ArmyRemovalFacts &facts);

/// An independent army as it stands after NY-1: normal state, no counter, no interdict order.
[[nodiscard]] Army resetForNewYear(Army army);

} // namespace herald::warmaster
