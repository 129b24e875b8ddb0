#pragma once

#include "core/battleboard/boarddice.h"
#include "core/battleboard/settings.h"

#include <QString>

#include <optional>
#include <vector>

/// @file
/// The stand-alone battle (§10): what an army costs in points and who attacks.

namespace herald::battleboard {

/// What one player buys.
struct Purchase
{
    int infantry = 0;
    int cavalry = 0;
    int eliteCavalry = 0;
    int artillery = 0;
    int leaders = 0;
    int eliteInfantry = 0;
    int eliteArtillery = 0;
};

/// The cost of an army, or why it cannot be bought.
struct PurchaseCost
{
    std::optional<int> points;
    /// Set when an elite infantry or artillery brigade has no price (B-33).
    std::optional<UnitType> unpriced;

    /// The cost in words, or the refusal naming the rule.
    [[nodiscard]] QString explain() const;
};

[[nodiscard]] PurchaseCost purchaseCost(const Purchase &army, const StandaloneCosts &costs);

/// One round of the attacker roll: each player's natural 2d6.
struct AttackerRound
{
    int first = 0;
    int second = 0;
};

/// Who attacks in a stand-alone battle: 2d6 + 1 per leader and cavalry piece, higher attacks,
/// ties rolled again (B-13).
struct AttackerRoll
{
    std::vector<AttackerRound> rounds;
    int firstBonus = 0;
    int secondBonus = 0;
    bool firstAttacks = false;

    [[nodiscard]] QString explain() const;
};

/// The +1 per leader and cavalry piece (elite cavalry included).
[[nodiscard]] int attackerRollBonus(const Purchase &army);

[[nodiscard]] AttackerRoll rollForAttacker(const Purchase &first, const Purchase &second,
                                           BoardDice &dice);

} // namespace herald::battleboard
