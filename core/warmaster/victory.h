#pragma once

#include <QString>

#include <optional>

namespace herald::warmaster {

/// The bonus for holding the objective alone (§2.13).
inline constexpr int objectiveBonus = 200;

/// One side's victory points (§2.13, I-32): the cost of the enemy units and characters (with
/// their magic items) it destroyed or routed off the table, plus 200 when it alone holds the
/// objective.
struct VictoryPoints
{
    int destroyed = 0;
    bool holdsObjectiveAlone = false;

    [[nodiscard]] int total() const
    {
        return destroyed + (holdsObjectiveAlone ? objectiveBonus : 0);
    }
    [[nodiscard]] QString explain() const;
};

enum class VictoryLevel
{
    Draw,  ///< equal VP (I-32)
    Minor, ///< under 2 to 1
    Major, ///< 2 to 1 or more, under 3 to 1
    Rout,  ///< 3 to 1 or more (any win against 0)
};

[[nodiscard]] QString victoryLevelName(VictoryLevel level);

struct VictoryResult
{
    int first = 0;             ///< VP of the first side
    int second = 0;            ///< VP of the second side
    std::optional<int> winner; ///< 0 = first, 1 = second; none on a draw
    VictoryLevel level = VictoryLevel::Draw;

    /// "350 to 100: the second side wins, a rout (3 to 1 or more)".
    [[nodiscard]] QString explain() const;
};

/// Winner and level from the two sides' VP (§2.13), comparing whole numbers.
[[nodiscard]] VictoryResult decideVictory(int first, int second);

} // namespace herald::warmaster
