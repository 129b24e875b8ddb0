// Losing a nation (§7.4): exodus at the start of a turn (§7.4.1, I-65), rebellion at NY-2
// (§7.4.2, I-66), and a New Nation's starting package at NY-6 (§7.4.3, I-67).
#include "core/warmaster/armyplacement.h"
#include "core/warmaster/characterstatus.h"
#include "core/warmaster/counts.h"
#include "core/warmaster/landing.h"
#include "core/warmaster/nationloss.h"
#include "db/commandregistry.h"
#include "db/map/maprepository.h"
#include "db/warmaster/commandsupport.h"
#include "db/warmaster/expeditioncommands.h"
#include "db/warmaster/expeditionsupport.h"
#include "db/warmaster/monthstore.h"
#include "db/warmaster/nationrepository.h"
#include "db/warmaster/newyearchecks.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>

namespace herald::db {

using namespace herald::warmaster;
using namespace expeditions;
using nations::run;

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::NationLossCommands)
};

std::optional<CommandOutcome> stepsRefusal(const CommandContext &context,
                                           std::initializer_list<CampaignStep> steps)
{
    std::optional<CommandOutcome> refused;
    for (const CampaignStep step : steps) {
        refused = stepRefusal(context, step);
        if (!refused)
            return std::nullopt;
    }
    return refused;
}

QString setNationStatus(const QSqlDatabase &db, qint64 nationId, const QString &status)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("UPDATE nation SET status = ? WHERE id = ?"));
    return run(q, {status, nationId}) ? QString() : q.lastError().text();
}

/// Everything left on the roster goes aboard: the units not lost, the characters free (§7.4.1).
Fleet exodusRoster(const StoredRoster &stored)
{
    Fleet fleet;
    for (std::size_t i = 0; i < stored.roster.lines.size(); ++i) {
        const RosterLine &line = stored.roster.lines[i];
        if (line.available() > 0)
            fleet.units.push_back({QString::number(stored.lineIds[i]),
                                   line.unitTypes.join(QStringLiteral("/")), line.category,
                                   line.available(), true});
    }
    bool general = false;
    for (const RosterCharacter &c : stored.roster.characters) {
        if (c.status != CharacterStatus::Active)
            continue;
        const bool leads = !general && c.type == CharacterType::General;
        general = general || leads;
        fleet.characters.push_back(
            {c.id, c.name, c.type, leads ? FleetRole::General : FleetRole::Other, false});
    }
    return fleet;
}

/// nation.exodus (M-0, §7.4.1, I-65): the towns go, the areas fall uncontrolled, everything left
/// puts to sea with free boats and no admiral; the destination is named next turn.
CommandOutcome declareExodus(CommandContext &context)
{
    const nations::NationArgument target = nations::nationArgument(context);
    if (!target.nation)
        return target.refusal;
    const qint64 nationId = target.nation->id;
    const StoredMap before = loadStoredMap(context.db);
    const auto index = before.map.nationIndex(QString::number(nationId));
    const QString key = QString::number(nationId);
    std::vector<const Army *> armies;
    for (const Army &a : before.map.armies) {
        if (a.nationId == key && a.expeditionId.isEmpty())
            armies.push_back(&a);
    }
    std::vector<int> areas;
    for (int i = 0; i < static_cast<int>(before.map.areas.size()); ++i) {
        if (index && before.map.areas[static_cast<std::size_t>(i)].owner == *index)
            areas.push_back(i);
    }
    const bool atStart = context.date.step == keyOf(CampaignStep::StartOfTurn);
    if (const auto issues =
            checkExodus(static_cast<int>(armies.size()), static_cast<int>(areas.size()), atStart);
        !issues.empty())
        return refusalOf(issues);
    const auto stored = loadRoster(context.db, nationId, context.date.year);
    NewExpedition row;
    if (stored)
        row.fleet = exodusRoster(*stored);
    const ExodusFleet fleet =
        exodusFleet(row.fleet.unitCount(), static_cast<int>(row.fleet.characters.size()));
    const int from = !armies.empty()  ? *before.map.areaAt(armies.front()->area)
                     : !areas.empty() ? areas.front()
                                      : noIndex;
    StoredMap after = before;
    for (const int i : areas) {
        Area &a = after.map.areas[static_cast<std::size_t>(i)];
        a.owner = noIndex;
        if (a.centre == PopulationCentre::Town || a.centre == PopulationCentre::City)
            a.centre = PopulationCentre::Village;
    }
    if (QString error = saveStoredMap(context.db, before, after); !error.isEmpty())
        return CommandOutcome::storageFailed(error);
    row.nationId = nationId;
    row.year = context.date.year;
    row.name = context.args.value(QStringLiteral("name")).toString().trimmed();
    if (row.name.isEmpty())
        //: the default name of a nation's exodus fleet, %1 the nation
        row.name = Tr::tr("Exodus of %1").arg(target.nation->name);
    row.kind = QStringLiteral("exodus");
    const Area *home =
        from == noIndex ? nullptr : &before.map.areas[static_cast<std::size_t>(from)];
    if (home && home->landmass >= 0)
        row.homeLandmass = before.map.landmasses[static_cast<std::size_t>(home->landmass)].id;
    row.boats = fleet.boats;
    row.status = QStringLiteral("atSea");
    row.sailedTurn = turnNumber(context.date.year, context.date.month);
    for (const FleetCharacter &c : row.fleet.characters) {
        if (c.role == FleetRole::General)
            row.generalId = c.id.toLongLong();
    }
    QString error;
    const qint64 id = insertExpedition(context.db, row, &error);
    if (id == 0)
        return CommandOutcome::storageFailed(error);
    const auto spot = seaSpot(before.map, before.map.graph(), from);
    if (error = setCrewStatus(context.db, id, keyOf(CharacterStatus::OnExpedition));
        error.isEmpty())
        error = setNationStatus(context.db, nationId, QStringLiteral("atSea"));
    if (error.isEmpty() && spot) {
        const QString sea = before.map.areas[static_cast<std::size_t>(*spot)].id();
        QSqlQuery q(context.db);
        if (!armies.empty()) {
            q.prepare(QStringLiteral("UPDATE army SET expedition_id = ?, area = ?, name = ? "
                                     "WHERE id = ?"));
            if (!run(q, {id, sea, row.name, armies.front()->id.toLongLong()}))
                error = q.lastError().text();
        } else if (row.generalId) {
            error = placeMarker(context.db, nationId, row.name, row.generalId, id, sea,
                                keyOf(ArmyLocation::Countryside));
        }
    }
    if (!error.isEmpty())
        return CommandOutcome::storageFailed(error);
    CommandOutcome done = CommandOutcome::done(
        Tr::tr("%1 declares exodus: %2 puts to sea (§7.4.1)").arg(target.nation->name, row.name),
        expeditionJson(context.db, *findExpedition(context.db, QString::number(id))));
    done.explanation << fleet.explain(target.nation->name);
    return done;
}

/// nation.rebellion (NY-2, §7.4.2, I-66): a fallen nation seizes a former town that still
/// stands, whoever holds it, under a surviving character.
CommandOutcome startRebellion(CommandContext &context)
{
    if (auto wrongStep = stepRefusal(context, CampaignStep::Ransom))
        return *wrongStep;
    const nations::NationArgument target = nations::nationArgument(context);
    if (!target.nation)
        return target.refusal;
    const StoredMap before = loadStoredMap(context.db);
    const int index = static_cast<int>(before.nationRowIds.indexOf(target.nation->id));
    const auto offer = rebellionOffer(context.db, before, index, context.date.year);
    if (!offer)
        return refusalOf(std::vector<NationLossIssue>{
            {NationLossProblem::NotFallen, target.nation->name, 0, 0}});
    const auto hex = map::Hex::fromXXYY(context.args.value(QStringLiteral("town")).toString());
    const auto town = hex ? before.map.areaAt(*hex) : std::nullopt;
    if (!town || std::find(offer->towns.begin(), offer->towns.end(), *town) == offer->towns.end())
        return refusalOf(std::vector<NationLossIssue>{
            {NationLossProblem::TownGone, context.args.value(QStringLiteral("town")).toString(), 0,
             0}});
    QVariant leader(QMetaType(QMetaType::LongLong));
    QString leaderName;
    if (const QString ref = reference(context.args.value(QStringLiteral("leader")));
        !ref.isEmpty()) {
        QSqlQuery q(context.db);
        q.prepare(QStringLiteral("SELECT id, name, status FROM character WHERE nation_id = ? AND "
                                 "(CAST(id AS TEXT) = ? OR name = ? COLLATE NOCASE)"));
        run(q, {target.nation->id, ref, ref});
        if (!q.next())
            return CommandOutcome::badArguments(
                Tr::tr("\"leader\": %1 has no character \"%2\".").arg(target.nation->name, ref));
        leaderName = q.value(1).toString();
        const auto status = fromKey<CharacterStatus>(q.value(2).toString());
        if (const auto issues =
                checkRebelLeader(leaderName, status.value_or(CharacterStatus::Killed));
            !issues.empty())
            return refusalOf(issues);
        leader = q.value(0).toLongLong();
    }
    StoredMap after = before;
    after.map.areas[static_cast<std::size_t>(*town)].owner = index;
    if (QString error = saveStoredMap(context.db, before, after); !error.isEmpty())
        return CommandOutcome::storageFailed(error);
    QSqlQuery q(context.db);
    q.prepare(QStringLiteral("INSERT OR REPLACE INTO rebellion (nation_id, year, town, leader_id) "
                             "VALUES (?, ?, ?, ?)"));
    const Area &area = before.map.areas[static_cast<std::size_t>(*town)];
    if (!run(q, {target.nation->id, context.date.year, area.id(), leader}))
        return CommandOutcome::storageFailed(q);
    if (QString error = setNationStatus(context.db, target.nation->id, QStringLiteral("rebel"));
        !error.isEmpty())
        return CommandOutcome::storageFailed(error);
    CommandOutcome done = CommandOutcome::done(
        Tr::tr("%1 rises in rebellion at %2 (§7.4.2)").arg(target.nation->name, areaLabel(area)),
        {{QStringLiteral("nation"), target.nation->id},
         {QStringLiteral("town"), area.id()},
         {QStringLiteral("leader"),
          leader.isNull() ? QJsonValue() : QJsonValue(leader.toLongLong())}});
    done.explanation << (leaderName.isEmpty()
                             ? Tr::tr("§7.4.2 no character survives: the general bought this "
                                      "year leads the rebellion.")
                             : Tr::tr("§7.4.2 %1 leads the rebellion; should he be captured or "
                                      "slain, it collapses.")
                                   .arg(leaderName));
    return done;
}

/// The race of each fallen nation of the same player: holding no area (§7.4.3).
struct FallenSiblings
{
    QStringList races;
    QList<qint64> nations;
};

FallenSiblings fallenSiblings(const QSqlDatabase &db, const NationRecord &nation)
{
    FallenSiblings out;
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT n.id, COALESCE(n.army_list_id, '') FROM nation n WHERE "
                             "n.player_id = ? AND n.id <> ? AND NOT EXISTS (SELECT 1 FROM area a "
                             "WHERE a.owner_nation_id = n.id)"));
    run(q, {nation.playerId, nation.id});
    while (q.next()) {
        out.nations << q.value(0).toLongLong();
        out.races << q.value(1).toString();
    }
    return out;
}

/// The package's roster: one line per unit type, every unit free of the year's AP (I-67).
struct PackageRoster
{
    qint64 rosterId = 0;
    Fleet fleet;
    QString problem;
};

PackageRoster writePackageRoster(const CommandContext &context, const NationRecord &nation,
                                 const ArmyList &list)
{
    PackageRoster out;
    QSqlQuery q(context.db);
    q.prepare(QStringLiteral("DELETE FROM roster WHERE nation_id = ? AND year = ? AND NOT EXISTS "
                             "(SELECT 1 FROM roster_line l WHERE l.roster_id = roster.id) AND NOT "
                             "EXISTS (SELECT 1 FROM roster_character c WHERE c.roster_id = "
                             "roster.id)"));
    run(q, {nation.id, context.date.year});
    q.prepare(QStringLiteral("INSERT INTO roster (nation_id, year, population_total, "
                             "army_points, character_points, mob_limit) VALUES (?, ?, 0, 0, ?, "
                             "0)"));
    if (!run(q, {nation.id, context.date.year, NewNationPackage::characterPoints})) {
        out.problem = Tr::tr("§7.4.3 %1 has a roster for year %2 already: a New Nation begins "
                             "with nothing but its package.")
                          .arg(nation.name)
                          .arg(context.date.year);
        return out;
    }
    out.rosterId = q.lastInsertId().toLongLong();
    int position = 0;
    for (const QJsonValue &value : context.args.value(QStringLiteral("units")).toArray()) {
        const QString type = value.toObject().value(QStringLiteral("type")).toString();
        const int count = value.toObject().value(QStringLiteral("count")).toInt();
        const UnitType *unit = list.unit(type);
        if (!unit || count < 1) {
            out.problem = Tr::tr("\"units\": %1 has no unit type \"%2\" (or the count is not "
                                 "positive).")
                              .arg(list.race, type);
            return out;
        }
        q.prepare(QStringLiteral("INSERT INTO roster_line (roster_id, position, category, "
                                 "cost_tenths, unit_types, purchased, free) VALUES (?, ?, ?, ?, "
                                 "?, ?, ?)"));
        if (!run(q, {out.rosterId, position++, keyOf(unit->category), unit->points.inTenths(),
                     QString::fromUtf8(
                         QJsonDocument(QJsonArray{unit->name}).toJson(QJsonDocument::Compact)),
                     count, count})) {
            out.problem = q.lastError().text();
            return out;
        }
        out.fleet.units.push_back(
            {q.lastInsertId().toString(), unit->name, unit->category, count, true});
    }
    return out;
}

QString addCharacter(const QSqlDatabase &db, qint64 nationId, qint64 rosterId, const QString &name,
                     CharacterType type, const QString &entry, bool free, qint64 *id)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("INSERT INTO character (nation_id, name, type, list_entry, status) "
                             "VALUES (?, ?, ?, ?, 'onExpedition')"));
    if (!run(q, {nationId, name, keyOf(type), entry}))
        return q.lastError().text();
    *id = q.lastInsertId().toLongLong();
    q.prepare(QStringLiteral("INSERT INTO roster_character (roster_id, character_id, free) "
                             "VALUES (?, ?, ?)"));
    return run(q, {rosterId, *id, free ? 1 : 0}) ? QString() : q.lastError().text();
}

/// The package's characters as the list names them; the admiral comes free (§7.4.3).
std::vector<PackageCharacter> packageCharacters(const QJsonArray &entries, const ArmyList &list,
                                                QString *problem)
{
    std::vector<PackageCharacter> out;
    for (const QJsonValue &value : entries) {
        const QString entry = value.toObject().value(QStringLiteral("entry")).toString();
        const CharacterEntry *c = list.character(entry);
        if (!c) {
            *problem = Tr::tr("\"characters\": %1 has no character \"%2\".").arg(list.race, entry);
            return {};
        }
        const QString name = value.toObject().value(QStringLiteral("name")).toString().trimmed();
        out.push_back({name.isEmpty() ? c->name : name, c->type});
    }
    return out;
}

/// nation.new (NY-6, §7.4.3, I-67): a nation added with nation.add begins the year at sea with
/// 10 units, 10 boats, an admiral, 5 CP of characters and one magic item.
CommandOutcome newNation(CommandContext &context)
{
    if (auto wrongStep =
            stepsRefusal(context, {CampaignStep::FillRosters, CampaignStep::PlaceArmies}))
        return *wrongStep;
    const nations::NationArgument target = nations::nationArgument(context);
    if (!target.nation)
        return target.refusal;
    const NationRecord &nation = *target.nation;
    const auto list = loadArmyList(context.db, nation.armyListId);
    if (!list)
        return CommandOutcome::refused(
            Tr::tr("§7.4.3 %1 has no army list: choose its race first.").arg(nation.name));
    const StrategicMap map = loadTallyMap(context.db);
    const QString destinationRef =
        context.args.value(QStringLiteral("destination")).toString().trimmed();
    const int destination = findLandmass(map, destinationRef);
    if (destination == noIndex)
        return CommandOutcome::badArguments(
            Tr::tr("\"destination\" must name a landmass of the map, not \"%1\".")
                .arg(destinationRef));
    QString problem;
    const std::vector<PackageCharacter> characters = packageCharacters(
        context.args.value(QStringLiteral("characters")).toArray(), *list, &problem);
    if (!problem.isEmpty())
        return CommandOutcome::badArguments(problem);
    int units = 0;
    for (const QJsonValue &value : context.args.value(QStringLiteral("units")).toArray())
        units += value.toObject().value(QStringLiteral("count")).toInt();
    const FallenSiblings fallen = fallenSiblings(context.db, nation);
    if (const auto issues = checkNewNation(nation.armyListId, fallen.races, units, characters,
                                           loadSettings(context.db));
        !issues.empty())
        return refusalOf(issues);
    PackageRoster roster = writePackageRoster(context, nation, *list);
    if (!roster.problem.isEmpty())
        return CommandOutcome::refused(roster.problem);
    NewExpedition row;
    row.fleet = roster.fleet;
    const QJsonArray entries = context.args.value(QStringLiteral("characters")).toArray();
    for (std::size_t i = 0; i < characters.size(); ++i) {
        const PackageCharacter &c = characters[i];
        qint64 id = 0;
        const QString entry = entries.at(static_cast<qsizetype>(i))
                                  .toObject()
                                  .value(QStringLiteral("entry"))
                                  .toString();
        if (QString error = addCharacter(context.db, nation.id, roster.rosterId, c.name, c.type,
                                         entry, false, &id);
            !error.isEmpty())
            return CommandOutcome::storageFailed(error);
        const bool general = c.type == CharacterType::General;
        row.generalId = general ? id : row.generalId;
        row.fleet.characters.push_back({QString::number(id), c.name, c.type,
                                        general ? FleetRole::General : FleetRole::Other, false});
    }
    //: the default name of a New Nation's admiral, %1 the nation
    const QString admiral = Tr::tr("Admiral of %1").arg(nation.name);
    if (QString error =
            addCharacter(context.db, nation.id, roster.rosterId, admiral, CharacterType::Admiral,
                         QStringLiteral(""), true, &row.admiralId);
        !error.isEmpty())
        return CommandOutcome::storageFailed(error);
    row.fleet.characters.push_back({QString::number(row.admiralId), admiral, CharacterType::Admiral,
                                    FleetRole::Admiral, false});
    if (const QString item = context.args.value(QStringLiteral("item")).toString();
        !item.isEmpty()) {
        QSqlQuery q(context.db);
        q.prepare(QStringLiteral("INSERT INTO magic_item_binding (card_id, character_id, "
                                 "bound_year) VALUES (?, ?, ?)"));
        if (!run(q, {item, row.generalId, context.date.year}))
            return CommandOutcome::refused(
                Tr::tr("§7.4.3 The magic item %1 is already bound to a character.").arg(item));
    }
    row.nationId = nation.id;
    row.year = context.date.year;
    //: the default name of a New Nation's fleet, %1 the nation
    row.name = Tr::tr("Fleet of %1").arg(nation.name);
    row.kind = QStringLiteral("newNation");
    row.destination = map.landmasses[static_cast<std::size_t>(destination)].id;
    row.boats = NewNationPackage::boats;
    row.status = QStringLiteral("atSea");
    row.sailedTurn = turnNumber(context.date.year, context.date.month);
    QString error;
    const qint64 id = insertExpedition(context.db, row, &error);
    if (id == 0)
        return CommandOutcome::storageFailed(error);
    if (const auto spot = seaSpot(map, map.graph(), noIndex))
        error = placeMarker(context.db, nation.id, row.name, row.generalId, id,
                            map.areas[static_cast<std::size_t>(*spot)].id(),
                            keyOf(ArmyLocation::Countryside));
    if (error.isEmpty())
        error = setNationStatus(context.db, nation.id, QStringLiteral("atSea"));
    for (const qint64 old : fallen.nations) {
        if (error.isEmpty())
            error = setNationStatus(context.db, old, QStringLiteral("defunct"));
    }
    if (!error.isEmpty())
        return CommandOutcome::storageFailed(error);
    return CommandOutcome::done(
        Tr::tr("%1 begins the year at sea, bound for %2 (§7.4.3)")
            .arg(nation.name, map.landmasses[static_cast<std::size_t>(destination)].name),
        expeditionJson(context.db, *findExpedition(context.db, QString::number(id))));
}

} // namespace

void registerNationLossCommands(CommandRegistry &registry)
{
    registry.add({QStringLiteral("nation.exodus"),
                  QStringLiteral("Declare exodus at M-0 (§7.4.1): {nation, name?}"),
                  declareExodus});
    registry.add({QStringLiteral("nation.rebellion"),
                  QStringLiteral("Rise in rebellion at NY-2 (§7.4.2): {nation, town, leader?}"),
                  startRebellion});
    registry.add({QStringLiteral("nation.new"),
                  QStringLiteral("Give a New Nation its package at NY-6 (§7.4.3): {nation, "
                                 "destination, units: [{type, count}], characters: [{entry, "
                                 "name?}], item?}"),
                  newNation});
}

} // namespace herald::db
