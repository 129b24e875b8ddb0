#include "db/warmaster/controlstep.h"

#include "core/warmaster/areacontrol.h"
#include "core/warmaster/armylimit.h"
#include "core/warmaster/armyplacement.h"
#include "db/map/maprepository.h"
#include "db/warmaster/captiveescape.h"
#include "db/warmaster/commandsupport.h"
#include "db/warmaster/monthstore.h"
#include "db/warmaster/nationrepository.h"
#include "db/warmaster/newyearchecks.h"

#include <QCoreApplication>
#include <QSqlQuery>

#include <algorithm>

namespace herald::db {

using namespace herald::warmaster;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::ControlStep)
};

/// What the Battles issue will do at M-5 and the referee does until then.
void addHandItems(const StrategicMap &map, StepWork &work)
{
    for (const Army &army : map.armies) {
        if (army.state == ArmyState::Routed)
            work.handItems << Tr::tr("§6.8 %1 is routed: move it one area towards a free own "
                                     "town or city, or let it reform after a full quiet turn "
                                     "there (or take a last-ditch rally).")
                                  .arg(army.name);
    }
}

} // namespace

QSet<QString> armiesInBattleThisTurn(const QSqlDatabase &db, const warmaster::CampaignDate &date)
{
    QSet<QString> fought;
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT army_id FROM pending_battle_army JOIN pending_battle "
                             "ON pending_battle.id = pending_battle_army.battle_id "
                             "WHERE pending_battle.turn = ?"));
    q.addBindValue(turnNumber(date));
    if (q.exec()) {
        while (q.next())
            fought.insert(q.value(0).toString());
    }
    return fought;
}

StepWork updateMap(const CommandContext &context, const QSet<QString> &fought)
{
    StepWork work;
    const StoredMap before = loadStoredMap(context.db);
    const ControlResult result =
        countOccupation(before.map, before.map.armies, fought, loadSettings(context.db));
    for (const MonthDecision &decision : result.decisions)
        work.lines << decision.text;
    QSqlQuery q(context.db);
    q.prepare(QStringLiteral("UPDATE army SET occupation = ? WHERE id = ?"));
    for (std::size_t i = 0; i < result.armies.size(); ++i) {
        const Army &counted = result.armies[i];
        if (counted.occupation == before.map.armies[i].occupation)
            continue;
        if (!nations::run(q, {counted.occupation, counted.id.toLongLong()})) {
            work.failure = CommandOutcome::storageFailed(q);
            return work;
        }
    }
    StoredMap after = before;
    applyControlChanges(after.map, result.changes);
    if (const QString error = saveStoredMap(context.db, before, after); !error.isEmpty()) {
        work.failure = CommandOutcome::storageFailed(error);
        return work;
    }
    if (!recordFormerTowns(context.db, after)) {
        work.failure = CommandOutcome::storageFailed(Tr::tr("The towns held could not be noted."));
        return work;
    }
    addHandItems(after.map, work);
    // §6.4, I-25: the captives' escape rolls close the month.
    StepWork escapes = rollCaptiveEscapes(context);
    work.lines << escapes.lines;
    work.failure = escapes.failure;
    return work;
}

void addCrowdedAreas(const QSqlDatabase &db, const warmaster::CampaignDate &date,
                     StepSnapshot &snapshot)
{
    const StrategicMap map = loadStrategicMap(db);
    QStringList parted; // areas the §4.3 sentence already names
    if (date.month == 1) {
        for (const NewYearIssue &issue : checkStartSeparation(sharedStartMoves(db, date.year))) {
            snapshot.add(Awaited::AreasCrowded, explain(issue));
            parted << issue.other;
        }
    }
    for (const CrowdedArea &crowded : crowdedAreas(map, map.armies)) {
        if (!parted.contains(map.areas[static_cast<std::size_t>(crowded.area)].id()))
            snapshot.add(Awaited::AreasCrowded, describe(map, map.armies, crowded));
    }
}

} // namespace herald::db
