#include "core/warmaster/npp.h"

#include "core/warmaster/armyplacement.h"
#include "core/warmaster/capital.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>

namespace herald::warmaster {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::warmaster::Npp)
};

constexpr std::array<NppRule, 5> rules{NppRule::AreasClosed, NppRule::ArmiesHold,
                                       NppRule::NewYearWaits, NppRule::CaptivesWait,
                                       NppRule::OuterRingLost};

const Nation *absentNation(const StrategicMap &map, const QString &id)
{
    const auto index = map.nationIndex(id);
    if (!index)
        return nullptr;
    const Nation &nation = map.nations[static_cast<std::size_t>(*index)];
    return nation.npp ? &nation : nullptr;
}

} // namespace

std::span<const NppRule> nppRules()
{
    return rules;
}

QString explain(NppRule rule)
{
    switch (rule) {
    case NppRule::AreasClosed:
        return Tr::tr("§7.6 (1) No other nation's army may enter an absent player's areas; one "
                      "already inside when the meeting starts may stay and conquer it.");
    case NppRule::ArmiesHold:
        return Tr::tr("§7.6 (2) An absent player's armies stay where they are and may conquer "
                      "that area; contacted, they are forced out without a battle (I-64).");
    case NppRule::NewYearWaits:
        return Tr::tr("§7.6 (3) A New Year that finds the player absent waits for that nation: "
                      "its old armies, towns, rosters and new armies are dealt with when the "
                      "player next attends.");
    case NppRule::CaptivesWait:
        return Tr::tr("§7.6 (4) The absent nation's captured characters make no escape rolls "
                      "until the player is back; its own captives roll as usual.");
    case NppRule::OuterRingLost:
        break;
    }
    return Tr::tr("§7.6 (5) From the second meeting in a row the player misses, the nation's "
                  "areas farthest from its capital become uncontrolled, again at every further "
                  "missed meeting.");
}

QString AttendanceOutcome::explain() const
{
    if (present)
        return Tr::tr("§7.6 %1 attends: the count of missed meetings starts again.").arg(player);
    if (losesOuterRing())
        return Tr::tr("§7.6 %1 misses a meeting, %2 in a row: the nation is absent and loses "
                      "its outer ring.")
            .arg(player)
            .arg(consecutiveAbsences);
    return Tr::tr("§7.6 %1 misses a meeting, the first in a row: the nation is absent for the "
                  "meeting.")
        .arg(player);
}

AttendanceOutcome recordAttendance(const QString &player, int absencesBefore, bool present)
{
    return {player, present, present ? 0 : std::max(0, absencesBefore) + 1};
}

QString OuterRing::explain(const StrategicMap &map) const
{
    const QString nationName = map.nations[static_cast<std::size_t>(nation)].name;
    if (areas.empty())
        return Tr::tr("§7.6 %1 holds no area left to lose.").arg(nationName);
    const QString capitalName = areaLabel(map.areas[static_cast<std::size_t>(capital)]);
    if (distance < 0)
        return Tr::tr("§7.6, I-63 %1 loses the areas its capital %2 cannot reach: %3.")
            .arg(nationName, capitalName, areaLabels(map, areas));
    //: %2 is the number of steps, %3 the capital, %4 the areas lost
    return Tr::tr("§7.6, I-63 %1 loses the areas %2 steps from its capital %3: %4.")
        .arg(nationName)
        .arg(distance)
        .arg(capitalName, areaLabels(map, areas));
}

OuterRing outerRing(const StrategicMap &map, const map::AreaGraph &graph, int nation)
{
    OuterRing ring;
    ring.nation = nation;
    ring.capital = capitalArea(map, nation);
    if (ring.capital == noIndex)
        return ring;
    const std::vector<int> distance = graph.distancesFrom(ring.capital);
    for (std::size_t i = 0; i < map.areas.size(); ++i) {
        if (map.areas[i].owner != nation)
            continue;
        const int d = distance[i];
        // Unreachable areas (-1) rank above every distance, so the ring takes them first.
        const bool farther =
            ring.areas.empty() || (ring.distance >= 0 && (d < 0 || d > ring.distance));
        if (farther) {
            ring.distance = d;
            ring.areas.clear();
        }
        if (d == ring.distance)
            ring.areas.push_back(static_cast<int>(i));
    }
    return ring;
}

std::vector<CampaignStep> pendingNewYearSteps(std::span<const CampaignStep> done)
{
    std::vector<CampaignStep> pending;
    for (const CampaignStep step : nationNewYearSteps()) {
        if (std::find(done.begin(), done.end(), step) == done.end())
            pending.push_back(step);
    }
    return pending;
}

std::optional<NewYearIssue> checkEntry(const StrategicMap &map, const QString &moverNation,
                                       int area, bool alreadyThere)
{
    if (area < 0 || area >= static_cast<int>(map.areas.size()) || alreadyThere)
        return std::nullopt;
    const Area &target = map.areas[static_cast<std::size_t>(area)];
    if (target.owner == noIndex)
        return std::nullopt;
    const Nation &owner = map.nations[static_cast<std::size_t>(target.owner)];
    if (!owner.npp || owner.id == moverNation)
        return std::nullopt;
    return NewYearIssue{NewYearProblem::EntersAbsentNation, areaLabel(target), owner.name, 0, 0};
}

std::optional<NewYearIssue> checkAbsentArmyOrder(const StrategicMap &map, const QString &armyNation,
                                                 const QString &armyName)
{
    const Nation *nation = absentNation(map, armyNation);
    if (!nation)
        return std::nullopt;
    return NewYearIssue{NewYearProblem::AbsentArmyHolds, armyName, nation->name, 0, 0};
}

bool captiveMayTryEscape(const StrategicMap &map, const QString &captiveNation)
{
    return absentNation(map, captiveNation) == nullptr;
}

} // namespace herald::warmaster
