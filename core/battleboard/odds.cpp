#include "core/battleboard/odds.h"

#include <algorithm>
#include <array>

namespace herald::battleboard {

namespace {

/// Ways to roll each 2d6 total (index 0-12), out of 36.
constexpr std::array<int, 13> ways{0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1};

/// Ways (of 1296) that X - Y equals d, for d from -10 to 10 (index d + 10).
constexpr std::array<int, 21> differences()
{
    std::array<int, 21> d{};
    for (int x = 2; x <= 12; ++x) {
        for (int y = 2; y <= 12; ++y)
            d[std::size_t(x - y + 10)] += ways[std::size_t(x)] * ways[std::size_t(y)];
    }
    return d;
}

constexpr std::array<int, 21> difference = differences();

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

constexpr std::array<int, 14> atLeast = atLeastWays();

/// Ways (of 1296) that X + net > Y, for net from -11 to 11 (index net + 11).
constexpr std::array<int, 23> winWays()
{
    std::array<int, 23> w{};
    for (int net = -11; net <= 11; ++net) {
        for (int d = -10; d <= 10; ++d) {
            if (d > -net)
                w[std::size_t(net + 11)] += difference[std::size_t(d + 10)];
        }
    }
    return w;
}

constexpr std::array<int, 23> wins = winWays();

} // namespace

double chanceAtLeast(int needed)
{
    return atLeast[std::size_t(std::clamp(needed, 0, 13))] / 36.0;
}

double chanceToWin(int net)
{
    return wins[std::size_t(std::clamp(net, -11, 11) + 11)] / 1296.0;
}

double chargeEdge(int net)
{
    return chanceToWin(net) - chanceToWin(-net);
}

} // namespace herald::battleboard
