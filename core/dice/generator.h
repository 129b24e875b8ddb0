#pragma once

#include <cstdint>

namespace herald::dice {

/// The campaign's seeded die generator.
///
/// Each die face is a pure function of (seed, draw number), so a campaign replays the same
/// rolls from the same seed and the same commands. The draw number lives in the campaign file
/// and moves with undo, which means an undone roll comes out the same when it is rolled again:
/// undo cannot be used to fish for a better result.
class Generator
{
public:
    Generator(std::uint64_t seed, std::uint64_t drawsSoFar) : m_seed(seed), m_draws(drawsSoFar) {}

    /// A face from 1 to sides, uniformly (no modulo bias).
    int face(int sides);

    [[nodiscard]] std::uint64_t seed() const { return m_seed; }
    /// How many values have been drawn since the campaign began; the next draw's number.
    [[nodiscard]] std::uint64_t draws() const { return m_draws; }

private:
    std::uint64_t next();

    std::uint64_t m_seed;
    std::uint64_t m_draws;
};

} // namespace herald::dice
