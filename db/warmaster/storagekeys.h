#pragma once

#include "core/warmaster/roster.h"

#include <QString>

#include <optional>

namespace herald::db {

/// The status key stored in character.status: "active", "captured", "killed",
/// "onExpedition", "envoy".
[[nodiscard]] QString characterStatusKey(warmaster::CharacterStatus status);
[[nodiscard]] std::optional<warmaster::CharacterStatus> characterStatusFromKey(const QString &key);

} // namespace herald::db
