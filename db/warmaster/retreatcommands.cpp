#include "db/warmaster/retreatcommands.h"

#include "core/warmaster/armyplacement.h"
#include "core/warmaster/calendar.h"
#include "core/warmaster/retreat.h"
#include "db/commandregistry.h"
#include "db/map/maprepository.h"
#include "db/warmaster/armyrepository.h"
#include "db/warmaster/commandsupport.h"
#include "db/warmaster/monthstore.h"
#include "db/warmaster/retreatstep.h"

#include <QCoreApplication>

#include <algorithm>

namespace herald::db {

using namespace herald::warmaster;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::RetreatCommands)
};

/// M-4 (§6.7, §6.8, I-57): the referee names the army that lost (or was forced out) and,
/// where the list offers several areas, the one its owner picks. Herald checks the choice
/// against the first level of the list that has any area; with none, the army routs.
CommandOutcome retreatArmy(CommandContext &context)
{
    if (context.date.step != keyOf(CampaignStep::Retreats))
        return CommandOutcome::refused(
            Tr::tr("§6.7 Armies retreat at M-4, after the month's battles; the campaign stands "
                   "at %1.")
                .arg(context.date.toString()));
    const QJsonValue armyArg = context.args.value(QStringLiteral("army"));
    const QString ref =
        armyArg.isDouble() ? QString::number(armyArg.toInteger()) : armyArg.toString();
    const auto found = findArmy(context.db, ref);
    if (!found)
        return CommandOutcome::refused(Tr::tr("There is no army \"%1\" on the map.").arg(ref));
    const StrategicMap map = loadStrategicMap(context.db);
    const auto self = std::find_if(map.armies.begin(), map.armies.end(),
                                   [&](const Army &a) { return a.id == found->id; });
    const int index = static_cast<int>(self - map.armies.begin());
    const int turn = turnNumber(context.date.year, context.date.month);
    if (retreatedThisTurn(context.db, turn, self->id))
        return CommandOutcome::refused(
            Tr::tr("§6.7 %1 has retreated already this turn; undo that retreat to change it.")
                .arg(self->name));
    const RetreatChoice choice = retreatChoices(map, map.armies, index);
    const QJsonValue areaArg = context.args.value(QStringLiteral("area"));
    QSqlQuery q(context.db);
    if (areaArg.isUndefined()) {
        if (choice.level != 0)
            return CommandOutcome::refused(
                Tr::tr("%1 has somewhere to go, so it does not rout; name the area. %2")
                    .arg(self->name, choice.explain(map)));
        q.prepare(QStringLiteral("UPDATE army SET state = 'routed', occupation = 0 WHERE id = ?"));
        if (!nations::run(q, {self->id.toLongLong()}))
            return CommandOutcome::storageFailed(q);
        if (const QString failed =
                recordRetreat(context.db, turn, self->id, self->area.toXXYY(), {}, 0, false);
            !failed.isEmpty())
            return CommandOutcome::storageFailed(failed);
        return CommandOutcome::done(
            Tr::tr("%1: %2").arg(self->name, choice.explain(map)),
            {{QStringLiteral("army"), self->name}, {QStringLiteral("routed"), true}});
    }
    const auto hex = map::Hex::fromXXYY(areaArg.toString());
    const auto area = hex ? map.areaAt(*hex) : std::nullopt;
    if (!area || std::find(choice.areas.begin(), choice.areas.end(), *area) == choice.areas.end())
        return CommandOutcome::refused(
            Tr::tr("§6.7 %1 may not retreat to %2. %3")
                .arg(self->name, areaArg.toString(), choice.explain(map)));
    // The army arrives in flight, in the countryside; its occupation count is cleared and the
    // move counts as this turn's (I-55).
    q.prepare(QStringLiteral("UPDATE army SET area = ?, location = 'countryside', occupation = 0, "
                             "moved = 1 WHERE id = ?"));
    if (!nations::run(q, {hex->toXXYY(), self->id.toLongLong()}))
        return CommandOutcome::storageFailed(q);
    if (const QString failed = recordRetreat(context.db, turn, self->id, self->area.toXXYY(),
                                             hex->toXXYY(), choice.level, false);
        !failed.isEmpty())
        return CommandOutcome::storageFailed(failed);
    return CommandOutcome::done(
        Tr::tr("%1 retreats to %2 (%3)")
            .arg(self->name, areaLabel(map.areas[static_cast<std::size_t>(*area)]),
                 choice.explain(map)),
        {{QStringLiteral("army"), self->name}, {QStringLiteral("area"), hex->toXXYY()}});
}

} // namespace

void registerRetreatCommands(CommandRegistry &registry)
{
    registry.add({QStringLiteral("army.retreat"),
                  QStringLiteral("Retreat a beaten army at M-4 by the §6.7 list, or rout it when "
                                 "none qualifies: {army, area?}"),
                  retreatArmy});
}

} // namespace herald::db
