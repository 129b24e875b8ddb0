#pragma once

#include "db/battleboard/boardstore.h"
#include "db/command.h"

#include <optional>

/// @file
/// What the battle board's commands share: the battle named by the "battle" argument, and
/// writing back what an action did (the battle as it now stands, its log lines, the history
/// line).

namespace herald::db::battleboard {

/// The battle named by the "battle" argument, or the refusal to return.
[[nodiscard]] std::optional<Board> boardArgument(CommandContext &context, CommandOutcome &refusal);

/// The battle of a board that has begun (both set-ups in, §3), or the refusal to return.
[[nodiscard]] std::optional<herald::battleboard::BattleState> begunBattle(const Board &board,
                                                                          CommandOutcome &refusal);

/// A battle that has begun, as a command finds it.
struct BegunBattle
{
    Board board;
    herald::battleboard::BattleState state;
};

/// The battle named by the "battle" argument once it has begun, or the refusal to return.
[[nodiscard]] std::optional<BegunBattle> begunArgument(CommandContext &context,
                                                       CommandOutcome &refusal);

/// The side named by the "side" argument, or the refusal to return.
[[nodiscard]] std::optional<herald::battleboard::Side> sideArgument(CommandContext &context,
                                                                    CommandOutcome &refusal);

/// Appends lines to the battle's log, written in `turn`.
[[nodiscard]] bool appendLog(CommandContext &context, qint64 battleId, int turn,
                             const QStringList &lines);

/// Stores `state` as the battle's state, logs `lines` under `turn` and returns the done
/// outcome: the history line "Battle board \"NAME\": SUMMARY", every line as the
/// explanation, and the state's turn, phase, side and stage for --json and the page.
[[nodiscard]] CommandOutcome finish(CommandContext &context, const Board &board,
                                    const herald::battleboard::BattleState &state, int turn,
                                    const QStringList &lines, const QString &summary);

/// A core refusal as the command's refusal, naming the battle.
[[nodiscard]] CommandOutcome refuse(const Board &board, const QString &why);

} // namespace herald::db::battleboard
