#pragma once

#include <QJsonObject>
#include <QStringList>

namespace herald::app::decks {

/// A roll's explanation (core's explanationToJson) as lines for people: dice, modifiers,
/// total, row, the effects as sentences, then each "roll again" indented. Translated.
[[nodiscard]] QStringList explanationLines(const QJsonObject &explanation);

} // namespace herald::app::decks
