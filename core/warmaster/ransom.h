#pragma once

#include "core/warmaster/characters.h"
#include "core/warmaster/terrain.h"

#include <QString>

#include <optional>
#include <span>

namespace herald::warmaster {

enum class RansomProblem
{
    TooLittle, ///< ceded population below the captive's level
    TooMuch,   ///< more surplus than the owner's areas make necessary (I-20)
    CannotPay, ///< the owner's areas cannot reach the level at all (I-20)
    NotOwned,  ///< ceded more centres of a kind than the owner holds
};

/// A ransom offer checked (§2.16, I-19, I-20).
struct RansomCheck
{
    int level = 0;         ///< what the captive is worth in population points
    int ceded = 0;         ///< population points offered
    int leastPossible = 0; ///< the smallest payment ≥ level the owner's centres allow; 0 = none
    std::optional<RansomProblem> problem;

    [[nodiscard]] bool ok() const { return !problem.has_value(); }
    [[nodiscard]] QString explain() const;
};

/// Checks the centres offered (each worth its population level) against the captive's level
/// and against every centre the owner holds (owned). Ceding the capital is allowed.
[[nodiscard]] RansomCheck checkRansom(CharacterType captive,
                                      std::span<const PopulationCentre> offered,
                                      std::span<const PopulationCentre> owned);

} // namespace herald::warmaster
