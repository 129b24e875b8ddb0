#include "db/warmaster/calendarrepository.h"

#include "core/decks/magicitems.h"
#include "db/warmaster/armyrepository.h"
#include "db/warmaster/campaigndecks.h"
#include "db/warmaster/controlstep.h"
#include "db/warmaster/generalreplacements.h"
#include "db/warmaster/monthblockers.h"
#include "db/warmaster/nationrepository.h"
#include "db/warmaster/newyearchecks.h"
#include "db/warmaster/productionstep.h"
#include "db/warmaster/retreatstep.h"
#include "db/warmaster/routedarmies.h"

#include <QCoreApplication>
#include <QSqlQuery>

#include <algorithm>
#include <array>

namespace herald::db {

using namespace herald::warmaster;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::CalendarRepository)
};

constexpr std::array<std::pair<Awaited, const char *>, 30> awaitedKeys{{
    {Awaited::MapProblems, "mapProblems"},
    {Awaited::NationsWithoutRace, "nationsWithoutRace"},
    {Awaited::MagicItemsOverLimit, "magicItemsOverLimit"},
    {Awaited::PoiCardsUnplaced, "poiCardsUnplaced"},
    {Awaited::LesserRacesUnchosen, "lesserRacesUnchosen"},
    {Awaited::RansomsUndecided, "ransomsUndecided"},
    {Awaited::RebellionsUndecided, "rebellionsUndecided"},
    {Awaited::LastStandsUnplaced, "lastStandsUnplaced"},
    {Awaited::ChaosUnitsUnchosen, "chaosUnitsUnchosen"},
    {Awaited::NationsNotTallied, "nationsNotTallied"},
    {Awaited::CentresToPlace, "centresToPlace"},
    {Awaited::CentresToReduce, "centresToReduce"},
    {Awaited::ColonyDecisions, "colonyDecisions"},
    {Awaited::RostersIncomplete, "rostersIncomplete"},
    {Awaited::MagicItemsUnassigned, "magicItemsUnassigned"},
    {Awaited::ArmyPlacementsOpen, "armyPlacementsOpen"},
    {Awaited::AttendanceUnrecorded, "attendanceUnrecorded"},
    {Awaited::NewYearStepsPending, "newYearStepsPending"},
    {Awaited::ExodusOffersOpen, "exodusOffersOpen"},
    {Awaited::OrdersMissing, "ordersMissing"},
    {Awaited::DelayNumbersMissing, "delayNumbersMissing"},
    {Awaited::DelayLossesUnchosen, "delayLossesUnchosen"},
    {Awaited::StackingUnresolved, "stackingUnresolved"},
    {Awaited::LocationChoicesMissing, "locationChoicesMissing"},
    {Awaited::BattlesUnresolved, "battlesUnresolved"},
    {Awaited::IndependentMeetings, "independentMeetings"},
    {Awaited::GeneralsUnreplaced, "generalsUnreplaced"},
    {Awaited::RetreatsUnchosen, "retreatsUnchosen"},
    {Awaited::AreasCrowded, "areasCrowded"},
    {Awaited::RallyOffersOpen, "rallyOffersOpen"},
}};

constexpr std::array<Awaited, 21> computed{
    Awaited::MapProblems,         Awaited::NationsWithoutRace,   Awaited::MagicItemsOverLimit,
    Awaited::NationsNotTallied,   Awaited::CentresToPlace,       Awaited::CentresToReduce,
    Awaited::ColonyDecisions,     Awaited::RostersIncomplete,    Awaited::MagicItemsUnassigned,
    Awaited::ArmyPlacementsOpen,  Awaited::AttendanceUnrecorded, Awaited::OrdersMissing,
    Awaited::DelayNumbersMissing, Awaited::DelayLossesUnchosen,  Awaited::LocationChoicesMissing,
    Awaited::BattlesUnresolved,   Awaited::AreasCrowded,         Awaited::GeneralsUnreplaced,
    Awaited::RallyOffersOpen,     Awaited::IndependentMeetings,  Awaited::RetreatsUnchosen,
};

/// S-1: what keeps the map from making a campaign that Herald can see today: no land at all,
/// or a nation that starts without an area.
void addMapProblems(const QSqlDatabase &db, StepSnapshot &snapshot)
{
    const StrategicMap map = loadTallyMap(db);
    const bool anyLand = std::any_of(map.areas.cbegin(), map.areas.cend(),
                                     [](const Area &area) { return !area.isSea(); });
    if (!anyLand)
        snapshot.add(Awaited::MapProblems, Tr::tr("the map has no land area yet"));
    std::vector<bool> owns(map.nations.size(), false);
    for (const Area &area : map.areas) {
        if (area.owner != noIndex)
            owns[static_cast<std::size_t>(area.owner)] = true;
    }
    for (std::size_t i = 0; i < map.nations.size(); ++i) {
        if (!owns[i])
            snapshot.add(Awaited::MapProblems,
                         Tr::tr("%1 owns no area to start from").arg(map.nations[i].name));
    }
}

/// S-3 (§2.18, I-31): each author's magic items together, as the decks area stores them.
void addMagicItemsOverLimit(const QSqlDatabase &db, StepSnapshot &snapshot)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT author, SUM(points) FROM decks_magic_item GROUP BY author "
                             "HAVING SUM(points) > ? ORDER BY author"));
    q.addBindValue(decks::kMagicItemPointsPerAuthor);
    q.exec();
    while (q.next())
        snapshot.add(Awaited::MagicItemsOverLimit,
                     Tr::tr("%1: %2 points").arg(q.value(0).toString(), q.value(1).toString()));
}

/// NY-6 of year 1 (§3.1): the two magic items dealt to each nation are given to its characters
/// at once, so a card a present nation holds in the magic item deck and no character carries
/// holds the step up. Later years' items waiting on a roster (§6.5) do not.
void addMagicItemsUnassigned(const QSqlDatabase &db, int year, StepSnapshot &snapshot)
{
    const auto deck = loadCampaignDeck(db, QStringLiteral("magicItems"));
    if (year != 1 || !deck)
        return;
    QSet<QString> present;
    const QSet<qint64> absent = absentNationIds(db);
    for (const NationRecord &nation : loadNations(db)) {
        if (!absent.contains(nation.id))
            present.insert(nation.name);
    }
    QSet<QString> bound;
    QSqlQuery q(db);
    q.exec(QStringLiteral("SELECT card_id FROM magic_item_binding"));
    while (q.next())
        bound.insert(q.value(0).toString());
    for (const decks::HeldCard &held : deck->inPlay) {
        if (!present.contains(held.holder) || bound.contains(held.cardId))
            continue;
        const decks::Card *card = deck->card(held.cardId);
        //: %1 nation, %2 the magic item, %3 its card id, for herald-cli item bind
        snapshot.add(Awaited::MagicItemsUnassigned,
                     Tr::tr("%1: %2, card %3 (item bind)")
                         .arg(held.holder, card ? card->title : held.cardId, held.cardId));
    }
}

bool hasRoster(const QSqlDatabase &db, qint64 nationId, int year)
{
    return loadRoster(db, nationId, year).has_value();
}

/// NY-3: the tally of a present nation is frozen when its roster for the year is opened with
/// the tally's figures. `calendar.next` opens the missing ones itself, so only a nation it
/// cannot open a roster for (no army list yet) holds the step up.
void addNationsNotTallied(const QSqlDatabase &db, int year, StepSnapshot &snapshot)
{
    const QSet<qint64> absent = absentNationIds(db);
    for (const NationRecord &nation : loadNations(db)) {
        if (!absent.contains(nation.id) && nation.armyListId.isEmpty() &&
            !hasRoster(db, nation.id, year))
            snapshot.add(Awaited::NationsNotTallied,
                         Tr::tr("%1 (no army list to open a roster from)").arg(nation.name));
    }
}

/// NY-7: a present nation that has placed no army although it could place one. A nation may
/// place fewer armies than it has generals, so one army is taken as its choice.
void addArmyPlacementsOpen(const QSqlDatabase &db, int year, StepSnapshot &snapshot)
{
    const QSet<qint64> absent = absentNationIds(db);
    // One map for every nation: loading it per nation made NY-7 take seconds on a big map.
    PlacementData data;
    data.map = loadTallyMap(db);
    data.pois = placementPois(db);
    QSet<QString> withArmy;
    for (const Army &army : data.map.armies)
        withArmy.insert(army.nationId);
    for (const NationRecord &nation : loadNations(db)) {
        const QString key = QString::number(nation.id);
        if (absent.contains(nation.id) || withArmy.contains(key))
            continue;
        data.nation = data.map.nationIndex(key).value_or(noIndex);
        const auto stored = loadRoster(db, nation.id, year);
        data.characters = stored ? stored->roster.characters : std::vector<RosterCharacter>{};
        if (placementChoices(data, year).blocked.isEmpty())
            snapshot.add(Awaited::ArmyPlacementsOpen, nation.name);
    }
}

/// M-0 (§7.6): every nation's attendance for the month.
void addAttendanceUnrecorded(const QSqlDatabase &db, const warmaster::CampaignDate &date,
                             StepSnapshot &snapshot)
{
    for (const AttendanceRecord &record : loadAttendance(db, date.year, date.month)) {
        if (!record.present)
            snapshot.add(Awaited::AttendanceUnrecorded, record.nation);
    }
}

} // namespace

std::optional<warmaster::CampaignDate> loadCampaignDate(const QSqlDatabase &db)
{
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("SELECT year, month, phase FROM campaign WHERE id = 1")) ||
        !q.next())
        return std::nullopt;
    return dateFromStored(q.value(0).toInt(), q.value(1).toInt(), q.value(2).toString());
}

bool saveCampaignDate(const QSqlDatabase &db, const warmaster::CampaignDate &date)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("UPDATE campaign SET year = ?, month = ?, phase = ? WHERE id = 1"));
    q.addBindValue(date.year);
    q.addBindValue(date.month);
    q.addBindValue(keyOf(date.step));
    return q.exec();
}

QSet<qint64> absentNationIds(const QSqlDatabase &db)
{
    QSet<qint64> ids;
    for (const NationRecord &nation : loadNations(db)) {
        if (nation.npp)
            ids.insert(nation.id);
    }
    return ids;
}

StepSnapshot loadStepSnapshot(const QSqlDatabase &db, const warmaster::CampaignDate &date)
{
    StepSnapshot snapshot;
    for (Awaited what : waitsFor(date.step)) {
        switch (what) {
        case Awaited::MapProblems:
            addMapProblems(db, snapshot);
            break;
        case Awaited::NationsWithoutRace:
            for (const NationRecord &nation : loadNations(db)) {
                if (nation.armyListId.isEmpty())
                    snapshot.add(what, nation.name);
            }
            break;
        case Awaited::MagicItemsOverLimit:
            addMagicItemsOverLimit(db, snapshot);
            break;
        case Awaited::NationsNotTallied:
            addNationsNotTallied(db, date.year, snapshot);
            break;
        case Awaited::CentresToPlace:
            // NY-4 waits for all three production kinds: one reading of the plan fills them.
            addProductionBlockers(db, date.year, snapshot);
            break;
        case Awaited::CentresToReduce:
        case Awaited::ColonyDecisions:
            break; // filled with CentresToPlace
        case Awaited::RostersIncomplete:
            addRefillProblems(db, date.year, snapshot);
            break;
        case Awaited::MagicItemsUnassigned:
            addMagicItemsUnassigned(db, date.year, snapshot);
            break;
        case Awaited::ArmyPlacementsOpen:
            addArmyPlacementsOpen(db, date.year, snapshot);
            addArmiesBeyondGenerals(db, date.year, snapshot);
            break;
        case Awaited::AreasCrowded:
            addCrowdedAreas(db, date, snapshot);
            break;
        case Awaited::GeneralsUnreplaced:
            addGeneralsUnreplaced(db, date, snapshot);
            break;
        case Awaited::RallyOffersOpen:
            addRallyOffersOpen(db, date, snapshot);
            break;
        case Awaited::RetreatsUnchosen:
            addRetreatsUnchosen(db, date, snapshot);
            break;
        case Awaited::AttendanceUnrecorded:
            addAttendanceUnrecorded(db, date, snapshot);
            break;
        case Awaited::OrdersMissing:
        case Awaited::DelayNumbersMissing:
        case Awaited::DelayLossesUnchosen:
        case Awaited::LocationChoicesMissing:
        case Awaited::BattlesUnresolved:
        case Awaited::IndependentMeetings:
            addMonthBlockers(db, date, what, snapshot);
            break;
        default:
            break; // not readable from the file yet: see computedKinds()
        }
    }
    return snapshot;
}

std::span<const Awaited> computedKinds()
{
    return computed;
}

QString awaitedKey(Awaited what)
{
    for (const auto &[value, key] : awaitedKeys) {
        if (value == what)
            return QString::fromLatin1(key);
    }
    return {};
}

std::vector<AttendanceRecord> loadAttendance(const QSqlDatabase &db, int year, int month)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT n.id, n.name, a.present FROM nation n LEFT JOIN attendance a "
                             "ON a.nation_id = n.id AND a.year = ? AND a.month = ? ORDER BY n.id"));
    q.addBindValue(year);
    q.addBindValue(month);
    q.exec();
    std::vector<AttendanceRecord> records;
    while (q.next())
        records.push_back(
            {q.value(0).toLongLong(), q.value(1).toString(),
             q.value(2).isNull() ? std::nullopt : std::optional<bool>(q.value(2).toBool())});
    return records;
}

} // namespace herald::db
