#pragma once

#include "core/map/areagraph.h"
#include "core/warmaster/calendar.h"
#include "core/warmaster/campaignsettings.h"
#include "core/warmaster/orderqueue.h"
#include "core/warmaster/strategicmap.h"
#include "db/command.h"

#include <QSqlDatabase>
#include <QString>

#include <optional>
#include <span>
#include <vector>

namespace herald::db {

/// The playing-order number of a month (schema 0009): (year − 1) × 12 + month, so that a queue
/// of orders written ahead (§4.2) runs on across the New Year.
[[nodiscard]] constexpr int turnNumber(int year, int month)
{
    return (year - 1) * 12 + month;
}
[[nodiscard]] inline int turnNumber(const warmaster::CampaignDate &date)
{
    return turnNumber(date.year, date.month);
}

/// What every step of the month reads once per command: the stored map with the armies on it
/// and the nations' NPP marks (§7.6), its area graph, built once, and the campaign's settings.
struct MonthMap
{
    warmaster::StrategicMap map;
    map::AreaGraph graph;
    warmaster::CampaignSettings settings;

    /// The army a command names: its row id, or its name (any case) when only one army has it.
    [[nodiscard]] const warmaster::Army *findArmy(const QString &ref) const;
    /// "0407 Carrow" for a hex of the map, else its bare number.
    [[nodiscard]] QString areaText(map::Hex hex) const;
    [[nodiscard]] QString areaText(int area) const;
    /// The army's nation's name, or its id when the map does not know it.
    [[nodiscard]] QString nationName(const QString &nationId) const;
    /// The order in words: "move into 0408 Scar, to the countryside, by the crossing".
    [[nodiscard]] QString orderText(const warmaster::Order &order) const;
};
[[nodiscard]] MonthMap loadMonthMap(const QSqlDatabase &db);

/// The refusal of a command that belongs to one step of the month (§3.2) while the campaign
/// stands at another, or nullopt when it stands at that step.
[[nodiscard]] std::optional<CommandOutcome> stepRefusal(const CommandContext &context,
                                                        warmaster::CampaignStep step);

/// The orders written for a turn, in army id order (schema 0009).
[[nodiscard]] std::vector<warmaster::Order> loadOrders(const QSqlDatabase &db, int turn);
/// An army's queue from `turn` on (§4.2), each order locked when it was written on an earlier
/// turn (I-54).
[[nodiscard]] std::vector<warmaster::QueuedOrder> loadQueue(const QSqlDatabase &db,
                                                            const QString &armyId, int turn);

/// Writes the armies that differ between before and after (same order, same ids), column by
/// column of the army table, so the command's changeset holds only what moved. Empty string, or
/// the database's message.
[[nodiscard]] QString saveArmyChanges(const QSqlDatabase &db,
                                      std::span<const warmaster::Army> before,
                                      std::span<const warmaster::Army> after);

/// Deletes every row of the month's tables (orders, checks, movement events, engagement and
/// battle memberships) that names the army, so the army itself can go (NY-1). Foreign keys take
/// no action of their own (schema 7), so this is done here, where the changeset records it.
[[nodiscard]] QString clearMonthRowsOf(const QSqlDatabase &db, qint64 armyId);

} // namespace herald::db
