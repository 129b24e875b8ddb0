#pragma once

#include "core/map/hex.h"
#include "core/warmaster/campaignsettings.h"
#include "core/warmaster/lesserraces.h"
#include "core/warmaster/strategicmap.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <span>
#include <vector>

namespace herald::warmaster {

// Independent lesser-race armies (§7.7.6): a race that wins a pick-up battle in box 3 leaves the
// track and stands on the map as an army of its own, until a nation defeats it or pushes it
// into the sea. It has no roster and no supply; it is rated afresh for every battle.

/// An independent army on the map. Nations are named by their id as text, as Nation::id.
struct IndependentArmy
{
    QString raceId;   ///< the lesser race's id as text (LesserRace::id)
    QString raceName; ///< "Orcs", for lists and explanations
    map::Hex area;
    /// Where it stood before its move of this turn; unset when it did not move this turn.
    std::optional<map::Hex> cameFrom;
    QString controller; ///< the nation writing its orders (I-75); empty: the referee
    int occupation = 0; ///< turns held at a nation's population centre (§4.7)

    [[nodiscard]] bool movedThisTurn() const { return cameFrom.has_value(); }

    friend bool operator==(const IndependentArmy &, const IndependentArmy &) = default;
};

/// Why an area cannot take a newly placed independent army (§7.7.6, setting
/// independentPlacementGap), translated; empty when it can. The area must be a land area of
/// the map, not under the sea, with no army or independent army in it, and with at least
/// `gap` areas between it and every town or city (gap 0: only not a town or city itself).
[[nodiscard]] QString placementRefusal(const StrategicMap &map,
                                       std::span<const IndependentArmy> independents, map::Hex area,
                                       int gap);

/// Who writes an independent army's orders (I-75, setting independentController): the nation
/// that placed it, the nation with most of the race's markers (the placing nation among equals;
/// the referee when it is not one of them), or the referee (an empty id).
[[nodiscard]] QString independentController(const CampaignSettings &settings,
                                            const LesserRace &race, const QString &placingNation);

/// Why the controller's move for the turn is refused (§7.7.6, §4.1): one step to a neighbouring
/// land area, once a turn, never onto another independent army. Empty when allowed.
[[nodiscard]] QString independentMoveRefusal(const StrategicMap &map,
                                             std::span<const IndependentArmy> independents,
                                             const IndependentArmy &army, map::Hex to);

/// The step of an independent army a nation's army forces back without a battle (§7.7.6,
/// I-76).
struct ForcedRetreat
{
    /// The hexes equally far from the army pushing it, in XXYY order; one on a hex map when the
    /// pushing army came in from a neighbouring area (the hex opposite). The referee picks
    /// among several (I-76).
    std::vector<map::Hex> candidates;
    map::Hex destination;    ///< the chosen candidate
    bool intoTheSea = false; ///< a sea area or off the map: the army is destroyed
    QStringList explanation; ///< the rule, the direction, the choice, the outcome
};

/// Where an independent army at `army.area` retreats when forced (§7.7.6, I-76). `awayFrom` is
/// the area the pushing army entered from; when that army did not move (the independent army
/// walked into it), the independent army goes back to the area it came from. `chosen`: the
/// referee's pick among equal candidates; the default prefers land, then the lowest XXYY.
/// Refused (nullopt with the reason in `refusal`) when `chosen` is not a candidate.
struct ForcedRetreatPlan
{
    std::optional<ForcedRetreat> retreat;
    QString refusal;
};
[[nodiscard]] ForcedRetreatPlan planForcedRetreat(const StrategicMap &map,
                                                  const IndependentArmy &army,
                                                  std::optional<map::Hex> awayFrom,
                                                  std::optional<map::Hex> chosen);

/// The end-of-turn count of an independent army (§7.7.6, §4.7, I-55).
struct IndependentHold
{
    int occupation = 0;     ///< the count after this turn
    bool areaFreed = false; ///< the count is complete: the area becomes uncontrolled
    QString explanation;    ///< empty when there is nothing to say (no owner to take from)
};

/// Counts the turn like an occupying army's (§4.7, I-55: arrival turn, battle reset or pause),
/// at the area's population centre. An area no nation owns has nothing to take: the count
/// stays 0. A complete count makes the area uncontrolled and starts afresh.
[[nodiscard]] IndependentHold countIndependentHold(const StrategicMap &map,
                                                   const IndependentArmy &army, bool fought,
                                                   const CampaignSettings &settings);

} // namespace herald::warmaster
