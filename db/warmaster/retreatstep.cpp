#include "db/warmaster/retreatstep.h"

#include "core/warmaster/armyplacement.h"
#include "core/warmaster/retreat.h"
#include "db/map/maprepository.h"
#include "db/warmaster/commandsupport.h"
#include "db/warmaster/monthstore.h"

#include <QCoreApplication>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>

namespace herald::db {

using namespace herald::warmaster;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::RetreatStep)
};

int indexOf(const StrategicMap &map, const QString &armyId)
{
    const auto found = std::find_if(map.armies.begin(), map.armies.end(),
                                    [&](const Army &a) { return a.id == armyId; });
    return found == map.armies.end() ? -1 : static_cast<int>(found - map.armies.begin());
}

} // namespace

QStringList retreatsDue(const QSqlDatabase &db, int turn)
{
    QStringList due;
    QSqlQuery q(db);
    q.prepare(QStringLiteral(
        "SELECT a.id FROM army a WHERE a.state <> 'routed' AND (a.id IN (SELECT ba.army_id FROM "
        "pending_battle b JOIN pending_battle_army ba ON ba.battle_id = b.id WHERE b.turn = ? "
        "AND b.winner_side_by_hand IS NOT NULL AND ba.side <> b.winner_side_by_hand) OR a.id IN "
        "(SELECT army_id FROM forced_out WHERE turn = ?)) AND a.id NOT IN (SELECT army_id FROM "
        "army_retreat WHERE turn = ?) ORDER BY a.id"));
    if (!nations::run(q, {turn, turn, turn}))
        return due;
    while (q.next())
        due << q.value(0).toString();
    return due;
}

QString recordRetreat(const QSqlDatabase &db, int turn, const QString &armyId, const QString &from,
                      const QString &to, int level, bool byHerald)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("INSERT INTO army_retreat (turn, army_id, from_area, to_area, "
                             "level, by_herald) VALUES (?, ?, ?, ?, ?, ?)"));
    return nations::run(q, {turn, armyId.toLongLong(), from,
                            to.isEmpty() ? QVariant(QMetaType(QMetaType::QString)) : QVariant(to),
                            level, byHerald ? 1 : 0})
               ? QString()
               : q.lastError().text();
}

bool retreatedThisTurn(const QSqlDatabase &db, int turn, const QString &armyId)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT 1 FROM army_retreat WHERE turn = ? AND army_id = ?"));
    return nations::run(q, {turn, armyId.toLongLong()}) && q.next();
}

QString recordForcedOut(const QSqlDatabase &db, int turn, const QStringList &armyIds)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("INSERT OR IGNORE INTO forced_out (turn, army_id) VALUES (?, ?)"));
    for (const QString &id : armyIds) {
        if (!nations::run(q, {turn, id.toLongLong()}))
            return q.lastError().text();
    }
    return {};
}

void addRetreatsUnchosen(const QSqlDatabase &db, const warmaster::CampaignDate &date,
                         StepSnapshot &snapshot)
{
    const StrategicMap map = loadStrategicMap(db);
    for (const QString &id : retreatsDue(db, turnNumber(date))) {
        const int index = indexOf(map, id);
        if (index < 0)
            continue;
        const RetreatChoice choice = retreatChoices(map, map.armies, index);
        if (choice.areas.size() > 1)
            //: %1 army, %2 the areas its owner chooses from
            snapshot.add(Awaited::RetreatsUnchosen,
                         Tr::tr("%1 (%2)").arg(map.armies[static_cast<std::size_t>(index)].name,
                                               areaLabels(map, choice.areas)));
    }
}

StepWork retreatDueArmies(const CommandContext &context)
{
    StepWork work;
    const int turn = turnNumber(context.date.year, context.date.month);
    StrategicMap map = loadStrategicMap(context.db);
    QSqlQuery q(context.db);
    for (const QString &id : retreatsDue(context.db, turn)) {
        const int index = indexOf(map, id);
        if (index < 0)
            continue;
        Army &army = map.armies[static_cast<std::size_t>(index)];
        const RetreatChoice choice = retreatChoices(map, map.armies, index);
        if (choice.areas.size() > 1) {
            // An earlier retreat of this step freed an area: the owner chooses now.
            work.failure = CommandOutcome::refused(
                Tr::tr("§6.7 After the retreats before it, %1 has several areas to go to: "
                       "retreat it with army.retreat first. %2")
                    .arg(army.name, choice.explain(map)));
            return work;
        }
        const QString from = army.area.toXXYY();
        QString to;
        if (choice.level == 0) {
            q.prepare(
                QStringLiteral("UPDATE army SET state = 'routed', occupation = 0 WHERE id = ?"));
            if (!nations::run(q, {id.toLongLong()})) {
                work.failure = CommandOutcome::storageFailed(q);
                return work;
            }
            army.state = ArmyState::Routed;
        } else {
            const Area &area = map.areas[static_cast<std::size_t>(choice.areas.front())];
            to = area.id();
            // It arrives in flight, in the countryside; the move counts as this turn's (I-55).
            q.prepare(QStringLiteral("UPDATE army SET area = ?, location = 'countryside', "
                                     "occupation = 0, moved = 1 WHERE id = ?"));
            if (!nations::run(q, {to, id.toLongLong()})) {
                work.failure = CommandOutcome::storageFailed(q);
                return work;
            }
            army.area = area.hex;
            army.location = ArmyLocation::Countryside;
            army.moved = true;
        }
        if (const QString failed =
                recordRetreat(context.db, turn, id, from, to, choice.level, true);
            !failed.isEmpty()) {
            work.failure = CommandOutcome::storageFailed(failed);
            return work;
        }
        //: %1 army, %2 the §6.7 list as it applies (the area, or the rout)
        work.lines << Tr::tr("%1 must leave its area: %2").arg(army.name, choice.explain(map));
    }
    return work;
}

} // namespace herald::db
