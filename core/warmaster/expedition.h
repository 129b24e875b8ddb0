#pragma once

#include <QString>

#include <vector>

namespace herald::warmaster {

/// Roster units traded in for boats (§2.11).
struct TradedUnits
{
    int infantry = 0;
    int cavalry = 0;
    int monsters = 0;
    int chariots = 0;
    int artillery = 0;
    int specials = 0; ///< not named by the source; Herald counts them like infantry (1 boat)

    [[nodiscard]] int units() const
    {
        return infantry + cavalry + monsters + chariots + artillery + specials;
    }
};

/// boats = 2 × (artillery + chariots) + 1 × (infantry + cavalry + monsters [+ specials]).
struct Boats
{
    TradedUnits traded;

    [[nodiscard]] int count() const;
    /// "2 × (1 artillery + 0 chariots) + 1 × (2 infantry ...) = 4 boats".
    [[nodiscard]] QString explain() const;
};

enum class EmbarkationProblem
{
    TooFewUnits, ///< an expedition carries at least 3 units
    TooFewBoats, ///< one boat per unit carried
};

struct EmbarkationIssue
{
    EmbarkationProblem problem;
    int have = 0;
    int need = 0;
};

/// The minimum number of units an expedition carries (§2.11).
inline constexpr int minimumExpeditionUnits = 3;

/// Checks boats against units embarked; empty when the expedition may sail.
[[nodiscard]] std::vector<EmbarkationIssue> checkEmbarkation(int boats, int unitsEmbarked);
[[nodiscard]] QString describe(const EmbarkationIssue &issue);

} // namespace herald::warmaster
