#pragma once

#include "core/battleboard/settings.h"

#include <QJsonObject>
#include <QStringList>

#include <optional>

/// @file
/// A battle's option set as board.new takes it and board_battle.settings keeps it: the §13
/// configuration keys by their spec names ("board.lateral_moves", "retreat.when"), the §8 WAoI
/// options and the §15 auto-resolve keys. A key left out keeps the spec's default.

namespace herald::db::battleboard {

/// Every key with its value, defaults included, so a stored battle says how it is played.
[[nodiscard]] QJsonObject settingsToJson(const herald::battleboard::BattleSettings &settings);

/// The settings, or every problem found, each naming its key ("retreat.when: ...").
struct SettingsRead
{
    std::optional<herald::battleboard::BattleSettings> settings;
    QStringList errors;
};

[[nodiscard]] SettingsRead settingsFromJson(const QJsonObject &json);

} // namespace herald::db::battleboard
