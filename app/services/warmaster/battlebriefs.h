#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <array>
#include <vector>

namespace herald::app {

class CampaignService;

/// What one nation of a side may field this year, in words (§2.5, §2.6).
struct FieldableNation
{
    QString heading;        ///< "Aldor (River Kingdom): the roster of year 3"
    QStringList units;      ///< "Infantry, line 2: Spearmen — 6 of 8 left, 45 points each"
    QStringList formRows;   ///< "Aldor, line 2: Spearmen", a result form's row per roster line
    QStringList characters; ///< "Duke Aldric, General, carrying the Red Blade"
    QString mobs;           ///< "Mobs: up to 27 units (§2.6)"
};

/// One side of a battle as its brief shows it: who fights, how it deploys, and what its
/// nations may field this year.
struct BattleSideBrief
{
    QString role;       ///< "Defenders" or "Attackers"
    QStringList armies; ///< "Host of the Crown (Aldor, played by Ann)"
    QString deployment; ///< the §5.11 sentence
    std::vector<FieldableNation> nations;
    QJsonArray rosters; ///< the nations' rosters as rosterToJson() gives them, for --json
};

/// Everything a pending battle's players need at the table (§5.10-§5.11, §2.12, §2.17, I-36),
/// in the referee's language.
struct BattleBrief
{
    int number = 0;
    QString title;    ///< "Battle 2: assault in 0408 Scar"
    QString kind;     ///< the kind's name: "assault"
    QString area;     ///< "0408 Scar"
    QString terrain;  ///< "Hills"
    QString location; ///< "population centre"
    int pointsPerSide = 0;
    int terrainDrawn = 0;
    int terrainKept = 0;
    QString terrainReason;  ///< "Hills: 3"
    QString objective;      ///< what stands at table centre, and who holds it at the start
    QString fortifications; ///< "4 free fortifications; the owner may buy garrisons at 20 points
                            ///< each"; empty outside assaults
    QString ending;
    std::array<BattleSideBrief, 2> sides;
    /// battle.prepare has run (§5.10): the event card and the first placer below are known.
    bool prepared = false;
    QString eventCard;   ///< "Heavy rain: rain sweeps the field..."; empty before preparation
    QString firstPlacer; ///< "The defenders place the first terrain piece (d6: 2)"
    /// A POI battle's card (§5.3), drawn face down: its deck and id, and its title and text
    /// once turned over at deployment (empty while face down).
    QString poiDeck;
    QString poiCardId;
    QString poiCard;
    /// What the nations bought with experience for this battle (§2.15): a line each for a
    /// battle honour of one of its armies or a random scenario, for the players to apply.
    QStringList bought;
    QString result; ///< the entered result ("Won by ..., 300 to 100 VP"), empty without one
    /// How the entered result was worked out, rule by rule (VP, level, survival rolls, fates),
    /// as the command that entered it explained it; empty without a result.
    QStringList resultLines;
    /// The winning armies that may still go through the magic portal the battle was fought at
    /// (§6.9, I-37); empty for any other battle.
    QStringList portalArmies;

    [[nodiscard]] QJsonObject toJson() const;
};

/// The briefs of the current month's pending battles, in their order; empty outside M-3 or
/// without a campaign.
[[nodiscard]] std::vector<BattleBrief> battleBriefs(const CampaignService &service);

/// The tables battleBriefs() reads.
[[nodiscard]] QStringList battleBriefTables();

} // namespace herald::app
