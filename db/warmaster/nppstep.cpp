#include "db/warmaster/nppstep.h"

#include "core/warmaster/armyplacement.h"
#include "core/warmaster/armyremoval.h"
#include "core/warmaster/npp.h"
#include "db/map/maprepository.h"
#include "db/warmaster/calendarrepository.h"
#include "db/warmaster/expeditionstep.h"
#include "db/warmaster/monthstore.h"
#include "db/warmaster/nationrepository.h"
#include "db/warmaster/rosteropening.h"

#include <QCoreApplication>
#include <QSqlQuery>

#include <algorithm>

namespace herald::db {

using namespace herald::warmaster;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::NppStep)
};

/// Rule 5 (I-63): each absent nation with two or more missed meetings in a row loses the own
/// areas farthest from its capital; they become uncontrolled.
bool takeOuterRings(const CommandContext &context, const warmaster::CampaignDate &date,
                    StepWork &work)
{
    const StoredMap before = loadStoredMap(context.db);
    StoredMap after = before;
    const QSet<qint64> absent = absentNationIds(context.db);
    std::optional<map::AreaGraph> graph; // built once, and only when a ring is lost
    for (int i = 0; i < before.nationRowIds.size(); ++i) {
        const qint64 id = before.nationRowIds.at(i);
        if (!absent.contains(id))
            continue;
        const int missed = consecutiveAbsences(context.db, id, date);
        const QString name = before.map.nations[static_cast<std::size_t>(i)].name;
        if (missed < 2) {
            work.lines << Tr::tr("§7.6 %1's player misses his first meeting in a row: the nation "
                                 "is absent (NPP) and keeps its land.")
                              .arg(name);
            continue;
        }
        if (!graph)
            graph = before.map.graph();
        const OuterRing ring = outerRing(after.map, *graph, i);
        //: %1 nation, %2 meetings missed in a row, %3 the ring's explanation
        work.lines << Tr::tr("§7.6 (5) %1's player has missed %2 meetings in a row. %3")
                          .arg(name)
                          .arg(missed)
                          .arg(ring.explain(after.map));
        for (const int area : ring.areas)
            after.map.areas[static_cast<std::size_t>(area)].owner = noIndex;
    }
    const QString error = saveStoredMap(context.db, before, after);
    if (!error.isEmpty())
        work.failure = CommandOutcome::storageFailed(error);
    return error.isEmpty();
}

/// Rule 3: a present nation without this year's roster had its New Year wait for it. NY-1,
/// NY-3 and NY-5 run for it now; the rest is the referee's through the usual commands.
bool runPendingNewYear(const CommandContext &context, StepWork &work)
{
    const QSet<qint64> absent = absentNationIds(context.db);
    const std::vector<Army> armies = loadArmies(context.db);
    for (const NationRecord &nation : loadNations(context.db)) {
        if (absent.contains(nation.id) || loadRoster(context.db, nation.id, context.date.year) ||
            nation.armyListId.isEmpty())
            continue;
        const QString id = QString::number(nation.id);
        std::vector<Army> own;
        std::copy_if(armies.begin(), armies.end(), std::back_inserter(own),
                     [&](const Army &a) { return a.nationId == id; });
        work.lines << Tr::tr("§7.6 (3) %1's player is back: the New Year steps that waited for "
                             "him run now (NY-1 old armies, NY-3 tally, NY-5 last year's fleets); "
                             "fill the roster and place "
                             "the armies with the usual commands, production waits for the next "
                             "New Year.")
                          .arg(nation.name);
        QSqlQuery q(context.db);
        q.prepare(QStringLiteral("DELETE FROM army WHERE id = ?"));
        for (const ArmyRemovalDecision &d : removeOldArmies({own, {}, {}, {}})) {
            work.lines << d.explain();
            if (!d.removed)
                continue;
            // The army's orders, checks and engagement rows go first (plain foreign keys).
            if (const QString error = clearMonthRowsOf(context.db, d.armyId.toLongLong());
                !error.isEmpty()) {
                work.failure = CommandOutcome::storageFailed(error);
                return false;
            }
            q.addBindValue(d.armyId.toLongLong());
            if (!q.exec()) {
                work.failure = CommandOutcome::storageFailed(q);
                return false;
            }
        }
        const CommandOutcome opened = openRosterFor(context, nation);
        if (opened.status != CommandStatus::Done) {
            work.failure = opened;
            return false;
        }
        work.lines << opened.summary;
        // NY-5 (I-9): last year's fleets still afloat or in port are dissolved now.
        const StepWork dissolved = dissolveExpeditions(context, {nation.id});
        if (dissolved.failure) {
            work.failure = dissolved.failure;
            return false;
        }
        work.lines << dissolved.lines;
    }
    return true;
}

/// §7.4.1: a nation with at most one army and at most two areas may leave its land.
void offerExodus(const CommandContext &context, StepWork &work)
{
    const StrategicMap map = loadStrategicMap(context.db);
    const QSet<qint64> absent = absentNationIds(context.db);
    std::vector<int> areas(map.nations.size(), 0);
    std::vector<int> armies(map.nations.size(), 0);
    for (const Area &area : map.areas) {
        if (area.owner != noIndex)
            ++areas[static_cast<std::size_t>(area.owner)];
    }
    for (const Army &army : map.armies) {
        // Fleets are not land armies (I-11), as nation.exodus counts them.
        if (const auto n = map.nationIndex(army.nationId); n && army.expeditionId.isEmpty())
            ++armies[static_cast<std::size_t>(*n)];
    }
    for (std::size_t i = 0; i < map.nations.size(); ++i) {
        const Nation &nation = map.nations[i];
        if (absent.contains(nation.id.toLongLong()) || areas[i] == 0 || areas[i] > 2 ||
            armies[i] > 1)
            continue;
        //: %1 nation, %2 armies, %3 areas
        work.handItems << Tr::tr("§7.4.1 %1 may declare an exodus (%2 army/armies, %3 area(s)). "
                                 "If its player declares it, enter it with nation.exodus "
                                 "(herald-cli nation exodus FILE NATION) before confirming: its "
                                 "towns go, its areas fall uncontrolled and its roster puts to "
                                 "sea on free boats (I-65).")
                              .arg(nation.name)
                              .arg(armies[i])
                              .arg(areas[i]);
    }
}

} // namespace

int consecutiveAbsences(const QSqlDatabase &db, qint64 nationId,
                        const warmaster::CampaignDate &date)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT present FROM attendance WHERE nation_id = ? AND "
                             "(year < ? OR (year = ? AND month <= ?)) ORDER BY year DESC, "
                             "month DESC"));
    for (const QVariant &v : QVariantList{nationId, date.year, date.year, date.month})
        q.addBindValue(v);
    q.exec();
    int missed = 0;
    while (q.next() && !q.value(0).toBool())
        ++missed;
    return missed;
}

StepWork startOfTurn(const CommandContext &context, const warmaster::CampaignDate &date)
{
    StepWork work;
    if (takeOuterRings(context, date, work) && runPendingNewYear(context, work))
        offerExodus(context, work);
    return work;
}

} // namespace herald::db
