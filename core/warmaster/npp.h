#pragma once

#include "core/warmaster/calendar.h"
#include "core/warmaster/newyearissues.h"
#include "core/warmaster/strategicmap.h"

#include <QString>

#include <optional>
#include <span>
#include <vector>

namespace herald::warmaster {

/// The five points of the Non Present Player rules (§7.6), in the rules' order.
enum class NppRule
{
    AreasClosed,   ///< 1: others' armies stay out of an absent nation's areas
    ArmiesHold,    ///< 2: its armies do not move and are forced out on contact (I-64)
    NewYearWaits,  ///< 3: its New Year steps wait until the player attends
    CaptivesWait,  ///< 4: its captured characters make no escape rolls meanwhile
    OuterRingLost, ///< 5: from the second missed meeting on, the outer ring goes
};

/// Every NPP point, for the rules panel.
[[nodiscard]] std::span<const NppRule> nppRules();
/// The point in a sentence naming §7.6 and its number (translated).
[[nodiscard]] QString explain(NppRule rule);

/// One player's attendance at the first turn of a meeting (M-0); absences count per meeting,
/// not per turn (I-63).
struct AttendanceOutcome
{
    QString player;
    bool present = true;
    int consecutiveAbsences = 0; ///< after this meeting

    /// The player's nations are NPP for the meeting.
    [[nodiscard]] bool absent() const { return !present; }
    /// Rule 5: the second and every further consecutive missed meeting costs the outer ring.
    [[nodiscard]] bool losesOuterRing() const { return consecutiveAbsences >= 2; }
    [[nodiscard]] QString explain() const;
};

/// Marks the player present (the count starts again) or absent (one more missed meeting).
[[nodiscard]] AttendanceOutcome recordAttendance(const QString &player, int absencesBefore,
                                                 bool present);

/// The own areas farthest from the capital (I-63), lost when the player misses a second
/// consecutive meeting and at each one after (rule 5).
struct OuterRing
{
    int nation = noIndex;
    int capital = noIndex; ///< the area counted from (capitalArea())
    /// Steps from the capital over the map's areas; -1 when the ring holds areas the capital
    /// cannot reach at all (they go first).
    int distance = 0;
    std::vector<int> areas;

    /// "§7.6 Veyra loses the 3 areas 3 steps from its capital 0101 Carrow: ...".
    [[nodiscard]] QString explain(const StrategicMap &map) const;
};

/// The ring the nation would lose now; empty when it holds no area. `graph` is map.graph(),
/// built once for every absent nation of the meeting (building it costs more than the search).
[[nodiscard]] OuterRing outerRing(const StrategicMap &map, const map::AreaGraph &graph, int nation);

/// Rule 3: the nation's New Year steps still to run when its player returns, in order, given
/// the ones already run for it this year.
[[nodiscard]] std::vector<CampaignStep> pendingNewYearSteps(std::span<const CampaignStep> done);

/// Rule 1: may an army of moverNation (a Nation::id) enter the area? Refused when the area's
/// owner is absent, unless the army already stood there when the meeting started.
[[nodiscard]] std::optional<NewYearIssue>
checkEntry(const StrategicMap &map, const QString &moverNation, int area, bool alreadyThere);

/// Rule 2: an order for an army of an absent nation is refused; its army holds.
[[nodiscard]] std::optional<NewYearIssue>
checkAbsentArmyOrder(const StrategicMap &map, const QString &armyNation, const QString &armyName);

/// Rule 4: a captive whose own nation is absent waits for the player before trying to escape;
/// captives held by an absent nation try as usual.
[[nodiscard]] bool captiveMayTryEscape(const StrategicMap &map, const QString &captiveNation);

} // namespace herald::warmaster
