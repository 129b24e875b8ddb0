#pragma once

#include <algorithm>
#include <array>
#include <cstddef>

/// @file
/// The chances of 2d6 rolls the auto-resolver weighs its choices by (§15.2). Tables worked out
/// at compile time and read inline: the simulator asks for them millions of times.

namespace herald::battleboard {

namespace detail {

/// Ways to roll each 2d6 total (index 0-12), out of 36.
inline constexpr std::array<int, 13> ways{0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1};

/// Ways (of 36) to reach at least t, for t from 0 to 13.
constexpr std::array<int, 14> atLeastWays()
{
    std::array<int, 14> a{};
    for (int t = 0; t <= 13; ++t) {
        for (int x = std::max(t, 2); x <= 12; ++x)
            a[std::size_t(t)] += ways[std::size_t(x)];
    }
    return a;
}

/// Ways (of 1296) that X + net > Y, for net from -11 to 11 (index net + 11).
constexpr std::array<int, 23> winWays()
{
    std::array<int, 23> w{};
    for (int net = -11; net <= 11; ++net) {
        for (int x = 2; x <= 12; ++x) {
            for (int y = 2; y <= 12; ++y) {
                if (x + net > y)
                    w[std::size_t(net + 11)] += ways[std::size_t(x)] * ways[std::size_t(y)];
            }
        }
    }
    return w;
}

inline constexpr std::array<int, 14> atLeast = atLeastWays();
inline constexpr std::array<int, 23> wins = winWays();

} // namespace detail

/// P(2d6 >= needed): 1 at 2 or less, 0 above 12.
[[nodiscard]] inline double chanceAtLeast(int needed)
{
    return detail::atLeast[std::size_t(std::clamp(needed, 0, 13))] / 36.0;
}

/// P(X + net > Y) for two independent 2d6 X, Y: the charger's chance to win with a net
/// modifier difference of `net`.
[[nodiscard]] inline double chanceToWin(int net)
{
    return detail::wins[std::size_t(std::clamp(net, -11, 11) + 11)] / 1296.0;
}

/// §15.2's p_charge: P(win) - P(lose) with a net modifier difference of `net`.
[[nodiscard]] inline double chargeEdge(int net)
{
    return chanceToWin(net) - chanceToWin(-net);
}

} // namespace herald::battleboard
