#pragma once

#include "core/dice/roll.h"

#include <QJsonArray>

namespace herald::db {

/// Rolls as the history stores them: [{purpose, expression, faces, total, typed}].
[[nodiscard]] QJsonArray rollsToJson(const std::vector<dice::Roll> &rolls);

} // namespace herald::db
