#pragma once

#include "core/map/areagraph.h"
#include "core/warmaster/monthdecision.h"
#include "core/warmaster/movement.h"
#include "core/warmaster/orders.h"

#include <QHash>
#include <QStringList>

#include <span>
#include <vector>

namespace herald::warmaster {

/// What the movement step (M-2) looks at: the map and the armies as the turn starts.
struct MovementFacts
{
    const StrategicMap &map;
    const map::AreaGraph &graph;
    std::span<const Army> armies;
    /// Each nation's natural habitats (§4.4, §10 #13): Nation::id → barrier keys.
    QHash<QString, QStringList> habitats;
};

/// A move that crosses a barrier with no pass or ford in use (§4.4, I-52): the player's
/// number is asked and recorded before the die is rolled (rollTerrainCheck).
struct TerrainCheckDue
{
    QString armyId;
    int from = noIndex;
    int to = noIndex;
    BarrierType barrier = BarrierType::None;
    bool naturalHabitat = false; ///< the player may add or take 2 after the roll (I-51)

    friend bool operator==(const TerrainCheckDue &, const TerrainCheckDue &) = default;
};

/// The moves of this turn's orders that call for the terrain delay check (M-2B). Delayed
/// armies completing their move check no more (I-50).
[[nodiscard]] std::vector<TerrainCheckDue> terrainChecksDue(const MovementFacts &facts,
                                                            std::span<const Order> orders);

/// A check as resolved (resolveTerrainCheck) for one army.
struct TerrainCheckEntry
{
    QString armyId;
    TerrainCheck check;
};

/// The players' and referee's answers the movement step needs.
struct MovementChoices
{
    std::span<const TerrainCheckEntry> checks; ///< one per due check
    /// §4.3: where two armies of one nation meet, the one its player sends back. Without a
    /// choice the last of them in army order goes back, and SentBack::chosen says so.
    QStringList sendBack;
    /// I-43: armies at a population centre whose player lets a leaving enemy go rather than
    /// force a battle (by default an interdict or sally order forces it).
    QStringList letGo;
    /// §4.1 movementMode = randomOrder: the nations in the order drawn (drawMovementOrder);
    /// each nation's armies move in turn, so nobody swaps places and an army that has already
    /// arrived in the countryside stops a later one leaving. Empty: all move together.
    QStringList movementOrder;
};

/// A leaving army stopped by an enemy in the area it leaves (§4.8, I-56): they fight there
/// before the move, and the move is not made this turn.
struct Interdiction
{
    QString mover;
    QString interdictor;
    int area = noIndex;

    friend bool operator==(const Interdiction &, const Interdiction &) = default;
};

/// Two armies of different nations ordered into each other's areas (§5.1, §5.4): both stay
/// where they were until their battle decides who completes the move.
struct Swap
{
    QString first;
    QString second;
    int firstArea = noIndex;
    int secondArea = noIndex;

    friend bool operator==(const Swap &, const Swap &) = default;
};

/// An army sent back to where it started the turn (§4.3).
struct SentBack
{
    QString armyId;
    int from = noIndex;
    int to = noIndex;
    bool chosen = false; ///< named in MovementChoices::sendBack

    friend bool operator==(const SentBack &, const SentBack &) = default;
};

/// Units to strike from a nation's roster after a check rolled under the pick (§4.4, I-49);
/// the player chooses which (Default).
struct UnitsToStrike
{
    QString armyId;
    QString nationId;
    int units = 0;

    friend bool operator==(const UnitsToStrike &, const UnitsToStrike &) = default;
};

/// Everything the movement step decided.
struct MovementResult
{
    std::vector<Army> armies; ///< the armies after movement, in the order given
    std::vector<Interdiction> interdictions;
    std::vector<Swap> swaps;
    std::vector<SentBack> sentBack;
    std::vector<UnitsToStrike> losses;
    QStringList sailing; ///< go-to-sea orders, for the expedition rules (§7.2)
    /// Armies whose due check is missing from the choices: when not empty nothing was moved.
    QStringList missingChecks;
    std::vector<MonthDecision> decisions;
};

/// The movement step (M-2C) with the checks of M-2B: orders carried out together; delayed
/// armies waiting or completing their move (I-50); armies leaving past an interdicting enemy
/// held (§4.8, I-56); swaps found (§5.4); a nation's armies never ending in one area (§4.3);
/// a delay cancelled by an enemy's contact (§4.4); sieges whose besieger left lifted (§5.5).
/// Under a movement order (§4.1) the nations move one after another instead.
/// An order that no longer stands (checkOrder) is carried out as hold, and says so. Units lost
/// in a check are struck even when the army is then held (the check came first, M-2B).
[[nodiscard]] MovementResult resolveMovement(const MovementFacts &facts,
                                             std::span<const Order> orders,
                                             const MovementChoices &choices);

} // namespace herald::warmaster
