#pragma once

#include "app/services/battleboard/boardquery.h"

namespace herald::app::battleboard {

/// Where the battle stands in one sentence: whose half of which phase of which turn, or who
/// won and whether he is still pursuing, or which set-ups are still to come (§3, §4, §7).
[[nodiscard]] QString stageLine(const Board &board);

/// Where a referee enters the real unit numbers while the placeholder set is in use (§11.3):
/// one paragraph for the notice on screen and in herald-cli.
[[nodiscard]] QString placeholderNotice();

} // namespace herald::app::battleboard
