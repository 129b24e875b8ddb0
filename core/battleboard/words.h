#pragma once

#include "core/battleboard/types.h"

#include <QString>

/// @file
/// The battle board's nouns in words (translated), for explanations and refusals.

namespace herald::battleboard {

[[nodiscard]] QString sideName(Side side);
[[nodiscard]] QString typeName(UnitType type, bool elite);
/// "the attacker's elite cavalry #4"
[[nodiscard]] QString unitName(const Unit &unit);
/// "the defender's line, column 2", "the middle, column 1", "the attacker's reserve"
[[nodiscard]] QString spaceName(const Space &space);

} // namespace herald::battleboard
