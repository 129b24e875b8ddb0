#include "core/warmaster/stepblockers.h"

#include <QCoreApplication>

#include <array>

namespace herald::warmaster {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::warmaster::StepBlockers)
};

/// Each kind of open business once: the step that waits for it, the rule behind it and its
/// sentence for one item (%1 the item) and for several (%1 the count, %2 the items). The
/// sentences name their context in full: lupdate reads no macro standing for
/// QT_TRANSLATE_NOOP, and through one they never reached the catalogues.
struct AwaitedRow
{
    Awaited what;
    CampaignStep step;
    const char *section;
    const char *one;
    const char *many;
};

constexpr std::array<AwaitedRow, 30> rows{{
    {Awaited::MapProblems, CampaignStep::SetupMap, "§3.0",
     QT_TRANSLATE_NOOP("herald::warmaster::StepBlockers", "1 map problem left: %1"),
     QT_TRANSLATE_NOOP("herald::warmaster::StepBlockers", "%1 map problems left: %2")},
    {Awaited::NationsWithoutRace, CampaignStep::SetupRaces, "§1.2",
     QT_TRANSLATE_NOOP("herald::warmaster::StepBlockers", "1 nation has no army list yet: %1"),
     QT_TRANSLATE_NOOP("herald::warmaster::StepBlockers", "%1 nations have no army list yet: %2")},
    {Awaited::MagicItemsOverLimit, CampaignStep::SetupMagicItems, "§2.18",
     QT_TRANSLATE_NOOP("herald::warmaster::StepBlockers",
                       "1 author's magic items exceed 150 points: %1"),
     QT_TRANSLATE_NOOP("herald::warmaster::StepBlockers",
                       "%1 authors' magic items exceed 150 points: %2")},
    {Awaited::PoiCardsUnplaced, CampaignStep::SetupPoi, "§3.0",
     QT_TRANSLATE_NOOP("herald::warmaster::StepBlockers", "1 player still places a POI card: %1"),
     QT_TRANSLATE_NOOP("herald::warmaster::StepBlockers", "%1 players still place a POI card: %2")},
    {Awaited::LesserRacesUnchosen, CampaignStep::SetupLesserRaces, "§7.7.1",
     QT_TRANSLATE_NOOP("herald::warmaster::StepBlockers", "1 lesser race still to choose: %1"),
     QT_TRANSLATE_NOOP("herald::warmaster::StepBlockers", "%1 lesser races still to choose: %2")},
    {Awaited::RansomsUndecided, CampaignStep::Ransom, "§2.16",
     QT_TRANSLATE_NOOP("herald::warmaster::StepBlockers",
                       "1 captive awaits the owner's ransom answer: %1"),
     QT_TRANSLATE_NOOP("herald::warmaster::StepBlockers",
                       "%1 captives await their owners' ransom answers: %2")},
    {Awaited::RebellionsUndecided, CampaignStep::Ransom, "§7.4.2",
     QT_TRANSLATE_NOOP("herald::warmaster::StepBlockers",
                       "1 fallen nation may rebel and has not answered: %1"),
     QT_TRANSLATE_NOOP("herald::warmaster::StepBlockers",
                       "%1 fallen nations may rebel and have not answered: %2")},
    {Awaited::LastStandsUnplaced, CampaignStep::PreTally, "§2.7",
     QT_TRANSLATE_NOOP("herald::warmaster::StepBlockers", "1 Last Stand town still to place: %1"),
     QT_TRANSLATE_NOOP("herald::warmaster::StepBlockers",
                       "%1 Last Stand towns still to place: %2")},
    {Awaited::ChaosUnitsUnchosen, CampaignStep::PreTally, "§7.5",
     QT_TRANSLATE_NOOP("herald::warmaster::StepBlockers",
                       "1 chaos land gift of units still needs its unit types: %1"),
     QT_TRANSLATE_NOOP("herald::warmaster::StepBlockers",
                       "%1 chaos land gifts of units still need their unit types: %2")},
    {Awaited::NationsNotTallied, CampaignStep::Tally, "§2.1",
     QT_TRANSLATE_NOOP("herald::warmaster::StepBlockers", "1 nation's tally is not frozen yet: %1"),
     QT_TRANSLATE_NOOP("herald::warmaster::StepBlockers",
                       "%1 nations' tallies are not frozen yet: %2")},
    {Awaited::CentresToPlace, CampaignStep::Production, "§2.7",
     QT_TRANSLATE_NOOP("herald::warmaster::StepBlockers", "1 nation still places new centres: %1"),
     QT_TRANSLATE_NOOP("herald::warmaster::StepBlockers",
                       "%1 nations still place new centres: %2")},
    {Awaited::CentresToReduce, CampaignStep::Production, "§2.7",
     QT_TRANSLATE_NOOP("herald::warmaster::StepBlockers",
                       "1 nation still chooses which unsupported centre to reduce: %1"),
     QT_TRANSLATE_NOOP("herald::warmaster::StepBlockers",
                       "%1 nations still choose which unsupported centres to reduce: %2")},
    {Awaited::ColonyDecisions, CampaignStep::Production, "§7.3",
     QT_TRANSLATE_NOOP("herald::warmaster::StepBlockers",
                       "1 town on another landmass awaits the colony or new country decision: %1"),
     QT_TRANSLATE_NOOP(
         "herald::warmaster::StepBlockers",
         "%1 towns on other landmasses await the colony or new country decision: %2")},
    {Awaited::RostersIncomplete, CampaignStep::FillRosters, "§2.5",
     QT_TRANSLATE_NOOP("herald::warmaster::StepBlockers", "1 roster is not finished: %1"),
     QT_TRANSLATE_NOOP("herald::warmaster::StepBlockers", "%1 rosters are not finished: %2")},
    {Awaited::MagicItemsUnassigned, CampaignStep::FillRosters, "§2.18",
     QT_TRANSLATE_NOOP("herald::warmaster::StepBlockers", "1 magic item has no carrier yet: %1"),
     QT_TRANSLATE_NOOP("herald::warmaster::StepBlockers",
                       "%1 magic items have no carrier yet: %2")},
    {Awaited::ArmyPlacementsOpen, CampaignStep::PlaceArmies, "§4.9",
     QT_TRANSLATE_NOOP("herald::warmaster::StepBlockers",
                       "1 nation has not finished placing its armies: %1"),
     QT_TRANSLATE_NOOP("herald::warmaster::StepBlockers",
                       "%1 nations have not finished placing their armies: %2")},
    {Awaited::AttendanceUnrecorded, CampaignStep::StartOfTurn, "§7.6",
     QT_TRANSLATE_NOOP("herald::warmaster::StepBlockers",
                       "attendance not recorded for 1 player: %1"),
     QT_TRANSLATE_NOOP("herald::warmaster::StepBlockers",
                       "attendance not recorded for %1 players: %2")},
    {Awaited::NewYearStepsPending, CampaignStep::StartOfTurn, "§7.6",
     QT_TRANSLATE_NOOP("herald::warmaster::StepBlockers",
                       "1 returning nation still has New Year steps to run: %1"),
     QT_TRANSLATE_NOOP("herald::warmaster::StepBlockers",
                       "%1 returning nations still have New Year steps to run: %2")},
    {Awaited::ExodusOffersOpen, CampaignStep::StartOfTurn, "§7.4.1",
     QT_TRANSLATE_NOOP("herald::warmaster::StepBlockers",
                       "1 nation may declare exodus and has not answered: %1"),
     QT_TRANSLATE_NOOP("herald::warmaster::StepBlockers",
                       "%1 nations may declare exodus and have not answered: %2")},
    {Awaited::OrdersMissing, CampaignStep::WriteOrders, "§4.1",
     QT_TRANSLATE_NOOP("herald::warmaster::StepBlockers", "orders missing for 1 army: %1"),
     QT_TRANSLATE_NOOP("herald::warmaster::StepBlockers", "orders missing for %1 armies: %2")},
    {Awaited::DelayNumbersMissing, CampaignStep::TerrainDelays, "§4.4",
     QT_TRANSLATE_NOOP("herald::warmaster::StepBlockers",
                       "1 army has not picked its number for the terrain check: %1"),
     QT_TRANSLATE_NOOP("herald::warmaster::StepBlockers",
                       "%1 armies have not picked their numbers for the terrain check: %2")},
    {Awaited::DelayLossesUnchosen, CampaignStep::TerrainDelays, "§4.4",
     QT_TRANSLATE_NOOP("herald::warmaster::StepBlockers",
                       "1 nation still chooses the units its terrain check cost: %1"),
     QT_TRANSLATE_NOOP("herald::warmaster::StepBlockers",
                       "%1 nations still choose the units their terrain checks cost: %2")},
    {Awaited::StackingUnresolved, CampaignStep::Move, "§4.3",
     QT_TRANSLATE_NOOP("herald::warmaster::StepBlockers",
                       "1 nation has two armies in one area and must send one back: %1"),
     QT_TRANSLATE_NOOP("herald::warmaster::StepBlockers",
                       "%1 nations have two armies in one area and must send one back: %2")},
    {Awaited::LocationChoicesMissing, CampaignStep::Combats, "§5.2",
     QT_TRANSLATE_NOOP("herald::warmaster::StepBlockers",
                       "1 secret location choice is missing: %1"),
     QT_TRANSLATE_NOOP("herald::warmaster::StepBlockers",
                       "%1 secret location choices are missing: %2")},
    {Awaited::BattlesUnresolved, CampaignStep::Combats, "§6.1",
     QT_TRANSLATE_NOOP("herald::warmaster::StepBlockers", "1 battle has no result yet: %1"),
     QT_TRANSLATE_NOOP("herald::warmaster::StepBlockers", "%1 battles have no result yet: %2")},
    {Awaited::IndependentMeetings, CampaignStep::Combats, "§7.7.6",
     QT_TRANSLATE_NOOP("herald::warmaster::StepBlockers",
                       "1 army meets an independent army and waits for its player's choice, "
                       "battle or forcing it back: %1"),
     QT_TRANSLATE_NOOP("herald::warmaster::StepBlockers",
                       "%1 armies meet independent armies and wait for their players' choice, "
                       "battle or forcing them back: %2")},
    {Awaited::GeneralsUnreplaced, CampaignStep::Retreats, "§6.6",
     QT_TRANSLATE_NOOP("herald::warmaster::StepBlockers",
                       "1 fallen general still needs his successor chosen: %1"),
     QT_TRANSLATE_NOOP("herald::warmaster::StepBlockers",
                       "%1 fallen generals still need their successors chosen: %2")},
    {Awaited::RetreatsUnchosen, CampaignStep::Retreats, "§6.7",
     QT_TRANSLATE_NOOP("herald::warmaster::StepBlockers",
                       "1 retreat still needs its area chosen: %1"),
     QT_TRANSLATE_NOOP("herald::warmaster::StepBlockers",
                       "%1 retreats still need their areas chosen: %2")},
    {Awaited::AreasCrowded, CampaignStep::UpdateMap, "§5.9",
     QT_TRANSLATE_NOOP("herald::warmaster::StepBlockers",
                       "1 area holds more armies than the end of the turn allows: %1"),
     QT_TRANSLATE_NOOP("herald::warmaster::StepBlockers",
                       "%1 areas hold more armies than the end of the turn allows: %2")},
    {Awaited::RallyOffersOpen, CampaignStep::UpdateMap, "§6.8",
     QT_TRANSLATE_NOOP("herald::warmaster::StepBlockers",
                       "1 last-ditch rally offer is not answered: %1"),
     QT_TRANSLATE_NOOP("herald::warmaster::StepBlockers",
                       "%1 last-ditch rally offers are not answered: %2")},
}};

constexpr std::size_t stepCount = static_cast<std::size_t>(CampaignStep::Advance) + 1;

const AwaitedRow &row(Awaited what)
{
    for (const AwaitedRow &r : rows) {
        if (r.what == what)
            return r;
    }
    return rows.front();
}

/// The rows grouped by step, built once from the table so that each kind is declared in one
/// place only.
const std::array<std::vector<Awaited>, stepCount> &byStep()
{
    static const auto grouped = [] {
        std::array<std::vector<Awaited>, stepCount> result;
        for (const AwaitedRow &r : rows)
            result[static_cast<std::size_t>(r.step)].push_back(r.what);
        return result;
    }();
    return grouped;
}

} // namespace

std::span<const Awaited> waitsFor(CampaignStep step)
{
    const auto index = static_cast<std::size_t>(step);
    if (index >= stepCount)
        return {};
    return byStep()[index];
}

QString awaitedSection(Awaited what)
{
    return QString::fromUtf8(row(what).section);
}

std::vector<Blocker> blockers(CampaignStep step, const StepSnapshot &snapshot)
{
    std::vector<Blocker> result;
    for (const Awaited what : waitsFor(step)) {
        const auto found = snapshot.open.find(what);
        if (found != snapshot.open.end() && !found->second.isEmpty())
            result.push_back({what, found->second});
    }
    return result;
}

QString describe(CampaignStep step, const Blocker &blocker)
{
    const AwaitedRow &r = row(blocker.what);
    const auto count = blocker.items.size();
    const QString items = blocker.items.join(QStringLiteral(", "));
    const QString sentence =
        count == 1 ? Tr::tr(r.one).arg(items) : Tr::tr(r.many).arg(count).arg(items);
    //: %1 is a step such as "M-1", %2 a rules section such as "§4.1", %3 what is missing
    return Tr::tr("%1 (%2): %3.").arg(stepLabel(step), awaitedSection(blocker.what), sentence);
}

} // namespace herald::warmaster
