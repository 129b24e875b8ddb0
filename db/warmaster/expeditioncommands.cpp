// Expeditions by sea (§7.2): outfitted in a port at NY-7 (expeditionoutfit.cpp), sent to sea at
// M-1, allied with the sea people (§7.2.7), landed after the chart brings them ashore (I-10). The
// chart itself is rolled in the movement step (expeditionstep.cpp).
#include "db/warmaster/expeditioncommands.h"

#include "core/warmaster/aquaticrealm.h"
#include "core/warmaster/armyplacement.h"
#include "core/warmaster/characterstatus.h"
#include "core/warmaster/landing.h"
#include "core/warmaster/orders.h"
#include "db/commandregistry.h"
#include "db/warmaster/aquaticrealmstore.h"
#include "db/warmaster/commandsupport.h"
#include "db/warmaster/expeditionoutfit.h"
#include "db/warmaster/expeditionsupport.h"
#include "db/warmaster/monthstore.h"
#include "db/warmaster/nationrepository.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>

namespace herald::db {

using namespace herald::warmaster;
using namespace expeditions;
using nations::run;

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::ExpeditionCommands)
};

/// The character a reference names among those aboard (row id or name, any case), or nullptr.
const FleetCharacter *aboard(const ExpeditionRecord &e, const QString &ref)
{
    const auto it = std::find_if(
        e.fleet.characters.begin(), e.fleet.characters.end(), [&](const FleetCharacter &c) {
            return c.id == ref || c.name.compare(ref, Qt::CaseInsensitive) == 0;
        });
    return it == e.fleet.characters.end() ? nullptr : &*it;
}

/// The standing orders for the chart's choices (§7.2.5 rows 6-7 and 13).
std::optional<QString> storeChoices(const CommandContext &context, const ExpeditionRecord &e)
{
    const QJsonValue storm = context.args.value(QStringLiteral("storm"));
    if (!storm.isUndefined()) {
        const QString key = storm.toString();
        if (key != QLatin1String("advantage") && key != QLatin1String("ship"))
            return Tr::tr("\"storm\" is advantage or ship, not \"%1\".").arg(key);
        if (QString error =
                setExpeditionField(context.db, e.id, QStringLiteral("storm_choice"), key);
            !error.isEmpty())
            return error;
    }
    const QJsonValue monster = context.args.value(QStringLiteral("monster"));
    if (monster.isUndefined())
        return std::nullopt;
    const QString ref = reference(monster);
    QVariant fighter(QMetaType(QMetaType::LongLong));
    if (!ref.isEmpty() && ref != QLatin1String("ships")) {
        const FleetCharacter *c = aboard(e, ref);
        if (!c || !isMajorPassenger(*c))
            return Tr::tr("§7.2.5 \"%1\" cannot face a sea monster: only a hero or wizard aboard, "
                          "neither the general nor the admiral.")
                .arg(ref);
        fighter = c->id.toLongLong();
    }
    if (QString error =
            setExpeditionField(context.db, e.id, QStringLiteral("monster_fighter_id"), fighter);
        !error.isEmpty())
        return error;
    return std::nullopt;
}

/// The go-to-sea order for this turn (§7.2.2, I-12), checked like any order.
std::optional<CommandOutcome> writeSeaOrder(const CommandContext &context,
                                            const ExpeditionRecord &e, const QString &landmass)
{
    if (auto wrongStep = stepRefusal(context, CampaignStep::WriteOrders))
        return wrongStep;
    const MonthMap month = loadMonthMap(context.db);
    const Army *army = month.findArmy(QString::number(e.armyId));
    if (!army)
        return CommandOutcome::refused(
            Tr::tr("§7.2.2 %1 has no marker on the map to sail from.").arg(e.fleet.name));
    Order order;
    order.armyId = army->id;
    order.kind = OrderKind::GoToSea;
    order.seaDestination = landmass;
    const std::vector<OrderIssue> issues =
        checkOrder(order, *army, {month.map, month.graph, month.map.armies});
    if (!issues.empty()) {
        return refusalOf(issues);
    }
    const int turn = turnNumber(context.date.year, context.date.month);
    QSqlQuery q(context.db);
    q.prepare(QStringLiteral("INSERT OR REPLACE INTO army_order (army_id, turn, kind, "
                             "sea_destination, written_turn) VALUES (?, ?, ?, ?, ?)"));
    if (!run(q, {e.armyId, turn, keyOf(OrderKind::GoToSea), landmass, turn}))
        return CommandOutcome::storageFailed(q);
    return std::nullopt;
}

/// expedition.sail: an expedition in port is ordered to sea at M-1 with its declared landmass;
/// an exodus or New Nation already at sea names its landmass (§7.2.2, §7.4.1, §7.4.3). The
/// standing choices for storms and sea monsters may be given either way.
CommandOutcome sailExpedition(CommandContext &context)
{
    const ExpeditionArgument target = expeditionArgument(context);
    if (!target.expedition)
        return target.refusal;
    const ExpeditionRecord &e = *target.expedition;
    const QString ref = context.args.value(QStringLiteral("destination")).toString().trimmed();
    const StrategicMap map = loadTallyMap(context.db);
    const int landmass = findLandmass(map, ref);
    if (landmass == noIndex)
        return CommandOutcome::badArguments(
            Tr::tr("\"destination\" must name a landmass of the map, not \"%1\".").arg(ref));
    const QString id = map.landmasses[static_cast<std::size_t>(landmass)].id;
    const bool inPort = e.status == QLatin1String("inPort");
    if (!inPort && !(e.status == QLatin1String("atSea") && e.destination.isEmpty()))
        return CommandOutcome::refused(
            Tr::tr("§7.2.2 %1 has declared its destination already (%2): once at sea it cannot "
                   "be changed.")
                .arg(e.fleet.name, e.destination.isEmpty() ? e.status : e.destination));
    if (e.kind == QLatin1String("exodus") && id == e.homeLandmass)
        return CommandOutcome::refused(Tr::tr("§7.4.1 An exodus sails away from %1: it names "
                                              "another landmass.")
                                           .arg(map.landmasses[std::size_t(landmass)].name));
    if (inPort) {
        if (auto refused = writeSeaOrder(context, e, id))
            return *refused;
    }
    if (QString error = setExpeditionField(context.db, e.id, QStringLiteral("destination"), id);
        !error.isEmpty())
        return CommandOutcome::storageFailed(error);
    if (auto problem = storeChoices(context, e))
        return CommandOutcome::badArguments(*problem);
    return CommandOutcome::done(
        inPort ? Tr::tr("%1 is ordered to sea, bound for %2 (§7.2.2)")
                     .arg(e.fleet.name, map.landmasses[std::size_t(landmass)].name)
               : Tr::tr("%1 names %2 as its destination (§7.4)")
                     .arg(e.fleet.name, map.landmasses[std::size_t(landmass)].name),
        expeditionJson(context.db, *findExpedition(context.db, QString::number(e.id))));
}

/// Ashore (§7.2.8, I-71): the marker stands at the area, at the location the player chose, the
/// ships and admiral are gone. The landing was this turn's move (I-10), so the turn does not
/// count towards taking the area (I-55).
QString comeAshore(const QSqlDatabase &db, const ExpeditionRecord &e, const Area &area,
                   ArmyLocation location)
{
    QString error =
        setExpeditionField(db, e.id, QStringLiteral("status"), QStringLiteral("landed"));
    if (error.isEmpty())
        error = setExpeditionField(db, e.id, QStringLiteral("boats"), 0);
    QSqlQuery q(db);
    if (error.isEmpty() && e.admiralId) {
        q.prepare(QStringLiteral("UPDATE character SET status = 'killed' WHERE id = ?"));
        if (!run(q, {e.admiralId}))
            error = q.lastError().text();
    }
    if (error.isEmpty()) {
        q.prepare(QStringLiteral("UPDATE nation SET status = 'active' WHERE id = ? AND status = "
                                 "'atSea'"));
        if (!run(q, {e.nationId}))
            error = q.lastError().text();
    }
    if (!error.isEmpty())
        return error;
    if (!e.armyId && e.generalId)
        error = placeMarker(db, e.nationId, e.fleet.name, e.generalId, e.id, area.id(),
                            keyOf(location));
    if (!error.isEmpty())
        return error;
    q.prepare(QStringLiteral("UPDATE army SET area = ?, location = ?, origin_area = NULL, moved "
                             "= 1 WHERE expedition_id = ?"));
    return run(q, {area.id(), keyOf(location), e.id}) ? QString() : q.lastError().text();
}

/// expedition.land (§7.2.5 rows 19 and 20+, §7.2.7, I-10): the arrived fleet comes ashore.
CommandOutcome landExpedition(CommandContext &context)
{
    const ExpeditionArgument target = expeditionArgument(context);
    if (!target.expedition)
        return target.refusal;
    const ExpeditionRecord &e = *target.expedition;
    if (e.status != QLatin1String("arrived"))
        return CommandOutcome::refused(
            Tr::tr("I-10 %1 has not reached land (status %2): it lands only when the chart "
                   "brings it ashore (19, 20+) or the sea people's escort finds its port lost.")
                .arg(e.fleet.name, e.status));
    const auto hex = map::Hex::fromXXYY(context.args.value(QStringLiteral("area")).toString());
    const StrategicMap map = loadTallyMap(context.db);
    const auto area = hex ? map.areaAt(*hex) : std::nullopt;
    if (!area)
        return CommandOutcome::badArguments(
            Tr::tr("\"area\" must be the XXYY number of an area of the map."));
    const LandingFacts facts{map, map.nationIndex(QString::number(e.nationId)).value_or(noIndex),
                             fromKey<Arrival>(e.arrival).value_or(Arrival::Destination),
                             findLandmass(map, e.destination), findLandmass(map, e.homeLandmass)};
    if (const auto issues = checkLanding(facts, *area); !issues.empty()) {
        return refusalOf(issues);
    }
    // §4.6, §4.7: in the countryside, or at the village's population centre to take the area.
    const QString where = context.args.value(QStringLiteral("location")).toString();
    const auto location =
        where.isEmpty() ? std::optional(ArmyLocation::Countryside) : fromKey<ArmyLocation>(where);
    if (!location || *location == ArmyLocation::Poi)
        return CommandOutcome::badArguments(
            Tr::tr("\"location\" is countryside or populationCentre, not \"%1\".").arg(where));
    const Area &a = map.areas[static_cast<std::size_t>(*area)];
    if (QString error = comeAshore(context.db, e, a, *location); !error.isEmpty())
        return CommandOutcome::storageFailed(error);
    CommandOutcome done = CommandOutcome::done(
        Tr::tr("%1 comes ashore at %2 (I-10)").arg(e.fleet.name, areaLabel(a)),
        expeditionJson(context.db, *findExpedition(context.db, QString::number(e.id))));
    done.explanation << Tr::tr("§7.2.8 the ships and the admiral are gone; %1 marches as an "
                               "army with its expedition roster until the New Year (I-71).")
                            .arg(e.fleet.name);
    return done;
}

/// expedition.ally (§7.2.7, I-8): after the aquatic nation row, a hero or wizard of the fleet
/// stays with the sea people as envoy, and the underwater nation becomes the land nation's
/// ally: +3 on every chart roll of both. Its realm (6 areas and a town, I-8) is put on open sea
/// by the fleet, or grown from the sea hex the referee names as "realm".
CommandOutcome allyExpedition(CommandContext &context)
{
    const ExpeditionArgument target = expeditionArgument(context);
    if (!target.expedition)
        return target.refusal;
    const ExpeditionRecord &e = *target.expedition;
    if (e.status != QLatin1String("escorted"))
        return CommandOutcome::refused(
            Tr::tr("§7.2.7 %1 has found no sea people this turn (status %2): an alliance is "
                   "made when the chart reads 18.")
                .arg(e.fleet.name, e.status));
    if (e.fleet.aquaticAlly)
        return CommandOutcome::refused(
            Tr::tr("§7.2.7 %1 already has an underwater ally.").arg(e.nationName));
    const QString ref = reference(context.args.value(QStringLiteral("envoy")));
    const FleetCharacter *envoy = aboard(e, ref);
    if (!envoy || !isMajorPassenger(*envoy))
        return CommandOutcome::refused(
            Tr::tr("§7.2.7 \"%1\" cannot stay as envoy: only a hero or wizard aboard, neither "
                   "the general nor the admiral.")
                .arg(ref));
    // The sea people muster a roster every New Year (§7.2.7): they need an army list.
    const QString list = context.args.value(QStringLiteral("armyList")).toString().trimmed();
    if (!loadArmyList(context.db, list))
        return CommandOutcome::badArguments(
            Tr::tr("\"armyList\" must name an army list of the campaign for the sea people, not "
                   "\"%1\".")
                .arg(list));
    // §7.2.7, I-8: the realm goes on open sea by the fleet, or grown from the referee's hex.
    const StrategicMap map = loadTallyMap(context.db);
    std::optional<int> start;
    if (const QJsonValue realmArg = context.args.value(QStringLiteral("realm"));
        !realmArg.isUndefined()) {
        const auto hex = map::Hex::fromXXYY(realmArg.toString());
        start = hex ? map.areaAt(*hex) : std::nullopt;
        if (!start)
            return CommandOutcome::badArguments(
                Tr::tr("\"realm\" must be the XXYY number of a sea hex of the map, not \"%1\".")
                    .arg(realmArg.toString()));
    }
    const auto marker = std::find_if(map.armies.begin(), map.armies.end(), [&](const Army &a) {
        return a.id == QString::number(e.armyId);
    });
    const int near =
        marker == map.armies.end() ? noIndex : map.areaAt(marker->area).value_or(noIndex);
    const AquaticRealm realm = placeAquaticRealm(map, near, start, loadSettings(context.db));
    if (realm.issue)
        return CommandOutcome::refused(describe(*realm.issue));
    QString name = context.args.value(QStringLiteral("name")).toString().trimmed();
    if (name.isEmpty())
        //: the default name of an underwater ally, %1 the land nation
        name = Tr::tr("Sea people of %1").arg(e.nationName);
    QSqlQuery q(context.db);
    q.prepare(QStringLiteral("INSERT INTO nation (name, colour, player_id, army_list_id, kind, "
                             "parent_nation_id) SELECT ?, ?, player_id, ?, 'underwater', id FROM "
                             "nation WHERE id = ?"));
    if (!run(q, {name, QStringLiteral("#2a7fa0"), list, e.nationId}))
        return CommandOutcome::refused(
            Tr::tr("There is a nation called \"%1\" already: give the sea people another name.")
                .arg(name));
    const qint64 ally = q.lastInsertId().toLongLong();
    q.prepare(QStringLiteral("UPDATE character SET status = 'envoy' WHERE id = ?"));
    if (!run(q, {envoy->id.toLongLong()}))
        return CommandOutcome::storageFailed(q);
    if (QString error = raiseAquaticRealm(context.db, map, realm, ally, name); !error.isEmpty())
        return CommandOutcome::storageFailed(error);
    QStringList hexes;
    for (const int area : realm.areas)
        hexes << map.areas[static_cast<std::size_t>(area)].id();
    CommandOutcome done = CommandOutcome::done(
        //: %1 the envoy, %2 the nation, %3 the underwater nation
        Tr::tr("%1 stays as %2's envoy with %3 (§7.2.7)").arg(envoy->name, e.nationName, name),
        {{QStringLiteral("nation"), ally},
         {QStringLiteral("envoy"), envoy->id.toLongLong()},
         {QStringLiteral("realm"), QJsonArray::fromStringList(hexes)},
         {QStringLiteral("town"), hexes.constFirst()}});
    //: %1 the underwater nation, %2 how many areas, %3 their hexes, %4 the town's hex
    done.explanation << Tr::tr("§7.2.7, I-8 %1's realm is on the map: %2 underwater areas (%3), "
                               "none of them coastal, the town at %4.")
                            .arg(name)
                            .arg(hexes.size())
                            .arg(hexes.join(QStringLiteral(", ")), hexes.constFirst());
    done.explanation << Tr::tr("§7.2.7 the envoy's CP are paid every year, or the alliance "
                               "lapses. Every expedition of either nation rolls +3.");
    return done;
}

} // namespace

void registerExpeditionCommands(CommandRegistry &registry)
{
    registry.add({QStringLiteral("expedition.outfit"),
                  QStringLiteral("Outfit an expedition in a port at NY-7 (§7.2.1, §2.11): {nation, "
                                 "name, port, general, admiral, units: [{line, sailing, traded}], "
                                 "characters?, healers?}"),
                  outfitExpedition});
    registry.add({QStringLiteral("expedition.sail"),
                  QStringLiteral("Send an expedition to sea at M-1, or name an exodus's "
                                 "destination (§7.2.2): {expedition, destination, storm?, "
                                 "monster?}"),
                  sailExpedition});
    registry.add({QStringLiteral("expedition.ally"),
                  QStringLiteral("Ally with the sea people an expedition found (§7.2.7): "
                                 "{expedition, envoy, armyList, name?, realm?}"),
                  allyExpedition});
    registry.add({QStringLiteral("expedition.land"),
                  QStringLiteral("Bring an arrived expedition ashore (I-10): {expedition, area, "
                                 "location?}"),
                  landExpedition});
}

} // namespace herald::db
