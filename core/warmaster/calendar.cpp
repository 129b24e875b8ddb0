#include "core/warmaster/calendar.h"

#include <QCoreApplication>

#include <array>

namespace herald::warmaster {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::warmaster::Calendar)
};

/// One step of §3 with everything the calendar says about it. The array is in the merged order
/// and indexed by the enum, so the step after one is the next row.
struct StepRow
{
    CampaignStep step;
    const char *key;
    const char *name;
    const char *label;
    const char *duty;
};

constexpr std::array<StepRow, 23> steps{{
    {CampaignStep::SetupMap, "setupMap", QT_TRANSLATE_NOOP("herald::warmaster::Names", "Map"),
     "S-1",
     QT_TRANSLATE_NOOP("herald::warmaster::Calendar",
                       "Draw the areas, terrain, rivers, coasts, population centres, starting "
                       "owners and capitals; Herald checks landmasses, coasts and barriers.")},
    {CampaignStep::SetupRaces, "setupRaces", QT_TRANSLATE_NOOP("herald::warmaster::Names", "Races"),
     "S-2",
     QT_TRANSLATE_NOOP("herald::warmaster::Calendar",
                       "Each player picks or designs an army list; created races pay the 10% "
                       "surcharge and keep to twelve unit types.")},
    {CampaignStep::SetupMagicItems, "setupMagicItems",
     QT_TRANSLATE_NOOP("herald::warmaster::Names", "Magic items"), "S-3",
     QT_TRANSLATE_NOOP("herald::warmaster::Calendar",
                       "Players write their magic item cards, 150 points each at most, and the "
                       "deck is shuffled.")},
    {CampaignStep::SetupPoi, "setupPoi",
     QT_TRANSLATE_NOOP("herald::warmaster::Names", "Points of interest"), "S-4",
     QT_TRANSLATE_NOOP("herald::warmaster::Calendar",
                       "Each player places one POI card in another player's area that has no "
                       "feature, town or city yet.")},
    {CampaignStep::SetupLesserRaces, "setupLesserRaces",
     QT_TRANSLATE_NOOP("herald::warmaster::Names", "Lesser races"), "S-5",
     QT_TRANSLATE_NOOP("herald::warmaster::Calendar",
                       "Choose the lesser races, two fewer than the player countries, all in box "
                       "0 of the track.")},
    {CampaignStep::SetupStart, "setupStart", QT_TRANSLATE_NOOP("herald::warmaster::Names", "Start"),
     "S-6",
     QT_TRANSLATE_NOOP("herald::warmaster::Calendar",
                       "The campaign starts with the first New Year; in year 1 each nation has a "
                       "single general.")},
    {CampaignStep::RemoveArmies, "removeArmies",
     QT_TRANSLATE_NOOP("herald::warmaster::Names", "Remove old armies"), "NY-1",
     QT_TRANSLATE_NOOP("herald::warmaster::Calendar",
                       "Last year's army markers leave the map with their sieges, delays, "
                       "occupation counts and orders; expeditions at sea and independent "
                       "lesser-race armies stay.")},
    {CampaignStep::Ransom, "ransom",
     QT_TRANSLATE_NOOP("herald::warmaster::Names", "Ransom characters"), "NY-2",
     QT_TRANSLATE_NOOP("herald::warmaster::Calendar",
                       "Owners may buy back captives with population; fallen nations without "
                       "troops or land may rise in rebellion in a former town.")},
    {CampaignStep::PreTally, "preTally",
     QT_TRANSLATE_NOOP("herald::warmaster::Names", "Pre-tally adjustments"), "NY-2a",
     QT_TRANSLATE_NOOP("herald::warmaster::Calendar",
                       "Nations without a town make their Last Stand; towns in chaos lands may "
                       "wander and the other chaos lands roll for what they give this year.")},
    {CampaignStep::Tally, "tally",
     QT_TRANSLATE_NOOP("herald::warmaster::Names", "Tally population"), "NY-3",
     QT_TRANSLATE_NOOP("herald::warmaster::Calendar",
                       "Each nation's population total, character points, army points and mob "
                       "limit are worked out and kept for the whole year.")},
    {CampaignStep::Production, "production",
     QT_TRANSLATE_NOOP("herald::warmaster::Names", "Produce and remove centres"), "NY-4",
     QT_TRANSLATE_NOOP("herald::warmaster::Calendar",
                       "New towns, then new cities, go on the nation's villages; centres that "
                       "lack support are reduced; a town on another landmass needs the colony "
                       "or new-country decision.")},
    {CampaignStep::RemoveExpeditions, "removeExpeditions",
     QT_TRANSLATE_NOOP("herald::warmaster::Names", "Remove unsuccessful expeditions"), "NY-5",
     QT_TRANSLATE_NOOP("herald::warmaster::Calendar",
                       "Expeditions still at sea are dissolved as the campaign settings say.")},
    {CampaignStep::FillRosters, "fillRosters",
     QT_TRANSLATE_NOOP("herald::warmaster::Names", "Fill out rosters"), "NY-6",
     QT_TRANSLATE_NOOP("herald::warmaster::Calendar",
                       "Lost units come back, units are bought with the new army points (types "
                       "are only ever added) and characters with the character points.")},
    {CampaignStep::PlaceArmies, "placeArmies",
     QT_TRANSLATE_NOOP("herald::warmaster::Names", "Place armies"), "NY-7",
     QT_TRANSLATE_NOOP("herald::warmaster::Calendar",
                       "Each general may raise one army in an own town, city or suitable POI "
                       "area; expeditions are announced in a port.")},
    {CampaignStep::StartOfTurn, "startOfTurn",
     QT_TRANSLATE_NOOP("herald::warmaster::Names", "Start of turn"), "M-0",
     QT_TRANSLATE_NOOP("herald::warmaster::Calendar",
                       "Attendance is taken at a meeting's first turn, absent nations are "
                       "marked, returning players catch up their New Year, exodus is offered "
                       "and every army's supply is traced.")},
    {CampaignStep::WriteOrders, "writeOrders",
     QT_TRANSLATE_NOOP("herald::warmaster::Names", "Write orders"), "M-1",
     QT_TRANSLATE_NOOP("herald::warmaster::Calendar",
                       "Every army free to act is given its orders for the turn.")},
    {CampaignStep::RevealOrders, "revealOrders",
     QT_TRANSLATE_NOOP("herald::warmaster::Names", "Reveal orders"), "M-2A",
     QT_TRANSLATE_NOOP("herald::warmaster::Calendar", "All orders are shown at the same time.")},
    {CampaignStep::TerrainDelays, "terrainDelays",
     QT_TRANSLATE_NOOP("herald::warmaster::Names", "Terrain delays"), "M-2B",
     QT_TRANSLATE_NOOP("herald::warmaster::Calendar",
                       "Moves across barriers are checked: numbers picked, dice rolled, delays "
                       "and losses applied.")},
    {CampaignStep::Move, "move", QT_TRANSLATE_NOOP("herald::warmaster::Names", "Move"), "M-2C",
     QT_TRANSLATE_NOOP("herald::warmaster::Calendar",
                       "Armies move together; swaps, interdictions and same-nation stacking are "
                       "found; expeditions roll at sea.")},
    {CampaignStep::Combats, "combats",
     QT_TRANSLATE_NOOP("herald::warmaster::Names", "Resolve combats"), "M-3",
     QT_TRANSLATE_NOOP("herald::warmaster::Calendar",
                       "Engagements are built from secret location choices and the engagement "
                       "chart; battles are fought and their results entered.")},
    {CampaignStep::Retreats, "retreats",
     QT_TRANSLATE_NOOP("herald::warmaster::Names", "Resolve retreats"), "M-4",
     QT_TRANSLATE_NOOP("herald::warmaster::Calendar",
                       "Losers fall back or rout; outnumbered and independent armies are forced "
                       "out.")},
    {CampaignStep::UpdateMap, "updateMap",
     QT_TRANSLATE_NOOP("herald::warmaster::Names", "Update map"), "M-5",
     QT_TRANSLATE_NOOP("herald::warmaster::Calendar",
                       "Occupations are counted and areas change hands; routed armies may "
                       "reform; captives try to escape; supply is traced again.")},
    {CampaignStep::Advance, "advance", QT_TRANSLATE_NOOP("herald::warmaster::Names", "Advance"),
     "M-6",
     QT_TRANSLATE_NOOP("herald::warmaster::Calendar",
                       "The month ends; after the twelfth a new year begins.")},
}};

constexpr std::array<KeyName<CampaignStep>, steps.size()> keyTable = [] {
    std::array<KeyName<CampaignStep>, steps.size()> table{};
    for (std::size_t i = 0; i < steps.size(); ++i)
        table[i] = {steps[i].step, steps[i].key, steps[i].name};
    return table;
}();

constexpr std::array<CampaignStep, 8> newYearSteps{
    CampaignStep::RemoveArmies, CampaignStep::Ransom,     CampaignStep::PreTally,
    CampaignStep::Tally,        CampaignStep::Production, CampaignStep::RemoveExpeditions,
    CampaignStep::FillRosters,  CampaignStep::PlaceArmies};

const StepRow &row(CampaignStep step)
{
    return steps[static_cast<std::size_t>(step)];
}

CampaignStep following(CampaignStep step)
{
    return static_cast<CampaignStep>(static_cast<int>(step) + 1);
}

} // namespace

std::span<const KeyName<CampaignStep>> EnumKeys<CampaignStep>::table()
{
    return keyTable;
}

CampaignPhase phaseOf(CampaignStep step)
{
    if (step <= CampaignStep::SetupStart)
        return CampaignPhase::Setup;
    if (step <= CampaignStep::PlaceArmies)
        return CampaignPhase::NewYear;
    return CampaignPhase::Month;
}

QString stepLabel(CampaignStep step)
{
    return QString::fromLatin1(row(step).label);
}

QString stepSection(CampaignStep step)
{
    switch (phaseOf(step)) {
    case CampaignPhase::Setup:
        return QStringLiteral("§3.0");
    case CampaignPhase::NewYear:
        return QStringLiteral("§3.1");
    case CampaignPhase::Month:
        break;
    }
    return QStringLiteral("§3.2");
}

QString stepDuty(CampaignStep step)
{
    return Tr::tr(row(step).duty);
}

std::span<const CampaignStep> nationNewYearSteps()
{
    return newYearSteps;
}

bool CampaignDate::isValid() const
{
    if (year < 1 || static_cast<int>(step) < 0 || static_cast<std::size_t>(step) >= steps.size())
        return false;
    switch (phaseOf(step)) {
    case CampaignPhase::Setup:
        return year == 1 && month == 0;
    case CampaignPhase::NewYear:
        return month == 0;
    case CampaignPhase::Month:
        break;
    }
    return month >= 1 && month <= 12;
}

QString CampaignDate::toString() const
{
    const QString stepText = stepLabel(step) + QLatin1Char(' ') + nameOf(step);
    switch (phaseOf(step)) {
    case CampaignPhase::Setup:
        //: the campaign date during the set-up; %1 is a step such as "S-1 Map"
        return Tr::tr("Set-up, %1").arg(stepText);
    case CampaignPhase::NewYear:
        //: %1 is the year, %2 a step such as "NY-3 Tally population"
        return Tr::tr("Year %1, New Year, %2").arg(year).arg(stepText);
    case CampaignPhase::Month:
        break;
    }
    //: %1 is the year, %2 the month (1-12), %3 a step such as "M-1 Write orders"
    return Tr::tr("Year %1, month %2, %3").arg(year).arg(month).arg(stepText);
}

CampaignDate nextDate(const CampaignDate &date)
{
    if (!date.isValid())
        return date;
    switch (date.step) {
    case CampaignStep::SetupStart:
        return {date.year, 0, CampaignStep::RemoveArmies};
    case CampaignStep::PlaceArmies:
        return {date.year, 1, CampaignStep::StartOfTurn};
    case CampaignStep::Advance:
        if (date.month < 12)
            return {date.year, date.month + 1, CampaignStep::StartOfTurn};
        return {date.year + 1, 0, CampaignStep::RemoveArmies};
    default:
        break;
    }
    return {date.year, date.month, following(date.step)};
}

std::optional<CampaignDate> dateFromStored(int year, int month, QStringView stepKey)
{
    const auto step = fromKey<CampaignStep>(stepKey);
    if (!step)
        return std::nullopt;
    const CampaignDate date{year, month, *step};
    if (!date.isValid())
        return std::nullopt;
    return date;
}

} // namespace herald::warmaster
