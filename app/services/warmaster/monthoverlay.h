#pragma once

#include "core/warmaster/monthoverlay.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace herald::app {

class CampaignService;

/// The tables monthOverlay() reads: the date, the armies, the month's orders and engagements.
[[nodiscard]] QStringList monthOverlayTables();

/// What the map shows of month `turn` (numbered as db::turnNumber; the current month when not
/// given); turn 0 and nothing else while no month is under way (the set-up, the New Year).
///
/// The army table describes the latest movement step only: its moves are the month's from the
/// end of its M-2C until the next month's M-2C. Before the current month's M-2C its moves are
/// the orders written (Ordered) and the delayed armies' pending moves; an older month shows no
/// moves. Delayed, besieged and out-of-supply armies are as they stand now; engagements are
/// the month's own.
[[nodiscard]] warmaster::MonthOverlay monthOverlay(const CampaignService &service,
                                                   std::optional<int> turn = std::nullopt);

/// An army's supply as the map shows it on request (§4.5, I-53), traced from the map as it
/// stands now (the stored status is M-0's).
struct ArmySupplyPath
{
    QString armyId;
    QString armyName;
    /// The areas from the army's area to its source, both included; empty when out of supply.
    QList<map::Hex> areas;
    QString explanation; ///< the trace in a sentence, naming the rule
};

/// The tables supplyPaths() reads.
[[nodiscard]] QStringList supplyPathTables();
/// The supply of each army named (Army::id), in the map's order; unknown ids are left out.
[[nodiscard]] std::vector<ArmySupplyPath> supplyPaths(const CampaignService &service,
                                                      const QStringList &armyIds);

} // namespace herald::app
