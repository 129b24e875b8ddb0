#include "db/warmaster/controlstep.h"

#include "core/warmaster/areacontrol.h"
#include "core/warmaster/armylimit.h"
#include "core/warmaster/armyplacement.h"
#include "db/map/maprepository.h"
#include "db/warmaster/captiveescape.h"
#include "db/warmaster/commandsupport.h"
#include "db/warmaster/independentcommands.h"
#include "db/warmaster/monthstore.h"
#include "db/warmaster/nationrepository.h"
#include "db/warmaster/newyearchecks.h"
#include "db/warmaster/routedarmies.h"

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

/// §6.9: the POI card drawn for a POI battle of this turn (§5.3) stays in the area as its
/// feature, face up on the map; an area that has a POI of its own keeps it.
StepWork keepRevealedPois(const CommandContext &context, int turn)
{
    StepWork work;
    QSqlQuery q(context.db);
    q.prepare(QStringLiteral(
        "SELECT b.number, b.area, p.poi_card, a.poi_card FROM pending_battle b JOIN "
        "battle_preparation p ON p.battle_id = b.id JOIN area a ON a.hex = b.area WHERE "
        "b.turn = ? AND b.kind = 'poiBattle' AND p.poi_card IS NOT NULL ORDER BY b.number"));
    if (!nations::run(q, {turn})) {
        work.failure = CommandOutcome::storageFailed(q);
        return work;
    }
    QSqlQuery mark(context.db);
    mark.prepare(QStringLiteral("UPDATE area SET poi_card = ?, poi_revealed = 1 WHERE hex = ?"));
    while (q.next()) {
        const QString area = q.value(1).toString();
        const QString card = q.value(2).toString();
        if (!q.value(3).toString().isEmpty()) {
            work.lines << Tr::tr("§6.9 Battle %1's POI card %2 does not stay in %3, which has a "
                                 "POI of its own (%4)")
                              .arg(q.value(0).toInt())
                              .arg(card, area, q.value(3).toString());
            continue;
        }
        if (!nations::run(mark, {card, area})) {
            work.failure = CommandOutcome::storageFailed(mark);
            return work;
        }
        work.lines << Tr::tr("§6.9 The POI revealed in battle %1 (%2) stays in %3 and shows on "
                             "the map")
                          .arg(q.value(0).toInt())
                          .arg(card, area);
    }
    return work;
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
    // §7.7.6: the independent armies' hold, after the nations' armies took theirs.
    StepWork independents = holdIndependentAreas(context);
    work.lines << independents.lines;
    if (independents.failure) {
        work.failure = independents.failure;
        return work;
    }
    StepWork pois = keepRevealedPois(context, turnNumber(context.date.year, context.date.month));
    work.lines << pois.lines;
    if (pois.failure) {
        work.failure = pois.failure;
        return work;
    }
    // §6.8: the routed armies' step home, once the areas have changed hands.
    StepWork routed = marchRoutedArmies(context);
    work.lines << routed.lines;
    if (routed.failure) {
        work.failure = routed.failure;
        return work;
    }
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
