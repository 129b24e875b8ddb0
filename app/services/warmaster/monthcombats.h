#pragma once

#include <QString>
#include <QStringList>

#include <vector>

namespace herald::app {

class CampaignService;

/// One nation in an engagement at M-3 (§5.2, §5.7), its choices kept secret: only whether it
/// chose is known until every chooser has.
struct EngagementSide
{
    QString nation;
    QString armies;        ///< "Host of the Crown, Iron Guard"
    bool chooses = false;  ///< it chooses a location (§5.2)
    bool chosen = false;   ///< its choice is in
    QString location;      ///< where it stands, once every choice is in; empty before
    bool declares = false; ///< three nations or more meet: it declares defend or attack (§5.7)
    bool declared = false;

    friend bool operator==(const EngagementSide &, const EngagementSide &) = default;
};

/// A battle an engagement left for the table (§1.9), with the winner marked by hand (the
/// stop-gap until Herald fights battles).
struct PendingBattleEntry
{
    int number = 0;
    QString text;           ///< "Battle 1 in 0408 Scar, countryside: A (defending) against B"
    QString defenderNation; ///< a nation of each side, as battle.winner names the side
    QString attackerNation;
    QString defenders;
    QString attackers;
    int winnerSide = -1; ///< 0 the defenders, 1 the attackers, -1 not marked yet (or a draw)
    /// The entered result (battle.result): "Rout for A, 300 to 100 VP"; empty without one.
    QString result;

    friend bool operator==(const PendingBattleEntry &, const PendingBattleEntry &) = default;
};

/// One engagement of the turn (§5.1) with its sides and the battles it left.
struct EngagementEntry
{
    int number = 0;
    QString area;
    bool resolved = false;
    std::vector<EngagementSide> sides;
    std::vector<PendingBattleEntry> battles;

    friend bool operator==(const EngagementEntry &, const EngagementEntry &) = default;
};

/// The turn's engagements at M-3, in their order; empty at any other step or with no campaign
/// open.
[[nodiscard]] std::vector<EngagementEntry> monthEngagements(const CampaignService &service);

/// The tables monthEngagements() reads.
[[nodiscard]] QStringList monthEngagementTables();

} // namespace herald::app
