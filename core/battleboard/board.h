#pragma once

#include "core/battleboard/types.h"

#include <array>
#include <optional>

/// @file
/// The board's geometry (§2): major or minor, which spaces touch (§2.3) and what lies in front
/// of a space (§2.4). Columns are absolute; display turns them into a player's left and right.

namespace herald::battleboard {

/// Major when each side has at least six brigades (§2.1); leaders do not count.
[[nodiscard]] BattleSize battleSize(int attackerBrigades, int defenderBrigades);

/// Number of columns: 3 in a major battle, 1 in a minor one (§2.1).
[[nodiscard]] constexpr int columnCount(BattleSize size)
{
    return size == BattleSize::Major ? 3 : 1;
}

/// Whether two spaces are orthogonally adjacent (§2.3). Retreat boxes touch nothing;
/// sideways links (line to line, middle to middle) only with `lateral`.
[[nodiscard]] bool adjacent(const Space &a, const Space &b, bool lateral);

/// The space `distance` (1 or 2) in front of `from` for a unit of `side` (§2.4); nothing from
/// a reserve or retreat box, or past the enemy line. Inline: the auto-resolver asks it often.
[[nodiscard]] inline std::optional<Space> inFront(const Space &from, Side side, int distance)
{
    if (from.kind == SpaceKind::Line && from.owner == side) {
        if (distance == 1)
            return space(side, SpaceKind::Middle, from.column);
        if (distance == 2)
            return space(opponent(side), SpaceKind::Line, from.column);
    }
    if (from.kind == SpaceKind::Middle && distance == 1)
        return space(opponent(side), SpaceKind::Line, from.column);
    return std::nullopt;
}

/// The spaces orthogonally adjacent to `s` on a board of `columns` columns (§2.3), written to
/// `out`; returns how many (at most 4).
int neighbours(const Space &s, int columns, bool lateral, std::array<Space, 4> &out);

/// Whether a unit of `side` may ever stand in `s`: its own reserve and line spaces and the
/// middle (§5.3).
[[nodiscard]] bool mayEnter(const Space &s, Side side);

} // namespace herald::battleboard
