#pragma once

#include "core/warmaster/calendar.h"

#include <QString>
#include <QStringList>

#include <map>
#include <span>
#include <vector>

namespace herald::warmaster {

/// Something a step of §3 waits for before the campaign may go on: a choice not yet made, an
/// entry not yet typed in. Each step declares which of these it waits for (waitsFor()).
enum class Awaited
{
    MapProblems,            ///< S-1: the map does not yet make a campaign
    NationsWithoutRace,     ///< S-2: no army list chosen
    MagicItemsOverLimit,    ///< S-3: authors over 150 points
    PoiCardsUnplaced,       ///< S-4: players who have not placed their card
    LesserRacesUnchosen,    ///< S-5: lesser races still to pick
    RansomsUndecided,       ///< NY-2: captives whose owners have not answered
    RebellionsUndecided,    ///< NY-2, §7.4.2: fallen nations offered a rebellion
    LastStandsUnplaced,     ///< NY-2a, §2.7: Last Stand towns still to place
    ChaosUnitsUnchosen,     ///< NY-2a, §7.5: free chaos units whose types are not chosen
    NationsNotTallied,      ///< NY-3: nations whose tally is not frozen
    CentresToPlace,         ///< NY-4, §2.7: new towns or cities the owner still places
    CentresToReduce,        ///< NY-4, §2.7: unsupported centres the owner still chooses
    ColonyDecisions,        ///< NY-4, §7.3: colony or new country
    RostersIncomplete,      ///< NY-6: rosters with a refusal or not yet written
    MagicItemsUnassigned,   ///< NY-6, year 1: drawn items without a carrier
    ArmyPlacementsOpen,     ///< NY-7: nations that have not finished placing armies
    AttendanceUnrecorded,   ///< M-0, §7.6: players not yet marked present or absent
    NewYearStepsPending,    ///< M-0, §7.6 rule 3: returning players' New Year steps
    ExodusOffersOpen,       ///< M-0, §7.4.1: eligible nations that have not answered
    OrdersMissing,          ///< M-1, §4.1: armies without orders
    DelayNumbersMissing,    ///< M-2B, §4.4: picks not recorded before the roll
    DelayLossesUnchosen,    ///< M-2B, §4.4: units lost not yet chosen
    StackingUnresolved,     ///< M-2C, §4.3: which army of one nation steps back
    LocationChoicesMissing, ///< M-3, §5.2: secret location choices not in
    BattlesUnresolved,      ///< M-3: battles without a result
    IndependentMeetings,    ///< M-3, §7.7.6: armies meeting an independent army, unanswered
    GeneralsUnreplaced,     ///< M-4, §6.6: fallen generals whose successor is not chosen
    RetreatsUnchosen,       ///< M-4, §6.7: retreats with several areas to choose from
    AreasCrowded,           ///< M-5, §5.9: areas holding more armies than allowed
    RallyOffersOpen,        ///< M-5, §6.8: last-ditch rally offers not answered
};

/// What the storage found still open, by kind, each item named for people ("Host of the
/// Crown", "Veyra: 2 towns"). Only the kinds the current step waits for are read.
struct StepSnapshot
{
    std::map<Awaited, QStringList> open;

    void add(Awaited what, const QString &item) { open[what] << item; }
};

/// One reason the step cannot be finished yet, with the items it concerns.
struct Blocker
{
    Awaited what = Awaited::OrdersMissing;
    QStringList items;

    friend bool operator==(const Blocker &, const Blocker &) = default;
};

/// The kinds of open business the step waits for, in the order they are reported. Steps that
/// Herald carries out alone (NY-1, NY-5, M-2A, M-6 ...) wait for nothing.
[[nodiscard]] std::span<const Awaited> waitsFor(CampaignStep step);

/// The rules section behind a kind of open business: "§4.1", "§7.6".
[[nodiscard]] QString awaitedSection(Awaited what);

/// Everything that keeps the step from being finished, in waitsFor() order; empty when the
/// campaign may go on.
[[nodiscard]] std::vector<Blocker> blockers(CampaignStep step, const StepSnapshot &snapshot);

/// "M-1 (§4.1): orders missing for 2 armies: Host of the Crown, Iron Guard." (translated).
[[nodiscard]] QString describe(CampaignStep step, const Blocker &blocker);

} // namespace herald::warmaster
