#include "db/warmaster/newyearchecks.h"

#include "core/warmaster/characters.h"
#include "core/warmaster/explanations.h"
#include "core/warmaster/rebellion.h"
#include "core/warmaster/rosterrefill.h"
#include "db/warmaster/calendarrepository.h"
#include "db/warmaster/commandsupport.h"
#include "db/warmaster/nationrepository.h"

#include <QCoreApplication>
#include <QSqlQuery>

#include <algorithm>

namespace herald::db {

using namespace herald::warmaster;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::NewYearChecks)
};

/// Units a nation still had on last year's roster (§7.4.2 "no troops"): bought less lost.
int troopsLeft(const QSqlDatabase &db, qint64 nationId, int lastYear)
{
    const auto roster = loadRoster(db, nationId, lastYear);
    if (!roster)
        return 0;
    int units = 0;
    for (const RosterLine &line : roster->roster.lines)
        units += line.purchased - line.lost;
    return units;
}

std::vector<int> formerTowns(const QSqlDatabase &db, const StrategicMap &map, qint64 nationId)
{
    std::vector<int> areas;
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT area FROM former_town WHERE nation_id = ? ORDER BY area"));
    q.addBindValue(nationId);
    q.exec();
    while (q.next()) {
        const auto hex = map::Hex::fromXXYY(q.value(0).toString());
        if (const auto area = hex ? map.areaAt(*hex) : std::nullopt)
            areas.push_back(*area);
    }
    return areas;
}

/// §2.16, I-19: each captive by owner, worth its level in population points.
void listCaptives(const QSqlDatabase &db, StepWork &work)
{
    QSqlQuery q(db);
    q.exec(QStringLiteral(
        "SELECT n.name, c.name, c.type, COALESCE(k.name, '') FROM character c "
        "JOIN nation n ON n.id = c.nation_id LEFT JOIN nation k ON k.id = c.captor_nation_id "
        "WHERE c.status = 'captured' ORDER BY n.id, c.id"));
    while (q.next()) {
        const auto type = fromKey<CharacterType>(q.value(2).toString());
        const int level = type ? characterLevel(*type) : 0;
        const QString captor =
            q.value(3).toString().isEmpty() ? Tr::tr("an unknown captor") : q.value(3).toString();
        //: %1 owner nation, %2 character, %3 captor, %4 level
        const QString line =
            Tr::tr("§2.16 %1 may ransom %2 from %3: level %4, so at least %4 population points "
                   "of its own areas (I-19, I-20).")
                .arg(q.value(0).toString(), q.value(1).toString(), captor)
                .arg(level);
        work.lines << line;
        work.handItems << line +
                              Tr::tr(" Ask its player; if he pays, enter the areas he cedes with "
                                     "ransom.pay (herald-cli ransom FILE CAPTIVE AREA...); a "
                                     "captive not ransomed stays held.");
    }
}

/// §7.4.2: a nation with no troops left and no area may rise in a former town still standing.
void listRebellions(const QSqlDatabase &db, const StoredMap &stored, int year, StepWork &work)
{
    const StrategicMap &map = stored.map;
    QSet<QString> withArmy;
    for (const Army &army : map.armies)
        withArmy.insert(army.nationId);
    for (int i = 0; i < stored.nationRowIds.size(); ++i) {
        const qint64 id = stored.nationRowIds.at(i);
        if (withArmy.contains(QString::number(id)))
            continue;
        const auto offer = rebellionOffer(db, stored, i, year);
        if (!offer)
            continue;
        work.lines << offer->explain(map);
        if (offer->possible())
            work.handItems << offer->explain(map) +
                                  Tr::tr(" If the player rises, enter it with "
                                         "nation.rebellion (herald-cli nation rebellion FILE "
                                         "NATION TOWN [--leader CHARACTER]) before confirming.");
    }
}

QString nationName(const StrategicMap &map, const QString &id)
{
    const auto index = map.nationIndex(id);
    return index ? map.nations[static_cast<std::size_t>(*index)].name : id;
}

} // namespace

std::optional<RebellionOffer> rebellionOffer(const QSqlDatabase &db, const StoredMap &stored,
                                             int nation, int year)
{
    const qint64 id = stored.nationRowIds.at(nation);
    return detectRebellion(stored.map,
                           {nation, troopsLeft(db, id, year - 1), formerTowns(db, stored.map, id)});
}

bool recordFormerTowns(const QSqlDatabase &db, const StoredMap &stored)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("INSERT OR IGNORE INTO former_town (nation_id, area) VALUES (?, ?)"));
    for (const Area &area : stored.map.areas) {
        if (area.owner == noIndex ||
            (area.centre != PopulationCentre::Town && area.centre != PopulationCentre::City))
            continue;
        if (!nations::run(q, {stored.nationRowIds.value(area.owner), area.id()}))
            return false;
    }
    return true;
}

StepWork listRansomsAndRebellions(const CommandContext &context)
{
    StepWork work;
    const StoredMap stored = loadStoredMap(context.db);
    if (!recordFormerTowns(context.db, stored)) {
        work.failure = CommandOutcome::storageFailed(Tr::tr("The towns held could not be noted."));
        return work;
    }
    listCaptives(context.db, work);
    listRebellions(context.db, stored, context.date.year, work);
    return work;
}

void addRefillProblems(const QSqlDatabase &db, int year, StepSnapshot &snapshot)
{
    const QSet<qint64> absent = absentNationIds(db);
    const CampaignSettings settings = loadSettings(db);
    for (const NationRecord &nation : loadNations(db)) {
        if (absent.contains(nation.id))
            continue;
        const auto stored = loadRoster(db, nation.id, year);
        if (!stored) {
            snapshot.add(Awaited::RostersIncomplete, Tr::tr("%1 (no roster)").arg(nation.name));
            continue;
        }
        const auto list = loadArmyList(db, nation.armyListId);
        if (!list)
            continue; // NY-3 opened no roster without a list: S-2 keeps this out
        const Roster &proposed = stored->roster;
        QStringList problems;
        const auto lastYear = loadRoster(db, nation.id, year - 1);
        // Herald keeps no record of the chaos lands' free units (NY-2a leaves their types to the
        // referee), so the tally given names none and the free-units comparison is left out.
        const RefillCheck check = checkRefill(lastYear ? lastYear->roster : Roster{}, proposed,
                                              NationTally{}, *list, settings);
        for (const RosterIssue &issue : check.roster) {
            if (!issue.isWarning())
                problems << explainIssue(proposed, issue, settings);
        }
        for (const NewYearIssue &issue : check.refill) {
            if (issue.problem != NewYearProblem::FreeUnitsMismatch)
                problems << explain(issue);
        }
        for (const RosterLine &line : proposed.lines) {
            if (line.lost > 0)
                problems << Tr::tr("NY-6 %1 units of %2 are struck off although the New Year "
                                   "restores every loss (I-17).")
                                .arg(line.lost)
                                .arg(line.unitTypes.join(QStringLiteral(", ")));
        }
        if (!problems.isEmpty())
            snapshot.add(Awaited::RostersIncomplete,
                         Tr::tr("%1: %2").arg(nation.name, problems.join(QLatin1Char(' '))));
    }
}

void addArmiesBeyondGenerals(const QSqlDatabase &db, int year, StepSnapshot &snapshot)
{
    const QSet<qint64> absent = absentNationIds(db);
    const std::vector<Army> armies = loadArmies(db);
    for (const NationRecord &nation : loadNations(db)) {
        if (absent.contains(nation.id))
            continue;
        const QString id = QString::number(nation.id);
        // Expeditions took their generals with them (I-11): only land armies count.
        const auto placed = std::count_if(armies.begin(), armies.end(), [&](const Army &a) {
            return a.nationId == id && a.expeditionId.isEmpty();
        });
        const auto roster = loadRoster(db, nation.id, year);
        long generals = 0;
        if (roster)
            generals =
                std::count_if(roster->roster.characters.begin(), roster->roster.characters.end(),
                              [](const RosterCharacter &c) {
                                  return leadsArmies(c.type) && c.status == CharacterStatus::Active;
                              });
        const long limit = year == 1 ? std::min(1L, generals) : generals;
        if (placed > limit)
            //: %2 armies placed, %3 the generals free to lead them
            snapshot.add(Awaited::ArmyPlacementsOpen,
                         Tr::tr("%1 (%2 armies for %3 free generals: remove one, §1.5%4)")
                             .arg(nation.name)
                             .arg(placed)
                             .arg(limit)
                             .arg(year == 1 ? Tr::tr(", S-6 one army in year 1") : QString()));
    }
}

std::vector<FirstMonthMove> sharedStartMoves(const QSqlDatabase &db, int year)
{
    std::vector<FirstMonthMove> moves;
    QHash<QString, Army> armies;
    for (const Army &army : loadArmies(db))
        armies.insert(army.id, army);
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT army_id, area FROM shared_start WHERE year = ? ORDER BY "
                             "army_id"));
    q.addBindValue(year);
    q.exec();
    while (q.next()) {
        const auto army = armies.find(QString::number(q.value(0).toLongLong()));
        const auto start = map::Hex::fromXXYY(q.value(1).toString());
        if (army == armies.end() || !start)
            continue; // the army is gone: nothing left to part
        FirstMonthMove move{army->id, army->name, army->nationId, *start, std::nullopt};
        if (army->area != *start)
            move.destination = army->area;
        moves.push_back(move);
    }
    return moves;
}

StepWork recordSharedStarts(const CommandContext &context)
{
    StepWork work;
    const StrategicMap map = loadStrategicMap(context.db);
    const QSet<qint64> absent = absentNationIds(context.db);
    std::vector<FirstMonthMove> placed;
    for (const Army &army : map.armies) {
        // An absent nation's armies stand where last year left them (§7.6 rule 3).
        if (!absent.contains(army.nationId.toLongLong()))
            placed.push_back({army.id, army.name, army.nationId, army.area, std::nullopt});
    }
    QSqlQuery q(context.db);
    q.prepare(QStringLiteral("INSERT INTO shared_start (year, army_id, area) VALUES (?, ?, ?)"));
    for (const SharedStart &group : sharedStarts(placed)) {
        QStringList names;
        for (const QString &armyId : group.armyIds) {
            if (!nations::run(q, {context.date.year, armyId.toLongLong(), group.area.toXXYY()})) {
                work.failure = CommandOutcome::storageFailed(q);
                return work;
            }
            const auto it = std::find_if(map.armies.begin(), map.armies.end(),
                                         [&](const Army &a) { return a.id == armyId; });
            names << it->name;
        }
        const auto area = map.areaAt(group.area);
        //: %1 nation, %2 armies, %3 area
        work.lines << Tr::tr("§4.3 %1's armies %2 start the year together at %3: month 1's "
                             "orders must send them to different areas.")
                          .arg(nationName(map, group.nationId), names.join(QStringLiteral(", ")),
                               area ? areaLabel(map.areas[std::size_t(*area)])
                                    : group.area.toXXYY());
    }
    return work;
}

} // namespace herald::db
