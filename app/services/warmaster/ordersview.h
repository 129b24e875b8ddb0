#pragma once

#include <QJsonArray>
#include <QString>
#include <QStringList>

namespace herald::app {

class CampaignService;

/// What the Orders page shows of the turn being played (§4): every army of every nation with
/// where it stands, its orders, its supply and its state, and the population centres being
/// occupied towards gaining control (§4.7, I-55).
struct OrdersView
{
    QString dateText;       ///< where the calendar stands: "Year 1, month 1, M-1 Write orders"
    int turn = 0;           ///< the turn being played, as the orders are numbered; 0 in the set-up
    bool writeStep = false; ///< the calendar stands at M-1, where the orders are written
    bool terrainStep = false; ///< the calendar stands at M-2B, where the terrain checks are made
    /// Why the orders are only shown, naming the step that writes them; empty at M-1.
    QString writeHint;
    /// When no army is on the map: when the armies and their orders come; empty otherwise.
    QString emptyHint;
    /// Per army, nation by nation: id, army, nation, area, location, order (this turn's, why it
    /// takes none, or that none is written yet), ahead (the turns ahead under the communication
    /// delay, "turn 5: hold"), inSupply (as worked out at M-0), supply (why), state (lines).
    QJsonArray armies;
    /// Per army at a population centre its nation does not own: army, nation, area, held (turns
    /// counted so far), needed (the population level) and, until M-5 counts the turn, atUpdate
    /// (what M-5 will decide as the map stands now).
    QJsonArray occupations;
};

[[nodiscard]] OrdersView ordersView(const CampaignService &service);

/// The tables ordersView() reads.
[[nodiscard]] QStringList ordersViewTables();

} // namespace herald::app
