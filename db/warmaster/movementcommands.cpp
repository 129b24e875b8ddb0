#include "db/commandregistry.h"
#include "db/warmaster/monthcommands.h"
#include "db/warmaster/movementstep.h"
#include "db/warmaster/rosterloss.h"

#include <QCoreApplication>
#include <QSqlQuery>

namespace herald::db {

using namespace herald::warmaster;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::MovementCommands)
};

/// The due check of the army the arguments name at M-2B, or the refusal.
struct CheckArgument
{
    MonthMap month;
    int turn = 0;
    std::optional<StoredCheck> stored;
    QString armyName;
    std::optional<CommandOutcome> refusal;
};

CheckArgument checkArgument(const CommandContext &context)
{
    CheckArgument result;
    result.month = loadMonthMap(context.db);
    result.turn = turnNumber(context.date.year, context.date.month);
    const MonthMap &month = result.month;
    if (auto wrongStep = stepRefusal(context, CampaignStep::TerrainDelays)) {
        result.refusal = wrongStep;
        return result;
    }
    const QString ref = context.args.value(QStringLiteral("army")).toVariant().toString();
    const Army *army = month.findArmy(ref);
    if (!army) {
        result.refusal = CommandOutcome::refused(
            Tr::tr("§1.5 There is no army \"%1\" on the map (give its number or its name).")
                .arg(ref));
        return result;
    }
    result.armyName = army->name;
    for (const StoredCheck &c :
         loadChecks(context.db, movementFacts(context.db, month), result.turn)) {
        if (c.due.armyId == army->id)
            result.stored = c;
    }
    if (!result.stored)
        result.refusal = CommandOutcome::refused(
            Tr::tr("§4.4 %1's order this turn crosses no barrier without a pass or ford in use: "
                   "it makes no terrain delay check.")
                .arg(army->name));
    return result;
}

/// M-2B (§4.4): the player's number is written first, then the d6 is rolled through the
/// campaign's dice (in the history with its purpose). Refused once the check is rolled: a
/// number given after the roll would not be a pick.
CommandOutcome pickNumber(CommandContext &context)
{
    const CheckArgument arg = checkArgument(context);
    if (arg.refusal)
        return *arg.refusal;
    const int turn = arg.turn;
    const QJsonValue pickValue = context.args.value(QStringLiteral("pick"));
    const int pick = pickValue.toInt();
    if (!pickValue.isDouble() || pick < 1 || pick > 6)
        return CommandOutcome::refused(
            Tr::tr("§4.4 The player's number is one of 1 to 6, not \"%1\".")
                .arg(pickValue.toVariant().toString()));
    if (arg.stored->check)
        return CommandOutcome::refused(
            Tr::tr("§4.4 %1 already picked %2 and rolled %3: the check stands.")
                .arg(arg.armyName)
                .arg(arg.stored->check->pick)
                .arg(arg.stored->check->roll));
    // The die's purpose in the history names the pick: the number was fixed before the roll.
    const int roll = rollTerrainCheck(context.dice, pick, arg.armyName);
    QSqlQuery q(context.db);
    q.prepare(QStringLiteral("INSERT INTO terrain_check (army_id, turn, pick, roll) VALUES "
                             "(?, ?, ?, ?)"));
    q.addBindValue(arg.stored->due.armyId.toLongLong());
    q.addBindValue(turn);
    q.addBindValue(pick);
    q.addBindValue(roll);
    if (!q.exec())
        return CommandOutcome::storageFailed(q);
    const auto check =
        resolveTerrainCheck(pick, roll, HabitatAdjustment::None, arg.stored->due.naturalHabitat);
    QString summary = Tr::tr("%1 crossing the %2 into %3: %4")
                          .arg(arg.armyName, nameOf(arg.stored->due.barrier),
                               arg.month.areaText(arg.stored->due.to), check->explain());
    if (arg.stored->due.naturalHabitat)
        summary += Tr::tr(" (natural habitat: the player may still add or take 2, I-51)");
    return CommandOutcome::done(summary, {{QStringLiteral("army"), arg.stored->due.armyId},
                                          {QStringLiteral("pick"), pick},
                                          {QStringLiteral("roll"), roll},
                                          {QStringLiteral("delayTurns"), check->delayTurns},
                                          {QStringLiteral("unitsLost"), check->unitsLost}});
}

/// M-2B (§4.4, I-51): after the roll, a race in its natural habitat may use it 2 higher or 2
/// lower; "none" takes the option back.
CommandOutcome adjustRoll(CommandContext &context)
{
    const CheckArgument arg = checkArgument(context);
    if (arg.refusal)
        return *arg.refusal;
    const int turn = arg.turn;
    const auto adjustment =
        adjustmentFromKey(context.args.value(QStringLiteral("adjustment")).toString());
    if (!adjustment)
        return CommandOutcome::badArguments(
            Tr::tr("The argument \"adjustment\" must be none, minus2 or plus2."));
    if (!arg.stored->check)
        return CommandOutcome::refused(
            Tr::tr("§4.4 %1 has not picked its number and rolled yet; the habitat option comes "
                   "after the roll.")
                .arg(arg.armyName));
    if (arg.stored->struck > 0)
        return CommandOutcome::refused(
            Tr::tr("§4.4 %1's player has already struck units for this check: the roll stands "
                   "as used.")
                .arg(arg.armyName));
    if (!arg.stored->due.naturalHabitat)
        return CommandOutcome::refused(
            Tr::tr("§4.4 The %1 is not in the natural habitat of %2's race: the roll stands as "
                   "it fell.")
                .arg(nameOf(arg.stored->due.barrier), arg.armyName));
    const auto check =
        resolveTerrainCheck(arg.stored->check->pick, arg.stored->check->roll, *adjustment, true);
    if (!check)
        return CommandOutcome::refused(Tr::tr("§4.4 The roll of %1 cannot be adjusted that way.")
                                           .arg(arg.stored->check->roll));
    QSqlQuery q(context.db);
    q.prepare(
        QStringLiteral("UPDATE terrain_check SET adjustment = ? WHERE army_id = ? AND turn = ?"));
    q.addBindValue(adjustmentKey(*adjustment));
    q.addBindValue(arg.stored->due.armyId.toLongLong());
    q.addBindValue(turn);
    if (!q.exec())
        return CommandOutcome::storageFailed(q);
    return CommandOutcome::done(
        Tr::tr("%1 in its natural habitat (I-51): %2").arg(arg.armyName, check->explain()),
        {{QStringLiteral("army"), arg.stored->due.armyId},
         {QStringLiteral("adjustment"), adjustmentKey(*adjustment)},
         {QStringLiteral("used"), check->used()}});
}

/// M-2B (§4.4, I-49): a check that came out below the pick costs units; the owning player
/// chooses which, from any line of the year's roster, and they are struck as any roster loss.
/// The step waits until every check's units are struck (or the roster has none left).
CommandOutcome strikeUnits(CommandContext &context)
{
    const CheckArgument arg = checkArgument(context);
    if (arg.refusal)
        return *arg.refusal;
    const QJsonValue countValue = context.args.value(QStringLiteral("count"));
    const int count = countValue.toInt();
    if (!arg.stored->check)
        return CommandOutcome::refused(
            Tr::tr("§4.4 %1 has not picked its number and rolled yet.").arg(arg.armyName));
    const int owed = arg.stored->unitsOwed();
    if (owed == 0)
        return CommandOutcome::refused(
            Tr::tr("§4.4 %1's check costs no more units (%2 lost, %3 struck).")
                .arg(arg.armyName)
                .arg(arg.stored->check->unitsLost)
                .arg(arg.stored->struck));
    if (!countValue.isDouble() || count < 1 || count > owed)
        return CommandOutcome::refused(
            Tr::tr("§4.4 %1 still owes %2 units for its check; strike 1 to %2, not \"%3\".")
                .arg(arg.armyName)
                .arg(owed)
                .arg(countValue.toVariant().toString()));
    const Army *army = arg.month.findArmy(arg.stored->due.armyId);
    const QJsonObject lossArgs{{QStringLiteral("nation"), army->nationId.toLongLong()},
                               {QStringLiteral("line"), context.args.value(QStringLiteral("line"))},
                               {QStringLiteral("count"), count}};
    CommandContext lossContext{context.db, context.dice, context.date, lossArgs};
    const CommandOutcome loss = markRosterLoss(lossContext);
    if (loss.status != CommandStatus::Done)
        return loss;
    QSqlQuery q(context.db);
    q.prepare(QStringLiteral(
        "INSERT INTO terrain_loss (army_id, turn, line, units) VALUES (?, ?, ?, ?) "
        "ON CONFLICT (army_id, turn, line) DO UPDATE SET units = units + excluded.units"));
    q.addBindValue(arg.stored->due.armyId.toLongLong());
    q.addBindValue(arg.turn);
    q.addBindValue(lossArgs.value(QStringLiteral("line")).toInt());
    q.addBindValue(count);
    if (!q.exec())
        return CommandOutcome::storageFailed(q);
    //: %1 the roster loss ("Nation loses 2 × Spearmen (4 left...)"), %2 army, %3 units still owed
    return CommandOutcome::done(Tr::tr("%1, for the terrain check of %2 (I-49); %3 more to strike.")
                                    .arg(loss.summary, arg.armyName)
                                    .arg(owed - count),
                                {{QStringLiteral("army"), arg.stored->due.armyId},
                                 {QStringLiteral("struck"), count},
                                 {QStringLiteral("owed"), owed - count}});
}

} // namespace

void registerMovementCommands(CommandRegistry &registry)
{
    registry.add({QStringLiteral("terrain.pick"),
                  QStringLiteral("Record a player's number for a terrain delay check at M-2B, "
                                 "then roll the d6 (§4.4): {army, pick}"),
                  pickNumber});
    registry.add({QStringLiteral("terrain.adjust"),
                  QStringLiteral("Use a terrain check's roll 2 higher or lower in the natural "
                                 "habitat (§4.4, I-51): {army, adjustment: none|minus2|plus2}"),
                  adjustRoll});
    registry.add({QStringLiteral("terrain.strike"),
                  QStringLiteral("Strike the units a terrain check cost from a line of the "
                                 "nation's roster (§4.4, I-49): {army, line, count}"),
                  strikeUnits});
}

} // namespace herald::db
