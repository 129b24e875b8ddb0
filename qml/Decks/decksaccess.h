#pragma once

#include "app/services/decks/originlabel.h"
#include "db/decks/decksstore.h"

#include <QString>

#include <optional>

namespace herald::gui::decks {

/// The open campaign's decks store; nullopt when no campaign is open.
[[nodiscard]] std::optional<db::decks::DecksStore> openStore();

/// A roll's explanation (explanationToJson) as lines for people: dice, modifiers, total, row,
/// effects, then each "roll again" indented.
[[nodiscard]] QStringList explanationLines(const QJsonObject &explanation);

} // namespace herald::gui::decks
