#pragma once

#include "core/decks/table.h"
#include "core/warmaster/fatechart.h"

#include <QSqlDatabase>
#include <QString>

#include <optional>

namespace herald::db {

/// The campaign's table of that id as Decks & Tables keeps it (the referee's charts and lists,
/// §10); nullopt when the campaign has none or it cannot be read.
[[nodiscard]] std::optional<decks::Table> campaignTable(const QSqlDatabase &db,
                                                        const QString &tableId);

/// The referee's version of a fate chart (§10 #7-#9, I-24 to I-26): the campaign's table of
/// that id as Decks & Tables keeps it, each row's `effectKey` effect as its word; nullopt
/// without a readable table, when the rules read their default chart.
[[nodiscard]] std::optional<warmaster::FateChart>
campaignFateChart(const QSqlDatabase &db, const QString &tableId, const QString &effectKey);

} // namespace herald::db
