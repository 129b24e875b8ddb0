#pragma once

#include "core/warmaster/campaignsettings.h"
#include "core/warmaster/engagementchart.h"
#include "core/warmaster/moveresolution.h"

#include <QStringList>

#include <array>
#include <span>
#include <vector>

namespace herald::warmaster {

/// Why armies meet this turn (§5.1 and what Herald adds to it).
enum class EngagementCause
{
    Arrival,      ///< armies of different nations came to stand in one area
    Swap,         ///< two armies tried to swap places (§5.4)
    Interdiction, ///< an army was stopped leaving (§4.8)
    SallyForth,   ///< a besieged army attacks its besieger (I-43)
    Assault,      ///< a besieger storms the population centre (I-43)
    PreEngaged,   ///< armies left together by allied dissent last turn (§5.8, I-41)
};

/// Armies of different nations that must settle matters in one area this turn (M-3).
struct Engagement
{
    EngagementCause cause = EngagementCause::Arrival;
    int area = noIndex;
    int otherArea = noIndex; ///< a swap: the second army's area
    QStringList armies;      ///< Army::id of each army involved
    /// The armies whose player secretly chooses a location (§5.2); the others stand where the
    /// rules put them (a besieged army in its population centre; swaps, interdictions,
    /// sallies and pre-engaged armies in the countryside).
    QStringList choosers;

    friend bool operator==(const Engagement &, const Engagement &) = default;
};

/// What the engagement rules look at: the map and the armies after movement.
struct EngagementFacts
{
    const StrategicMap &map;
    std::span<const Army> armies;
    const CampaignSettings &settings;
};

/// The engagements of the turn from the positions after movement, this turn's orders and what
/// the movement step found (§5.1, I-43, §5.8). Routed armies are ignored.
[[nodiscard]] std::vector<Engagement> findEngagements(const EngagementFacts &facts,
                                                      std::span<const Order> orders,
                                                      const MovementResult &movement);

/// A player's secret location choice for one army (§5.2).
struct LocationChoice
{
    QString armyId;
    ArmyLocation location = ArmyLocation::Countryside;

    friend bool operator==(const LocationChoice &, const LocationChoice &) = default;
};

/// §5.7: keep the area with its present owner, or change the owner.
enum class Stance
{
    Defend,
    Attack,
};

/// A nation's secret declaration in a fight of three or more nations (§5.7).
struct StanceChoice
{
    QString nationId;
    Stance stance = Stance::Defend;
};

/// A battle the Battles issue will fight (§1.9): who, where, what kind.
struct PendingBattle
{
    BattleKind kind = BattleKind::Battle;
    int area = noIndex;
    ArmyLocation location = ArmyLocation::Countryside; ///< where in the area it is fought
    /// Army ids per side; side 0 defends (the area's owner when one side holds it).
    std::array<QStringList, 2> sides;
    int armiesPerSide = 1;    ///< §5.7: 2 or 3 make a double or triple-size battle
    int fortifications = 0;   ///< assault (§2.17)
    int objectiveHolder = -1; ///< the side holding the objective from the start, or -1
    /// The areas whose terrain may be used: one, or the two of a swap for the referee (I-42).
    std::vector<int> terrainAreas;

    friend bool operator==(const PendingBattle &, const PendingBattle &) = default;
};

/// A siege that begins (§5.5).
struct SiegeStart
{
    QString besieger;
    QString besieged;
    int area = noIndex;

    friend bool operator==(const SiegeStart &, const SiegeStart &) = default;
};

/// §5.7 option B: the larger side must split into two factions; each player names his.
struct FactionSplit
{
    int area = noIndex;
    QStringList larger;   ///< the armies that must split
    QStringList opponent; ///< the smaller side they face

    friend bool operator==(const FactionSplit &, const FactionSplit &) = default;
};

/// What an engagement came to.
struct EngagementOutcome
{
    std::vector<PendingBattle> battles;
    std::vector<SiegeStart> sieges;
    QStringList forcedOut; ///< §5.7 A: retreat (§6.7) without a battle and without losses
    std::vector<QStringList> mustReduce;     ///< §5.7: allies that must get down to one army
    std::vector<FactionSplit> factionSplits; ///< §5.7 B
    std::vector<LocationChoice> locations;   ///< where each army stands now
    /// Choices still to collect (army ids for locations, nation ids for stances): while any
    /// is missing nothing else is decided.
    QStringList missing;
    std::vector<MonthDecision> decisions;
};

/// Resolves one engagement (§5.2-§5.7): the chart from both sides' locations, a swap's
/// countryside battle, the siege matrix (I-43), assault set-up (§5.6, I-44) and, with more
/// than two nations, sides by declarations counted in armies under option A or B.
[[nodiscard]] EngagementOutcome resolveEngagement(const Engagement &engagement,
                                                  const EngagementFacts &facts,
                                                  std::span<const LocationChoice> locations,
                                                  std::span<const StanceChoice> stances);

/// §5.7 B: the factions named by the players of the larger side. The larger faction stays
/// and the smaller retreats; equal factions fight each other this turn (the winner is then
/// pre-engaged against the opponent, §5.8).
[[nodiscard]] EngagementOutcome resolveFactions(const FactionSplit &split, const QStringList &first,
                                                const QStringList &second,
                                                const EngagementFacts &facts);

/// §5.7 A: allies who cannot agree who leaves fight this turn, unless this turn's battle in
/// the area has already been fought: then they stay pre-engaged for next turn (§5.8).
enum class AlliedDissent
{
    FightNow,
    PreEngaged,
};
[[nodiscard]] AlliedDissent alliedDissent(bool battleFoughtHereThisTurn);

/// Puts the outcome on the armies: their locations, and the sieges that begin.
void applyEngagementOutcome(std::span<Army> armies, const EngagementOutcome &outcome);

/// Marks armies pre-engaged with each other for next turn (§5.8).
void preEngage(std::span<Army> armies, const QStringList &ids);

} // namespace herald::warmaster
