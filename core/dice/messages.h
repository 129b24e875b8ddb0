#pragma once

#include "core/dice/expression.h"
#include "core/dice/roll.h"

#include <QString>

namespace herald::dice {

/// The translated sentence for a dice expression that could not be read, naming the place.
[[nodiscard]] QString describeParseError(const QString &text, const ParseResult &result);

/// "2d6+1: 3+5+1 = 9", or "d6: 4" for a single die without modifier.
[[nodiscard]] QString describeRoll(const Roll &roll);

} // namespace herald::dice
