#pragma once

#include "core/skirmish/characterstate.h"
#include "core/skirmish/settings.h"

#include <QString>

#include <optional>
#include <vector>

/// @file
/// The sequence of play as a tracker (§2.2 DN1, §2.3 DN2): where the game stands, what comes
/// next, which fire the phase allows; and when a stunned character stands up (§6.1, §12 C1).

namespace herald::skirmish {

/// Who acts in a step: DN1's players A and B, DN2's Adventurers, Krobs and Gharvs.
enum class Side
{
    PlayerA,
    PlayerB,
    Adventurers,
    Krobs,
    Gharvs,
};

enum class Phase
{
    OffensiveFire,
    Movement, ///< with the enemy's defensive fire where the game has it
    Combat,
    StunnedRecovery, ///< stunned characters of the side stand up
    GharvAppearance,
    GharvCombat,
    GharvDisappearance,
};

/// One step of the game turn.
struct Step
{
    Side side = Side::PlayerA;
    Phase phase = Phase::OffensiveFire;
    int playerTurn = 0; ///< 0-based player turn within the game turn (Gharv interphases count)

    friend bool operator==(const Step &, const Step &) = default;
};

/// The steps of one game turn, in order.
[[nodiscard]] const std::vector<Step> &gameTurnSteps(Game game);

/// Where a game stands: the game turn (from 1) and the step within it.
struct TurnPosition
{
    Game game = Game::DN1;
    int gameTurn = 1;
    int step = 0;

    [[nodiscard]] const Step &current() const { return gameTurnSteps(game)[std::size_t(step)]; }
    /// A number that grows by one with every player turn (or Gharv interphase) of the game:
    /// what the stun-recovery rule compares.
    [[nodiscard]] int playerTurnIndex() const;

    friend bool operator==(const TurnPosition &, const TurnPosition &) = default;
};

/// The next step; after the last step of a game turn, the first of the next.
[[nodiscard]] TurnPosition nextStep(const TurnPosition &position);

/// "Game turn 3, Player B: combat" for the umpire's page.
[[nodiscard]] QString describePosition(const TurnPosition &position);
[[nodiscard]] QString sideName(Side side);
[[nodiscard]] QString phaseName(Phase phase);

/// Which side may fire defensively during this step (§2.2, §2.3): the enemy of the side
/// moving, in DN1 movement phases and the DN2 Krob movement phase; nullopt otherwise.
[[nodiscard]] std::optional<Side> defensiveFireSide(const TurnPosition &position);

/// True in the first step of a player turn of any side but the Gharvs (DN2: the Adventurers'
/// offensive fire, the Krobs' movement): the Pit's imprisoned Gharvs attack before each player
/// turn (§9.6).
[[nodiscard]] bool opensPlayerTurn(const TurnPosition &position);

/// §6.1, §12 C1: does a character of `side`, stunned during player turn `stunnedAt`
/// (a playerTurnIndex()), stand up in this step? Only in its own side's recovery phase, and
/// by default only once a whole own-side player turn has begun while it lay stunned
/// (SkirmishSettings::standUpInAnyOwnTurn: its first own recovery phase, whenever stunned).
[[nodiscard]] bool standsUp(const TurnPosition &position, Side side, int stunnedAt,
                            const SkirmishSettings &settings);

} // namespace herald::skirmish
