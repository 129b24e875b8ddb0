#pragma once

#include <QString>
#include <QStringList>

#include <vector>

namespace herald::app {

class CampaignService;

/// One army's terrain delay check at M-2B (§4.4, I-51), as the Campaign page shows it.
struct TerrainDelayCheck
{
    qint64 armyId = 0;
    QString army;
    QString nation;
    QString crossing;            ///< "Mountains into 0408 Scar"
    bool naturalHabitat = false; ///< the player may use the roll 2 higher or lower (I-51)
    bool rolled = false;         ///< the player's number is in and the die rolled
    int pick = 0;
    int roll = 0;
    QString adjustment; ///< "none", "minus2", "plus2"
    QString outcome;    ///< "picked 3, rolled 5: held up 2 turns"; empty before the roll

    friend bool operator==(const TerrainDelayCheck &, const TerrainDelayCheck &) = default;
};

/// The turn's due checks in army order; empty at any other step or with no campaign open.
[[nodiscard]] std::vector<TerrainDelayCheck> terrainDelayChecks(const CampaignService &service);

/// The tables terrainDelayChecks() reads.
[[nodiscard]] QStringList terrainDelayCheckTables();

} // namespace herald::app
