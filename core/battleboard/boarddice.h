#pragma once

#include "core/dice/dice.h"

#include <cstdint>

/// @file
/// The battle board's dice (§12: roll2d6, roll1d6 behind an interface). Play goes through the
/// campaign's herald::dice::Dice, so typed real dice work and every roll is recorded with its
/// purpose; the auto-resolver's thousands of battles draw straight from a seeded generator.

namespace herald::battleboard {

/// Why a roll is made; the recorded purpose is its words.
enum class RollPurpose : std::uint8_t
{
    FireToHit,
    FireResult,
    ChargeAttacker,
    ChargeDefender,
    Entrench,
    Rally,
    LeaderPursuit,
    ForcedRetreat,
    Pursuit,
    AttackerRoll
};

/// Rolls 1d6 or 2d6 and gives the natural total.
class BoardDice
{
public:
    virtual ~BoardDice() = default;
    virtual int roll(int dice, RollPurpose purpose) = 0;
    int d6(RollPurpose purpose) { return roll(1, purpose); }
    int twoD6(RollPurpose purpose) { return roll(2, purpose); }
};

/// Play's dice: the campaign's Dice, typed faces first, each roll recorded with its purpose.
class RecordedDice : public BoardDice
{
public:
    explicit RecordedDice(dice::Dice &dice) : m_dice(dice) {}
    int roll(int dice, RollPurpose purpose) override;

private:
    dice::Dice &m_dice;
};

/// The auto-resolver's dice: faces from a seeded generator, nothing recorded.
class GeneratorDice : public BoardDice
{
public:
    explicit GeneratorDice(dice::Generator generator) : m_generator(generator) {}
    int roll(int dice, RollPurpose) override
    {
        int total = 0;
        // Two dice from one draw of 36 equally likely pairs: half the draws for a 2d6.
        for (; dice >= 2; dice -= 2) {
            const int pair = m_generator.face(36) - 1;
            total += pair / 6 + pair % 6 + 2;
        }
        if (dice == 1)
            total += m_generator.face(6);
        return total;
    }

private:
    dice::Generator m_generator;
};

} // namespace herald::battleboard
