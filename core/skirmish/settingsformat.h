#pragma once

#include "core/skirmish/settings.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>

#include <optional>

/// @file
/// The referee's options of §12 D by name, as scenario files set them ("rules[].flags", §10.3:
/// "resolveBelowOneToOne": true) and commands name them. A skirmish keeps its options in its
/// scenario's text: the umpire's desk adds its own rule entry with the options set there.

namespace herald::skirmish {

/// Every option's name, in the order of SkirmishSettings.
[[nodiscard]] const QStringList &settingNames();

/// An option's value now: true/false, or the number of hexes; undefined for an unknown name.
[[nodiscard]] QJsonValue settingValue(const SkirmishSettings &settings, const QString &name);

/// What an option does, in a sentence naming its rule, for the referee.
[[nodiscard]] QString settingDescription(const QString &name);

/// The options as JSON: only those that differ from the defaults.
[[nodiscard]] QJsonObject settingsToJson(const SkirmishSettings &settings);

/// Sets one option; an error naming the option and what it takes, or nullopt when set.
[[nodiscard]] std::optional<QString> setSetting(SkirmishSettings &settings, const QString &name,
                                                const QJsonValue &value);

/// The defaults changed by the flags of every rule of a scenario (its JSON root), in order:
/// a later rule's flag wins. Each problem (an unknown name, a wrong kind of value) in *errors.
[[nodiscard]] SkirmishSettings scenarioSettings(const QJsonObject &scenario, QStringList *errors);

/// The scenario with one option set in the desk's own rule entry (made when missing, after the
/// scenario's rules so that it wins).
[[nodiscard]] QJsonObject withDeskOption(QJsonObject scenario, const QString &name,
                                         const QJsonValue &value);

} // namespace herald::skirmish
