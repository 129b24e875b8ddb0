#pragma once

#include "core/warmaster/monthoverlay.h"

#include <QSqlDatabase>

#include <vector>

namespace herald::db {

/// Where the turn's engagements are fought (schema 0010), in their numbers' order, with their
/// armies in id order: what the map marks, without the choices and battles of
/// engagementsReport().
[[nodiscard]] std::vector<warmaster::MonthEngagement> engagementPlaces(const QSqlDatabase &db,
                                                                       int turn);

} // namespace herald::db
