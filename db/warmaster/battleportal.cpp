#include "db/warmaster/battleportal.h"

#include "core/warmaster/armyplacement.h"
#include "core/warmaster/calendar.h"
#include "db/commandregistry.h"
#include "db/map/maprepository.h"
#include "db/warmaster/armyrepository.h"
#include "db/warmaster/battlepoi.h"
#include "db/warmaster/commandsupport.h"
#include "db/warmaster/monthstore.h"

#include <QCoreApplication>

#include <algorithm>

namespace herald::db {

using namespace herald::warmaster;
using nations::run;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::BattlePortal)
};

/// battle.portal {battle, army, area} at M-3 or M-4 (§6.9, I-37): the battle has its result,
/// was fought at a magic portal and won by the army's side; the area is land without town,
/// city or army. The jump replaces the army's move this turn; each army goes through once.
CommandOutcome goThroughPortal(CommandContext &context)
{
    if (context.date.step != keyOf(CampaignStep::Combats) &&
        context.date.step != keyOf(CampaignStep::Retreats))
        return CommandOutcome::refused(
            Tr::tr("§6.9 The magic portal is taken at once after the battle, at M-3 or M-4; the "
                   "campaign stands at %1.")
                .arg(context.date.toString()));
    const int number = context.args.value(QStringLiteral("battle")).toInt();
    QSqlQuery q(context.db);
    q.prepare(QStringLiteral("SELECT b.id, r.winner_side FROM pending_battle b LEFT JOIN "
                             "battle_result r ON r.battle_id = b.id WHERE b.turn = ? AND "
                             "b.number = ?"));
    if (!run(q, {turnNumber(context.date.year, context.date.month), number}))
        return CommandOutcome::storageFailed(q);
    if (!q.next())
        return CommandOutcome::refused(
            Tr::tr("§1.9 There is no pending battle %1 this turn.").arg(number));
    const qint64 battle = q.value(0).toLongLong();
    if (q.value(1).isNull())
        return CommandOutcome::refused(
            Tr::tr("§6.9 Battle %1 has no winner yet: enter its result first (a draw opens no "
                   "portal).")
                .arg(number));
    const int winner = q.value(1).toInt();
    if (!foughtAtPortal(context.db, battle))
        return CommandOutcome::refused(
            Tr::tr("§6.9 Battle %1 was not fought at a magic portal.").arg(number));

    const QString ref = context.args.value(QStringLiteral("army")).toVariant().toString();
    const auto army = findArmy(context.db, ref);
    if (!army)
        return CommandOutcome::refused(Tr::tr("There is no army \"%1\" on the map.").arg(ref));
    q.prepare(QStringLiteral("SELECT side FROM pending_battle_army WHERE battle_id = ? AND "
                             "army_id = ?"));
    if (!run(q, {battle, army->id.toLongLong()}))
        return CommandOutcome::storageFailed(q);
    if (!q.next() || q.value(0).toInt() != winner)
        return CommandOutcome::refused(
            Tr::tr("§6.9 %1 did not win battle %2: only the winner goes through the portal.")
                .arg(army->name)
                .arg(number));
    q.prepare(QStringLiteral("SELECT area FROM battle_portal_move WHERE battle_id = ? AND "
                             "army_id = ?"));
    if (!run(q, {battle, army->id.toLongLong()}))
        return CommandOutcome::storageFailed(q);
    if (q.next())
        return CommandOutcome::refused(Tr::tr("§6.9 %1 already went through the portal, to %2.")
                                           .arg(army->name, q.value(0).toString()));

    const StrategicMap map = loadStrategicMap(context.db);
    const QString areaText = context.args.value(QStringLiteral("area")).toString();
    const auto hex = map::Hex::fromXXYY(areaText);
    const auto area = hex ? map.areaAt(*hex) : std::nullopt;
    if (!area)
        return CommandOutcome::refused(Tr::tr("There is no area \"%1\" on the map.").arg(areaText));
    const Area &to = map.areas[static_cast<std::size_t>(*area)];
    if (!to.isLand())
        return CommandOutcome::refused(
            Tr::tr("§6.9 %1 is sea: the portal leads to land.").arg(areaLabel(to)));
    if (to.centre == PopulationCentre::Town || to.centre == PopulationCentre::City)
        return CommandOutcome::refused(
            Tr::tr("§6.9 %1 has a town or city: the portal leads only to an area without one.")
                .arg(areaLabel(to)));
    const auto held = std::find_if(map.armies.begin(), map.armies.end(),
                                   [&](const Army &a) { return a.area == to.hex; });
    if (held != map.armies.end())
        return CommandOutcome::refused(
            Tr::tr("I-37 %1 holds an army (%2): the portal leads only to an empty area.")
                .arg(areaLabel(to), held->name));

    q.prepare(QStringLiteral("UPDATE army SET area = ?, location = 'countryside', occupation = 0, "
                             "moved = 1 WHERE id = ?"));
    if (!run(q, {to.id(), army->id.toLongLong()}))
        return CommandOutcome::storageFailed(q);
    q.prepare(QStringLiteral(
        "INSERT INTO battle_portal_move (battle_id, army_id, area) VALUES (?, ?, ?)"));
    if (!run(q, {battle, army->id.toLongLong(), to.id()}))
        return CommandOutcome::storageFailed(q);
    return CommandOutcome::done(
        Tr::tr("%1 goes through the magic portal of battle %2 to %3 (§6.9, I-37)")
            .arg(army->name)
            .arg(number)
            .arg(areaLabel(to)),
        {{QStringLiteral("battle"), number},
         {QStringLiteral("army"), army->name},
         {QStringLiteral("area"), to.id()}});
}

} // namespace

void registerBattlePortalCommands(CommandRegistry &registry)
{
    registry.add({QStringLiteral("battle.portal"),
                  QStringLiteral("Move a battle's winning army through the magic portal it was "
                                 "fought at (§6.9, I-37): {battle, army, area}"),
                  goThroughPortal});
}

} // namespace herald::db
