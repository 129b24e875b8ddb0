#pragma once

#include "db/warmaster/calendarsteps.h"

#include <QJsonObject>
#include <QSqlDatabase>
#include <QString>

namespace herald::db {

/// M-0 (§4.5, I-53, the coast rule, occupationGivesSupply): traces the supply of every army at
/// once and writes it into army.in_supply, one line per army saying why.
[[nodiscard]] StepWork computeSupply(const CommandContext &context);

/// Every army's supply for `supply FILE [ARMY]` and the map: the status stored at M-0, the
/// trace as the map stands now (source, path of XXYY areas, explanation). `army` (an id or a
/// name, empty for all) narrows it to one; {"armies": [...]} or empty when no army matches.
[[nodiscard]] QJsonObject supplyReport(const QSqlDatabase &db, const QString &army);

} // namespace herald::db
