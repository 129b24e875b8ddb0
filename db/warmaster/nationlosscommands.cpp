// Losing a nation (§7.4): exodus at the start of a turn (§7.4.1, I-65) and rebellion at NY-2
// (§7.4.2, I-66); a New Nation's starting package (§7.4.3) is newnationcommand.cpp.
#include "core/warmaster/armyplacement.h"
#include "core/warmaster/characterstatus.h"
#include "core/warmaster/landing.h"
#include "core/warmaster/nationloss.h"
#include "db/commandregistry.h"
#include "db/map/maprepository.h"
#include "db/warmaster/commandsupport.h"
#include "db/warmaster/countrycommand.h"
#include "db/warmaster/expeditioncommands.h"
#include "db/warmaster/expeditionsupport.h"
#include "db/warmaster/monthstore.h"
#include "db/warmaster/nationrepository.h"
#include "db/warmaster/newyearchecks.h"

#include <QCoreApplication>
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

/// Everything left on the roster goes aboard: the units not lost nor on another expedition,
/// the characters free (§7.4.1).
Fleet exodusRoster(const StoredRoster &stored, const QHash<qint64, int> &aboard)
{
    Fleet fleet;
    for (std::size_t i = 0; i < stored.roster.lines.size(); ++i) {
        const RosterLine &line = stored.roster.lines[i];
        const int left = line.available() - aboard.value(stored.lineIds[i]);
        if (left > 0)
            fleet.units.push_back({QString::number(stored.lineIds[i]),
                                   line.unitTypes.join(QStringLiteral("/")), line.category, left,
                                   true});
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
        row.fleet = exodusRoster(*stored, unitsAboard(context.db, nationId, context.date.year));
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

} // namespace

void registerNationLossCommands(CommandRegistry &registry)
{
    registry.add({QStringLiteral("nation.exodus"),
                  QStringLiteral("Declare exodus at M-0 (§7.4.1): {nation, name?}"),
                  declareExodus});
    registry.add({QStringLiteral("nation.rebellion"),
                  QStringLiteral("Rise in rebellion at NY-2 (§7.4.2): {nation, town, leader?}"),
                  startRebellion});
    registry.add({QStringLiteral("nation.country"),
                  QStringLiteral("Found another country from a colony at NY-4 (§7.3, I-70): "
                                 "{nation, landmass, name, colour, armyList, player?}"),
                  foundCountry});
}

} // namespace herald::db
