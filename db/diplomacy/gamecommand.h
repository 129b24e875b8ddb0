#pragma once

#include "db/command.h"
#include "db/diplomacy/gamestore.h"

#include <QJsonObject>
#include <QSqlQuery>

#include <optional>

/// @file
/// What the Diplomacy desk's commands share: the game and phase their arguments name, and
/// the storing of a phase the GM changed before it is judged.

namespace herald::db::diplomacy {

/// Compact JSON text, as dip_phase keeps its state and results.
[[nodiscard]] QString toText(const QJsonObject &object);

/// The game named by the "game" argument, or the refusal to return.
[[nodiscard]] std::optional<Game> gameArgument(CommandContext &context, CommandOutcome &refusal);

/// The Downfall game named by the "game" argument; `standardRefusal` (with the game's name
/// for %1) when it is a standard game.
[[nodiscard]] std::optional<Game> downfallGame(CommandContext &context, CommandOutcome &refusal,
                                               const QString &standardRefusal);

/// The game's newest phase, or the refusal to return.
[[nodiscard]] std::optional<Phase> currentPhase(CommandContext &context, const Game &g,
                                                CommandOutcome &refusal);

/// Stores the phase's Hardbop state, changed by a GM command before the phase is judged.
[[nodiscard]] bool saveState(QSqlQuery &q, const herald::diplomacy::Variant &v, const Phase &phase);

/// Stores the phase's board, its label and its Hardbop state, as the GM corrected them.
[[nodiscard]] bool savePhase(QSqlQuery &q, const Phase &phase);

} // namespace herald::db::diplomacy
