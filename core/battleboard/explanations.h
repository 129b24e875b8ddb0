#pragma once

#include "core/battleboard/battle.h"
#include "core/battleboard/outcome.h"

#include <QString>
#include <QStringList>

/// @file
/// Outcomes in words (translated): a refusal naming the rule, the unit and the numbers; each
/// event with its rule, its roll, the modifiers and the number it had to reach.

namespace herald::battleboard {

/// "artillery phase", in the language shown.
[[nodiscard]] QString phaseName(Phase phase);

/// The refusal in words, starting with the rule section.
[[nodiscard]] QString explainRefusal(const Refusal &refusal, const BattleState &battle);

/// A roll written out: "natural 9, -1 entrenched = 8 against 9".
[[nodiscard]] QString describeCheck(const Check &check);

/// One event in words.
[[nodiscard]] QString explainEvent(const Event &event, const BattleState &battle);

/// The whole outcome: the refusal, or one line per event.
[[nodiscard]] QStringList explain(const Outcome &outcome, const BattleState &battle);

} // namespace herald::battleboard
