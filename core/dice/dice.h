#pragma once

#include "core/dice/generator.h"
#include "core/dice/roll.h"

#include <deque>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace herald::dice {

/// Thrown when a typed die value cannot have come from the die being rolled. The command
/// that asked for the roll is abandoned and changes nothing.
class InvalidEntry : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

/// What rules code rolls with. Every roll, made by the generator or typed by the referee,
/// is kept in order so the command can record it with its purpose.
class Dice
{
public:
    explicit Dice(Generator generator) : m_generator(generator) {}

    /// Faces the referee read off real dice, used one by one before the generator is asked.
    /// A d10's 0 may be typed as 0 or 10.
    void queueTyped(std::vector<int> faces);

    /// Rolls an expression for a purpose; throws InvalidEntry if a typed face is out of range.
    Roll roll(const Expression &expression, std::string_view purpose);
    /// Shorthand for one die: d(6, "Survival roll").
    int d(int sides, std::string_view purpose);
    /// Rolls one die of each size in `sides`, in that order, recorded as ONE roll written
    /// `notation`: a shuffle's d36, d35 ... d2 is one line of the history, not one per card.
    /// The faces are those d() would give die by die; throws InvalidEntry like roll().
    Roll rollSeries(const std::vector<int> &sides, std::string_view notation,
                    std::string_view purpose);

    [[nodiscard]] const std::vector<Roll> &rolls() const { return m_rolls; }
    [[nodiscard]] const Generator &generator() const { return m_generator; }
    /// Typed faces that no roll used (the caller may warn that they were ignored).
    [[nodiscard]] std::size_t unusedTyped() const { return m_typed.size(); }

private:
    /// The next typed face, checked against the die, or the generator's.
    int nextFace(int sides, std::string_view purpose, bool *typed);

    Generator m_generator;
    std::deque<int> m_typed;
    std::vector<Roll> m_rolls;
};

/// Checks one typed face against a die size; the message says what was wrong, or is empty.
[[nodiscard]] std::string checkTypedFace(int face, int sides);

} // namespace herald::dice
