#pragma once

#include "core/warmaster/campaignsettings.h"
#include "core/warmaster/monthdecision.h"
#include "core/warmaster/strategicmap.h"

#include <QSet>
#include <QString>

#include <span>
#include <vector>

namespace herald::warmaster {

/// An area that changes hands at the end of the turn (§4.7).
struct ControlChange
{
    int area = noIndex;
    int from = noIndex; ///< the previous owner, noIndex when uncontrolled
    int to = noIndex;   ///< the army's nation
    QString armyId;

    friend bool operator==(const ControlChange &, const ControlChange &) = default;
};

/// The occupation counters of the turn and the areas they win (M-5).
struct ControlResult
{
    std::vector<Army> armies; ///< with Army::occupation counted, in the order given
    std::vector<ControlChange> changes;
    std::vector<MonthDecision> decisions;
};

/// Counts occupation at the end of the turn (§4.7, I-55): an army at the population centre of
/// an area its nation does not own adds a turn when it stayed all turn (or arrived, with
/// arrivalTurnCounts) and fought no tabletop battle; a battle resets the count to 0 (or, with
/// battleResetsOccupation = pause, that turn does not count). A count reaching the population
/// level (village 1, town 2, city 3) hands the area over and starts afresh. Armies elsewhere,
/// routed or on their own ground count 0. fought: ids of the armies in a battle this turn.
[[nodiscard]] ControlResult countOccupation(const StrategicMap &map, std::span<const Army> armies,
                                            const QSet<QString> &fought,
                                            const CampaignSettings &settings);

/// Hands the areas over on the map.
void applyControlChanges(StrategicMap &map, std::span<const ControlChange> changes);

} // namespace herald::warmaster
