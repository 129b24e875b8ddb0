#include "db/battleboard/boardsupport.h"

#include "core/battleboard/boardkeys.h"
#include "db/battleboard/statejson.h"
#include "db/commands/arguments.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlQuery>

namespace herald::db::battleboard {

using namespace herald::battleboard;
using herald::warmaster::keyOf;

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::battleboard::BoardCommands)
};

} // namespace

std::optional<Board> boardArgument(CommandContext &context, CommandOutcome &refusal)
{
    Arguments args(context.args);
    const auto name = args.text(QStringLiteral("battle"));
    if (!args.ok()) {
        refusal = CommandOutcome::badArguments(args.problem());
        return std::nullopt;
    }
    auto b = board(context.db, *name);
    if (!b)
        refusal = CommandOutcome::refused(
            Tr::tr("There is no battle board battle \"%1\" in this campaign.").arg(*name));
    return b;
}

std::optional<BattleState> begunBattle(const Board &board, CommandOutcome &refusal)
{
    if (board.state)
        return board.state;
    QStringList waiting;
    for (const Side side : {Side::Attacker, Side::Defender}) {
        if (!board.army(side).deployed)
            waiting << board.army(side).name;
    }
    refusal = refuse(board, Tr::tr("§3 the battle has not begun: still waiting for the secret "
                                   "set-up of %1.")
                                .arg(waiting.join(QStringLiteral(", "))));
    return std::nullopt;
}

std::optional<BegunBattle> begunArgument(CommandContext &context, CommandOutcome &refusal)
{
    auto b = boardArgument(context, refusal);
    if (!b)
        return std::nullopt;
    auto state = begunBattle(*b, refusal);
    if (!state)
        return std::nullopt;
    return BegunBattle{std::move(*b), std::move(*state)};
}

std::optional<Side> sideArgument(CommandContext &context, CommandOutcome &refusal)
{
    Arguments args(context.args);
    const auto text = args.text(QStringLiteral("side"));
    if (!args.ok()) {
        refusal = CommandOutcome::badArguments(args.problem());
        return std::nullopt;
    }
    const auto side = herald::warmaster::fromKey<Side>(*text);
    if (!side)
        refusal = CommandOutcome::badArguments(
            Tr::tr("side: must be %1").arg(herald::warmaster::keyList<Side>()));
    return side;
}

bool appendLog(CommandContext &context, qint64 battleId, int turn, const QStringList &lines)
{
    QSqlQuery q(context.db);
    q.prepare(QStringLiteral("SELECT coalesce(max(seq), 0) FROM board_log WHERE battle_id = ?"));
    q.addBindValue(battleId);
    if (!q.exec() || !q.next())
        return false;
    int seq = q.value(0).toInt();
    q.prepare(
        QStringLiteral("INSERT INTO board_log (battle_id, seq, turn, text) VALUES (?, ?, ?, ?)"));
    for (const QString &line : lines) {
        q.addBindValue(battleId);
        q.addBindValue(++seq);
        q.addBindValue(turn);
        q.addBindValue(line);
        if (!q.exec())
            return false;
    }
    return true;
}

CommandOutcome finish(CommandContext &context, const Board &board, const BattleState &state,
                      int turn, const QStringList &lines, const QString &summary)
{
    QSqlQuery q(context.db);
    q.prepare(QStringLiteral("UPDATE board_battle SET state = ? WHERE id = ?"));
    q.addBindValue(QJsonDocument(battleStateToJson(state)).toJson(QJsonDocument::Compact));
    q.addBindValue(board.id);
    if (!q.exec())
        return CommandOutcome::storageFailed(q);
    if (!appendLog(context, board.id, turn, lines))
        return CommandOutcome::storageFailed(
            Tr::tr("The log of \"%1\" could not be written.").arg(board.name));
    QJsonObject result{{QStringLiteral("battle"), board.name},
                       {QStringLiteral("turn"), state.turn},
                       {QStringLiteral("phase"), keyOf(state.phase)},
                       {QStringLiteral("active"), keyOf(state.active)},
                       {QStringLiteral("stage"), keyOf(state.stage)},
                       {QStringLiteral("log"), QJsonArray::fromStringList(lines)}};
    if (state.end && state.end->winner())
        result.insert(QStringLiteral("winner"), keyOf(*state.end->winner()));
    CommandOutcome done = CommandOutcome::done(
        //: %1 the battle's name, %2 what happened
        Tr::tr("Battle board \"%1\": %2").arg(board.name, summary), result);
    done.explanation = lines;
    return done;
}

CommandOutcome refuse(const Board &board, const QString &why)
{
    //: %1 the battle's name, %2 the rule that refuses
    return CommandOutcome::refused(Tr::tr("Battle board \"%1\": %2").arg(board.name, why));
}

} // namespace herald::db::battleboard
