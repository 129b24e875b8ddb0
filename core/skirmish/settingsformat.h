#pragma once

#include "core/skirmish/settings.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>

#include <optional>

/// @file
/// The referee's options of §12 D by name, as a skirmish keeps them (JSON) and as commands and
/// scenario files ("rules[].flags", §10.3) name them: "resolveBelowOneToOne": true.

namespace herald::skirmish {

/// Every option's name, in the order of SkirmishSettings.
[[nodiscard]] const QStringList &settingNames();

/// The options as JSON: only those that differ from the defaults.
[[nodiscard]] QJsonObject settingsToJson(const SkirmishSettings &settings);

/// Sets one option; an error naming the option and what it takes, or nullopt when set.
[[nodiscard]] std::optional<QString> setSetting(SkirmishSettings &settings, const QString &name,
                                                const QJsonValue &value);

/// The defaults changed by every option of `json`; the first problem in *error.
[[nodiscard]] SkirmishSettings settingsFromJson(const QJsonObject &json, QString *error);

} // namespace herald::skirmish
