#include "db/commandregistry.h"
#include "db/warmaster/commandsupport.h"
#include "db/warmaster/engagementstep.h"
#include "db/warmaster/experiencepurchases.h"
#include "db/warmaster/factionsplit.h"
#include "db/warmaster/independentbattle.h"
#include "db/warmaster/monthcommands.h"
#include "db/warmaster/monthstore.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QSqlQuery>

namespace herald::db {

using namespace herald::warmaster;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::EngagementCommands)
};

/// The engagement and nation the arguments name at M-3, or the refusal.
struct EngagementArgument
{
    qint64 id = 0;
    int number = 0;
    int turn = 0;
    std::optional<NationRecord> nation;
    std::optional<CommandOutcome> refusal;
};

EngagementArgument engagementArgument(const CommandContext &context)
{
    EngagementArgument arg;
    if (auto wrongStep = stepRefusal(context, CampaignStep::Combats)) {
        arg.refusal = wrongStep;
        return arg;
    }
    arg.turn = turnNumber(context.date.year, context.date.month);
    arg.number = context.args.value(QStringLiteral("engagement")).toInt();
    const auto id = engagementId(context.db, arg.turn, arg.number);
    if (!id) {
        arg.refusal = CommandOutcome::refused(
            Tr::tr("§5.1 There is no engagement %1 this turn (see the engagements list).")
                .arg(context.args.value(QStringLiteral("engagement")).toVariant().toString()));
        return arg;
    }
    arg.id = *id;
    const nations::NationArgument n = nations::nationArgument(context);
    if (!n.nation)
        arg.refusal = n.refusal;
    arg.nation = n.nation;
    return arg;
}

/// Writes the engagement's outcome once every choice is in; the summary grows by its lines.
CommandOutcome resolveAndReport(const CommandContext &context, qint64 engagement, QString summary,
                                QJsonObject data)
{
    MonthMap month = loadMonthMap(context.db);
    const StepWork work = resolveWhenComplete(context, month, engagement);
    if (work.failure)
        return *work.failure;
    // Each line is a sentence of its own, run on as calendar.next runs its lines.
    if (!work.lines.isEmpty())
        summary += QStringLiteral(". ") + work.lines.join(QLatin1Char(' '));
    data.insert(QStringLiteral("resolved"), !work.lines.isEmpty());
    data.insert(QStringLiteral("lines"), QJsonArray::fromStringList(work.lines));
    return CommandOutcome::done(summary, data);
}

/// M-3 (§5.2): a nation's secret location for its army in an engagement. The choice is stored
/// and not shown; when the last chooser has chosen, the choices are revealed together and the
/// chart applied (§5.3-§5.7).
CommandOutcome chooseLocation(CommandContext &context)
{
    const EngagementArgument arg = engagementArgument(context);
    if (arg.refusal)
        return *arg.refusal;
    const auto location =
        fromKey<ArmyLocation>(context.args.value(QStringLiteral("location")).toString());
    if (!location)
        return CommandOutcome::badArguments(
            Tr::tr("The argument \"location\" must be one of %1.").arg(keyList<ArmyLocation>()));
    QSqlQuery q(context.db);
    q.prepare(QStringLiteral(
        "SELECT ea.army_id, ea.chooser, e.resolved FROM engagement_army ea JOIN army a ON a.id "
        "= ea.army_id JOIN engagement e ON e.id = ea.engagement_id WHERE ea.engagement_id = ? "
        "AND a.nation_id = ?"));
    q.addBindValue(arg.id);
    q.addBindValue(arg.nation->id);
    if (!q.exec())
        return CommandOutcome::storageFailed(q);
    QVariantList choosers;
    bool present = false;
    bool resolved = false;
    while (q.next()) {
        present = true;
        resolved = q.value(2).toBool();
        if (q.value(1).toBool())
            choosers << q.value(0);
    }
    if (!present)
        return CommandOutcome::refused(
            Tr::tr("§5.1 %1 has no army in engagement %2.").arg(arg.nation->name).arg(arg.number));
    if (resolved)
        return CommandOutcome::refused(
            Tr::tr("§5.2 Engagement %1 is settled: its choices were revealed together.")
                .arg(arg.number));
    if (choosers.isEmpty())
        return CommandOutcome::refused(
            Tr::tr("§5.2 %1 chooses no location in engagement %2: swaps, interdictions, sallies "
                   "and pre-engaged armies fight where the rules put them (§5.4, §4.8, I-43, "
                   "§5.8), and a besieged army stays in its population centre.")
                .arg(arg.nation->name)
                .arg(arg.number));
    q.prepare(QStringLiteral(
        "UPDATE engagement_army SET location = ? WHERE engagement_id = ? AND army_id = ?"));
    for (const QVariant &army : choosers) {
        q.bindValue(0, keyOf(*location));
        q.bindValue(1, arg.id);
        q.bindValue(2, army);
        if (!q.exec())
            return CommandOutcome::storageFailed(q);
    }
    // The summary keeps the choice secret (§5.2); the arguments hold it for the referee.
    return resolveAndReport(
        context, arg.id,
        Tr::tr("%1's secret location choice for engagement %2 is in (§5.2)")
            .arg(arg.nation->name)
            .arg(arg.number),
        {{QStringLiteral("engagement"), arg.number}, {QStringLiteral("nation"), arg.nation->name}});
}

/// M-3 (§5.7 option B): a player of the larger side secretly joins faction 1 or 2; when the
/// last one has, the factions are revealed and settled (settleFactions). The summary keeps the
/// faction secret until then.
CommandOutcome joinFactionCommand(CommandContext &context)
{
    const EngagementArgument arg = engagementArgument(context);
    if (arg.refusal)
        return *arg.refusal;
    const QJsonValue factionValue = context.args.value(QStringLiteral("faction"));
    const int faction = factionValue.toInt();
    if (!factionValue.isDouble() || (faction != 1 && faction != 2))
        return CommandOutcome::badArguments(Tr::tr("The argument \"faction\" must be 1 or 2."));
    MonthMap month = loadMonthMap(context.db);
    for (const StoredSplit &split : loadSplits(context.db, month, arg.turn)) {
        if (split.engagementId != arg.id)
            continue;
        for (const QString &id : split.split.larger) {
            const Army *army = month.findArmy(id);
            if (!army || army->nationId.toLongLong() != arg.nation->id)
                continue;
            if (split.faction.count(id) != 0)
                return CommandOutcome::refused(
                    Tr::tr("§5.7 %1 has already joined a faction in engagement %2.")
                        .arg(arg.nation->name)
                        .arg(arg.number));
            if (auto failed = joinFaction(context.db, arg.id, id, faction))
                return *failed;
            StoredSplit named = split;
            named.faction[id] = faction;
            QString summary = Tr::tr("%1 has joined a faction in engagement %2 (§5.7 option B, "
                                     "secret until all have)")
                                  .arg(arg.nation->name)
                                  .arg(arg.number);
            QStringList lines;
            if (named.complete()) {
                const StepWork work = settleFactions(context, month, named);
                if (work.failure)
                    return *work.failure;
                lines = work.lines;
                summary += QStringLiteral(". ") + lines.join(QLatin1Char(' '));
            }
            return CommandOutcome::done(
                summary, {{QStringLiteral("engagement"), arg.number},
                          {QStringLiteral("nation"), arg.nation->name},
                          {QStringLiteral("settled"), named.complete()},
                          {QStringLiteral("lines"), QJsonArray::fromStringList(lines)}});
        }
    }
    return CommandOutcome::refused(
        Tr::tr("§5.7 %1 has no army on a side that must split into factions in engagement %2 "
               "(only option B asks it, of the larger side).")
            .arg(arg.nation->name)
            .arg(arg.number));
}

/// M-3 (§5.7): a nation's secret defend or attack declaration where three or more nations
/// meet; the last one in settles the sides.
CommandOutcome declareStance(CommandContext &context)
{
    const EngagementArgument arg = engagementArgument(context);
    if (arg.refusal)
        return *arg.refusal;
    const QString stance = context.args.value(QStringLiteral("stance")).toString();
    if (stance != QLatin1String("defend") && stance != QLatin1String("attack"))
        return CommandOutcome::badArguments(
            Tr::tr("The argument \"stance\" must be defend or attack."));
    QSqlQuery q(context.db);
    q.prepare(QStringLiteral("SELECT COUNT(DISTINCT a.nation_id), SUM(a.nation_id = ?), "
                             "MAX(e.resolved) FROM engagement_army ea JOIN army a ON a.id = "
                             "ea.army_id JOIN engagement e ON e.id = ea.engagement_id WHERE "
                             "ea.engagement_id = ?"));
    q.addBindValue(arg.nation->id);
    q.addBindValue(arg.id);
    if (!q.exec() || !q.next())
        return CommandOutcome::storageFailed(q);
    if (q.value(1).toInt() == 0)
        return CommandOutcome::refused(
            Tr::tr("§5.1 %1 has no army in engagement %2.").arg(arg.nation->name).arg(arg.number));
    if (q.value(0).toInt() < 3)
        return CommandOutcome::refused(
            Tr::tr("§5.7 Engagement %1 has two nations: their sides are plain, nobody declares.")
                .arg(arg.number));
    if (q.value(2).toBool())
        return CommandOutcome::refused(
            Tr::tr("§5.7 Engagement %1 is settled: its declarations were revealed together.")
                .arg(arg.number));
    q.prepare(QStringLiteral("INSERT INTO engagement_stance (engagement_id, nation_id, stance) "
                             "VALUES (?, ?, ?) ON CONFLICT (engagement_id, nation_id) DO UPDATE "
                             "SET stance = excluded.stance"));
    q.addBindValue(arg.id);
    q.addBindValue(arg.nation->id);
    q.addBindValue(stance);
    if (!q.exec())
        return CommandOutcome::storageFailed(q);
    return resolveAndReport(
        context, arg.id,
        Tr::tr("%1's secret declaration for engagement %2 is in (§5.7)")
            .arg(arg.nation->name)
            .arg(arg.number),
        {{QStringLiteral("engagement"), arg.number}, {QStringLiteral("nation"), arg.nation->name}});
}

/// Stop-gap until the Battles issue fights battles: the referee marks which side won a pending
/// battle at the table so the month can finish (M-3). The nation named is on the winning side.
CommandOutcome markWinner(CommandContext &context)
{
    if (auto wrongStep = stepRefusal(context, CampaignStep::Combats))
        return *wrongStep;
    const int turn = turnNumber(context.date.year, context.date.month);
    const int number = context.args.value(QStringLiteral("battle")).toInt();
    const nations::NationArgument n = nations::nationArgument(context);
    if (!n.nation)
        return n.refusal;
    QSqlQuery q(context.db);
    q.prepare(QStringLiteral(
        "SELECT b.id, MIN(ba.side), MAX(ba.side), COUNT(ba.army_id), (SELECT COUNT(*) FROM "
        "battle_result r WHERE r.battle_id = b.id) FROM pending_battle b LEFT "
        "JOIN pending_battle_army ba ON ba.battle_id = b.id AND ba.army_id IN (SELECT id FROM "
        "army WHERE nation_id = ?) WHERE b.turn = ? AND b.number = ? GROUP BY b.id"));
    q.addBindValue(n.nation->id);
    q.addBindValue(turn);
    q.addBindValue(number);
    if (!q.exec())
        return CommandOutcome::storageFailed(q);
    if (!q.next())
        return CommandOutcome::refused(
            Tr::tr("§1.9 There is no pending battle %1 this turn (see the engagements list).")
                .arg(context.args.value(QStringLiteral("battle")).toVariant().toString()));
    const qint64 battle = q.value(0).toLongLong();
    if (const auto independent = independentSideOf(context.db, battle))
        return CommandOutcome::refused(
            Tr::tr("§7.7.6 Battle %1 is against the independent %2: enter its result (battle "
                   "result), which also decides the race's fate.")
                .arg(number)
                .arg(independent->raceName));
    if (q.value(4).toInt() > 0)
        return CommandOutcome::refused(
            Tr::tr("§6.1 Battle %1 has its result entered, which decided the winner; undo the "
                   "result to mark one by hand.")
                .arg(number));
    if (q.value(3).toInt() == 0)
        return CommandOutcome::refused(
            Tr::tr("§1.9 %1 has no army in pending battle %2.").arg(n.nation->name).arg(number));
    if (q.value(1).toInt() != q.value(2).toInt())
        return CommandOutcome::refused(
            Tr::tr("§1.9 %1 has armies on both sides of battle %2: name a nation of one side.")
                .arg(n.nation->name)
                .arg(number));
    const int side = q.value(1).toInt();
    q.prepare(QStringLiteral("UPDATE pending_battle SET winner_side_by_hand = ? WHERE id = ?"));
    q.addBindValue(side);
    q.addBindValue(battle);
    if (!q.exec())
        return CommandOutcome::storageFailed(q);
    // §2.15: the battle is fought, so what was bought for it is spent, as with a result.
    QStringList used;
    if (const QString failed = useUpPurchases(context.db, battle, used); !failed.isEmpty())
        return CommandOutcome::storageFailed(failed);
    CommandOutcome done = CommandOutcome::done(
        Tr::tr("Battle %1 marked by hand as won by %2's side (stop-gap until Herald fights "
               "battles: no losses, retreats or survival rolls are worked out)")
            .arg(number)
            .arg(n.nation->name),
        {{QStringLiteral("battle"), number},
         {QStringLiteral("nation"), n.nation->name},
         {QStringLiteral("side"), side}});
    done.explanation = used;
    return done;
}

} // namespace

void registerEngagementCommands(CommandRegistry &registry)
{
    registry.add({QStringLiteral("location.choose"),
                  QStringLiteral("A nation's secret location in an engagement at M-3 (§5.2): "
                                 "{engagement, nation, location}"),
                  chooseLocation});
    registry.add({QStringLiteral("faction.join"),
                  QStringLiteral("A player of the larger side joins faction 1 or 2 in secret "
                                 "(§5.7 option B): {engagement, nation, faction}"),
                  joinFactionCommand});
    registry.add({QStringLiteral("stance.declare"),
                  QStringLiteral("A nation's secret defend or attack declaration at M-3 (§5.7): "
                                 "{engagement, nation, stance}"),
                  declareStance});
    registry.add({QStringLiteral("battle.winner"),
                  QStringLiteral("Stop-gap until the Battles issue: mark by hand the side that "
                                 "won a pending battle (M-3): {battle, nation}"),
                  markWinner});
}

} // namespace herald::db
