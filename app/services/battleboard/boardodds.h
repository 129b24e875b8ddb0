#pragma once

#include "app/services/battleboard/boardquery.h"
#include "core/battleboard/simulation.h"

#include <QJsonObject>

#include <cstdint>

namespace herald::app::battleboard {

/// The seed the odds use unless told otherwise: the same battle gives the same odds every
/// time it is asked (a read, which takes nothing from the campaign's dice).
inline constexpr std::uint64_t defaultOddsSeed = 1863;

/// `runs` battles played by the auto-resolve policy (§15): from the battle as it stands once
/// it has begun, else from the two armies placed by §15.1.
[[nodiscard]] herald::battleboard::BattleOdds boardOdds(const Board &board, int runs,
                                                        std::uint64_t seed = defaultOddsSeed);

/// The mean losses of each side in words, one line per side (attacker first).
[[nodiscard]] QStringList meanLossLines(const Board &board,
                                        const herald::battleboard::BattleOdds &odds);

/// The odds for --json and the page: shares, counts and mean losses per side and unit type.
[[nodiscard]] QJsonObject oddsToJson(const herald::battleboard::BattleOdds &odds);

} // namespace herald::app::battleboard
