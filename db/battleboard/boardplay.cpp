#include "core/battleboard/actor.h"
#include "core/battleboard/autodeploy.h"
#include "core/battleboard/autoplay.h"
#include "core/battleboard/boardkeys.h"
#include "core/battleboard/charge.h"
#include "core/battleboard/ending.h"
#include "core/battleboard/entrench.h"
#include "core/battleboard/explanations.h"
#include "core/battleboard/fire.h"
#include "core/battleboard/move.h"
#include "core/battleboard/pursuit.h"
#include "core/battleboard/rally.h"
#include "core/battleboard/turn.h"
#include "db/battleboard/boardhandlers.h"
#include "db/battleboard/boardsupport.h"
#include "db/commands/arguments.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QSqlQuery>

namespace herald::db::battleboard {

using namespace herald::battleboard;
using herald::warmaster::keyOf;

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::battleboard::BoardPlay)
};

int unitArgument(const QJsonObject &args, const char *key)
{
    return args.value(QLatin1String(key)).toInt(-1);
}

/// board.action's charge: "charges" [{unit, target}] for several chargers (§5.2), or one
/// charger's "unit" and "target".
ChargeOrder chargeOrder(const QJsonObject &args)
{
    ChargeOrder order;
    const QJsonArray charges = args.value(QStringLiteral("charges")).toArray();
    for (const QJsonValue &v : charges)
        order.assignments.push_back(
            {unitArgument(v.toObject(), "unit"), unitArgument(v.toObject(), "target")});
    if (charges.isEmpty())
        order.assignments.push_back({unitArgument(args, "unit"), unitArgument(args, "target")});
    return order;
}

std::vector<int> evading(const QJsonObject &args)
{
    std::vector<int> ids;
    for (const QJsonValue &v : args.value(QStringLiteral("evade")).toArray())
        ids.push_back(v.toInt(-1));
    return ids;
}

/// What an accepted step did, stored and logged; a refused one changes nothing.
CommandOutcome record(CommandContext &context, const Board &board, const BattleState &before,
                      const BattleState &after, const Outcome &outcome)
{
    if (outcome.refused())
        return refuse(board, explainRefusal(outcome.refusal, before));
    const QStringList lines = explain(outcome, after);
    return finish(context, board, after, before.turn, lines, lines.join(QLatin1Char(' ')));
}

/// The battle from both set-ups, placing by the §15.1 policy each side not yet set up (and
/// storing that placement), for board.resolve.
std::optional<BattleState> startWithPolicy(CommandContext &context, const Board &board,
                                           CommandOutcome &refusal)
{
    std::array<std::vector<Deployment>, 2> units;
    QSqlQuery q(context.db);
    for (const Side side : {Side::Attacker, Side::Defender}) {
        const Army &army = board.army(side);
        units[std::size_t(sideIndex(side))] =
            army.deployed ? army.units : autoDeploy(army.units, board.size);
        if (army.deployed)
            continue;
        q.prepare(QStringLiteral(
            "UPDATE board_army SET deployment = ? WHERE battle_id = ? AND side = ?"));
        q.addBindValue(deploymentToText(units[std::size_t(sideIndex(side))]));
        q.addBindValue(board.id);
        q.addBindValue(keyOf(side));
        if (!q.exec()) {
            refusal = CommandOutcome::storageFailed(q);
            return std::nullopt;
        }
    }
    BattleStart start = startBattle(units[0], units[1], board.rules);
    if (!start.battle) {
        QStringList problems;
        for (const SetupIssue &issue : start.issues)
            problems << explainSetupIssue(issue);
        refusal = refuse(board, problems.join(QLatin1Char(' ')));
    }
    return start.battle;
}

} // namespace

CommandOutcome act(CommandContext &context)
{
    CommandOutcome refusal;
    const auto begun = begunArgument(context, refusal);
    if (!begun)
        return refusal;
    const Board &b = begun->board;
    const BattleState &before = begun->state;
    Arguments args(context.args);
    const auto action = args.text(QStringLiteral("action"));
    if (!args.ok())
        return CommandOutcome::badArguments(args.problem());
    const QJsonObject &a = context.args;
    const int unit = unitArgument(a, "unit");
    const int target = unitArgument(a, "target");
    BattleState s = before;
    RecordedDice dice(context.dice);
    Outcome o;
    if (*action == QLatin1String("fire")) {
        o = fire(s, b.rules, dice, {unit, target});
    } else if (*action == QLatin1String("charge")) {
        o = charge(s, b.rules, dice, chargeOrder(a), evading(a));
    } else if (*action == QLatin1String("move")) {
        const Unit *u = s.unit(unit);
        if (!u)
            return refuse(b, explainRefusal({RefusalCode::UnknownUnit, unit}, s));
        const QString to = a.value(QStringLiteral("to")).toString();
        const auto where = parseSpace(to, u->side);
        if (!where)
            return CommandOutcome::badArguments(
                Tr::tr("to: \"%1\" is not a space (reserve, line:1...3, middle:1...3)").arg(to));
        o = move(s, b.rules, dice, {unit, *where});
    } else if (*action == QLatin1String("entrench")) {
        o = entrench(s, b.rules, dice, unit);
    } else if (*action == QLatin1String("rally")) {
        o = rally(s, b.rules, dice, {unit, target});
    } else if (*action == QLatin1String("pass")) {
        o = pass(s, b.rules, unit);
    } else if (*action == QLatin1String("pursue")) {
        o = pursue(s, b.rules, dice, {unit, target});
    } else {
        return CommandOutcome::badArguments(
            Tr::tr("action: must be fire, charge, move, entrench, rally, pass or pursue"));
    }
    return record(context, b, before, s, o);
}

CommandOutcome endHalfOrPursuit(CommandContext &context)
{
    CommandOutcome refusal;
    const auto begun = begunArgument(context, refusal);
    if (!begun)
        return refusal;
    BattleState s = begun->state;
    RecordedDice dice(context.dice);
    const Outcome o =
        s.stage == Stage::Pursuit ? endPursuit(s) : endHalf(s, begun->board.rules, dice);
    return record(context, begun->board, begun->state, s, o);
}

CommandOutcome retreat(CommandContext &context)
{
    CommandOutcome refusal;
    const auto begun = begunArgument(context, refusal);
    if (!begun)
        return refusal;
    const auto side = sideArgument(context, refusal);
    if (!side)
        return refusal;
    BattleState s = begun->state;
    const Outcome o = declareRetreat(s, begun->board.rules, *side);
    return record(context, begun->board, begun->state, s, o);
}

CommandOutcome resolve(CommandContext &context)
{
    CommandOutcome refusal;
    const auto b = boardArgument(context, refusal);
    if (!b)
        return refusal;
    auto start = b->state ? b->state : startWithPolicy(context, *b, refusal);
    if (!start)
        return refusal;
    if (start->stage == Stage::Finished)
        return refuse(*b, explainRefusal({RefusalCode::BattleOver}, *start));
    const int turn = start->turn;
    BattleState s = *start;
    RecordedDice dice(context.dice);
    std::vector<Outcome> log;
    resolveBattle(s, b->rules, dice, &log);
    QStringList lines{Tr::tr("§15 the auto-resolve policy plays both sides from here; it is "
                             "not a rule of play, only legal actions are chosen.")};
    for (const Outcome &o : log)
        lines << explain(o, s);
    const auto winner = s.end ? s.end->winner() : std::nullopt;
    const QString result = winner ? Tr::tr("%1 wins").arg(b->army(*winner).name)
                                  : Tr::tr("undecided after %1 turns (autoresolve.max_turns)")
                                        .arg(b->rules.settings.autoResolve.maxTurns);
    //: %1 the turn the battle ended in, %2 who won
    return finish(context, *b, s, turn, lines,
                  Tr::tr("played out by the auto-resolve policy (§15), ended in turn %1: %2")
                      .arg(QString::number(s.turn), result));
}

} // namespace herald::db::battleboard
