#pragma once

#include "core/battleboard/battle.h"

#include <QJsonObject>

#include <optional>

/// @file
/// A battle in progress as the campaign file keeps it (board_battle.state, schema 20): every
/// field of core's BattleState in the words of boardkeys.h, so a battle read back plays on
/// exactly as it stood.

namespace herald::db::battleboard {

[[nodiscard]] QJsonObject battleStateToJson(const herald::battleboard::BattleState &battle);

/// The battle written by battleStateToJson, or nothing when the text is not one.
[[nodiscard]] std::optional<herald::battleboard::BattleState>
battleStateFromJson(const QJsonObject &json);

} // namespace herald::db::battleboard
