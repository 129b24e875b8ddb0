#pragma once

#include "app/services/campaignservice.h"
#include "core/hexwar/odds.h"
#include "core/hexwar/reach.h"
#include "db/hexwar/gamestore.h"

#include <QList>
#include <QStringList>

#include <optional>

namespace herald::app::hexwar {

// What the hex game desk reads of the open campaign (schema 0019_hexgame: hexgame,
// hexgame_action) and asks the rules about a position, without changing it.

using Game = db::hexwar::Game;
using Action = db::hexwar::Action;

/// The tables a hex game is kept in: front ends reload when a command changed one of them.
[[nodiscard]] QStringList hexgameTables();

/// The campaign's hex games by name, oldest first; none when no campaign is open.
[[nodiscard]] QStringList gameNames(const CampaignService &service);
[[nodiscard]] std::optional<Game> game(const CampaignService &service, const QString &name);
[[nodiscard]] QList<Action> actions(const CampaignService &service, const Game &game);
/// The scanned map kept with the game of that name (schema 28), read only when the image is
/// needed; nothing when there is no such game or no campaign is open.
[[nodiscard]] std::optional<db::hexwar::Underlay> gameUnderlay(const CampaignService &service,
                                                               const QString &name);

/// Where a counter may end its move now (spec 5, 6): for a unit on the map, the hexes it can
/// reach; for a reinforcement that may enter, its entry hexes and what it reaches from them
/// (10, E2), each with one path. Empty when it may not move.
[[nodiscard]] QList<herald::hexwar::ReachableHex> reachable(const Game &game,
                                                            const QString &unitId);
/// The column of an attack before the roll (spec 8.2, C6); nullopt and the rule in *refusal
/// when the rules do not allow the attack now.
[[nodiscard]] std::optional<herald::hexwar::CombatOdds>
odds(const Game &game, const QStringList &attackers, const QString &defender, QString *refusal);
/// The hexes a unit owing a retreat may retreat into (9.1).
[[nodiscard]] QList<map::Hex> retreatHexes(const Game &game, const QString &unitId);

} // namespace herald::app::hexwar
