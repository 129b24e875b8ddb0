#include "db/warmaster/calendarsteps.h"

#include "core/warmaster/armyplacement.h"
#include "core/warmaster/armyremoval.h"
#include "core/warmaster/chaoslands.h"
#include "core/warmaster/laststand.h"
#include "db/map/maprepository.h"
#include "db/warmaster/calendarrepository.h"
#include "db/warmaster/controlstep.h"
#include "db/warmaster/engagementstep.h"
#include "db/warmaster/expeditionstep.h"
#include "db/warmaster/expeditionstore.h"
#include "db/warmaster/monthstore.h"
#include "db/warmaster/monthsupply.h"
#include "db/warmaster/movementstep.h"
#include "db/warmaster/newyearchecks.h"
#include "db/warmaster/nppstep.h"
#include "db/warmaster/productionstep.h"
#include "db/warmaster/rebellionstep.h"
#include "db/warmaster/retreatstep.h"
#include "db/warmaster/rosteropening.h"

#include <QCoreApplication>
#include <QSqlQuery>

namespace herald::db {

using namespace herald::warmaster;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::CalendarSteps)
};

QSet<QString> absentNationKeys(const QSqlDatabase &db)
{
    QSet<QString> keys;
    for (qint64 id : absentNationIds(db))
        keys.insert(QString::number(id));
    return keys;
}

/// NY-1 (§3.1): every marker leaves the map but those of absent nations (§7.6 rule 3) and of
/// expeditions still at sea (NY-5 decides their fate). Independent lesser-race armies are not
/// stored yet, so none is kept for them.
StepWork removeArmies(const CommandContext &context)
{
    StepWork work;
    const std::vector<Army> armies = loadArmies(context.db);
    ArmyRemovalFacts facts{armies, expeditionsAfloat(context.db), {}, absentNationKeys(context.db)};
    for (const ArmyRemovalDecision &decision : removeOldArmies(facts)) {
        work.lines << decision.explain();
        if (!decision.removed)
            continue;
        if (const QString error = clearMonthRowsOf(context.db, decision.armyId.toLongLong());
            !error.isEmpty()) {
            work.failure = CommandOutcome::storageFailed(error);
            return work;
        }
        QSqlQuery q(context.db);
        q.prepare(QStringLiteral("DELETE FROM army WHERE id = ?"));
        q.addBindValue(decision.armyId.toLongLong());
        if (!q.exec()) {
            work.failure = CommandOutcome::storageFailed(q);
            return work;
        }
    }
    return work;
}

bool insertGrant(QSqlQuery &q, qint64 nationId, int year, const QString &kind, const QString &area,
                 int points, const QString &reason)
{
    q.prepare(QStringLiteral("INSERT INTO tally_grant (nation_id, year, kind, area, points, "
                             "reason) VALUES (?, ?, ?, ?, ?, ?)"));
    for (const QVariant &value : QVariantList{nationId, year, kind, area, points, reason})
        q.addBindValue(value);
    return q.exec();
}

/// NY-2a (§7.5, §2.7): the chaos towns move, the chaos lands' d10 gifts of villages and
/// character points go into the year's tally as grants; unit gifts and Last Stand towns are
/// left to the referee.
StepWork preTally(const CommandContext &context, int year)
{
    StepWork work;
    const StoredMap before = loadStoredMap(context.db);
    StoredMap after = before;
    QSet<int> absent;
    for (qint64 id : absentNationIds(context.db))
        absent.insert(static_cast<int>(after.nationRowIds.indexOf(id)));
    const ChaosYear chaos = rollChaos(after.map, context.dice, absent);
    applyChaosMoves(after.map, chaos);
    work.lines << chaos.explain(before.map);
    if (const QString error = saveStoredMap(context.db, before, after); !error.isEmpty()) {
        work.failure = CommandOutcome::storageFailed(error);
        return work;
    }
    QSqlQuery q(context.db);
    for (const ChaosLandRoll &land : chaos.lands) {
        const Area &area = after.map.areas[static_cast<std::size_t>(land.area)];
        const auto result = chaosLandResult(land.face);
        if (!result || area.owner == noIndex)
            continue;
        const qint64 nationId = after.nationRowIds.value(area.owner);
        const QString reason = Tr::tr("§7.5 chaos land d10 = %1").arg(land.face);
        const QString hex = area.hex.toXXYY();
        if ((result->population != 0 &&
             !insertGrant(q, nationId, year, QStringLiteral("population"), hex, result->population,
                          reason)) ||
            (result->characterPoints != 0 &&
             !insertGrant(q, nationId, year, QStringLiteral("character"), hex,
                          result->characterPoints, reason))) {
            work.failure = CommandOutcome::storageFailed(q);
            return work;
        }
        if (result->units)
            work.handItems << Tr::tr("%1: choose the unit types of %2 (§7.5)")
                                  .arg(after.map.nations[static_cast<std::size_t>(area.owner)].name,
                                       result->explain());
    }
    for (const LastStandPlan &plan : planLastStands(after.map, absent))
        work.handItems << plan.explain(after.map).join(QLatin1Char(' '));
    return work;
}

/// NY-3 (§2.1-§2.3): each present nation's tally is frozen in its roster for the year.
StepWork freezeTallies(const CommandContext &context)
{
    StepWork work;
    const QSet<qint64> absent = absentNationIds(context.db);
    std::optional<YearTally> yearTally; // computed once, when the first roster opens
    for (const NationRecord &nation : loadNations(context.db)) {
        if (absent.contains(nation.id) || loadRoster(context.db, nation.id, context.date.year))
            continue;
        if (!yearTally)
            yearTally = loadYearTally(context.db, context.date.year);
        const CommandOutcome opened = openRosterFor(context, nation, *yearTally);
        if (opened.status != CommandStatus::Done) {
            work.failure = opened;
            return work;
        }
        work.lines << opened.summary;
    }
    return work;
}

/// M-0 (§3.2): the absent players' rules first (an outer ring lost changes what supplies the
/// armies), then every army's supply.
StepWork startOfMonth(const CommandContext &context, const warmaster::CampaignDate &date)
{
    StepWork work = startOfTurn(context, date);
    if (work.failure)
        return work;
    StepWork supply = computeSupply(context);
    work.lines << supply.lines;
    work.handItems << supply.handItems;
    work.failure = supply.failure;
    return work;
}

/// The step's work, then more work of the same step unless the first failed.
StepWork followedBy(StepWork work, const CommandContext &context,
                    StepWork (*next)(const CommandContext &))
{
    if (work.failure)
        return work;
    StepWork more = next(context);
    work.lines << more.lines;
    work.handItems << more.handItems;
    work.failure = more.failure;
    return work;
}

} // namespace

QString handWork(CampaignStep step)
{
    switch (step) {
    case CampaignStep::SetupPoi:
        return Tr::tr("Herald does not deal the POI cards yet: each player draws one and places "
                      "it, and the referee enters it on the map.");
    case CampaignStep::SetupLesserRaces:
        return Tr::tr("Choose the lesser races (two fewer than the player countries, more are "
                      "allowed) and add each from the army lists with herald-cli lesser add FILE "
                      "RACE; it starts in box 0. Herald does not check the count: confirm when "
                      "done.");
    default:
        return {};
    }
}

StepWork carryOutStep(const CommandContext &context, const warmaster::CampaignDate &date)
{
    switch (date.step) {
    case CampaignStep::RemoveArmies:
        return removeArmies(context);
    case CampaignStep::PreTally:
        return preTally(context, date.year);
    case CampaignStep::Tally:
        return freezeTallies(context);
    case CampaignStep::Ransom:
        return followedBy(listRansomsAndRebellions(context), context, collapseRebellions);
    case CampaignStep::Production:
        return finishProduction(context);
    case CampaignStep::PlaceArmies:
        return recordSharedStarts(context);
    case CampaignStep::StartOfTurn:
        return startOfMonth(context, date);
    case CampaignStep::RevealOrders:
        return revealOrders(context);
    case CampaignStep::TerrainDelays:
        return terrainDelays(context);
    case CampaignStep::Move:
        return moveArmies(context);
    case CampaignStep::RemoveExpeditions:
        return dissolveExpeditions(context);
    case CampaignStep::FillRosters:
        return lapseAlliances(context);
    case CampaignStep::Advance:
        return fleetsToLand(context);
    case CampaignStep::Combats:
        return combatsDone(context);
    case CampaignStep::Retreats:
        return retreatDueArmies(context);
    case CampaignStep::UpdateMap:
        return followedBy(updateMap(context, armiesInBattleThisTurn(context.db, date)), context,
                          collapseRebellions);
    default:
        return {};
    }
}

} // namespace herald::db
