#include "core/dice/generator.h"

namespace herald::dice {

namespace {

// SplitMix64's finaliser: a strong 64-bit mix, so consecutive counters give independent values.
std::uint64_t mix(std::uint64_t z)
{
    z += 0x9e3779b97f4a7c15ULL;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

} // namespace

std::uint64_t Generator::next()
{
    return mix(m_seed ^ mix(m_draws++));
}

int Generator::face(int sides)
{
    // Rejection sampling over the largest multiple of `sides` below 2^64.
    const auto range = static_cast<std::uint64_t>(sides);
    const std::uint64_t limit = UINT64_MAX - (UINT64_MAX % range);
    std::uint64_t value = next();
    while (value >= limit)
        value = next();
    return static_cast<int>(value % range) + 1;
}

} // namespace herald::dice
