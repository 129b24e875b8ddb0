#include "db/warmaster/expeditionstep.h"

#include "core/warmaster/armyplacement.h"
#include "core/warmaster/characterstatus.h"
#include "core/warmaster/landing.h"
#include "core/warmaster/voyage.h"
#include "db/warmaster/calendarrepository.h"
#include "db/warmaster/commandsupport.h"
#include "db/warmaster/expeditionstore.h"
#include "db/warmaster/monthstore.h"
#include "db/warmaster/nationrepository.h"

#include <QCoreApplication>
#include <QSqlError>
#include <QSqlQuery>

namespace herald::db {

using namespace herald::warmaster;
using nations::run;

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::ExpeditionStep)
};

QString moveMarker(const QSqlDatabase &db, qint64 armyId, const QString &area)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("UPDATE army SET area = ?, location = 'countryside', origin_area = "
                             "NULL WHERE id = ?"));
    return run(q, {area, armyId}) ? QString() : q.lastError().text();
}

QString removeMarker(const QSqlDatabase &db, qint64 armyId)
{
    if (!armyId)
        return {};
    if (QString error = clearMonthRowsOf(db, armyId); !error.isEmpty())
        return error;
    QSqlQuery q(db);
    q.prepare(QStringLiteral("DELETE FROM army WHERE id = ?"));
    return run(q, {armyId}) ? QString() : q.lastError().text();
}

/// §7.2.7: the escorted fleet is back in its port, or ashore on its landmass when the port is
/// no longer its own (expedition.land chooses where).
QString escortHome(const QSqlDatabase &db, const MonthMap &month, const ExpeditionRecord &e,
                   QStringList &lines)
{
    const auto hex = map::Hex::fromXXYY(e.port);
    const auto port = hex ? month.map.areaAt(*hex) : std::nullopt;
    const auto nation = month.map.nationIndex(QString::number(e.nationId));
    const Area *a = port ? &month.map.areas[static_cast<std::size_t>(*port)] : nullptr;
    if (a && nation && a->owner == *nation &&
        (a->centre == PopulationCentre::Town || a->centre == PopulationCentre::City)) {
        lines << Tr::tr("§7.2.7 the sea people bring %1 back to %2.")
                     .arg(e.fleet.name, areaLabel(*a));
        QString error =
            setExpeditionField(db, e.id, QStringLiteral("status"), QStringLiteral("inPort"));
        if (error.isEmpty())
            error = setExpeditionField(db, e.id, QStringLiteral("sailed_turn"),
                                       QVariant(QMetaType(QMetaType::Int)));
        if (error.isEmpty())
            error = setExpeditionField(db, e.id, QStringLiteral("destination"), QStringLiteral(""));
        if (error.isEmpty() && e.armyId)
            error = moveMarker(db, e.armyId, a->id());
        return error;
    }
    lines << Tr::tr("§7.2.7 %1's home port is no longer its own: the fleet comes ashore on the "
                    "landmass it left, in an area with no army, town or city (expedition.land).")
                 .arg(e.fleet.name);
    QString error =
        setExpeditionField(db, e.id, QStringLiteral("status"), QStringLiteral("arrived"));
    return error.isEmpty() ? setExpeditionField(db, e.id, QStringLiteral("arrival"),
                                                keyOf(Arrival::EscortAshore))
                           : error;
}

/// A fleet with no ship left founders with everyone aboard.
QString founder(const QSqlDatabase &db, const ExpeditionRecord &e, QStringList &lines)
{
    lines << Tr::tr("§7.2.5 %1 has no ship left: it is lost with all aboard.").arg(e.fleet.name);
    QString error = setCrewStatus(db, e.id, keyOf(CharacterStatus::Killed));
    if (error.isEmpty())
        error = setExpeditionField(db, e.id, QStringLiteral("status"), QStringLiteral("lost"));
    return error.isEmpty() ? removeMarker(db, e.armyId) : error;
}

/// One month's chart roll for one expedition and what follows from the row.
QString rollFor(const CommandContext &context, const CampaignSettings &settings,
                const ExpeditionRecord &e, int turn, QStringList &lines)
{
    const VoyageOutcome outcome =
        rollVoyage(context.dice, e.fleet, e.choices, settings, piratePool(context.db));
    //: %1 expedition, %2 what the chart said
    lines << Tr::tr("%1: %2").arg(e.fleet.name, outcome.explanation.join(QLatin1Char(' ')));
    QString error = saveVoyage(context.db, e, turn, outcome);
    if (!error.isEmpty())
        return error;
    if (outcome.fleet.boats == 0)
        return founder(context.db, e, lines);
    if (outcome.arrives) {
        lines << Tr::tr("I-10 %1 has reached land: bring it ashore with expedition.land; it "
                        "takes orders from next turn.")
                     .arg(e.fleet.name);
        error = setExpeditionField(context.db, e.id, QStringLiteral("status"),
                                   QStringLiteral("arrived"));
        if (error.isEmpty())
            error = setExpeditionField(context.db, e.id, QStringLiteral("arrival"),
                                       keyOf(outcome.event == VoyageEvent::NewIsland
                                                 ? Arrival::NewIsland
                                                 : Arrival::Destination));
    } else if (outcome.escortHome) {
        error = setExpeditionField(context.db, e.id, QStringLiteral("status"),
                                   QStringLiteral("escorted"));
    }
    return error;
}

/// This turn's go-to-sea orders (movement_event "sailing", schema 9): the expedition is at sea,
/// its marker on a sea area by its port, its first roll next turn (I-12).
QString putToSea(const QSqlDatabase &db, const MonthMap &month, int turn, QStringList &lines)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral(
        "SELECT e.id, a.id, a.area, o.sea_destination FROM movement_event m JOIN army a ON a.id "
        "= m.army_id JOIN expedition e ON e.id = a.expedition_id LEFT JOIN army_order o ON "
        "o.army_id = a.id AND o.turn = m.turn WHERE m.turn = ? AND m.kind = 'sailing' AND "
        "e.status = 'inPort'"));
    if (!run(q, {turn}))
        return q.lastError().text();
    struct Sailing
    {
        qint64 expedition;
        qint64 army;
        QString area;
        QString destination;
    };
    std::vector<Sailing> sailing;
    while (q.next())
        sailing.push_back({q.value(0).toLongLong(), q.value(1).toLongLong(), q.value(2).toString(),
                           q.value(3).toString()});
    const map::AreaGraph graph = month.map.graph();
    for (const Sailing &s : sailing) {
        const auto hex = map::Hex::fromXXYY(s.area);
        const int from = hex ? month.map.areaAt(*hex).value_or(noIndex) : noIndex;
        QString error =
            setExpeditionField(db, s.expedition, QStringLiteral("status"), QStringLiteral("atSea"));
        if (error.isEmpty())
            error = setExpeditionField(db, s.expedition, QStringLiteral("sailed_turn"), turn);
        if (error.isEmpty() && !s.destination.isEmpty())
            error =
                setExpeditionField(db, s.expedition, QStringLiteral("destination"), s.destination);
        if (const auto spot = seaSpot(month.map, graph, from); error.isEmpty() && spot)
            error = moveMarker(db, s.army, month.map.areas[static_cast<std::size_t>(*spot)].id());
        if (!error.isEmpty())
            return error;
        const Army *army = month.findArmy(QString::number(s.army));
        lines << Tr::tr("§7.2.2 %1 puts to sea from %2; it first rolls on the chart next turn "
                        "(I-12).")
                     .arg(army ? army->name : QString::number(s.army), month.areaText(from));
    }
    return {};
}

} // namespace

StepWork sailExpeditions(const CommandContext &context)
{
    StepWork work;
    const int turn = turnNumber(context.date.year, context.date.month);
    const MonthMap month = loadMonthMap(context.db);
    const QSet<qint64> absent = absentNationIds(context.db);
    QString error;
    for (const ExpeditionRecord &e : loadExpeditions(context.db)) {
        if (!error.isEmpty())
            break;
        if (absent.contains(e.nationId) && e.afloat()) {
            work.lines << Tr::tr("§7.6 %1's player is absent: its fleet %2 waits where it is.")
                              .arg(e.nationName, e.fleet.name);
        } else if (e.status == QLatin1String("escorted")) {
            error = escortHome(context.db, month, e, work.lines);
        } else if (e.status == QLatin1String("atSea") && e.sailedTurn && *e.sailedTurn < turn) {
            if (e.destination.isEmpty())
                work.lines << Tr::tr("§7.4 %1 has named no landmass yet (expedition.sail): it "
                                     "does not roll this turn.")
                                  .arg(e.fleet.name);
            else
                error = rollFor(context, month.settings, e, turn, work.lines);
        }
    }
    if (error.isEmpty())
        error = putToSea(context.db, month, turn, work.lines);
    if (!error.isEmpty())
        work.failure = CommandOutcome::storageFailed(error);
    return work;
}

StepWork fleetsToLand(const CommandContext &context)
{
    StepWork work;
    for (const ExpeditionRecord &e : loadExpeditions(context.db)) {
        if (e.status == QLatin1String("arrived"))
            work.handItems << Tr::tr("I-10 %1 has reached land and waits to come ashore: land "
                                     "it with expedition.land (herald-cli expedition land FILE "
                                     "EXPEDITION AREA).")
                                  .arg(e.fleet.name);
    }
    return work;
}

StepWork lapseAlliances(const CommandContext &context)
{
    StepWork work;
    QSqlQuery q(context.db);
    q.prepare(QStringLiteral(
        "SELECT u.id, u.name, p.name FROM nation u JOIN nation p ON p.id = u.parent_nation_id "
        "WHERE u.kind = 'underwater' AND NOT EXISTS (SELECT 1 FROM character c JOIN "
        "roster_character rc ON rc.character_id = c.id JOIN roster r ON r.id = rc.roster_id "
        "WHERE c.nation_id = p.id AND c.status = 'envoy' AND r.year = ?) ORDER BY u.id"));
    if (!run(q, {context.date.year})) {
        work.failure = CommandOutcome::storageFailed(q);
        return work;
    }
    QList<qint64> lapsed;
    while (q.next()) {
        lapsed << q.value(0).toLongLong();
        //: %1 the land nation, %2 the underwater nation
        work.lines << Tr::tr("§7.2.7 %1 keeps no envoy on this year's roster: its alliance with "
                             "%2 lapses.")
                          .arg(q.value(2).toString(), q.value(1).toString());
    }
    for (const qint64 nation : lapsed) {
        QSqlQuery change(context.db);
        change.prepare(QStringLiteral("UPDATE nation SET parent_nation_id = NULL WHERE id = ?"));
        if (!run(change, {nation})) {
            work.failure = CommandOutcome::storageFailed(change);
            return work;
        }
    }
    return work;
}

StepWork dissolveExpeditions(const CommandContext &context, const QSet<qint64> &returning)
{
    StepWork work;
    const CampaignSettings settings = loadSettings(context.db);
    const QSet<qint64> absent = absentNationIds(context.db);
    QString error;
    for (const ExpeditionRecord &e : loadExpeditions(context.db)) {
        if (!error.isEmpty())
            break;
        // §7.6 rule 3: an absent player's New Year waits for him.
        const bool waiting =
            returning.isEmpty() ? absent.contains(e.nationId) : !returning.contains(e.nationId);
        if (e.year >= context.date.year || waiting)
            continue;
        if (e.status == QLatin1String("landed")) {
            error = setCrewStatus(context.db, e.id, keyOf(CharacterStatus::Active));
            continue;
        }
        if (!e.afloat() && e.status != QLatin1String("inPort"))
            continue;
        const Dissolution d = dissolveAtNewYear(e.fleet.name, settings);
        work.lines << d.explain();
        error =
            setCrewStatus(context.db, e.id,
                          keyOf(d.returnHome ? CharacterStatus::Active : CharacterStatus::Killed));
        if (error.isEmpty() && e.admiralId) {
            QSqlQuery q(context.db);
            q.prepare(QStringLiteral("UPDATE character SET status = 'killed' WHERE id = ?"));
            if (!run(q, {e.admiralId}))
                error = q.lastError().text();
        }
        if (error.isEmpty())
            error = setExpeditionField(context.db, e.id, QStringLiteral("status"),
                                       d.returnHome ? QStringLiteral("dissolved")
                                                    : QStringLiteral("lost"));
        if (error.isEmpty())
            error = removeMarker(context.db, e.armyId);
        if (error.isEmpty() && e.kind != QLatin1String("expedition")) {
            QSqlQuery q(context.db);
            q.prepare(QStringLiteral("UPDATE nation SET status = 'defunct' WHERE id = ?"));
            if (!run(q, {e.nationId}))
                error = q.lastError().text();
        }
    }
    if (!error.isEmpty())
        work.failure = CommandOutcome::storageFailed(error);
    return work;
}

} // namespace herald::db
