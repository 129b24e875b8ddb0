#include "db/commandregistry.h"
#include "db/warmaster/monthcommands.h"
#include "db/warmaster/movementstep.h"

#include <QCoreApplication>
#include <QSqlQuery>

#include <algorithm>

namespace herald::db {

using namespace herald::warmaster;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::MoveAnswerCommands)
};

/// A player answers for the move once every order is known (M-2A) and before the armies move
/// (M-2C): the reveal, the terrain checks and the move step itself all take it.
std::optional<CommandOutcome> moveStepRefusal(const CommandContext &context)
{
    for (const CampaignStep step :
         {CampaignStep::RevealOrders, CampaignStep::TerrainDelays, CampaignStep::Move}) {
        if (!stepRefusal(context, step))
            return std::nullopt;
    }
    return CommandOutcome::refused(
        Tr::tr("§4.3 Answers for the move are given between the reveal of orders (M-2A) and the "
               "move (M-2C); the campaign stands at %1.")
            .arg(context.date.toString()));
}

/// Why the army cannot take this answer this turn, or empty when it can.
QString unfitFor(const QString &kind, const Army &army, const Order *order)
{
    if (kind == QLatin1String("sendBack")) {
        if (!maySendBack(order))
            return Tr::tr("§4.3 Only an army that moves this turn can be sent back to where it "
                          "started; %1 does not move.")
                .arg(army.name);
        return {};
    }
    if (!mayLetGo(army, order))
        return Tr::tr("I-43 Only an army at a population centre ordered to interdict or sally "
                      "forth stops a leaving enemy; %1 stops none, so it has none to let go.")
            .arg(army.name);
    return {};
}

/// M-2 (§4.3, I-43): the player names the army he sends back if two of his armies would end
/// the move in one area (without an answer the last in army order goes back), or lets a
/// leaving enemy go rather than force a battle from his population centre. {on: false} takes
/// the answer back.
CommandOutcome answerForMove(CommandContext &context)
{
    if (auto refusal = moveStepRefusal(context))
        return *refusal;
    const QString kind = context.args.value(QStringLiteral("answer")).toString();
    if (kind != QLatin1String("sendBack") && kind != QLatin1String("letGo"))
        return CommandOutcome::badArguments(
            Tr::tr("The argument \"answer\" must be sendBack or letGo."));
    const bool on = context.args.value(QStringLiteral("on")).toBool(true);
    const MonthMap month = loadMonthMap(context.db);
    const QString ref = context.args.value(QStringLiteral("army")).toVariant().toString();
    const Army *army = month.findArmy(ref);
    if (!army)
        return CommandOutcome::refused(
            Tr::tr("§1.5 There is no army \"%1\" on the map (give its number or its name).")
                .arg(ref));
    const int turn = turnNumber(context.date.year, context.date.month);
    const std::vector<Order> orders = loadOrders(context.db, turn);
    const auto order = std::find_if(orders.cbegin(), orders.cend(),
                                    [&](const Order &o) { return o.armyId == army->id; });
    if (const QString unfit = unfitFor(kind, *army, order == orders.cend() ? nullptr : &*order);
        on && !unfit.isEmpty())
        return CommandOutcome::refused(unfit);
    const MoveAnswers answers = loadMoveAnswers(context.db, turn);
    const bool given =
        (kind == QLatin1String("sendBack") ? answers.sendBack : answers.letGo).contains(army->id);
    if (given == on)
        return CommandOutcome::refused(
            on ? Tr::tr("%1 already has that answer this turn.").arg(army->name)
               : Tr::tr("%1 has no such answer to take back this turn.").arg(army->name));
    QSqlQuery q(context.db);
    q.prepare(
        on ? QStringLiteral("INSERT INTO movement_choice (army_id, turn, kind) VALUES (?, ?, ?)")
           : QStringLiteral(
                 "DELETE FROM movement_choice WHERE army_id = ? AND turn = ? AND kind = ?"));
    q.addBindValue(army->id.toLongLong());
    q.addBindValue(turn);
    q.addBindValue(kind);
    if (!q.exec())
        return CommandOutcome::storageFailed(q);
    QString summary;
    if (kind == QLatin1String("sendBack"))
        summary = on ? Tr::tr("%1 is the army its player sends back if two of his armies end the "
                              "move in one area (§4.3)")
                           .arg(army->name)
                     : Tr::tr("%1 is no longer named to go back (§4.3)").arg(army->name);
    else
        summary = on ? Tr::tr("%1 lets a leaving enemy go this turn instead of forcing a battle "
                              "(I-43)")
                           .arg(army->name)
                     : Tr::tr("%1 forces a battle on a leaving enemy again (I-43)").arg(army->name);
    return CommandOutcome::done(summary, {{QStringLiteral("army"), army->id},
                                          {QStringLiteral("answer"), kind},
                                          {QStringLiteral("on"), on}});
}

} // namespace

void registerMoveAnswerCommands(CommandRegistry &registry)
{
    registry.add({QStringLiteral("move.answer"),
                  QStringLiteral("A player's answer for the move, between M-2A and M-2C: "
                                 "{army, answer: sendBack (§4.3)|letGo (I-43), on?}"),
                  answerForMove});
}

} // namespace herald::db
